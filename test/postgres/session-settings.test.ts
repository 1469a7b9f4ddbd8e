// Issue 16: every 201 on PostgreSQL follows a commit flushed to the WAL. Fieldlog's sessions set
// synchronous_commit=on themselves, so a database or role whose default is off (a common "tuning")
// cannot quietly make acknowledged writes losable; and JIT is off for its millisecond queries.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import { PostgresPool } from '../../src/storage/postgres/connection.js';
import { readPostgresUrl } from '../../src/storage/postgres/database-url.js';
import { postgresSuite } from '../support/postgres.js';
import { createThrowAwayDatabase } from '../support/postgres-database.js';

describe("Fieldlog's PostgreSQL sessions (issue 16)", postgresSuite(), () => {
  test('synchronous_commit is on and jit off, even where the database says otherwise', async (t) => {
    const database = await createThrowAwayDatabase();
    t.after(() => database.drop());
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query(`ALTER DATABASE ${database.name} SET synchronous_commit = off`);
    await admin.query(`ALTER DATABASE ${database.name} SET jit = on`);
    await admin.end();

    const plain = new pg.Client({ connectionString: database.url });
    await plain.connect();
    const { rows: defaults } = await plain.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
    await plain.end();
    assert.equal(defaults[0]!.synchronous_commit, 'off', "the database's own default is off");

    const pool = new PostgresPool(readPostgresUrl(database.url), { poolSize: 1 });
    t.after(() => pool.end());
    assert.deepEqual(await pool.rows('SHOW synchronous_commit'), [{ synchronous_commit: 'on' }]);
    assert.deepEqual(await pool.rows('SHOW jit'), [{ jit: 'off' }]);
  });
});
