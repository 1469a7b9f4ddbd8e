// A connection that the server ends while a transaction holds it between two queries (an
// administrator's pg_terminate_backend, a failover, DROP DATABASE … WITH (FORCE)) fails that
// transaction and nothing more. pg-pool listens for a connection's 'error' only while it is idle, so
// before src/storage/postgres/connection.ts listened too, the event had no listener: an uncaught
// exception that ended the process (seen when a test dropped a database under a second server).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { PostgresPool } from '../../src/storage/postgres/connection.js';
import { readPostgresUrl } from '../../src/storage/postgres/database-url.js';
import { postgresSuite } from '../support/postgres.js';
import { createThrowAwayDatabase } from '../support/postgres-database.js';

describe('PostgreSQL connections ended under a transaction', postgresSuite(), () => {
  test('a transaction whose connection is terminated between two queries fails alone; the process and the pool go on', async (t) => {
    const database = await createThrowAwayDatabase();
    const pool = new PostgresPool(readPostgresUrl(database.url), { poolSize: 2 });
    const uncaught: unknown[] = [];
    const note = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', note);
    t.after(() => process.off('uncaughtException', note));
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    // Every connection ends before the database is dropped (which would end them itself).
    t.after(async () => {
      await admin.end();
      await pool.end();
      await database.drop();
    });

    await assert.rejects(
      pool.transaction(async (session) => {
        const [own] = await session.rows<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await admin.query('SELECT pg_terminate_backend($1)', [own!.pid]);
        // The server's goodbye arrives while no query of this transaction is in flight.
        await sleep(300);
        await session.rows('SELECT 1');
      }),
    );
    assert.deepEqual(uncaught, [], 'no uncaught exception');
    // The pool replaced the connection it dropped.
    const [row] = await pool.rows<{ one: number }>('SELECT 1 AS one');
    assert.equal(row!.one, 1);
  });
});
