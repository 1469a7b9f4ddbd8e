// Which of the R*Tree's entries around a nearby origin need their row read (issue 22). The R*Tree
// keeps each point as a box of 32-bit floats rounded outwards, so an entry alone bounds the point's
// distance from the origin to within centimetres but does not give it exactly. Reading the row of
// every entry in reach cost most of a nearby page at ten million rows (one random page per point);
// the bounds tell which entries cannot be among the page's first limit + 1, and those rows are never
// read. The exact distance, from the row, still decides every answer.
import { EARTH_RADIUS_METRES, haversineMetres } from '../geo.js';

/** One R*Tree entry: a location's rowid and the box of floats that holds its point. */
export interface PointEntry {
  point: number;
  min_lon: number;
  max_lon: number;
  min_lat: number;
  max_lat: number;
}

/** The origin, the reach, and what a page keeps: not the origin itself, only what lies past the cursor. */
export interface NearbyBounds {
  latitude: number;
  longitude: number;
  reach: number;
  origin: number;
  /** The cursor's distance: entries certainly nearer are left out. */
  after: number | undefined;
  limit: number;
}

const METRES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_METRES;

/**
 * The entries whose rows must be read: every entry that may lie within reach and past the cursor,
 * except those certainly farther than limit + 1 entries that certainly qualify. Any point of a box
 * lies within (Δlat + Δlon) degrees of arc of its centre (a meridian, then a parallel, which is no
 * longer than the equator's), so the centre's distance ± that, plus a margin for rounding, bounds it.
 */
export function entriesToRead(entries: readonly PointEntry[], bounds: NearbyBounds): number[] {
  const { latitude, longitude, reach, origin, after, limit } = bounds;
  const seen = new Set<number>();
  const kept: { point: number; low: number; high: number }[] = [];
  const certain: number[] = [];
  for (const entry of entries) {
    // Split boxes touch at ±180; a point on that meridian may come back from both.
    if (entry.point === origin || seen.has(entry.point)) continue;
    seen.add(entry.point);
    const centre = haversineMetres(latitude, longitude, (entry.min_lat + entry.max_lat) / 2, (entry.min_lon + entry.max_lon) / 2);
    const spread = (entry.max_lat - entry.min_lat + (entry.max_lon - entry.min_lon)) * METRES_PER_DEGREE + 1e-6 + centre * 1e-9;
    const low = centre - spread;
    const high = centre + spread;
    if (low > reach || (after !== undefined && high < after)) continue;
    kept.push({ point: entry.point, low, high });
    if (high <= reach && (after === undefined || low > after)) certain.push(high);
  }
  if (certain.length <= limit) return kept.map((entry) => entry.point);
  // The (limit + 1)-th nearest certain entry is no farther than this; nothing beyond it can be on the page.
  const farthest = certain.sort((a, b) => a - b)[limit]!;
  return kept.filter((entry) => entry.low <= farthest).map((entry) => entry.point);
}
