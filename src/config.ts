import { isIPv4, isIPv6 } from 'node:net';
import { availableParallelism } from 'node:os';
import { DEFAULT_BODY_LIMITS } from './http/input/body.js';
import type { BodyLimits } from './http/input/body.js';
import { DEFAULT_CORS } from './http/guards/cors.js';
import type { CorsOptions } from './http/guards/cors.js';
import { DEFAULT_RATE_LIMIT } from './http/guards/rate-limit.js';
import type { RateLimitOptions } from './http/guards/rate-limit.js';
import { readLogLevel } from './log/logger.js';
import { DEFAULT_DATABASE_URL } from './storage/database-location.js';
import type { LogLevel } from './log/logger.js';
import { DEFAULT_EVENT_STREAM_LIMITS } from './resources/events/event-streams.js';
import type { EventStreamLimits } from './resources/events/event-streams.js';
import { DEFAULT_WEBHOOK_DELIVERY } from './webhooks/delivery-worker.js';
import type { WebhookUrlPolicy } from './webhooks/address-guard.js';
import { readBackupSettings } from './storage/backup/backup-settings.js';
import type { BackupSettings } from './storage/backup/backup-settings.js';
import { parseRetentionDays } from './storage/retention-runner.js';
import type { RetentionDays } from './storage/retention-runner.js';

/** Settings from the environment (INTERFACE.md §7, docs/operations.md), each checked at start-up. */
export interface Config {
  port: number;
  host: string;
  /** WORKERS: processes serving the port (src/workers.ts); `auto` is one per core. */
  workers: number;
  /** TLS_CERT and TLS_KEY: PEM files of the certificate (chain) and its key; HTTPS instead of HTTP when set (src/tls-files.ts). */
  tls: TlsPaths | undefined;
  /** TRUST_PROXY: proxies (addresses, CIDR ranges, `loopback`, `private`) whose X-Forwarded-For names the client. */
  trustProxy: string[];
  /** AUTH=off runs every route open on purpose (INTERFACE.md §8); `on` by default. */
  auth: 'on' | 'off';
  /** PUBLIC_READ=true: reads need no credential; writes still do. */
  publicRead: boolean;
  databaseUrl: string;
  /** DATABASE_READ_URL: a hot standby of the PostgreSQL server, for lists and named routes. */
  databaseReadUrl: string | undefined;
  /** DATABASE_POOL_SIZE: PostgreSQL connections per process (SQLite ignores it). */
  databasePoolSize: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: a PostgreSQL statement running longer is cancelled, and its request gets a 503. */
  databaseStatementTimeoutMs: number;
  /** DATABASE_CONNECT_TIMEOUT_MS: how long a request waits for a PostgreSQL connection before a 503. */
  databaseConnectTimeoutMs: number;
  /** LOG_LEVEL: debug, info, warn, error or silent (src/log/logger.ts). */
  logLevel: LogLevel;
  /** SLOW_QUERY_MS: a storage call that takes longer is logged at debug (src/log/slow-queries.ts). */
  slowQueryMs: number;
  limits: BodyLimits;
  rateLimit: RateLimitOptions;
  cors: CorsOptions;
  /** How long shutdown waits for requests in flight before closing their sockets. */
  shutdownGraceMs: number;
  /** EVENT_RETENTION_DAYS: how long the change log keeps an event (issue 19). */
  eventRetentionDays: number;
  /** RETENTION_DAYS: days of readings and of locations kept (issue 21); none named, none removed. */
  retentionDays: RetentionDays;
  /** EVENT_STREAMS_PER_CLIENT, EVENT_STREAMS_MAX, EVENT_STREAM_BUFFER_BYTES, EVENT_STREAM_HEARTBEAT_MS: the live streams' bounds. */
  eventStreams: EventStreamLimits;
  /** WEBHOOK_ALLOW_HTTP, WEBHOOK_ALLOW_PRIVATE, WEBHOOK_TIMEOUT_MS, WEBHOOK_RETRY_BASE_MS, WEBHOOK_LEASE_MS. */
  webhooks: { policy: WebhookUrlPolicy; timeoutMs: number; retryBaseMs: number; leaseMs: number };
  timeouts: ConnectionTimeouts;
  /** BACKUP_INTERVAL, BACKUP_KEEP, BACKUP_DIR: scheduled backups (src/storage/backup/backup-schedule.ts); none while unset. */
  backups: BackupSettings | undefined;
  /** METRICS=off: no /metrics and nothing counted for it (src/metrics/); `on` by default. */
  metrics: 'on' | 'off';
  /** METRICS_PORT: /metrics without credentials on this port too (src/metrics/metrics-port.ts); none by default. */
  metricsPort: number | undefined;
  /** METRICS_HOST: the address METRICS_PORT listens on; HOST's by default. */
  metricsHost: string | undefined;
}

export interface TlsPaths {
  certPath: string;
  keyPath: string;
}

