import type { SqliteSynchronous } from '../pragmas.js';
// What crosses between the main thread and the writer thread (src/storage/sqlite/writer/worker-main.ts). Only
// plain data: messages are structured clones, so no function, class instance or Error survives the
// trip with its behaviour (an Error loses its name and `code`), hence ErrorData.

import type { RetainedCollection } from '../../retention.js';
import type { CollectionName, FieldValue, RawRow } from '../../rows.js';

/**
 * A row as a read saw it, for a compare-and-swap write: `updated_at`, `updated_by`, then every column
 * in column order (src/storage/columns.ts). The write applies only if the stored row still equals it.
 */
export type RowImage = FieldValue[];

/**
 * One request's write. `values` are checked and in column order, computed on the main thread;
 * `actor` is who writes (created_by, updated_by), null when the server is open; `trace` the request's
 * traceparent, kept with the change's event (src/storage/events.ts), or null.
 */
export type Write =
  | { op: 'insert'; collection: CollectionName; values: FieldValue[]; actor: string | null; trace: string | null }
  /** Bulk ingest: rows one after another, each in column order; all of them or none. */
  | { op: 'insert-many'; collection: CollectionName; values: FieldValue[]; actor: string | null; trace: string | null }
  | {
      op: 'insert-once';
      collection: CollectionName;
      key: string;
      fingerprint: string;
      values: FieldValue[];
      actor: string | null;
      trace: string | null;
    }
  | {
      op: 'update';
      collection: CollectionName;
      id: string;
      expected: RowImage;
      values: FieldValue[];
      actor: string | null;
      trace: string | null;
    }
  /** `expected: null` deletes whatever the row holds. */
  | { op: 'delete'; collection: CollectionName; id: string; expected: RowImage | null; actor: string | null; trace: string | null }
  /** One statement of src/storage/identity.ts (sessions, failed sign-ins, keys' last use), `?` placeholders. */
  | { op: 'statement'; sql: string; params: FieldValue[] }
  /** Statements that take effect together or not at all (a webhook and its types); resolves to each one's changes. */
  | { op: 'statements'; statements: { sql: string; params: FieldValue[] }[] }
  /** One batch of retention (issue 21): at most `limit` rows matching `where`, each with its deleted event. */
  | { op: 'delete-matching'; collection: RetainedCollection; where: RetentionWhere; limit: number; actor: string | null };

/** A retention filter as SQL over the collection aliased `t`, with named parameters (retention-sql.ts builds it). */
export interface RetentionWhere {
  where: string;
  params: Record<string, string | number>;
}

export type InsertOnceOutcome =
  | { kind: 'created'; row: RawRow }
  /** The first request's row, as it was created (its JSON snapshot). */
  | { kind: 'replayed'; snapshot: string }
  | { kind: 'conflict' };

export interface WriteResults {
  insert: RawRow;
  /** The new rows' ids, in the order given. */
  'insert-many': string[];
  'insert-once': InsertOnceOutcome;
  /** null: the row is gone or no longer as read, so nothing was written. */
  update: RawRow | null;
  delete: RawRow | null;
  /** The number of rows the statement changed. */
  statement: number;
  /** The number each statement changed. */
  statements: number[];
  /** How many rows the batch removed. */
  'delete-matching': number;
}

export type ResultOf<W extends Write> = WriteResults[W['op']];

export interface QueuedWrite {
  seq: number;
  write: Write;
}

export interface ErrorData {
  name: string;
  message: string;
  code?: string;
}

export type Settled = { seq: number; ok: true; value: unknown } | { seq: number; ok: false; error: ErrorData };

export type ToWriter =
  /** Every write the main thread queued in one turn of its event loop. */
  | { type: 'writes'; writes: QueuedWrite[] }
  /** The writer connection's pragmas, settled like a write but outside any transaction. */
  | { type: 'pragmas'; seq: number }
  /** Commit what is queued, close the connection and end the thread. */
  | { type: 'close' };

export type FromWriter =
  | { type: 'ready' }
  /**
   * One message per group, sent after its COMMIT returned (or failed). `commitMs`: its COMMIT alone
   * (the WAL's fsync, under FULL); `groupMs`: BEGIN to COMMIT; both 0 when it failed.
   */
  | { type: 'settled'; results: Settled[]; commitMs?: number; groupMs?: number }
  /** A checkpoint the thread ran after a group's answers (checkpoint-after-answers.ts), in ms. */
  | { type: 'checkpointed'; ms: number }
  | { type: 'closed' };

export interface WriterData {
  location: string;
  /** FULL always, but for a benchmark that compares with NORMAL (SqliteOptions.synchronous). */
  synchronous: SqliteSynchronous;
  /** A CommitProbe's shared memory, from tests only (src/storage/sqlite/writer/commit-probe.ts). */
  probe: SharedArrayBuffer | undefined;
  /** The WAL size past which the thread empties it (wal-guard.ts); smaller in tests. */
  walLimitBytes: number | undefined;
  /**
   * Started before the migrations ran (writer-prestart.ts): the thread loads its modules, then waits
   * until the main thread sets the first Int32 of this memory to 1, before it opens the database.
   * Shared memory rather than a message, so that the writes the main thread posts meanwhile wait in
   * the port for the thread's listener, as they do for a thread started late.
   */
  held?: SharedArrayBuffer;
}

export function toErrorData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}) };
}
