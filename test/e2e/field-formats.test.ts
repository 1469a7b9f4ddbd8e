// Issue 20, INTERFACE.md §10: the routes that list field data answer CSV (RFC 4180), and those of
// locations GeoJSON (RFC 7946), as views of the JSON answer. Every CSV answer is read back by an
// independent parser (csv-parse; the writer is Papa Parse) into exactly the JSON answer's values, page by page along the
// `Link: rel="next"` header; every GeoJSON answer passes an independent validator
// (@placemarkio/check-geojson) and carries the JSON answer's items, meta and links. Also: formula
// injection, negotiation among the formats, problems that stay problem+json, and the OpenAPI document.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { check } from '@placemarkio/check-geojson';
import { Validator as OpenApiValidator } from '@seriousme/openapi-schema-validator';
import { parse as csvParse } from 'csv-parse/sync';
import { LOCATION_KEYS, LOCATION_V1, LOCATION_V2, READING_KEYS, READING_V1, READING_V2 } from '../fixtures/resources.js';
import type { Fields } from '../fixtures/resources.js';
import { getContractChecker } from '../support/contract.js';
import { insertDirectly } from '../support/named-routes.js';
import { assertProblem } from '../support/problem-assertions.js';
import { startServer } from '../support/server.js';
import type { Answer, TestServer } from '../support/server.js';
import { createDevice, createIn, locationV3, readingV3 } from '../support/version-3.js';

const CSV_TYPE = 'text/csv; charset=utf-8; header=present';
const GEOJSON_TYPE = 'application/geo+json';
/** Small pages, so that every route's answer runs to several of them. */
const PAGE = 2;
const FORMULA_LEADERS = ['=', '+', '-', '@', '\t', '\r'];

type Query = Record<string, string>;

/** A route that offers CSV or GeoJSON, and a request of it that matches several items. */
interface FieldRoute {
  name: string;
  collection: 'locations' | 'readings';
  path: () => string;
  query: Query;
  geojson: boolean;
  /** A query of the same route that matches nothing; undefined where none can (history holds its own reading). */
  none?: () => { path: string; query: Query };
}

let server: TestServer;
/** Created ids, by a name of the test's own. */
const made: Record<string, string> = {};
/** The versions each call has, as the home document lists them: a new version is covered without new test code. */
const versionsOf = new Map<string, number[]>();
const NEVER = '01JNEVEREXISTED0000000000Z';

const at = (day: number, hour = 12) => `2026-05-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`;

const ROUTES: FieldRoute[] = [
  { name: 'location-list', collection: 'locations', path: () => '/locations', query: {}, geojson: true },
  {
    name: 'location-search',
    collection: 'locations',
    path: () => '/locations/search',
    query: { bbox: '-180,-90,180,90' },
    geojson: true,
    // The Gulf of Guinea: no location of the data set is near it.
    none: () => ({ path: '/locations/search', query: { bbox: '-1,-1,1,1' } }),
  },
  { name: 'location-latest', collection: 'locations', path: () => '/locations/latest', query: {}, geojson: true },
  {
    name: 'location-nearby',
    collection: 'locations',
    path: () => `/locations/${made.bonn}/nearby`,
    query: { radius: '20015115' },
    geojson: true,
    none: () => ({ path: `/locations/${made.lonely}/nearby`, query: { radius: '1' } }),
  },
  { name: 'reading-list', collection: 'readings', path: () => '/readings', query: {}, geojson: false },
  {
    name: 'reading-search',
    collection: 'readings',
    path: () => '/readings/search',
    query: { area: '*' },
    geojson: false,
    none: () => ({ path: '/readings/search', query: { area: 'nowhere' } }),
  },
  {
    name: 'reading-latest',
    collection: 'readings',
    path: () => '/readings/latest',
    query: {},
    geojson: false,
    none: () => ({ path: '/readings/latest', query: { area: 'nowhere' } }),
  },
  { name: 'reading-history', collection: 'readings', path: () => `/readings/${made.history}/history`, query: {}, geojson: false },
  {
    name: 'reading-summary',
    collection: 'readings',
    path: () => '/readings/summary',
    query: {},
    geojson: false,
    none: () => ({ path: '/readings/summary', query: { area: 'nowhere' } }),
  },
];

