// The storage interface. Everything above src/storage talks to this file only, so a PostgreSQL
// implementation can follow behind the same shapes; that is why writes and queries return a Promise
// even though better-sqlite3 answers synchronously. The one exception is the read by id: it answers
// with the row itself where the engine can read on the calling thread (SQLite), and with a promise
// where it cannot, so the read lane sends GET by id in the request's own turn when it may.

import type { ApiKeyListing } from './api-keys.js';
import type { NamedQueries } from './queries.js';
import type { RetentionStore } from './retention.js';
import type { CollectionName, FieldValue, IdempotentInsert, Page, RowValues, StoredRow, ValuesPage } from './rows.js';

export type { CollectionName, FieldValue, IdempotentInsert, Page, RawRow, RowValues, StoredRow, ValuesPage } from './rows.js';

/** How long an Idempotency-Key is remembered: a day covers any sensible client retry. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Every write that creates or changes a row takes its `actor`: the name of the key or person who
 * writes, stored as created_by (creates) and updated_by (creates and updates); null, the default,
 * when the server is open (INTERFACE.md §8). The store sets them as it sets the timestamps; they are
 * never among `fields`. Each may take the request's `traceparent` too (W3C Trace Context), stored
 * with the change's event only, for its webhook deliveries; null by default.
 */
export interface CollectionStore {
  /** Fields left out (or `undefined`) are stored as null. */
  insert(fields: Record<string, FieldValue>, actor?: string | null, traceparent?: string | null): Promise<StoredRow>;
  /**
   * Inserts every row or none, in one transaction, and resolves once they are durable, to their new
   * ids in the order given (bulk ingest, issue 7). Fields left out are stored as null, as in insert().
   */
  insertMany(rows: readonly Record<string, FieldValue>[], actor?: string | null, traceparent?: string | null): Promise<string[]>;
  /**
   * Insert unless `key` was used before for this collection: then the first insert's row as it was
   * created is `replayed` when `fingerprint` (of the request) is the same, and a `conflict` when not.
   * Keys are remembered for IDEMPOTENCY_KEY_TTL_MS.
   */
  insertOnce(
    key: string,
    fingerprint: string,
    fields: Record<string, FieldValue>,
    actor?: string | null,
    traceparent?: string | null,
  ): Promise<IdempotentInsert>;
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
   * propagates. Resolves to undefined, without calling `change`, when the id does not exist. Sets
   * updated_at and updated_by (to `actor`); created_by stays as it was.
   *
   * @example await store.collection('locations').update(id, () => ({ altitude: 61 }), 'field-laptop');
   */
  update(
    id: string,
    change: (current: StoredRow) => Record<string, FieldValue>,
    actor?: string | null,
    traceparent?: string | null,
  ): Promise<StoredRow | undefined>;
  /**
   * Creates and updates reject with MissingReferenceError when a column that references another
   * collection names no row there; deletes with ReferencedRowError while rows still name this one.
   *
   * Resolves to the deleted row, or undefined when the id does not exist. `check` sees the current
   * row first, atomically with the delete; if it throws, nothing is deleted and the error propagates.
   */
  delete(
    id: string,
    check?: (current: StoredRow) => void,
    actor?: string | null,
    traceparent?: string | null,
  ): Promise<StoredRow | undefined>;
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
  /** Keys, people and sessions, as requests check them (INTERFACE.md §8). */
  readonly identity: Identity;
  /** Which ids exist, and who names a row: for batches and for the answers to refused writes. */
  readonly references: ReferenceReads;
  /** The change log: one event per committed create, update and delete (issue 19). */
  readonly events: EventLog;
  /** Webhooks and their deliveries (issue 19). */
  readonly webhooks: WebhookStore;
  /** Removing old field data in batches, and the record of each run (issue 21, retention.ts). */
  readonly retention: RetentionStore;
  /** What /metrics reads of the engine (src/metrics/storage-metrics.ts): each engine gives what it has. */
  readonly figures?: StorageFigures;
  /** Safe to call more than once. */
  close(): Promise<void>;
}

