// Issue 3: `npm run seed` loads rows with its indexes dropped and rebuilds them afterwards. The result
// must be indistinguishable from rows written one by one: the same schema, an R*Tree and an area
// catalogue that match the tables, and values every call's rules accept.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { seedDatabase } from '../../../scripts/seed.js';
import { migrate } from '../../../src/storage/sqlite/migrate.js';
import { fillStatements } from '../../../src/storage/sqlite/reading-buckets.js';
import { buildRegistry } from '../../../src/resources/index.js';
import { Validator } from '../../../src/versioning/index.js';

const schemaOf = (db: Database.Database) =>
  db.prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_stat%' ORDER BY name").all();

type Bucket = Record<string, string | number | null>;

/**
 * reading_buckets of the file at `path` against fillStatements() run again over its readings: the
 * same buckets and counts, means and M2 to 1e-12 (fillStatements()' sorter may sum an hour's readings
 * in another order than the walk, which can change a last bit).
 */
function assertBucketsAsFilled(path: string): Bucket[] {
  const db = new Database(path);
  try {
    const order = 'ORDER BY area, quantity, unit, span, start';
    const seeded = db.prepare(`SELECT * FROM reading_buckets ${order}`).all() as Bucket[];
    db.exec('CREATE TEMP TABLE fresh_buckets AS SELECT * FROM reading_buckets WHERE 0');
    for (const statement of fillStatements('fresh_buckets')) db.exec(statement);
    const recomputed = db.prepare(`SELECT * FROM fresh_buckets ${order}`).all() as Bucket[];
    const exact = ['area', 'quantity', 'unit', 'span', 'start', 'readings', 'number', 'good', 'with_std_dev', 'number_with_std_dev'];
    assert.equal(seeded.length, recomputed.length);
    seeded.forEach((bucket, index) => {
      const want = recomputed[index]!;
      const label = exact
        .slice(0, 5)
        .map((column) => bucket[column])
        .join('/');
      assert.deepEqual(
        exact.map((column) => bucket[column]),
        exact.map((column) => want[column]),
        label,
      );
      for (const column of ['mean', 'mean_sd', 'm2']) {
        const [got, expected] = [bucket[column] as number | null, want[column] as number | null];
        if (got === null || expected === null) assert.equal(got, expected, `${label}: ${column}`);
        else
          assert.ok(Math.abs(got - expected) <= 1e-12 * Math.max(1, Math.abs(expected)), `${label}: ${column} ${got} against ${expected}`);
      }
    });
    return seeded;
  } finally {
    db.close();
  }
}

test('seeding twice into one file gives the migrated schema, a matching R*Tree and area catalogue, and valid rows', (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-seed-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const path = join(folder, 'seeded.db');
  seedDatabase({ database: path, locations: 1500, readings: 2500, seed: 3, batch: 700 });
  seedDatabase({ database: path, locations: 500, readings: 500, seed: 4 });
  const db = new Database(path, { readonly: true });
  t.after(() => db.close());
  const fresh = new Database(':memory:');
  migrate(fresh);
  assert.deepEqual(schemaOf(db), schemaOf(fresh));
  assert.equal(db.pragma('integrity_check', { simple: true }), 'ok');

  assert.equal(db.prepare('SELECT count(*) FROM locations').pluck().get(), 2000);
  assert.equal(db.prepare('SELECT count(*) FROM readings').pluck().get(), 3000);
  // Every location is in the R*Tree at its own point, and nothing else is.
  assert.equal(
    db
      .prepare(`SELECT count(*) FROM locations l JOIN location_points p ON p.id = l.rowid
    WHERE p.min_lon <= l.longitude AND p.max_lon >= l.longitude AND p.min_lat <= l.latitude AND p.max_lat >= l.latitude`)
      .pluck()
      .get(),
    2000,
  );
  assert.equal(db.prepare('SELECT count(*) FROM location_points').pluck().get(), 2000);
  assert.deepEqual(
    db.prepare('SELECT area, readings FROM reading_areas ORDER BY area').all(),
    db.prepare('SELECT area, count(*) AS readings FROM readings GROUP BY area ORDER BY area').all(),
  );
  // The summary buckets (migrations 150 and 190) hold every reading once in each span, as their triggers would have.
  assert.deepEqual(
    db.prepare('SELECT span, sum(readings) AS readings FROM reading_buckets GROUP BY span ORDER BY span').all(),
    ['day', 'day-tens', 'hour', 'month'].map((span) => ({ span, readings: 3000 })),
  );
  // The seed fills them by its own walk of an index (scripts/seed-buckets.ts): the same buckets with
  // the same counts as the fill of migration 150 computes from the same readings, and the same means
  // and M2 but perhaps for the last bit (rows summed in another order).
  const buckets = assertBucketsAsFilled(path);
  assert.ok(
    buckets.some((bucket) => bucket.span === 'day' && Number(bucket.readings) > 1),
    'some day holds several readings, so days are merged from hours',
  );
  // The counts the home page reads (migration 140) are the tables' own, after both seeds.
  assert.deepEqual(
    db.prepare('SELECT collection, rows FROM row_counts ORDER BY collection').all(),
    ['devices', 'locations', 'readings'].map((collection) => ({
      collection,
      rows: db.prepare(`SELECT count(*) FROM ${collection}`).pluck().get(),
    })),
  );

  // Every row is one a client could have written: the newest version of its call accepts its fields.
  const registry = buildRegistry();
  const validator = new Validator(registry);
  for (const [table, call] of [
    ['locations', 'location'],
    ['readings', 'reading'],
  ] as const) {
    const version = registry.newest(call);
    const rows = db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[];
    for (const row of rows) {
      const fields = Object.fromEntries(
        Object.keys(version.parameters)
          .map((name) => [name, row[name === 'stdDev' ? 'std_dev' : name]])
          .filter(([, value]) => value !== null),
      );
      const result = validator.validate(version, 'partial', fields);
      assert.ok(result.ok, `${table} ${String(row.id)}: ${JSON.stringify(result)}`);
      assert.match(String(row.id), /^[0-9A-HJKMNP-TV-Z]{26}$/);
    }
  }
});

test('the buckets of a file holding readings without a quantity or a unit are filled as migration 150 fills them', (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-seed-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const path = join(folder, 'seeded.db');
  seedDatabase({ database: path, locations: 10, readings: 1500, seed: 5 });
  const db = new Database(path);
  // Readings from before version 3 (no quantity, no unit) are not in readings_by_area_unit_time, the
  // index the seed walks: a second seed into the same file must still count them.
  db.exec(`INSERT INTO readings (id, created_at, updated_at, "time", area, mean, good, "number")
    SELECT id || 'B', created_at, updated_at, "time", area, mean + 1, good, "number" FROM readings LIMIT 40`);
  db.close();
  seedDatabase({ database: path, locations: 10, readings: 500, seed: 6 });
  const check = new Database(path, { readonly: true });
  t.after(() => check.close());
  assert.equal(
    (check.prepare("SELECT count(*) FROM reading_buckets WHERE quantity = '' AND unit = '' AND span = 'hour'").pluck().get() as number) > 0,
    true,
  );
  assertBucketsAsFilled(path);
});
