// Generated HTTP requests for the fuzz test (issue 6): valid and hostile paths, methods, headers,
// override values, version numbers, parameters, and bodies in all three formats. Each part is mostly
// plausible and sometimes hostile, so a request often gets deep enough to reach validation or storage
// before something in it is refused.
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { JSON_NUMBER, formBody, jsonBody, xmlBody } from './hostile-bodies.js';
import type { Parameter } from './hostile-bodies.js';

export interface FuzzRequest {
  method: string;
  target: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface FuzzPools {
  locationIds: readonly string[];
  readingIds: readonly string[];
  deviceIds: readonly string[];
  /** The one origin the server's CORS configuration allows. */
  allowedOrigin: string;
}

const pick = <T>(...values: T[]): Arbitrary<T> => fc.constantFrom(...values);
/** `arbitrary` in `present` of every `present + absent` requests, otherwise absent. */
const sometimes = <T>(arbitrary: Arbitrary<T>, present: number, absent: number): Arbitrary<T | undefined> =>
  fc.oneof({ weight: present, arbitrary }, { weight: absent, arbitrary: fc.constant(undefined) });

/** Text that numeric parameters receive: inside and outside the JSON number grammar (design.md). */
export const NUMBER_TEXTS = [
  '7.1',
  '-33.5',
  '0',
  '-0',
  '1E2',
  '1e-3',
  '60',
  '120000',
  '-12000.5',
  '1000',
  '2',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  '-1e400',
  '1e-400',
  '0x10',
  ' ',
  '',
  '1_000',
  '+5',
  '.5',
  '5.',
  '0b1',
  '1,5',
  '١٢',
  '123456789012345678901234567890',
  '9007199254740993',
  '01',
  ' 7 ',
  '7 1',
];
const VERSION_TEXTS = ['1', '2', '3', '0', '-1', '1.0', '01', ' 1', 'x', '', '1e0', '99999999999999999999', '0x1', '２', '1 ', 'null'];
const TIMES = [
  '2026-11-22T18:45:00Z',
  '2026-11-22T18:45:00.123+05:30',
  '2026-02-30T00:00:00Z',
  '2026-11-22 18:45:00',
  '2026-11-22T18:45:00',
  'yesterday',
  '',
  '2026-11-22T25:00:00Z',
];
const AREAS = ['bonn:rheinaue', 'a', 'city:*', '*', '*-07.north', 'bad area!', '', 'x'.repeat(129), '<b>', 'a&b'];

/** Plausible values per parameter name; numbers also get NUMBER_TEXTS. */
const VALUES: Record<string, readonly string[]> = {
  longitude: ['7.1', '-180', '180', '180.0001'],
  latitude: ['50.7', '-90', '90', '91'],
  altitude: ['60', '-12000', '120001'],
  speed: ['1.4', '0', '-1', '299792458'],
  timestamp: TIMES,
  time: TIMES,
  area: AREAS,
  mean: ['21.5', '-3'],
  good: ['58', '0', '61', '1.5'],
  number: ['60', '0', '-1'],
  seen: ['64', '59'],
  span: ['60', '-1'],
  stdDev: ['0.8', '-0.1'],
  name: ['Collar 17', '', 'x'.repeat(129), 'tab\there', '\u2028 🐺'],
  kind: ['gps-collar', '', 'k'.repeat(129)],
  description: ['On the north mast.', 'line\nbreak', 'd'.repeat(2001), '\u0000'],
  limit: ['1', '50', '1000', '1001', '0'],
  cursor: ['abc', 'eyJ4IjoxfQ', '', '%%%'],
  bbox: ['1,2,3,4', '-180,-90,180,90', '1,2,3', 'a,b,c,d', '1e400,0,0,0', '170,0,-170,10'],
  radius: ['1000', '0', '-5', '1e9'],
  from: TIMES,
  to: TIMES,
  min_mean: ['0', '10'],
  max_mean: ['100', '-1'],
  _method: ['PUT', 'patch', 'DELETE', 'delete', 'GET', 'POST', 'FOO', '', 'PUT '],
  action: ['location', 'reading', 'device', 'location-search', 'x', ''],
};
const NUMERIC = new Set([
  'longitude',
  'latitude',
  'altitude',
  'speed',
  'mean',
  'good',
  'number',
  'seen',
  'span',
  'stdDev',
  'limit',
  'radius',
  'min_mean',
  'max_mean',
]);
const ODD_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'a[b]',
  'longitude[]',
  'location[longitude]',
  'x',
  '',
  ' ',
  'Longitude',
  'version-number',
  '%',
  'a.b',
];

