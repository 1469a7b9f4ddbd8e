import { ApiKeys } from './api-keys.js';
import { openPostgresKeySql } from './postgres/key-sql.js';
import { migratePostgresDatabase, openPostgresStore } from './postgres/store.js';
import { openSqliteKeySql } from './sqlite/key-sql.js';
import type { PostgresOptions } from './postgres/store.js';
import { migrateSqliteFile, openSqliteStore } from './sqlite/database.js';
import type { SqliteOptions } from './sqlite/database.js';
import type { Store } from './store.js';
import { Users } from './users.js';

/** Each engine reads its own options and ignores the other's. */
export type StoreOptions = SqliteOptions & PostgresOptions;

/**
 * Opens the store a DATABASE_URL names: `postgres://…` or `postgresql://…` for PostgreSQL; for
 * SQLite `sqlite:path`, `sqlite://path`, a plain path, `:memory:` or `sqlite::memory:`. The URL is
 * never echoed in an error, since a database URL may carry a password.
 *
 * @example const store = await openStore(process.env.DATABASE_URL ?? 'data/fieldlog.db');
 */
export async function openStore(databaseUrl: string, options: StoreOptions = {}): Promise<Store> {
  if (isPostgresUrl(databaseUrl)) return openPostgresStore(databaseUrl, options);
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
  if (isPostgresUrl(databaseUrl)) return migratePostgresDatabase(databaseUrl);
  return migrateSqliteFile(readSqliteLocation(databaseUrl));
}

/** The API keys of the database named (`npm run keys`), migrated first as a start would. */
export async function openApiKeys(databaseUrl: string): Promise<ApiKeys> {
  if (isPostgresUrl(databaseUrl)) return new ApiKeys(await openPostgresKeySql(databaseUrl));
  const location = readSqliteLocation(databaseUrl);
  if (location === ':memory:') throw new Error('Keys in a :memory: database would vanish with this command; name a file or PostgreSQL.');
  return new ApiKeys(openSqliteKeySql(location));
}

/** The people of the database named (`npm run users`), migrated first as a start would. */
export async function openUsers(databaseUrl: string): Promise<Users> {
  if (isPostgresUrl(databaseUrl)) return new Users(await openPostgresKeySql(databaseUrl));
  const location = readSqliteLocation(databaseUrl);
  if (location === ':memory:') throw new Error('Users in a :memory: database would vanish with this command; name a file or PostgreSQL.');
  return new Users(openSqliteKeySql(location));
}

export function isPostgresUrl(databaseUrl: string): boolean {
  return /^postgres(ql)?:/i.test(databaseUrl);
}

export function readSqliteLocation(databaseUrl: string): string {
  if (databaseUrl.trim() === '') {
    throw new Error('DATABASE_URL is empty; use a SQLite path, sqlite:path or :memory:.');
  }
  if (databaseUrl.startsWith('sqlite:')) {
    const rest = databaseUrl.slice('sqlite:'.length);
    // sqlite:///abs/path and sqlite://rel/path as well as sqlite:path.
    const location = rest.startsWith('//') ? rest.slice(2) : rest;
    if (location === '') throw new Error('DATABASE_URL "sqlite:" names no file; use sqlite:path or sqlite::memory:.');
    return location;
  }
  if (databaseUrl === ':memory:') return databaseUrl;
  // Two letters at least, so a Windows drive (C:\data\fieldlog.db) stays a path.
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]+):/.exec(databaseUrl)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    throw new Error(
      `DATABASE_URL scheme "${scheme}:" is not supported; use postgres://user:password@host:port/database, a SQLite path, sqlite:path or :memory:.`,
    );
  }
  return databaseUrl;
}
