// Issue 22: migration 140 counts the rows a database already holds when it arrives, on both engines.
// A database of the version before it is made by undoing 140 on a migrated one that holds rows (its
// triggers, its table and its schema_migrations row), so the test needs no copy of the older schema;
// then a new start applies 140 again, and the counts must be the tables' own.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openStore } from '../../src/storage/index.js';
import type { Store } from '../../src/storage/index.js';
import { postgresSuite } from '../support/postgres.js';
import { createThrowAwayDatabase } from '../support/postgres-database.js';

async function fill(store: Store): Promise<void> {
  await store
    .collection('locations')
    .insertMany(Array.from({ length: 120 }, (_, index) => ({ longitude: 7, latitude: 50, altitude: index })));
  const removed = await store.collection('locations').insert({ longitude: 1, latitude: 2, altitude: 3 });
  await store.collection('locations').delete(removed.id);
  await store.collection('devices').insert({ name: 'rover' });
}

async function assertCounted(store: Store): Promise<void> {
  assert.equal(await store.collection('locations').count(), 120);
  assert.equal(await store.collection('readings').count(), 0);
  assert.equal(await store.collection('devices').count(), 1);
  // And kept from there on.
  await store.collection('locations').insert({ longitude: 7, latitude: 50, altitude: 0 });
  assert.equal(await store.collection('locations').count(), 121);
}

const TRIGGERS = ['locations', 'readings', 'devices'].flatMap((table) => [`${table}_counted_in`, `${table}_counted_out`]);

test('SQLite: a database that holds rows when migration 140 arrives is counted by it', async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-counts-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const file = join(folder, 'fieldlog.db');
  const first = await openStore(file);
  await fill(first);
  await first.close();
  const db = new Database(file);
  for (const trigger of TRIGGERS) db.exec(`DROP TRIGGER ${trigger}`);
  db.exec("DROP TABLE row_counts; DELETE FROM schema_migrations WHERE name = '140-row-counts.sql'");
  db.close();
  const again = await openStore(file);
  t.after(() => again.close());
  await assertCounted(again);
});

describe('PostgreSQL', postgresSuite(), () => {
  test('PostgreSQL: a database that holds rows when migration 140 arrives is counted by it', async (t) => {
    const database = await createThrowAwayDatabase();
    t.after(() => database.drop());
    const first = await openStore(database.url, { poolSize: 2 });
    await fill(first);
    await first.close();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // CASCADE takes the function's triggers with it.
    await client.query(
      "DROP FUNCTION fieldlog_count_rows() CASCADE; DROP TABLE row_counts; DELETE FROM schema_migrations WHERE name = '140-row-counts.sql'",
    );
    await client.end();
    const again = await openStore(database.url, { poolSize: 2 });
    t.after(() => again.close());
    await assertCounted(again);
  });
});
