// A location's point as a PostGIS geography. Migration 002 indexes an expression rather than a
// column (locations_by_point), and PostgreSQL uses such an index only for a query that writes the
// very same expression, so every query takes it from here.

/** The point of the locations row aliased `alias`, exactly as locations_by_point indexes it. */
export function pointSql(alias: string): string {
  return `(ST_SetSRID(ST_MakePoint(${alias}.longitude, ${alias}.latitude), 4326)::geography)`;
}

/**
 * EWKT of a point in each spelling that PostGIS boxes apart: -180 and 180, and a pole at every
 * quarter meridian. PostGIS measures them as one point (or 1e-9 m apart), but its index boxes each
 * where its spelling says, and a KNN scan from one spelling that meets another can find the measured
 * distance below the index's and fail ("index returned tuples in wrong order"). Searched from all
 * spellings at once, the searched box holds every one of them.
 */
export function spellingsEwkt(longitude: number, latitude: number): string {
  const longitudes =
    Math.abs(latitude) === 90 ? [longitude, -180, -90, 0, 90, 180] : Math.abs(longitude) === 180 ? [-180, 180] : [longitude];
  return `SRID=4326;MULTIPOINT(${longitudes.map((each) => `(${each} ${latitude})`).join(',')})`;
}

/**
 * EWKT of points whose PostGIS bounding box holds every point of a longitude/latitude box, so that
 * `pointSql(alias) && cover` can search locations_by_point; the exact box is still checked after.
 * PostGIS boxes a geography in geocentric x = cos φ · cos λ, y = cos φ · sin λ, z = sin φ, each a
 * factor in φ times one in λ over a product of ranges, so each is largest and smallest where its
 * factors are: φ on an edge or the equator, λ on an edge or the meridian 0 or ±90. -180 and 180
 * are boxed apart (sin λ keeps its sign), so a range must name the one its points are stored with.
 */
export function boxCoverEwkt(south: number, north: number, ranges: readonly (readonly [number, number])[]): string {
  const latitudes = south < 0 && north > 0 ? [south, 0, north] : [south, north];
  const points = ranges.flatMap(([west, east]) =>
    [west, ...[-90, 0, 90].filter((meridian) => west < meridian && meridian < east), east].flatMap((longitude) =>
      latitudes.map((latitude) => `(${longitude} ${latitude})`),
    ),
  );
  return `SRID=4326;MULTIPOINT(${points.join(',')})`;
}
