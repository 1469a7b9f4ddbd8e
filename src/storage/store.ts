// The storage interface. Everything above src/storage talks to this file only, so a PostgreSQL
// implementation can follow behind the same shapes; that is why writes and queries return a Promise
// even though better-sqlite3 answers synchronously. The one exception is the read by id: it answers
// with the row itself where the engine can read on the calling thread (SQLite), and with a promise
// where it cannot, so the read lane sends GET by id in the request's own turn when it may.

import type { NamedQueries } from './queries.js';
import type { CollectionName, FieldValue, IdempotentInsert, Page, RowValues, StoredRow, ValuesPage } from './rows.js';

export type { CollectionName, FieldValue, IdempotentInsert, Page, RawRow, RowValues, StoredRow, ValuesPage } from './rows.js';

/** How long an Idempotency-Key is remembered: a day covers any sensible client retry. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export interface CollectionStore {
  /** Fields left out (or `undefined`) are stored as null. */
  insert(fields: Record<string, FieldValue>): Promise<StoredRow>;
  /**
   * Inserts every row or none, in one transaction, and resolves once they are durable, to their new
   * ids in the order given (bulk ingest, issue 7). Fields left out are stored as null, as in insert().
   */
  insertMany(rows: readonly Record<string, FieldValue>[]): Promise<string[]>;
  /**
   * Insert unless `key` was used before for this collection: then the first insert's row as it was
   * created is `replayed` when `fingerprint` (of the request) is the same, and a `conflict` when not.
   * Keys are remembered for IDEMPOTENCY_KEY_TTL_MS.
   */
  insertOnce(key: string, fingerprint: string, fields: Record<string, FieldValue>): Promise<IdempotentInsert>;
  get(id: string): Promise<StoredRow | undefined>;
  /**
   * The same row as get(), as RowValues (what a read that only answers needs): at once where the
   * engine reads on the calling thread (SQLite), else as a promise.
   */
  getValues(id: string): RowValues | undefined | Promise<RowValues | undefined>;
  /** Newest first (by id desc). Rejects with CursorError when `cursor` is not one of this list's. */
  list(options: { limit: number; cursor?: string | undefined }): Promise<Page>;
  /** The same page as list(), as RowValues. */
  listValues(options: { limit: number; cursor?: string | undefined }): Promise<ValuesPage>;
  /**
   * Atomic read-modify-write: `change` receives the current row and returns the fields to set (a
   * partial record, merged over the current fields); if it throws, nothing is written and the error
   * propagates. Resolves to undefined, without calling `change`, when the id does not exist.
   *
   * @example await store.collection('locations').update(id, () => ({ altitude: 61 }));
   */
  update(id: string, change: (current: StoredRow) => Record<string, FieldValue>): Promise<StoredRow | undefined>;
  /**
   * Resolves to the deleted row, or undefined when the id does not exist. `check` sees the current
   * row first, atomically with the delete; if it throws, nothing is deleted and the error propagates.
   */
  delete(id: string, check?: (current: StoredRow) => void): Promise<StoredRow | undefined>;
  count(): Promise<number>;
}

export interface Store {
  readonly kind: string;
  collection(name: CollectionName): CollectionStore;
  /** Search, latest, nearby, history and summary (the named routes of issue 3). */
  readonly queries: NamedQueries;
  /** Rejects when storage is unusable (for /healthz). */
  check(): Promise<void>;
  /**
   * Where an engine that serves many machines keeps rate-limit counters (PostgreSQL); absent where
   * one machine's processes count among themselves (SQLite: src/workers.ts).
   */
  readonly requestCounts?: RequestCounts;
  /** Safe to call more than once. */
  close(): Promise<void>;
}

export type CursorErrorReason = 'malformed' | 'foreign';

/** A client sent a cursor this list did not issue: a client mistake, not a programmer error. */
export class CursorError extends Error {
  override readonly name = 'CursorError';
  readonly reason: CursorErrorReason;

  constructor(reason: CursorErrorReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

/**
 * The database cannot be reached or does not answer in time (it restarts, the network is cut, its
 * connections are all busy): the request may succeed when retried, so it is a 503, not a 500.
 * Whether a write that met it was committed is unknown; an Idempotency-Key makes the retry safe.
 */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
}

/** Requests of one client in one rate-limit window, added together (src/http/guards/rate-limit.ts). */
export interface RequestHits {
  client: string;
  /** Milliseconds since the epoch at which the window began; windows are aligned to the clock. */
  windowStart: number;
  hits: number;
}

/**
 * Rate-limit counters shared by every process that serves the same data, so that a client sees one
 * limit whichever process or machine answers (INTERFACE.md §7).
 */
export interface RequestCounts {
  /** Adds each entry's hits to its window; resolves to each window's total after the addition, in order. */
  add(entries: readonly RequestHits[]): Promise<number[]>;
}
