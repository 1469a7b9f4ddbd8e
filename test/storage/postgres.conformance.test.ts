// The storage conformance suite (conformance.ts) against the PostgreSQL store (issue 16), each test on
// a database of its own on the test cluster. Skipped outside CI without a cluster; fails in CI
// without one (test/support/postgres.ts).
import { describe } from 'node:test';
import { openStore } from '../../src/storage/index.js';
import { postgresSuite } from '../support/postgres.js';
import { createThrowAwayDatabase } from '../support/postgres-database.js';
import { runStorageConformance } from './conformance.js';

describe('PostgreSQL', postgresSuite(), () => {
  runStorageConformance('PostgreSQL', async () => {
    const database = await createThrowAwayDatabase();
    const store = await openStore(database.url, { poolSize: 4 });
    return {
      store,
      databaseUrl: database.url,
      close: async () => {
        await store.close();
        await database.drop();
      },
    };
  });
});
