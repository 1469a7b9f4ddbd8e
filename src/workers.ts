// WORKERS=N (INTERFACE.md §7): N processes serve one port through node:cluster, each a full server
// (server.ts) with its own connections to the database. This file is the primary: it starts them,
// says once that the service listens, replaces a worker that dies, and on SIGTERM or SIGINT drains
// them all and exits 0.
import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import type { Logger } from './log/logger.js';
import type { RequestCounts, RequestHits } from './storage/index.js';

/** A worker that dies this soon after it started counts as a failed start. */
const FAILED_START_MS = 2_000;
/** Failed starts in a row after which the primary gives up instead of forking for ever. */
const FAILED_STARTS_ALLOWED = 5;

/** What a worker tells the primary once it listens. */
export interface ListeningMessage {
  type: 'fieldlog-listening';
  url: string;
  storage: string;
  /** The start line's words on who may use it (src/server.ts, decideAccess). */
  access: string;
}

export function isListeningMessage(message: unknown): message is ListeningMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'fieldlog-listening';
}

/** Runs the primary until its workers have drained; resolves to the exit code. */
export function runPrimary(count: number, log: Logger): Promise<number> {
  return new Promise((resolve) => {
    let stopping: string | undefined;
    let announced = false;
    let failedStarts = 0;
    let exitCode = 0;
    const keepCounts = createCountKeeper();
    const listening = new Set<number>();
    const startedAt = new Map<number, number>();

    const fork = (): Worker => {
      const worker = cluster.fork();
      startedAt.set(worker.id, Date.now());
      worker.on('message', (message: unknown) => {
        keepCounts(worker, message);
        if (!isListeningMessage(message)) return;
        listening.add(worker.id);
        failedStarts = 0;
        if (!announced && listening.size === count) {
          announced = true;
          log.info(
            { url: message.url, storage: message.storage, workers: count, access: message.access },
            `Fieldlog listening on ${message.url} (storage: ${message.storage}, workers: ${count}; ${message.access})`,
          );
          // A parent with an IPC channel learns the URL at any LOG_LEVEL, as from a single process (server.ts).
          process.send?.(message);
        }
      });
      return worker;
    };

    cluster.on('exit', (worker, code, signal) => {
      listening.delete(worker.id);
      const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
      startedAt.delete(worker.id);
      if (stopping !== undefined) {
        // A worker still loading when SIGTERM came had no handler yet and served nothing: ended by the
        // signal itself, it lost no request. Any other end but 0 is a failed drain.
        if (code !== 0 && signal !== 'SIGTERM') exitCode = 1;
        if (Object.keys(cluster.workers ?? {}).length === 0) resolve(exitCode);
        return;
      }
      const how = signal === null ? `exit code ${code}` : `signal ${signal}`;
      failedStarts = lived < FAILED_START_MS ? failedStarts + 1 : 0;
      if (failedStarts >= FAILED_STARTS_ALLOWED) {
        log.error(
          { worker_pid: worker.process.pid, exit_code: code, signal },
          `Worker ${worker.process.pid} ended (${how}); ${failedStarts} workers in a row died within ${FAILED_START_MS} ms of starting, so no more are started.`,
        );
        stop('failed starts');
        exitCode = 1;
        if (Object.keys(cluster.workers ?? {}).length === 0) resolve(exitCode);
        return;
      }
      log.warn(
        { worker_pid: worker.process.pid, exit_code: code, signal },
        `Worker ${worker.process.pid} ended (${how}); starting another`,
      );
      fork();
    });

    const stop = (reason: string) => {
      if (stopping !== undefined) return;
      stopping = reason;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    };
    process.on('SIGTERM', () => {
      log.info({ reason: 'SIGTERM' }, 'SIGTERM: draining every worker, then exiting');
      stop('SIGTERM');
    });
    process.on('SIGINT', () => {
      log.info({ reason: 'SIGINT' }, 'SIGINT: draining every worker, then exiting');
      stop('SIGINT');
    });

    for (let index = 0; index < count; index++) fork();
  });
}

// Rate-limit counters of a machine's workers, kept by the primary (SQLite; PostgreSQL keeps them in
// the database, for many machines). A worker sends the hits of a turn and waits for the totals.

interface CountMessage {
  type: 'fieldlog-count';
  id: number;
  entries: RequestHits[];
}

interface CountedMessage {
  type: 'fieldlog-counted';
  id: number;
  totals: number[];
}

/** Windows are forgotten two days after they began: longer than any window RATE_LIMIT_WINDOW_SECONDS allows. */
const KEEP_WINDOWS_MS = 2 * 86_400_000;

/** The primary's side: adds a worker's hits to the shared windows and answers the totals. */
export function createCountKeeper(): (worker: Worker, message: unknown) => void {
  const windows = new Map<string, number>();
  let purgedAt = Date.now();
  return (worker, message) => {
    if ((message as { type?: unknown } | null)?.type !== 'fieldlog-count') return;
    const { id, entries } = message as CountMessage;
    const now = Date.now();
    if (now - purgedAt > 60_000) {
      purgedAt = now;
      for (const key of windows.keys()) if (Number(key.slice(0, key.indexOf(' '))) < now - KEEP_WINDOWS_MS) windows.delete(key);
    }
    const totals = entries.map((entry) => {
      const key = `${entry.windowStart} ${entry.client}`;
      const total = (windows.get(key) ?? 0) + entry.hits;
      windows.set(key, total);
      return total;
    });
    const answer: CountedMessage = { type: 'fieldlog-counted', id, totals };
    worker.send(answer);
  };
}

/** A worker's side: RequestCounts answered by the primary over the cluster's channel. */
export class PrimaryRequestCounts implements RequestCounts {
  readonly #waiting = new Map<number, (totals: number[]) => void>();
  #next = 0;

  constructor() {
    process.on('message', (message: unknown) => {
      if ((message as { type?: unknown } | null)?.type !== 'fieldlog-counted') return;
      const { id, totals } = message as CountedMessage;
      this.#waiting.get(id)?.(totals);
      this.#waiting.delete(id);
    });
  }

  add(entries: readonly RequestHits[]): Promise<number[]> {
    const id = this.#next++;
    const message: CountMessage = { type: 'fieldlog-count', id, entries: [...entries] };
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, resolve);
      if (process.send === undefined || !process.connected) {
        this.#waiting.delete(id);
        reject(new Error('This worker has lost its channel to the primary process.'));
        return;
      }
      process.send(message);
    });
  }
}
