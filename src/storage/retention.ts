// Retention of field data (issue 21): rows of readings and locations removed by their own time
// field, in bounded batches, each batch one short transaction that also appends a `*.deleted` event
// per row (INTERFACE.md §9). The shapes are here; each engine deletes (sqlite/retention-sql.ts,
// postgres/retention.ts), and the runs' record and the scheduler's lease are SQL both engines take,
// written once in retention-record.ts, as the event log's are.
import type { BoundingBox } from './queries.js';
import type { CollectionName } from './rows.js';

/** The collections that have a time of their own, and its field: what retention compares. */
export const RETENTION_TIME_FIELDS = { readings: 'time', locations: 'timestamp' } as const satisfies Partial<
  Record<CollectionName, string>
>;

export type RetainedCollection = keyof typeof RETENTION_TIME_FIELDS;

export function isRetainedCollection(name: string): name is RetainedCollection {
  return Object.hasOwn(RETENTION_TIME_FIELDS, name);
}

/**
 * Which rows a retention delete takes, every condition at once. Instants are RFC 3339 text as the
 * validator took it and are compared as instants; a row without a time never matches a time bound.
 */
export interface RetentionFilter {
  /** Only rows whose time is strictly before this instant. */
  before?: string | undefined;
  /** Only rows whose time is at or after this instant. */
  from?: string | undefined;
  /** Readings: an area, `*` matching any run of characters. */
  area?: string | undefined;
  minMean?: number | undefined;
  maxMean?: number | undefined;
  /** Readings and locations from version 3: exact matches. */
  device?: string | undefined;
  quantity?: string | undefined;
  unit?: string | undefined;
  /** Locations: inside this box (minLon > maxLon crosses the antimeridian). */
  bbox?: BoundingBox | undefined;
}

/** What runs are recorded as having done, for an admin to read later (retention_runs, migration 130). */
export interface RetentionRun {
  id: number;
  collection: RetainedCollection;
  /** `schedule` (RETENTION_DAYS) or `request` (DELETE /{collection}). */
  trigger: 'schedule' | 'request';
  /** Who asked: the key's or person's name; null for the schedule and on an open server. */
  actor: string | null;
  /** The filter as JSON. */
  filter: string;
  started_at: string;
  finished_at: string | null;
  removed: number;
  batches: number;
  /** running, done, stopped (the process was closing), failed. */
  state: 'running' | 'done' | 'stopped' | 'failed';
  error: string | null;
}

export interface RetentionStore {
  /** How many rows the filter matches now (a dry run). */
  count(collection: RetainedCollection, filter: RetentionFilter): Promise<number>;
  /**
   * Removes at most `limit` of the matching rows, oldest first, and appends their `*.deleted` events
   * with `actor`, in one transaction; resolves to how many it removed. Batches are idempotent: a row
   * another process removed meanwhile is neither removed nor announced twice.
   */
  deleteBatch(collection: RetainedCollection, filter: RetentionFilter, limit: number, actor: string | null): Promise<number>;
  /** Records a run as started; resolves to its id. */
  begin(run: Pick<RetentionRun, 'collection' | 'trigger' | 'actor' | 'filter'>, at: Date): Promise<number>;
  /** Records where a run stands (after each batch) or how it ended. */
  progress(id: number, update: Pick<RetentionRun, 'removed' | 'batches' | 'state'> & { error?: string | null }, at: Date): Promise<void>;
  /** The newest runs first. */
  runs(limit: number): Promise<RetentionRun[]>;
  /**
   * Takes or renews the scheduler's lease for `owner` until `until` (a process that died leaves it
   * to run out); resolves to whether `owner` holds it. One holder at a time runs the schedule.
   */
  claim(owner: string, now: Date, until: Date): Promise<boolean>;
  release(owner: string): Promise<void>;
}

/** The engine's part of a RetentionStore: the deletes and counts, which need each engine's SQL. */
export interface RetentionDeletes {
  count(collection: RetainedCollection, filter: RetentionFilter): Promise<number>;
  deleteBatch(collection: RetainedCollection, filter: RetentionFilter, limit: number, actor: string | null): Promise<number>;
}
