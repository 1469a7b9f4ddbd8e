import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { openSqliteStore } from '../../../src/storage/database.js';
import type { SqliteStore } from '../../../src/storage/database.js';

const FIELDS = { longitude: 7.1, latitude: 50.7, altitude: 60 };

/** A sync that the test releases by hand, recording how many syncs were asked for. */
function heldSync() {
  const pending: { release: () => void; fail: (error: Error) => void }[] = [];
  let calls = 0;
  const syncFile = (handle: FileHandle): Promise<void> => {
    calls++;
    return new Promise<void>((resolve, reject) => {
      pending.push({ release: () => handle.sync().then(resolve, reject), fail: reject });
    });
  };
  /** Syncs start a few microtasks after the commit that asks for them. */
  const nth = async (index: number) => {
    while (pending[index] === undefined) await sleep(1);
    return pending[index]!;
  };
  return { syncFile, pending, nth, calls: () => calls };
}

async function openGroupStore(t: TestContext, syncFile?: (handle: FileHandle) => Promise<void>): Promise<{ store: SqliteStore; path: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-group-'));
  const path = join(folder, 'group.db');
  const store = await openSqliteStore(path, { groupCommit: true, ...(syncFile === undefined ? {} : { syncFile }) });
  t.after(async () => {
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return { store, path };
}

/** Whether a promise has settled, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(() => { done = true; }, () => { done = true; });
  await sleep(20);
  return done;
}

test('group commit runs the connection with NORMAL and says so; FULL stays the default (issue 7)', async (t) => {
  const { store } = await openGroupStore(t);
  assert.equal(store.readPragmas().synchronous, 1);
  assert.equal(store.durability, 'group');
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-full-'));
  const full = await openSqliteStore(join(folder, 'full.db'));
  t.after(async () => { await full.close(); rmSync(folder, { recursive: true, force: true }); });
  assert.equal(full.durability, 'full');
});

test('a write resolves only after a sync that started after its commit has finished', async (t) => {
  const held = heldSync();
  const { store } = await openGroupStore(t, held.syncFile);
  const locations = store.collection('locations');
  const first = locations.insert(FIELDS);
  assert.equal(await settled(first), false, 'no acknowledgment before the sync');
  await held.nth(0);
  assert.equal(held.calls(), 1);
  // Committed while sync 1 runs: sync 1 may not cover it, so it waits for sync 2.
  const second = locations.insert(FIELDS);
  const third = locations.update((await locations.list({ limit: 1 })).rows[0]?.id ?? 'none', () => ({ altitude: 1 }));
  (await held.nth(0)).release();
  await first;
  assert.equal(await settled(second), false, 'the second write waits for the next sync');
  await held.nth(1);
  assert.equal(held.calls(), 2, 'the waiting writes share one sync');
  (await held.nth(1)).release();
  await Promise.all([second, third]);
  assert.equal(held.calls(), 2);
});

test('a failed sync fails every write in its group, and the next group syncs again', async (t) => {
  const held = heldSync();
  const { store } = await openGroupStore(t, held.syncFile);
  const locations = store.collection('locations');
  const leader = locations.insert(FIELDS);
  const group = [locations.insert(FIELDS), locations.insert(FIELDS), locations.delete('nope')];
  (await held.nth(0)).release();
  await leader;
  (await held.nth(1)).fail(new Error('EIO: the disk failed'));
  const outcomes = await Promise.allSettled(group);
  // Deleting an unknown id writes nothing, so it has no sync to wait for or to lose.
  assert.deepEqual(outcomes.map((o) => o.status), ['rejected', 'rejected', 'fulfilled']);
  const later = locations.insert(FIELDS);
  (await held.nth(2)).release();
  assert.equal((await later).fields.altitude, 60);
});

test('many concurrent writes share a few syncs, and every acknowledged row is in the file', async (t) => {
  const held = heldSync();
  const { store, path } = await openGroupStore(t, held.syncFile);
  const locations = store.collection('locations');
  const releaser = setInterval(() => held.pending.shift()?.release(), 5);
  t.after(() => clearInterval(releaser));
  const rows = await Promise.all(Array.from({ length: 200 }, (_, i) => locations.insert({ ...FIELDS, altitude: i })));
  assert.ok(held.calls() < 20, `${held.calls()} syncs for 200 writes`);
  const reader = new Database(path, { readonly: true });
  t.after(() => reader.close());
  const ids = new Set((reader.prepare('SELECT id FROM locations').pluck().all() as string[]));
  assert.ok(rows.every((row) => ids.has(row.id)));
});

test('with the real fsync, writes go through and close waits for the last sync', async (t) => {
  const { store } = await openGroupStore(t);
  const locations = store.collection('locations');
  const rows = await Promise.all(Array.from({ length: 50 }, () => locations.insert(FIELDS)));
  assert.equal(new Set(rows.map((r) => r.id)).size, 50);
  assert.equal(await locations.count(), 50);
});
