// Issue 16: migrations on PostgreSQL run at start-up under a lock, so processes that start at once do
// not both migrate; `npm run migrate` runs them alone and says what it applied.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import pg from 'pg';
import { readMigrations } from '../../src/storage/migrations.js';
import { POSTGRES_MIGRATIONS_DIRECTORY } from '../../src/storage/postgres/migrate.js';
import { migrateDatabase, openStore } from '../../src/storage/index.js';
import { postgresSuite } from '../support/postgres.js';
import { createThrowAwayDatabase } from '../support/postgres-database.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function appliedVersions(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    return rows.map((row) => row.version);
  } finally {
    await client.end();
  }
}

describe('PostgreSQL migrations (issue 16)', postgresSuite(), () => {
  test('eight stores opening one new database at once: each migration is applied once, and all eight work', async (t) => {
    const database = await createThrowAwayDatabase();
    t.after(() => database.drop());
    const stores = await Promise.all(Array.from({ length: 8 }, () => openStore(database.url, { poolSize: 2 })));
    t.after(() => Promise.all(stores.map((store) => store.close())));
    const expected = readMigrations(POSTGRES_MIGRATIONS_DIRECTORY).map((migration) => migration.version);
    assert.deepEqual(await appliedVersions(database.url), expected);
    const created = await Promise.all(stores.map((store, index) => store.collection('locations').insert({ altitude: index })));
    assert.equal(await stores[0]!.collection('locations').count(), 8);
    assert.equal(new Set(created.map((row) => row.id)).size, 8);
  });

  test('migrateDatabase applies them once, then finds nothing to do', async (t) => {
    const database = await createThrowAwayDatabase();
    t.after(() => database.drop());
    const names = readMigrations(POSTGRES_MIGRATIONS_DIRECTORY).map((migration) => migration.name);
    const [first, second] = await Promise.all([migrateDatabase(database.url), migrateDatabase(database.url)]);
    // One of the two applied everything, the other waited on the lock and found nothing left.
    assert.deepEqual(
      [first, second].sort((a, b) => a.length - b.length),
      [[], names],
    );
    assert.deepEqual(await migrateDatabase(database.url), []);
  });

  test('npm run migrate says what it applied, then that the database is up to date', async (t) => {
    const database = await createThrowAwayDatabase();
    t.after(() => database.drop());
    const run = () =>
      spawnSync('npm', ['run', '-s', 'migrate'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: database.url }, encoding: 'utf8' });
    const first = run();
    assert.equal(first.status, 0, first.stderr);
    // Every migration there is, by name, so that a new one needs no edit here.
    const migrations = readMigrations(POSTGRES_MIGRATIONS_DIRECTORY);
    assert.ok(migrations.length >= 5);
    assert.equal(first.stdout, `Applied ${migrations.map((migration) => migration.name).join(', ')}.\n`);
    const again = run();
    assert.equal(again.stdout, 'The database is up to date; no migration to apply.\n');
    assert.deepEqual(
      await appliedVersions(database.url),
      migrations.map((migration) => migration.version),
    );
  });
});
