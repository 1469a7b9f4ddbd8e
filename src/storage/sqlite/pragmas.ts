import type Database from 'better-sqlite3';

/**
 * How each commit reaches the disk. FULL (the default, and what every server runs) syncs the WAL on
 * every commit, so an acknowledged write survives power loss. NORMAL syncs only at checkpoints and
 * may lose the last commits on power loss; it exists for benchmarks that compare against it (issue
 * 7) and is never read from the environment.
 */
export type SqliteSynchronous = 'FULL' | 'NORMAL';

export interface SqlitePragmas {
  journal_mode: string;
  synchronous: number;
  foreign_keys: number;
  busy_timeout: number;
  /** Frames after which a COMMIT checkpoints; 0 on the writer thread's connection, which checkpoints after answering (checkpoint-after-answers.ts). */
  wal_autocheckpoint: number;
}

/**
 * Set on every open, by every connection: the main thread's and the writer thread's. Only
 * journal_mode is stored in the file; the others belong to the connection.
 */
export function applyPragmas(db: Database.Database, inMemory: boolean, synchronous: SqliteSynchronous): void {
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

export function readPragmas(db: Database.Database): SqlitePragmas {
  const read = (name: string): unknown => db.pragma(name, { simple: true });
  return {
    journal_mode: read('journal_mode') as string,
    synchronous: read('synchronous') as number,
    foreign_keys: read('foreign_keys') as number,
    busy_timeout: read('busy_timeout') as number,
    wal_autocheckpoint: read('wal_autocheckpoint') as number,
  };
}
