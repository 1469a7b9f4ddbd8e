import type Database from 'better-sqlite3';

/**
 * One read transaction for all the reads of an event-loop turn on the main thread's connection.
 *
 * Why: in autocommit mode SQLite opens and closes a read transaction around every statement, which
 * on a file in WAL mode is two fcntl() locks and a stat() of the file (strace of a GET by id): about
 * 3 µs of a 5 µs primary-key read. Under load one turn of the event loop handles dozens of requests
 * (about 38 per epoll wake-up at 50 connections), so they share one.
 *
 * Why it is safe: the first read of a turn begins the transaction and a setImmediate ends it after
 * the turn's I/O callbacks, so no snapshot outlives the turn it started in by more than one more.
 * Every write runs on the writer thread and is acknowledged only here, by its 'settled' message, and
 * the writer client ends the snapshot before it settles any write (`end()`): a read that runs after a
 * write was acknowledged, in any order, begins a new snapshot that holds it. A read in the same turn
 * before the message sees the state before it, as it would have a moment earlier: no client has been
 * told of that write yet. Only for stores whose writes all go to the writer thread: a write on this
 * connection would become part of the read transaction and commit late.
 */
export class ReadSnapshot {
  readonly #db: Database.Database;
  readonly #begin: Database.Statement;
  readonly #commit: Database.Statement;
  readonly #endLater = (): void => this.end();
  #open = false;

  constructor(db: Database.Database) {
    this.#db = db;
    this.#begin = db.prepare('BEGIN');
    this.#commit = db.prepare('COMMIT');
  }

  /** Whether a snapshot is open (tests). */
  get open(): boolean {
    return this.#open;
  }

  /** Before a read: begins the turn's read transaction unless one is open (ours, or anyone's). */
  enter(): void {
    if (this.#open || this.#db.inTransaction) return;
    // Deferred: the read lock and the WAL snapshot are taken by the first read that follows.
    this.#begin.run();
    this.#open = true;
    setImmediate(this.#endLater);
  }

  /** Ends the snapshot, so that the next read sees every commit so far. */
  end(): void {
    if (!this.#open) return;
    this.#open = false;
    if (!this.#db.open || !this.#db.inTransaction) return;
    try {
      this.#commit.run();
    } catch {
      // A read-only transaction has nothing to commit; whatever stopped COMMIT, do not leave it open.
      if (this.#db.inTransaction) this.#db.exec('ROLLBACK');
    }
  }
}
