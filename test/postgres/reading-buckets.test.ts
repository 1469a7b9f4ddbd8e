// Issue 22: migration 150's reading_buckets on PostgreSQL. Its sums are exact (numeric), so after any
// mix of writes the table must EQUAL a recompute from the readings, column for column: random
// creates (single, grouped, bulk), updates that move a reading's time, area, kind, mean or stdDev,
// deletes one by one and many at once, written concurrently; values at the edges of the double
// range among them, which float8 arithmetic would refuse. Also: transactions that write the same
// buckets in opposite orders both commit (no deadlock), a session's extra_float_digits cannot make a
// delete take out other than its insert put in, and the migration fills the buckets of a database
// that already holds readings.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { TestContext } from 'node:test';
import pg from 'pg';
import { openStore } from '../../src/storage/index.js';
import type { FieldValue, Store } from '../../src/storage/index.js';
import { createRandom } from '../../scripts/seeded-random.js';
import { FLOAT_EDGE_AREAS } from '../fixtures/summary-float-edges.js';
import { writeInstant } from '../support/named-routes.js';
import { postgresSuite } from '../support/postgres.js';
import { createThrowAwayDatabase } from '../support/postgres-database.js';

type Fields = Record<string, FieldValue>;

const SUM_COLUMNS = `area, quantity, unit, span, start, readings, "number", good, with_std_dev, number_with_std_dev,
  sum_mean, sum_mean_sd, sum_squares`;

/** Rows of the table that the recompute lacks, and the other way round: both empty when they are equal. */
async function differences(client: pg.Client): Promise<{ extra: unknown[]; missing: unknown[] }> {
  const table = `SELECT ${SUM_COLUMNS} FROM reading_buckets`;
  const recomputed = 'SELECT * FROM fieldlog_recompute_reading_buckets()';
  const extra = (await client.query(`${table} EXCEPT ${recomputed}`)).rows;
  const missing = (await client.query(`${recomputed} EXCEPT ${table}`)).rows;
  return { extra, missing };
}

async function assertBucketsRecomputed(client: pg.Client, label: string): Promise<void> {
  assert.deepEqual(await differences(client), { extra: [], missing: [] }, label);
  const { rows } = await client.query<{ staged: string; empty: string }>(
    'SELECT (SELECT count(*) FROM reading_bucket_changes) AS staged, (SELECT count(*) FROM reading_buckets WHERE readings <= 0) AS empty',
  );
  assert.deepEqual(rows[0], { staged: '0', empty: '0' }, `${label}: nothing staged is left, no bucket is empty`);
}

