import type Database from 'better-sqlite3';
import { toErrorData } from './messages.js';
import type { ErrorData } from './messages.js';

export type Outcome = { ok: true; value: unknown } | { ok: false; error: ErrorData };

/** Runs just before COMMIT, inside the transaction; tests hold or fail commits here (commit-probe.ts). */
export type BeforeCommit = (db: Database.Database, writes: number) => void;

/**
 * Group commit: the writes of a group run in one IMMEDIATE transaction and are made durable by one
 * COMMIT, which under synchronous=FULL is one sync of the WAL for the whole group instead of one per
 * write. A write's own failure (a constraint, a bug) undoes only its changes and is reported to it
 * alone. A failed BEGIN or COMMIT fails every write of the group: none of them was committed.
 *
 * Writes first run without a SAVEPOINT each: inside one, SQLite copies every page a write touches
 * into a sub-journal before changing it, in case the savepoint is rolled back, and that copy cost a
 * 1,000-row batch about a tenth of its time (bench/README.md, "Issue 22, fifth round"). A write
 * seldom fails once the main thread has checked it, so only when one does is the transaction rolled
 * back and the group run again with a SAVEPOINT for each write (#runIsolated). The writes undone
 * had answered nobody yet, and every write is a function of the database alone, so running it again
 * is the same write (its ids and timestamps are made anew, after the ones it had made).
 */
export class GroupCommit {
  readonly #db: Database.Database;
  readonly #begin: Database.Statement;
  readonly #commit: Database.Statement;
  readonly #rollback: Database.Statement;
  readonly #inSavepoint: (run: () => unknown) => unknown;
  readonly #beforeCommit: BeforeCommit | undefined;
  /** The last group's COMMIT alone, and BEGIN to COMMIT, in ms: for /metrics (the fsync's share). */
  lastCommitMs = 0;
  lastGroupMs = 0;

  constructor(db: Database.Database, beforeCommit?: BeforeCommit) {
    this.#db = db;
    // IMMEDIATE takes the write lock at BEGIN, so a write inside cannot meet SQLITE_BUSY_SNAPSHOT.
    this.#begin = db.prepare('BEGIN IMMEDIATE');
    this.#commit = db.prepare('COMMIT');
    this.#rollback = db.prepare('ROLLBACK');
    // better-sqlite3 runs a transaction function inside an open transaction as SAVEPOINT … RELEASE,
    // and when it throws, as ROLLBACK TO … RELEASE.
    this.#inSavepoint = db.transaction((run: () => unknown) => run());
    this.#beforeCommit = beforeCommit;
  }

  /** One outcome per item, in order, once COMMIT has returned. */
  run<T>(items: readonly T[], apply: (item: T) => unknown): Outcome[] {
    const began = performance.now();
    this.lastCommitMs = 0;
    this.lastGroupMs = 0;
    const begun = this.#tryBegin(items.length);
    if (begun !== undefined) return begun;
    const outcomes: Outcome[] = [];
    for (const item of items) {
      try {
        outcomes.push({ ok: true, value: apply(item) });
      } catch (error) {
        // An I/O error, a full disk or SQLITE_BUSY roll back the whole transaction, not one
        // statement: the writes before this one are undone too.
        if (!this.#db.inTransaction) return failAll(items.length, 'a write', error);
        this.#rollback.run();
        const again = this.#tryBegin(items.length);
        return again ?? this.#commitGroup(this.#runIsolated(items, apply), began);
      }
    }
    return this.#commitGroup(outcomes, began);
  }

  /** Every write in a SAVEPOINT of its own, inside the open transaction. */
  #runIsolated<T>(items: readonly T[], apply: (item: T) => unknown): Outcome[] {
    const outcomes: Outcome[] = [];
    for (const item of items) {
      try {
        outcomes.push({ ok: true, value: this.#inSavepoint(() => apply(item)) });
      } catch (error) {
        if (!this.#db.inTransaction) return failAll(items.length, 'a write', error);
        outcomes.push({ ok: false, error: toErrorData(error) });
      }
    }
    return outcomes;
  }

  /** undefined once the transaction is open; else the group's failure. */
  #tryBegin(count: number): Outcome[] | undefined {
    try {
      this.#begin.run();
      return undefined;
    } catch (error) {
      return failAll(count, 'BEGIN', error);
    }
  }

  /** COMMITs the outcomes' transaction; a failed write group (no transaction left) passes through. */
  #commitGroup(outcomes: Outcome[], began: number): Outcome[] {
    if (!this.#db.inTransaction) return outcomes;
    try {
      this.#beforeCommit?.(this.#db, outcomes.length);
      const committing = performance.now();
      this.#commit.run();
      const committed = performance.now();
      this.lastCommitMs = committed - committing;
      this.lastGroupMs = committed - began;
    } catch (error) {
      // A COMMIT refused for a deferred constraint or SQLITE_BUSY leaves the transaction open.
      if (this.#db.inTransaction) this.#rollback.run();
      return failAll(outcomes.length, 'COMMIT', error);
    }
    return outcomes;
  }
}

function failAll(count: number, step: string, error: unknown): Outcome[] {
  const cause = toErrorData(error);
  const failure: ErrorData = {
    ...cause,
    message: `The group commit of ${count} ${count === 1 ? 'write' : 'writes'} failed at ${step}, so none of them is acknowledged: ${cause.message}`,
  };
  return Array.from({ length: count }, () => ({ ok: false, error: failure }));
}
