import cluster from 'node:cluster';
import { realpathSync } from 'node:fs';
import { createServer } from 'node:http';
import type { RequestListener, Server, ServerOptions as HttpServerOptions } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createApp } from './app.js';
import { DEFAULT_CONNECTION_TIMEOUTS, isLoopbackHost, readConfig } from './config.js';
import type { Config, ConnectionTimeouts } from './config.js';
import { startWebhookDeliveries } from './webhooks/delivery-worker.js';
import type { WebhookDeliveryOptions } from './webhooks/delivery-worker.js';
import { answerClientError, answerConnect } from './http/pipeline/client-error.js';
import { holdContinue } from './http/input/expect-continue.js';
import { createLogger, errorFields, lineLogger } from './log/logger.js';
import type { LogSink, Logger } from './log/logger.js';
import { createProcessLogger } from './log/process-logger.js';
import { openStore } from './storage/index.js';
import { discardPrestartedWriter } from './storage/sqlite/writer/writer-prestart.js';
import { readTlsFiles } from './tls-files.js';
import type { TlsFiles } from './tls-files.js';
import { timeStoreCalls } from './storage/slow-calls.js';
import { startEventRetention } from './storage/event-retention.js';
import { startBackupSchedule } from './storage/backup/backup-schedule.js';
import { startRetentionSchedule } from './storage/retention-runner.js';
import type { ScheduleOptions } from './storage/retention-runner.js';
import type { CommitProbe, SqliteSynchronous, SqliteWriter, Store } from './storage/index.js';
import { PrimaryRequestCounts, runPrimary } from './workers.js';
import { ServerMetrics } from './metrics/server-metrics.js';
import { listenForScrapes } from './metrics/metrics-port.js';
import type { MetricsListener } from './metrics/metrics-port.js';
import { answerPrimary, renderCluster } from './metrics/cluster-metrics.js';
import type { ListeningMessage } from './workers.js';

export interface RunningServer {
  server: Server;
  store: Store;
  url: string;
  /** Who may use it, as the start line says: `credentials required`, or why it is open. */
  access: string;
  /** METRICS_PORT's /metrics, without credentials; undefined without one (and in a worker: the primary serves it). */
  metricsUrl: string | undefined;
  /** Stops accepting, answers 503 to new requests, finishes those in flight, closes the database. */
  close(): Promise<void>;
}

export interface ServerOptions
  extends Partial<Omit<Config, 'databaseUrl' | 'limits' | 'rateLimit' | 'cors' | 'timeouts' | 'eventStreams' | 'webhooks'>> {
  databaseUrl: string;
  eventStreams?: Partial<Config['eventStreams']>;
  /** Config's webhook settings, and for tests the worker's pace (how often it looks, when it gives up). */
  webhooks?: Partial<Omit<WebhookDeliveryOptions, 'onError'>>;
  limits?: Partial<Config['limits']>;
  rateLimit?: Partial<Config['rateLimit']>;
  cors?: Partial<Config['cors']>;
  /**
   * Config's timeouts, and how often node looks for a request past them (1 s by default; not in
   * Config, since it only sets how late a timeout is noticed). Tests pass small values so that a
   * slow client is cut off in a second, not in 25.
   */
  timeouts?: Partial<ConnectionTimeouts & { checkIntervalMs: number }>;
  /**
   * Where log lines go (one JSON line each, at `logLevel`, info by default): a test's collector. The
   * entry point passes `logger` instead. With neither, only errors are written, to stderr.
   */
  log?: LogSink;
  /** The process's logger (src/log/logger.ts), made by the entry point from LOG_LEVEL. */
  logger?: Logger;
  /**
   * Storage failed for good (the SQLite writer thread died): the entry point exits non-zero so that a
   * supervisor restarts it. Tests observe it; by default it is only logged.
   */
  onStorageFailure?: (error: Error) => void;
  /**
   * FULL unless a benchmark asks for NORMAL to compare with (bench/peers/fieldlog.ts). Deliberately
   * not in Config: no environment variable can make a server drop acknowledged writes on power loss.
   */
  synchronous?: SqliteSynchronous;
  /**
   * Where writes run: the writer thread by default (group commit, src/storage/sqlite/writer/worker-main.ts);
   * `inline` only for a benchmark comparing with one fsync per request on the event loop. Not in
   * Config either.
   */
  writer?: SqliteWriter;
  /** Tests only: holds, fails or crashes the writer thread's commits (src/storage/sqlite/writer/commit-probe.ts). */
  commitProbe?: CommitProbe;
  /** Tests and the benchmark only: the pace of the retention schedule (src/storage/retention-runner.ts). */
  retentionPace?: Pick<ScheduleOptions, 'everyMs' | 'leaseMs' | 'batch' | 'pauseMs'>;
}

