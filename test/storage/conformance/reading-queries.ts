// store.queries.readings: search by area pattern, time range and mean range; latest per area; and
// history, each compared with a brute force over the rows written.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ReadingSearch, Store, StoredRow } from '../../../src/storage/index.js';
import type { ReadingFilters } from '../../../src/storage/queries.js';
import type { FreshStore } from '../conformance.js';
import { generateReadings, readAll, seed } from './data.js';
import {
  assertOnceEach,
  compareInstants,
  compareText,
  createRandom,
  ids,
  matchesArea,
  newestFirst,
  pagesFor,
  rowOf,
  walk,
  withinTime,
} from './reference.js';

export const PATTERNS = [
  undefined,
  'bonn:rheinaue',
  'bonn:*',
  '*rheinaue*',
  'a_b',
  'a_*',
  'a*b',
  '*',
  '**',
  'Bonn:*',
  'B',
  'a',
  'station*07',
  'nowhere',
  'nowhere*',
  '*.07',
  'x-y:z.1',
  'edge:*',
];

async function searchWalk(store: Store, request: Omit<ReadingSearch, 'cursor'>, between?: () => Promise<void>) {
  const result = await walk(request.limit, (cursor) => store.queries.readings.search({ ...request, cursor }), between);
  return { ...result, rows: result.items.map((values) => rowOf('readings', values)) };
}

/** The newest reading of each matching area (newest time, then largest id), areas in binary name order. */
function latestOf(all: readonly StoredRow[], area: string | undefined): StoredRow[] {
  const newest = new Map<string, StoredRow>();
  for (const row of [...all].sort(newestFirst('time'))) {
    const name = row.fields.area as string;
    if (matchesArea(area, name) && !newest.has(name)) newest.set(name, row);
  }
  return [...newest.keys()].sort(compareText).map((name) => newest.get(name)!);
}

function historyOf(all: readonly StoredRow[], origin: StoredRow): StoredRow[] {
  return all
    .filter(
      (row) => row.fields.area === origin.fields.area && compareInstants(row.fields.time as string, origin.fields.time as string) <= 0,
    )
    .sort(newestFirst('time'));
}

