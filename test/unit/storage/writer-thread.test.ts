// Issue 7: the store's writes run on a writer thread by group commit, with synchronous=FULL on both
// connections; update() and delete() keep their callbacks on the main thread and write by
// compare-and-swap. These tests drive the writer thread through a CommitProbe (shared memory).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import type { TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { CommitProbe, PROBE_CRASH_EXIT_CODE } from '../../../src/storage/sqlite/writer/commit-probe.js';
import { openSqliteStore } from '../../../src/storage/sqlite/database.js';
import { WalIndex } from '../../../src/storage/sqlite/wal-index.js';
import type { SqliteStore } from '../../../src/storage/sqlite/database.js';

const FIELDS = { longitude: 7.1, latitude: 50.7, altitude: 60 };
const FULL = 2;

async function openThreaded(t: TestContext, probe?: CommitProbe): Promise<{ store: SqliteStore; path: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-writer-'));
  const path = join(folder, 'writer.db');
  const store = await openSqliteStore(path, probe === undefined ? {} : { commitProbe: probe });
  t.after(async () => {
    probe?.release();
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return { store, path };
}

/** Whether a promise has settled by now, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await sleep(30);
  return done;
}

test("both connections run WAL with synchronous=FULL on every open: the main thread's (reads) and the writer thread's (commits)", async (t) => {
  const { store, path } = await openThreaded(t);
  assert.equal(store.writer, 'thread');
  const expected = { journal_mode: 'wal', synchronous: FULL, foreign_keys: 1, busy_timeout: 5000 };
  // The writer thread checkpoints after answering (checkpoint-after-answers.ts), so its COMMITs do not.
  const reader = { ...expected, wal_autocheckpoint: 1000 };
  const writer = { ...expected, wal_autocheckpoint: 0 };
  assert.deepEqual(store.readPragmas(), reader);
  assert.deepEqual(await store.readWriterPragmas(), writer);
  // The second open finds the file in WAL mode already, where better-sqlite3 would default to NORMAL.
  const again = await openSqliteStore(path);
  t.after(() => again.close());
  assert.deepEqual(again.readPragmas(), reader);
  assert.deepEqual(await again.readWriterPragmas(), writer);
  // :memory: writes inline: a second connection would see another database.
  const memory = await openSqliteStore(':memory:');
  t.after(() => memory.close());
  assert.equal(memory.writer, 'inline');
  // NORMAL (benchmarks only) groups its writes on the thread too, and the thread's connection says so.
  const normal = await openSqliteStore(join(dirname(path), 'normal.db'), { synchronous: 'NORMAL' });
  t.after(() => normal.close());
  assert.equal(normal.writer, 'thread');
  assert.equal((await normal.readWriterPragmas()).synchronous, 1);
});

test('no write resolves before its COMMIT; writes sent during a commit share the next transaction, and reads never see uncommitted rows', async (t) => {
  const probe = new CommitProbe();
  const { store } = await openThreaded(t, probe);
  const locations = store.collection('locations');
  probe.hold();
  const first = locations.insert({ ...FIELDS, altitude: 1 });
  await probe.until((p) => p.waiting, 'the first group to wait before its COMMIT');
  const more = [2, 3, 4, 5].map((altitude) => locations.insert({ ...FIELDS, altitude }));
  await probe.until((p) => p.sent === 5, 'the four later writes to be sent');
  assert.equal(await settled(first), false, 'held before COMMIT: not acknowledged');
  assert.equal(await settled(Promise.any(more)), false);
  // The main thread's event loop serves reads meanwhile, and they see nothing uncommitted.
  assert.equal(await locations.count(), 0);
  assert.deepEqual((await locations.list({ limit: 10 })).rows, []);
  probe.release();
  const rows = await Promise.all([first, ...more]);
  assert.deepEqual(
    rows.map((row) => row.fields.altitude),
    [1, 2, 3, 4, 5],
  );
  assert.equal(probe.transactions, 2, 'the four writes sent while the first commit waited went in one transaction');
  assert.equal(probe.writes, 5);
  assert.equal(await locations.count(), 5);
});

test('the reads of one turn share a snapshot, and a write is readable by the time its promise settles, even in that turn', async (t) => {
  const probe = new CommitProbe();
  const { store, path } = await openThreaded(t, probe);
  const locations = store.collection('locations');
  const other = new Database(path, { readonly: true });
  t.after(() => other.close());
  const committed = other.prepare('SELECT count(*) FROM locations').pluck();
  probe.hold();
  const write = locations.insert(FIELDS);
  await probe.until((p) => p.waiting, 'the write to wait before its COMMIT');
  // From here to `await write` the event loop does not turn (awaiting a settled promise does not
  // let it): the first read begins the turn's snapshot.
  assert.equal(await locations.count(), 0);
  probe.release();
  const deadline = Date.now() + 10_000;
  while (committed.get() === 0) assert.ok(Date.now() < deadline, 'the writer thread committed within 10 s');
  // The writer thread posts its answer just after COMMIT; it waits in the port until this turn ends.
  for (const until = Date.now() + 50; Date.now() < until; );
  assert.equal(await locations.count(), 0, 'the turn still reads the snapshot it began with');
  // The answer is taken in the next poll phase, before the snapshot's own end in the check phase:
  // the writer client ends the snapshot before it settles the write.
  const row = await write;
  assert.equal((await locations.getValues(row.id))?.[0], row.id);
  assert.equal(await locations.count(), 1);
});

test('a WAL that readers kept from starting over is emptied by the writer thread once they let go, and not before', async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-wal-'));
  const path = join(folder, 'wal.db');
  const limit = 256 * 1024;
  const store = await openSqliteStore(path, { walLimitBytes: limit });
  const other = new Database(path, { readonly: true });
  t.after(async () => {
    if (other.inTransaction) other.exec('COMMIT');
    other.close();
    await store.close();
    rmSync(folder, { recursive: true, force: true });
  });
  const wal = () => statSync(`${path}-wal`).size;
  const locations = store.collection('locations');
  // Another process's long read: no checkpoint may copy past its snapshot, and the WAL cannot start over.
  other.exec('BEGIN');
  other.prepare('SELECT count(*) FROM locations').pluck().get();
  const items = Array.from({ length: 500 }, (_, altitude) => ({ ...FIELDS, altitude }));
  let stored = 0;
  while (wal() <= limit) {
    assert.ok(stored < 20_000, 'the WAL passed its limit');
    stored += (await locations.insertMany(items)).length;
  }
  await sleep(150);
  await locations.insert(FIELDS);
  stored++;
  assert.ok(wal() > limit, 'kept while a reader needs it: the guard waited for it, gave up and went on writing');
  other.exec('COMMIT');
  // The guard tries again a second after readers made it give up, after the next commit.
  await sleep(1100);
  await locations.insert(FIELDS);
  stored++;
  const deadline = Date.now() + 5000;
  while (wal() > limit) {
    assert.ok(Date.now() < deadline, `the writer thread emptied the WAL within 5 s (it is ${wal()} bytes)`);
    await sleep(10);
  }
  assert.equal(await locations.count(), stored, 'every row is in the database');
});

test("the writer thread checkpoints after a group's answers once 1,000 frames wait, as SQLite would have inside its COMMIT", async (t) => {
  const { store, path } = await openThreaded(t);
  const index = new WalIndex(path);
  t.after(() => index.close());
  const locations = store.collection('locations');
  // A message to the writer thread is handled after the group before it, checkpoint included.
  const writerIdle = () => store.readWriterPragmas();
  const items = Array.from({ length: 3000 }, (_, altitude) => ({ ...FIELDS, altitude }));
  let copied = 0;
  for (let batch = 1; batch <= 6; batch++) {
    assert.equal((await locations.insertMany(items)).length, 3000);
    await writerIdle();
    const pending = index.pendingFrames();
    assert.ok(
      pending !== undefined && pending < 1000,
      `after batch ${batch}, ${pending} frames wait: never 1,000 once a group is answered`,
    );
    if (pending === 0) copied++;
  }
  // Each batch writes some 600 frames: every second one passes 1,000 and is copied whole.
  assert.ok(copied >= 2, `the WAL was checkpointed after ${copied} of 6 batches`);
  await locations.insert(FIELDS);
  await writerIdle();
  const pending = index.pendingFrames();
  assert.ok(
    pending !== undefined && pending > 0 && pending < 1000,
    `one create's few frames wait for more (${pending}): no sync of the database per write`,
  );
  // What is committed is readable by another connection, checkpointed or not.
  const other = new Database(path, { readonly: true });
  t.after(() => other.close());
  assert.equal(other.prepare('SELECT count(*) FROM locations').pluck().get(), 18_001);
});

test('insertMany() is one write of a group: every row in one savepoint, the ids in the order given', async (t) => {
  const probe = new CommitProbe();
  const { store } = await openThreaded(t, probe);
  const locations = store.collection('locations');
  const items = Array.from({ length: 250 }, (_, altitude) => ({ ...FIELDS, altitude }));
  const [ids, single] = await Promise.all([locations.insertMany(items), locations.insert({ ...FIELDS, altitude: -1 })]);
  assert.equal(ids.length, 250);
  assert.deepEqual([...ids].sort(), ids, 'ids sort in the order the rows were given');
  for (const [index, id] of ids.entries()) assert.equal((await locations.get(id))?.fields.altitude, index);
  assert.ok(single.id > ids.at(-1)!, 'the create queued after the batch committed after it');
  assert.equal(probe.writes, 2);
  assert.deepEqual(await locations.insertMany([]), []);
  await assert.rejects(locations.insertMany([FIELDS, { altitude: 'high' }]), /Field "altitude" of locations takes a finite number/);
  assert.equal(await locations.count(), 251, 'a batch with a bad row stores none of it');
});

test('update() reads, runs its callback on the main thread and writes by compare-and-swap: a change made in between is detected and the callback runs again on the new row', async (t) => {
  const { store, path } = await openThreaded(t);
  const locations = store.collection('locations');
  const row = await locations.insert(FIELDS);
  // Another process writing the same file, between update()'s read and its write.
  const other = new Database(path);
  t.after(() => other.close());
  const seen: unknown[] = [];
  const updated = await locations.update(row.id, (current) => {
    seen.push(current.fields.altitude);
    if (seen.length === 1) other.prepare('UPDATE locations SET altitude = 75 WHERE id = ?').run(row.id);
    return { speed: (current.fields.altitude as number) / 10 };
  });
  assert.deepEqual(seen, [60, 75], "the second attempt saw the other writer's change");
  assert.deepEqual(updated?.fields, { ...FIELDS, altitude: 75, speed: 7.5, timestamp: null, device: null, accuracy: null });
  assert.deepEqual(await locations.get(row.id), updated);

  // A change that keeps every column but moves updated_at is a change too.
  let calls = 0;
  await locations.update(row.id, (current) => {
    if (++calls === 1) other.prepare('UPDATE locations SET updated_at = ? WHERE id = ?').run('2000-01-01T00:00:00.000Z', row.id);
    return { altitude: current.fields.altitude as number };
  });
  assert.equal(calls, 2);
});

test('delete() with a check does the same: a change made between the check and the delete is seen, and the check runs on the new row', async (t) => {
  const { store, path } = await openThreaded(t);
  const locations = store.collection('locations');
  const row = await locations.insert(FIELDS);
  const other = new Database(path);
  t.after(() => other.close());
  const checked: unknown[] = [];
  const deleted = await locations.delete(row.id, (current) => {
    checked.push(current.fields.altitude);
    if (checked.length === 1) other.prepare('UPDATE locations SET altitude = 80 WHERE id = ?').run(row.id);
  });
  assert.deepEqual(checked, [60, 80]);
  assert.equal(deleted?.fields.altitude, 80, 'the row as it was when deleted');
  assert.equal(await locations.get(row.id), undefined);

  // Gone between the check and the delete: the retry finds nothing, so no row was deleted.
  const second = await locations.insert(FIELDS);
  const result = await locations.delete(second.id, () => {
    other.prepare('DELETE FROM locations WHERE id = ?').run(second.id);
  });
  assert.equal(result, undefined);
});

test('update() gives up with a sentence when the row changes before every write', async (t) => {
  const { store, path } = await openThreaded(t);
  const locations = store.collection('locations');
  const row = await locations.insert(FIELDS);
  const other = new Database(path);
  t.after(() => other.close());
  let calls = 0;
  await assert.rejects(
    locations.update(row.id, () => {
      other.prepare('UPDATE locations SET altitude = ? WHERE id = ?').run(++calls, row.id);
      return { speed: 1 };
    }),
    /^Error: update\(\) of locations \S+ gave up after 5 attempts: each time, the row changed between reading it and writing it/,
  );
  assert.equal(calls, 5);
  assert.equal((await locations.get(row.id))?.fields.speed, null, 'none of its writes applied');
});

test('concurrent update()s of one row apply one after another, each on the row the one before wrote', async (t) => {
  const probe = new CommitProbe();
  const { store } = await openThreaded(t, probe);
  const readings = store.collection('readings');
  const row = await readings.insert({ area: 'a', number: 0 });
  const before = probe.transactions;
  const results = await Promise.all(
    Array.from({ length: 20 }, () => readings.update(row.id, (current) => ({ number: (current.fields.number as number) + 1 }))),
  );
  assert.deepEqual(
    results.map((r) => r?.fields.number),
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
  assert.equal(probe.transactions - before, 20, 'queued per row: no compare-and-swap missed, so no write was retried');
});

test('a writer thread that dies fails the waiting writes and every later one with a sentence, and check() rejects', async (t) => {
  const probe = new CommitProbe();
  const { store } = await openThreaded(t, probe);
  const locations = store.collection('locations');
  const row = await locations.insert(FIELDS);
  await store.check();
  probe.crashNextCommit();
  const waiting = await Promise.allSettled([locations.insert(FIELDS), locations.insert(FIELDS)]);
  for (const outcome of waiting) {
    assert.equal(outcome.status, 'rejected');
    assert.match(
      String((outcome as PromiseRejectedResult).reason),
      new RegExp(
        `The SQLite writer thread ended \\(exit code ${PROBE_CRASH_EXIT_CODE}\\); no write can be stored until Fieldlog restarts\\. A write sent before was not answered and may or may not be stored\\.`,
      ),
    );
  }
  await assert.rejects(
    locations.update(row.id, () => ({ altitude: 1 })),
    /The SQLite writer thread ended/,
  );
  await assert.rejects(
    locations.insert(FIELDS),
    /^Error: The SQLite writer thread ended \(exit code 70\); no write can be stored until Fieldlog restarts\.$/,
  );
  await assert.rejects(store.check(), /writer thread ended/);
  // Reads go on: the main thread's connection is unaffected. The crashed group never committed.
  assert.equal(await locations.count(), 1);
});

test('close() answers every write asked for before it, then ends the thread; later writes are refused', async (t) => {
  const { store, path } = await openThreaded(t);
  const locations = store.collection('locations');
  const writes = Array.from({ length: 50 }, (_, altitude) => locations.insert({ ...FIELDS, altitude }));
  const closed = store.close();
  const rows = await Promise.all(writes);
  await closed;
  await assert.rejects(locations.insert(FIELDS), /closed/);
  const reader = new Database(path, { readonly: true });
  t.after(() => reader.close());
  const ids = new Set(reader.prepare('SELECT id FROM locations').pluck().all() as string[]);
  assert.equal(ids.size, 50);
  assert.ok(rows.every((row) => ids.has(row.id)));
});

test('an idle writer thread does not keep the process alive: a program that never closes the store still exits', {
  timeout: 60_000,
}, async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-writer-exit-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const database = new URL('../../../src/storage/sqlite/database.ts', import.meta.url).href;
  const code = `const { openSqliteStore } = await import(${JSON.stringify(database)});
    const store = await openSqliteStore(${JSON.stringify(join(folder, 'exit.db'))});
    const row = await store.collection('locations').insert({ altitude: 1 });
    process.stdout.write(row.id);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', code], {
    cwd: fileURLToPath(new URL('../../../', import.meta.url)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const [exitCode] = await new Promise<[number | null, string | null]>((resolve) => child.once('exit', (c, s) => resolve([c, s])));
  clearTimeout(timer);
  assert.equal(exitCode, 0, `stderr: ${err}`);
  assert.match(out, /^[0-9A-Z]{26}$/, 'the write was answered before the process ended');
});

test("identity's writes go to the writer thread and join its group commit; a read after one settles sees it", async (t) => {
  const probe = new CommitProbe();
  const { store } = await openThreaded(t, probe);
  const since = new Date(Date.now() - 60_000);
  probe.hold();
  const location = store.collection('locations').insert(FIELDS);
  await probe.until((p) => p.waiting, 'the first group to wait before its COMMIT');
  // Two subjects, and the purge of old failures: three statements, all in the next group.
  const failure = store.identity.recordSignInFailure(['name:ada', 'address:192.0.2.1'], new Date());
  await probe.until((p) => p.sent === 4, 'the three statements to be sent');
  assert.equal(await settled(failure), false, 'held before COMMIT: not acknowledged');
  assert.deepEqual(await store.identity.signInFailures(['name:ada'], since), [[]], 'nothing uncommitted is read');
  probe.release();
  await Promise.all([location, failure]);
  assert.deepEqual(
    (await store.identity.signInFailures(['name:ada', 'address:192.0.2.1'], since)).map((times) => times.length),
    [1, 1],
  );
  assert.equal(probe.transactions, 2);
  assert.equal(probe.writes, 4);
});
