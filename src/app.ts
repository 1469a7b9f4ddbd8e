import { DEFAULT_BODY_LIMITS } from './http/input/body.js';
import type { BodyLimits } from './http/input/body.js';
import { createCors, DEFAULT_CORS } from './http/guards/cors.js';
import type { CorsOptions } from './http/guards/cors.js';
import { createProxyTrust } from './http/guards/client-address.js';
import { createCrossSiteGuard } from './http/guards/cross-site.js';
import { messageGuard } from './http/guards/message-guard.js';
import { createDispatcher } from './http/pipeline/dispatch.js';
import { AccessControl } from './http/access/access-control.js';
import type { AccessPolicy } from './http/access/access-control.js';
import { learnParameterNames } from './http/input/parameter-bag.js';
import { Lifecycle } from './http/guards/lifecycle.js';
import { createRateLimit, createSharedRateLimit, DEFAULT_RATE_LIMIT } from './http/guards/rate-limit.js';
import type { RateLimitOptions } from './http/guards/rate-limit.js';
import { createRateBucket, DEFAULT_IPV6_PREFIX } from './http/guards/rate-limit-bucket.js';
import { createLogger, errorFields, lineLogger } from './log/logger.js';
import type { Logger } from './log/logger.js';
import type { TraceContext } from './tracing/traceparent.js';
import { readyRoute } from './resources/system/health.js';
import type { RequestHandler } from './http/pipeline/dispatch.js';
import type { RouteDefinition } from './contract/route.js';
// Not openapi/index.js: that would load the document's builder at start-up, which routes.ts defers.
import { docsRoutes } from './openapi/routes.js';
import { createPages } from './pages/index.js';
import { COLLECTIONS, buildRegistry, buildRoutes } from './resources/index.js';
import { Router } from './router/index.js';
import { EventStreams } from './resources/events/event-streams.js';
import type { WebhookUrlPolicy } from './webhooks/address-guard.js';
import { ServerMetrics } from './metrics/server-metrics.js';
import { metricsRoute } from './metrics/metrics-route.js';
import { countRefusals } from './metrics/rate-limit-refusals.js';
import type { EventStreamLimits } from './resources/events/event-streams.js';
import { RetentionWork } from './resources/retention/retention-work.js';
import type { RetentionPace } from './storage/retention-runner.js';
import type { RequestCounts, Store } from './storage/index.js';
import { Validator } from './versioning/index.js';
import type { Registry } from './versioning/index.js';

export interface AppOptions {
  store: Store;
  limits?: Partial<BodyLimits>;
  /** Failures that are not client mistakes; the default writes an `error` line, with the stack, to `log`. */
  onError?: (error: unknown, requestId: string, trace?: TraceContext) => void;
  rateLimit?: Partial<RateLimitOptions>;
  /**
   * Where rate-limit counters are shared when more than this process serves: the store's (PostgreSQL,
   * for many machines), or the primary's (WORKERS on SQLite). Counted in this process when absent.
   */
  requestCounts?: RequestCounts;
  /** TRUST_PROXY: proxies whose X-Forwarded-For names the client (src/http/guards/client-address.ts). */
  trustProxy?: readonly string[];
  cors?: Partial<CorsOptions>;
  /**
   * The process's logger (src/log/logger.ts): the request log at `info`, errors at `error`. When
   * absent, only errors are written, to stderr.
   */
  log?: Logger;
  /**
   * Who may use what (INTERFACE.md §8). By default credentials are enforced once a key or person
   * exists, and the server is open until then, as on a loopback address.
   */
  access?: Partial<AccessPolicy>;
  /** WEBHOOK_ALLOW_HTTP and WEBHOOK_ALLOW_PRIVATE, for the URLs a webhook may be given. */
  webhookPolicy?: WebhookUrlPolicy;
  /** The live streams' bounds (EVENT_STREAMS_* in the environment). */
  eventStreams?: Partial<EventStreamLimits>;
  /** Tests and the benchmark only: smaller retention batches (src/storage/retention-runner.ts). */
  retentionPace?: RetentionPace;
  /** What GET /metrics reports, counted by the pipeline; a new one when absent; none, and no /metrics, when false (METRICS=off). */
  metrics?: ServerMetrics | false;
}