/** A throw-away database, and a list of what to close before it is dropped, last opened first. */
async function freshDatabase(t: TestContext): Promise<{ url: string; closeLater(close: () => Promise<unknown>): void }> {
  const database = await createThrowAwayDatabase();
  const closers: (() => Promise<unknown>)[] = [];
  t.after(async () => {
    for (const close of closers.reverse()) await close();
    await database.drop();
  });
  return { url: database.url, closeLater: (close) => closers.push(close) };
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

const AREAS = ['bonn:rheinaue', 'bonn:beuel', 'koeln:dom', 'B', 'a'];
const KINDS: [string | null, string | null][] = [
  [null, null],
  ['temperature', 'K'],
  ['temperature', 'degC'],
  ['relative_humidity', '%'],
];
/** Means and spreads where float8 arithmetic overflows or underflows (test/fixtures/summary-float-edges.ts). */
const EDGE_VALUES = [...new Set(Object.values(FLOAT_EDGE_AREAS).flatMap((area) => area.readings.flatMap(([, mean, sd]) => [mean, sd])))];

function randomReading(random: () => number): Fields {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  // Whole hours often, so that readings share hours; over three months and both sides of midnight
  // in several offsets; sometimes a fraction below the millisecond.
  const at = Date.UTC(2026, 0, 1) + Math.floor(random() * 90 * 24) * 3_600_000 + (random() < 0.5 ? 0 : Math.floor(random() * 3_600_000));
  let time = writeInstant(at, pick([0, 60, -300, 330, -720, 1439]), random() < 0.3);
  if (random() < 0.1) time = time.replace(/(:\d{2})(\.\d{3})?(?=[Z+-])/, (_, seconds: string, ms = '.000') => `${seconds}${ms}123456`);
  const number = random() < 0.05 ? 0 : Math.floor(random() * 200);
  const edge = random() < 0.05;
  const [quantity, unit] = pick(KINDS);
  const fields: Fields = {
    area: pick(AREAS),
    time,
    mean: edge ? pick(EDGE_VALUES) * (random() < 0.5 ? -1 : 1) : random() * 100 - 30,
    good: Math.floor(random() * (number + 1)),
    number: edge && random() < 0.5 ? Number.MAX_SAFE_INTEGER : number,
    quantity,
    unit,
  };
  if (random() < 0.7) Object.assign(fields, { seen: number, span: 60, stdDev: edge ? pick(EDGE_VALUES) : random() * 5 });
  return fields;
}

/** `work` in turns of `width` at once: the store's pool writes them in parallel transactions. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += width) await Promise.all(items.slice(start, start + width).map(work));
}

async function randomWrites(store: Store, client: pg.Client, random: () => number): Promise<void> {
  const readings = store.collection('readings');
  const ids: string[] = [];
  // Single creates at once: the insert groups of insert-groups.ts, many rows in one statement.
  await inParallel(
    Array.from({ length: 120 }, () => randomReading(random)),
    40,
    async (fields) => ids.push((await readings.insert(fields)).id),
  );
  // Two bulk creates at once, each of several statements (GROUP_ROWS) in one transaction, into the same buckets.
  const bulks = await Promise.all([0, 1].map(() => readings.insertMany(Array.from({ length: 1500 }, () => randomReading(random)))));
  ids.push(...bulks.flat());
  const pick = () => ids[Math.floor(random() * ids.length)]!;
  const changes: (() => Fields)[] = [
    () => ({ time: randomReading(random).time! }),
    () => ({ area: randomReading(random).area! }),
    () => ({ mean: randomReading(random).mean! }),
    () => ({ stdDev: random() < 0.3 ? null : (randomReading(random).stdDev ?? 1) }),
    () => {
      const [quantity, unit] = KINDS[Math.floor(random() * KINDS.length)]!;
      return { quantity, unit };
    },
    () => ({ number: 0, good: 0 }),
    // A change of no summed column changes no bucket.
    () => ({ seen: 7 }),
    () => randomReading(random),
  ];
  await inParallel(
    Array.from({ length: 400 }, () => [pick(), changes[Math.floor(random() * changes.length)]!] as const),
    8,
    ([id, change]) => readings.update(id, change),
  );
  const gone = new Set(Array.from({ length: 400 }, pick));
  await inParallel([...gone], 8, (id) => readings.delete(id));
  // Many rows in one statement, as a retention batch deletes them.
  await client.query("DELETE FROM readings WHERE area = 'B' AND mean > 40");
  await client.query(`UPDATE readings SET mean = mean / 2, std_dev = std_dev * 2 WHERE area = 'a'
    AND abs(mean) BETWEEN 1e-300 AND 1e300 AND coalesce(std_dev, 1) BETWEEN 1e-300 AND 1e300`);
}

describe('PostgreSQL: reading_buckets (issue 22)', postgresSuite(), () => {
  test('after random creates, updates and deletes, written at once, the table equals a recompute from the readings', async (t) => {
    const database = await freshDatabase(t);
    const store = await openStore(database.url, { poolSize: 10 });
    database.closeLater(() => store.close());
    const client = await connect(database.url);
    database.closeLater(() => client.end());
    await randomWrites(store, client, createRandom(22));
    const { rows } = await client.query<{ spans: string; readings: string; number_0: string; edges: string }>(`SELECT
      count(DISTINCT span) AS spans, (SELECT count(*) FROM readings) AS readings,
      (SELECT count(*) FROM readings WHERE "number" = 0) AS number_0,
      count(*) FILTER (WHERE abs(mean) > 1e300 OR m2 > 1e300) AS edges FROM reading_buckets`);
    // The data covers what it should: all three spans, readings of no samples, values past float8.
    assert.equal(rows[0]!.spans, '3');
    assert.ok(Number(rows[0]!.readings) > 2500 && Number(rows[0]!.number_0) > 0 && Number(rows[0]!.edges) > 0, JSON.stringify(rows[0]));
    await assertBucketsRecomputed(client, 'after the random writes');
    // A reading's three buckets count it: the months hold every reading.
    const [counted] = (
      await client.query<{ total: string }>("SELECT sum(readings)::text AS total FROM reading_buckets WHERE span = 'month'")
    ).rows;
    assert.equal(counted!.total, rows[0]!.readings);
    await client.query('DELETE FROM readings');
    assert.deepEqual((await client.query('SELECT * FROM reading_buckets')).rows, [], 'no reading, no bucket');
  });

  test('two transactions writing the same buckets in opposite orders both commit', async (t) => {
    const database = await freshDatabase(t);
    const store = await openStore(database.url, { poolSize: 2 });
    await store.close();
    const [one, two] = [await connect(database.url), await connect(database.url)];
    database.closeLater(() => Promise.all([one.end(), two.end()]));
    const insert = (client: pg.Client, id: string, area: string) =>
      client.query(`INSERT INTO readings (id, created_at, updated_at, "time", area, mean, good, "number", std_dev)
        VALUES ('${id}', '', '', '2026-01-01T00:00:00Z', '${area}', 1, 1, 1, 0.5)`);
    await one.query('BEGIN');
    await two.query('BEGIN');
    await insert(one, 'one-x', 'x');
    await insert(two, 'two-y', 'y');
    // Buckets locked statement by statement would have each wait for the other here.
    await insert(one, 'one-y', 'y');
    await insert(two, 'two-x', 'x');
    await Promise.all([one.query('COMMIT'), two.query('COMMIT')]);
    const { rows } = await one.query<{ area: string; readings: string }>(
      "SELECT area, readings::text FROM reading_buckets WHERE span = 'hour' ORDER BY area",
    );
    assert.deepEqual(rows, [
      { area: 'x', readings: '2' },
      { area: 'y', readings: '2' },
    ]);
    await assertBucketsRecomputed(one, 'after both commits');
  });

  test("a delete takes out exactly what the insert put in, whatever the session's extra_float_digits", async (t) => {
    const database = await freshDatabase(t);
    const store = await openStore(database.url, { poolSize: 2 });
    database.closeLater(() => store.close());
    const client = await connect(database.url);
    database.closeLater(() => client.end());
    const readings = store.collection('readings');
    const kept = await readings.insert({ area: 'x', time: '2026-01-01T00:00:00Z', mean: 1 / 3, good: 1, number: 3, stdDev: 2 / 3 });
    await client.query('SET extra_float_digits = -15');
    await client.query(`INSERT INTO readings (id, created_at, updated_at, "time", area, mean, good, "number", std_dev)
      VALUES ('short', '', '', '2026-01-01T00:10:00Z', 'x', 2.0 / 3, 1, 7, 1e-5 / 3)`);
    await readings.delete('short');
    await assertBucketsRecomputed(client, 'after the delete');
    const { rows } = await client.query("SELECT readings::text, sum_mean::text FROM reading_buckets WHERE span = 'hour'");
    // 3 · 0.3333333333333333, the shortest text of 1/3; had the insert summed 2/3 as the session writes
    // it ('0.7'), the delete would have left 7 · (0.7 − 0.6666666666666666) behind.
    assert.deepEqual(rows, [{ readings: '1', sum_mean: '0.9999999999999999' }]);
    await readings.delete(kept.id);
  });

  test('migration 150 fills the buckets of the readings a database already holds', async (t) => {
    const database = await freshDatabase(t);
    const first = await openStore(database.url, { poolSize: 4 });
    const random = createRandom(150);
    await first.collection('readings').insertMany(Array.from({ length: 500 }, () => randomReading(random)));
    await first.close();
    const client = await connect(database.url);
    database.closeLater(() => client.end());
    const before = (await client.query(`SELECT ${SUM_COLUMNS} FROM reading_buckets ORDER BY 1, 2, 3, 4, 5`)).rows;
    assert.ok(before.length > 100);
    // Undone as if the database came from the version before 150; CASCADE takes the triggers.
    await client.query(`DROP FUNCTION fieldlog_stage_reading_buckets() CASCADE; DROP FUNCTION fieldlog_apply_reading_buckets() CASCADE;
      DROP FUNCTION fieldlog_recompute_reading_buckets(); DROP FUNCTION fieldlog_reading_bucket_sums(text);
      DROP FUNCTION fieldlog_reading_bucket_columns(); DROP TABLE reading_buckets, reading_bucket_changes;
      DELETE FROM schema_migrations WHERE name = '150-reading-buckets.sql'`);
    const again = await openStore(database.url, { poolSize: 2 });
    database.closeLater(() => again.close());
    assert.deepEqual((await client.query(`SELECT ${SUM_COLUMNS} FROM reading_buckets ORDER BY 1, 2, 3, 4, 5`)).rows, before);
    await again.collection('readings').insert(randomReading(random));
    await assertBucketsRecomputed(client, 'kept from there on');
  });
});
