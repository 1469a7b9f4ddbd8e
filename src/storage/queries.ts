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
  /** Only the locations of this device (version 3); an id that names no device matches nothing. */
  device?: string | undefined;
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

/**
 * The filters of version 3 (issue 18), each an exact match; readings written through versions 1 and
 * 2 have none of these fields, so a filter never takes them. A device id that names no device
 * matches nothing.
 */
export interface ReadingFilters {
  device?: string | undefined;
  quantity?: string | undefined;
  /** A UCUM code, compared as it is: case counts (`Pa` is not `PA`). */
  unit?: string | undefined;
}

export interface ReadingSearch extends PageRequest, ReadingFilters {
  /** An area, where `*` matches any run of characters and every other character only itself. */
  area?: string | undefined;
  /** On `time`, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  minMean?: number | undefined;
  maxMean?: number | undefined;
}

export interface ReadingLatest extends PageRequest, ReadingFilters {
  area?: string | undefined;
}

export interface ReadingSummaryRequest extends PageRequest, ReadingFilters {
  area?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * Pooled statistics of the readings of one area that measured one quantity in one unit; see
 * docs/named-routes.md for the formulas. Readings of different units are never pooled.
 */
export interface AreaSummary {
  area: string;
  /** What the readings measured and in which unit; absent for readings written without one (versions 1 and 2). */
  quantity?: string;
  unit?: string;
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
  /** The newest matching reading of each area (newest `time`, then largest id), areas in name order. */
  latest(request: ReadingLatest): Promise<KeysetPage<RowValues>>;
  /** Readings of reading `id`'s area with `time` up to its own, itself included, newest first; undefined when `id` does not exist. */
  history(request: PageRequest & { id: string }): Promise<KeysetPage<RowValues> | undefined>;
  /**
   * One summary per (area, quantity, unit) with matching readings, in binary order of area, then
   * quantity, then unit, readings without a quantity or unit first.
   */
  summary(request: ReadingSummaryRequest): Promise<KeysetPage<AreaSummary>>;
}

export interface DeviceTrack extends PageRequest {
  device: string;
  /** On the locations' `timestamp`, inclusive; a location without a timestamp never matches a time bound. */
  from?: string | undefined;
  to?: string | undefined;
}

/** What a device reported last. */
export interface DeviceLatest {
  /** Its location with the newest `timestamp` (the largest id among equal instants); null when it has none. */
  location: RowValues | null;
  /** For each quantity it measured, its reading with the newest `time` (then the largest id), quantities in binary order. */
  readings: RowValues[];
}

export interface DeviceQueries {
  /** The device's locations, oldest `timestamp` first, id ascending as the tiebreak; undefined when the device does not exist. */
  track(request: DeviceTrack): Promise<KeysetPage<RowValues> | undefined>;
  /** Undefined when the device does not exist. */
  latest(device: string): Promise<DeviceLatest | undefined>;
}

export interface NamedQueries {
  locations: LocationQueries;
  readings: ReadingQueries;
  devices: DeviceQueries;
}
