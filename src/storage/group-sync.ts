import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Makes a file's written data durable; injectable so tests can hold or fail a sync. */
export type SyncFile = (handle: FileHandle) => Promise<void>;

// fdatasync, as SQLite itself uses on Linux: the data and the size needed to read it, not mtime.
const fsync: SyncFile = (handle) => handle.datasync();

/**
 * Group commit for a WAL database run with synchronous=NORMAL. SQLite documents FULL in WAL mode as
 * NORMAL plus one sync of the WAL file after each commit; this does that sync here instead, shared by
 * every commit that finished before it began, and on libuv's thread pool, so the event loop runs on
 * while the disk works. A write is acknowledged only when a sync that started after its commit has
 * completed: the guarantee of FULL, at one fsync per group instead of one per request.
 */
export class GroupSync {
  readonly #walPath: string;
  readonly #sync: SyncFile;
  #handle: Promise<FileHandle> | undefined;
  /** The sync under way; it covers the commits made before it started. */
  #running: Promise<void> | undefined;
  /** Commits made while a sync was under way wait for the next one, started when that ends. */
  #next: { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } | undefined;

  constructor(databasePath: string, sync: SyncFile = fsync) {
    this.#walPath = `${databasePath}-wal`;
    this.#sync = sync;
  }

  /** Resolves once everything committed before this call is on disk; rejects if that sync failed. */
  afterCommit(): Promise<void> {
    if (this.#running === undefined) return this.#start();
    if (this.#next === undefined) {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
      this.#next = { promise, resolve, reject };
    }
    return this.#next.promise;
  }

  async close(): Promise<void> {
    await this.#running?.catch(() => undefined);
    await this.#next?.promise.catch(() => undefined);
    const handle = await this.#handle?.catch(() => undefined);
    this.#handle = undefined;
    await handle?.close();
  }

  #start(): Promise<void> {
    const run = this.#syncOnce().finally(() => {
      this.#running = undefined;
      const waiting = this.#next;
      this.#next = undefined;
      if (waiting !== undefined) this.#start().then(waiting.resolve, waiting.reject);
    });
    this.#running = run;
    return run;
  }

  async #syncOnce(): Promise<void> {
    if (this.#handle === undefined) {
      const opening = openWal(this.#walPath);
      // A failed open is retried by the next sync rather than remembered.
      opening.catch(() => { if (this.#handle === opening) this.#handle = undefined; });
      this.#handle = opening;
    }
    await this.#sync(await this.#handle);
  }
}

/**
 * The WAL file exists from the first write on. Its directory entry is synced once, so that the file
 * itself survives power loss, not only its contents (fsync(2): syncing a file does not sync the
 * directory that names it).
 */
async function openWal(walPath: string): Promise<FileHandle> {
  const handle = await open(walPath, 'r');
  const directory = await open(dirname(walPath), 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
  return handle;
}
