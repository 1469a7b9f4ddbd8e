// Issue 17: `npm run users` adds, lists and removes people on the database DATABASE_URL names
// (INTERFACE.md §8), on the engine of the pass, also beside a running store. The password comes from
// standard input, is at least 12 characters, and is stored only as a salted scrypt hash; a list
// never shows a hash; removing a person deletes their sessions in the same transaction.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runScript } from '../support/npm-script.js';
import type { ScriptRun } from '../support/npm-script.js';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { openStore, verifyPassword } from '../../src/storage/index.js';
import { createTestDatabase } from '../support/test-database.js';
import type { TestDatabase } from '../support/test-database.js';

const PASSWORD = 'correct horse battery staple';
const USAGE = 'usage: npm run users -- add NAME --role viewer|editor|admin (password on standard input) | list | remove NAME\n';

function users(database: TestDatabase, input: string, ...args: string[]): Promise<ScriptRun> {
  return runScript('users', database.url, args, input);
}

const session = (id: string, user: string) => ({
  sql: 'INSERT INTO sessions (id_hash, user_name, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
  params: [id, user, Date.now(), Date.now()],
});

test('npm run users: add reads the password from standard input and stores only a salted scrypt hash; list never shows it', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.drop());

  const added = await users(database, `${PASSWORD}\n`, 'add', 'ada', '--role', 'editor');
  assert.deepEqual([added.code, added.stdout, added.stderr], [0, 'User "ada" (editor) added; they sign in at /session/new.\n', '']);
  const stored = await database.rows<{ name: string; role: string; password_hash: string; created_at: string }>('SELECT * FROM users');
  assert.equal(stored.length, 1);
  const [ada] = stored;
  assert.deepEqual([ada!.name, ada!.role], ['ada', 'editor']);
  assert.match(ada!.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.match(ada!.password_hash, /^scrypt\$16384\$8\$1\$[^$]+\$[^$]+$/);
  assert.ok(!JSON.stringify(stored).includes(PASSWORD), 'the password itself is stored nowhere');
  assert.equal(await verifyPassword(PASSWORD, ada!.password_hash), true, 'one trailing newline is not part of the password');
  assert.equal(await verifyPassword(`${PASSWORD}\n`, ada!.password_hash), false);

  // Windows line endings too; and the same password gets another salt.
  assert.equal((await users(database, `${PASSWORD}\r\n`, 'add', 'bo', '--role', 'viewer')).code, 0);
  const bo = await database.row<{ password_hash: string }>('SELECT password_hash FROM users WHERE name = ?', 'bo');
  assert.equal(await verifyPassword(PASSWORD, bo!.password_hash), true);
  assert.notEqual(bo!.password_hash, ada!.password_hash);

  const listed = await users(database, '', 'list');
  assert.equal(listed.code, 0, listed.stderr);
  assert.match(listed.stdout, /^name +role +created +sessions\nada +editor +\d{4}-\d\d-\d\dT\S+Z +0\nbo +viewer +\S+ +0\n$/);
  for (const hash of [ada!.password_hash, bo!.password_hash]) {
    for (const part of hash.split('$').slice(4)) assert.ok(!listed.stdout.includes(part), 'no salt or hash in the list');
  }
  assert.ok(!listed.stdout.includes('scrypt'));
});

