import type { RouteDefinition } from '../../http/route-spec.js';
import { ProblemError } from '../../http/problem-error.js';
import type { Store } from '../../storage/index.js';

/** GET /healthz: the process answers and its storage can be read. */
export function healthRoute(store: Store): RouteDefinition {
  return {
    method: 'GET', path: '/healthz', name: 'health', input: 'none',
    summary: 'Liveness and storage check',
    handler: async () => {
      try {
        await store.check();
      } catch (error) {
        throw new ProblemError('service-unavailable', `Storage (${store.kind}) does not answer: ${(error as Error).message}`, { storage: store.kind });
      }
      return { data: { status: 'ok', storage: store.kind }, message: `Fieldlog is up; ${store.kind} storage answers.`, links: { self: '/healthz', home: '/' } };
    },
  };
}
