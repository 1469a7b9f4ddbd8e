// The per-request figures of /metrics: requests by route, method and status, durations by route,
// and body bytes by route. They are kept here in plain numbers and handed to prom-client only when
// scraped: prom-client's own labelled counters and histograms hash their label set on every call,
// about 1.3 µs a request for these four figures in a loop, a few per cent of a GET by id's CPU; this
// tally costs about 0.15 µs. prom-client still writes the exposition and aggregates across workers,
// through the Metric shape its Registry reads (get()). What the whole of /metrics costs a request is
// measured by `npm run bench -- http --peers fieldlog,fieldlog-nometrics`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Exchange } from '../http/output/respond.js';
import { histogramValues } from './exposed-metric.js';
import type { ExposedMetric, ExposedValue } from './exposed-metric.js';
import { BucketTally } from './tally.js';

/** Seconds; from half a millisecond (a GET by id) to ten seconds (a large export, a slow database). */
export const DURATION_BUCKETS: readonly number[] = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request refused before any route was chosen: an unknown path, a malformed head, a guard. */
export const NO_ROUTE = 'none';

class RouteTally {
  /** method → status → requests. */
  readonly requests = new Map<string, Map<number, number>>();
  readonly durations = new BucketTally(DURATION_BUCKETS);
  requestBytes = 0;
  responseBytes = 0;
}

export class HttpFigures {
  readonly #routes = new Map<string, RouteTally>();

  /**
   * Counts the request once its answer is over (sent, or its connection gone). The route label is the
   * router's pattern (`/locations/:id`), never the path: one series per route, however many ids.
   */
  watch(req: IncomingMessage, res: ServerResponse, exchange: Exchange, started: number): void {
    res.on('close', () => {
      const length = req.headers['content-length'];
      const sent = res.getHeader('content-length');
      this.count(
        exchange.route ?? NO_ROUTE,
        exchange.method ?? req.method ?? 'UNKNOWN',
        res.statusCode,
        (performance.now() - started) / 1000,
        length === undefined ? 0 : Number(length) || 0,
        // A HEAD's Content-Length is what a GET would send; nothing was.
        sent === undefined || exchange.head ? 0 : Number(sent) || 0,
      );
    });
  }

  count(route: string, method: string, status: number, seconds: number, requestBytes: number, responseBytes: number): void {
    let tally = this.#routes.get(route);
    if (tally === undefined) {
      tally = new RouteTally();
      this.#routes.set(route, tally);
    }
    let statuses = tally.requests.get(method);
    if (statuses === undefined) {
      statuses = new Map();
      tally.requests.set(method, statuses);
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    tally.durations.observe(seconds);
    tally.requestBytes += requestBytes;
    tally.responseBytes += responseBytes;
  }

  /** The four figures as prom-client reads a metric. */
  metrics(): ExposedMetric[] {
    return [
      {
        name: 'fieldlog_http_requests_total',
        help: 'HTTP requests answered, by route pattern, method (after any override) and status.',
        type: 'counter',
        aggregator: 'sum',
        get: () =>
          this.#values((route, tally, out) => {
            for (const [method, statuses] of tally.requests)
              for (const [status, value] of statuses) out.push({ labels: { route, method, status }, value });
          }),
      },
      {
        name: 'fieldlog_http_request_duration_seconds',
        help: 'Time from the request reaching the pipeline to its answer sent, by route pattern.',
        type: 'histogram',
        aggregator: 'sum',
        get: () =>
          this.#values((route, tally, out) => {
            out.push(...histogramValues('fieldlog_http_request_duration_seconds', { route }, tally.durations));
          }),
      },
      {
        name: 'fieldlog_http_request_body_bytes_total',
        help: "Request body bytes, by route pattern, as each request's Content-Length said (a chunked body counts 0).",
        type: 'counter',
        aggregator: 'sum',
        get: () => this.#values((route, tally, out) => out.push({ labels: { route }, value: tally.requestBytes })),
      },
      {
        name: 'fieldlog_http_response_body_bytes_total',
        help: 'Response body bytes, by route pattern, of answers with a Content-Length (streamed answers, exports and live streams, count 0).',
        type: 'counter',
        aggregator: 'sum',
        get: () => this.#values((route, tally, out) => out.push({ labels: { route }, value: tally.responseBytes })),
      },
    ];
  }

  #values(each: (route: string, tally: RouteTally, out: ExposedValue[]) => void): { values: ExposedValue[] } {
    const out: ExposedValue[] = [];
    for (const [route, tally] of this.#routes) each(route, tally, out);
    return { values: out };
  }
}
