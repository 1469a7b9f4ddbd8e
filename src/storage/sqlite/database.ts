import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { COLLECTION_NAMES, getColumns } from '../columns.js';
import type { CommitProbe } from './writer/commit-probe.js';
import { logMigrations } from '../storage-log.js';
import type { StorageLogOptions } from '../storage-log.js';
import { migrate } from './migrate.js';
import { applyPragmas, readPragmas } from './pragmas.js';
import type { SqlitePragmas, SqliteSynchronous } from './pragmas.js';
import type { NamedQueries } from '../queries.js';
import { SqliteCollection } from './collection.js';
import { SqliteDeviceQueries } from './device-queries.js';
import { SqliteLocationQueries } from './location-queries.js';
import { SqliteReadingQueries } from './reading-queries.js';
import type { CollectionName, CollectionStore, FieldValue, Identity, ReferenceReads, StorageFigures, Store } from '../store.js';
import { SqlReferenceReads, guardReferences } from '../references.js';
import { SqlEventLog } from '../event-log.js';
import { announceWrites } from '../event-signal.js';
import { SqlIdentity } from '../identity.js';
import { SqlWebhookStore } from '../webhooks.js';
import type { WebhookStore } from '../webhooks.js';
import { sqliteIdentitySql } from './identity-sql.js';
import { SqlRetentionStore } from '../retention-record.js';
import type { RetentionStore } from '../retention.js';
import { SqliteRetentionDeletes } from './retention-deletes.js';
import { ReadSnapshot } from './read-snapshot.js';
import { WriterThread } from './writer/writer-thread.js';
import { WriterCollection } from './writer/writer-collection.js';

export type { SqlitePragmas, SqliteSynchronous } from './pragmas.js';

const MEMORY = ':memory:';
/** How soon a live stream in this process sees another process's event, at most (WORKERS=N). */
const EVENT_POLL_MS = 25;

/**
 * Where writes run. `thread`: on the writer thread, by group commit (writer/writer-thread.ts), with FULL.
 * `inline`: on the main thread, one transaction and one fsync per write, as before issue 7.
 */
export type SqliteWriter = 'thread' | 'inline';

export interface SqliteOptions extends StorageLogOptions {
  /** FULL unless a benchmark asks for NORMAL; never read from the environment. */
  synchronous?: SqliteSynchronous;
  /**
   * `thread` by default for a file, at FULL and at NORMAL alike: grouping writes saves WAL pages as
   * well as syncs (each page a group touches is written once). `inline` is what :memory: always uses
   * (a second connection would open another, empty database); a benchmark may ask for it too, to
   * show what the writer thread saves.
   */
  writer?: SqliteWriter;
  /** Tests only: holds, fails or crashes the writer thread's commits (src/storage/sqlite/writer/commit-probe.ts). */
  commitProbe?: CommitProbe;
  /** Tests only: the WAL size past which the writer thread empties it (src/storage/sqlite/wal-guard.ts). */
  walLimitBytes?: number;
}

/**
 * Opens (creating if needed) a SQLite database at a file path, or `:memory:` for a throw-away one,
 * applies pending migrations on this thread's connection, then starts the writer thread, which opens
 * its own connection to the same file. Async to match openStore().
 */
export async function openSqliteStore(location: string, options: SqliteOptions = {}): Promise<SqliteStore> {
  if (location === '') {
    throw new Error('The SQLite location is empty; give a file path or ":memory:".');
  }
  const inMemory = location === MEMORY;
  const synchronous = options.synchronous ?? 'FULL';
  const writer = options.writer ?? (inMemory ? 'inline' : 'thread');
  if (writer === 'thread' && inMemory) {
    throw new Error('A :memory: database cannot have a writer thread: its connection would open another, empty database.');
  }
  if (!inMemory) mkdirSync(dirname(location), { recursive: true });
  const db = new Database(location);
  try {
    applyPragmas(db, inMemory, synchronous);
    const started = performance.now();
    logMigrations(options.log, 'sqlite', migrate(db), performance.now() - started);
  } catch (error) {
    db.close();
    throw error;
  }
  if (writer === 'inline') return new SqliteStore(db, undefined, undefined);
  // Reads share a transaction per turn only when no write runs on this connection (read-snapshot.ts);
  // the writer client ends it before it settles any write.
  const snapshot = new ReadSnapshot(db);
  // Not awaited here: check() waits for it, and so does the server before it listens.
  const thread = new WriterThread(location, synchronous, {
    probe: options.commitProbe,
    beforeSettle: () => snapshot.end(),
    walLimitBytes: options.walLimitBytes,
    log: options.log,
    onDeath: options.onFailure,
  });
  return new SqliteStore(db, thread, snapshot);
}