/** node:http's timers for slow and idle clients, in milliseconds (docs/operations.md, "Settings"). */
export interface ConnectionTimeouts {
  /** How long a keep-alive connection may sit idle between requests (node's keepAliveTimeout). */
  keepAliveMs: number;
  /** How long a request's headers may take to arrive (headersTimeout). */
  headersMs: number;
  /** How long the whole request, headers and body, may take (requestTimeout). */
  requestMs: number;
}

// Tighter than node's own (headersTimeout 60 s, requestTimeout 300 s): see startServer in server.ts.
export const DEFAULT_CONNECTION_TIMEOUTS: ConnectionTimeouts = { keepAliveMs: 5_000, headersMs: 10_000, requestMs: 25_000 };

export function readConfig(env: NodeJS.ProcessEnv): Config {
  const port = readInteger(env, 'PORT', 3000, 0, 65535);
  const logLevel = readLogLevel(readText(env, 'LOG_LEVEL', 'info'));
  return {
    port,
    host: readText(env, 'HOST', '127.0.0.1'),
    workers: readWorkers(env),
    tls: readTlsPaths(env),
    trustProxy: readText(env, 'TRUST_PROXY', '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    auth: readChoice(env, 'AUTH', ['on', 'off'], 'on'),
    publicRead: readChoice(env, 'PUBLIC_READ', ['false', 'true'], 'false') === 'true',
    eventRetentionDays: readInteger(env, 'EVENT_RETENTION_DAYS', 30, 1, 36_500),
    retentionDays: parseRetentionDays(readText(env, 'RETENTION_DAYS', '')),
    eventStreams: {
      perClient: readInteger(env, 'EVENT_STREAMS_PER_CLIENT', DEFAULT_EVENT_STREAM_LIMITS.perClient, 1, 100_000),
      total: readInteger(env, 'EVENT_STREAMS_MAX', DEFAULT_EVENT_STREAM_LIMITS.total, 1, 1_000_000),
      bufferBytes: readInteger(env, 'EVENT_STREAM_BUFFER_BYTES', DEFAULT_EVENT_STREAM_LIMITS.bufferBytes, 16 * 1024, 1024 * 1024 * 1024),
      heartbeatMs: readInteger(env, 'EVENT_STREAM_HEARTBEAT_MS', DEFAULT_EVENT_STREAM_LIMITS.heartbeatMs, 100, 3_600_000),
    },
    webhooks: {
      policy: {
        allowHttp: readChoice(env, 'WEBHOOK_ALLOW_HTTP', ['false', 'true'], 'false') === 'true',
        allowPrivate: readChoice(env, 'WEBHOOK_ALLOW_PRIVATE', ['false', 'true'], 'false') === 'true',
      },
      timeoutMs: readInteger(env, 'WEBHOOK_TIMEOUT_MS', DEFAULT_WEBHOOK_DELIVERY.timeoutMs, 100, 60_000),
      retryBaseMs: readInteger(env, 'WEBHOOK_RETRY_BASE_MS', DEFAULT_WEBHOOK_DELIVERY.retryBaseMs, 10, 3_600_000),
      // How long the webhooks a process was delivering wait for another once it has died.
      leaseMs: readInteger(env, 'WEBHOOK_LEASE_MS', DEFAULT_WEBHOOK_DELIVERY.leaseMs, 1_000, 3_600_000),
    },
    databaseUrl: readText(env, 'DATABASE_URL', DEFAULT_DATABASE_URL),
    databaseReadUrl: env.DATABASE_READ_URL === undefined || env.DATABASE_READ_URL === '' ? undefined : env.DATABASE_READ_URL,
    databasePoolSize: readInteger(env, 'DATABASE_POOL_SIZE', 10, 1, 1_000),
    databaseStatementTimeoutMs: readInteger(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 10_000, 100, 600_000),
    databaseConnectTimeoutMs: readInteger(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5_000, 100, 600_000),
    logLevel,
    slowQueryMs: readInteger(env, 'SLOW_QUERY_MS', 100, 0, 600_000),
    limits: {
      maxBytes: readInteger(env, 'BODY_LIMIT_BYTES', DEFAULT_BODY_LIMITS.maxBytes, 1024, 64 * 1024 * 1024),
      maxXmlBytes: readInteger(env, 'XML_BODY_LIMIT_BYTES', DEFAULT_BODY_LIMITS.maxXmlBytes, 1024, 16 * 1024 * 1024),
      maxParameters: readInteger(env, 'PARAMETER_LIMIT', DEFAULT_BODY_LIMITS.maxParameters, 8, 10_000),
      maxBatchBytes: readInteger(env, 'BULK_BODY_LIMIT_BYTES', DEFAULT_BODY_LIMITS.maxBatchBytes, 1024, 256 * 1024 * 1024),
    },
    rateLimit: {
      ...DEFAULT_RATE_LIMIT,
      limit: readInteger(env, 'RATE_LIMIT', DEFAULT_RATE_LIMIT.limit, 0, 10_000_000),
      windowSeconds: readInteger(env, 'RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMIT.windowSeconds, 1, 86_400),
      ipv6Prefix: readInteger(env, 'RATE_LIMIT_IPV6_PREFIX', DEFAULT_RATE_LIMIT.ipv6Prefix ?? 56, 1, 128),
    },
    cors: {
      ...DEFAULT_CORS,
      origins: readText(env, 'CORS_ORIGINS', '')
        .split(',')
        .map((o) => o.trim())
        .filter((o) => o !== ''),
    },
    shutdownGraceMs: readInteger(env, 'SHUTDOWN_GRACE_MS', 8_000, 0, 60_000),
    timeouts: readTimeouts(env),
    backups: readBackupSettings(env),
    ...readMetrics(env, port),
  };
}

function readMetrics(env: NodeJS.ProcessEnv, port: number): Pick<Config, 'metrics' | 'metricsPort' | 'metricsHost'> {
  const metrics = readChoice(env, 'METRICS', ['on', 'off'], 'on');
  const metricsPort = env.METRICS_PORT === undefined || env.METRICS_PORT === '' ? undefined : readInteger(env, 'METRICS_PORT', 0, 1, 65535);
  if (metricsPort !== undefined && metrics === 'off')
    throw new Error('METRICS_PORT must not be set with METRICS=off: there would be nothing to serve on it');
  if (metricsPort !== undefined && metricsPort === port)
    throw new Error(`METRICS_PORT must differ from PORT (${port}): it serves /metrics without credentials`);
  const metricsHost = env.METRICS_HOST === undefined || env.METRICS_HOST === '' ? undefined : env.METRICS_HOST;
  return { metrics, metricsPort, metricsHost };
}

function readWorkers(env: NodeJS.ProcessEnv): number {
  if (env.WORKERS === 'auto') return availableParallelism();
  try {
    return readInteger(env, 'WORKERS', 1, 1, 256);
  } catch (error) {
    throw new Error(`${(error as Error).message.replace(/, not "/, ' or "auto", not "')}`);
  }
}

function readTlsPaths(env: NodeJS.ProcessEnv): TlsPaths | undefined {
  const certPath = readText(env, 'TLS_CERT', '');
  const keyPath = readText(env, 'TLS_KEY', '');
  if (certPath === '' && keyPath === '') return undefined;
  if (certPath === '' || keyPath === '') {
    const [set, unset] = certPath === '' ? ['TLS_KEY', 'TLS_CERT'] : ['TLS_CERT', 'TLS_KEY'];
    throw new Error(
      `${set} is set but ${unset} is not: HTTPS needs both the certificate (TLS_CERT) and its private key (TLS_KEY), or neither for plain HTTP`,
    );
  }
  return { certPath, keyPath };
}

function readTimeouts(env: NodeJS.ProcessEnv): ConnectionTimeouts {
  const defaults = DEFAULT_CONNECTION_TIMEOUTS;
  const timeouts = {
    keepAliveMs: readInteger(env, 'KEEP_ALIVE_TIMEOUT_MS', defaults.keepAliveMs, 1_000, 600_000),
    headersMs: readInteger(env, 'HEADERS_TIMEOUT_MS', defaults.headersMs, 1_000, 300_000),
    requestMs: readInteger(env, 'REQUEST_TIMEOUT_MS', defaults.requestMs, 1_000, 3_600_000),
  };
  // node:http refuses a headersTimeout above requestTimeout (ERR_OUT_OF_RANGE) only when the server
  // is created; said here, the sentence names the variables the operator set.
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${timeouts.headersMs}) must not exceed REQUEST_TIMEOUT_MS (${timeouts.requestMs}): the headers are part of the request`,
    );
  }
  return timeouts;
}

function readChoice<T extends string>(env: NodeJS.ProcessEnv, name: string, choices: readonly T[], fallback: T): T {
  const value = readText(env, name, fallback);
  if (!(choices as readonly string[]).includes(value)) throw new Error(`${name} must be ${choices.join(' or ')}, not "${value}"`);
  return value as T;
}

function readText(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value === '' ? fallback : value;
}

function readInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, not "${text}"`);
  }
  return value;
}

/**
 * True for a HOST only this machine can reach: `localhost`, 127.0.0.0/8, ::1 (and ::ffff:127.x).
 * `0.0.0.0`, `::` and any other name or address may be reachable from elsewhere.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (bare.toLowerCase() === 'localhost') return true;
  if (isIPv4(bare)) return bare.startsWith('127.');
  if (!isIPv6(bare)) return false;
  // The WHATWG URL parser writes an IPv6 address in its one canonical form: ::1, and ::ffff:7fXX:XXXX for 127.x.
  const canonical = new URL(`http://[${bare}]`).hostname;
  return canonical === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(canonical);
}
