// Running retention (issue 21): a run removes the rows a filter matches in bounded batches, resting
// between them so that requests and other writes are never starved, and records what it did in
// retention_runs; the schedule (RETENTION_DAYS) starts a run per collection every round, in the one
// process that holds the lease.
import { repeatInBackground } from './repeat-in-background.js';
import type { BackgroundJob } from './repeat-in-background.js';
import { randomUUID } from 'node:crypto';
import { RETENTION_TIME_FIELDS, isRetainedCollection } from './retention.js';
import type { RetainedCollection, RetentionFilter, RetentionStore } from './retention.js';

/**
 * Rows per batch: one short transaction, so a write never waits long behind it (SQLite's writer
 * thread). A reading's delete touches six indexes and the areas' counts and appends an event: 1,000
 * of them took 250 ms on a busy 2-core machine (load 11), so 500 hold the writer a fraction of that
 * on a quiet one (bench/retention.bench.ts).
 */
export const RETENTION_BATCH = 500;
/**
 * The least rest between batches. A run also rests at least as long as its last batch took, so it
 * takes at most half of the writer's time (and of a core), however slow the machine: requests and
 * writes run between two batches.
 */
export const RETENTION_PAUSE_MS = 20;

export interface RunRequest {
  collection: RetainedCollection;
  filter: RetentionFilter;
  trigger: 'schedule' | 'request';
  actor: string | null;
  /** Overrides for tests and the benchmark. */
  batch?: number;
  pauseMs?: number;
}

export interface RunOutcome {
  /** The run's id in retention_runs; null for a scheduled run that found nothing (no row is recorded for it). */
  id: number | null;
  removed: number;
  batches: number;
  /** True when a batch came back short: nothing matched is left. */
  done: boolean;
}

/** A run under way: its outcome so far, and what finishes it. */
export interface Run {
  /** Batches until `rows` more are removed (at least), nothing matches, or the run is stopped; resolves to the outcome so far. */
  advance(rows: number): Promise<RunOutcome>;
  /** Records the run as ended: done, stopped (the process closes, or the lease was lost) or failed. */
  finish(state: 'done' | 'stopped' | 'failed', error?: unknown): Promise<RunOutcome>;
}

/**
 * Starts a run. A request's run is recorded in retention_runs at once; a scheduled one only once a
 * batch removed something, so that a round every few minutes that finds nothing leaves no row.
 */
export async function beginRun(store: RetentionStore, request: RunRequest, stopped: () => boolean): Promise<Run> {
  const batch = request.batch ?? RETENTION_BATCH;
  const pauseMs = request.pauseMs ?? RETENTION_PAUSE_MS;
  const record = () =>
    store.begin(
      { collection: request.collection, trigger: request.trigger, actor: request.actor, filter: JSON.stringify(request.filter) },
      new Date(),
    );
  let id = request.trigger === 'request' ? await record() : null;
  let removed = 0;
  let batches = 0;
  let done = false;
  /** How long the last batch took: the next rests at least as long. */
  let lastMs = 0;
  const outcome = (): RunOutcome => ({ id, removed, batches, done });
  return {
    async advance(rows) {
      const goal = removed + rows;
      const before = batches;
      while (!done && !stopped() && removed < goal) {
        if (batches > 0) await new Promise((resolve) => setTimeout(resolve, Math.max(pauseMs, lastMs)));
        const started = performance.now();
        const count = await store.deleteBatch(request.collection, request.filter, batch, request.actor);
        lastMs = performance.now() - started;
        removed += count;
        batches += 1;
        done = count < batch;
      }
      if (id === null && removed > 0) id = await record();
      if (id !== null && batches > before) await store.progress(id, { removed, batches, state: 'running' }, new Date());
      return outcome();
    },
    async finish(state, error) {
      const message = error === undefined ? null : error instanceof Error ? error.message : String(error);
      if (id === null && state === 'failed') id = await record();
      if (id !== null) await store.progress(id, { removed, batches, state, error: message }, new Date());
      return outcome();
    },
  };
}

/** RETENTION_DAYS: how many days of each collection are kept; a collection not named keeps everything. */
export type RetentionDays = Partial<Record<RetainedCollection, number>>;

/** Where a run's line goes: one per run, with its counts (a JSON log line, src/server.ts). */
export type RetentionLog = (line: { level: 'info' | 'error'; message: string; [member: string]: unknown }) => void;

/** Overrides of the pace, for tests and the benchmark: rows per batch, the rest between batches. */
export interface RetentionPace {
  batch?: number;
  pauseMs?: number;
}

export interface ScheduleOptions {
  days: RetentionDays;
  log: RetentionLog;
  /** Overrides for tests and the benchmark. */
  everyMs?: number;
  leaseMs?: number;
  batch?: number;
  pauseMs?: number;
  now?: () => Date;
}

