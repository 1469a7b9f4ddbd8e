// CSV and GeoJSON for the routes that answer field data (INTERFACE.md §10): the route's own handler
// answers as for JSON, and its reply is written again in the representation the client chose. So a
// list, a search or a named route says what it holds once, and each format is a view of the same
// answer: the same rows, the same next page.
import type { CallContext, MediaOffer, Reply, RouteDefinition } from '../../contract/route.js';
import { rawReply } from '../../contract/route.js';
import { CSV_TYPE, csvText } from './csv-text.js';
import { GEOJSON_TYPE, feature, featureCollection } from './geojson.js';

export const CSV: MediaOffer = { name: 'csv', type: 'text/csv', suffix: '.csv' };
export const GEOJSON: MediaOffer = { name: 'geojson', type: 'application/geo+json', suffix: '.geojson' };

export interface FieldFormats {
  /** GeoJSON as well as CSV: locations, which have a place. */
  geojson: boolean;
  /** CSV for this route (a page of rows); a single resource answers GeoJSON only. */
  csv: boolean;
  /** The CSV header of an answer with no rows, for the request's version. */
  columns(version: number): readonly string[];
}

/** The route, offering CSV and GeoJSON as `formats` says, its handler's replies written again in them. */
export function withFieldFormats(route: RouteDefinition, formats: FieldFormats): RouteDefinition {
  const offers = [...(route.media ?? []), ...(formats.csv ? [CSV] : []), ...(formats.geojson ? [GEOJSON] : [])];
  const handler = route.handler;
  return {
    ...route,
    media: offers,
    handler: (context) => {
      if (context.media !== 'csv' && context.media !== 'geojson') return handler(context);
      const reply = handler(context);
      return reply instanceof Promise ? reply.then((settled) => rewrite(settled, context, formats)) : rewrite(reply, context, formats);
    },
  };
}

function rewrite(reply: Reply, context: CallContext, formats: FieldFormats): Reply {
  const version = context.version!;
  const list = Array.isArray(reply.data);
  const next = reply.links.next ?? null;
  const headers: Record<string, string> = { Vary: 'Accept' };
  if (context.media === 'csv') {
    const rows = reply.data as Record<string, unknown>[];
    const columns = rows.length > 0 ? Object.keys(rows[0]!) : formats.columns(version.version);
    // RFC 8288: the next page where a CSV reader can find it, in the format the client asked for.
    if (next !== null) headers.Link = `<${withSuffix(next, CSV.suffix)}>; rel="next"`;
    // The JSON answer's headers (its ETag names the JSON bytes) are not this answer's.
    return rawReply(CSV_TYPE, csvText(columns, rows), headers);
  }
  if (!list) return rawReply(GEOJSON_TYPE, JSON.stringify(feature(reply.data as Record<string, unknown>)), headers);
  const meta = {
    action: version.call,
    version_number: version.version,
    request_id: context.requestId,
    message: reply.message,
    ...reply.meta,
  };
  const links = Object.fromEntries(
    Object.entries(reply.links).map(([name, link]) => [
      name,
      link === null || name === 'collection' ? link : withSuffix(link, GEOJSON.suffix),
    ]),
  );
  return rawReply(GEOJSON_TYPE, JSON.stringify(featureCollection(reply.data as Record<string, unknown>[], { meta, links })), headers);
}

/** `/locations?x=1` → `/locations.csv?x=1`: a link that asks for the same format by itself. */
function withSuffix(link: string, suffix: string): string {
  const mark = link.indexOf('?');
  return mark === -1 ? `${link}${suffix}` : `${link.slice(0, mark)}${suffix}${link.slice(mark)}`;
}
