// The WAL-index reader (src/storage/sqlite/wal-index.ts): its count of frames not yet checkpointed
// is the one SQLite's own checkpoint reports (PRAGMA wal_checkpoint: log - checkpointed), with and
// without a reader that keeps a checkpoint from copying everything.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { WalIndex } from '../../../src/storage/sqlite/wal-index.js';

interface Checkpoint {
  busy: number;
  log: number;
  checkpointed: number;
}

test('WalIndex counts the frames a checkpoint has not copied, as SQLite reports them', (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-wal-index-'));
  const path = join(folder, 'index.db');
  const db = new Database(path);
  const reader = new Database(path, { readonly: true });
  const index = new WalIndex(path);
  t.after(() => {
    index.close();
    if (reader.inTransaction) reader.exec('COMMIT');
    reader.close();
    db.close();
    rmSync(folder, { recursive: true, force: true });
  });
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE t (v TEXT)');
  const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
  const write = (rows: number) =>
    db.transaction(() => {
      for (let i = 0; i < rows; i++) insert.run('x'.repeat(1000));
    })();
  const checkpoint = () => (db.pragma('wal_checkpoint(PASSIVE)') as Checkpoint[])[0]!;

  write(400);
  const before = index.pendingFrames();
  assert.ok(before !== undefined && before > 100, `some hundred frames wait (${before})`);
  let done = checkpoint();
  assert.equal(done.log, before, 'nothing was copied before: every frame of the WAL was pending');
  assert.equal(index.pendingFrames(), 0, 'all of them copied');

  // A reader's snapshot: a checkpoint may copy only the frames it can see.
  reader.exec('BEGIN');
  reader.prepare('SELECT count(*) FROM t').get();
  write(300);
  done = checkpoint();
  assert.ok(done.log > done.checkpointed, 'the reader kept the newest frames from being copied');
  assert.equal(index.pendingFrames(), done.log - done.checkpointed);
  reader.exec('COMMIT');
  done = checkpoint();
  assert.equal(index.pendingFrames(), 0);

  // The next write starts the WAL over from its beginning: only its own frames wait.
  write(1);
  const small = index.pendingFrames();
  assert.ok(small !== undefined && small > 0 && small < 10, `one row's frames (${small})`);
});

test('WalIndex says undefined, not a number, for a database without a WAL index', (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-wal-index-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const index = new WalIndex(join(folder, 'absent.db'));
  assert.equal(index.pendingFrames(), undefined);
  index.close();
});