/** One group commit of the SQLite writer thread, as the thread reports it with the group's answer. */
export interface CommitGroupFigures {
  /** Writes in the group (each a request's, or a bulk ingest's rows as one). */
  writes: number;
  /** The COMMIT alone: under synchronous=FULL, mostly the fsync of the WAL. */
  commitSeconds: number;
  /** BEGIN to COMMIT returned: the group's whole time on the writer thread. */
  groupSeconds: number;
}

/** A PostgreSQL pool as pg counts it. */
export interface PoolFigures {
  /** `primary`, or `replica` for DATABASE_READ_URL's pool. */
  pool: string;
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** Engine figures for /metrics; read at scrape time, except commit groups, which are pushed. */
export interface StorageFigures {
  /** SQLite: the file whose -wal file /metrics measures; undefined for :memory:. */
  readonly databaseFile?: string | undefined;
  /** SQLite with a writer thread: whether it runs (false once it died or the store closed). */
  writerRunning?(): boolean;
  /** SQLite with a writer thread: `listener` hears of every group commit; returns the unsubscribe. */
  onCommitGroup?(listener: (group: CommitGroupFigures) => void): () => void;
  /** SQLite with a writer thread: `listener` hears the seconds of every WAL checkpoint it runs after answering. */
  onCheckpoint?(listener: (seconds: number) => void): () => void;
  /** PostgreSQL: each pool's connections. */
  pools?(): PoolFigures[];
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

/** A column that names a row of another collection (columns.ts, `references`), with the id it named. */
export interface NamedReference {
  /** The field that names it, such as `device`. */
  field: string;
  /** The collection the id must be in. */
  collection: CollectionName;
  id: string;
}

/**
 * A create or update named a row that does not exist (or stopped existing while the write was under
 * way): the database refused it, so nothing was written. `references` are the values the write held
 * for columns that reference another collection; one of them names no row.
 */
export class MissingReferenceError extends Error {
  override readonly name = 'MissingReferenceError';
  readonly references: readonly NamedReference[];

  constructor(references: readonly NamedReference[]) {
    super(`No row exists for ${references.map((r) => `${r.field} ${r.id} (${r.collection})`).join(' or ')}; nothing was written.`);
    this.references = references;
  }
}

/** How many rows of a collection name a row in one of their columns. */
export interface Referrers {
  collection: CollectionName;
  field: string;
  count: number;
}

// The change log (issue 19): what the writes append and GET /events reads (event-log.ts reads it).

/** One committed change, as the log keeps it. */
export interface ChangeEvent {
  id: number;
  /** `location.created`, `reading.updated`, `device.deleted`. */
  type: string;
  collection: CollectionName;
  resource_id: string;
  /** Who made the change: the key's or person's name; null when the server was open. */
  actor: string | null;
  /** When the change was committed, RFC 3339 in UTC with milliseconds. */
  occurred_at: string;
  /** The resource after the change; before it, for a delete. */
  data: Record<string, unknown>;
}

export interface EventQuery {
  /** Only events with a larger id; 0 for the start of the log. */
  after: number;
  /** An exact type (`reading.updated`), a collection's (`reading.*`), or every type (`*`, or none). */
  type?: string | undefined;
  collection?: CollectionName | undefined;
  limit: number;
  /** Only events up to this id, when given: a reader that must stop where another began. */
  through?: number | undefined;
}

/** Where the log stands. */
export interface EventLogBounds {
  /** The largest id committed so far (or pruned through); 0 before the first event. */
  newest: number;
  /** Every event up to this id may have been removed by retention; 0 while none was. */
  prunedThrough: number;
}

/** An event as the log stores it: `data` the resource's JSON text exactly as it was written. */
export type StoredEvent = Omit<ChangeEvent, 'data'> & { data: string };

export interface EventLog {
  /** The matching events after `after`, oldest first. */
  list(query: EventQuery): Promise<ChangeEvent[]>;
  /** The same events with their data as stored, for a reader that only passes it on (the live stream). */
  listText(query: EventQuery): Promise<StoredEvent[]>;
  bounds(): Promise<EventLogBounds>;
  /** Removes at most `batch` of the events that occurred before `before`, oldest first; resolves to how many. */
  prune(before: Date, batch: number): Promise<number>;
  /**
   * Calls `listener` soon after events may have been appended, by this process or any other (the
   * live stream's wake-up): at once for this process's writes, within tens of milliseconds for
   * another's. A call may find nothing new; the log, read with list(), is the truth. Returns the
   * function that stops the calls.
   */
  watch(listener: () => void): () => void;
}

/** A delete refused because rows of other collections still name the row: nothing was deleted. */
export class ReferencedRowError extends Error {
  override readonly name = 'ReferencedRowError';
  readonly collection: CollectionName;
  readonly id: string;
  /** Only the collections with at least one such row. */
  readonly referrers: readonly Referrers[];

