// Issue 22: /readings/summary on PostgreSQL answers from reading_buckets (whole months, days and hours
// of the range, raw readings of its two partial hours, merged by Chan's formula), and must answer as
// the brute-force statement buildSummary does, which stays as the reference: after random creates,
// updates and deletes, for ranges with no bound, one bound, bounds on bucket boundaries, within one
// hour, with fractions below the millisecond and offsets such as +05:30, under area, quantity and
// unit filters, page by page, the groups are the same, their counts exact, mean and σ within 1e-9
// relative. And the answer does come from the buckets: a bucket changed behind the triggers' back
// shows in it, except where the range holds no whole bucket and for device=.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import { openStore } from '../../src/storage/index.js';
import type { AreaSummary, Store } from '../../src/storage/index.js';
import type { ReadingSummaryRequest } from '../../src/storage/queries.js';
import { buildBucketedSummary } from '../../src/storage/postgres/bucketed-summary.js';
import { buildSummary, toAreaSummary } from '../../src/storage/postgres/reading-summary.js';
import type { SummaryRow } from '../../src/storage/postgres/reading-summary.js';
import { createRandom } from '../../scripts/seeded-random.js';
import { coverRange, enclosingBucket } from '../../src/storage/summary-moments.js';
import { assertClose, walk } from '../storage/conformance/reference.js';
import { writeInstant } from '../support/named-routes.js';
import { postgresSuite } from '../support/postgres.js';
import { freshDatabase, randomWrites } from '../support/random-readings.js';

type Filters = Omit<ReadingSummaryRequest, 'limit' | 'cursor' | 'scope'>;

/** A client that reads bigint as a number, as the store's pool does (connection.ts). */
async function numericClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    types: { getTypeParser: (oid: number, format?: string) => (oid === 20 ? Number : pg.types.getTypeParser(oid, format as 'text')) },
  });
  await client.connect();
  return client;
}

async function bruteForce(client: pg.Client, filters: Filters): Promise<AreaSummary[]> {
  const query = buildSummary(filters, ['', '', ''], 100_000);
  return (await client.query<SummaryRow>(query.text, query.values)).rows.map(toAreaSummary);
}

async function bucketed(store: Store, filters: Filters, limit: number): Promise<AreaSummary[]> {
  const { items } = await walk(limit, (cursor) => store.queries.readings.summary({ ...filters, limit, cursor, scope: 'summary' }));
  return items;
}

function assertSameSummaries(actual: AreaSummary[], expected: AreaSummary[], label: string): void {
  const key = (item: AreaSummary) => `${item.area}|${item.quantity ?? ''}|${item.unit ?? ''}`;
  assert.deepEqual(actual.map(key), expected.map(key), `${label}: the groups`);
  actual.forEach((item, index) => {
    const want = expected[index]!;
    const counts = (s: AreaSummary) => [s.readings, s.number, s.good, s.readingsWithoutStdDev, s.numberWithStdDev];
    assert.deepEqual(counts(item), counts(want), `${label} ${key(item)}: counts`);
    assertClose(item.mean, want.mean, 1e-9, `${label} ${key(item)}: mean`);
    assertClose(item.stdDev, want.stdDev, 1e-9, `${label} ${key(item)}: stdDev`);
  });
}

/** Bounds of every kind the cover must cut right. */
function ranges(random: () => number): { from?: string; to?: string }[] {
  const instant = () => {
    const at = Date.UTC(2025, 11, 25) + Math.floor(random() * 100 * 24 * 3_600_000);
    const text = writeInstant(at, [0, 330, -300, 1439, -1439][Math.floor(random() * 5)]!, random() < 0.5);
    return random() < 0.2 ? text.replace(/(:\d{2})(\.\d{3})?(?=[Z+-])/, (_, seconds: string) => `${seconds}.000000001`) : text;
  };
  const fixed = [
    {},
    { from: '2026-02-01T00:00:00Z' },
    { to: '2026-02-01T00:00:00Z' },
    { from: '2026-02-01T00:00:00Z', to: '2026-03-01T00:00:00Z' },
    { from: '2026-02-01T00:00:00+05:30', to: '2026-03-01T00:00:00-05:30' },
    { from: '2026-01-10T05:00:00Z', to: '2026-01-10T06:00:00Z' },
    { from: '2026-01-10T05:00:00Z', to: '2026-01-10T05:59:59.999999999Z' },
    { from: '2026-01-10T05:20:00.5Z', to: '2026-01-10T05:40:00.000000001Z' },
    { from: '2026-01-10T05:00:00Z', to: '2026-01-10T05:00:00Z' },
    { from: '2026-01-31T23:59:59.999999999Z', to: '2026-02-01T00:00:00.000000001Z' },
    { from: '2026-01-15T12:00:00+14:00', to: '2026-01-16T12:00:00-12:00' },
    { from: '2025-01-01T00:00:00Z', to: '2027-01-01T00:00:00Z' },
  ];
  const drawn = Array.from({ length: 24 }, () => {
    const [a, b] = [instant(), instant()].sort((x, y) => Date.parse(x) - Date.parse(y));
    return { from: a, to: b };
  });
  return [...fixed, ...drawn];
}

