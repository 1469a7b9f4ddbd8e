// GET /metrics on the service's own port (INTERFACE.md §3): an admin route, so it needs an admin
// credential once any key or person exists, and is open while the server is (as every route is).
// METRICS_PORT serves the same text without credentials on a port of its own (metrics-port.ts).
import { ProblemError } from '../contract/problem-error.js';
import { rawReply } from '../contract/route.js';
import type { MediaOffer, RouteDefinition } from '../contract/route.js';
import type { ServerMetrics } from './server-metrics.js';
import { PROMETHEUS_CONTENT_TYPE } from './tally.js';

/** What Prometheus asks for (text/plain, version 0.0.4); a scraper that names only it gets it. */
export const PROMETHEUS_TEXT: MediaOffer = { name: 'prometheus', type: 'text/plain', suffix: '.txt' };

export function metricsRoute(metrics: ServerMetrics, onError: (error: unknown) => void): RouteDefinition {
  return {
    method: 'GET',
    access: 'admin',
    path: '/metrics',
    name: 'metrics',
    input: 'none',
    summary: 'Prometheus metrics of this process (text exposition format); admin, or METRICS_PORT without credentials',
    media: [PROMETHEUS_TEXT],
    response: { kind: 'raw', mediaTypes: [PROMETHEUS_TEXT.type] },
    problems: ['service-unavailable'],
    // Whatever the negotiated format: a scraper reads one format only.
    handler: async () => rawReply(PROMETHEUS_CONTENT_TYPE, await renderOrRefuse(metrics, onError), { 'Cache-Control': 'no-store' }),
  };
}

/** The exposition, or a 503 that says why: a scrape is never answered 500. */
export async function renderOrRefuse(metrics: { render(): Promise<string> }, onError: (error: unknown) => void): Promise<string> {
  try {
    return await metrics.render();
  } catch (error) {
    onError(error);
    throw new ProblemError(
      'service-unavailable',
      `The metrics could not be gathered (${String((error as Error)?.message ?? error)}); retry the scrape.`,
      {},
    );
  }
}
