// SQLite only (the `.sqlite.test.ts` name keeps it out of the PostgreSQL pass, scripts/test.sh): the
// SQLite file's WAL at close, and the forms a SQLite DATABASE_URL may take (a `sqlite:` prefix, a
// folder not made yet, `:memory:`). The rest of the entry point's life, on either engine, is in
// lifecycle.test.ts.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { TestContext } from 'node:test';
import Database from 'better-sqlite3';
import { LOCATION_V1 } from '../fixtures/resources.js';
import { killIfRunning, startChildServer } from '../support/child-server.js';
import type { ChildServer } from '../support/child-server.js';
import { send } from '../support/server.js';

const TIMEOUT = { timeout: 60_000 };

/** A folder of its own, removed after the test, once the child started in it (if any) is gone. */
function temporaryFolder(t: TestContext, child: () => ChildServer | undefined = () => undefined): string {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-lifecycle-'));
  t.after(async () => {
    const running = child();
    killIfRunning(running);
    await running?.exited;
    rmSync(folder, { recursive: true, force: true });
  });
  return folder;
}

function readRows(file: string, table: 'locations' | 'readings'): Record<string, unknown>[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} closes the database: the WAL is checkpointed into the main file, which holds every row`, TIMEOUT, async (t) => {
    let child: ChildServer | undefined;
    const file = join(
      temporaryFolder(t, () => child),
      'fieldlog.db',
    );
    child = await startChildServer(file);
    const created = await send(child.port, 'POST', '/locations', { json: { version_number: 1, ...LOCATION_V1 } });
    assert.equal(created.status, 201, created.text);
    assert.ok(existsSync(`${file}-wal`), 'the server writes through a WAL');
    child.process.kill(signal);
    assert.deepEqual(await child.exited, { code: 0, signal: null }, `stderr: ${child.stderr()}`);
    // Closing the last connection checkpoints the WAL into the main file.
    assert.equal(existsSync(`${file}-wal`), false);
    assert.deepEqual(
      readRows(file, 'locations').map((row) => row.id),
      [created.json().data.id],
    );
  });
}

test('DATABASE_URL with a sqlite: prefix and a missing parent folder works: the folder is created', TIMEOUT, async (t) => {
  let child: ChildServer | undefined;
  const folder = temporaryFolder(t, () => child);
  const file = join(folder, 'not', 'yet', 'there', 'fieldlog.db');
  child = await startChildServer(`sqlite:${file}`, { LOG_LEVEL: 'info' });
  assert.match(child.stdout(), /storage: sqlite/);
  const created = await send(child.port, 'POST', '/readings', {
    form: { version_number: '1', time: '2026-11-22T18:00:00Z', area: 'x', mean: '1', good: '1', number: '2' },
  });
  assert.equal(created.status, 201, created.text);
  child.process.kill('SIGTERM');
  assert.deepEqual(await child.exited, { code: 0, signal: null });
  assert.ok(existsSync(file), 'the database file is where the URL says');
  assert.deepEqual(
    readRows(file, 'readings').map((row) => row.id),
    [created.json().data.id],
  );
});

test('DATABASE_URL :memory: runs without a file', TIMEOUT, async (t) => {
  let child: ChildServer | undefined;
  t.after(() => killIfRunning(child));
  child = await startChildServer(':memory:');
  const created = await send(child.port, 'POST', '/locations', { json: { version_number: 1, ...LOCATION_V1 } });
  assert.equal(created.status, 201, created.text);
  const read = await send(child.port, 'GET', `/locations/${created.json().data.id}?version_number=1`);
  assert.equal(read.status, 200);
  child.process.kill('SIGINT');
  assert.deepEqual(await child.exited, { code: 0, signal: null });
});
