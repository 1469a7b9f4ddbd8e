// Issue 20, INTERFACE.md §10: GET /locations/export and /readings/export stream every row the
// collection's search matches, as CSV, NDJSON or (locations) GeoJSON. Each format must hold, row for
// row, what the JSON search pages hold for the same parameters: CSV read back by an independent
// parser (csv-parse; the writer is Papa Parse, csv-text.ts), GeoJSON passed by an independent validator
// (@placemarkio/check-geojson). The data sets run to three pages of the export's reads (1,000 rows
// each), with ties on the sort key across page boundaries. Also: headers, empty exports, 406, 422,
// the page for people, HEAD, and a client that goes away mid-export (the export reads no further
// page, and the server goes on answering). The memory bound is in exports-memory.sqlite.test.ts.
import assert from 'node:assert/strict';
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { check } from '@placemarkio/check-geojson';
import { parse as csvParse } from 'csv-parse/sync';
import { createApp } from '../../src/app.js';
import { openStore } from '../../src/storage/index.js';
import type { Store } from '../../src/storage/index.js';
import type { KeysetPage, LocationSearch, RowValues } from '../../src/storage/index.js';
import { insertDirectly, walk } from '../support/named-routes.js';
import { assertProblem } from '../support/problem-assertions.js';
import { send, startServer } from '../support/server.js';
import type { Answer, TestServer } from '../support/server.js';
import { createTestDatabase } from '../support/test-database.js';
import type { TestDatabase } from '../support/test-database.js';
import { createDevice } from '../support/version-3.js';

type Query = Record<string, string>;
type Item = Record<string, unknown>;

const TYPES = {
  csv: 'text/csv; charset=utf-8; header=present',
  ndjson: 'application/x-ndjson',
  geojson: 'application/geo+json',
} as const;
type Format = keyof typeof TYPES;
const FORMULA_LEADERS = ['=', '+', '-', '@', '\t', '\r'];

const LOCATION_ROWS = 2_600;
const READING_ROWS = 2_300;

let server: TestServer;
let device: string;

before(async () => {
  server = await startServer({ rateLimit: { limit: 0 } });
  device = await createDevice(server, 'Collar 20');
  await insertDirectly(
    server,
    'locations',
    Array.from({ length: LOCATION_ROWS }, (_, i) => locationRow(i, device)),
  );
  await insertDirectly(
    server,
    'readings',
    Array.from({ length: READING_ROWS }, (_, i) => readingRow(i, device)),
  );
});
after(() => server?.close());

/**
 * Location i: four rows share each instant (written in different offsets), so equal keys straddle
 * the export's page boundaries; every 50th has no timestamp (those sort last); some altitudes are
 * negative, a number whose text begins with '-'.
 */
function locationRow(i: number, deviceId: string): Record<string, string | number> {
  const minute = Math.floor(i / 4);
  const instant = Date.UTC(2026, 2, 1) + minute * 60_000;
  const offset = i % 4 === 1 ? 2 : 0;
  const local = new Date(instant + offset * 3_600_000).toISOString().slice(0, 19);
  const row: Record<string, string | number> = {
    longitude: Math.round(((i * 7.31) % 359) * 1000) / 1000 - 179.5,
    latitude: Math.round(((i * 3.17) % 178) * 1000) / 1000 - 89,
    altitude: i - 300,
    speed: i / 10,
  };
  if (i % 50 !== 7) row.timestamp = offset === 0 ? `${local}Z` : `${local}+02:00`;
  if (i % 2 === 0) row.device = deviceId;
  if (i % 3 === 0) row.accuracy = 2.5;
  return row;
}

/** Reading i: areas of two cities and one a spreadsheet would run as a formula; ties on `time`; version 3 fields on some, a unit CSV quotes on a few. */
function readingRow(i: number, deviceId: string): Record<string, string | number> {
  const area = i % 10 === 0 ? '-1:x' : i % 3 === 0 ? `koeln:${i % 7}` : `bonn:${i % 11}`;
  const number = 10 + (i % 50);
  const row: Record<string, string | number> = {
    time: new Date(Date.UTC(2026, 4, 1) + Math.floor(i / 3) * 60_000).toISOString(),
    area,
    mean: (i % 41) - 20.25,
    good: number - (i % 3),
    number,
    seen: number + 1,
    span: 60,
    stdDev: (i % 9) / 4,
  };
  if (i % 4 !== 0) {
    row.quantity = i % 4 === 1 ? 'air_temperature' : 'relative_humidity';
    row.unit = i % 4 === 1 ? 'Cel' : '%';
  }
  // UCUM annotations hold what CSV must quote: a comma and a quote.
  if (i % 97 === 3) Object.assign(row, { quantity: 'count', unit: '{a,b"c}' });
  if (i % 5 === 0) row.device = deviceId;
  return row;
}

