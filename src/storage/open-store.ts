import { openSqliteStore } from './sqlite/database.js';
import type { SqliteOptions } from './sqlite/database.js';
import type { Store } from './store.js';

/**
 * Opens the store a DATABASE_URL names: `sqlite:path`, `sqlite://path`, a plain path, `:memory:` or
 * `sqlite::memory:`. The URL is never echoed in an error, since a database URL may carry a password.
 *
 * @example const store = await openStore(process.env.DATABASE_URL ?? 'data/fieldlog.db');
 */
export async function openStore(databaseUrl: string, options: SqliteOptions = {}): Promise<Store> {
  return openSqliteStore(readSqliteLocation(databaseUrl), options);
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
  if (scheme === 'postgres' || scheme === 'postgresql') {
    throw new Error('PostgreSQL storage is not available yet; use a SQLite path.');
  }
  if (scheme !== undefined) {
    throw new Error(`DATABASE_URL scheme "${scheme}:" is not supported; use a SQLite path, sqlite:path or :memory:.`);
  }
  return databaseUrl;
}
