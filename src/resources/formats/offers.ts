// Which routes answer CSV and GeoJSON (INTERFACE.md §10): the lists, searches and named collection
// routes of both collections in CSV; locations, which have a place, in GeoJSON too, one location as
// a Feature. Readings asked for GeoJSON get 406 with what they offer.
import type { RouteDefinition } from '../../contract/route.js';
import { SERVER_COLUMNS } from '../../storage/index.js';
import type { Registry } from '../../versioning/index.js';
import { withFieldFormats } from './field-formats.js';

interface Offered {
  /** The resource call whose fields the rows have. */
  call: 'location' | 'reading';
  csv: boolean;
  geojson: boolean;
  /** Members each row has beyond the resource's: nearby's distance. */
  extra?: readonly string[];
}

const OFFERED: Readonly<Record<string, Offered>> = {
  'location-list': { call: 'location', csv: true, geojson: true },
  location: { call: 'location', csv: false, geojson: true },
  'location-search': { call: 'location', csv: true, geojson: true },
  'location-latest': { call: 'location', csv: true, geojson: true },
  'location-nearby': { call: 'location', csv: true, geojson: true, extra: ['distance_m'] },
  'reading-list': { call: 'reading', csv: true, geojson: false },
  'reading-search': { call: 'reading', csv: true, geojson: false },
  'reading-latest': { call: 'reading', csv: true, geojson: false },
  'reading-history': { call: 'reading', csv: true, geojson: false },
  'reading-summary': { call: 'reading', csv: true, geojson: false },
};

/** The route with the formats it offers, or as it is. */
export function offerFieldFormats(route: RouteDefinition, registry: Registry): RouteDefinition {
  const offered = route.method === 'GET' ? OFFERED[route.name] : undefined;
  if (offered === undefined) return route;
  return withFieldFormats(route, {
    csv: offered.csv,
    geojson: offered.geojson,
    columns: (version) =>
      declaredColumns(route, version) ?? rowColumns(registry.parameterNames(offered.call, version), offered.extra ?? []),
  });
}

/** The columns of a row as shapeRow makes it: id, the fields, then the server's. */
function rowColumns(fields: readonly string[], extra: readonly string[]): string[] {
  const [id, ...server] = SERVER_COLUMNS;
  return [id, ...fields, ...server, ...extra];
}

/** A route that declares its items' schema (the summary) names its columns there. */
function declaredColumns(route: RouteDefinition, version: number): string[] | undefined {
  if (route.response?.kind !== 'data') return undefined;
  const schema = typeof route.response.schema === 'function' ? route.response.schema(version) : route.response.schema;
  const items = (schema as { items?: { properties?: Record<string, unknown> } }).items;
  return items?.properties === undefined ? undefined : Object.keys(items.properties);
}