/** The requests each collection's tests make: a version, and search parameters. */
interface Case {
  label: string;
  collection: 'locations' | 'readings';
  version: number;
  query: Query;
  /** Whether the filter leaves rows out (so that "filters apply" is shown, not just "all rows come"). */
  narrows: boolean;
}

const CASES: Case[] = [
  { label: 'locations v1, no filter', collection: 'locations', version: 1, query: {}, narrows: false },
  { label: 'locations v1, bbox', collection: 'locations', version: 1, query: { bbox: '-20,-40,120,60' }, narrows: true },
  {
    label: 'locations v2, bbox across the antimeridian and a time range',
    collection: 'locations',
    version: 2,
    query: { bbox: '100,-80,-100,80', from: '2026-03-01T01:00:00Z', to: '2026-03-01T10:00:00+02:00' },
    narrows: true,
  },
  { label: 'locations v3, no filter', collection: 'locations', version: 3, query: {}, narrows: false },
  { label: 'readings v1, no filter', collection: 'readings', version: 1, query: {}, narrows: false },
  {
    label: 'readings v1, area and mean range',
    collection: 'readings',
    version: 1,
    query: { area: 'bonn:*', min_mean: '-5', max_mean: '12.5' },
    narrows: true,
  },
  {
    label: 'readings v2, time range',
    collection: 'readings',
    version: 2,
    query: { from: '2026-05-01T03:00:00Z', to: '2026-05-01T09:00:00Z' },
    narrows: true,
  },
  { label: 'readings v3, no filter (units CSV must quote)', collection: 'readings', version: 3, query: {}, narrows: false },
  {
    label: 'readings v3, quantity and unit',
    collection: 'readings',
    version: 3,
    query: { quantity: 'air_temperature', unit: 'Cel' },
    narrows: true,
  },
];

function exportTarget(collection: string, suffix: string, version: number, query: Query): string {
  return `/${collection}/export${suffix}?${new URLSearchParams({ version_number: String(version), ...query })}`;
}

/** Every item of the JSON search with the same parameters, page after page (limit 1000, the most a page holds). */
async function searchItems(collection: string, version: number, query: Query): Promise<Item[]> {
  return (await walk(server, `/${collection}/search`, { version_number: version, ...query, limit: 1000 })).items;
}

/** What a reader finds in the CSV cell of a JSON value (as the list's CSV: test/e2e/field-formats.test.ts). */
function expectedCell(value: unknown): string {
  if (value === null) return '';
  if (typeof value === 'string') return FORMULA_LEADERS.some((leader) => value.startsWith(leader)) ? `'${value}` : value;
  assert.equal(typeof value, 'number', `an export holds text, numbers and nulls only: ${JSON.stringify(value)}`);
  return String(value);
}

/** The CSV, parsed by csv-parse (strict: a stray quote or a record of another length throws): the header and the records; every line break outside quotes CRLF. */
function readCsv(text: string): { fields: string[]; records: string[][] } {
  assert.ok(text.endsWith('\r\n'), `the last record ends with CRLF: ${JSON.stringify(text.slice(-40))}`);
  const unquoted = text.replace(/"(?:[^"]|"")*"/g, '""');
  assert.equal(unquoted.match(/\r(?!\n)|(?<!\r)\n/g), null, 'a line break outside quotes is not CRLF');
  const [fields = [], ...records] = csvParse(text, {
    delimiter: ',',
    record_delimiter: '\r\n',
    quote: '"',
    relax_column_count: false,
  }) as string[][];
  return { fields, records };
}

function assertCsvHolds(text: string, items: readonly Item[], keys: readonly string[], label: string): void {
  const { fields, records } = readCsv(text);
  assert.deepEqual(fields, keys, `${label}: the header is the JSON item's keys, in order`);
  assert.equal(records.length, items.length, `${label}: one record per item`);
  items.forEach((item, index) => {
    const record = records[index]!;
    assert.deepEqual(
      record,
      fields.map((field) => expectedCell(item[field])),
      `${label}: record ${index}`,
    );
    fields.forEach((field, at) => {
      const value = item[field];
      if (typeof value === 'number') assert.ok(Object.is(Number(record[at]), value), `${label}: ${field} reads back as ${value}`);
    });
  });
}

