// Everything /metrics says about one server, in a prom-client Registry of its own: never
// prom-client's global default, so that several servers in one process (the tests) keep their
// figures apart. Figures that cost nothing to read are read at scrape time (connections, streams,
// the WAL's size, the pools); those that happen (requests, commits, refusals, webhook attempts) are
// tallied in plain numbers as they happen. prom-client itself is loaded at the first scrape, not at
// start-up (it takes some 30 ms to load, a sixth of a start): until then nobody reads the figures.
import { statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Registry } from 'prom-client';
import type { PoolFigures, Store } from '../storage/index.js';
import { HttpFigures } from './http-figures.js';
import { histogramValues, registerExposed } from './exposed-metric.js';
import type { ExposedMetric, ExposedValue } from './exposed-metric.js';
import { processRegistry } from './process-metrics.js';
import { BucketTally } from './tally.js';
import { loadPromClient } from './load-prom-client.js';

/** How a webhook attempt ended: delivered, failed and to be retried, or failed and given up. */
export type WebhookAttemptOutcome = 'delivered' | 'retrying' | 'given_up';

/** What /metrics reads of the live streams (src/resources/events/event-streams.ts). */
export interface StreamCount {
  readonly size: number;
}

/** A figure read from the database at scrape time waits this long at most, then is left out. */
const SCRAPE_QUERY_MS = 2_000;
const COMMIT_SECONDS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];
const GROUP_WRITES = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024];

export class ServerMetrics {
  readonly http = new HttpFigures();
  readonly #metrics: ExposedMetric[];
  readonly #webhookAttempts = new Map<WebhookAttemptOutcome, number>();
  readonly #unsubscribe: (() => void)[] = [];
  #rateLimited = 0;
  #server: Server | undefined;
  #streams: StreamCount | undefined;
  #registry: Promise<Registry> | undefined;

  constructor(store: Store) {
    this.#metrics = [...this.http.metrics(), ...this.#serviceMetrics(store), ...this.#storageMetrics(store)];
  }

  /** The server whose connections are counted (created after the app that routes /metrics). */
  watchServer(server: Server): void {
    this.#server = server;
  }

  watchStreams(streams: StreamCount): void {
    this.#streams = streams;
  }

  rateLimited(): void {
    this.#rateLimited += 1;
  }

  webhookAttempt(outcome: WebhookAttemptOutcome): void {
    this.#webhookAttempts.set(outcome, (this.#webhookAttempts.get(outcome) ?? 0) + 1);
  }