before(async () => {
  server = await startServer({ rateLimit: { limit: 0 } });
  const home = (await server.request('GET', '/')).json();
  for (const call of home.data.calls) versionsOf.set(call.name, call.versions);
  const device = await createDevice(server, 'Collar 17');
  // Negative coordinates and altitudes, so that a number beginning with '-' shows it stays a number.
  const locations: [string, number, Fields][] = [
    ['bonn', 1, LOCATION_V1],
    ['beuel', 1, { longitude: 7.15, latitude: 50.72, altitude: 80 }],
    ['santiago', 2, { ...LOCATION_V2, longitude: -70.6693, latitude: -33.4489, altitude: 570, timestamp: at(1) }],
    ['deadSea', 2, { ...LOCATION_V2, longitude: 35.5, latitude: 31.5, altitude: -430, timestamp: at(2), speed: 0 }],
    ['rheinaue', 2, { ...LOCATION_V2, timestamp: at(3) }],
    ['collar1', 3, locationV3(device, { timestamp: at(4), longitude: 7.12, latitude: 50.71 })],
    ['collar2', 3, locationV3(device, { timestamp: '2026-05-05T14:00:00+02:00', longitude: 7.13, latitude: 50.69, accuracy: 0.25 })],
    ['collar3', 3, { ...LOCATION_V2, device, timestamp: at(6), longitude: -0.1278, latitude: 51.5074 }],
    // Alone in the southern Pacific: nothing lies within a metre of it.
    ['lonely', 2, { ...LOCATION_V2, longitude: -150, latitude: -60, timestamp: at(7) }],
  ];
  for (const [name, version, fields] of locations) made[name] = (await createIn(server, 'locations', version, fields)).id;
  // Text the API accepts that a spreadsheet would read as a formula: areas that begin with '-'. A
  // UCUM annotation ({…}) holds commas, quotes and '=' (never first: a unit cannot begin with them).
  const readings: [string, number, Fields][] = [
    ['history', 1, { ...READING_V1, time: at(10) }],
    ['minusOne', 1, { ...READING_V1, area: '-1', time: at(9) }],
    ['minusArea', 1, { ...READING_V1, area: '-bonn:x', time: at(8), mean: -3.25 }],
    ['earlier', 2, { ...READING_V2, time: at(7) }],
    ['earliest', 2, { ...READING_V2, time: at(6), mean: -0.5 }],
    ['koeln', 2, { ...READING_V2, area: 'koeln:dom', time: at(5) }],
    ['dashes', 2, { ...READING_V2, area: '--', time: at(4) }],
    ['celsius', 3, readingV3(device, { time: at(3) })],
    ['quotedUnit', 3, readingV3(device, { time: at(2), area: 'station_07', quantity: 'count', unit: '{a,b"c}' })],
    ['formulaUnit', 3, readingV3(undefined, { time: at(1), area: 'station_07', quantity: 'events', unit: '{=1+1}' })],
    ['humidity', 3, readingV3(undefined, { time: at(11), area: 'koeln:dom', quantity: 'relative_humidity', unit: '%' })],
  ];
  for (const [name, version, fields] of readings) made[name] = (await createIn(server, 'readings', version, fields)).id;
});
after(() => server.close());

// ---- Helpers -------------------------------------------------------------------------------------

/** `/locations/search` + `.csv` + the query: the request target of one format. */
function targetOf(path: string, suffix: string, query: Query): string {
  return `${path}${suffix}?${new URLSearchParams(query)}`;
}

/** `/x?y` → `/x.csv?y`: a link of the JSON answer as the other format writes it. */
function withSuffix(link: string, suffix: string): string {
  const mark = link.indexOf('?');
  return mark === -1 ? `${link}${suffix}` : `${link.slice(0, mark)}${suffix}${link.slice(mark)}`;
}

/** What a reader finds in the CSV cell of a JSON value (INTERFACE.md §10, the OpenAPI description). */
function expectedCell(value: unknown): string {
  if (value === null) return '';
  if (typeof value === 'string') return FORMULA_LEADERS.some((leader) => value.startsWith(leader)) ? `'${value}` : value;
  assert.equal(typeof value, 'number', `a CSV answer holds text, numbers and nulls only: ${JSON.stringify(value)}`);
  return String(value);
}

/** The header and records of a CSV answer, by csv-parse (the writer is Papa Parse); every record, the last included, ends with CRLF. */
function readCsv(text: string): { fields: string[]; rows: Record<string, string>[] } {
  assert.ok(text.endsWith('\r\n'), `the last record ends with CRLF: ${JSON.stringify(text.slice(-40))}`);
  const unquoted = text.replace(/"(?:[^"]|"")*"/g, '""');
  assert.equal(
    unquoted.match(/\r(?!\n)|(?<!\r)\n/g),
    null,
    `a line break outside quotes is not CRLF: ${JSON.stringify(text.slice(0, 400))}`,
  );
  const records = csvParse(text, { delimiter: ',', record_delimiter: '\r\n', quote: '"', relax_column_count: false }) as string[][];
  const [fields = [], ...body] = records;
  return { fields, rows: body.map((record) => Object.fromEntries(fields.map((field, i) => [field, record[i]!]))) };
}

/**
 * The CSV holds exactly the JSON items: the header is their keys in order, and each cell is the
 * value (a number that reads back as the same number, null empty, text as it is, or with one
 * leading apostrophe when a spreadsheet would run it).
 */
function assertCsvHolds(text: string, data: Record<string, unknown>[], label: string): string[] {
  const { fields, rows } = readCsv(text);
  assert.equal(rows.length, data.length, `${label}: rows`);
  for (const [index, item] of data.entries()) {
    assert.deepEqual(fields, Object.keys(item), `${label}: the header is the JSON item's keys`);
    const row = rows[index]!;
    for (const field of fields) {
      const value = item[field];
      assert.equal(row[field], expectedCell(value), `${label}: row ${index}, ${field}`);
      if (typeof value === 'number') assert.ok(Object.is(Number(row[field]), value), `${label}: ${field} reads back as ${value}`);
    }
  }
  return fields;
}

interface LinkValue {
  uri: string;
  rel: string;
}

/** The links of a Link header (RFC 8288), each with its rel; a URI may hold commas (a bbox). */
function readLinks(header: string | string[] | undefined): LinkValue[] {
  if (header === undefined) return [];
  const text = Array.isArray(header) ? header.join(', ') : header;
  return [...text.matchAll(/<([^>]*)>((?:\s*;\s*[^;,=\s]+="[^"]*")*)/g)].map((match) => ({
    uri: match[1]!,
    rel: /;\s*rel="([^"]*)"/.exec(match[2]!)?.[1] ?? '',
  }));
}