function assertNdjsonHolds(text: string, items: readonly Item[], label: string): void {
  if (items.length === 0) {
    assert.equal(text, '', `${label}: an empty export is an empty body`);
    return;
  }
  assert.ok(text.endsWith('\n'), `${label}: every line ends with a line feed`);
  const lines = text.slice(0, -1).split('\n');
  assert.equal(lines.length, items.length, `${label}: one line per item`);
  for (const [index, line] of lines.entries()) assert.deepEqual(JSON.parse(line), items[index], `${label}: line ${index}`);
}

function assertGeoJsonHolds(answer: Answer, items: readonly Item[], version: number, label: string): void {
  try {
    check(answer.text);
  } catch (error) {
    assert.fail(`${label}: check-geojson refuses the export: ${(error as Error).message}`);
  }
  const collection = JSON.parse(answer.text);
  assert.equal(collection.type, 'FeatureCollection');
  assert.equal(collection.features.length, items.length, `${label}: one feature per item`);
  collection.features.forEach((feature: any, index: number) => {
    const item = items[index] as Record<string, any>;
    const position = item.altitude === null ? [item.longitude, item.latitude] : [item.longitude, item.latitude, item.altitude];
    assert.deepEqual(
      feature,
      { type: 'Feature', id: item.id, geometry: { type: 'Point', coordinates: position }, properties: item },
      `${label}: feature ${index}`,
    );
  });
  assert.deepEqual(collection.meta, {
    action: 'location-export',
    version_number: version,
    request_id: answer.headers['x-request-id'],
    count: items.length,
  });
}

function assertFileHeaders(answer: Answer, format: Format, collection: string, version: number, label: string): void {
  assert.equal(answer.status, 200, `${label}: ${answer.text.slice(0, 400)}`);
  assert.equal(answer.headers['content-type'], TYPES[format], label);
  assert.match(
    String(answer.headers['content-disposition']),
    new RegExp(`^attachment; filename="${collection}-v${version}-\\d{4}-\\d{2}-\\d{2}\\.${format}"$`),
    label,
  );
  const day = /(\d{4}-\d{2}-\d{2})\./.exec(String(answer.headers['content-disposition']))![1]!;
  // The UTC day of the answer (a run across midnight may see the day before).
  assert.ok(
    [0, 60_000].some((back) => new Date(Date.now() - back).toISOString().startsWith(day)),
    `${label}: ${day} is today (UTC)`,
  );
  assert.equal(answer.headers['cache-control'], 'no-store', label);
  assert.equal(answer.headers.vary, 'Accept', label);
}

const KEYS = (items: readonly Item[], fallback: readonly string[]) => (items.length > 0 ? Object.keys(items[0]!) : fallback);

describe('each format holds, row for row, the JSON search pages of the same parameters', () => {
  for (const testCase of CASES) {
    test(testCase.label, async () => {
      const { collection, version, query } = testCase;
      const items = await searchItems(collection, version, query);
      const total = collection === 'locations' ? LOCATION_ROWS : READING_ROWS;
      assert.ok(items.length > 0, 'the search matches something');
      if (testCase.narrows) assert.ok(items.length < total, `the filter leaves rows out: ${items.length} of ${total}`);
      else assert.equal(items.length, total);

      const csv = await server.request('GET', exportTarget(collection, '.csv', version, query));
      assertFileHeaders(csv, 'csv', collection, version, 'CSV');
      assertCsvHolds(csv.text, items, Object.keys(items[0]!), 'CSV');

      // By Accept as well as by suffix.
      const ndjson = await server.request('GET', exportTarget(collection, '', version, query), {
        headers: { accept: 'application/x-ndjson' },
      });
      assertFileHeaders(ndjson, 'ndjson', collection, version, 'NDJSON');
      assertNdjsonHolds(ndjson.text, items, 'NDJSON');

      if (collection === 'locations') {
        const geojson = await server.request('GET', exportTarget(collection, '.geojson', version, query));
        assertFileHeaders(geojson, 'geojson', collection, version, 'GeoJSON');
        assertGeoJsonHolds(geojson, items, version, 'GeoJSON');
      }
    });
  }
});

