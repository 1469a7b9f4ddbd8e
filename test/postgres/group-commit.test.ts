// Issue 16: creates that arrive together share a commit on PostgreSQL (src/storage/postgres/
// insert-groups.ts), and each still gets its own row and its own 201. Seen from PostgreSQL's own
// counters: 300 concurrent creates commit in far fewer transactions than 300.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import { startServer } from '../../src/server.js';
import { postgresSuite } from '../support/postgres.js';
import { createThrowAwayDatabase } from '../support/postgres-database.js';

async function commitsOf(client: pg.Client, database: string): Promise<number> {
  // Backends report their counters when they go idle, at most once a second (PostgreSQL 15).
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ commits: string }>('SELECT xact_commit AS commits FROM pg_stat_database WHERE datname = $1', [
    database,
  ]);
  return Number(rows[0]!.commits);
}

describe('group commit on PostgreSQL (issue 16)', postgresSuite(), () => {
  test('300 concurrent creates: 300 rows with their own ids and answers, in far fewer commits', async (t) => {
    const database = await createThrowAwayDatabase();
    const server = await startServer({ databaseUrl: database.url, port: 0, host: '127.0.0.1', rateLimit: { limit: 0 } });
    const observer = new pg.Client({ connectionString: database.url });
    await observer.connect();
    t.after(async () => {
      await observer.end();
      await server.close();
      await database.drop();
    });
    const before = await commitsOf(observer, database.name);
    const answers = await Promise.all(
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
    const commits = (await commitsOf(observer, database.name)) - before;
    assert.deepEqual([...new Set(answers.map((answer) => answer.status))], [201]);
    // Each answer is its own row: the altitude it sent, an id of its own.
    assert.deepEqual(
      answers.map((answer) => answer.body.data.altitude),
      answers.map((_, index) => index),
    );
    assert.equal(new Set(answers.map((answer) => answer.body.data.id)).size, 300);
    const { rows } = await observer.query<{ n: string }>('SELECT count(*) AS n FROM locations');
    assert.equal(Number(rows[0]!.n), 300);
    // The observer's own reads commit too, a handful; one create per commit would be 300 (79 here
    // alone). How many share a commit follows how many arrive while one is in flight, so it depends on
    // the machine's load: 154 were seen once in a full CI run with another suite on the second core.
    // Two thirds of 300 still says that creates share commits.
    assert.ok(commits < 200, `300 creates took ${commits} commits`);
  });
});
