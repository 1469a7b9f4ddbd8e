import { statSync } from 'node:fs';
import type Database from 'better-sqlite3';

/** Past this size the writer thread empties the WAL itself (16 MiB: four times an automatic checkpoint's 1,000 pages). */
const WAL_LIMIT_BYTES = 16 * 1024 * 1024;

/** How long a TRUNCATE checkpoint may wait for readers: a turn of the main thread's event loop, with room. */
const WAIT_FOR_READERS_MS = 50;
/** After readers kept it busy (another process's long read, say), the next try waits this long. */
const RETRY_AFTER_MS = 1000;
/** The WAL's size is looked at no more often than this. */
const LOOK_EVERY_MS = 100;

/**
 * Keeps the WAL file from growing without bound. SQLite's automatic checkpoint copies the WAL into
 * the database every 1,000 pages, but the WAL starts over from its beginning only when a write
 * begins at a moment no reader holds a snapshot that needs it; until then it grows. The main
 * thread's reads share a snapshot per turn of its event loop (read-snapshot.ts), which leaves fewer
 * such moments under load: GETs and creates together grew the WAL to 12 MB in a minute, where it had
 * stayed at 4. So after a group commit, when the file is past the limit, the writer thread runs a
 * TRUNCATE checkpoint: it waits briefly (busy_timeout) for the readers of the moment to finish, copies
 * what is left and empties the file. If readers hold on (a backup, another process), it gives up
 * after WAIT_FOR_READERS_MS and tries again a second later: a cost bounded to 5% of the thread's time.
 */
export class WalGuard {
  readonly #db: Database.Database;
  readonly #walPath: string;
  readonly #limitBytes: number;
  #nextLook = 0;

  constructor(db: Database.Database, databasePath: string, limitBytes = WAL_LIMIT_BYTES) {
    this.#db = db;
    this.#walPath = `${databasePath}-wal`;
    this.#limitBytes = limitBytes;
  }

  /** After a COMMIT (and after its answers went out, so that none of them waits for this). */
  afterCommit(): void {
    const now = Date.now();
    if (now < this.#nextLook) return;
    this.#nextLook = now + LOOK_EVERY_MS;
    const size = statSync(this.#walPath, { throwIfNoEntry: false })?.size ?? 0;
    if (size <= this.#limitBytes) return;
    const timeout = this.#db.pragma('busy_timeout', { simple: true }) as number;
    this.#db.pragma(`busy_timeout = ${WAIT_FOR_READERS_MS}`);
    try {
      const [result] = this.#db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      if (result?.busy !== 0) this.#nextLook = now + RETRY_AFTER_MS;
    } catch {
      // The WAL still holds every commit, so nothing is lost; a disk that fails here fails the next
      // COMMIT too, which is where a write learns of it.
      this.#nextLook = now + RETRY_AFTER_MS;
    } finally {
      this.#db.pragma(`busy_timeout = ${timeout}`);
    }
  }
}
