// Peer: raw node:http doing the bare minimum for each scenario. It routes by comparing strings,
// reads or inserts through bench/peers/sqlite.ts (Fieldlog's SQL), checks a create by hand and
// answers JSON.stringify of the row. No envelope, no negotiation, no request id, no ETag: the
// floor under any framework, which Fieldlog's full stack is measured against.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isEntryPoint, readPeerEnvironment, tsxLaunch } from './peer.js';
import type { Peer } from './peer.js';
import { openPeerData } from './sqlite.js';
import type { NewLocation, PeerData } from './sqlite.js';

export const nodeHttpPeer: Peer = {
  name: 'node:http',
  description: 'raw node:http: string routing, hand-written checks, JSON.stringify of the row',
  // No bulk-ingest route (issue 7): Fieldlog's batch figure stands alone, as locations per second.
  skips: ['bulk-full'],
  launch: (settings) => tsxLaunch(import.meta.url, settings),
};

const MAX_BODY = 1024 * 1024;
// The same grammar as Fieldlog's date-time parameter (src/versioning/parameters.ts).
const DATE_TIME = /^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})$/;
const BOUNDS: Record<string, [number, number]> = {
  longitude: [-180, 180],
  latitude: [-90, 90],
  altitude: [-12000, 120000],
  speed: [0, 299792458],
};

function send(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

function readLimit(query: string): number | undefined {
  const limit = Number(new URLSearchParams(query).get('limit') ?? 50);
  return Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : undefined;
}

/** The create's checks, by hand: exactly version 2's fields, each of its type and in bounds. */
function readLocation(value: unknown): NewLocation | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const body = value as Record<string, unknown>;
  if (body.version_number !== 2 || Object.keys(body).length !== 6) return undefined;
  for (const [name, [min, max]] of Object.entries(BOUNDS)) {
    const number = body[name];
    if (typeof number !== 'number' || !(number >= min && number <= max)) return undefined;
  }
  const timestamp = body.timestamp;
  if (typeof timestamp !== 'string' || timestamp.length > 64 || !DATE_TIME.test(timestamp)) return undefined;
  return body as unknown as NewLocation;
}

function create(data: PeerData, req: IncomingMessage, res: ServerResponse): void {
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_BODY) req.destroy();
    else chunks.push(chunk);
  });
  req.on('end', () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return send(res, 400, '{"error":"body is not JSON"}');
    }
    const location = readLocation(parsed);
    if (location === undefined) return send(res, 400, '{"error":"invalid location"}');
    const { version_number: _version, ...fields } = location as NewLocation & { version_number?: number };
    send(res, 201, JSON.stringify(data.insert(fields)));
  });
}

function handle(data: PeerData, req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const query = mark === -1 ? '' : url.slice(mark + 1);
  if (req.method === 'GET') {
    if (path === '/hello') return send(res, 200, JSON.stringify({ hello: 'world' }));
    if (path === '/healthz') {
      data.check();
      return send(res, 200, JSON.stringify({ status: 'ok' }));
    }
    if (path === '/locations' || path === '/locations/latest') {
      const limit = readLimit(query);
      if (limit === undefined) return send(res, 400, '{"error":"limit must be 1 to 100"}');
      if (path === '/locations') return send(res, 200, JSON.stringify({ data: data.list(limit) }));
      const rows = data.latest(limit).map(({ sort_key: _key, ...row }) => row);
      return send(res, 200, JSON.stringify({ data: rows }));
    }
    if (path.startsWith('/locations/') && path.indexOf('/', 11) === -1) {
      const row = data.get(decodeURIComponent(path.slice(11)));
      return row === undefined ? send(res, 404, '{"error":"not found"}') : send(res, 200, JSON.stringify(row));
    }
  }
  if (req.method === 'POST' && path === '/locations') return create(data, req, res);
  send(res, 404, '{"error":"not found"}');
}

if (isEntryPoint(import.meta.url)) {
  const { port, database } = readPeerEnvironment();
  const data = openPeerData(database);
  const server = createServer((req, res) => {
    try {
      handle(data, req, res);
    } catch {
      if (!res.headersSent) send(res, 500, '{"error":"internal"}');
    }
  });
  server.listen(port, '127.0.0.1', () => process.stdout.write(`node:http peer listening on http://127.0.0.1:${port}\n`));
  process.once('SIGTERM', () => {
    server.close(() => {
      data.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  });
}
