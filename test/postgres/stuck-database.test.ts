// Issue 16: a stuck database gives 503 with a problem detail, never a hung request. Another session
// holds an exclusive lock on locations, so every statement on it waits; statement_timeout
// (DATABASE_STATEMENT_TIMEOUT_MS) cancels it and the request is answered. When the lock goes, the
// same server answers as before.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import { startServer } from '../../src/server.js';
import { postgresSuite } from '../support/postgres.js';
import { createThrowAwayDatabase } from '../support/postgres-database.js';

async function call(url: string, init: RequestInit = {}): Promise<{ status: number; retryAfter: string | null; body: any }> {
  // A hung request fails the test here instead of hanging it.
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

describe('a stuck PostgreSQL (issue 16)', postgresSuite(), () => {
  test('reads and creates behind a held lock get 503 service-unavailable with Retry-After, then work again', async (t) => {
    const database = await createThrowAwayDatabase();
    const server = await startServer({
      databaseUrl: database.url,
      port: 0,
      host: '127.0.0.1',
      databasePoolSize: 2,
      databaseStatementTimeoutMs: 300,
    });
    const holder = new pg.Client({ connectionString: database.url });
    t.after(async () => {
      await holder.end();
      await server.close();
      await database.drop();
    });
    const create = () =>
      call(`${server.url}/locations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ version_number: 1, longitude: 7.1, latitude: 50.7, altitude: 60 }),
      });
    const created = await create();
    assert.equal(created.status, 201);
    const id = created.body.data.id as string;

    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE locations IN ACCESS EXCLUSIVE MODE');

    for (const answer of [await call(`${server.url}/locations/${id}?version_number=1`), await create()]) {
      assert.equal(answer.status, 503);
      assert.equal(answer.retryAfter, '1');
      assert.match(answer.body.type, /\/problems\/service-unavailable$/);
      assert.match(answer.body.detail, /The database does not answer right now/);
      assert.equal(answer.body.storage, 'unavailable');
      // Where the database lives is the operators' business, not the client's.
      assert.doesNotMatch(JSON.stringify(answer.body), /127\.0\.0\.1|fieldlog_t_|canceling statement/);
    }

    await holder.query('ROLLBACK');
    const again = await call(`${server.url}/locations/${id}?version_number=1`);
    assert.equal(again.status, 200);
    assert.equal((await create()).status, 201);
  });
});
