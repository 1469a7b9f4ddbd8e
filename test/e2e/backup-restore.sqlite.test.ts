// Issue 21, SQLite only: how restore knows that a database file is in use, against the real entry
// point in a process of its own (`npm start`), and what it does with the -wal and -shm files a
// killed server leaves behind. These are about SQLite's files and locks, so they run on SQLite in
// either pass.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { runBackup, runRestore, printedRows } from '../support/backups.js';
import { runCreateLoad } from '../support/create-load.js';
import { killIfRunning, startChildServer } from '../support/child-server.js';
import type { ChildServer } from '../support/child-server.js';
import { send } from '../support/server.js';

const LOCATION = { version_number: 2, longitude: 1, latitude: 2, altitude: 3, speed: 4, timestamp: '2026-11-22T18:45:00Z' };

async function create(child: ChildServer): Promise<string> {
  const answer = await send(child.port, 'POST', '/locations', { json: LOCATION });
  assert.equal(answer.status, 201, answer.text);
  return answer.json().data.id as string;
}

test('restore is refused while a server process has the WAL database open, idle or busy, and goes ahead once it is killed, removing its stale -wal and -shm', async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-restore-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const database = join(folder, 'live.db');
  const backup = join(folder, 'first.backup');
  let child: ChildServer | undefined = await startChildServer(database);
  t.after(() => killIfRunning(child));

  const kept = await create(child);
  const taken = await runBackup(database, backup);
  assert.equal(taken.code, 0, taken.stderr);
  const later = await create(child);

  // Idle: no request in flight, no transaction open; the server's connections hold the file all the same.
  const refused = await runRestore(database, backup);
  assert.equal(refused.code, 1);
  assert.equal(
    refused.stderr,
    `Restore failed: ${database} is in use: a Fieldlog server (or another program) has it open. Stop the server, every worker of it, then run the restore again.\n`,
  );
  assert.equal((await send(child.port, 'GET', `/locations/${later}?version_number=2`)).status, 200, 'the server still serves its own rows');
  assert.equal((await send(child.port, 'GET', '/healthz')).status, 200);

  // Busy: creates committing all the while.
  let stop = false;
  const load = runCreateLoad({ port: child.port, clients: 2, keepAlive: true, stopped: () => stop });
  const refusedBusy = await runRestore(database, backup);
  stop = true;
  const outcomes = await load;
  assert.equal(refusedBusy.code, 1);
  assert.match(refusedBusy.stderr, / is in use: /);
  assert.ok(
    outcomes.length > 0 && outcomes.every((outcome) => outcome.status === 201),
    'every create during the refused restore succeeded',
  );

  // Killed, it leaves its WAL (holding `later`, never checkpointed) and its shared-memory file.
  child.process.kill('SIGKILL');
  await child.exited;
  assert.ok(statSync(`${database}-wal`).size > 0, 'the killed server left a WAL behind');
  assert.ok(existsSync(`${database}-shm`), 'and its -shm');
  const restored = await runRestore(database, backup);
  assert.equal(restored.code, 0, restored.stderr);
  assert.equal(printedRows(restored.stdout).locations, 1);
  assert.ok(!existsSync(`${database}-wal`), "the old database's WAL is gone, so it can never be replayed into the restored file");
  assert.ok(!existsSync(`${database}-shm`), 'and so is its -shm');

  child = await startChildServer(database);
  assert.equal((await send(child.port, 'GET', `/locations/${kept}?version_number=2`)).status, 200, "the backup's row is served");
  assert.equal(
    (await send(child.port, 'GET', `/locations/${later}?version_number=2`)).status,
    404,
    'the row written after the backup is not',
  );
  await create(child);
  child.process.kill('SIGTERM');
  assert.deepEqual(await child.exited, { code: 0, signal: null });
});

test('restore into a file that does not exist yet creates it, and a server starts on it', async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-restore-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const source = join(folder, 'source.db');
  const backup = join(folder, 'source.backup');
  let child: ChildServer | undefined = await startChildServer(source);
  t.after(() => killIfRunning(child));
  const id = await create(child);
  assert.equal((await runBackup(source, backup)).code, 0);
  child.process.kill('SIGTERM');
  await child.exited;

  const target = join(folder, 'nested', 'new.db');
  const restored = await runRestore(target, backup);
  assert.equal(restored.code, 0, restored.stderr);
  assert.match(
    restored.stdout,
    new RegExp(
      `^Restored into ${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+ bytes; sqlite; verified by PRAGMA integrity_check\\)\\.\n`,
    ),
  );
  child = await startChildServer(target);
  assert.equal((await send(child.port, 'GET', `/locations/${id}?version_number=2`)).status, 200);
  child.process.kill('SIGTERM');
  await child.exited;
});
