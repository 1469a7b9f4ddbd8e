// The storage conformance suite (conformance.ts) against the SQLite store, both ways it runs: a file,
// whose writes go through the writer thread by group commit and are read on the main thread, and
// ':memory:', whose writes run inline on the one connection. Each test gets a new file or database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../src/storage/index.js';
import { runStorageConformance } from './conformance.js';

runStorageConformance('SQLite file', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-conformance-'));
  const databaseUrl = join(folder, 'fieldlog.db');
  const store = await openStore(databaseUrl);
  return {
    store,
    databaseUrl,
    close: async () => {
      await store.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
});

runStorageConformance(
  'SQLite :memory:',
  async () => {
    const store = await openStore(':memory:');
    return { store, close: () => store.close() };
  },
  false,
);
