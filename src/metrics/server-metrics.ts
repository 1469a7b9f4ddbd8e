// Everything /metrics says about one server, in a prom-client Registry of its own: never
// prom-client's global default, so that several servers in one process (the tests) keep their
// figures apart. Figures that cost nothing to read are read at scrape time (connections, streams,
// the WAL's size, the pools); those that happen (requests, commits, refusals, webhook attempts) are
// counted as they happen.
import { statSync } from 'node:fs';
import type { Server } from 'node:http';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { processRegistry } from './process-metrics.js';
import type { PoolFigures, Store } from '../storage/index.js';
import { HttpFigures } from './http-figures.js';
import { registerExposed } from './exposed-metric.js';

/** How a webhook attempt ended: delivered, failed and to be retried, or failed and given up. */
export type WebhookAttemptOutcome = 'delivered' | 'retrying' | 'given_up';

/** What /metrics reads of the live streams (src/resources/events/event-streams.ts). */
export interface StreamCount {
  readonly size: number;
}

/** A figure read from the database at scrape time waits this long at most, then is left out. */
const SCRAPE_QUERY_MS = 2_000;

export class ServerMetrics {
  /** This server's own figures; `registries` adds the process's (process-metrics.ts). */
  readonly registry = new Registry();
  readonly http = new HttpFigures();
  readonly #rateLimited: Counter;
  readonly #webhookAttempts: Counter<'outcome'>;
  readonly #unsubscribe: (() => void)[] = [];
  #server: Server | undefined;
  #streams: StreamCount | undefined;