/** `npm run migrate`: applies pending migrations to the file (creating it) and closes it. */
export function migrateSqliteFile(location: string): string[] {
  if (location === MEMORY) throw new Error('A :memory: database lives only as long as its process; there is nothing to migrate.');
  mkdirSync(dirname(location), { recursive: true });
  const db = new Database(location);
  try {
    applyPragmas(db, false, 'FULL');
    return migrate(db);
  } finally {
    db.close();
  }
}

/** The SQLite Store. readPragmas() and readWriterPragmas() are for tests and diagnostics, not part of Store. */
export class SqliteStore implements Store {
  readonly kind = 'sqlite';
  readonly #db: Database.Database;
  readonly #thread: WriterThread | undefined;
  readonly #snapshot: ReadSnapshot | undefined;
  readonly #collections: Map<CollectionName, CollectionStore>;
  readonly queries: NamedQueries;
  readonly identity: Identity;
  readonly references: ReferenceReads;
  readonly webhooks: WebhookStore;
  readonly events: SqlEventLog;
  readonly retention: RetentionStore;
  readonly figures: StorageFigures;
  #closing: Promise<void> | undefined;

  /** Use openSqliteStore(), which migrates before the writer thread starts. */
  constructor(db: Database.Database, thread: WriterThread | undefined, snapshot: ReadSnapshot | undefined) {
    this.#db = db;
    this.#thread = thread;
    this.#snapshot = snapshot;
    this.references = new SqlReferenceReads({
      all: async <T>(sql: string, params: readonly FieldValue[]) => {
        snapshot?.enter();
        return db.prepare(sql).all(...params) as T[];
      },
    });
    const sql = sqliteIdentitySql(db, snapshot, thread);
    // Another process's appends are found by polling the newest id: a lookup of the primary key's
    // last entry, about a microsecond, run only while a live stream listens.
    this.events = new SqlEventLog(sql, { pollMs: EVENT_POLL_MS });
    const announce = () => this.events.announce();
    this.#collections = new Map(
      COLLECTION_NAMES.map((name): [CollectionName, CollectionStore] => {
        const inline = new SqliteCollection(db, name, snapshot);
        const rows = guardReferences(name, thread === undefined ? inline : new WriterCollection(name, inline, thread), this.references);
        return [name, announceWrites(rows, announce)];
      }),
    );
    this.queries = {
      locations: new SqliteLocationQueries(db, snapshot),
      readings: new SqliteReadingQueries(db, snapshot),
      devices: new SqliteDeviceQueries(db, snapshot),
    };
    this.identity = new SqlIdentity(sql);
    this.webhooks = new SqlWebhookStore(sql);
    this.retention = new SqlRetentionStore(sql, new SqliteRetentionDeletes(db, snapshot, thread, announce));
    this.figures =
      thread === undefined
        ? { databaseFile: db.memory ? undefined : db.name }
        : {
            databaseFile: db.name,
            writerRunning: () => thread.running,
            onCommitGroup: (listener) => thread.onCommitGroup(listener),
            onCheckpoint: (listener) => thread.onCheckpoint(listener),
          };
  }

  get writer(): SqliteWriter {
    return this.#thread === undefined ? 'inline' : 'thread';
  }

  collection(name: CollectionName): CollectionStore {
    getColumns(name); // throws a sentence for a name that is not a collection
    return this.#collections.get(name)!;
  }

  /** Rejects while the writer thread is down, or when it could not start; waits for it to start. */
  async check(): Promise<void> {
    if (!this.#db.open) throw new Error('The SQLite store is closed.');
    await this.#thread?.ready();
    const failure = this.#thread?.failure;
    if (failure !== undefined) throw failure;
    this.#db.prepare('SELECT count(*) FROM schema_migrations').pluck().get();
  }

  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        // Every write asked for before close() is committed and answered first.
        await this.#thread?.close();
      } finally {
        this.#snapshot?.end();
        // The last connection to close checkpoints the WAL into the main file and removes the -wal file.
        this.#db.close();
      }
    })();
    return this.#closing;
  }

  /** This thread's connection, which every read uses. */
  readPragmas(): SqlitePragmas {
    return readPragmas(this.#db);
  }

  /** The connection that commits writes: the writer thread's, or this thread's when writes run inline. */
  async readWriterPragmas(): Promise<SqlitePragmas> {
    return this.#thread === undefined ? readPragmas(this.#db) : this.#thread.pragmas();
  }
}
