// A route's own representations (RouteDefinition.media) in the API document: each media type with
// what its body holds, and the request headers that only it reads.
import type { HeaderObject, MediaTypeObject, ParameterObject, SchemaObject } from 'openapi3-ts/oas31';
import type { Media, RouteDefinition } from '../contract/route.js';

const POINT: SchemaObject = {
  type: 'object',
  properties: {
    type: { const: 'Point' },
    coordinates: {
      type: 'array',
      items: { type: 'number' },
      minItems: 2,
      maxItems: 3,
      description: 'longitude, latitude and, when the location has one, altitude (RFC 7946 §3.1.1)',
    },
  },
  required: ['type', 'coordinates'],
};
const FEATURE: SchemaObject = {
  type: 'object',
  description:
    'A location as a GeoJSON Feature (RFC 7946 §3.2): `properties` hold every field of the version, id and the server fields included.',
  properties: {
    type: { const: 'Feature' },
    id: { type: 'string' },
    geometry: { oneOf: [POINT, { type: 'null' }] },
    properties: { type: 'object', additionalProperties: true },
  },
  required: ['type', 'id', 'geometry', 'properties'],
};
const FEATURE_COLLECTION: SchemaObject = {
  type: 'object',
  description:
    "A page of locations as a GeoJSON FeatureCollection, with the envelope's `meta` and `links` as foreign members (RFC 7946 §6.1); links keep the .geojson suffix.",
  properties: {
    type: { const: 'FeatureCollection' },
    features: { type: 'array', items: FEATURE },
    meta: { type: 'object', additionalProperties: true },
    links: { type: 'object', additionalProperties: { type: ['string', 'null'] } },
  },
  required: ['type', 'features', 'meta', 'links'],
};

const NDJSON_LINES =
  "Newline-delimited JSON: one JSON object per line, each exactly an item of the JSON list (`data[i]`) in the request's version, each line ended by a line feed; nothing at all when no row matches.";

const DESCRIBED: Record<Media, { content: MediaTypeObject; headers: ParameterObject[] }> = {
  csv: {
    content: {
      schema: {
        type: 'string',
        description:
          'CSV (RFC 4180; `text/csv; charset=utf-8; header=present`): a header row of the field names (the version\'s, id and the server fields included), then one row per item, CRLF line ends, quoted where needed; null is an empty cell; text that begins with =, +, -, @, a tab or a carriage return starts with an apostrophe, so that spreadsheets show it and never run it. The next page is in `Link: <…>; rel="next"`.',
      },
      example:
        'id,longitude,latitude,altitude,created_at,updated_at,created_by,updated_by\r\n01J…,7.1,50.7,60,2026-11-22T18:45:00.000Z,2026-11-22T18:45:00.000Z,,\r\n',
    },
    headers: [],
  },
  geojson: { content: { schema: FEATURE_COLLECTION }, headers: [] },
  ndjson: {
    content: {
      schema: { type: 'string', description: NDJSON_LINES },
      example:
        '{"id":"01J…","longitude":7.1,"latitude":50.7,"altitude":60,"created_at":"2026-11-22T18:45:00.000Z","updated_at":"2026-11-22T18:45:00.000Z","created_by":null,"updated_by":null}\n',
    },
    headers: [],
  },
  prometheus: {
    content: {
      schema: {
        type: 'string',
        description:
          'The Prometheus text exposition format 0.0.4 (`text/plain; version=0.0.4; charset=utf-8`): `# HELP` and `# TYPE` lines, then one sample per line. docs/operations.md, "Monitoring", lists the figures and what alert each deserves.',
      },
      example:
        '# HELP fieldlog_http_requests_total HTTP requests answered, by route pattern, method (after any override) and status.\n# TYPE fieldlog_http_requests_total counter\nfieldlog_http_requests_total{route="/locations/:id",method="GET",status="200"} 1042\n',
    },
    headers: [],
  },
  'event-stream': {
    content: {
      schema: {
        type: 'string',
        description:
          'Server-Sent Events (WHATWG HTML §9.2), for as long as the connection stays open: one event per change, `id:` its id, `event:` its type, `data:` the event as JSON, as in the list. A comment line (`: keep-alive`) comes every 15 s. Without after or Last-Event-ID the stream starts now; a client that does not read what it is sent is disconnected, and resumes with Last-Event-ID.',
      },
      example:
        'retry: 2000\n: Fieldlog change log: events after id 41\n\nid: 42\nevent: reading.created\ndata: {"id":42,"type":"reading.created","collection":"readings","resource_id":"01J…","actor":"field-laptop","occurred_at":"2026-11-26T07:35:23.454Z","data":{…}}\n\n',
    },
    headers: [
      {
        name: 'Last-Event-ID',
        in: 'header',
        required: false,
        description:
          'The id of the last event received: the stream goes on after it, with no gap and no duplicate. Wins over `after` (EventSource sends it when it reconnects).',
        schema: { type: 'string', pattern: '^[0-9]{1,15}$' },
      },
    ],
  },
};

