import { DEFAULT_BODY_LIMITS } from './http/body.js';
import type { BodyLimits } from './http/body.js';
import { createDispatcher } from './http/dispatch.js';
import type { RequestHandler } from './http/dispatch.js';
import type { RouteDefinition } from './http/route-spec.js';
import { COLLECTIONS, buildRegistry, buildRoutes } from './resources/index.js';
import { Router } from './router/index.js';
import type { Store } from './storage/index.js';
import { Validator } from './versioning/index.js';
import type { Registry } from './versioning/index.js';

export interface AppOptions {
  store: Store;
  limits?: Partial<BodyLimits>;
  /** Failures that are not client mistakes; the default writes one JSON line to stderr. */
  onError?: (error: unknown, requestId: string) => void;
}

export interface App {
  handler: RequestHandler;
  registry: Registry;
  router: Router<RouteDefinition>;
}

/** Wiring only: registry → validators → routes → router → dispatcher. */
export function createApp(options: AppOptions): App {
  const registry = buildRegistry();
  const validator = new Validator(registry);
  const router = new Router<RouteDefinition>();
  for (const route of buildRoutes(options.store, registry)) router.add(route.method, route.path, route, { name: route.name });
  const handler = createDispatcher({
    router, registry, validator,
    collections: COLLECTIONS.map((c) => c.name),
    limits: { ...DEFAULT_BODY_LIMITS, ...options.limits },
    onError: options.onError ?? logError,
  });
  return { handler, registry, router };
}

function logError(error: unknown, requestId: string): void {
  const stack = error instanceof Error ? error.stack : String(error);
  process.stderr.write(`${JSON.stringify({ level: 'error', request_id: requestId, error: stack })}\n`);
}
