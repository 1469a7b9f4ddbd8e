// Issue 7: group commit (src/storage/sqlite/writer/group-commit.ts) on a connection of the test's own, without the
// writer thread around it: one transaction per group; a write that fails undoes only its own changes
// (issue 22: the group then runs again with a savepoint per write).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { TestContext } from 'node:test';
import Database from 'better-sqlite3';
import { CommitProbe } from '../../../src/storage/sqlite/writer/commit-probe.js';
import { GroupCommit } from '../../../src/storage/sqlite/writer/group-commit.js';
import { applyPragmas } from '../../../src/storage/sqlite/pragmas.js';

function openDatabase(t: TestContext): Database.Database {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-group-commit-'));
  const db = new Database(join(folder, 'group.db'));
  t.after(() => {
    db.close();
    rmSync(folder, { recursive: true, force: true });
  });
  applyPragmas(db, false, 'FULL');
  db.exec('CREATE TABLE items (name TEXT NOT NULL UNIQUE) STRICT');
  return db;
}

const names = (db: Database.Database): string[] => db.prepare('SELECT name FROM items ORDER BY rowid').pluck().all() as string[];

test('a group is one transaction, and a write that fails on its own undoes only its own changes and fails alone', (t) => {
  const db = openDatabase(t);
  const insert = db.prepare('INSERT INTO items (name) VALUES (?)');
  const commits: number[] = [];
  const group = new GroupCommit(db, (_db, writes) => commits.push(writes));
  const outcomes = group.run(['a', 'b', 'a', 'c'], (name) => {
    // The third write inserts a row and then breaks a constraint: its savepoint takes back both.
    if (name === 'a' && names(db).includes('a')) insert.run('a-partial');
    return insert.run(name).changes;
  });
  assert.deepEqual(
    outcomes.map((o) => o.ok),
    [true, true, false, true],
  );
  const failed = outcomes[2]!;
  assert.ok(!failed.ok);
  assert.equal(failed.error.code, 'SQLITE_CONSTRAINT_UNIQUE');
  assert.match(failed.error.message, /UNIQUE constraint failed: items.name/);
  assert.deepEqual(names(db), ['a', 'b', 'c']);
  assert.deepEqual(commits, [4], 'one COMMIT for the four writes');
  assert.equal(db.inTransaction, false);
});

test('a group whose writes all succeed runs each write once; one that fails runs the group again, and only that run is stored', (t) => {
  const db = openDatabase(t);
  const insert = db.prepare('INSERT INTO items (name) VALUES (?)');
  const group = new GroupCommit(db);
  let runs = 0;
  const stamp = (name: string) => {
    runs++;
    insert.run(`${name}-${runs}`);
    return runs;
  };
  assert.deepEqual(
    group.run(['a', 'b', 'c'], stamp),
    [1, 2, 3].map((value) => ({ ok: true, value })),
  );
  assert.equal(runs, 3);
  assert.deepEqual(names(db), ['a-1', 'b-2', 'c-3']);

  // The second write fails after its insert: the first run (d, e) is rolled back whole, and the
  // group runs again, each write in its savepoint, so e's insert is undone and f is kept.
  const outcomes = group.run(['d', 'e', 'f'], (name) => {
    const value = stamp(name);
    if (name === 'e') throw new Error('e is refused');
    return value;
  });
  assert.deepEqual(
    outcomes.map((o) => (o.ok ? o.value : o.error.message)),
    [6, 'e is refused', 8],
  );
  assert.deepEqual(names(db), ['a-1', 'b-2', 'c-3', 'd-6', 'f-8']);
  assert.equal(db.inTransaction, false);
});

test('a failed COMMIT fails every write of the group and stores none of them; the next group commits', (t) => {
  const db = openDatabase(t);
  const insert = db.prepare('INSERT INTO items (name) VALUES (?)');
  const probe = new CommitProbe();
  const group = new GroupCommit(db, (connection, writes) => probe.beforeCommit(connection, writes));
  probe.failNextCommit();
  const outcomes = group.run(['a', 'b', 'c'], (name) => insert.run(name).changes);
  assert.equal(outcomes.length, 3);
  for (const outcome of outcomes) {
    assert.ok(!outcome.ok);
    assert.equal(outcome.error.code, 'SQLITE_CONSTRAINT_FOREIGNKEY', "the error is SQLite's own, from COMMIT");
    assert.match(
      outcome.error.message,
      /^The group commit of 3 writes failed at COMMIT, so none of them is acknowledged: FOREIGN KEY constraint failed$/,
    );
  }
  assert.deepEqual(names(db), []);
  assert.equal(db.inTransaction, false);
  assert.deepEqual(
    group.run(['a', 'b'], (name) => insert.run(name).changes),
    [
      { ok: true, value: 1 },
      { ok: true, value: 1 },
    ],
  );
  assert.deepEqual(names(db), ['a', 'b']);
  assert.equal(probe.transactions, 2);
  assert.equal(probe.writes, 5);
});

test('a write whose failure ends the whole transaction fails every write of the group, those before it too', (t) => {
  const db = openDatabase(t);
  const insert = db.prepare('INSERT INTO items (name) VALUES (?)');
  const group = new GroupCommit(db);
  const outcomes = group.run(['a', 'lost', 'c'], (name) => {
    if (name === 'lost') {
      // What SQLITE_FULL or an I/O error does: SQLite rolls back the transaction, not the statement.
      db.prepare('ROLLBACK').run();
      throw new Error('database or disk is full');
    }
    return insert.run(name).changes;
  });
  assert.deepEqual(
    outcomes.map((o) => o.ok),
    [false, false, false],
  );
  assert.ok(!outcomes[0]!.ok);
  assert.match(
    outcomes[0]!.error.message,
    /^The group commit of 3 writes failed at a write, so none of them is acknowledged: database or disk is full$/,
  );
  assert.deepEqual(names(db), []);
  assert.equal(db.inTransaction, false);
});

test('a failed BEGIN fails every write of the group without running any', (t) => {
  const db = openDatabase(t);
  const group = new GroupCommit(db);
  // Another connection holds the write lock past busy_timeout (lowered so the test is quick).
  db.pragma('busy_timeout = 10');
  const other = new Database(db.name);
  t.after(() => other.close());
  other.prepare('BEGIN IMMEDIATE').run();
  let ran = 0;
  const outcomes = group.run(['a', 'b'], () => ++ran);
  other.prepare('ROLLBACK').run();
  assert.equal(ran, 0);
  assert.deepEqual(
    outcomes.map((o) => !o.ok && o.error.code),
    ['SQLITE_BUSY', 'SQLITE_BUSY'],
  );
  assert.ok(!outcomes[0]!.ok);
  assert.match(outcomes[0]!.error.message, /failed at BEGIN/);
});
