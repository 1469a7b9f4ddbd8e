import { ApiKeys } from './api-keys.js';
import { openSqliteKeySql } from './sqlite/key-sql.js';
import type { PostgresOptions } from './postgres/store.js';
import { migrateSqliteFile, openSqliteStore } from './sqlite/database.js';
import type { SqliteOptions } from './sqlite/database.js';
import type { Store } from './store.js';
import { isPostgresUrl, readSqliteLocation } from './database-location.js';
import { Users } from './users.js';

/** Each engine reads its own options and ignores the other's. */
export type StoreOptions = SqliteOptions & PostgresOptions;

/**
 * PostgreSQL's engine (pg, its client, its SQL), loaded the first time a postgres:// URL is opened: a
 * SQLite start never evaluates it. pg alone brought in Node's fetch (undici), http2 and assert, some
 * 20-30 ms of every start (issue 22).
 */
function postgresEngine() {
  return Promise.all([import('./postgres/store.js'), import('./postgres/key-sql.js')]).then(([store, keys]) => ({ ...store, ...keys }));
}

/**
 * Opens the store a DATABASE_URL names: `postgres://…` or `postgresql://…` for PostgreSQL; for
 * SQLite `sqlite:path`, `sqlite://path`, a plain path, `:memory:` or `sqlite::memory:`. The URL is
 * never echoed in an error, since a database URL may carry a password.
 *
 * @example const store = await openStore(process.env.DATABASE_URL ?? 'data/fieldlog.db');
 */
export async function openStore(databaseUrl: string, options: StoreOptions = {}): Promise<Store> {
  if (isPostgresUrl(databaseUrl)) return (await postgresEngine()).openPostgresStore(databaseUrl, options);
  if (options.readUrl !== undefined) {
    throw new Error('DATABASE_READ_URL names a read replica of PostgreSQL; with SQLite (DATABASE_URL is not postgres://…) leave it unset.');
  }
  return openSqliteStore(readSqliteLocation(databaseUrl), options);
}

/**
 * Applies the migrations the database named has not seen, and nothing else (`npm run migrate`);
 * resolves to their names. A start does the same, so this is for operators who migrate first.
 */
export async function migrateDatabase(databaseUrl: string): Promise<string[]> {
  if (isPostgresUrl(databaseUrl)) return (await postgresEngine()).migratePostgresDatabase(databaseUrl);
  return migrateSqliteFile(readSqliteLocation(databaseUrl));
}

/** The API keys of the database named (`npm run keys`), migrated first as a start would. */
export async function openApiKeys(databaseUrl: string): Promise<ApiKeys> {
  if (isPostgresUrl(databaseUrl)) return new ApiKeys(await (await postgresEngine()).openPostgresKeySql(databaseUrl));
  const location = readSqliteLocation(databaseUrl);
  if (location === ':memory:') throw new Error('Keys in a :memory: database would vanish with this command; name a file or PostgreSQL.');
  return new ApiKeys(openSqliteKeySql(location));
}

/** The people of the database named (`npm run users`), migrated first as a start would. */
export async function openUsers(databaseUrl: string): Promise<Users> {
  if (isPostgresUrl(databaseUrl)) return new Users(await (await postgresEngine()).openPostgresKeySql(databaseUrl));
  const location = readSqliteLocation(databaseUrl);
  if (location === ':memory:') throw new Error('Users in a :memory: database would vanish with this command; name a file or PostgreSQL.');
  return new Users(openSqliteKeySql(location));
}
