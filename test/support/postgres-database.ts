// A fresh, empty PostgreSQL database per test store or server, on the cluster of the tests
// (test/support/postgres.ts), dropped again when the test is done. CREATE DATABASE copies template1,
// which holds PostGIS, in about 50 ms.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresUrl } from './postgres.js';

export interface ThrowAwayDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** `template`: template1 (with PostGIS) unless a test wants a database without it (template0). */
export async function createThrowAwayDatabase(options: { template?: 'template0' | 'template1' } = {}): Promise<ThrowAwayDatabase> {
  const clusterUrl = postgresUrl();
  const name = `fieldlog_t_${randomBytes(6).toString('hex')}`;
  await onCluster(clusterUrl, `CREATE DATABASE ${name} TEMPLATE ${options.template ?? 'template1'}`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  let dropped: Promise<void> | undefined;
  return {
    url: url.href,
    name,
    drop: () => {
      dropped ??= onCluster(clusterUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return dropped;
    },
  };
}

async function onCluster(clusterUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