/** The route's own media types, for its success response's `content`. */
export function mediaContent(
  route: RouteDefinition,
  columns: readonly (readonly [number, readonly string[]])[] = [],
): Record<string, MediaTypeObject> {
  return Object.fromEntries(
    (route.media ?? []).map((offer) => {
      // One location is a Feature; everything else that offers GeoJSON is a page of them.
      if (offer.name === 'geojson' && route.path.endsWith('/:id')) return [offer.type, { schema: FEATURE }];
      if (offer.name === 'csv' && columns.length > 0) return [offer.type, csvContent(columns)];
      return [offer.type, DESCRIBED[offer.name].content];
    }),
  );
}

/** CSV described by its columns: the header row of each version the document covers. */
function csvContent(columns: readonly (readonly [number, readonly string[]])[]): MediaTypeObject {
  const base = DESCRIBED.csv.content;
  const lines = columns.map(([version, names]) => `version ${version}: ${names.join(', ')}`);
  const newest = columns.at(-1)![1];
  return {
    schema: {
      ...(base.schema as SchemaObject),
      description: `${(base.schema as SchemaObject).description} Columns, in order, by version: ${lines.join('; ')}.`,
    },
    example: `${newest.join(',')}\r\n`,
  };
}

/** The request headers its own representations read. */
export function mediaParameters(route: RouteDefinition): ParameterObject[] {
  return (route.media ?? []).flatMap((offer) => DESCRIBED[offer.name].headers);
}

// The exports (GET /{collection}/export, issue 20) answer files, not pages: a raw answer in each of
// their media types, described here, with the headers every file carries.

const EXPORT_META: SchemaObject = {
  type: 'object',
  description: 'Written after the last feature: the call, its version, the request id and how many features came before.',
  properties: {
    action: { type: 'string' },
    version_number: { type: 'integer' },
    request_id: { type: 'string' },
    count: { type: 'integer', minimum: 0 },
  },
  required: ['action', 'version_number', 'request_id', 'count'],
};

const EXPORTED: Partial<Record<Media, MediaTypeObject>> = {
  csv: {
    schema: {
      type: 'string',
      description:
        "CSV (RFC 4180; `text/csv; charset=utf-8; header=present`), as the list's CSV: a header row of the version's field names (id and the server fields included), even when no row matches, then every matching row, CRLF line ends, quoted where needed; null is an empty cell; text that begins with =, +, -, @, a tab or a carriage return starts with an apostrophe.",
    },
  },
  ndjson: { schema: { type: 'string', description: NDJSON_LINES } },
  geojson: {
    schema: {
      type: 'object',
      description:
        'Every matching location as a GeoJSON FeatureCollection (RFC 7946), written as it is read: `features` first, then `meta` (a foreign member, §6.1).',
      properties: { type: { const: 'FeatureCollection' }, features: { type: 'array', items: FEATURE }, meta: EXPORT_META },
      required: ['type', 'features', 'meta'],
    },
  },
};

/** Whether the route is an export: its files are downloads, whatever media they are in. */
function isExport(route: RouteDefinition): boolean {
  return route.path.endsWith('/export');
}

/** A raw answer's content in `type`: described when it is one of the route's own offers, else undefined. */
export function rawMediaContent(route: RouteDefinition, type: string): MediaTypeObject | undefined {
  const offer = route.media?.find((candidate) => candidate.type === type);
  if (offer === undefined) return undefined;
  return (isExport(route) ? EXPORTED[offer.name] : undefined) ?? DESCRIBED[offer.name].content;
}

/** The headers of a success in the route's own media: an export's file name, and that it is not to be kept. */
export function mediaResponseHeaders(route: RouteDefinition): Record<string, HeaderObject> {
  if (!isExport(route)) return {};
  return {
    'Content-Disposition': {
      description:
        'On the files (not the page of links): `attachment; filename="<collection>-v<version>-<UTC date>.<csv|ndjson|geojson>"`, such as `locations-v3-2026-11-22.csv` (RFC 6266).',
      schema: { type: 'string' },
    },
    'Cache-Control': { description: '`no-store`: every row as it stands now, never one to keep.', schema: { type: 'string' } },
  };
}