  constructor(store: Store) {
    const registry = this.registry;
    const metrics = this;
    for (const metric of this.http.metrics()) registerExposed(registry, metric);
    this.#rateLimited = new Counter({
      name: 'fieldlog_rate_limited_total',
      help: 'Requests refused with 429 by the rate limit (RATE_LIMIT per RATE_LIMIT_WINDOW_SECONDS).',
      registers: [registry],
    });
    new Gauge({
      name: 'fieldlog_http_open_connections',
      help: 'Client connections open to this process now (idle keep-alive connections and live streams included).',
      registers: [registry],
      collect: async function (this: Gauge) {
        const server = metrics.#server;
        if (server === undefined) return;
        const count = await new Promise<number | undefined>((resolve) =>
          server.getConnections((error, count) => resolve(error === null ? count : undefined)),
        );
        if (count !== undefined) this.set(count);
      },
    });
    new Gauge({
      name: 'fieldlog_event_streams_open',
      help: 'Live streams of the change log (GET /events as text/event-stream) open in this process.',
      registers: [registry],
      collect: function (this: Gauge) {
        if (metrics.#streams !== undefined) this.set(metrics.#streams.size);
      },
    });
    this.#webhookAttempts = new Counter({
      name: 'fieldlog_webhook_attempts_total',
      help: 'Webhook delivery attempts made by this process, by outcome: delivered, retrying (failed, tried again later) or given_up.',
      labelNames: ['outcome'],
      registers: [registry],
    });
    new Gauge({
      name: 'fieldlog_webhook_deliveries_pending',
      help: 'Deliveries waiting to be made, for every webhook (the whole database, whichever process delivers them).',
      registers: [registry],
      aggregator: 'max',
      collect: async function (this: Gauge) {
        const webhooks = await withinScrape(store.webhooks.list());
        if (webhooks === undefined) return this.reset();
        this.set(webhooks.reduce((sum, webhook) => sum + webhook.pending, 0));
      },
    });
    this.#storage(store);
  }

  /** The server whose connections are counted (created after the app that routes /metrics). */
  watchServer(server: Server): void {
    this.#server = server;
  }

  watchStreams(streams: StreamCount): void {
    this.#streams = streams;
  }

  rateLimited(): void {
    this.#rateLimited.inc();
  }

  webhookAttempt(outcome: WebhookAttemptOutcome): void {
    this.#webhookAttempts.inc({ outcome });
  }

  /** What a scrape reads: the process's figures (process_*, nodejs_*, event-loop lag), then this server's. */
  get registries(): Registry[] {
    return [processRegistry(), this.registry];
  }

  /** The exposition; a figure that cannot be read is left out rather than failing the scrape. */
  async render(): Promise<string> {
    return Registry.merge(this.registries).metrics();
  }

  /** Stops listening to the writer thread; the registry is left to the garbage collector. */
  close(): void {
    for (const unsubscribe of this.#unsubscribe.splice(0)) unsubscribe();
  }

  #storage(store: Store): void {
    const registry = this.registry;
    const figures = store.figures;
    new Gauge({
      name: 'fieldlog_storage_info',
      help: 'The storage engine this process uses, as a label; always 1.',
      labelNames: ['engine'],
      registers: [registry],
      aggregator: 'max',
      collect: function (this: Gauge<'engine'>) {
        this.set({ engine: store.kind }, 1);
      },
    });
    if (figures === undefined) return;
    const { databaseFile, writerRunning, onCommitGroup, pools } = figures;
    if (databaseFile !== undefined) {
      new Gauge({
        name: 'fieldlog_sqlite_wal_bytes',
        help: 'Size of the SQLite -wal file now; the writer thread empties it past its limit (wal-guard.ts).',
        registers: [registry],
        aggregator: 'max',
        collect: function (this: Gauge) {
          this.set(walBytes(databaseFile));
        },
      });
    }
    if (writerRunning !== undefined) {
      new Gauge({
        name: 'fieldlog_sqlite_writer_up',
        help: 'Whether the SQLite writer thread runs (1) or has ended (0: no write can be stored until a restart).',
        registers: [registry],
        aggregator: 'min',
        collect: function (this: Gauge) {
          this.set(writerRunning() ? 1 : 0);
        },
      });
    }
    if (onCommitGroup !== undefined) {
      const writes = new Histogram({
        name: 'fieldlog_sqlite_commit_group_writes',
        help: 'Writes per group commit of the SQLite writer thread (each committed by one COMMIT, one fsync).',
        buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024],
        registers: [registry],
      });
      const commit = new Histogram({
        name: 'fieldlog_sqlite_commit_seconds',
        help: "Time of a group commit's COMMIT on the writer thread: under synchronous=FULL, mostly the fsync of the WAL.",
        buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
        registers: [registry],
      });
      const group = new Histogram({
        name: 'fieldlog_sqlite_commit_group_seconds',
        help: 'Time of a whole group on the writer thread, BEGIN to COMMIT returned.',
        buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
        registers: [registry],
      });
      this.#unsubscribe.push(
        onCommitGroup((figures) => {
          writes.observe(figures.writes);
          commit.observe(figures.commitSeconds);
          group.observe(figures.groupSeconds);
        }),
      );
    }
    if (pools !== undefined) {
      const gauge = (name: string, help: string, read: (pool: PoolFigures) => number) =>
        new Gauge({
          name,
          help,
          labelNames: ['pool'],
          registers: [registry],
          collect: function (this: Gauge<'pool'>) {
            for (const pool of pools()) this.set({ pool: pool.pool }, read(pool));
          },
        });
      gauge(
        'fieldlog_postgres_pool_connections',
        "PostgreSQL connections open in this process's pool (primary, or replica for DATABASE_READ_URL).",
        (p) => p.total,
      );
      gauge('fieldlog_postgres_pool_idle_connections', 'PostgreSQL connections of the pool open and idle.', (p) => p.idle);
      gauge(
        'fieldlog_postgres_pool_waiting_queries',
        'Queries waiting for a connection of the pool: above 0 for long, the pool (DATABASE_POOL_SIZE) or the database is too small.',
        (p) => p.waiting,
      );
    }
  }
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
