import type Database from 'better-sqlite3';
import { WalIndex } from '../wal-index.js';

/** SQLite's own threshold (wal_autocheckpoint's default): frames not yet copied into the database. */
const DUE_FRAMES = 1000;

/**
 * The WAL's checkpoints, moved from inside COMMIT to after the group's answers went out. SQLite's
 * automatic checkpoint runs in the COMMIT that passes 1,000 frames, so the writes of that group waited
 * for it: a 1,000-row batch writes some 2,000 frames, and its answer waited for them to be copied into
 * the database and the database synced, about half of its COMMIT (bench/README.md, "Issue 22,
 * seventh round"). Durability does not need the checkpoint: under synchronous=FULL the COMMIT synced
 * the WAL, and the WAL is what recovery replays. So the writer connection turns the automatic one off
 * and runs the same PASSIVE checkpoint, at the same threshold, once the answers are posted, while the
 * main thread sends them and reads the next request.
 *
 * PASSIVE never waits: for a reader whose snapshot still needs old frames (it copies what it may), or
 * for another process's checkpoint (it fails, and the next group tries again). A WAL that readers
 * keep from starting over is WalGuard's (wal-guard.ts).
 */
export class CheckpointAfterAnswers {
  readonly #db: Database.Database;
  readonly #index: WalIndex;

  /** undefined when the WAL index cannot be read: the connection then keeps SQLite's automatic checkpoint. */
  static start(db: Database.Database, databasePath: string): CheckpointAfterAnswers | undefined {
    const index = new WalIndex(databasePath);
    if (index.pendingFrames() === undefined) {
      index.close();
      return undefined;
    }
    db.pragma('wal_autocheckpoint = 0');
    return new CheckpointAfterAnswers(db, index);
  }

  private constructor(db: Database.Database, index: WalIndex) {
    this.#db = db;
    this.#index = index;
  }

  /** After a group's answers were posted; the checkpoint's time in ms when one ran, else undefined. */
  afterAnswers(): number | undefined {
    const pending = this.#index.pendingFrames();
    if (pending === undefined || pending < DUE_FRAMES) return undefined;
    const started = performance.now();
    try {
      this.#db.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // Another connection's checkpoint, or a disk that fails: the WAL still holds every commit, and
      // a failing disk fails the next COMMIT too, which is where a write learns of it.
      return undefined;
    }
    return performance.now() - started;
  }

  close(): void {
    this.#index.close();
  }
}
