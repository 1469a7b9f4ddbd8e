// Spherical geometry for bbox search and nearby: distances, and the longitude/latitude boxes an
// R*Tree can look up. Degrees in, metres out.

/** Mean Earth radius (IUGG R1), the usual sphere for great-circle distances. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

/** A box in plain degrees that does not cross the antimeridian: west <= east, south <= north. */
export interface DegreeBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

const RADIANS = Math.PI / 180;
const DEGREES = 180 / Math.PI;
// Boxes are widened by this much so that rounding in the trigonometry below never loses a point
// on the edge; the exact distance check runs afterwards anyway.
const SLACK_DEGREES = 1e-9;

/**
 * Great-circle distance by the haversine formula, stable for small distances. A point on a pole has
 * no longitude; reading it as 0 keeps every spelling of the pole at the same distance, where the
 * formula would otherwise leave rounding noise from cos(±90°) ≈ 6e-17 and order them at random.
 */
export function haversineMetres(lat1: number, lon1Given: number, lat2: number, lon2Given: number): number {
  const lon1 = Math.abs(lat1) === 90 ? 0 : lon1Given;
  const lon2 = Math.abs(lat2) === 90 ? 0 : lon2Given;
  const sinLat = Math.sin(((lat2 - lat1) * RADIANS) / 2);
  const sinLon = Math.sin(((lon2 - lon1) * RADIANS) / 2);
  const a = sinLat * sinLat + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * sinLon * sinLon;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Longitude ranges of a bbox. minLon > maxLon crosses the antimeridian and becomes two ranges.
 * -180 and 180 are the same meridian, so a range that ends on one also takes points stored on the other.
 */
export function longitudeRanges(minLon: number, maxLon: number): [number, number][] {
  if (minLon > maxLon)
    return [
      [minLon, 180],
      [-180, maxLon],
    ];
  const ranges: [number, number][] = [[minLon, maxLon]];
  if (maxLon === 180 && minLon > -180) ranges.push([-180, -180]);
  if (minLon === -180 && maxLon < 180) ranges.push([180, 180]);
  return ranges;
}

/**
 * Boxes that together hold every point within `radius` metres of (lat, lon): the latitude band is
 * exact, the longitude half-width is asin(sin δ / cos φ) (the widest point of the circle, which is
 * not on the centre's parallel). A circle over a pole takes every longitude; one across the
 * antimeridian is split in two.
 */
export function circleBoxes(lat: number, lon: number, radius: number): DegreeBox[] {
  const angle = radius / EARTH_RADIUS_METRES;
  if (angle >= Math.PI) return [{ west: -180, south: -90, east: 180, north: 90 }];
  const south = lat - angle * DEGREES - SLACK_DEGREES;
  const north = lat + angle * DEGREES + SLACK_DEGREES;
  if (south <= -90 || north >= 90) {
    return [{ west: -180, south: Math.max(-90, south), east: 180, north: Math.min(90, north) }];
  }
  const ratio = Math.sin(angle) / Math.cos(lat * RADIANS);
  const halfWidth = ratio >= 1 ? 180 : Math.asin(ratio) * DEGREES + SLACK_DEGREES;
  const west = lon - halfWidth;
  const east = lon + halfWidth;
  if (halfWidth >= 180 || east - west >= 360) return [{ west: -180, south, east: 180, north }];
  if (west < -180)
    return [
      { west: west + 360, south, east: 180, north },
      { west: -180, south, east, north },
    ];
  if (east > 180)
    return [
      { west, south, east: 180, north },
      { west: -180, south, east: east - 360, north },
    ];
  return [{ west, south, east, north }];
}
