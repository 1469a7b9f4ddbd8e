// DATABASE_URL for PostgreSQL: read once, described without its password. A database URL often
// carries one, and start-up errors go to logs that more people read than the secret store.

export interface PostgresTarget {
  /** The URL as given, with the password: only ever handed to the client library. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly database: string;
  readonly user: string;
}

const SCHEMES = new Set(['postgres:', 'postgresql:']);

/** Throws a sentence that names what is wrong and never repeats the URL (or its password). */
export function readPostgresUrl(url: string): PostgresTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('DATABASE_URL is not a valid URL; a PostgreSQL one looks like postgres://user:password@host:5432/database.');
  }
  if (!SCHEMES.has(parsed.protocol)) {
    throw new Error(`DATABASE_URL has scheme "${parsed.protocol}", not postgres: or postgresql:.`);
  }
  if (parsed.hostname === '') {
    throw new Error('DATABASE_URL names no host; a PostgreSQL one looks like postgres://user:password@host:5432/database.');
  }
  const port = parsed.port === '' ? 5432 : Number(parsed.port);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (database === '' || database.includes('/')) {
    throw new Error('DATABASE_URL names no database (or more than one path segment); end it with /database.');
  }
  const user = decodeURIComponent(parsed.username);
  if (user === '') throw new Error('DATABASE_URL names no user; write postgres://user:password@host:port/database.');
  return { url, host: parsed.hostname, port, database, user };
}

/** `user@host:port/database`: enough to find the server, nothing to log in with. */
export function describeTarget(target: PostgresTarget): string {
  return `${target.user}@${target.host}:${target.port}/${target.database}`;
}
