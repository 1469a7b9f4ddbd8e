// Concurrent clients that create locations back to back and record what happened to every request:
// when it was fully written, and its answer or the socket error instead. Each request carries a
// unique `speed`, so a row can be traced back to the request that made it.
import { Agent, request } from 'node:http';

export interface CreateOutcome {
  client: number;
  /** Unique per load: the `speed` the request sent. */
  marker: number;
  /** performance.now() when the whole request had been handed to the kernel. */
  writtenAt: number | undefined;
  /** Whether the request went out on a connection that had already carried an answer. */
  reusedConnection: boolean;
  status?: number;
  headers?: Record<string, string | string[] | undefined>;
  body?: string;
  /** The socket error (ECONNRESET, ECONNREFUSED, …) when no whole answer arrived. */
  error?: string;
  /** Whether an answer had begun when the error came. */
  partial: boolean;
}

export interface LoadOptions {
  port: number;
  clients: number;
  /** One keep-alive connection per client (true), or a new connection per request. */
  keepAlive: boolean;
  /** Clients stop sending once this returns true. */
  stopped: () => boolean;
  /** Called with each outcome as it happens. */
  onOutcome?: (outcome: CreateOutcome) => void;
}

export function bodyFor(marker: number): Record<string, unknown> {
  return {
    version_number: 2,
    longitude: (marker % 360) - 180,
    latitude: (marker % 180) - 90,
    altitude: marker % 1000,
    speed: marker,
    timestamp: '2026-11-22T18:45:00Z',
  };
}

/** Runs until every client has stopped: when `stopped()`, on ECONNREFUSED, or after three failures in a row. */
export async function runCreateLoad(options: LoadOptions, firstMarker = 0): Promise<CreateOutcome[]> {
  const outcomes: CreateOutcome[] = [];
  let next = firstMarker;
  const client = async (index: number) => {
    const agent = options.keepAlive ? new Agent({ keepAlive: true, maxSockets: 1 }) : undefined;
    let failures = 0;
    try {
      while (!options.stopped() && failures < 3) {
        const outcome = await createOnce(options.port, agent, index, next++);
        outcomes.push(outcome);
        options.onOutcome?.(outcome);
        failures = outcome.status === 201 ? 0 : failures + 1;
        if (outcome.error === 'ECONNREFUSED') break;
      }
    } finally {
      agent?.destroy();
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  return outcomes;
}

const USED = new WeakSet<object>();

function createOnce(port: number, agent: Agent | undefined, client: number, marker: number): Promise<CreateOutcome> {
  const text = JSON.stringify(bodyFor(marker));
  return new Promise((resolve) => {
    const outcome: CreateOutcome = { client, marker, writtenAt: undefined, reusedConnection: false, partial: false };
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/locations',
      agent: agent ?? false,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) },
    });
    req.once('socket', (socket) => {
      // A socket that already carried an answer was accepted by the server before this request.
      outcome.reusedConnection = USED.has(socket);
      req.once('response', (res) => res.once('end', () => USED.add(socket)));
    });
    req.once('finish', () => {
      outcome.writtenAt = performance.now();
    });
    req.once('response', (res) => {
      outcome.partial = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => {
        resolve({
          ...outcome,
          partial: false,
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
      res.once('error', (error: NodeJS.ErrnoException) => resolve({ ...outcome, error: error.code ?? error.message }));
      res.once('aborted', () => resolve({ ...outcome, error: 'aborted' }));
    });
    req.once('error', (error: NodeJS.ErrnoException) => resolve({ ...outcome, error: error.code ?? error.message }));
    req.end(text);
  });
}
