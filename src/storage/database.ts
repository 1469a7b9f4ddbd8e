import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { COLLECTION_NAMES, getColumns } from './columns.js';
import { migrate } from './migrate.js';
import type { NamedQueries } from './queries.js';
import { GroupSync } from './group-sync.js';
import type { SyncFile } from './group-sync.js';
import { SqliteCollection } from './sqlite-collection.js';
import { SqliteLocationQueries } from './sqlite-location-queries.js';
import { SqliteReadingQueries } from './sqlite-reading-queries.js';
import type { CollectionName, CollectionStore, Store } from './store.js';

const MEMORY = ':memory:';

/**
 * How each commit reaches the disk. FULL (the default, and what every server runs) syncs the WAL on
 * every commit, so an acknowledged write survives power loss. NORMAL syncs only at checkpoints and
 * may lose the last commits on power loss; it exists for benchmarks that compare against it (issue
 * 7) and is never read from the environment.
 */
export type SqliteSynchronous = 'FULL' | 'NORMAL';

export interface SqliteOptions {
  synchronous?: SqliteSynchronous;
  /**
   * Group commit (src/storage/group-sync.ts): the connection runs with NORMAL and every write waits
   * for a shared sync of the WAL before it resolves, which is FULL's guarantee at one fsync per group.
   * `synchronous` is then ignored. Not for :memory:, which has nothing to sync.
   */
  groupCommit?: boolean;
  /** For tests of group commit: how the WAL file is synced. */
  syncFile?: SyncFile;
}

export interface SqlitePragmas {
  journal_mode: string;
  synchronous: number;
  foreign_keys: number;
  busy_timeout: number;
}

/**
 * Opens (creating if needed) a SQLite database at a file path, or `:memory:` for a throw-away one,
 * applies pending migrations and returns the store. Async to match openStore(); the work is synchronous.
 */
export async function openSqliteStore(location: string, options: SqliteOptions = {}): Promise<SqliteStore> {
  return new SqliteStore(location, options);
}

/** The SQLite Store. readPragmas() is for tests and diagnostics; it is not part of Store. */
export class SqliteStore implements Store {
  readonly kind = 'sqlite';
  readonly #db: Database.Database;
  readonly #collections: Map<CollectionName, SqliteCollection>;
  readonly #groupSync: GroupSync | undefined;
  readonly queries: NamedQueries;

  constructor(location: string, options: SqliteOptions = {}) {
    if (location === '') {
      throw new Error('The SQLite location is empty; give a file path or ":memory:".');
    }
    if (location !== MEMORY) mkdirSync(dirname(location), { recursive: true });
    this.#db = new Database(location);
    try {
      const group = options.groupCommit === true && location !== MEMORY;
      applyPragmas(this.#db, location === MEMORY, group ? 'NORMAL' : options.synchronous ?? 'FULL');
      migrate(this.#db);
      this.#groupSync = group ? new GroupSync(location, options.syncFile) : undefined;
      const durable = this.#groupSync === undefined ? undefined : () => this.#groupSync!.afterCommit();
      this.#collections = new Map(COLLECTION_NAMES.map((name) => [name, new SqliteCollection(this.#db, name, durable)]));
      this.queries = { locations: new SqliteLocationQueries(this.#db), readings: new SqliteReadingQueries(this.#db) };
    } catch (error) {
      this.#db.close();
      throw error;
    }
  }

  collection(name: CollectionName): CollectionStore {
    getColumns(name); // throws a sentence for a name that is not a collection
    return this.#collections.get(name) as SqliteCollection;
  }

  async check(): Promise<void> {
    if (!this.#db.open) throw new Error('The SQLite store is closed.');
    this.#db.prepare('SELECT count(*) FROM schema_migrations').pluck().get();
  }

  async close(): Promise<void> {
    // Writes still waiting for their group's sync get it before the WAL goes away.
    await this.#groupSync?.close();
    // Closing the last connection checkpoints the WAL into the main file and removes the -wal file.
    if (this.#db.open) this.#db.close();
  }

  /** How commits reach the disk, for /healthz and the benchmarks. */
  get durability(): 'full' | 'group' | 'normal' {
    if (this.#groupSync !== undefined) return 'group';
    return this.#db.pragma('synchronous', { simple: true }) === 2 ? 'full' : 'normal';
  }

  readPragmas(): SqlitePragmas {
    const read = (name: string): unknown => this.#db.pragma(name, { simple: true });
    return {
      journal_mode: read('journal_mode') as string,
      synchronous: read('synchronous') as number,
      foreign_keys: read('foreign_keys') as number,
      busy_timeout: read('busy_timeout') as number,
    };
  }
}

// Set on every open: only journal_mode is stored in the file; the others belong to the connection.
function applyPragmas(db: Database.Database, inMemory: boolean, synchronous: SqliteSynchronous): void {
  if (!inMemory) {
    // WAL lets readers go on while one writer writes. An in-memory database cannot use it.
    const mode = db.pragma('journal_mode = WAL', { simple: true });
    if (mode !== 'wal') throw new Error(`SQLite refused WAL mode (it answered "${String(mode)}"); put the database on a local disk.`);
  }
  // FULL syncs the WAL on every commit, so an acknowledged write survives power loss. Set it explicitly:
  // better-sqlite3 is built with SQLITE_DEFAULT_WAL_SYNCHRONOUS=1, so a connection that opens a file
  // already in WAL mode would otherwise run with NORMAL, which may lose the last commits. Only a
  // benchmark asks for NORMAL (SqliteOptions).
  db.pragma(synchronous === 'NORMAL' ? 'synchronous = NORMAL' : 'synchronous = FULL');
  // better-sqlite3 is built with SQLITE_DEFAULT_FOREIGN_KEYS=1 already; saying it keeps it true elsewhere.
  db.pragma('foreign_keys = ON');
  // Wait up to 5 s for another connection's lock instead of failing at once with SQLITE_BUSY.
  db.pragma('busy_timeout = 5000');
}
