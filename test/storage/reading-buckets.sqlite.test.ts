// Issue 22, SQLite's own side of the summary buckets: reading_buckets as its triggers leave it after
// random inserts, updates and deletes equals the table computed from scratch from the readings
// (fillStatements, the fill migration 150 and scripts/seed.ts run); migration 150 fills it from the
// rows a database already holds; and the migration file is the text readingBucketsMigration() makes.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { openStore } from '../../src/storage/index.js';
import type { Store } from '../../src/storage/index.js';
import { MIGRATIONS_DIRECTORY } from '../../src/storage/sqlite/migrate.js';
import { fillStatements, readingBucketTensMigration, readingBucketsMigration } from '../../src/storage/sqlite/reading-buckets.js';
import { HOURS, randomReading } from './conformance/reading-summary-buckets.js';
import { assertClose, createRandom } from './conformance/reference.js';

const KEY = ['area', 'quantity', 'unit', 'span', 'start'] as const;
const COUNTS = ['readings', 'number', 'good', 'with_std_dev', 'number_with_std_dev'] as const;
const VALUES = ['mean', 'mean_sd', 'm2'] as const;

type Bucket = Record<(typeof KEY)[number] | (typeof COUNTS)[number] | (typeof VALUES)[number], string | number | null>;

/** The table as kept, and as computed from scratch into a table of the same shape. */
function keptAndFresh(file: string): { kept: Bucket[]; fresh: Bucket[] } {
  const db = new Database(file);
  try {
    const order = `ORDER BY ${KEY.join(', ')}`;
    const kept = db.prepare(`SELECT * FROM reading_buckets ${order}`).all() as Bucket[];
    db.exec('CREATE TEMP TABLE fresh_buckets AS SELECT * FROM reading_buckets WHERE 0');
    for (const statement of fillStatements('fresh_buckets')) db.exec(statement);
    const fresh = db.prepare(`SELECT * FROM fresh_buckets ${order}`).all() as Bucket[];
    return { kept, fresh };
  } finally {
    db.close();
  }
}

function assertSameBuckets(kept: Bucket[], fresh: Bucket[]): void {
  assert.deepEqual(
    kept.map((bucket) => KEY.map((column) => bucket[column]).join('/')),
    fresh.map((bucket) => KEY.map((column) => bucket[column]).join('/')),
    'the same buckets',
  );
  kept.forEach((bucket, index) => {
    const label = KEY.map((column) => bucket[column]).join('/');
    const want = fresh[index]!;
    assert.deepEqual(
      COUNTS.map((column) => bucket[column]),
      COUNTS.map((column) => want[column]),
      `${label}: counts`,
    );
    for (const column of VALUES) assertClose(bucket[column] as number | null, want[column] as number | null, 1e-9, `${label}: ${column}`);
  });
}

async function writeRandomly(store: Store, seed: number): Promise<void> {
  const readings = store.collection('readings');
  const random = createRandom(seed);
  const hot = Array.from({ length: 8 }, () => Math.floor(random() * HOURS));
  const ids = await readings.insertMany(Array.from({ length: 400 }, () => randomReading(random, hot)));
  for (let i = 0; i < 150; i += 1) {
    const index = Math.floor(random() * ids.length);
    if (random() < 0.4) {
      await readings.delete(ids[index]!);
      ids.splice(index, 1);
    } else {
      const other = randomReading(random, hot);
      const fields = Object.keys(other).filter(() => random() < 0.4);
      await readings.update(ids[index]!, () => Object.fromEntries(fields.map((field) => [field, other[field]!])));
    }
  }
}

function temporaryFile(t: { after(fn: () => void): void }): string {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-buckets-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  return join(folder, 'fieldlog.db');
}

test('migrations 150 and 190 are the texts readingBucketsMigration() and readingBucketTensMigration() make', () => {
  assert.equal(readFileSync(join(MIGRATIONS_DIRECTORY, '150-reading-buckets.sql'), 'utf8'), readingBucketsMigration());
  assert.equal(readFileSync(join(MIGRATIONS_DIRECTORY, '190-reading-buckets-day-tens.sql'), 'utf8'), readingBucketTensMigration());
});

test('after random inserts, updates and deletes, reading_buckets equals the buckets recomputed from the readings', async (t) => {
  const file = temporaryFile(t);
  const store = await openStore(file);
  await writeRandomly(store, 150);
  await store.close();
  const { kept, fresh } = keptAndFresh(file);
  assert.ok(kept.length > 300, `a few hundred buckets, not ${kept.length}`);
  assertSameBuckets(kept, fresh);
});

test('migrations 150, 180 and 190 fill reading_buckets from the readings a database holds when they arrive', async (t) => {
  const file = temporaryFile(t);
  const first = await openStore(file);
  await writeRandomly(first, 151);
  const before = await first.queries.readings.summary({ limit: 1000, scope: 'summary' });
  await first.close();
  // Back to the version before 150: its table, view, triggers and the records of 150 and of the two
  // migrations that changed its table (180 its index, 190 the day-tens) gone, the readings kept.
  const db = new Database(file);
  for (const trigger of ['reading_buckets_insert', 'reading_buckets_update', 'reading_buckets_delete']) db.exec(`DROP TRIGGER ${trigger}`);
  db.exec(`DROP VIEW reading_bucket_recomputes; DROP TABLE reading_buckets;
    DELETE FROM schema_migrations WHERE name IN ('150-reading-buckets.sql', '180-reading-buckets-by-start.sql', '190-reading-buckets-day-tens.sql')`);
  db.close();
  const again = await openStore(file);
  const after = await again.queries.readings.summary({ limit: 1000, scope: 'summary' });
  await again.close();
  const { kept, fresh } = keptAndFresh(file);
  assert.ok(kept.length > 300);
  assertSameBuckets(kept, fresh);
  assert.equal(after.items.length, before.items.length);
  after.items.forEach((item, index) => {
    const was = before.items[index]!;
    assert.deepEqual(
      [item.area, item.quantity, item.unit, item.readings, item.number],
      [was.area, was.quantity, was.unit, was.readings, was.number],
    );
    assertClose(item.stdDev, was.stdDev, 1e-9, `${item.area} stdDev`);
  });
});
