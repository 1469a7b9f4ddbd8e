import type Database from 'better-sqlite3';
import { setTimeout as sleep } from 'node:timers/promises';

// Cells of the shared Int32Array.
const HELD = 0;
const FAIL_NEXT = 1;
const CRASH_NEXT = 2;
const WAITING = 3;
const TRANSACTIONS = 4;
const WRITES = 5;
const SENT = 6;
const CELLS = 7;

/** Exit code of a writer thread crashed on purpose, so a test can tell it from a real crash. */
export const PROBE_CRASH_EXIT_CODE = 70;

/**
 * A test instrument for the writer thread's group commits. It lives in memory both threads share (a
 * SharedArrayBuffer passed in workerData), so a test can hold, fail or crash the next COMMIT while the
 * writer runs, and count transactions against writes. Only tests make one (startServer's and
 * openStore's `commitProbe`); a server started from the environment never runs this code.
 */
export class CommitProbe {
  readonly buffer: SharedArrayBuffer;
  readonly #cells: Int32Array;

  constructor(buffer: SharedArrayBuffer = new SharedArrayBuffer(CELLS * Int32Array.BYTES_PER_ELEMENT)) {
    this.buffer = buffer;
    this.#cells = new Int32Array(buffer);
  }

  /** From now on each group waits before its COMMIT until release(); the writer thread blocks. */
  hold(): void {
    Atomics.store(this.#cells, HELD, 1);
  }

  release(): void {
    Atomics.store(this.#cells, HELD, 0);
    Atomics.notify(this.#cells, HELD);
  }

  /** The next group to reach COMMIT fails there, with SQLite's own error from its own COMMIT. */
  failNextCommit(): void {
    Atomics.store(this.#cells, FAIL_NEXT, 1);
  }

  /** The next group to reach COMMIT ends the writer thread instead (exit code PROBE_CRASH_EXIT_CODE). */
  crashNextCommit(): void {
    Atomics.store(this.#cells, CRASH_NEXT, 1);
  }

  /** Groups that reached COMMIT: each is one transaction. */
  get transactions(): number {
    return Atomics.load(this.#cells, TRANSACTIONS);
  }

  /** Writes in those groups. */
  get writes(): number {
    return Atomics.load(this.#cells, WRITES);
  }

  /** Writes the main thread has posted to the writer thread. */
  get sent(): number {
    return Atomics.load(this.#cells, SENT);
  }

  /** Whether a group is waiting before its COMMIT. */
  get waiting(): boolean {
    return Atomics.load(this.#cells, WAITING) === 1;
  }

  /** Polls until `condition` holds; rejects naming `what` after `timeoutMs`. */
  async until(condition: (probe: CommitProbe) => boolean, what: string, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition(this)) {
      if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}: ${this.#describe()}`);
      await sleep(2);
    }
  }

  /** Main thread: `count` writes were posted. */
  countSent(count: number): void {
    Atomics.add(this.#cells, SENT, count);
  }

  /** Writer thread, inside the group's transaction just before COMMIT. */
  beforeCommit(db: Database.Database, writes: number): void {
    // Decided as the group arrives, so a test may arm the next commit while one is held.
    const fail = Atomics.exchange(this.#cells, FAIL_NEXT, 0) === 1;
    const crash = Atomics.exchange(this.#cells, CRASH_NEXT, 0) === 1;
    Atomics.add(this.#cells, TRANSACTIONS, 1);
    Atomics.add(this.#cells, WRITES, writes);
    if (Atomics.load(this.#cells, HELD) === 1) {
      Atomics.store(this.#cells, WAITING, 1);
      try {
        while (Atomics.load(this.#cells, HELD) === 1) {
          // Bounded, so a test that forgets to release fails instead of hanging the suite.
          if (Atomics.wait(this.#cells, HELD, 1, 30_000) === 'timed-out')
            throw new Error('CommitProbe held a commit for 30 s without release()');
        }
      } finally {
        Atomics.store(this.#cells, WAITING, 0);
      }
    }
    if (crash) process.exit(PROBE_CRASH_EXIT_CODE);
    if (fail) {
      // A deferred foreign key is checked at COMMIT, so what fails is SQLite's own COMMIT statement,
      // as it would on a full disk or an I/O error. Temporary tables leave the database file alone.
      db.exec(`CREATE TEMP TABLE IF NOT EXISTS probe_parent (id INTEGER PRIMARY KEY);
        CREATE TEMP TABLE IF NOT EXISTS probe_child (parent INTEGER REFERENCES probe_parent (id) DEFERRABLE INITIALLY DEFERRED);
        INSERT INTO temp.probe_child (parent) VALUES (1);`);
    }
  }

  #describe(): string {
    return `transactions ${this.transactions}, writes ${this.writes}, sent ${this.sent}, waiting ${this.waiting}`;
  }
}