/** Opens storage and listens; used by the entry point below and by the tests (port 0). */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  // Read before anything opens: a certificate that cannot be used stops the start with its sentence.
  const tls = options.tls === undefined ? undefined : readTlsFiles(options.tls);
  const logger =
    options.logger ??
    (options.log === undefined
      ? createLogger({ level: 'error', sink: (line) => process.stderr.write(line) })
      : createLogger({ level: options.logLevel ?? 'info', sink: options.log }));
  const opened = await openStore(options.databaseUrl, {
    log: logger,
    onFailure: (error) => options.onStorageFailure?.(error),
    ...(options.databasePoolSize === undefined ? {} : { poolSize: options.databasePoolSize }),
    ...(options.databaseReadUrl === undefined ? {} : { readUrl: options.databaseReadUrl }),
    ...(options.databaseStatementTimeoutMs === undefined ? {} : { statementTimeoutMs: options.databaseStatementTimeoutMs }),
    ...(options.databaseConnectTimeoutMs === undefined ? {} : { connectTimeoutMs: options.databaseConnectTimeoutMs }),
    ...(options.synchronous === undefined ? {} : { synchronous: options.synchronous }),
    ...(options.writer === undefined ? {} : { writer: options.writer }),
    ...(options.commitProbe === undefined ? {} : { commitProbe: options.commitProbe }),
  });
  const store = timeStoreCalls(opened, options.slowQueryMs ?? 100, logger);
  // Counted where every process that serves sees them: the database's for PostgreSQL (many machines),
  // the primary's for SQLite's workers (one machine), this process's alone otherwise.
  const requestCounts = store.requestCounts ?? (cluster.isWorker ? new PrimaryRequestCounts() : undefined);
  let accessLine: string;
  try {
    accessLine = await decideAccess(options, store);
  } catch (error) {
    await store.close();
    throw error;
  }
  const host = options.host ?? '127.0.0.1';
  const metrics = options.metrics === 'off' ? undefined : new ServerMetrics(store);
  const app = createApp({
    metrics: metrics ?? false,
    store,
    access: { enforce: options.auth !== 'off', openUntilCredentials: isLoopbackHost(host), publicRead: options.publicRead === true },
    ...(requestCounts === undefined ? {} : { requestCounts }),
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
    ...(options.limits === undefined ? {} : { limits: options.limits }),
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
    ...(options.cors === undefined ? {} : { cors: options.cors }),
    log: logger,
    ...(options.eventStreams === undefined ? {} : { eventStreams: options.eventStreams }),
    ...(options.webhooks?.policy === undefined ? {} : { webhookPolicy: options.webhooks.policy }),
    ...(options.retentionPace === undefined ? {} : { retentionPace: options.retentionPace }),
  });
  const timeouts = { ...DEFAULT_CONNECTION_TIMEOUTS, checkIntervalMs: 1_000, ...options.timeouts };
  // With TLS_CERT and TLS_KEY the same server speaks HTTPS: node:https is node:http over TLS, with the
  // same options, events and req/res, so everything below serves both.
  const server: Server = (tls === undefined ? createServer : await withTls(tls))(
    {
      keepAliveTimeout: timeouts.keepAliveMs,
      // Node's defaults let a client that sends one header line a second hang on for up to 90 s:
      // headersTimeout bounds the headers, requestTimeout the whole request (a 1 byte/s body), and
      // the checking interval decides how late either is noticed.
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
      // A missing Host is answered by the pipeline (src/http/guards/message-guard.ts) with a problem detail,
      // not by node with a bare 400.
      requireHostHeader: false,
    },
    app.handler,
  );
  // Bytes that never became a request (a bad request line, a timeout) get a problem detail too.
  server.on('clientError', (error, socket: Socket) => answerClientError(error, socket, timeouts));
  server.on('connect', answerConnect);
  // Expect: node answers 100 or a bare 417 itself unless these are listened for; the pipeline decides.
  server.on('checkContinue', (req, res) => {
    holdContinue(req, res);
    app.handler(req, res);
  });
  server.on('checkExpectation', app.handler);
  metrics?.watchServer(server);
  let metricsListener: MetricsListener | undefined;
  try {
    // The writer thread has been starting while the app was built; a store that cannot write fails
    // the start with its sentence rather than every request after it.
    await store.check();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 3000, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    if (metrics !== undefined && cluster.isWorker) await answerPrimary(metrics);
    else if (metrics !== undefined && options.metricsPort !== undefined) {
      metricsListener = await listenForScrapes(
        options.metricsPort,
        options.metricsHost ?? host,
        () => metrics.render(),
        (error) => logger.error(errorFields(error), 'Gathering metrics failed'),
      );
    }
  } catch (error) {
    server.close();
    metrics?.close();
    await store.close();
    throw error;
  }
  // Old events leave the change log in the background (issue 19); a failure is logged and retried.
  const stopRetention = startEventRetention(store.events, {
    days: options.eventRetentionDays ?? 30,
    onError: (error) => logger.error(errorFields(error), 'Pruning the change log failed'),
  });
  // Rows older than RETENTION_DAYS leave in the background (issue 21), run by one process at a time.
  const stopDataRetention = startRetentionSchedule(store.retention, {
    days: options.retentionDays ?? {},
    ...options.retentionPace,
    log: lineLogger(logger),
  });
  // Webhook deliveries go out from every process; leases keep each webhook to one at a time.
  const stopDeliveries = startWebhookDeliveries(store, {
    ...options.webhooks,
    ...(metrics === undefined ? {} : { onAttempt: (outcome) => metrics.webhookAttempt(outcome) }),
    onError: (error) => logger.error(errorFields(error), 'Delivering webhooks failed'),
  });
  // Scheduled backups (issue 21): one process at a time takes them; a failure is logged, never fatal.
  const stopBackups =
    options.backups === undefined
      ? async () => {}
      : startBackupSchedule({ ...options.backups, databaseUrl: options.databaseUrl, log: logger });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const graceMs = options.shutdownGraceMs ?? 8_000;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      app.lifecycle.beginDrain();
      // A live stream never ends by itself: each is ended now, and its client resumes elsewhere.
      app.streams.close();
      // close() stops accepting and waits for requests in flight; idle keep-alive sockets would
      // otherwise hold it open until their timeout, so they go at once, and any request still
      // running after the grace period loses its socket rather than holding up the exit.
      // "Idle" means node has read no byte of a next request, not that none has arrived: so first
      // one pass of the event loop's poll phase (between two setImmediate turns) reads what is
      // already in the socket buffers. Such a request is then in flight and answered 503 with
      // Connection: close, rather than losing its connection unanswered.
      setImmediate(() =>
        setImmediate(() => {
          server.close(() => resolve());
          server.closeIdleConnections();
        }),
      );
      setTimeout(() => server.closeAllConnections(), graceMs).unref();
    })
      .then(() =>
        Promise.all([
          stopRetention(),
          stopDeliveries(),
          stopBackups(),
          stopDataRetention(),
          app.retention.stop(),
          metricsListener?.close(),
        ]),
      )
      .then(() => {
        metrics?.close();
        return store.close();
      });
    return closing;
  };
  return {
    server,
    store,
    url: `${tls === undefined ? 'http' : 'https'}://${shownHost}:${address.port}`,
    access: accessLine,
    metricsUrl: metricsListener?.url,
    close,
  };
}

