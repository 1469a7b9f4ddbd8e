// GET /locations/export and /readings/export (INTERFACE.md §10, issue 20): every row the
// collection's search matches, in the search's order, as a file written while it is read.
import type { CallContext, MediaOffer, Reply, RouteDefinition } from '../../contract/route.js';
import { ProblemError } from '../../contract/problem-error.js';
import type { BoundingBox, CollectionName, KeysetPage, RowValues, Store } from '../../storage/index.js';
import { BBOX, splitParts } from '../../versioning/index.js';
import type { Registry } from '../../versioning/index.js';
import { CSV, GEOJSON } from '../formats/field-formats.js';
import { LOCATION } from '../locations/calls.js';
import { READING } from '../readings/calls.js';
import { LOCATION_EXPORT, READING_EXPORT } from './calls.js';
import { EXPORT_PAGE_ROWS, writeExport } from './export-stream.js';
import { NDJSON, exportWriter } from './export-writers.js';

interface ExportSpec {
  collection: CollectionName;
  /** The export's call, which is also the route's name. */
  call: string;
  /** The resource call whose fields the rows carry. */
  resource: string;
  /** For sentences: "location". */
  noun: string;
  offers: readonly MediaOffer[];
  /** One page of the search with the request's values, after `cursor` (the first page without one). */
  search(values: Record<string, unknown>, cursor: string | undefined): Promise<KeysetPage<RowValues>>;
  summary: string;
}

export function exportRoutes(store: Store, registry: Registry): RouteDefinition[] {
  const locations = store.queries.locations;
  const readings = store.queries.readings;
  return [
    exportRoute(registry, {
      collection: 'locations',
      call: LOCATION_EXPORT.name,
      resource: LOCATION.name,
      noun: 'location',
      offers: [CSV, NDJSON, GEOJSON],
      summary: 'Every matching location, as CSV, NDJSON or GeoJSON',
      search: (values, cursor) => {
        const { bbox, from, to, device } = values as { bbox?: string; from?: string; to?: string; device?: string };
        const box = bbox === undefined ? undefined : (splitParts(BBOX, bbox) as unknown as BoundingBox);
        return locations.search({ bbox: box, from, to, device, limit: EXPORT_PAGE_ROWS, cursor, scope: LOCATION_EXPORT.name });
      },
    }),
    exportRoute(registry, {
      collection: 'readings',
      call: READING_EXPORT.name,
      resource: READING.name,
      noun: 'reading',
      // Readings have no place: GeoJSON is answered 406 by the pipeline, listing these.
      offers: [CSV, NDJSON],
      summary: 'Every matching reading, as CSV or NDJSON',
      search: (values, cursor) => {
        const {
          area,
          from,
          to,
          min_mean: minMean,
          max_mean: maxMean,
          device,
          quantity,
          unit,
        } = values as {
          area?: string;
          from?: string;
          to?: string;
          min_mean?: number;
          max_mean?: number;
          device?: string;
          quantity?: string;
          unit?: string;
        };
        const filters = { area, from, to, minMean, maxMean, device, quantity, unit };
        return readings.search({ ...filters, limit: EXPORT_PAGE_ROWS, cursor, scope: READING_EXPORT.name });
      },
    }),
  ];
}

function exportRoute(registry: Registry, spec: ExportSpec): RouteDefinition {
  const path = `/${spec.collection}/export`;
  return {
    method: 'GET',
    access: 'read',
    path,
    name: spec.call,
    call: spec.call,
    input: 'declared',
    summary: spec.summary,
    media: spec.offers,
    // Not an envelope: the files, and for people a page of links to them (answerWithoutFile).
    response: { kind: 'raw', mediaTypes: [...spec.offers.map((offer) => offer.type), 'text/html'] },
    handler: async (context) => {
      if (context.media === undefined) return answerWithoutFile(context, spec, path);
      const version = context.version!.version;
      const writer = exportWriter(context.media, {
        collection: spec.collection,
        fields: registry.parameterNames(spec.resource, version),
        meta: { action: spec.call, version_number: version, request_id: context.requestId },
      });
      const day = new Date().toISOString().slice(0, 10);
      const headers = {
        'Content-Disposition': `attachment; filename="${spec.collection}-v${version}-${day}${writer.extension}"`,
        // Every row as it stands now: never one to keep, and possibly large.
        'Cache-Control': 'no-store',
      };
      const reply = { data: null, message: '', links: {}, headers };
      // HEAD gets the head alone (src/http/output/stream.ts): nothing to read.
      if (context.method === 'HEAD') return { ...reply, stream: { type: writer.type, write: (out) => out.end() } };
      const values = context.values;
      // The first page before the head: a database that fails at once is still a 500 with a problem.
      const first = await spec.search(values, undefined);
      return {
        ...reply,
        stream: {
          type: writer.type,
          write: (out, gone) => void writeExport(out, gone, first, (cursor) => spec.search(values, cursor), writer),
        },
      };
    },
  };
}

/** Each file's URL: this path with the offer's suffix, and the request's version and parameters. */
function fileLinks(context: CallContext, spec: ExportSpec, path: string): Map<MediaOffer, string> {
  const query = new URLSearchParams({ version_number: String(context.version!.version) });
  for (const [name, value] of Object.entries(context.values)) if (value !== undefined) query.append(name, String(value));
  return new Map(spec.offers.map((offer) => [offer, `${path}${offer.suffix}?${query}`]));
}

/**
 * A browser (HTML) gets the generic page of this reply: a link to each file, the query kept. JSON
 * and XML are no format an export is written in: 406, saying how to ask for one, with the link.
 */
function answerWithoutFile(context: CallContext, spec: ExportSpec, path: string): Reply {
  const links = fileLinks(context, spec, path);
  if (context.format !== 'html') {
    const types = spec.offers.map((offer) => offer.type);
    const suffixes = spec.offers.map((offer) => offer.suffix);
    throw new ProblemError(
      'not-acceptable',
      `${path} writes every matching ${spec.noun} as a file, not as ${context.format.toUpperCase()}: ask for ${listed(types)} with Accept, or add ${listed(suffixes)} to the path (${links.get(spec.offers[0]!)}).`,
      { available: [...types, 'text/html'] },
    );
  }
  return {
    data: [...links].map(([offer, href]) => ({ format: offer.name, media_type: offer.type, download: href })),
    message: `Every ${spec.noun} matching these parameters, newest first, as a file: ${spec.offers.map((offer) => offer.name).join(', ')}.`,
    links: { ...Object.fromEntries([...links].map(([offer, href]) => [offer.name, href])), collection: `/${spec.collection}` },
  };
}

/** "a, b or c". */
function listed(items: readonly string[]): string {
  return items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}