function assertCsvHeaders(answer: Answer, label: string): void {
  assert.equal(answer.status, 200, `${label}: ${answer.text.slice(0, 400)}`);
  assert.equal(answer.headers['content-type'], CSV_TYPE, label);
  assert.equal(answer.headers.vary, 'Accept', label);
}

function assertGeoJsonHeaders(answer: Answer, label: string): void {
  assert.equal(answer.status, 200, `${label}: ${answer.text.slice(0, 400)}`);
  assert.equal(answer.headers['content-type'], GEOJSON_TYPE, label);
  assert.equal(answer.headers.vary, 'Accept', label);
}

/** The version's deprecation signals (INTERFACE.md §2) are the JSON answer's: Deprecation, and Link rel="deprecation". */
function assertSameDeprecation(answer: Answer, json: Answer, version: number, label: string): void {
  const deprecations = (a: Answer) => readLinks(a.headers.link).filter((link) => link.rel === 'deprecation');
  assert.equal(answer.headers.deprecation, json.headers.deprecation, `${label}: Deprecation`);
  assert.deepEqual(deprecations(answer), deprecations(json), `${label}: Link rel="deprecation"`);
  // Version 1 of both resources is deprecated (src/resources/*/calls.ts): its signals must survive the rewrite.
  if (version === 1) assert.equal(deprecations(answer).length, 1, `${label}: version 1 is deprecated`);
}

/** The GeoJSON Feature of a JSON item: a Point of [lon, lat, alt] (alt left out when null), the item in properties. */
function assertFeature(feature: any, item: Record<string, any>, label: string): void {
  assert.equal(feature.type, 'Feature', label);
  assert.equal(feature.id, item.id, label);
  const position = item.altitude === null ? [item.longitude, item.latitude] : [item.longitude, item.latitude, item.altitude];
  assert.deepEqual(feature.geometry, { type: 'Point', coordinates: position }, `${label}: RFC 7946 order, longitude first`);
  assert.deepEqual(feature.properties, item, `${label}: properties are the JSON item`);
}

/** Validated by check-geojson (it throws on anything RFC 7946 forbids), then parsed. */
function readGeoJson(answer: Answer, label: string): any {
  try {
    check(answer.text);
  } catch (error) {
    assert.fail(`${label}: check-geojson refuses the answer: ${(error as Error).message}\n${answer.text.slice(0, 400)}`);
  }
  return JSON.parse(answer.text);
}

/** The JSON envelope's links as the FeatureCollection writes them: the page's own (self, next) ask for GeoJSON by suffix. */
function geoJsonLinks(links: Record<string, string | null>): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(links).map(([rel, link]) => [
      rel,
      link !== null && (rel === 'self' || rel === 'next') ? withSuffix(link, '.geojson') : link,
    ]),
  );
}

function versionsFor(name: string): number[] {
  const versions = versionsOf.get(name);
  assert.ok(versions !== undefined && versions.length > 0, `the home document lists ${name}`);
  return versions;
}

async function get(target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return server.request('GET', target, { headers });
}

// ---- 1. CSV -------------------------------------------------------------------------------------

describe('CSV answers hold exactly the JSON answers', () => {
  for (const route of ROUTES) {
    test(`${route.name}: every page, every version, parses back into the JSON page; Link rel="next" leads to the next one`, async (t) => {
      for (const version of versionsFor(route.name)) {
        await t.test(`version ${version}`, async () => {
          const query = { ...route.query, version_number: String(version), limit: String(PAGE) };
          let jsonTarget: string | null = targetOf(route.path(), '', query);
          // The first page by Accept and by suffix: the same bytes.
          const byAccept = await get(jsonTarget, { accept: 'text/csv' });
          let csvTarget: string | null = targetOf(route.path(), '.csv', query);
          let pages = 0;
          let columns: string[] | undefined;
          while (jsonTarget !== null) {
            const label = `${route.name} v${version} page ${pages + 1}`;
            const json = await get(jsonTarget);
            assert.equal(json.status, 200, json.text);
            const body = json.json();
            assert.ok(csvTarget !== null, `${label}: the CSV answer ran out of pages before the JSON one`);
            const csv = await get(csvTarget);
            assertCsvHeaders(csv, label);
            if (pages === 0) assert.equal(byAccept.text, csv.text, `${label}: Accept: text/csv and .csv answer the same`);
            const fields = assertCsvHolds(csv.text, body.data, label);
            columns ??= fields;
            assertSameDeprecation(csv, json, version, label);
            const next = readLinks(csv.headers.link).filter((link) => link.rel === 'next');
            if (body.links.next === null) assert.deepEqual(next, [], `${label}: the last page names no next one`);
            else assert.deepEqual(next, [{ uri: withSuffix(body.links.next, '.csv'), rel: 'next' }], label);
            jsonTarget = body.links.next;
            csvTarget = next[0]?.uri ?? null;
            pages += 1;
          }
          assert.equal(csvTarget, null);
          assert.ok(pages >= 2, `${route.name} v${version}: the data set spans ${pages} page(s); it must span several`);
          // The columns of a version are the version's: a version 1 reader sees no version 2 field.
          if (route.name !== 'reading-summary') {
            const keys: readonly string[] =
              route.collection === 'locations' ? LOCATION_KEYS[version as 1 | 2 | 3] : READING_KEYS[version as 1 | 2 | 3];
            assert.deepEqual(columns, route.name === 'location-nearby' ? [...keys, 'distance_m'] : [...keys]);
          }
          // A page with no rows still has the header row, the columns of the same route and version.
          if (route.none !== undefined) {
            const none = route.none();
            const empty = await get(targetOf(none.path, '.csv', { ...none.query, version_number: String(version) }));
            assertCsvHeaders(empty, `${route.name} v${version}, no rows`);
            assert.equal(empty.text, `${columns!.join(',')}\r\n`);
            assert.deepEqual(
              readLinks(empty.headers.link).filter((link) => link.rel === 'next'),
              [],
            );
            const emptyJson = (await get(targetOf(none.path, '', { ...none.query, version_number: String(version) }))).json();
            assert.deepEqual(emptyJson.data, []);
          }
        });
      }
    });
  }

  test('an empty collection answers the header row alone, in every version, on the lists', async (t) => {
    const empty = await startServer({ rateLimit: { limit: 0 } });
    t.after(() => empty.close());
    for (const [path, keys, name] of [
      ['/locations', LOCATION_KEYS, 'location-list'],
      ['/readings', READING_KEYS, 'reading-list'],
      ['/locations/latest', LOCATION_KEYS, 'location-latest'],
    ] as const) {
      for (const version of versionsFor(name)) {
        const answer = await empty.request('GET', `${path}.csv?version_number=${version}`);
        assertCsvHeaders(answer, `${path} v${version}`);
        assert.equal(answer.text, `${keys[version as 1 | 2 | 3].join(',')}\r\n`, `${path} v${version}`);
        assert.deepEqual(readCsv(answer.text), { fields: [...keys[version as 1 | 2 | 3]], rows: [] });
      }
    }
  });

  test('HEAD answers the CSV and GeoJSON heads without a body', async () => {
    for (const target of ['/readings.csv?version_number=2', '/locations.geojson?version_number=2']) {
      const full = await get(target);
      const head = await server.request('HEAD', target);
      assert.equal(head.status, 200);
      assert.equal(head.text, '');
      assert.equal(head.headers['content-type'], full.headers['content-type']);
      assert.equal(head.headers['content-length'], full.headers['content-length']);
    }
  });
});