/**
 * node:https's createServer with the certificate and key added to node:http's options. node:https
 * (and node:tls under it) loads only for a server that speaks TLS: some 15 ms of every start else.
 */
async function withTls(tls: TlsFiles): Promise<(options: HttpServerOptions, handler: RequestListener) => Server> {
  const { createServer: createHttpsServer } = await import('node:https');
  // A connection that never finishes its handshake is not yet a request, so headersTimeout does not
  // see it; node's own handshake limit is 120 s. The headers' limit bounds it instead.
  return (options, handler) => createHttpsServer({ ...options, ...tls, handshakeTimeout: options.headersTimeout ?? 10_000 }, handler);
}

/**
 * Safe by default (INTERFACE.md §8): with no key and no person, a server anyone else can reach would
 * let anyone change every record, so it does not start; on a loopback address it starts open and
 * says so. Resolves to the start line's words on access.
 */
async function decideAccess(options: ServerOptions, store: Store): Promise<string> {
  const host = options.host ?? '127.0.0.1';
  if (options.auth === 'off') return 'AUTH=off: every route is open to anyone who can reach it';
  const reads = options.publicRead === true ? '; PUBLIC_READ=true: reads need none' : '';
  if (await store.identity.hasCredentials()) return `credentials required${reads}`;
  if (isLoopbackHost(host)) {
    return `open: no API key or person exists yet, so anyone on this machine may read and write; npm run keys -- create --name NAME --scope admin makes the first key${reads}`;
  }
  throw new Error(
    `HOST=${host} can be reached from other machines, and no API key or person exists yet, so anyone could change every record. ` +
      'Create a key first (npm run keys -- create --name NAME --scope admin) or a person (npm run users -- add NAME --role admin), ' +
      'or set AUTH=off to run open on purpose.',
  );
}

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const logger = await createProcessLogger(config.logLevel);
  if (config.workers > 1 && cluster.isPrimary) {
    if (config.databaseUrl === ':memory:' || config.databaseUrl === 'sqlite::memory:') {
      throw new Error(
        `WORKERS=${config.workers} cannot share a :memory: database: each process would have its own, empty one. Use a file or PostgreSQL.`,
      );
    }
    // Checked here too, so that a certificate no worker could use is one sentence, not five failed starts.
    if (config.tls !== undefined) readTlsFiles(config.tls);
    // METRICS_PORT is the primary's: it adds up every worker's figures (src/metrics/cluster-metrics.ts).
    if (config.metrics === 'on' && config.metricsPort !== undefined) {
      await listenForScrapes(config.metricsPort, config.metricsHost ?? config.host, renderCluster(), (error) =>
        logger.error(errorFields(error), 'Gathering metrics failed'),
      );
    }
    const exitCode = await runPrimary(config.workers, logger);
    logger.info({ exit_code: exitCode }, 'Fieldlog stopped');
    process.exit(exitCode);
  }
  // The handlers go in before the server starts, and so before the "listening" line: a supervisor
  // that signals as soon as it reads that line used to find the default action still in place (node
  // sets a signal up lazily, which takes a few milliseconds the first time) and the process died by
  // SIGTERM instead of draining. A signal during start-up stops the server once it has started.
  // on, not once: with once, node restores the default action as the listener goes, and a second
  // signal during the drain would kill the process mid-drain.
  let running: RunningServer | undefined;
  let signalled: string | undefined;
  const stop = (signal: string) => {
    if (signalled !== undefined) return;
    signalled = signal;
    if (running !== undefined) drain(running, signal, logger);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // A half-alive server (reads answered, every write refused) would never be restarted by a
  // supervisor: a writer thread that dies ends the process, after what is in flight is answered.
  const fail = (error: Error) => {
    if (signalled !== undefined) return;
    signalled = 'storage failure';
    logger.error(
      { ...errorFields(error), exit_code: 1 },
      'Storage failed and cannot recover; exiting so that a supervisor restarts Fieldlog',
    );
    if (running === undefined) process.exit(1);
    else drain(running, signalled, logger, 1);
  };
  running = await startServer({ ...config, logger, onStorageFailure: fail });
  // src/main.ts may have started a writer thread for a database this server did not open.
  discardPrestartedWriter();
  const listening: ListeningMessage = { type: 'fieldlog-listening', url: running.url, storage: running.store.kind, access: running.access };
  // The primary says it once, for all of them (src/workers.ts). A parent that started this process
  // with an IPC channel (a test, a benchmark, a supervisor) learns the URL from it at any LOG_LEVEL.
  if (!cluster.isWorker) {
    logger.info(
      { url: running.url, storage: running.store.kind, access: running.access },
      `Fieldlog listening on ${running.url} (storage: ${running.store.kind}; ${running.access})`,
    );
  }
  process.send?.(listening);
  if (signalled !== undefined) drain(running, signalled, logger);
}

function drain(running: RunningServer, reason: string, logger: Logger, exitCode = 0): void {
  logger.info({ reason }, `${reason}: finishing requests in flight, then closing storage`);
  running.close().then(
    () => {
      logger.info({ exit_code: exitCode }, 'Fieldlog stopped');
      process.exit(exitCode);
    },
    (error: unknown) => {
      logger.error(errorFields(error), 'Shutdown failed');
      process.exit(1);
    },
  );
}

/** True when node was asked to run this file, not when a test imports it. */
function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    // import.meta.url is the real path, percent-encoded; argv[1] is the path as typed, which may go
    // through a symbolic link or hold a space. Comparing them raw made `npm start` exit 0 silently.
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

/** Runs the server as a process, configured by its environment: src/main.ts, or this file run by node. */
export function runServer(): void {
  main().catch((error: unknown) => {
    process.stderr.write(`Fieldlog could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

if (isEntryPoint()) runServer();