export function readingQueryCases(fresh: FreshStore): void {
  test('search by area pattern: * is the only wildcard, _ and . match only themselves, case counts', async (t) => {
    const store = await fresh(t);
    const all = await seed(store, 'readings', generateReadings(5));
    for (const area of PATTERNS) {
      const expected = all.filter((row) => matchesArea(area, row.fields.area as string)).sort(newestFirst('time'));
      const { rows, pages } = await searchWalk(store, { area, limit: 41, scope: 'search' });
      assert.deepEqual(ids(rows), ids(expected), `area ${area}`);
      assert.deepEqual(rows, expected);
      assert.equal(pages, pagesFor(expected.length, 41));
    }
  });

  test('search by time and mean ranges, alone and with an area, compares times as instants and takes both bounds as inclusive', async (t) => {
    const store = await fresh(t);
    const all = await seed(store, 'readings', generateReadings(6));
    const cases: Omit<ReadingSearch, 'limit' | 'scope'>[] = [
      { from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00+02:00' },
      { from: '2026-06-30T23:00:00-01:00' },
      { to: '2026-02-01T05:30:00+05:30' },
      { from: '2026-06-01T14:00:00+02:00', to: '2026-06-01T12:00:00z' },
      { from: '2016-12-31T23:59:60Z', to: '2017-01-01T00:00:00Z', area: 'edge:*' },
      { from: '2026-02-28T00:31:00.000000001Z' },
      { to: '0000-01-01T00:00:00Z' },
      { minMean: 10 },
      { maxMean: -15.5 },
      { minMean: 3, maxMean: 3 },
      { minMean: 20, maxMean: 20 },
      { minMean: -1e308, maxMean: 1e308 },
      { minMean: 0, maxMean: 20, area: 'bonn:*' },
      { minMean: -5, maxMean: 5, from: '2026-07-01T00:00:00+14:00', area: '*b*' },
      { area: 'koeln:dom', to: '2026-08-01T00:00:00-12:00' },
      { area: 'a_b', minMean: 0, from: '2026-01-01T00:00:00Z', to: '2026-12-31T23:59:59.999Z' },
    ];
    for (const filters of cases) {
      const { from, to, minMean, maxMean, area } = filters;
      const expected = all
        .filter((row) => matchesArea(area, row.fields.area as string) && withinTime(row.fields.time!, from, to))
        .filter(
          (row) =>
            (minMean === undefined || (row.fields.mean as number) >= minMean) &&
            (maxMean === undefined || (row.fields.mean as number) <= maxMean),
        )
        .sort(newestFirst('time'));
      const { rows } = await searchWalk(store, { ...filters, limit: 29, scope: 'search' });
      assert.deepEqual(ids(rows), ids(expected), JSON.stringify(filters));
    }
  });

  test('latest answers the newest reading of each area in binary name order, the area pattern narrowing it', async (t) => {
    const store = await fresh(t);
    const readings = store.collection('readings');
    const all = await seed(store, 'readings', generateReadings(7));
    // Two readings of one area at one instant, written in two offsets: the larger id is the newest.
    await readings.insert({ area: 'tie', time: '2030-01-01T00:00:00Z', mean: 1, good: 1, number: 1 });
    await readings.insert({ area: 'tie', time: '2030-01-01T01:00:00+01:00', mean: 2, good: 1, number: 1 });
    await readings.insert({ area: 'tie', time: '2029-12-31T23:59:59.999999999Z', mean: 3, good: 1, number: 1 });
    const now = await readAll(store, 'readings');
    assert.ok(all.length < now.length);
    for (const area of [undefined, 'bonn:*', 'a_b', '*0*', 'nowhere', 'tie', 'B', '*']) {
      const expected = latestOf(now, area);
      for (const limit of [1, 3, 1000]) {
        const { items, pages } = await walk(limit, (cursor) => store.queries.readings.latest({ area, limit, cursor, scope: 'latest' }));
        assert.deepEqual(
          items.map((values) => rowOf('readings', values)),
          expected,
          `area ${area}, limit ${limit}`,
        );
        assert.equal(pages, pagesFor(expected.length, limit));
      }
    }
    assert.equal(latestOf(now, 'tie')[0]?.fields.mean, 2);
  });

  test("history answers the readings of the same area up to this one's time, equal instants and itself included, newest first", async (t) => {
    const store = await fresh(t);
    const all = await seed(store, 'readings', generateReadings(8));
    const picks = [
      all[0]!,
      all[17]!,
      all[400]!,
      all[999]!,
      all.at(-1)!,
      ...all.filter((row) => (row.fields.area as string).startsWith('edge:')),
    ];
    for (const origin of picks) {
      const expected = historyOf(all, origin);
      assert.ok(ids(expected).includes(origin.id));
      for (const limit of [13, 1000]) {
        const { items, pages } = await walk(limit, (cursor) =>
          store.queries.readings.history({ id: origin.id, limit, cursor, scope: `history:${origin.id}` }),
        );
        assert.deepEqual(
          items.map((values) => rowOf('readings', values)),
          expected,
          `history of ${origin.fields.area} at ${origin.fields.time}`,
        );
        assert.equal(pages, pagesFor(expected.length, limit));
      }
    }
    for (const id of ['01ARZ3NDEKTSV4RRFFQ69G5FAV', 'not-an-id', '']) {
      assert.equal(await store.queries.readings.history({ id, limit: 10, scope: `history:${id}` }), undefined);
    }
  });

  test('search, latest and history follow every update and delete: an area that loses its last reading is gone', async (t) => {
    const store = await fresh(t);
    const readings = store.collection('readings');
    await seed(store, 'readings', generateReadings(9).slice(0, 400), 20);
    const lonely = await readings.insert({ area: 'lonely', time: '2026-01-01T00:00:00Z', mean: 1, good: 1, number: 1 });
    const moving = await readings.insert({ area: 'moving', time: '2026-01-01T00:00:00Z', mean: 1, good: 1, number: 1 });
    const retimed = (await readAll(store, 'readings')).find((row) => row.fields.area === 'bonn:beuel')!;
    await readings.delete(lonely.id);
    await readings.update(moving.id, () => ({ area: 'koeln:dom', mean: 123.5 }));
    await readings.update(retimed.id, () => ({ time: '2031-01-01T00:00:00+01:00' }));
    const now = await readAll(store, 'readings');
    const latest = await walk(7, (cursor) => store.queries.readings.latest({ limit: 7, cursor, scope: 'latest' }));
    assert.deepEqual(
      latest.items.map((values) => rowOf('readings', values)),
      latestOf(now, undefined),
    );
    const areas = latest.items.map((values) => rowOf('readings', values).fields.area);
    assert.ok(!areas.includes('lonely') && !areas.includes('moving'));
    for (const area of ['koeln:*', 'moving', 'lonely', 'bonn:beuel']) {
      const { rows } = await searchWalk(store, { area, limit: 50, scope: 'search' });
      assert.deepEqual(rows, now.filter((row) => matchesArea(area, row.fields.area as string)).sort(newestFirst('time')), area);
    }
    const { rows } = await searchWalk(store, { minMean: 123.5, maxMean: 123.5, limit: 5, scope: 'search' });
    assert.deepEqual(ids(rows), [moving.id]);
    const history = await walk(50, (cursor) => store.queries.readings.history({ id: moving.id, limit: 50, cursor, scope: 'history' }));
    assert.deepEqual(
      history.items.map((values) => rowOf('readings', values)),
      historyOf(now, now.find((row) => row.id === moving.id)!),
    );
  });

  test('search, latest and history walks stay stable while readings are inserted and deleted between their pages', async (t) => {
    const store = await fresh(t);
    const readings = store.collection('readings');
    // A quarter of the data set: every page of these walks pays for a few durable writes.
    const all = await seed(
      store,
      'readings',
      generateReadings(10).filter((_, index) => index % 4 === 0),
    );
    const origin = all.find((row) => row.fields.area === 'bonn:rheinaue')!;
    const random = createRandom(12);
    const deleted = new Set<string>();
    let last: string | undefined;
    const churn = async () => {
      await readings.insertMany([
        ...generateReadings(Math.floor(random() * 1e6)).slice(0, 3),
        { area: 'bonn:rheinaue', time: '2026-07-01T00:00:00Z', mean: 1, good: 1, number: 1 },
      ]);
      for (const id of [last, all[Math.floor(random() * all.length)]!.id]) {
        if (id !== undefined && id !== origin.id && (await readings.delete(id)) !== undefined) deleted.add(id);
      }
    };
    const lists: [string, number, (cursor: string | undefined) => ReturnType<Store['queries']['readings']['search']>][] = [
      ['search', 47, (cursor) => store.queries.readings.search({ limit: 47, cursor, scope: 'search' })],
      ['search bonn:*', 11, (cursor) => store.queries.readings.search({ area: 'bonn:*', limit: 11, cursor, scope: 'search' })],
      ['search by mean', 19, (cursor) => store.queries.readings.search({ minMean: 0, maxMean: 10, limit: 19, cursor, scope: 'search' })],
      ['history', 9, async (cursor) => (await store.queries.readings.history({ id: origin.id, limit: 9, cursor, scope: 'history' }))!],
    ];
    for (const [label, limit, fetchPage] of lists) {
      const before = await walk(limit, fetchPage);
      const during = await walk(
        limit,
        async (cursor) => {
          const page = await fetchPage(cursor);
          last = page.items.at(-1)?.[0] as string | undefined;
          return page;
        },
        churn,
      );
      const kept = before.items.map((values) => values[0] as string).filter((id) => !deleted.has(id));
      assertOnceEach(
        during.items.map((values) => values[0] as string),
        kept,
        label,
      );
    }
    // Latest walks areas: every area that had readings throughout comes once.
    const areasBefore = (await walk(1000, (cursor) => store.queries.readings.latest({ limit: 1000, cursor, scope: 'latest' }))).items.map(
      (values) => rowOf('readings', values).fields.area as string,
    );
    last = undefined;
    const during = await walk(2, (cursor) => store.queries.readings.latest({ limit: 2, cursor, scope: 'latest' }), churn);
    const areas = during.items.map((values) => rowOf('readings', values).fields.area as string);
    const remaining = new Set((await readAll(store, 'readings')).map((row) => row.fields.area as string));
    assertOnceEach(
      areas,
      areasBefore.filter((area) => remaining.has(area)),
      'latest',
    );
  });
  version3FilterCases(fresh);
}

/** Version 3 (issue 18): what a reading measured, in which unit, and which device; [quantity, unit]. */
export const KINDS: readonly (readonly [string | null, string | null])[] = [
  ['air_temperature', 'Cel'],
  ['air_temperature', '[degF]'],
  ['air_temperature', 'K'],
  ['relative_humidity', '%'],
  ['wind_speed', 'm/s'],
  // Units that differ only in case: both UCUM codes of the millilitre, never one another.
  ['volume', 'mL'],
  ['volume', 'ml'],
];

/**
 * Rows with only one of quantity and unit cannot be written over HTTP (version 3 requires both), but
 * the store takes them as they come; they sort by the missing one as by an empty one.
 */
export const HALF_KINDS: readonly (readonly [string | null, string | null])[] = [
  ['quantity_only', null],
  [null, 'Cel'],
];

export interface Version3Readings {
  all: StoredRow[];
  /** busy has more than 2,000 readings (the SQLite store's narrowing limit), quiet a few; idle none. */
  devices: { busy: string; quiet: string; idle: string };
}

/**
 * generateReadings(dataSeed) with the fields of version 3: a fifth as written through versions 1 and 2
 * (no quantity, unit or device; a few of those with a device all the same), the rest a kind each,
 * most of them of the busy device.
 */
export async function seedVersion3Readings(store: Store, dataSeed: number): Promise<Version3Readings> {
  const devices = store.collection('devices');
  const busy = (await devices.insert({ name: 'busy' })).id;
  const quiet = (await devices.insert({ name: 'quiet' })).id;
  const idle = (await devices.insert({ name: 'idle' })).id;
  const random = createRandom(dataSeed * 31 + 7);
  const rows = generateReadings(dataSeed).map((row) => {
    const roll = random();
    if (roll < 0.2) return roll < 0.01 ? { ...row, device: quiet } : row;
    const kind = roll < 0.22 ? HALF_KINDS[Math.floor(random() * HALF_KINDS.length)]! : KINDS[Math.floor(random() * KINDS.length)]!;
    const who = random();
    const device = who < 0.9 ? busy : who < 0.95 ? quiet : null;
    return { ...row, quantity: kind[0], unit: kind[1], device };
  });
  const all = await seed(store, 'readings', rows);
  assert.ok(all.filter((row) => row.fields.device === busy).length > 2000, 'the busy device is beyond the narrowing limit');
  return { all, devices: { busy, quiet, idle } };
}

/** Whether a row meets the version 3 filters: each an exact match, and a row without the field matches none. */
export function matchesFilters(row: StoredRow, filters: ReadingFilters): boolean {
  return (['device', 'quantity', 'unit'] as const).every((field) => filters[field] === undefined || row.fields[field] === filters[field]);
}

function version3FilterCases(fresh: FreshStore): void {
  test('version 3: search by device, quantity and unit, alone and with every other filter; exact, case-sensitive, and an unknown device matches nothing', async (t) => {
    const store = await fresh(t);
    const { all, devices } = await seedVersion3Readings(store, 15);
    const { busy, quiet, idle } = devices;
    const cases: Omit<ReadingSearch, 'limit' | 'scope'>[] = [
      { device: busy },
      { device: quiet },
      { device: idle },
      { device: 'no-such-device' },
      { quantity: 'air_temperature' },
      { unit: 'Cel' },
      { unit: 'mL' },
      { unit: 'ml' },
      { unit: 'ML' },
      { quantity: 'volume', unit: 'ml' },
      { quantity: 'quantity_only' },
      { quantity: 'air_temperature', unit: '%' },
      { device: busy, area: 'bonn:*' },
      { device: quiet, area: 'bonn:rheinaue' },
      { device: busy, area: 'koeln:dom', from: '2026-03-01T00:00:00Z', to: '2026-09-01T00:00:00+02:00' },
      { device: quiet, quantity: 'air_temperature', minMean: 0 },
      { quantity: 'wind_speed', minMean: 0, maxMean: 10 },
      { unit: 'K', area: '*', to: '2026-06-01T00:00:00Z' },
      { device: busy, unit: 'Cel', area: 'a*' },
    ];
    for (const filters of cases) {
      const { from, to, minMean, maxMean, area } = filters;
      const expected = all
        .filter((row) => matchesArea(area, row.fields.area as string) && withinTime(row.fields.time!, from, to))
        .filter(
          (row) =>
            (minMean === undefined || (row.fields.mean as number) >= minMean) &&
            (maxMean === undefined || (row.fields.mean as number) <= maxMean),
        )
        .filter((row) => matchesFilters(row, filters))
        .sort(newestFirst('time'));
      const { rows, pages } = await searchWalk(store, { ...filters, limit: 37, scope: 'search' });
      assert.deepEqual(ids(rows), ids(expected), JSON.stringify(filters));
      assert.equal(pages, pagesFor(expected.length, 37));
    }
    const { rows } = await searchWalk(store, { device: quiet, limit: 1000, scope: 'search' });
    assert.deepEqual(rows, all.filter((row) => row.fields.device === quiet).sort(newestFirst('time')));
    assert.ok(rows.length > 0);
  });

  test('version 3: latest is the newest matching reading of each area, areas without one left out, page by page', async (t) => {
    const store = await fresh(t);
    const { all, devices } = await seedVersion3Readings(store, 16);
    const cases: (ReadingFilters & { area?: string })[] = [
      { device: devices.busy },
      { device: devices.quiet },
      { device: devices.idle },
      { device: 'no-such-device' },
      { quantity: 'air_temperature' },
      { quantity: 'volume', unit: 'ml' },
      { unit: 'Cel' },
      { quantity: 'quantity_only' },
      { device: devices.quiet, quantity: 'air_temperature' },
      { device: devices.busy, area: 'bonn:*' },
      { unit: 'm/s', area: '*b*' },
    ];
    for (const filters of cases) {
      const expected = latestOf(
        all.filter((row) => matchesFilters(row, filters)),
        filters.area,
      );
      for (const limit of [1, 3, 1000]) {
        const { items, pages } = await walk(limit, (cursor) =>
          store.queries.readings.latest({ ...filters, limit, cursor, scope: 'latest' }),
        );
        assert.deepEqual(
          items.map((values) => rowOf('readings', values)),
          expected,
          `${JSON.stringify(filters)}, limit ${limit}`,
        );
        assert.equal(pages, pagesFor(expected.length, limit));
      }
    }
  });
}
