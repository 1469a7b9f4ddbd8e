// The named-route queries (issue 3) behind the storage interface: search, latest, nearby, history
// and summary. Shapes only; src/storage/sqlite-*-queries.ts implement them for SQLite.
//
// Every list pages with an opaque keyset cursor whose scope the caller names (the route, and the
// origin's id for member routes), so a cursor from another route is refused as foreign. Instants are
// RFC 3339 text as the client sent it; the store compares them as instants.
import type { RowValues, StoredRow } from './rows.js';

/** A cursor from a previous page, and the scope it must belong to. */
export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
  scope: string;
}

export interface KeysetPage<T> {
  items: T[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** Degrees; minLon > maxLon crosses the antimeridian. The validator has checked every bound. */
export interface BoundingBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

export interface LocationSearch extends PageRequest {
  bbox?: BoundingBox | undefined;
  /** On `timestamp`, inclusive; locations without a timestamp never match a time bound. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface NearbyLocation {
  row: StoredRow;
  /** Great-circle distance from the origin, in metres. */
  distance: number;
}

export interface LocationQueries {
  /** Newest `timestamp` first, id as the tiebreak; locations without a timestamp come last. */
  search(request: LocationSearch): Promise<KeysetPage<RowValues>>;
  /** Other locations within `radius` metres of location `id`, nearest first; undefined when `id` does not exist. */
  nearby(request: PageRequest & { id: string; radius: number }): Promise<KeysetPage<NearbyLocation> | undefined>;
}

export interface ReadingSearch extends PageRequest {
  /** An area, where `*` matches any run of characters and every other character only itself. */
  area?: string | undefined;
  /** On `time`, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  minMean?: number | undefined;
  maxMean?: number | undefined;
}

/** Pooled statistics of one area's readings; see docs/named-routes.md for the formulas. */
export interface AreaSummary {
  area: string;
  readings: number;
  /** Σ number. */
  number: number;
  /** Σ good. */
  good: number;
  /** Mean of all samples: Σ number·mean / Σ number; null when there are no samples. */
  mean: number | null;
  /** Population standard deviation of the samples of the readings that have a stdDev; null when none do. */
  stdDev: number | null;
  readingsWithoutStdDev: number;
  /** Σ number over the readings that have a stdDev: the samples stdDev describes. */
  numberWithStdDev: number;
}

export interface ReadingQueries {
  /** Newest `time` first, id as the tiebreak. */
  search(request: ReadingSearch): Promise<KeysetPage<RowValues>>;
  /** The newest reading of each area (newest `time`, then largest id), areas in name order. */
  latest(request: PageRequest & { area?: string | undefined }): Promise<KeysetPage<RowValues>>;
  /** Readings of reading `id`'s area with `time` up to its own, itself included, newest first; undefined when `id` does not exist. */
  history(request: PageRequest & { id: string }): Promise<KeysetPage<RowValues> | undefined>;
  /** One summary per area with matching readings, areas in name order. */
  summary(
    request: PageRequest & { area?: string | undefined; from?: string | undefined; to?: string | undefined },
  ): Promise<KeysetPage<AreaSummary>>;
}

export interface NamedQueries {
  locations: LocationQueries;
  readings: ReadingQueries;
}