const VALID_CREATES: Record<string, readonly (readonly Parameter[])[]> = {
  locations: [
    [
      ['version_number', '1'],
      ['longitude', '7.1'],
      ['latitude', '50.7'],
      ['altitude', '60'],
    ],
    [
      ['version_number', '2'],
      ['longitude', '-3.5'],
      ['latitude', '40'],
      ['altitude', '600'],
      ['speed', '1.4'],
      ['timestamp', '2026-11-22T18:45:00Z'],
    ],
  ],
  readings: [
    [
      ['version_number', '1'],
      ['time', '2026-11-22T18:00:00Z'],
      ['area', 'bonn:rheinaue'],
      ['mean', '21.5'],
      ['good', '58'],
      ['number', '60'],
    ],
    [
      ['version_number', '2'],
      ['time', '2026-11-22T18:00:00+01:00'],
      ['area', 'bonn:nord'],
      ['mean', '-2'],
      ['good', '1'],
      ['number', '2'],
      ['seen', '3'],
      ['span', '60'],
      ['stdDev', '0.5'],
    ],
  ],
  // One version: a version 2 request of the fuzz sends this with version_number 1.
  devices: [
    [
      ['version_number', '1'],
      ['name', 'Collar 17'],
      ['kind', 'gps-collar'],
      ['description', 'On the north mast.'],
    ],
  ],
};

function valueFor(name: string): Arbitrary<string> {
  if (name === 'version_number') {
    return fc.oneof(
      { weight: 8, arbitrary: pick('1', '2') },
      { weight: 2, arbitrary: pick(...VERSION_TEXTS) },
      { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
    );
  }
  const known = VALUES[name] ?? [];
  const options: Arbitrary<string>[] = [];
  if (known.length > 0) options.push(pick(...known));
  if (NUMERIC.has(name)) options.push(pick(...NUMBER_TEXTS));
  options.push(fc.string({ maxLength: 12 }));
  return fc.oneof(...options);
}

const PARAMETER_NAMES = [...Object.keys(VALUES), 'version_number'];
const parameter: Arbitrary<Parameter> = fc.oneof(
  { weight: 8, arbitrary: pick(...PARAMETER_NAMES).chain((name) => valueFor(name).map((value): Parameter => [name, value])) },
  { weight: 1, arbitrary: fc.tuple(pick(...ODD_NAMES), fc.string({ maxLength: 8 })) },
);

/** A valid create (mostly), with a few parameters changed, added or repeated. */
function parameters(collection: string): Arbitrary<Parameter[]> {
  const templates = VALID_CREATES[collection] ?? VALID_CREATES.locations!;
  const extras = fc.oneof(
    { weight: 2, arbitrary: fc.constant<Parameter[]>([]) },
    { weight: 3, arbitrary: fc.array(parameter, { minLength: 1, maxLength: 3 }) },
  );
  const drop = fc.oneof({ weight: 4, arbitrary: fc.constant(-1) }, { weight: 1, arbitrary: fc.nat({ max: 8 }) });
  return fc.tuple(pick(...templates), extras, fc.boolean(), drop).map(([template, extra, replace, drop]) => {
    const list: Parameter[] = template.filter((_, i) => i !== drop).map(([n, v]) => [n, v]);
    for (const [name, value] of extra) {
      const at = list.findIndex(([n]) => n === name);
      // Replacing keeps the request valid-shaped; appending repeats the name (a duplicate).
      if (replace && at >= 0) list[at] = [name, value];
      else list.push([name, value]);
    }
    return list;
  });
}

const COLLECTIONS = ['locations', 'readings', 'devices'];
const SYSTEM_PATHS = [
  '/',
  '/healthz',
  '/readyz',
  '/problems',
  '/problems/body-shape',
  '/problems/nope',
  '/assets/fieldlog.css',
  '/assets/..%2Fserver.ts',
  '/changes',
  '/docs',
  '/openapi.json',
];
const HOSTILE_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E',
  '%00',
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%F0%9F%92%A9',
  '%ED%A0%80',
  '%EF%BF%BF',
  '%C0%AE',
  '__proto__',
  'constructor',
  '%2F',
  '..%2F..%2Fetc%2Fpasswd',
  'a%20b',
  '~',
  '*',
  'null',
  ';x=1',
  'caf\u00e9',
  '%252e',
  'latest',
  'search',
  'summary',
  'new',
  'edit',
];
const NAMED = ['search', 'latest', 'summary', 'new'];
const MEMBER_SUFFIXES = ['nearby', 'history', 'edit', 'delete', 'x'];
const ACTION_WORDS = ['delete', 'update', 'create', 'edit', 'remove', 'get', 'show'];
const FORMAT_SUFFIX = fc.oneof(
  { weight: 12, arbitrary: fc.constant('') },
  { weight: 3, arbitrary: pick('.json', '.xml', '.html') },
  { weight: 1, arbitrary: pick('.txt', '.JSON', '.', '.json.xml') },
);

