// The main connection's reads share one read transaction per event-loop turn (src/storage/sqlite/read-snapshot.ts).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { TestContext } from 'node:test';
import Database from 'better-sqlite3';
import { ReadSnapshot } from '../../../src/storage/sqlite/read-snapshot.js';

/** A reader with its snapshot and a second connection that writes, on one file in WAL mode. */
function twoConnections(t: TestContext) {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-snapshot-'));
  const path = join(folder, 'snapshot.db');
  const writer = new Database(path);
  writer.pragma('journal_mode = WAL');
  writer.exec('CREATE TABLE items (n INTEGER)');
  const reader = new Database(path);
  t.after(() => {
    reader.close();
    writer.close();
    rmSync(folder, { recursive: true, force: true });
  });
  const snapshot = new ReadSnapshot(reader);
  const count = reader.prepare('SELECT count(*) FROM items').pluck();
  const read = (): number => {
    snapshot.enter();
    return count.get() as number;
  };
  return { reader, writer, snapshot, read, insert: () => writer.prepare('INSERT INTO items (n) VALUES (1)').run() };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test('reads between enter() and end() see one state; after end() the next read sees every commit', (t) => {
  const { snapshot, read, insert } = twoConnections(t);
  assert.equal(read(), 0);
  assert.equal(snapshot.open, true);
  insert();
  assert.equal(read(), 0, 'the same snapshot, whatever was committed since it began');
  snapshot.end();
  assert.equal(snapshot.open, false);
  assert.equal(read(), 1);
  snapshot.end();
});

test('a snapshot ends by itself once the turn that began it is over', async (t) => {
  const { snapshot, reader, read, insert } = twoConnections(t);
  assert.equal(read(), 0);
  insert();
  await nextTurn();
  assert.equal(snapshot.open, false);
  assert.equal(reader.inTransaction, false, 'no transaction is left open on the connection');
  assert.equal(read(), 1);
  await nextTurn();
  assert.equal(reader.inTransaction, false);
});

test('enter() leaves a transaction that is not its own alone, and end() does not commit it', (t) => {
  const { snapshot, reader, read } = twoConnections(t);
  reader.exec('BEGIN IMMEDIATE');
  assert.equal(read(), 0);
  assert.equal(snapshot.open, false);
  snapshot.end();
  assert.equal(reader.inTransaction, true, "the caller's transaction is still open");
  reader.exec('ROLLBACK');
});

test('end() after the connection closed does nothing', async (t) => {
  const { snapshot, reader, read } = twoConnections(t);
  read();
  reader.close();
  snapshot.end();
  await nextTurn();
  assert.equal(snapshot.open, false);
  // twoConnections closes it again at the end; better-sqlite3 allows that.
});
