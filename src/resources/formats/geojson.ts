// GeoJSON (RFC 7946) for locations: a location is a Feature whose geometry is the Point of its
// longitude, latitude and (when it has one) altitude, in that order (§3.1.1), with every field of the
// version in `properties`, id and the server's fields included. A page is a FeatureCollection whose
// `meta` and `links` are the envelope's, as foreign members (§6.1).

export const GEOJSON_TYPE = 'application/geo+json';

export interface Feature {
  type: 'Feature';
  id: string;
  geometry: { type: 'Point'; coordinates: number[] } | null;
  properties: Record<string, unknown>;
}

export function feature(item: Record<string, unknown>): Feature {
  const { longitude, latitude, altitude } = item;
  const placed = typeof longitude === 'number' && typeof latitude === 'number';
  return {
    type: 'Feature',
    id: String(item.id),
    geometry: placed
      ? { type: 'Point', coordinates: typeof altitude === 'number' ? [longitude, latitude, altitude] : [longitude, latitude] }
      : null,
    properties: item,
  };
}

/**
 * JSON.stringify(feature(item)), written without building the Feature: an export writes a million
 * of them, and the object, its geometry and its coordinates array are three allocations a row that
 * only live to be serialised (test/unit/resources/export-writers.test.ts compares the two). Numbers
 * go through JSON.stringify, not a template's toString(): see exportCell in export-writers.ts.
 */
export function featureText(item: Record<string, unknown>): string {
  const { longitude, latitude, altitude } = item;
  const geometry =
    typeof longitude === 'number' && typeof latitude === 'number'
      ? `{"type":"Point","coordinates":[${JSON.stringify(longitude)},${JSON.stringify(latitude)}${typeof altitude === 'number' ? `,${JSON.stringify(altitude)}` : ''}]}`
      : 'null';
  return `{"type":"Feature","id":${JSON.stringify(String(item.id))},"geometry":${geometry},"properties":${JSON.stringify(item)}}`;
}

export function featureCollection(items: readonly Record<string, unknown>[], members: Record<string, unknown>): Record<string, unknown> {
  return { type: 'FeatureCollection', features: items.map(feature), ...members };
}