// ---- 2. Quoting and formula injection ------------------------------------------------------------

describe('CSV quoting and formula injection', () => {
  test('areas the API accepts that begin with "-" get one apostrophe; numbers that begin with "-" stay numbers', async () => {
    for (const version of versionsFor('reading-list')) {
      const answer = await get(`/readings.csv?version_number=${version}&limit=1000`);
      assertCsvHeaders(answer, `v${version}`);
      const rows = new Map(readCsv(answer.text).rows.map((row) => [row.id, row]));
      assert.equal(rows.get(made.minusOne!)!.area, "'-1");
      assert.equal(rows.get(made.minusArea!)!.area, "'-bonn:x");
      assert.equal(rows.get(made.dashes!)!.area, "'--");
      assert.equal(rows.get(made.minusArea!)!.mean, '-3.25');
      assert.equal(rows.get(made.earliest!)!.mean, '-0.5');
      assert.equal(rows.get(made.history!)!.area, 'bonn:rheinaue');
    }
    const locations = new Map(readCsv((await get('/locations.csv?version_number=2&limit=1000')).text).rows.map((row) => [row.id, row]));
    assert.deepEqual(
      [locations.get(made.santiago!)!.longitude, locations.get(made.santiago!)!.latitude, locations.get(made.deadSea!)!.altitude],
      ['-70.6693', '-33.4489', '-430'],
    );
  });

  test('a UCUM annotation with a comma and a quote is quoted and comes back exactly; "=" inside a cell is left alone', async () => {
    const answer = await get('/readings.csv?version_number=3&limit=1000');
    assert.ok(answer.text.includes(',"{a,b""c}",'), 'RFC 4180 §2.6–2.7: the cell is quoted and its quote doubled');
    const rows = new Map(readCsv(answer.text).rows.map((row) => [row.id, row]));
    assert.equal(rows.get(made.quotedUnit!)!.unit, '{a,b"c}');
    assert.equal(rows.get(made.formulaUnit!)!.unit, '{=1+1}');
    // The summary groups by unit: the same cells there.
    const summary = readCsv((await get('/readings/summary.csv?version_number=3&limit=1000')).text).rows;
    assert.deepEqual(
      summary
        .filter((row) => row.area === 'station_07')
        .map((row) => row.unit)
        .sort(),
      ['{=1+1}', '{a,b"c}'],
    );
    assert.deepEqual(
      summary
        .filter((row) => row.area?.startsWith("'"))
        .map((row) => row.area)
        .sort(),
      ["'--", "'-1", "'-bonn:x"],
    );
  });
});

/**
 * Rows whose text the API would refuse (an area with '=', a quote or a line break), as data written
 * before a pattern existed or by another tool would be: written straight into the database, and
 * read with a client of its own, because the JSON answers of such rows are outside the API's
 * documented schemas (the contract check in test/support/server.ts would refuse them, rightly).
 */