test('npm run users refuses what it cannot do with a sentence and exit 1, and writes nothing', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.drop());
  const cases: [string, string[], string][] = [
    ['eleven char', ['add', 'ada', '--role', 'viewer'], 'A password has at least 12 characters; this one has 11.\n'],
    ['', ['add', 'ada', '--role', 'viewer'], 'A password has at least 12 characters; this one has 0.\n'],
    // Twelve UTF-16 units, but six characters.
    ['😀😀😀😀😀😀', ['add', 'ada', '--role', 'viewer'], 'A password has at least 12 characters; this one has 6.\n'],
    [PASSWORD, ['add', 'ada', '--role', 'root'], 'A user\'s role is viewer, editor or admin, not "root".\n'],
    [
      PASSWORD,
      ['add', '../etc', '--role', 'admin'],
      'A user\'s name is 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit; "../etc" is not.\n',
    ],
    [PASSWORD, ['add', 'ada'], USAGE],
    [PASSWORD, ['add', '--role', 'admin'], USAGE],
    [PASSWORD, ['list', '--role', 'admin'], USAGE],
    ['', ['remove'], USAGE],
    ['', ['rename', 'ada'], USAGE],
    ['', ['remove', 'nobody'], 'No user is named "nobody"; npm run users -- list shows the users.\n'],
  ];
  for (const [input, args, expected] of cases) {
    const answer = await users(database, input, ...args);
    assert.deepEqual([answer.code, answer.stdout, answer.stderr], [1, '', expected], args.join(' '));
  }
  assert.equal(
    (await users(database, '', 'list')).stdout,
    'No users yet; npm run users -- add NAME --role viewer|editor|admin adds one (password on standard input).\n',
  );

  assert.equal((await users(database, PASSWORD, 'add', 'ada', '--role', 'viewer')).code, 0);
  const taken = await users(database, `another ${PASSWORD}`, 'add', 'ada', '--role', 'admin');
  assert.deepEqual(
    [taken.code, taken.stderr],
    [1, 'A user named "ada" exists already; remove them first (npm run users -- remove ada) or choose another name.\n'],
  );
  assert.deepEqual(await database.rows('SELECT name, role FROM users'), [{ name: 'ada', role: 'viewer' }]);
});

test('npm run users -- remove deletes the person and every session of theirs, and a running store stops finding them', async (t) => {
  const database = await createTestDatabase();
  assert.equal((await users(database, PASSWORD, 'add', 'ada', '--role', 'admin')).code, 0);
  assert.equal((await users(database, PASSWORD, 'add', 'bo', '--role', 'viewer')).code, 0);
  const store = await openStore(database.url);
  t.after(async () => {
    await store.close();
    await database.drop();
  });
  const [first, second, other] = ['a1', 'b2', 'c3'].map((pair) => pair.repeat(32)) as [string, string, string];
  await store.identity.createSession(first, 'ada', new Date());
  await store.identity.createSession(second, 'ada', new Date());
  await store.identity.createSession(other, 'bo', new Date());
  assert.equal((await store.identity.findSession(first))?.userName, 'ada');
  assert.match((await users(database, '', 'list')).stdout, /\nada +admin +\S+ +2\nbo +viewer +\S+ +1\n$/);

  const removed = await users(database, '', 'remove', 'ada');
  assert.deepEqual([removed.code, removed.stdout, removed.stderr], [0, 'User "ada" removed; 2 sessions ended.\n', '']);
  assert.deepEqual(await database.rows('SELECT user_name FROM sessions'), [{ user_name: 'bo' }]);
  assert.deepEqual(await database.rows('SELECT name FROM users'), [{ name: 'bo' }]);
  await nextTurn();
  assert.equal(await store.identity.findSession(first), undefined);
  assert.equal(await store.identity.findUser('ada'), undefined);
  assert.equal((await store.identity.findSession(other))?.userName, 'bo');
});

test('npm run users -- add clears sessions a name was left with, so a new person never inherits one', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.drop());
  assert.equal((await users(database, PASSWORD, 'add', 'bo', '--role', 'viewer')).code, 0);
  // As a sign-in racing with a removal could leave behind.
  await database.writeAll([session('d4'.repeat(32), 'ada'), session('e5'.repeat(32), 'bo')]);
  assert.equal((await users(database, PASSWORD, 'add', 'ada', '--role', 'admin')).code, 0);
  assert.deepEqual(await database.rows('SELECT user_name FROM sessions'), [{ user_name: 'bo' }]);
});