test('an export that matches nothing is still a valid file: the CSV header alone, an empty NDJSON, an empty FeatureCollection', async () => {
  const empty = { locations: { bbox: '-1,-1,1,1', from: '2030-01-01T00:00:00Z' }, readings: { area: 'nowhere' } };
  for (const collection of ['locations', 'readings'] as const) {
    const query = empty[collection];
    assert.deepEqual(await searchItems(collection, 2, query), []);
    const csv = await server.request('GET', exportTarget(collection, '.csv', 2, query));
    assertFileHeaders(csv, 'csv', collection, 2, `${collection} CSV`);
    const keys = (await server.request('GET', `/${collection}?version_number=2&limit=1`)).json().data[0];
    assert.equal(csv.text, `${Object.keys(keys).join(',')}\r\n`, 'the header row of version 2, and nothing else');
    assertCsvHolds(csv.text, [], KEYS([], Object.keys(keys)), `${collection} CSV`);
    const ndjson = await server.request('GET', exportTarget(collection, '.ndjson', 2, query));
    assertFileHeaders(ndjson, 'ndjson', collection, 2, `${collection} NDJSON`);
    assert.equal(ndjson.text, '');
  }
  const geojson = await server.request('GET', exportTarget('locations', '.geojson', 2, empty.locations));
  assertFileHeaders(geojson, 'geojson', 'locations', 2, 'GeoJSON');
  assertGeoJsonHolds(geojson, [], 2, 'GeoJSON');
});

test('formats are chosen by Accept with q-values as by suffix; HEAD answers the head alone', async () => {
  const preferred = await server.request('GET', '/locations/export?version_number=2&bbox=0,0,10,10', {
    headers: { accept: 'application/json;q=0.5, text/csv;q=0.9, application/geo+json;q=0.8' },
  });
  assertFileHeaders(preferred, 'csv', 'locations', 2, 'Accept prefers CSV');
  const geojson = await server.request('GET', '/locations/export?version_number=2&bbox=0,0,10,10', {
    headers: { accept: 'application/geo+json' },
  });
  assertFileHeaders(geojson, 'geojson', 'locations', 2, 'Accept: application/geo+json');
  const csv = await server.request('GET', '/readings/export?version_number=1', { headers: { accept: 'text/csv' } });
  assertFileHeaders(csv, 'csv', 'readings', 1, 'Accept: text/csv');
  const head = await server.request('HEAD', '/locations/export.ndjson?version_number=3');
  assertFileHeaders(head, 'ndjson', 'locations', 3, 'HEAD');
  assert.equal(head.text, '');
});

test('readings asked for GeoJSON, by suffix or Accept: 406 listing what they offer', async () => {
  for (const [target, headers] of [
    ['/readings/export.geojson?version_number=1', {}],
    ['/readings/export?version_number=1', { accept: 'application/geo+json' }],
  ] as const) {
    const answer = await server.request('GET', target, { headers });
    const problem = assertProblem(answer, 'not-acceptable', target.split('?')[0]!);
    assert.ok(problem.available.includes('text/csv') && problem.available.includes('application/x-ndjson'), answer.text);
    assert.ok(!problem.available.includes('application/geo+json'), answer.text);
  }
});

test('JSON or XML, asked for or by default, is 406 saying how to ask for a file', async () => {
  for (const [target, headers] of [
    ['/locations/export?version_number=2', {}],
    ['/locations/export?version_number=2', { accept: '*/*' }],
    ['/locations/export?version_number=2', { accept: 'application/json' }],
    ['/locations/export.json?version_number=2', {}],
    ['/readings/export?version_number=2', { accept: 'application/json' }],
  ] as const) {
    const answer = await server.request('GET', target, { headers });
    const path = target.split('?')[0]!;
    const problem = assertProblem(answer, 'not-acceptable', path);
    const locations = path.startsWith('/locations');
    const files = locations ? ['text/csv', 'application/x-ndjson', 'application/geo+json'] : ['text/csv', 'application/x-ndjson'];
    assert.deepEqual(problem.available, [...files, 'text/html'], target);
    for (const named of [...files, '.csv', '.ndjson'])
      assert.ok(problem.detail.includes(named), `${target}: the detail names ${named}: ${problem.detail}`);
    assert.ok(problem.detail.includes(`${locations ? '/locations' : '/readings'}/export.csv?version_number=2`), problem.detail);
  }
  // Asked for XML, the problem is XML, with the same members (INTERFACE.md §5).
  for (const [target, headers] of [
    ['/locations/export.xml?version_number=2', {}],
    ['/readings/export?version_number=2', { accept: 'application/xml' }],
  ] as const) {
    const answer = await server.request('GET', target, { headers });
    assert.equal(answer.status, 406, answer.text);
    assert.match(String(answer.headers['content-type']), /^application\/problem\+xml/);
    for (const named of ['/problems/not-acceptable', 'text/csv', 'application/x-ndjson', 'text/html'])
      assert.ok(answer.text.includes(named), answer.text);
  }
});