function idsOf(pools: FuzzPools, collection: string): readonly string[] {
  return collection === 'readings' ? pools.readingIds : collection === 'devices' ? pools.deviceIds : pools.locationIds;
}

/** An identifier segment: mostly one that exists in `collection`, sometimes another's or a hostile one. */
function segment(pools: FuzzPools, collection: string): Arbitrary<string> {
  const own = idsOf(pools, collection);
  return fc.oneof(
    { weight: 10, arbitrary: pick(...own) },
    { weight: 1, arbitrary: pick(...pools.locationIds, ...pools.readingIds, ...pools.deviceIds) },
    { weight: 3, arbitrary: pick(...HOSTILE_SEGMENTS) },
    { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9_~-]{1,26}$/) },
    { weight: 1, arbitrary: fc.integer({ min: 200, max: 9_000 }).map((n) => 'a'.repeat(n)) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }).map(encodeURIComponent) },
  );
}

function path(pools: FuzzPools): Arbitrary<string> {
  const collection = fc.oneof(
    { weight: 10, arbitrary: pick(...COLLECTIONS) },
    { weight: 1, arbitrary: pick('things', 'Locations', 'location', '') },
  );
  const base = collection.chain((c) => {
    const id = segment(pools, c);
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(`/${c}`) },
      { weight: 6, arbitrary: id.map((i) => `/${c}/${i}`) },
      { weight: 2, arbitrary: pick(...NAMED).map((n) => `/${c}/${n}`) },
      { weight: 2, arbitrary: fc.tuple(id, pick(...MEMBER_SUFFIXES)).map(([i, s]) => `/${c}/${i}/${s}`) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(pick(...ACTION_WORDS), fc.option(id, { nil: undefined }))
          .map(([a, i]) => (i === undefined ? `/${c}/${a}` : `/${c}/${a}/${i}`)),
      },
      { weight: 1, arbitrary: pick(...SYSTEM_PATHS) },
      { weight: 1, arbitrary: pick('//', '/./', '/../', '/%2e/', '/;/').map((s) => `${s}${c}`) },
    );
  });
  const shaped = fc.tuple(base, FORMAT_SUFFIX, pick('', '', '', '', '', '', '/')).map(([p, suffix, slash]) => `${p}${suffix}${slash}`);
  return fc.oneof(
    { weight: 30, arbitrary: shaped },
    { weight: 1, arbitrary: shaped.map((p) => `http://127.0.0.1${p}`) },
    { weight: 1, arbitrary: pick('*', 'locations', 'http://[::1', '/%', '/\u00ff') },
  );
}

const encodePair = ([name, value]: Parameter, raw: boolean): string =>
  raw ? `${name}=${value}` : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
const SAFE_RAW = /^[\x21-\x7e]*$/;

/** A query string: mostly version_number and the route's parameters, sometimes raw, repeated or over the cap. */
const query: Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  {
    weight: 8,
    arbitrary: fc
      .tuple(
        sometimes(valueFor('version_number'), 5, 1),
        fc.oneof(fc.constant<Parameter[]>([]), fc.array(parameter, { minLength: 1, maxLength: 4 })),
        fc.boolean(),
      )
      .map(([version, rest, raw]) => {
        const pairs: Parameter[] = version === undefined ? rest : [['version_number', version], ...rest];
        // A raw pair may carry a stray '%' or '&'; only printable ASCII survives the client's checks.
        const usable = raw ? pairs.filter(([n, v]) => SAFE_RAW.test(n + v) && !(n + v).includes('#')) : pairs;
        return usable.map((p) => encodePair(p, raw)).join('&');
      }),
  },
  {
    weight: 1,
    arbitrary: pick(
      'version_number=1&&&=&=x',
      '%',
      'version_number=%ZZ',
      'a[b]=1&version_number=1',
      Array.from({ length: 70 }, (_, i) => `p${i}=1`).join('&'),
    ),
  },
);

