// Issue 16: PostgreSQL's fieldlog_instant_key (migration 002) is SQLite's instant key
// (src/storage/sqlite/instant-key.ts), character for character, so time order, `from`/`to` bounds
// and cursor keys mean the same on both engines: on the fixed edge cases, and on 2,000 generated
// date-times in every spelling the validator accepts, compared in one query.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import pg from 'pg';
import { instantKeySql } from '../../src/storage/sqlite/instant-key.js';
import { migrateDatabase } from '../../src/storage/index.js';
import { INSTANT_KEY_CASES, dateTimes } from '../fixtures/date-times.js';
import { postgresSuite } from '../support/postgres.js';
import { createThrowAwayDatabase } from '../support/postgres-database.js';
import type { ThrowAwayDatabase } from '../support/postgres-database.js';

describe("PostgreSQL's instant key is SQLite's (issue 16)", postgresSuite(), () => {
  let database: ThrowAwayDatabase;
  let client: pg.Client;
  const sqlite = new Database(':memory:');
  const sqliteKey = sqlite.prepare(`SELECT ${instantKeySql(':text')}`).pluck();

  before(async () => {
    database = await createThrowAwayDatabase();
    await migrateDatabase(database.url);
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  after(async () => {
    await client?.end();
    await database?.drop();
    sqlite.close();
  });

  async function postgresKeys(texts: readonly (string | null)[]): Promise<string[]> {
    const { rows } = await client.query<{ key: string }>(
      'SELECT fieldlog_instant_key(t) AS key FROM unnest($1::text[]) WITH ORDINALITY AS u(t, n) ORDER BY n',
      [texts],
    );
    return rows.map((row) => row.key);
  }

  test('the edge cases: offsets in every spelling, leap seconds, years 0000 and 9999, NULL', async () => {
    const keys = await postgresKeys(INSTANT_KEY_CASES.map(([text]) => text));
    assert.deepEqual(
      keys,
      INSTANT_KEY_CASES.map(([, key]) => key),
    );
  });

  test('2,000 generated date-times: the same key on both engines', async () => {
    const texts = fc.sample(dateTimes, { numRuns: 2_000, seed: 16 });
    const keys = await postgresKeys(texts);
    texts.forEach((text, index) => {
      assert.equal(keys[index], sqliteKey.get({ text }), text);
    });
  });
});