test('bad parameters are 422 with every error at once, before any byte of a file; version_number is required', async () => {
  const answer = await server.request('GET', '/locations/export.csv?version_number=2&bbox=1,2&from=yesterday&limit=10&cursor=abc');
  const problem = assertProblem(answer, 'invalid-parameters', '/locations/export.csv');
  const byName = new Map(problem.errors.map((error: any) => [error.parameter, error.code]));
  assert.deepEqual(
    [...byName.keys()].sort(),
    ['bbox', 'cursor', 'from', 'limit'],
    `each bad parameter once, and the search's paging parameters are not the export's: ${answer.text}`,
  );
  assert.equal(byName.get('limit'), 'unknown');
  assert.equal(answer.headers['content-disposition'], undefined);
  const readings = await server.request('GET', '/readings/export.ndjson?version_number=1&min_mean=5&max_mean=1&unit=Cel');
  const refused = assertProblem(readings, 'invalid-parameters', '/readings/export.ndjson');
  assert.deepEqual(refused.errors.map((error: any) => error.parameter).sort(), ['min_mean', 'unit'], readings.text);
  assertProblem(await server.request('GET', '/locations/export.csv'), 'version-missing', '/locations/export.csv');
});

test('a browser gets a page of download links, one per format, each keeping the query', async () => {
  const page = await server.request('GET', '/readings/export?area=bonn:*&min_mean=2', { headers: { accept: 'text/html' } });
  assert.equal(page.status, 200, page.text);
  assert.match(String(page.headers['content-type']), /^text\/html/);
  const hrefs = [...page.text.matchAll(/<a href="([^"]*)" rel="(csv|ndjson|geojson)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  assert.deepEqual(hrefs, [
    '/readings/export.csv?version_number=3&area=bonn%3A*&min_mean=2',
    '/readings/export.ndjson?version_number=3&area=bonn%3A*&min_mean=2',
  ]);
  const followed = await server.request('GET', hrefs[1]!);
  assertFileHeaders(followed, 'ndjson', 'readings', 3, 'the link');
  assertNdjsonHolds(followed.text, await searchItems('readings', 3, { area: 'bonn:*', min_mean: '2' }), 'the link');
});

// ---- A client that goes away ------------------------------------------------------------------------

/** A gate on one call of the store's location search: it waits until released. */
interface Gate {
  release(): void;
  wait: Promise<void>;
}

function gate(): Gate {
  let release!: () => void;
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, wait };
}

/**
 * The app on a store whose location search is counted (and, for the calls named in `held`, held until
 * released): how an export reads is then observable on either engine, as the search calls it makes.
 * Each call is one query of at most 1,000 rows; a call that is not made is a query that is not run.
 */
interface CountedServer {
  port: number;
  calls(): number;
  held: Map<number, Gate>;
  /** Resolves when the server's end of the connection from the client's `port` has closed. */
  closed(port: number): Promise<void>;
  close(): Promise<void>;
}