const ACCEPTS = fc.oneof(
  {
    weight: 6,
    arbitrary: pick(
      'application/json',
      'application/xml',
      'text/html',
      'application/problem+json',
      'application/problem+xml',
      'text/xml',
      '*/*',
      'text/html;q=0.5, application/json;q=0.9',
    ),
  },
  { weight: 1, arbitrary: pick('text/plain', 'application/xml;q=0', 'image/png', '*/*;q=x', ';;;,,,', 'application/json;q=1.5') },
);
const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'application/xml',
  'text/xml',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/json; charset=UTF-8',
  'application/json; charset',
  ';;;',
  '/',
  'application/merge-patch+json',
];

/** A body in one format (sometimes under another format's Content-Type), or bytes that are no format. */
function body(collection: string): Arbitrary<{ contentType?: string; text: string | Buffer }> {
  const params = parameters(collection);
  const root = collection === 'readings' ? 'reading' : 'location';
  const formatted = fc.oneof(
    { weight: 3, arbitrary: jsonBody(params).map((text) => ({ kind: 'application/json', text })) },
    { weight: 3, arbitrary: formBody(params).map((text) => ({ kind: 'application/x-www-form-urlencoded', text })) },
    { weight: 3, arbitrary: xmlBody(params, root).map((text) => ({ kind: 'application/xml', text })) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ kind: 'application/json', text: Buffer.from(bytes) })) },
  );
  return fc
    .tuple(
      formatted,
      fc.oneof(
        { weight: 8, arbitrary: fc.constant('declared') },
        { weight: 1, arbitrary: fc.constant('none') },
        { weight: 2, arbitrary: pick(...CONTENT_TYPES) },
      ),
    )
    .map(([{ kind, text }, type]) => (type === 'none' ? { text } : { contentType: type === 'declared' ? kind : type, text }));
}