  constructor(collection: CollectionName, id: string, referrers: readonly Referrers[]) {
    super(
      `${collection} ${id} is still named by ${referrers.map((r) => `${r.count} of ${r.collection}`).join(' and ')}; nothing was deleted.`,
    );
    this.collection = collection;
    this.id = id;
    this.referrers = referrers;
  }
}

/** Reads about references between collections, for answers that explain a refusal (references.ts). */
export interface ReferenceReads {
  /** The ids among `ids` that no row of `collection` has. */
  missing(collection: CollectionName, ids: readonly string[]): Promise<string[]>;
  /** The rows of every collection that name row `id` of `collection`, per referencing column. */
  referrers(collection: CollectionName, id: string): Promise<Referrers[]>;
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

/** An API key as a request's check sees it (src/storage/api-keys.ts makes them). */
export interface KeyRecord {
  name: string;
  scope: 'read' | 'write' | 'admin';
  /** The key's SHA-256, as stored, for a constant-time comparison. */
  hash: string;
  revoked: boolean;
}

/** A person who may sign in (src/storage/users.ts adds them). */
export interface UserRecord {
  name: string;
  role: 'viewer' | 'editor' | 'admin';
  /** `scrypt$…` (src/storage/passwords.ts). */
  passwordHash: string;
}

/** A signed-in session and its person, as a request's check sees it. */
export interface SessionRecord {
  userName: string;
  role: 'viewer' | 'editor' | 'admin';
  /** Milliseconds since the epoch. */
  createdAt: number;
  lastSeenAt: number;
}

/**
 * The credentials every process checks against the same database, so that a key revoked or a
 * person removed anywhere stops working everywhere (INTERFACE.md §8). Ids and keys are passed as
 * their SHA-256 (hex): the database never holds a secret.
 */
export interface Identity {
  /** The key whose hash this is, revoked or not. */
  findKey(hash: string): Promise<KeyRecord | undefined>;
  /** Sets last_used_at of these keys (the caller writes each at most once a minute). */
  touchKeys(hashes: readonly string[], at: Date): Promise<void>;
  /** Every key, live ones first (for admins, over HTTP): never a secret or a hash. */
  listKeys(): Promise<ApiKeyListing[]>;
  /**
   * Makes a key of a name and scope already checked; resolves to its secret (stored nowhere) and
   * its listing, or undefined when a live key has that name.
   */
  createKey(name: string, scope: KeyRecord['scope']): Promise<{ secret: string; listing: ApiKeyListing } | undefined>;
  /** Revokes the live key of that name; resolves to its listing, or undefined when no live key has it. */
  revokeKey(name: string): Promise<ApiKeyListing | undefined>;
  /** True once any key (revoked ones too) or any person exists: the server is then closed to the anonymous. */
  hasCredentials(): Promise<boolean>;
  findUser(name: string): Promise<UserRecord | undefined>;
  /** The session and its person; undefined when the session or the person is gone. */
  findSession(idHash: string): Promise<SessionRecord | undefined>;
  createSession(idHash: string, userName: string, at: Date): Promise<void>;
  /** Sets last_seen_at (the caller writes each at most once a minute). */
  touchSession(idHash: string, at: Date): Promise<void>;
  deleteSession(idHash: string): Promise<void>;
  /** Records one failed sign-in against each subject (`name:…`, `address:…`). */
  recordSignInFailure(subjects: readonly string[], at: Date): Promise<void>;
  /** The failures of each subject since `since`, oldest first, as milliseconds since the epoch, in the order asked. */
  signInFailures(subjects: readonly string[], since: Date): Promise<number[][]>;
  /** Forgets a subject's failures (after a successful sign-in for that name). */
  clearSignInFailures(subject: string): Promise<void>;
}

// Webhooks (issue 19): subscriptions to the change log, and their deliveries (webhooks.ts).

/** A subscription, as an admin sees it: never its secret. */
export interface Webhook {
  id: string;
  url: string;
  /** Type patterns, as GET /events's `type` takes them: `reading.created`, `reading.*`, `*`. */
  types: string[];
  description: string | null;
  paused: boolean;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  /** Deliveries waiting (or being retried), given up, and made. */
  pending: number;
  failed: number;
  delivered: number;
}

export interface WebhookAttempt {
  attempt: number;
  at: string;
  /** The receiver's status, or null when none came (a timeout, a refused connection). */
  status: number | null;
  error: string | null;
  duration_ms: number;
}

/** One event for one webhook: tried until delivered, or for 24 hours. */
export interface WebhookDelivery {
  /** The webhook-id header of every attempt. */
  id: string;
  event_id: number;
  event_type: string;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /** When the next attempt is due; null unless pending. */
  next_attempt_at: string | null;
  first_attempt_at: string | null;
  last_attempt_at: string | null;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  attempt_log: WebhookAttempt[];
}

/** The oldest pending delivery of a webhook, with what an attempt needs. */
export interface DueDelivery {
  webhookId: string;
  eventId: number;
  messageId: string;
  url: string;
  secret: string;
  paused: boolean;
  attempts: number;
  firstAttemptAt: string | null;
  nextAttemptAt: string;
  /** Undefined when retention removed the event before it could be delivered. */
  event: ChangeEvent | undefined;
  /** The traceparent of the request that made the change (migration 120), or null. */
  traceparent: string | null;
}

/** The outcome of one attempt, and what becomes of the delivery. */
export interface AttemptRecord {
  webhookId: string;
  eventId: number;
  /** 1 for the first attempt. */
  attempt: number;
  at: Date;
  status: number | null;
  error: string | null;
  durationMs: number;
  state: 'pending' | 'delivered' | 'failed';
  /** When pending: the next attempt's time. */
  nextAttemptAt?: Date | undefined;
}

export interface WebhookStore {
  create(input: {
    id: string;
    url: string;
    types: readonly string[];
    description: string | null;
    secret: string;
    actor: string | null;
  }): Promise<Webhook>;
  list(): Promise<Webhook[]>;
  get(id: string): Promise<Webhook | undefined>;
  setPaused(id: string, paused: boolean): Promise<Webhook | undefined>;
  /** Removes it with its deliveries; resolves to what it was, or undefined when there was none. */
  delete(id: string): Promise<Webhook | undefined>;
  /** Newest first, with every attempt; `before` an event id, for the next page. */
  deliveries(id: string, options: { limit: number; before?: number | undefined }): Promise<WebhookDelivery[]>;
  /** Turns the events after each webhook's position that match its types into deliveries; resolves to whether any webhook exists. */
  enqueue(): Promise<boolean>;
  /** Leases to `owner`, until `until`, every unpaused webhook whose oldest pending delivery is due; resolves to their ids. */
  claim(owner: string, now: Date, until: Date): Promise<string[]>;
  head(webhookId: string): Promise<DueDelivery | undefined>;
  record(attempt: AttemptRecord): Promise<void>;
  renew(webhookId: string, owner: string, until: Date): Promise<void>;
  release(webhookId: string, owner: string): Promise<void>;
}
