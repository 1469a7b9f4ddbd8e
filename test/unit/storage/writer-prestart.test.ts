// Issue 22: the writer thread started before the server loads (src/main.ts, writer-prestart.ts). It
// must not touch the file until the server has migrated it, must be the thread the store then writes
// through, must be left alone by a store of other settings, and must never keep a process alive.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { openSqliteStore } from '../../../src/storage/sqlite/database.js';
import type { StorageLog } from '../../../src/storage/storage-log.js';
import { discardPrestartedWriter, prestartWriter } from '../../../src/storage/sqlite/writer/writer-prestart.js';

const FIELDS = { longitude: 7.1, latitude: 50.7, altitude: 60 };

function folder(t: TestContext): string {
  const path = mkdtempSync(join(tmpdir(), 'fieldlog-prestart-'));
  t.after(() => {
    discardPrestartedWriter();
    rmSync(path, { recursive: true, force: true });
  });
  return path;
}

/** The thread ids of the log lines 'SQLite writer thread started'. */
function startedThreads(): { log: StorageLog; ids: number[] } {
  const ids: number[] = [];
  const log: StorageLog = {
    debug: () => undefined,
    info: (fields, message) => {
      if (message === 'SQLite writer thread started') ids.push((fields as { thread_id: number }).thread_id);
    },
    error: () => undefined,
    isLevelEnabled: () => true,
  };
  return { log, ids };
}

test('a prestarted thread opens nothing until the store has migrated the file, then is the thread the store writes through', async (t) => {
  const path = join(folder(t), 'not-yet', 'fieldlog.db');
  const threadId = prestartWriter(path);
  // Long enough for the thread to have loaded and, had it not waited, opened (and created) the file.
  await sleep(400);
  assert.equal(existsSync(join(path, '..')), false, 'the thread created nothing before the migrations');
  const { log, ids } = startedThreads();
  const store = await openSqliteStore(path, { log });
  t.after(() => store.close());
  const created = await store.collection('locations').insert(FIELDS);
  assert.deepEqual((await store.collection('locations').get(created.id))?.fields, { ...created.fields });
  assert.deepEqual(ids, [threadId]);
});

test('a store of other settings leaves the prestarted thread and starts its own', async (t) => {
  const dir = folder(t);
  const threadId = prestartWriter(join(dir, 'other.db'));
  const { log, ids } = startedThreads();
  const store = await openSqliteStore(join(dir, 'fieldlog.db'), { log, synchronous: 'FULL' });
  t.after(() => store.close());
  await store.collection('locations').insert(FIELDS);
  assert.equal(ids.length, 1);
  assert.notEqual(ids[0], threadId);
  // Nobody wrote the other file: the thread never opened it.
  assert.equal(existsSync(join(dir, 'other.db')), false);
});

test('a process whose prestarted thread nobody takes still ends by itself', { timeout: 30_000 }, async (t) => {
  const dir = folder(t);
  const prestart = fileURLToPath(new URL('../../../src/storage/sqlite/writer/writer-prestart.ts', import.meta.url));
  const code = `const { prestartWriter } = await import(${JSON.stringify(prestart)}); prestartWriter(${JSON.stringify(join(dir, 'x.db'))});`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', code], { stdio: 'ignore' });
  const exitCode = await new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  assert.equal(exitCode, 0);
});
