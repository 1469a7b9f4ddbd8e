// One storage conformance suite for every engine behind src/storage/store.ts, as
// test/unit/router/conformance.ts is one suite for every router (Hono runs one case file against
// each of its routers the same way). It talks to the Store interface only, never to an engine's own
// tables or types, and compares every answer with a brute-force computation over the rows the test
// wrote (conformance/reference.ts). Issue 16: a PostgreSQL store plugs in with one line,
//
//   runStorageConformance('postgresql', async () => { const store = await openStore(url); return { store, close: () => … } });
//
// Each test opens a fresh, empty store and closes it when it ends. Data sets are seeded, so a failure
// repeats; they are sized so that an engine's query planner meets both small and large candidate
// sets (the SQLite store switches plans at 2,000 candidates), and the whole suite stays within seconds.
import { describe } from 'node:test';
import type { TestContext } from 'node:test';
import type { Store } from '../../src/storage/index.js';
import { collectionCases } from './conformance/collections.js';
import { cursorCases } from './conformance/cursors.js';
import { deviceQueryCases } from './conformance/device-queries.js';
import { eventCases } from './conformance/events.js';
import { identityCases } from './conformance/identity.js';
import { locationQueryCases } from './conformance/location-queries.js';
import { readingQueryCases } from './conformance/reading-queries.js';
import { readingSummaryCases } from './conformance/reading-summary.js';

export interface OpenedStore {
  store: Store;
  /** The DATABASE_URL by which another connection (npm run keys, npm run users) reaches the same database; none for :memory:. */
  databaseUrl?: string;
  /** Closes the store and removes whatever it left behind (a file, a schema). */
  close(): Promise<void>;
}

/** Opens a fresh, empty store. */
export type OpenStore = () => Promise<OpenedStore>;

/** What each group of cases is handed: a fresh, empty store closed when the test `t` ends. */
export type FreshStore = (t: TestContext) => Promise<Store>;

/** As FreshStore, with the URL of its database when another connection can open it. */
export type FreshDatabase = (t: TestContext) => Promise<{ store: Store; databaseUrl: string | undefined }>;

/** `secondConnection`: whether another connection can open the store's database (not :memory:). */
export function runStorageConformance(engine: string, open: OpenStore, secondConnection = true): void {
  const freshDatabase: FreshDatabase = async (t) => {
    const opened = await open();
    t.after(() => opened.close());
    return { store: opened.store, databaseUrl: opened.databaseUrl };
  };
  const fresh: FreshStore = async (t) => (await freshDatabase(t)).store;
  describe(`${engine} storage: collections`, () => collectionCases(fresh));
  describe(`${engine} storage: cursors`, () => cursorCases(fresh));
  describe(`${engine} storage: location search, latest and nearby`, () => locationQueryCases(fresh));
  describe(`${engine} storage: reading search, latest and history`, () => readingQueryCases(fresh));
  describe(`${engine} storage: reading summary`, () => readingSummaryCases(fresh));
  describe(`${engine} storage: device track and latest`, () => deviceQueryCases(fresh));
  describe(`${engine} storage: identity`, () => identityCases(freshDatabase, secondConnection));
  describe(`${engine} storage: events`, () => eventCases(freshDatabase, secondConnection));
}