  /** What a scrape reads: the process's figures (process_*, nodejs_*, event-loop lag), then this server's. */
  registries(): Promise<Registry[]> {
    this.#registry ??= loadPromClient().then(({ Registry }) => {
      const registry = new Registry();
      for (const metric of this.#metrics) registerExposed(registry, metric);
      return registry;
    });
    return Promise.all([processRegistry(), this.#registry]);
  }

  /** The exposition; a figure that cannot be read is left out rather than failing the scrape. */
  async render(): Promise<string> {
    const [{ Registry }, registries] = await Promise.all([loadPromClient(), this.registries()]);
    return Registry.merge(registries).metrics();
  }

  /** Stops listening to the writer thread. */
  close(): void {
    for (const unsubscribe of this.#unsubscribe.splice(0)) unsubscribe();
  }

  #serviceMetrics(store: Store): ExposedMetric[] {
    return [
      counter(
        'fieldlog_rate_limited_total',
        'Requests refused with 429 by the rate limit (RATE_LIMIT per RATE_LIMIT_WINDOW_SECONDS).',
        () => [{ labels: {}, value: this.#rateLimited }],
      ),
      gauge(
        'fieldlog_http_open_connections',
        'Client connections open to this process now (idle keep-alive connections and live streams included).',
        'sum',
        async () => {
          const server = this.#server;
          if (server === undefined) return [];
          const count = await new Promise<number | undefined>((resolve) =>
            server.getConnections((error, count) => resolve(error === null ? count : undefined)),
          );
          return count === undefined ? [] : [{ labels: {}, value: count }];
        },
      ),
      gauge(
        'fieldlog_event_streams_open',
        'Live streams of the change log (GET /events as text/event-stream) open in this process.',
        'sum',
        () => (this.#streams === undefined ? [] : [{ labels: {}, value: this.#streams.size }]),
      ),
      counter(
        'fieldlog_webhook_attempts_total',
        'Webhook delivery attempts made by this process, by outcome: delivered, retrying (failed, tried again later) or given_up.',
        () => [...this.#webhookAttempts].map(([outcome, value]) => ({ labels: { outcome }, value })),
      ),
      gauge(
        'fieldlog_webhook_deliveries_pending',
        'Deliveries waiting to be made, for every webhook (the whole database, whichever process delivers them).',
        'max',
        async () => {
          const webhooks = await withinScrape(store.webhooks.list());
          return webhooks === undefined ? [] : [{ labels: {}, value: webhooks.reduce((sum, webhook) => sum + webhook.pending, 0) }];
        },
      ),
      gauge('fieldlog_storage_info', 'The storage engine this process uses, as a label; always 1.', 'max', () => [
        { labels: { engine: store.kind }, value: 1 },
      ]),
    ];
  }

  #storageMetrics(store: Store): ExposedMetric[] {
    const figures = store.figures;
    if (figures === undefined) return [];
    const { databaseFile, writerRunning, onCommitGroup, onCheckpoint, pools } = figures;
    const metrics: ExposedMetric[] = [];
    if (databaseFile !== undefined) {
      metrics.push(
        gauge(
          'fieldlog_sqlite_wal_bytes',
          'Size of the SQLite -wal file now; the writer thread empties it past its limit (wal-guard.ts).',
          'max',
          () => [{ labels: {}, value: walBytes(databaseFile) }],
        ),
      );
    }
    if (writerRunning !== undefined) {
      metrics.push(
        gauge(
          'fieldlog_sqlite_writer_up',
          'Whether the SQLite writer thread runs (1) or has ended (0: no write can be stored until a restart).',
          'min',
          () => [{ labels: {}, value: writerRunning() ? 1 : 0 }],
        ),
      );
    }
    if (onCommitGroup !== undefined) {
      const writes = new BucketTally(GROUP_WRITES);
      const commit = new BucketTally(COMMIT_SECONDS);
      const group = new BucketTally(COMMIT_SECONDS);
      this.#unsubscribe.push(
        onCommitGroup((figures) => {
          writes.observe(figures.writes);
          commit.observe(figures.commitSeconds);
          group.observe(figures.groupSeconds);
        }),
      );
      metrics.push(
        histogram(
          'fieldlog_sqlite_commit_group_writes',
          'Writes per group commit of the SQLite writer thread (each committed by one COMMIT, one fsync).',
          writes,
        ),
        histogram(
          'fieldlog_sqlite_commit_seconds',
          "Time of a group commit's COMMIT on the writer thread: under synchronous=FULL, mostly the fsync of the WAL.",
          commit,
        ),
        histogram('fieldlog_sqlite_commit_group_seconds', 'Time of a whole group on the writer thread, BEGIN to COMMIT returned.', group),
      );
    }
    if (onCheckpoint !== undefined) {
      const checkpoint = new BucketTally(COMMIT_SECONDS);
      this.#unsubscribe.push(onCheckpoint((seconds) => checkpoint.observe(seconds)));
      metrics.push(
        histogram(
          'fieldlog_sqlite_checkpoint_seconds',
          "Time of a WAL checkpoint the writer thread ran after a group's answers (once 1,000 frames wait): the copy into the database and its sync.",
          checkpoint,
        ),
      );
    }
    if (pools !== undefined) {
      const pool = (name: string, help: string, read: (pool: PoolFigures) => number) =>
        gauge(name, help, 'sum', () => pools().map((one) => ({ labels: { pool: one.pool }, value: read(one) })));
      metrics.push(
        pool(
          'fieldlog_postgres_pool_connections',
          "PostgreSQL connections open in this process's pool (primary, or replica for DATABASE_READ_URL).",
          (p) => p.total,
        ),
        pool('fieldlog_postgres_pool_idle_connections', 'PostgreSQL connections of the pool open and idle.', (p) => p.idle),
        pool(
          'fieldlog_postgres_pool_waiting_queries',
          'Queries waiting for a connection of the pool: above 0 for long, the pool (DATABASE_POOL_SIZE) or the database is too small.',
          (p) => p.waiting,
        ),
      );
    }
    return metrics;
  }
}

type Values = () => ExposedValue[] | Promise<ExposedValue[]>;

function counter(name: string, help: string, values: Values): ExposedMetric {
  return { name, help, type: 'counter', aggregator: 'sum', get: async () => ({ values: await values() }) };
}

/** `aggregator`: how WORKERS' primary combines the workers' values (cluster-metrics.ts). */
function gauge(name: string, help: string, aggregator: ExposedMetric['aggregator'], values: Values): ExposedMetric {
  return { name, help, type: 'gauge', aggregator, get: async () => ({ values: await values() }) };
}

function histogram(name: string, help: string, tally: BucketTally): ExposedMetric {
  return { name, help, type: 'histogram', aggregator: 'sum', get: () => ({ values: histogramValues(name, {}, tally) }) };
}

/** The -wal file's size; 0 when there is none (after a clean close, or before the first write). */
function walBytes(databaseFile: string): number {
  try {
    return statSync(`${databaseFile}-wal`).size;
  } catch {
    return 0;
  }
}

/** The query's answer, or undefined when it failed or took longer than a scrape should wait. */
async function withinScrape<T>(query: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      query,
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), SCRAPE_QUERY_MS);
      }),
    ]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
