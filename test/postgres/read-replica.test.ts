// Issue 16: DATABASE_READ_URL sends lists and named routes to a hot standby, and a client still
// always reads its own writes (src/storage/postgres/read-replica.ts): a read goes to the standby
// only when it has replayed the primary's WAL position as of the read's arrival, else to the
// primary. Shown on a cluster of this test's own with a standby made by pg_basebackup -R, whose
// replay the test pauses and resumes; then with the standby stopped, and with a URL that names no
// standby.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer } from '../../src/server.js';
import type { RunningServer } from '../../src/server.js';
import type { PostgresStore } from '../../src/storage/postgres/store.js';
import { openStore } from '../../src/storage/index.js';
import { postgresSuite } from '../support/postgres.js';

const SCRIPT = fileURLToPath(new URL('../../scripts/postgres-cluster.sh', import.meta.url));
const cluster = (...args: string[]) => promisify(execFile)('bash', [SCRIPT, ...args]);

/** A superuser session over the cluster's own socket (trusted), for what the fieldlog role may not do. */
async function superuser(folder: string, url: string): Promise<pg.Client> {
  const client = new pg.Client({ host: folder, port: Number(new URL(url).port), user: 'postgres', database: 'fieldlog' });
  // Stopping a cluster ends this session; that is expected, not a failure.
  client.on('error', () => {});
  await client.connect();
  return client;
}

describe('reads from a hot standby, and a client reads its own writes (issue 16)', postgresSuite(), () => {
  const base = join(tmpdir(), `fieldlog-replica-${randomBytes(6).toString('hex')}`);
  const primaryFolder = `${base}-primary`;
  const standbyFolder = `${base}-standby`;
  let primaryUrl: string;
  let standbyUrl: string;
  let server: RunningServer;
  let standbyAdmin: pg.Client;
  let primaryAdmin: pg.Client;

  before(async () => {
    await cluster('start', primaryFolder);
    await cluster('standby', primaryFolder, standbyFolder);
    primaryUrl = (await readFile(join(primaryFolder, 'database-url'), 'utf8')).trim();
    standbyUrl = (await readFile(join(standbyFolder, 'database-url'), 'utf8')).trim();
    server = await startServer({ databaseUrl: primaryUrl, databaseReadUrl: standbyUrl, port: 0, host: '127.0.0.1' });
    standbyAdmin = await superuser(standbyFolder, standbyUrl);
    primaryAdmin = await superuser(primaryFolder, primaryUrl);
  });
  after(async () => {
    await standbyAdmin?.end().catch(() => {});
    await primaryAdmin?.end().catch(() => {});
    await server?.close();
    await cluster('stop', standbyFolder);
    await cluster('stop', primaryFolder);
  });

  const router = () => (server.store as PostgresStore).readRouter!;
  const create = async (altitude: number) => {
    const answer = await fetch(`${server.url}/locations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version_number: 2, longitude: 7.1, latitude: 50.7, altitude, speed: 1, timestamp: '2026-11-25T12:00:00Z' }),
    });
    assert.equal(answer.status, 201);
    return ((await answer.json()) as { data: { id: string } }).data.id;
  };
  const listed = async (path: string) => {
    const answer = await fetch(`${server.url}${path}`);
    assert.equal(answer.status, 200, path);
    return ((await answer.json()) as { data: { id: string }[] }).data.map((row) => row.id);
  };
  const caughtUp = async () => {
    const { rows } = await primaryAdmin.query<{ at: string }>('SELECT pg_current_wal_lsn()::text AS at');
    for (;;) {
      const { rows: replayed } = await standbyAdmin.query<{ done: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [
        rows[0]!.at,
      ]);
      if (replayed[0]!.done) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  test('while the standby lags, a create is in the list and the search at once: those reads went to the primary', async () => {
    await standbyAdmin.query('SELECT pg_wal_replay_pause()');
    try {
      const before = { ...router().sent };
      const id = await create(1);
      assert.ok((await listed('/locations?version_number=2')).includes(id), 'the list holds the create just answered');
      assert.ok((await listed('/locations/search?version_number=2&bbox=7,50,8,51')).includes(id), 'so does the search');
      assert.ok((await listed('/locations/latest?version_number=2')).includes(id), 'and latest');
      const { rows } = await standbyAdmin.query('SELECT 1 FROM locations WHERE id = $1', [id]);
      assert.equal(rows.length, 0, 'the standby does not have it yet');
      assert.equal(router().sent.replica, before.replica, 'no read went to the lagging standby');
      assert.ok(router().sent.primary >= before.primary + 3);
    } finally {
      await standbyAdmin.query('SELECT pg_wal_replay_resume()');
    }
  });

  test('once the standby has caught up, the same reads go to it, and still hold every create', async () => {
    const id = await create(2);
    await caughtUp();
    const before = { ...router().sent };
    assert.ok((await listed('/locations?version_number=2')).includes(id));
    assert.ok((await listed('/locations/search?version_number=2&bbox=7,50,8,51')).includes(id));
    assert.equal(router().sent.replica, before.replica + 2, 'both reads were answered by the standby');
    // A read by id stays on the primary: one row by its key gains nothing from the standby.
    const byId = await fetch(`${server.url}/locations/${id}?version_number=2`);
    assert.equal(byId.status, 200);
  });

  test('a standby that stops answering is passed over: reads go on from the primary', async () => {
    await cluster('pause', standbyFolder);
    try {
      const id = await create(3);
      assert.ok((await listed('/locations?version_number=2')).includes(id));
      assert.ok((await listed('/locations/search?version_number=2&bbox=7,50,8,51')).includes(id));
    } finally {
      await cluster('resume', standbyFolder);
    }
  });

  test('DATABASE_READ_URL that names no standby stops the start with a sentence', async () => {
    await assert.rejects(
      openStore(primaryUrl, { readUrl: primaryUrl }),
      /DATABASE_READ_URL names fieldlog@127\.0\.0\.1:\d+\/fieldlog, which is not a standby/,
    );
    await assert.rejects(openStore(':memory:', { readUrl: standbyUrl }), /DATABASE_READ_URL names a read replica of PostgreSQL/);
  });
});