async function startCounted(database: TestDatabase, rows: number): Promise<CountedServer> {
  const store = await openStore(database.url);
  // No device: the rows' other fields are enough here, and a device would have to be made first.
  await store.collection('locations').insertMany(Array.from({ length: rows }, (_, i) => withoutDevice(locationRow(i, ''))));
  let calls = 0;
  const held = new Map<number, Gate>();
  const locations = store.queries.locations;
  const counted = {
    ...store.queries,
    locations: {
      search: async (request: LocationSearch): Promise<KeysetPage<RowValues>> => {
        calls += 1;
        await held.get(calls)?.wait;
        return locations.search(request);
      },
      nearby: locations.nearby.bind(locations),
    },
  };
  // The store's methods keep their own `this` (private fields): only `queries` is replaced.
  const wrapped = new Proxy(store, {
    get(target, name) {
      if (name === 'queries') return counted;
      const value = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as Store;
  const app = createApp({ store: wrapped, rateLimit: { limit: 0 } });
  const http: Server = createServer(app.handler);
  // The server's end of each connection, by the client's port, resolved when it closes.
  const closings = new Map<number, Promise<void>>();
  http.on('connection', (socket: Socket) => {
    closings.set(socket.remotePort!, new Promise<void>((resolve) => socket.once('close', () => resolve())));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    port: (http.address() as AddressInfo).port,
    calls: () => calls,
    held,
    closed: (port) => closings.get(port) ?? Promise.reject(new Error(`no connection from port ${port}`)),
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await store.close();
    },
  };
}

function withoutDevice(row: Record<string, string | number>): Record<string, string | number> {
  const { device: _, ...rest } = row;
  return rest;
}

/** Opens an export and resolves once its head has arrived: the response, the client's port, and a way to break the connection. */
function openExport(port: number, target: string): Promise<{ response: IncomingMessage; localPort: number; abandon(): void }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, method: 'GET', path: target, agent: false });
    request.on('response', (response) => resolve({ response, localPort: response.socket.localPort!, abandon: () => request.destroy() }));
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
    request.end();
  });
}

async function settle(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits until `value()` stays the same for `quietMs`; returns it. */
async function steady(value: () => number, quietMs: number, timeoutMs = 20_000): Promise<number> {
  const started = Date.now();
  let seen = value();
  let since = Date.now();
  while (Date.now() - since < quietMs) {
    assert.ok(Date.now() - started < timeoutMs, 'the value did not settle');
    await settle(25);
    if (value() !== seen) {
      seen = value();
      since = Date.now();
    }
  }
  return seen;
}

describe('a client that goes away mid-export', () => {
  // Some 13 MB of GeoJSON: several times what the sockets' buffers of a client that does not read take.
  const ROWS = 30_000;
  const PAGES = Math.ceil(ROWS / 1000);
  let database: TestDatabase;
  let counted: CountedServer;

  before(async () => {
    database = await createTestDatabase();
    counted = await startCounted(database, ROWS);
  });
  after(async () => {
    await counted?.close();
    await database?.drop();
  });

  test('while a page is being read: the export reads no page after it, and the server goes on answering', async () => {
    const before = counted.calls();
    // Calls: the first page (read before the head), the second, and the third, which waits.
    const third = gate();
    counted.held.set(before + 3, third);
    const { response, localPort, abandon } = await openExport(counted.port, '/locations/export.csv?version_number=2');
    assert.equal(response.statusCode, 200);
    response.resume();
    while (counted.calls() < before + 3) await settle(5);
    abandon();
    await counted.closed(localPort);
    third.release();
    await settle(300);
    assert.equal(counted.calls(), before + 3, `no page after the one in hand was read (the export has ${PAGES})`);
    await assertStillAnswering(counted.port);
  });

  test('while the client does not read (backpressure): the export waits, then reads no further page once it goes', async () => {
    const before = counted.calls();
    const { response, localPort, abandon } = await openExport(counted.port, '/locations/export.geojson?version_number=3');
    assert.equal(response.statusCode, 200);
    // Not reading: the socket's buffers fill, write() says so, and the export waits for them to drain.
    response.pause();
    const stalled = (await steady(counted.calls, 500)) - before;
    assert.ok(stalled < PAGES, `the export waits for a client that does not read: ${stalled} of ${PAGES} pages read`);
    abandon();
    await counted.closed(localPort);
    await settle(300);
    assert.equal(counted.calls() - before, stalled, 'no page was read after the client went');
    console.log(`backpressure: ${stalled} of ${PAGES} pages read before the export waited for a client that does not read`);
    await assertStillAnswering(counted.port);
  });
});

/** /healthz answers, and a whole export still streams to its end. */
async function assertStillAnswering(port: number): Promise<void> {
  const health = await send(port, 'GET', '/healthz');
  assert.equal(health.status, 200, health.text);
  const small = await send(port, 'GET', '/locations/export.ndjson?version_number=1&bbox=0,0,20,20');
  assert.equal(small.status, 200, small.text);
  assert.ok(small.text.length > 0 && small.text.endsWith('\n'));
}
