// Issue 7: benchmarks compare durable creates (synchronous=FULL) with NORMAL, so the store and
// startServer take `synchronous`. FULL stays the default everywhere, and the server's environment
// cannot change it (readConfig knows no such variable).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { readConfig } from '../../../src/config.js';
import { startServer } from '../../../src/server.js';
import { openSqliteStore } from '../../../src/storage/sqlite/database.js';
import type { SqliteStore } from '../../../src/storage/sqlite/database.js';

const FULL = 2;
const NORMAL = 1;

test('synchronous is FULL unless the caller asks for NORMAL, on the store and through startServer', async (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-synchronous-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const path = join(folder, 'store.db');

  const plain = await openSqliteStore(path);
  assert.equal(plain.readPragmas().synchronous, FULL);
  await plain.close();
  const normal = await openSqliteStore(path, { synchronous: 'NORMAL' });
  assert.equal(normal.readPragmas().synchronous, NORMAL);
  await normal.close();
  // The setting belongs to the connection, not the file: the next plain open is FULL again.
  const again = await openSqliteStore(path, {});
  assert.equal(again.readPragmas().synchronous, FULL);
  await again.close();

  for (const [synchronous, expected] of [
    [undefined, FULL],
    ['NORMAL', NORMAL],
    ['FULL', FULL],
  ] as const) {
    const running = await startServer({ databaseUrl: path, port: 0, ...(synchronous === undefined ? {} : { synchronous }) });
    try {
      assert.equal((running.store as SqliteStore).readPragmas().synchronous, expected, `synchronous ${synchronous ?? '(default)'}`);
    } finally {
      await running.close();
    }
  }
});

test('no setting in the environment reaches synchronous', () => {
  const config = readConfig({ SYNCHRONOUS: 'NORMAL', SQLITE_SYNCHRONOUS: 'NORMAL' });
  assert.ok(!('synchronous' in config));
});
