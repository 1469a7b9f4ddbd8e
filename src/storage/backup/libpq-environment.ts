// pg_dump, pg_restore and psql are given the connection through libpq's environment variables, not
// their command line: a password in argv can be read by every user of the machine (ps, /proc).
import type { PostgresTarget } from '../postgres/database-url.js';

/** Query parameters of DATABASE_URL that libpq reads from the environment under another name. */
const QUERY_TO_ENV: Record<string, string> = {
  sslmode: 'PGSSLMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  host: 'PGHOST',
  connect_timeout: 'PGCONNECT_TIMEOUT',
};

/**
 * The environment for a PostgreSQL client tool connecting to `database` (the URL's own by default)
 * as DATABASE_URL says. What the URL names overrides the inherited PG* variables, as it does for
 * the server (node-postgres reads PGSSLMODE, PGPASSWORD and the like as defaults too); PGSERVICE is
 * dropped, since libpq would let a service file's host and database win over these.
 */
export function libpqEnvironment(target: PostgresTarget, database = target.database): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.PGSERVICE;
  const url = new URL(target.url);
  // An IPv6 host arrives in brackets from the URL parser; libpq wants it bare.
  env.PGHOST = target.host.replace(/^\[(.*)\]$/, '$1');
  env.PGPORT = String(target.port);
  env.PGUSER = target.user;
  env.PGDATABASE = database;
  if (url.password !== '') env.PGPASSWORD = decodeURIComponent(url.password);
  env.PGAPPNAME = 'fieldlog-backup';
  env.PGCONNECT_TIMEOUT = '10';
  for (const [key, value] of url.searchParams) {
    const name = QUERY_TO_ENV[key];
    if (name !== undefined) env[name] = value;
  }
  return env;
}