const FILTERS: Filters[] = [
  {},
  { area: 'bonn:*' },
  { area: 'koeln:dom' },
  { area: '*e*' },
  { quantity: 'temperature' },
  { unit: 'degC', area: 'B' },
];

describe('PostgreSQL: /readings/summary from reading_buckets (issue 22)', postgresSuite(), () => {
  test('after random writes, the bucketed summary equals the brute-force statement for every kind of range, filter and page', async (t) => {
    const database = await freshDatabase(t);
    const store = await openStore(database.url, { poolSize: 10 });
    database.closeLater(() => store.close());
    const client = await numericClient(database.url);
    database.closeLater(() => client.end());
    const random = createRandom(2222);
    // A few readings at the edges of the double range: their groups are answered by the brute force.
    await randomWrites(store, client, random, 0.002);
    let items = 0;
    for (const [index, range] of ranges(random).entries()) {
      for (const filter of FILTERS) {
        const filters = { ...filter, ...range };
        const label = JSON.stringify(filters);
        const expected = await bruteForce(client, filters);
        items += expected.length;
        assertSameSummaries(await bucketed(store, filters, 1000), expected, label);
        // Page by page too, now and then: the cursor is the brute force's.
        if (index % 6 === 0) assertSameSummaries(await bucketed(store, filters, 3), expected, `${label} limit 3`);
      }
    }
    assert.ok(items > 1000, `the ranges and filters matched ${items} groups in all`);
  });

  test("the answer comes from the buckets: a bucket changed behind the triggers' back shows, but not within one hour or for device=", async (t) => {
    const database = await freshDatabase(t);
    const store = await openStore(database.url, { poolSize: 4 });
    database.closeLater(() => store.close());
    const client = await numericClient(database.url);
    database.closeLater(() => client.end());
    const device = await store.collection('devices').insert({ name: 'rover' });
    await store.collection('readings').insertMany(
      Array.from({ length: 48 }, (_, hour) => ({
        area: 'x',
        time: writeInstant(Date.UTC(2026, 2, 10, hour, 15), 0, false),
        mean: hour,
        good: 1,
        number: 2,
        stdDev: 1,
        device: device.id,
      })),
    );
    await client.query("UPDATE reading_buckets SET readings = readings + 1000 WHERE area = 'x' AND span = 'month'");
    const summary = async (filters: Filters) =>
      (await store.queries.readings.summary({ ...filters, limit: 10, scope: 'summary' })).items.map((item) => item.readings);
    assert.deepEqual(await summary({}), [1048], 'the month bucket');
    assert.deepEqual(await summary({ from: '2026-03-10T03:00:00Z', to: '2026-03-10T03:59:00Z' }), [1], 'one raw hour');
    assert.deepEqual(await summary({ device: device.id }), [48], 'device= reads the readings');
  });

  test('every part of a page is an index range: the walk of the groups, their buckets and their raw readings', async (t) => {
    const database = await freshDatabase(t);
    const store = await openStore(database.url, { poolSize: 2 });
    database.closeLater(() => store.close());
    const client = await numericClient(database.url);
    database.closeLater(() => client.end());
    // With sequential scans priced out, a plan that still has one has no index to use instead: the
    // tables here are too small for the planner to choose an index on its own.
    await client.query('SET enable_seqscan = off');
    const cases: [string, Filters, string | undefined, string | undefined][] = [
      ['no range', {}, undefined, undefined],
      ['a month apart', { area: 'city-3:*' }, '2026-03-10T09:20:00.000000000', '2026-04-09T17:45:00.000000000'],
      ['within one hour', { area: 'x', quantity: 'q', unit: 'u' }, '2026-03-10T09:20:00.000000000', '2026-03-10T09:45:00.000000000'],
      ['within one day', { area: 'city-3:*' }, '2026-03-10T00:00:00.000000000', '2026-03-10T17:45:00.000000000'],
      ['from only', { area: '*x*' }, '2026-03-10T09:20:00.000000000', undefined],
    ];
    for (const [label, filters, from, to] of cases) {
      const enclosing = enclosingBucket(from, to);
      const query = buildBucketedSummary(filters, coverRange(from, to), ['', '', ''], 51, enclosing);
      const plan = (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.text}`, query.values)).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      assert.doesNotMatch(plan, /Seq Scan/, `${label}:\n${plan}`);
      // Within one bucket, the groups that have it (migration 170); otherwise the walk from group to group.
      assert.match(plan, enclosing === undefined ? /reading_buckets_pkey/ : /reading_buckets_by_start/, `${label}:\n${plan}`);
      if (from !== undefined || to !== undefined) assert.match(plan, /readings_by_area_unit_time/, `${label}:\n${plan}`);
    }
  });
});