const METHODS = fc.oneof(
  { weight: 5, arbitrary: pick('GET', 'POST') },
  { weight: 3, arbitrary: pick('HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
  { weight: 1, arbitrary: pick('TRACE', 'PROPFIND', 'PURGE', 'SEARCH', 'QUERY', 'MKCOL', 'FOO', 'M-SEARCH') },
);

/**
 * One whole request. Most are anything at all; some are well-formed creates, reads and updates, so
 * that rows come and go while hostile requests are tried against them. The test server's CORS
 * configuration allows `pools.allowedOrigin`.
 */
export function fuzzRequest(pools: FuzzPools): Arbitrary<FuzzRequest> {
  return fc.oneof({ weight: 5, arbitrary: anyRequest(pools) }, { weight: 2, arbitrary: wellFormedRequest(pools) });
}

const BODY_TYPES: Record<string, string> = { json: 'application/json', form: 'application/x-www-form-urlencoded', xml: 'application/xml' };

function wellFormedRequest(pools: FuzzPools): Arbitrary<FuzzRequest> {
  return fc
    .tuple(pick(...COLLECTIONS), pick('json', 'form', 'xml'), pick(1, 2), pick('application/json', 'application/xml', '*/*'))
    .chain(([collection, format, version, accept]) => {
      const ids = idsOf(pools, collection);
      const templates = VALID_CREATES[collection]!;
      const template = templates[Math.min(version, templates.length) - 1]!;
      const root = collection.slice(0, -1);
      const encode = (list: readonly Parameter[]) =>
        format === 'json'
          ? JSON.stringify(Object.fromEntries(list.map(([n, v]) => [n, JSON_NUMBER.test(v) ? Number(v) : v])))
          : format === 'form'
            ? new URLSearchParams(list.map(([n, v]): [string, string] => [n, v])).toString()
            : `<${root}>${list.map(([n, v]) => `<${n}>${v}</${n}>`).join('')}</${root}>`;
      const write = (method: string, target: string, list: readonly Parameter[]): FuzzRequest => {
        const text = encode(list);
        return {
          method,
          target,
          headers: { accept, 'content-type': BODY_TYPES[format]!, 'content-length': String(Buffer.byteLength(text)) },
          body: text,
        };
      };
      return fc.oneof(
        { weight: 3, arbitrary: fc.constant(write('POST', `/${collection}`, template)) },
        {
          weight: 2,
          arbitrary: fc
            .tuple(pick(...ids), pick('', '', '/nearby', '/history'))
            .map(([id, sub]) => ({ method: 'GET', target: `/${collection}/${id}${sub}?version_number=${version}`, headers: { accept } })),
        },
        {
          weight: 2,
          arbitrary: fc.tuple(pick('', '/latest', '/search', '/summary'), pick('', '&limit=2', '&limit=1000')).map(([named, limit]) => ({
            method: 'GET',
            target: `/${collection}${named}?version_number=${version}${limit}`,
            headers: { accept },
          })),
        },
        {
          weight: 2,
          arbitrary: fc.tuple(pick(...ids), pick('PUT', 'PATCH', 'POST PUT', 'POST patch', 'DELETE', 'POST delete')).map(([id, how]) => {
            const [method, override] = how.split(' ') as [string, string | undefined];
            if (method === 'DELETE') return { method, target: `/${collection}/${id}?version_number=${version}`, headers: { accept } };
            const list: Parameter[] = override === undefined ? [...template] : [['_method', override], ...template];
            return write(method, `/${collection}/${id}`, method === 'PATCH' || override === 'patch' ? list.slice(0, 3) : list);
          }),
        },
      );
    });
}

function anyRequest(pools: FuzzPools): Arbitrary<FuzzRequest> {
  return fc.tuple(METHODS, pick(...COLLECTIONS)).chain(([method, collection]) =>
    fc
      .record({
        // A POST goes to its collection often enough for creates to succeed and change the tables.
        path:
          method === 'POST'
            ? fc.oneof({ weight: 1, arbitrary: fc.constant(`/${collection}`) }, { weight: 1, arbitrary: path(pools) })
            : path(pools),
        // POST, PUT and PATCH carry their parameters in the body; a query string there is refused whole.
        query:
          method === 'POST' || method === 'PUT' || method === 'PATCH'
            ? fc.oneof({ weight: 9, arbitrary: fc.constant('') }, { weight: 1, arbitrary: query })
            : query,
        // Bodies on GET, DELETE and the rest are sent now and then: the server must not read them.
        body:
          method === 'POST' || method === 'PUT' || method === 'PATCH'
            ? sometimes(body(collection), 8, 1)
            : sometimes(body(collection), 1, 9),
        accept: sometimes(ACCEPTS, 1, 1),
        override: sometimes(pick('PUT', 'patch', 'DELETE', 'GET', 'POST', 'FOO', ''), 1, 9),
        ifMatch: sometimes(pick('*', '"json-v1-stale"', 'W/"json-v1-x"', 'garbage', '"a", "b"'), 1, 4),
        ifNoneMatch: sometimes(pick('*', '"json-v1-stale"', 'W/"x"'), 1, 7),
        idempotencyKey: sometimes(pick('retry-1', 'retry-2', 'has space', 'x'.repeat(256), 'k'), 1, 3),
        origin: sometimes(pick(pools.allowedOrigin, 'https://evil.example', 'null'), 1, 3),
        secFetchSite: sometimes(pick('cross-site', 'same-origin', 'none', 'same-site'), 1, 9),
        requestId: sometimes(pick('fuzz-1', 'x'.repeat(200), '<script>', ''), 1, 5),
        chunked: fc.boolean(),
      })
      .map((parts): FuzzRequest => {
        const headers: Record<string, string> = {};
        const set = (name: string, value: string | undefined) => {
          if (value !== undefined) headers[name] = value;
        };
        set('accept', parts.accept);
        set('x-http-method-override', parts.override);
        set('if-match', parts.ifMatch);
        set('if-none-match', parts.ifNoneMatch);
        set('idempotency-key', parts.idempotencyKey);
        set('origin', parts.origin);
        set('sec-fetch-site', parts.secFetchSite);
        set('x-request-id', parts.requestId);
        if (parts.origin !== undefined && method === 'OPTIONS') headers['access-control-request-method'] = 'PUT';
        const target = parts.query === '' || !parts.path.startsWith('/') ? parts.path : `${parts.path}?${parts.query}`;
        if (parts.body === undefined) return { method, target, headers };
        set('content-type', parts.body.contentType);
        // Node's client frames a GET, HEAD, DELETE or OPTIONS body only when told how.
        if (parts.chunked) headers['transfer-encoding'] = 'chunked';
        else headers['content-length'] = String(Buffer.byteLength(parts.body.text));
        return { method, target, headers, body: parts.body.text };
      }),
  );
}
