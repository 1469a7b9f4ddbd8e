// Issue 17, first step: `npm run keys` makes, lists and revokes API keys on the database DATABASE_URL
// names (INTERFACE.md §8), on the engine of the pass, also while a server runs on it. A key is shown
// once, as the last line; the database holds its hash and a prefix, never the key; a list never
// shows a secret.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runScript } from '../support/npm-script.js';
import type { ScriptRun } from '../support/npm-script.js';
import { hashKey } from '../../src/storage/index.js';
import { startServer } from '../../src/server.js';
import { createTestDatabase } from '../support/test-database.js';
import type { TestDatabase } from '../support/test-database.js';

const KEY = /^fl_[A-Za-z0-9_-]{43}$/;

function keys(database: TestDatabase, ...args: string[]): Promise<ScriptRun> {
  return runScript('keys', database.url, args);
}

test('npm run keys: create shows the key once as its last line, stores only its hash; list never shows a secret; revoke frees the name', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.drop());

  const created = await keys(database, 'create', '--name', 'field-tablet', '--scope', 'write');
  assert.equal(created.code, 0, created.stderr);
  const secret = created.stdout.trimEnd().split('\n').at(-1)!;
  assert.match(secret, KEY);
  const stored = await database.rows<Record<string, unknown>>('SELECT * FROM api_keys');
  assert.equal(stored.length, 1);
  assert.deepEqual(
    { ...stored[0], created_at: undefined },
    {
      name: 'field-tablet',
      scope: 'write',
      prefix: secret.slice(0, 11),
      hash: hashKey(secret),
      created_at: undefined,
      last_used_at: null,
      revoked_at: null,
    },
  );
  assert.ok(!JSON.stringify(stored).includes(secret), 'the key itself is stored nowhere');

  const listed = await keys(database, 'list');
  assert.equal(listed.code, 0, listed.stderr);
  assert.match(
    listed.stdout,
    /^name +scope +prefix +created +last used +revoked\nfield-tablet +write +fl_\S{8}… +\d{4}-\d\d-\d\dT\S+Z +- +-\n$/,
  );
  assert.ok(!listed.stdout.includes(secret.slice(11)), 'no secret in the list');

  const taken = await keys(database, 'create', '--name', 'field-tablet', '--scope', 'read');
  assert.deepEqual(
    [taken.code, taken.stderr],
    [1, `A key named "field-tablet" exists already; revoke it first (npm run keys -- revoke field-tablet) or choose another name.\n`],
  );

  const revoked = await keys(database, 'revoke', 'field-tablet');
  assert.deepEqual([revoked.code, revoked.stdout], [0, 'Key "field-tablet" revoked.\n']);
  assert.match(String((await database.row<{ revoked_at: string }>('SELECT revoked_at FROM api_keys'))!.revoked_at), /^\d{4}-\d\d-\d\dT/);
  const again = await keys(database, 'create', '--name', 'field-tablet', '--scope', 'read');
  assert.equal(again.code, 0, 'a revoked key frees its name');
  assert.equal(await database.count('api_keys'), 2);
});

test('npm run keys refuses what it cannot do with a sentence and exit 1, and writes nothing', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.drop());
  const cases: [string[], string][] = [
    [['create', '--name', 'x', '--scope', 'root'], 'A key\'s scope is read, write or admin, not "root".\n'],
    [['create', '--name', '../etc', '--scope', 'read'], /A key's name is 1 to 64 letters/.source],
    [['create', '--scope', 'read'], 'usage: npm run keys -- create --name NAME --scope read|write|admin | list | revoke NAME\n'],
    [['revoke', 'nobody'], 'No live key is named "nobody"; npm run keys -- list shows the keys.\n'],
    [['rotate'], 'usage: npm run keys -- create --name NAME --scope read|write|admin | list | revoke NAME\n'],
  ];
  for (const [args, expected] of cases) {
    const answer = await keys(database, ...args);
    assert.equal(answer.code, 1, args.join(' '));
    if (expected.startsWith("A key's name")) assert.match(answer.stderr, new RegExp(expected));
    else assert.equal(answer.stderr, expected);
    assert.equal(answer.stdout, '');
  }
  const listed = await keys(database, 'list');
  assert.equal(listed.stdout, 'No keys yet; npm run keys -- create --name NAME --scope read|write|admin makes one.\n');
});

test('npm run keys works while a server runs on the same database', async (t) => {
  const database = await createTestDatabase();
  const server = await startServer({ databaseUrl: database.url, port: 0, host: '127.0.0.1' });
  t.after(async () => {
    await server.close();
    await database.drop();
  });
  const creates = Array.from({ length: 20 }, (_, index) =>
    fetch(`${server.url}/locations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version_number: 1, longitude: 7, latitude: 50, altitude: index }),
    }).then((response) => response.status),
  );
  const created = await keys(database, 'create', '--name', 'beside-the-server', '--scope', 'admin');
  assert.equal(created.code, 0, created.stderr);
  assert.deepEqual([...new Set(await Promise.all(creates))], [201]);
  assert.match((await keys(database, 'list')).stdout, /beside-the-server +admin/);
});