describe('CSV and GeoJSON of stored text the API would refuse today', () => {
  const HOSTILE = [
    '=HYPERLINK("http://example.com/x","click")',
    '+1+1',
    '-2-2',
    '@SUM(A1:A2)',
    '\tTAB',
    '\rCR first',
    '=1,"2"\n3',
    'a,b',
    'say "hi"',
    'two\nlines',
    'cr\ronly',
    'crlf\r\nboth',
    ' leading space',
    'trailing space ',
    "'already",
    'ünïcödé ☃',
    'plain',
  ];
  let stored: TestServer;
  const ids = new Map<string, string>();
  let unplaced = '';

  async function raw(target: string, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`http://127.0.0.1:${stored.port}${target}`, { headers });
    const text = await response.text();
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      text,
      json: () => JSON.parse(text),
    };
  }

  before(async () => {
    stored = await startServer({ rateLimit: { limit: 0 } });
    const rows = await insertDirectly(
      stored,
      'readings',
      HOSTILE.map((text, index) => ({ ...READING_V2, area: text, quantity: text, unit: text, time: at(1 + index) })),
    );
    for (const [index, row] of rows.entries()) ids.set(HOSTILE[index]!, row.id);
    // A location with no altitude, which no version lets a client write.
    const [location] = await insertDirectly(stored, 'locations', [{ longitude: -70.6693, latitude: -33.4489, timestamp: at(1), speed: 1 }]);
    await insertDirectly(stored, 'locations', [{ ...LOCATION_V2, altitude: -430 }]);
    unplaced = location.id;
  });
  after(() => stored.close());

  test('each cell a spreadsheet would run gets one leading apostrophe; the rest come back exactly, in every route and version', async () => {
    for (const [path, name] of [
      ['/readings', 'reading-list'],
      ['/readings/search', 'reading-search'],
      ['/readings/latest', 'reading-latest'],
      ['/readings/summary', 'reading-summary'],
    ] as const) {
      for (const version of versionsFor(name)) {
        const label = `${path} v${version}`;
        const csv = await raw(`${path}.csv?version_number=${version}&limit=1000`);
        assertCsvHeaders(csv, label);
        const json = await raw(`${path}?version_number=${version}&limit=1000`);
        assertCsvHolds(csv.text, json.json().data, label);
        const rows = readCsv(csv.text).rows;
        const areas = rows.map((row) => row.area);
        for (const text of HOSTILE) assert.ok(areas.includes(expectedCell(text)), `${label}: ${JSON.stringify(text)}`);
        if (name === 'reading-list') {
          for (const text of HOSTILE) {
            const row = rows.find((candidate) => candidate.id === ids.get(text))!;
            const fields = version >= 3 ? ['area', 'quantity', 'unit'] : ['area'];
            for (const field of fields) assert.equal(row[field], expectedCell(text), `${label}: ${field} ${JSON.stringify(text)}`);
          }
        }
      }
    }
  });

  test('the quotes are where RFC 4180 puts them: around commas, quotes, lone CR, lone LF and spaces at either end', async () => {
    const text = (await raw('/readings.csv?version_number=1&limit=1000')).text;
    for (const quoted of [
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
      '"cr\ronly"',
      '"crlf\r\nboth"',
      '" leading space"',
      '"trailing space "',
      '"\'=1,""2""\n3"',
      '"\'=HYPERLINK(""http://example.com/x"",""click"")"',
    ])
      assert.ok(text.includes(`,${quoted},`), `${JSON.stringify(quoted)} in ${JSON.stringify(text.slice(0, 2000))}`);
    // Papa Parse quotes every cell it neutralises: allowed anywhere by RFC 4180, and read back the same.
    assert.ok(text.includes(`,"'\tTAB",`), 'a neutralised tab');
    assert.ok(text.includes(',plain,'), 'a plain cell has no quotes');
  });

  test('a location without altitude is a Point of [longitude, latitude]; one below sea level keeps its negative altitude', async () => {
    const feature = readGeoJson(await raw(`/locations/${unplaced}.geojson?version_number=2`), 'no altitude');
    assert.deepEqual(feature.geometry, { type: 'Point', coordinates: [-70.6693, -33.4489] });
    assert.equal(feature.properties.altitude, null);
    const page = await raw('/locations.geojson?version_number=2');
    const collection = readGeoJson(page, 'collection');
    const json = (await raw('/locations?version_number=2')).json();
    for (const [index, item] of json.data.entries()) assertFeature(collection.features[index], item, `feature ${index}`);
    assert.deepEqual(collection.features.map((f: any) => f.geometry.coordinates.length).sort(), [2, 3]);
    const csv = readCsv((await raw('/locations.csv?version_number=2')).text).rows;
    assert.equal(csv.find((row) => row.id === unplaced)!.altitude, '');
  });
});

// ---- 3. GeoJSON ---------------------------------------------------------------------------------

