import type { RouteDefinition } from '../../contract/route.js';
import { ProblemError } from '../../contract/problem-error.js';
import type { Lifecycle } from '../../http/guards/lifecycle.js';
import type { Store } from '../../storage/index.js';

/** GET /healthz: the process answers and its storage can be read. */
export function healthRoute(store: Store): RouteDefinition {
  return {
    method: 'GET',
    access: 'public',
    path: '/healthz',
    name: 'health',
    input: 'none',
    summary: 'Liveness and storage check',
    handler: async () => {
      try {
        await store.check();
      } catch (error) {
        throw new ProblemError('service-unavailable', `Storage (${store.kind}) does not answer: ${(error as Error).message}`, {
          storage: store.kind,
        });
      }
      return {
        data: { status: 'ok', storage: store.kind },
        message: `Fieldlog is up; ${store.kind} storage answers.`,
        links: { self: '/healthz', home: '/' },
      };
    },
  };
}

/**
 * GET /readyz: whether to send this instance traffic. It turns false (503) as soon as shutdown
 * begins, before the listener closes, so a balancer stops routing here while requests drain.
 */
export function readyRoute(lifecycle: Lifecycle, store: Store): RouteDefinition {
  return {
    method: 'GET',
    access: 'public',
    path: '/readyz',
    name: 'ready',
    input: 'none',
    summary: 'Readiness: false while shutting down',
    handler: async () => {
      // The lifecycle guard already answers 503 to every request once draining; this covers storage.
      try {
        await store.check();
      } catch (error) {
        throw new ProblemError('service-unavailable', `Not ready: storage (${store.kind}) does not answer: ${(error as Error).message}`, {
          storage: store.kind,
        });
      }
      return {
        data: { ready: !lifecycle.draining, storage: store.kind },
        message: 'Ready for traffic.',
        links: { self: '/readyz', health: '/healthz' },
      };
    },
  };
}
