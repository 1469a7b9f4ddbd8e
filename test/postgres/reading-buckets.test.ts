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
import type pg from 'pg';
import { openStore } from '../../src/storage/index.js';
import { createRandom } from '../../scripts/seeded-random.js';
import { postgresSuite } from '../support/postgres.js';
import { connect, freshDatabase, randomReading, randomWrites } from '../support/random-readings.js';

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
      count(*) FILTER (WHERE abs(mean) > 1e300 OR m2 > 1e300) AS edges FROM reading_bucket_moments`);
    // The data covers what it should: all four spans, readings of no samples, values past float8.
    assert.equal(rows[0]!.spans, '4');
    assert.ok(Number(rows[0]!.readings) > 2500 && Number(rows[0]!.number_0) > 0 && Number(rows[0]!.edges) > 0, JSON.stringify(rows[0]));
    await assertBucketsRecomputed(client, 'after the random writes');
    // A reading's four buckets count it: the months hold every reading.
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

  test('migrations 150, 180 and 190 fill the buckets of the readings a database already holds', async (t) => {
    const database = await freshDatabase(t);
    const first = await openStore(database.url, { poolSize: 4 });
    const random = createRandom(150);
    await first.collection('readings').insertMany(Array.from({ length: 500 }, () => randomReading(random)));
    await first.close();
    const client = await connect(database.url);
    database.closeLater(() => client.end());
    const before = (await client.query(`SELECT ${SUM_COLUMNS} FROM reading_buckets ORDER BY 1, 2, 3, 4, 5`)).rows;
    assert.ok(before.length > 100);
    // Undone as if the database came from the version before 150 (and so before 180's index and 190's
    // day-tens); CASCADE takes the triggers.
    await client.query(`DROP FUNCTION fieldlog_stage_reading_buckets() CASCADE; DROP FUNCTION fieldlog_apply_reading_buckets() CASCADE;
      DROP FUNCTION fieldlog_recompute_reading_buckets(); DROP FUNCTION fieldlog_reading_bucket_sums(text);
      DROP FUNCTION fieldlog_reading_bucket_columns(); DROP VIEW reading_bucket_moments;
      DROP TABLE reading_buckets, reading_bucket_changes;
      DELETE FROM schema_migrations WHERE name IN ('150-reading-buckets.sql', '180-reading-buckets-by-start.sql', '190-reading-buckets-day-tens.sql')`);
    const again = await openStore(database.url, { poolSize: 2 });
    database.closeLater(() => again.close());
    assert.deepEqual((await client.query(`SELECT ${SUM_COLUMNS} FROM reading_buckets ORDER BY 1, 2, 3, 4, 5`)).rows, before);
    await again.collection('readings').insert(randomReading(random));
    await assertBucketsRecomputed(client, 'kept from there on');
  });
});
