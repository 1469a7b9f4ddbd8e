// What DATABASE_URL names: PostgreSQL, or a SQLite file (or :memory:). Its own small module, with no
// engine's code behind it, so that the production entry (src/main.ts) can tell before loading the
// server whether to start SQLite's writer thread.

/** DATABASE_URL when it is unset or empty. */
export const DEFAULT_DATABASE_URL = 'data/fieldlog.db';

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
