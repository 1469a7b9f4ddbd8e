// Issue 16: a DATABASE_URL that is malformed, unreachable, refused by authentication, names no
// database or lacks PostGIS stops the start with a sentence that names which, and never prints the
// password. Through openStore() for each case, and once through `npm start`'s entry point, whose
// stderr and exit code an operator sees.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openStore } from '../../src/storage/index.js';
import { postgresSuite, postgresUrl } from '../support/postgres.js';
import { createThrowAwayDatabase } from '../support/postgres-database.js';
import type { ThrowAwayDatabase } from '../support/postgres-database.js';

const SECRET = 'Sup3r-s3cret-pw';

function withPassword(url: string, password: string, database?: string): string {
  const changed = new URL(url);
  changed.password = password;
  if (database !== undefined) changed.pathname = `/${database}`;
  return changed.href;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function refusal(url: string): Promise<string> {
  let message: string | undefined;
  await assert.rejects(openStore(url, { connectTimeoutMs: 2_000 }), (error: Error) => {
    message = error.message;
    return true;
  });
  assert.doesNotMatch(message!, new RegExp(SECRET), 'the password must never be printed');
  return message!;
}

describe('a DATABASE_URL that cannot serve stops the start with a sentence (issue 16)', postgresSuite(), () => {
  let withoutPostgis: ThrowAwayDatabase;
  let clusterUrl: string;

  before(async () => {
    clusterUrl = postgresUrl();
    // template0 has no PostGIS (template1 has, from scripts/postgres-cluster.sh), and the test role
    // is no superuser, so it may not enable PostGIS there.
    withoutPostgis = await createThrowAwayDatabase({ template: 'template0' });
  });
  after(() => withoutPostgis?.drop());

  test('malformed: not a URL, or one without a host, database or user', async () => {
    assert.match(await refusal(`postgres://fieldlog:${SECRET}@[::1/db`), /DATABASE_URL is not a valid URL/);
    assert.match(await refusal(`postgres://fieldlog:${SECRET}@127.0.0.1:5432/`), /names no database/);
    assert.match(await refusal(`postgres://:${SECRET}@127.0.0.1:5432/db`), /names no user/);
  });

  test('unreachable: nothing listens on the port', async () => {
    const port = await freePort();
    const message = await refusal(`postgres://fieldlog:${SECRET}@127.0.0.1:${port}/fieldlog`);
    assert.match(message, new RegExp(`not accepting connections at 127\\.0\\.0\\.1:${port} \\(connection refused\\)`));
    assert.match(message, /fieldlog@127\.0\.0\.1/);
  });

  test('refused by authentication: a wrong password', async () => {
    const message = await refusal(withPassword(clusterUrl, SECRET));
    assert.match(message, /PostgreSQL refused user "fieldlog": authentication failed; check the user and password/);
  });

  test('a database that does not exist', async () => {
    const url = withPassword(clusterUrl, new URL(clusterUrl).password, 'no_such_database');
    assert.match(await refusal(url), /PostgreSQL has no database "no_such_database"/);
  });

  test('lacking PostGIS, which this user may not enable', async () => {
    const message = await refusal(withoutPostgis.url);
    assert.match(
      message,
      /PostGIS is installed on the server but not enabled in database fieldlog_t_\w+, and user fieldlog may not enable it/,
    );
    // Nothing was migrated: the start stopped before the schema.
    const client = new pg.Client({ connectionString: withoutPostgis.url });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'schema_migrations'");
      assert.equal(rows[0].n, 0);
    } finally {
      await client.end();
    }
  });

  test('npm start with a wrong password exits 1 with the sentence on stderr, no password, no stack', () => {
    const server = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
    const child = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: { ...process.env, DATABASE_URL: withPassword(clusterUrl, SECRET), PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(child.status, 1, child.stderr);
    assert.match(child.stderr, /^Fieldlog could not start: PostgreSQL refused user "fieldlog": authentication failed/);
    assert.doesNotMatch(child.stderr + child.stdout, new RegExp(SECRET));
    assert.doesNotMatch(child.stderr, /\n\s+at /, 'no stack trace');
  });
});
