// METRICS_PORT: /metrics on a port of its own, without credentials, for a scraper on a private
// network; the service's port keeps its admin-only /metrics. Nothing else is served here, so opening
// this port to the scraper's network exposes the figures and nothing more. Scrapes here are not
// counted among the requests (they do not pass the service's pipeline).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROMETHEUS_CONTENT_TYPE } from './tally.js';
import { PROBLEMS, problemUri } from '../contract/problems.js';
import type { ProblemType } from '../contract/problems.js';

export interface MetricsListener {
  server: Server;
  url: string;
  close(): Promise<void>;
}

export async function listenForScrapes(
  port: number,
  host: string,
  render: () => Promise<string>,
  onError: (error: unknown) => void,
): Promise<MetricsListener> {
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    // As on the service's port: a problem can be traced in the log by it.
    res.setHeader('X-Request-Id', randomUUID());
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics')
      return problem(
        res,
        'route-not-found',
        `${path?.slice(0, 200)} is not served here: this port (METRICS_PORT) serves GET /metrics alone.`,
      );
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return problem(res, 'method-not-allowed', `${req.method} is not allowed on /metrics. Allowed: GET, HEAD.`);
    }
    render().then(
      (text) => {
        res.writeHead(200, {
          'Content-Type': PROMETHEUS_CONTENT_TYPE,
          'Content-Length': Buffer.byteLength(text),
          'Cache-Control': 'no-store',
        });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        onError(error);
        problem(
          res,
          'service-unavailable',
          `The metrics could not be gathered (${String((error as Error)?.message ?? error)}); retry the scrape.`,
        );
      },
    );
  });
  // A scraper keeps its connection; a stop must not wait for it.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `METRICS_PORT=${port} on ${host} could not be opened: ${error.code === 'EADDRINUSE' ? 'another process listens there' : error.message}`,
        ),
      ),
    );
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    server,
    url: `http://${shownHost}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function problem(res: ServerResponse, type: ProblemType, detail: string): void {
  const { status, title } = PROBLEMS[type];
  const body = JSON.stringify({ type: problemUri(type), title, status, detail, instance: '/metrics' });
  res.writeHead(status, { 'Content-Type': 'application/problem+json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}