describe('GeoJSON answers', () => {
  for (const route of ROUTES.filter((r) => r.geojson)) {
    test(`${route.name}: a FeatureCollection per page, valid RFC 7946, the JSON page's items, meta and links`, async (t) => {
      for (const version of versionsFor(route.name)) {
        await t.test(`version ${version}`, async () => {
          const query = { ...route.query, version_number: String(version), limit: String(PAGE) };
          let jsonTarget: string | null = targetOf(route.path(), '', query);
          let geoTarget: string | null = targetOf(route.path(), '.geojson', query);
          const byAccept = await get(jsonTarget, { accept: 'application/geo+json' });
          let pages = 0;
          while (jsonTarget !== null) {
            const label = `${route.name} v${version} page ${pages + 1}`;
            const json = await get(jsonTarget);
            const body = json.json();
            assert.ok(geoTarget !== null, `${label}: the GeoJSON answer ran out of pages`);
            const answer = await get(geoTarget);
            assertGeoJsonHeaders(answer, label);
            const collection = readGeoJson(answer, label);
            assert.equal(collection.type, 'FeatureCollection');
            assert.equal(collection.features.length, body.data.length, label);
            for (const [index, item] of body.data.entries()) assertFeature(collection.features[index], item, `${label}, item ${index}`);
            if (route.name === 'location-nearby')
              for (const feature of collection.features) assert.equal(typeof feature.properties.distance_m, 'number', label);
            assert.equal(collection.meta.request_id, answer.headers['x-request-id']);
            assert.deepEqual(collection.meta, { ...body.meta, request_id: collection.meta.request_id }, `${label}: meta`);
            assert.deepEqual(collection.links, geoJsonLinks(body.links), `${label}: links`);
            assertSameDeprecation(answer, json, version, label);
            if (pages === 0) {
              assertGeoJsonHeaders(byAccept, `${label} by Accept`);
              const accepted = readGeoJson(byAccept, `${label} by Accept`);
              assert.deepEqual(
                { ...accepted, meta: { ...accepted.meta, request_id: '' } },
                { ...collection, meta: { ...collection.meta, request_id: '' } },
              );
              // links.self asks for this very page in GeoJSON.
              const self = await get(collection.links.self);
              assertGeoJsonHeaders(self, `${label} self`);
              assert.deepEqual(JSON.parse(self.text).features, collection.features);
            }
            jsonTarget = body.links.next;
            geoTarget = collection.links.next;
            pages += 1;
          }
          assert.equal(geoTarget, null);
          assert.ok(pages >= 2, `${route.name} v${version}: ${pages} page(s)`);
          if (route.none !== undefined) {
            const none = route.none();
            const empty = await get(targetOf(none.path, '.geojson', { ...none.query, version_number: String(version) }));
            assertGeoJsonHeaders(empty, `${route.name} v${version}, none`);
            assert.deepEqual(readGeoJson(empty, 'none').features, []);
          }
        });
      }
    });
  }

  test('one location is a Feature with every field of the version, by suffix and by Accept, in every version', async () => {
    for (const version of versionsFor('location')) {
      for (const name of ['bonn', 'santiago', 'deadSea', 'collar1', 'collar3']) {
        const label = `${name} v${version}`;
        const json = await get(`/locations/${made[name]}?version_number=${version}`);
        const item = json.json().data;
        // The JSON answer's ETag names the JSON bytes: sent back with a request for GeoJSON, it matches nothing.
        const jsonTag = String(json.headers.etag);
        assert.match(jsonTag, /^"json-/);
        for (const answer of [
          await get(`/locations/${made[name]}.geojson?version_number=${version}`),
          await get(`/locations/${made[name]}?version_number=${version}`, { accept: 'application/geo+json' }),
          await get(`/locations/${made[name]}?version_number=${version}`, { accept: 'application/geo+json', 'if-none-match': jsonTag }),
        ]) {
          assertGeoJsonHeaders(answer, label);
          const feature = readGeoJson(answer, label);
          assertFeature(feature, item, label);
          assert.deepEqual(Object.keys(feature.properties), LOCATION_KEYS[version as 1 | 2 | 3], label);
          assert.deepEqual(Object.keys(feature).sort(), ['geometry', 'id', 'properties', 'type'], `${label}: a Feature, no envelope`);
          assertSameDeprecation(answer, json, version, label);
        }
      }
    }
  });

  test('problems stay application/problem+json: an unknown id, a bad bbox, a missing version, in GeoJSON and in CSV', async () => {
    assertProblem(await get(`/locations/${NEVER}.geojson?version_number=2`), 'resource-not-found', `/locations/${NEVER}.geojson`);
    assertProblem(
      await get(`/locations/${NEVER}?version_number=2`, { accept: 'application/geo+json' }),
      'resource-not-found',
      `/locations/${NEVER}`,
    );
    assertProblem(
      await get(`/locations/${NEVER}/nearby.csv?version_number=2&radius=10`),
      'resource-not-found',
      `/locations/${NEVER}/nearby.csv`,
    );
    assertProblem(
      await get(`/locations/${NEVER}/nearby.geojson?version_number=2&radius=10`),
      'resource-not-found',
      `/locations/${NEVER}/nearby.geojson`,
    );
    const bbox = assertProblem(
      await get('/locations/search?version_number=2&bbox=1,2,3', { accept: 'application/geo+json' }),
      'invalid-parameters',
      '/locations/search',
    );
    assert.equal(bbox.errors[0].parameter, 'bbox');
    assertProblem(await get('/locations/search.geojson?version_number=2&bbox=1,2,3'), 'invalid-parameters', '/locations/search.geojson');
    assertProblem(await get('/readings/search.csv?version_number=2&min_mean=x'), 'invalid-parameters', '/readings/search.csv');
    assertProblem(
      await get('/readings/summary?version_number=2&limit=0', { accept: 'text/csv' }),
      'invalid-parameters',
      '/readings/summary',
    );
    assertProblem(await get('/locations.geojson'), 'version-missing', '/locations.geojson');
    assertProblem(await get('/readings.csv'), 'version-missing', '/readings.csv');
  });
});

// ---- 4. Negotiation ------------------------------------------------------------------------------

describe('negotiation among JSON, XML, HTML, CSV and GeoJSON', () => {
  const typeOf = (answer: Answer) => String(answer.headers['content-type']).split(';')[0];

  test('q-values choose between JSON and CSV, and between CSV and GeoJSON, on every route', async () => {
    for (const route of ROUTES) {
      const target = targetOf(route.path(), '', { ...route.query, version_number: '2' });
      const cases: [string, string][] = [
        ['application/json;q=0.5, text/csv', 'text/csv'],
        ['text/csv;q=0, application/json', 'application/json'],
        ['text/csv;q=1, application/json;q=0.999', 'text/csv'],
        ['text/*', 'text/html'],
        ['*/*', 'application/json'],
        ['application/xml;q=0.4, text/csv;q=0.5', 'text/csv'],
      ];
      if (route.geojson)
        cases.push(
          ['application/geo+json;q=0.9, text/csv', 'text/csv'],
          ['text/csv;q=0.5, application/geo+json', 'application/geo+json'],
          ['application/*', 'application/json'],
        );
      for (const [accept, expected] of cases) {
        const answer = await get(target, { accept });
        assert.equal(answer.status, 200, `${route.name} ${accept}: ${answer.text.slice(0, 300)}`);
        assert.equal(typeOf(answer), expected, `${route.name}, Accept: ${accept}`);
        assert.equal(answer.headers.vary, 'Accept');
      }
      const refused = await get(target, { accept: route.geojson ? 'application/geo+json;q=0, text/csv;q=0' : 'text/csv;q=0' });
      const problem = assertProblem(refused, 'not-acceptable', route.path());
      assert.ok(problem.available.includes('text/csv'), `${route.name}: ${problem.available}`);
      assert.equal(problem.available.includes('application/geo+json'), route.geojson, `${route.name}: ${problem.available}`);
    }
  });

  test('a suffix wins over Accept (INTERFACE.md §5: first match wins)', async () => {
    const cases: [string, string, string][] = [
      ['/locations.csv?version_number=2', 'application/geo+json', 'text/csv'],
      ['/locations.geojson?version_number=2', 'text/csv', 'application/geo+json'],
      ['/readings.csv?version_number=2', 'application/xml', 'text/csv'],
      ['/readings.json?version_number=2', 'text/csv', 'application/json'],
      ['/readings/summary.xml?version_number=2', 'text/csv', 'application/xml'],
    ];
    for (const [target, accept, type] of cases) {
      const answer = await get(target, { accept });
      assert.equal(answer.status, 200, `${target}: ${answer.text.slice(0, 300)}`);
      assert.equal(typeOf(answer), type, `${target}, Accept: ${accept}`);
    }
  });

  test('readings asked for GeoJSON: 406 listing what they offer, text/csv among them and application/geo+json not', async () => {
    for (const route of ROUTES.filter((r) => r.collection === 'readings')) {
      const target = targetOf(route.path(), '', { ...route.query, version_number: '2' });
      const problem = assertProblem(await get(target, { accept: 'application/geo+json' }), 'not-acceptable', route.path());
      assert.deepEqual(problem.available, [
        'application/json',
        'application/xml',
        'text/html',
        'application/problem+json',
        'application/problem+xml',
        'text/xml',
        'text/csv',
      ]);
      assert.match(problem.detail, /\.csv suffix/);
    }
    // One reading offers neither CSV nor GeoJSON (INTERFACE.md §10: CSV is for lists and named routes).
    const one = assertProblem(
      await get(`/readings/${made.history}?version_number=2`, { accept: 'text/csv' }),
      'not-acceptable',
      `/readings/${made.history}`,
    );
    assert.equal(one.available.includes('text/csv'), false);
  });

  test('one location offers GeoJSON but not CSV: Accept text/csv is 406 listing application/geo+json', async () => {
    const problem = assertProblem(
      await get(`/locations/${made.bonn}?version_number=2`, { accept: 'text/csv' }),
      'not-acceptable',
      `/locations/${made.bonn}`,
    );
    assert.ok(problem.available.includes('application/geo+json'));
    assert.equal(problem.available.includes('text/csv'), false);
  });

  // A suffix some route offers, on a path whose route does not: identifiers hold no '.' (INTERFACE.md
  // §3), so /readings/search.geojson asks the search for GeoJSON, and the answer says what it offers.
  test('a .geojson suffix on readings, or .csv on one resource, is 406 listing what the route offers', async () => {
    const cases: [string, string[], string[]][] = [
      ['/readings.geojson', ['text/csv'], ['application/geo+json']],
      ['/readings/search.geojson', ['text/csv'], ['application/geo+json']],
      ['/readings/latest.geojson', ['text/csv'], ['application/geo+json']],
      ['/readings/summary.geojson', ['text/csv'], ['application/geo+json']],
      [`/readings/${made.history}/history.geojson`, ['text/csv'], ['application/geo+json']],
      [`/readings/${made.history}.geojson`, [], ['text/csv', 'application/geo+json']],
      [`/readings/${made.history}.csv`, [], ['text/csv', 'application/geo+json']],
      [`/locations/${made.bonn}.csv`, ['application/geo+json'], ['text/csv']],
      ['/devices.csv', [], ['text/csv', 'application/geo+json']],
    ];
    for (const [path, offered, absent] of cases) {
      const problem = assertProblem(await get(`${path}?version_number=2`), 'not-acceptable', path);
      for (const type of ['application/json', 'application/xml', 'text/html', ...offered])
        assert.ok(problem.available.includes(type), `${path}: ${type}`);
      for (const type of absent) assert.equal(problem.available.includes(type), false, `${path}: ${type}`);
    }
  });

  test('XML and HTML answer as before on every route, by suffix and by Accept', async () => {
    for (const route of [...ROUTES, { name: 'location', path: () => `/locations/${made.bonn}`, query: {} } as FieldRoute]) {
      const query = { ...route.query, version_number: '2' };
      const json = (await get(targetOf(route.path(), '', query))).json();
      for (const [suffix, accept, type] of [
        ['.xml', undefined, 'application/xml'],
        ['', 'application/xml', 'application/xml'],
        ['', 'text/xml', 'application/xml'],
        ['.html', undefined, 'text/html'],
        ['', 'text/html', 'text/html'],
        ['.json', undefined, 'application/json'],
        ['', undefined, 'application/json'],
      ] as const) {
        const answer = await get(targetOf(route.path(), suffix, query), accept === undefined ? {} : { accept });
        assert.equal(answer.status, 200, `${route.name} ${suffix} ${accept}: ${answer.text.slice(0, 300)}`);
        assert.equal(typeOf(answer), type, `${route.name} ${suffix} ${accept}`);
        if (type === 'application/xml') assert.match(answer.text, /<response[\s>]/);
        if (type === 'text/html') assert.match(answer.text, /^<!doctype html>/i);
        if (type === 'application/json') assert.deepEqual(answer.json().data, json.data);
      }
    }
  });

  test('the read lane (GET /locations/{id}?version_number=N, no Accept) still answers JSON', async () => {
    for (const version of versionsFor('location')) {
      for (const headers of [{}, { accept: '*/*' }, { accept: 'application/json' }] as Record<string, string>[]) {
        const answer = await get(`/locations/${made.collar1}?version_number=${version}`, headers);
        assert.equal(answer.status, 200, answer.text);
        assert.equal(answer.headers['content-type'], 'application/json; charset=utf-8');
        assert.equal(answer.headers.vary, 'Accept');
        const body = answer.json();
        assert.equal(body.data.id, made.collar1);
        assert.deepEqual(Object.keys(body.data), LOCATION_KEYS[version as 1 | 2 | 3]);
      }
    }
  });
});

// ---- 5. OpenAPI ----------------------------------------------------------------------------------

describe('the OpenAPI document', () => {
  // The exports (test/e2e/exports.test.ts) answer files in these media types too.
  const CSV_OPERATIONS = [...ROUTES.map((route) => route.name), 'location-export', 'reading-export'];
  const GEOJSON_OPERATIONS = ['location', ...ROUTES.filter((route) => route.geojson).map((route) => route.name), 'location-export'];

  /** operationId → the media types of its success responses. */
  function successTypes(document: any): Map<string, Set<string>> {
    const types = new Map<string, Set<string>>();
    for (const item of Object.values<any>(document.paths)) {
      for (const operation of Object.values<any>(item)) {
        if (typeof operation?.operationId !== 'string') continue;
        const found = new Set<string>();
        for (const [status, response] of Object.entries<any>(operation.responses ?? {}))
          if (/^2/.test(status)) for (const type of Object.keys(response.content ?? {})) found.add(type);
        types.set(operation.operationId, found);
      }
    }
    return types;
  }

  test('lists text/csv and application/geo+json in the success content of the operations that offer them, and nowhere else', async () => {
    for (const query of ['', '?version_number=1', '?version_number=2', '?version_number=3']) {
      const document = (await get(`/openapi.json${query}`)).json();
      const result = await new OpenApiValidator().validate(document);
      assert.ok(result.valid, JSON.stringify(result.errors)?.slice(0, 2000));
      const types = successTypes(document);
      for (const name of [...CSV_OPERATIONS, 'location']) assert.ok(types.has(name), `${query}: ${name} is documented`);
      for (const [operation, found] of types) {
        assert.equal(found.has('text/csv'), CSV_OPERATIONS.includes(operation), `${query}: ${operation} and text/csv`);
        assert.equal(found.has('application/geo+json'), GEOJSON_OPERATIONS.includes(operation), `${query}: ${operation} and GeoJSON`);
      }
      // Problems stay problem+json (or XML, or a page): no other response lists the two media types.
      const others = [
        ...Object.values<any>(document.paths).flatMap((item) =>
          Object.values<any>(item).flatMap((operation) =>
            Object.entries<any>(operation?.responses ?? {})
              .filter(([status]) => !/^2/.test(status))
              .map(([, response]) => response),
          ),
        ),
        ...Object.values<any>(document.components?.responses ?? {}),
        ...Object.values<any>(document['x-fallback-responses'] ?? {}),
      ];
      for (const response of others) {
        const listed = Object.keys(response?.content ?? {});
        assert.ok(!listed.includes('text/csv') && !listed.includes('application/geo+json'), `${query}: ${listed.join(', ')}`);
      }
      const location = document.paths['/locations/{id}'].get.responses['200'].content['application/geo+json'].schema;
      assert.equal(location.properties.type.const, 'Feature');
      const list = document.paths['/locations'].get.responses['200'].content['application/geo+json'].schema;
      assert.equal(list.properties.type.const, 'FeatureCollection');
    }
  });

  test("the contract checker finds a suffix's operation as the dispatcher does", async () => {
    const checker = await getContractChecker();
    const triple = (target: string, type: string, status = 200) =>
      checker.check({
        method: 'GET',
        target,
        status,
        headers: { 'content-type': type, 'x-request-id': 'x' },
        text: type === 'text/csv' ? 'id\r\n' : JSON.stringify({ type: 'FeatureCollection', features: [], meta: {}, links: {} }),
      });
    assert.equal(triple('/locations.csv?version_number=1', 'text/csv'), 'GET /locations 200');
    assert.equal(triple('/readings/summary.csv?version_number=1', 'text/csv'), 'GET /readings/summary 200');
    assert.equal(triple(`/locations/${NEVER}/nearby.geojson`, GEOJSON_TYPE), 'GET /locations/{id}/nearby 200');
    // A media type the operation does not list is refused by the checker.
    assert.throws(() => triple('/readings/search.csv', GEOJSON_TYPE), /media type "application\/geo\+json" is not documented/);
  });
});