export interface App {
  handler: RequestHandler;
  registry: Registry;
  router: Router<RouteDefinition>;
  /** Flip to draining at shutdown: new requests get 503 and /readyz turns false. */
  lifecycle: Lifecycle;
  access: AccessControl;
  /** The live streams of the change log: ended at shutdown, so that the drain is not held open by them. */
  streams: EventStreams;
  /** Removals an admin asked for that go on in the background: stopped at shutdown (issue 21). */
  retention: RetentionWork;
}

const DEFAULT_ACCESS: AccessPolicy = { enforce: true, openUntilCredentials: true, publicRead: false };

/** Wiring only: registry → validators → routes → router → dispatcher. */
export function createApp(options: AppOptions): App {
  const registry = buildRegistry();
  const validator = new Validator(registry);
  learnParameterNames(registry.calls().flatMap((call) => call.versions.flatMap((version) => version.names)));
  const router = new Router<RouteDefinition>();
  const lifecycle = new Lifecycle();
  const proxyTrust = createProxyTrust(options.trustProxy ?? []);
  const clientAddress = proxyTrust.address;
  // The documentation routes describe the whole table, themselves included, read from the router.
  const docs = docsRoutes(registry, () => router.routes().map((entry) => entry.value));
  const log = options.log ?? createLogger({ level: 'error', sink: (line) => process.stderr.write(line) });
  const onError = options.onError ?? errorLogger(log);
  const access = new AccessControl(options.store.identity, { ...DEFAULT_ACCESS, ...options.access }, (error) => onError(error, '-'));
  const streams = new EventStreams(options.store.events, options.eventStreams);
  const rateLimit = { ...DEFAULT_RATE_LIMIT, ...options.rateLimit };
  // Counted per key or person once a credential is valid, else per address (IPv6 by its prefix).
  const rateBucket = createRateBucket(clientAddress, rateLimit.ipv6Prefix ?? DEFAULT_IPV6_PREFIX, (req) => access.identify(req));
  const retention = new RetentionWork(options.store.retention, lineLogger(log), options.retentionPace);
  const metrics = options.metrics === false ? undefined : (options.metrics ?? new ServerMetrics(options.store));
  metrics?.watchStreams(streams);
  for (const route of [
    ...buildRoutes(options.store, registry, {
      identity: access.identity,
      streams,
      retention,
      ...(options.webhookPolicy === undefined ? {} : { webhookPolicy: options.webhookPolicy }),
    }),
    readyRoute(lifecycle, options.store),
    ...(metrics === undefined ? [] : [metricsRoute(metrics, (error) => onError(error, '-'))]),
    ...docs,
  ]) {
    router.add(route.method, route.path, route, { name: route.name });
  }
  const rateLimitGuard =
    options.requestCounts === undefined
      ? createRateLimit(rateLimit, Date.now, rateBucket)
      : createSharedRateLimit(rateLimit, options.requestCounts, Date.now, rateBucket);
  const handler = createDispatcher({
    router,
    registry,
    validator,
    collections: COLLECTIONS.map((c) => c.name),
    limits: { ...DEFAULT_BODY_LIMITS, ...options.limits },
    onError,
    access,
    proxyTrust,
    // CORS first: every refusal after it (a malformed head, shutdown, the rate limit, a cross-site
    // form) carries the CORS headers, so a page can read its problem and Retry-After.
    guards: [
      createCors({ ...DEFAULT_CORS, ...options.cors }),
      messageGuard,
      lifecycle.guard,
      metrics === undefined ? rateLimitGuard : countRefusals(rateLimitGuard, () => metrics.rateLimited()),
      createCrossSiteGuard(),
    ],
    ...(options.log === undefined ? {} : { log: options.log }),
    ...(metrics === undefined ? {} : { metrics: metrics.http }),
    pages: createPages({
      registry,
      validator,
      collections: COLLECTIONS.map((c) => ({ name: c.name, call: c.call.name, noun: c.noun })),
      routes: () => router.routes().map((entry) => entry.value),
      newestChange: async () => (await options.store.events.bounds()).newest,
    }),
  });
  return { handler, registry, router, lifecycle, access, streams, retention };
}

/** A failure's line: the request it broke and its trace, the message, and the stack (which no answer shows). */
function errorLogger(log: Logger): (error: unknown, requestId: string, trace?: TraceContext) => void {
  return (error, requestId, trace) =>
    log.error(
      {
        request_id: requestId,
        ...(trace === undefined ? {} : { trace_id: trace.traceId, span_id: trace.spanId }),
        ...errorFields(error),
      },
      'Request failed',
    );
}
