// Issue 16: creates that arrive together share a commit on PostgreSQL (src/storage/postgres/
// insert-groups.ts), and each still gets its own row and its own 201. Seen from the rows themselves:
// 300 concurrent creates are written by far fewer transactions than 300.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import { startServer } from '../../src/server.js';
import { EVENT_APPEND_LOCK } from '../../src/storage/postgres/event-append.js';
import { postgresSuite } from '../support/postgres.js';
import { createThrowAwayDatabase } from '../support/postgres-database.js';
import { until } from '../support/webhook-receiver.js';

/**
 * The transactions that wrote the rows of `locations`: a row's xmin is the id of the transaction that
 * inserted it. A group is one INSERT outside any transaction block, so one transaction and one commit
 * (a group retried row by row commits each row on its own, and counts so). pg_stat_database's
 * xact_commit counted them less exactly: it also counts the observer's own queries and the server's,
 * and backends report it up to a second late.
 */
async function commitsOf(client: pg.Client): Promise<{ commits: number; largest: number }> {
  const { rows } = await client.query<{ commits: string; largest: string }>(
    'SELECT count(*) AS commits, max(n) AS largest FROM (SELECT count(*) AS n FROM locations GROUP BY xmin::text) AS groups',
  );
  return { commits: Number(rows[0]!.commits), largest: Number(rows[0]!.largest) };
}

/** Statements waiting for the change log's lock, which every create's statement takes before it commits. */
async function waitingForTheLock(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    "SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
  );
  return Number(rows[0]!.n);
}

describe('group commit on PostgreSQL (issue 16)', postgresSuite(), () => {
  test('300 concurrent creates: 300 rows with their own ids and answers, in far fewer commits', async (t) => {
    const database = await createThrowAwayDatabase();
    let received = 0;
    const server = await startServer({
      databaseUrl: database.url,
      port: 0,
      host: '127.0.0.1',
      rateLimit: { limit: 0 },
      // At debug a line says that a request has arrived: when all 300 have, none is still on its way.
      logLevel: 'debug',
      log: (line) => {
        if (line.includes('"msg":"request received"')) received++;
      },
    });
    const observer = new pg.Client({ connectionString: database.url });
    await observer.connect();
    t.after(async () => {
      await observer.end();
      await server.close();
      await database.drop();
    });
    // Left to themselves, 300 creates commit in 70 to 248 transactions here: a create never waits
    // for a group to form, so one that arrives while fewer than four groups are committing goes alone,
    // and how many do follows the machine's load. Held at their commit by the observer's lock, as they
    // would be behind a slow disk, the first groups make every later create arrive while they commit,
    // whatever the pace: then the count says what the grouping does, not how busy the machine is.
    await observer.query('BEGIN');
    await observer.query('SELECT pg_advisory_xact_lock($1)', [EVENT_APPEND_LOCK]);
    const answering = Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        fetch(`${server.url}/locations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ version_number: 1, longitude: 7.1, latitude: 50.7, altitude: index }),
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { data: { id: string; altitude: number } },
        })),
      ),
    );
    // Well inside the statement timeout (10 s), past which the held groups would fail.
    const held = await until(
      'all 300 creates to arrive while groups wait for the lock',
      async () => {
        const waiting = await waitingForTheLock(observer);
        return received === 300 && waiting > 0 ? waiting : undefined;
      },
      8_000,
    );
    await observer.query('COMMIT');
    const answers = await answering;
    assert.deepEqual([...new Set(answers.map((answer) => answer.status))], [201]);
    // Each answer is its own row: the altitude it sent, an id of its own.
    assert.deepEqual(
      answers.map((answer) => answer.body.data.altitude),
      answers.map((_, index) => index),
    );
    assert.equal(new Set(answers.map((answer) => answer.body.data.id)).size, 300);
    const { rows } = await observer.query<{ n: string }>('SELECT count(*) AS n FROM locations');
    assert.equal(Number(rows[0]!.n), 300);
    const { commits, largest } = await commitsOf(observer);
    t.diagnostic(`300 creates in ${commits} commits, the largest of ${largest} rows; ${held} groups were held at the lock`);
    // The held groups, then the creates that queued behind them as one group (or a few, for a create
    // whose body the server had not read yet); one create per commit would be 300.
    assert.ok(commits < 50, `300 creates took ${commits} commits`);
  });
});