/** How often the schedule looks: old rows wait for at most this long past their day. */
const EVERY_MS = 10 * 60_000;
/** How long a lease lasts unrenewed: a process that died holds the schedule no longer than this. */
const LEASE_MS = 2 * 60_000;
const DAY_MS = 86_400_000;

/**
 * The actor of what the schedule removes, in its events and its runs: no key or person can have this
 * name (CREDENTIAL_NAME has no colon), so a reader of the change log tells retention from an open
 * server's deletes (actor null) and from any person's.
 */
export const RETENTION_ACTOR = 'system:retention';

/**
 * Starts the schedule; the returned function stops it, waiting for the batch under way. Rounds never
 * overlap (the next is set when one ends); of several processes, only the lease's holder runs one,
 * renewing the lease after every batch, and batches are idempotent besides (retention.ts), so no row
 * is removed, or its event appended, twice.
 */
export function startRetentionSchedule(store: RetentionStore, options: ScheduleOptions): () => Promise<void> {
  const collections = Object.entries(options.days) as [RetainedCollection, number][];
  if (collections.length === 0) return async () => undefined;
  const owner = `${process.pid}-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const now = () => options.now?.() ?? new Date();
  const holdLease = async (): Promise<boolean> => {
    const at = now();
    return store.claim(owner, at, new Date(at.getTime() + leaseMs));
  };

  const round = async ({ stopped }: BackgroundJob): Promise<void> => {
    if (!(await holdLease())) return;
    try {
      for (const [collection, days] of collections) {
        if (stopped()) return;
        const before = new Date(now().getTime() - days * DAY_MS).toISOString();
        let leased = true;
        const run = await beginRun(
          store,
          {
            collection,
            filter: { before },
            trigger: 'schedule',
            actor: RETENTION_ACTOR,
            ...(options.batch === undefined ? {} : { batch: options.batch }),
            ...(options.pauseMs === undefined ? {} : { pauseMs: options.pauseMs }),
          },
          () => stopped() || !leased,
        );
        let outcome: RunOutcome;
        try {
          // A batch at a time, renewing the lease between them: a lease lost (this process stalled
          // past it) stops the run, and the holder's next round goes on from where it stands.
          do {
            outcome = await run.advance(1);
            if (!outcome.done) leased = await holdLease();
          } while (!outcome.done && !stopped() && leased);
          outcome = await run.finish(outcome.done ? 'done' : 'stopped');
        } catch (error) {
          await run.finish('failed', error).catch(() => undefined);
          throw error;
        }
        options.log({
          level: 'info',
          message: `Retention removed ${outcome.removed} ${collection} older than ${days} days (before ${before}) in ${outcome.batches} ${outcome.batches === 1 ? 'batch' : 'batches'}${outcome.done ? '' : '; the rest waits for the next round'}${outcome.id === null ? '' : ` (retention_runs ${outcome.id})`}.`,
          retention: { run: outcome.id, collection, before, removed: outcome.removed, batches: outcome.batches, done: outcome.done },
        });
      }
    } finally {
      await store.release(owner).catch(() => undefined);
    }
  };

  return repeatInBackground(round, options.everyMs ?? EVERY_MS, (error) =>
    options.log({
      level: 'error',
      message: `Retention failed; the next round tries again: ${error instanceof Error ? error.message : String(error)}`,
    }),
  );
}

/**
 * RETENTION_DAYS as an operator writes it, `readings:90,locations:365`; empty keeps everything.
 * Throws a sentence naming the variable and the entry at fault (src/config.ts's style).
 */
export function parseRetentionDays(text: string): RetentionDays {
  const days: RetentionDays = {};
  const named = Object.keys(RETENTION_TIME_FIELDS).join(' and ');
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const match = /^([a-z]+):([0-9]+)$/.exec(entry);
    if (match === null) {
      throw new Error(`RETENTION_DAYS must be a list of collection:days, such as readings:90,locations:365, not "${text}" ("${entry}")`);
    }
    const [, collection, count] = match as unknown as [string, string, string];
    if (!isRetainedCollection(collection)) {
      throw new Error(`RETENTION_DAYS names "${collection}", which has no time of its own to keep by; it takes ${named}`);
    }
    const value = Number(count);
    if (!Number.isSafeInteger(value) || value < 1 || value > 36_500) {
      throw new Error(`RETENTION_DAYS for ${collection} must be an integer from 1 to 36500, not "${count}"`);
    }
    if (days[collection] !== undefined) throw new Error(`RETENTION_DAYS names ${collection} twice ("${text}")`);
    days[collection] = value;
  }
  return days;
}
