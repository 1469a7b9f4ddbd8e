// Issue 16: one numbered sequence of migrations for both engines. Version N is a file of the same
// name in each engine's folder, so neither can gain a schema change the other lacks, and
// schema_migrations means the same on both.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readMigrations } from '../../../src/storage/migrations.js';
import { POSTGRES_MIGRATIONS_DIRECTORY } from '../../../src/storage/postgres/migrate.js';
import { MIGRATIONS_DIRECTORY } from '../../../src/storage/sqlite/migrate.js';

test('SQLite and PostgreSQL have the same migrations, by number and name, in the same order', () => {
  const sqlite = readMigrations(MIGRATIONS_DIRECTORY).map(({ version, name }) => ({ version, name }));
  const postgres = readMigrations(POSTGRES_MIGRATIONS_DIRECTORY).map(({ version, name }) => ({ version, name }));
  assert.ok(sqlite.length >= 3, 'the sequence is read from the folders');
  assert.deepEqual(postgres, sqlite);
});

test("every PostgreSQL migration creates the tables its SQLite twin creates, but for each engine's own named here", () => {
  const tables = (sql: string) => [...sql.matchAll(/CREATE TABLE (\w+)/g)].map((match) => match[1]).sort();
  const sqlite = readMigrations(MIGRATIONS_DIRECTORY);
  const postgres = readMigrations(POSTGRES_MIGRATIONS_DIRECTORY);
  sqlite.forEach((migration, index) => {
    // reading_areas is SQLite's own (002): PostgreSQL skips from area to area through an index instead.
    // rate_limit_windows is PostgreSQL's own (020): SQLite's processes count in the primary process.
    // reading_bucket_changes is PostgreSQL's own (150): its triggers stage bucket changes to apply at
    // commit in key order, so concurrent writers never deadlock; SQLite has one writer.
    // row_count_changes is PostgreSQL's own (200): the same staging for the row counts.
    // reading_buckets_190 is SQLite's own (190): its reading_buckets made again under that name and
    // renamed, since SQLite cannot change a CHECK in place; PostgreSQL alters the constraint.
    const sqliteTables = tables(migration.sql).filter((table) => table !== 'reading_areas' && table !== 'reading_buckets_190');
    const postgresTables = tables(postgres[index]!.sql.replace('CREATE UNLOGGED TABLE', 'CREATE TABLE')).filter(
      (table) => table !== 'rate_limit_windows' && table !== 'reading_bucket_changes' && table !== 'row_count_changes',
    );
    assert.deepEqual(postgresTables, sqliteTables, migration.name);
  });
});
