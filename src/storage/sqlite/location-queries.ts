import type Database from 'better-sqlite3';
import type { ReadSnapshot } from './read-snapshot.js';
import { circleBoxes, haversineMetres, longitudeRanges } from '../geo.js';
import type { DegreeBox } from '../geo.js';
import { TIMESTAMP_KEY, instantKeySql } from './instant-key.js';
import { entriesToRead } from './nearby-candidates.js';
import type { NearbyBounds, PointEntry } from './nearby-candidates.js';
import { CELL_SQL, GRID_MAX_CELLS, gridCells, gridCost } from './location-grid.js';
import { decodeKeyset, encodeKeyset } from '../keyset.js';
import type { KeysetPage, LocationQueries, LocationSearch, NearbyLocation, PageRequest } from '../queries.js';
import { StatementCache, sortedPage } from './row-reads.js';
import { pageOf, selectRow, toStoredRow } from '../row-sql.js';
import { sortKeyIndex } from '../columns.js';
import type { BuiltQuery } from './row-reads.js';
import type { FieldValue, RawRow } from '../rows.js';
import type { RowValues, StoredRow } from '../store.js';

/**
 * Below this many points in a bbox, search reads them through the R*Tree and sorts them; above it,
 * it walks the time index and checks the box there, which finds a page after about
 * limit × (rows / matches) index entries. Both stay within a few milliseconds at a million rows.
 */
export const RTREE_CANDIDATE_LIMIT = 2000;
/**
 * The time budget's share of the grid's cost. At 10M rows a 0.1° box at Bonn (6,740 points) needs
 * about 16,000 entries of the time index, so a budget the size of the grid's cost found no page and
 * made that search nearly twice as slow; a 0.3° box needs about 1,900 (any size of table), which a
 * quarter of its grid's cost (16 cells, about 8,500) still holds.
 */
const TIME_BUDGET_SHARE = 0.25;
/**
 * Below this grid cost (in entries: a box of about four cells, well covered) the grid answers at
 * once: a failed budget and its statements cost a quarter or more of such a page (0.01° and 0.1°
 * boxes at Bonn, 10M rows: 0.85 against the grid's 0.40 ms, 1.21 against 0.71).
 */
const TIME_BUDGET_FROM = 4000;
/**
 * What reading one point through the R*Tree costs, in entries of an index walk: its row by rowid and
 * its time key computed to sort it (632 points took 4.5 ms at a million rows, a time-index walk's
 * entry about 0.1 µs).
 */
const RTREE_POINT_COST = 50;
/** Nearby looks this far beyond the cursor first, then twice as far, until a page is full. */
const FIRST_REACH_METRES = 1000;
/**
 * A first page's first reach aims at a circle of about this many points per place of the page,
 * judged from a count of its boxes' points that stops at four times as many: ten times the density
 * then reads about as many points, where a fixed 1 km read ten times as many (issue 22).
 */
const POINTS_PER_PLACE = 2;
/** Points on one spot never thin out: the reach stops shrinking here. */
const SMALLEST_REACH_METRES = 1;
/** The columns of an R*Tree entry that nearby-candidates.ts bounds a distance with. */
const POINT_ENTRY = 'p.id AS point, p.min_lon, p.max_lon, p.min_lat, p.max_lat';

/**
 * device: locations_by_device_time, the device's locations in time order (version 3).
 * grid: locations_by_cell_time, each cell of the box newest first, merged (issue 22; location-grid.ts).
 * time-budget: the newest :budget entries of locations_by_time, those in the box; a page only when it
 * finds limit + 1 of them (else the grid answers), so its cost never grows with the data.
 */
export type LocationSearchPlan = 'time-index' | 'rtree' | 'device' | 'grid' | 'time-budget';

/**
 * The SQL of one search page; exported for the query-plan test. The text depends only on which
 * conditions a request has, never on their values (those are bound), so it is built once per shape
 * and kept: rebuilding and hashing its 3 KB for the statement cache cost /locations/latest about 4%
 * of its CPU (issue 7).
 */
export function buildLocationSearch(
  request: LocationSearch,
  after: readonly [string, string] | undefined,
  plan: LocationSearchPlan,
): BuiltQuery {
  const params: Record<string, string | number> = { limit: request.limit + 1 };
  if (after !== undefined) Object.assign(params, { afterKey: after[0], afterId: after[1] });
  if (request.from !== undefined) params.from = request.from;
  if (request.to !== undefined) params.to = request.to;
  if (request.device !== undefined) params.device = request.device;
  const bbox = request.bbox;
  const ranges = bbox === undefined ? [] : longitudeRanges(bbox.minLon, bbox.maxLon);
  if (bbox !== undefined) {
    Object.assign(params, { south: bbox.minLat, north: bbox.maxLat });
    ranges.forEach(([west, east], index) => {
      Object.assign(params, { [`west${index}`]: west, [`east${index}`]: east });
    });
  }
  const shape: SearchShape = {
    after: after !== undefined,
    from: request.from !== undefined,
    to: request.to !== undefined,
    device: request.device !== undefined,
    ranges: ranges.length,
    plan,
  };
  const key = `${shape.after}${shape.from}${shape.to}${shape.device}${shape.ranges}${plan}`;
  let sql = SEARCH_SQL.get(key);
  if (sql === undefined) {
    sql = searchSql(shape);
    SEARCH_SQL.set(key, sql);
  }
  return { sql, params };
}

/** Which conditions a search has: all its SQL depends on. `ranges` counts the bbox's longitude ranges (0 without one). */
interface SearchShape {
  after: boolean;
  from: boolean;
  to: boolean;
  device: boolean;
  ranges: number;
  plan: LocationSearchPlan;
}

const SEARCH_SQL = new Map<string, string>();

function searchSql(shape: SearchShape): string {
  const where: string[] = [];
  // (key, id) < (after): the key's own bound comes first so that SQLite seeks the index to it.
  if (shape.after) where.push(`${TIMESTAMP_KEY} <= :afterKey AND (${TIMESTAMP_KEY} < :afterKey OR l.id < :afterId)`);
  if (shape.from) where.push(`${TIMESTAMP_KEY} >= ${instantKeySql(':from')}`);
  // '' is the key of a location without a timestamp: no time bound takes it.
  if (shape.to) where.push(`${TIMESTAMP_KEY} <= ${instantKeySql(':to')} AND ${TIMESTAMP_KEY} > ''`);
  if (shape.device) where.push('l.device = :device');
  let from = `locations AS l INDEXED BY ${shape.plan === 'device' ? 'locations_by_device_time' : 'locations_by_time'}`;
  if (shape.ranges > 0) {
    const ranges = Array.from({ length: shape.ranges }, (_, index) => index);
    where.push('l.latitude BETWEEN :south AND :north');
    where.push(`(${ranges.map((index) => `l.longitude BETWEEN :west${index} AND :east${index}`).join(' OR ')})`);
    if (shape.plan === 'rtree') {
      // CROSS JOIN fixes the order: the R*Tree's candidates first, each then read by rowid.
      const lookups = ranges.map(
        (index) => `SELECT id FROM location_points
        WHERE max_lon >= :west${index} AND min_lon <= :east${index} AND max_lat >= :south AND min_lat <= :north`,
      );
      from = `(${lookups.join(' UNION ')}) AS p CROSS JOIN locations AS l ON l.rowid = p.id`;
    }
  }
  if (shape.plan === 'time-budget') {
    // The box is checked on the newest :budget entries of every other condition, from the index alone.
    const box = shape.ranges > 0 ? where.splice(-2) : [];
    return `SELECT point, sort_key, id FROM (SELECT l.rowid AS point, ${TIMESTAMP_KEY} AS sort_key, l.id AS id, l.longitude, l.latitude
      FROM locations AS l INDEXED BY locations_by_time ${where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`}
      ORDER BY ${TIMESTAMP_KEY} DESC, l.id DESC LIMIT :budget) AS l
      ${box.length === 0 ? '' : `WHERE ${box.join(' AND ')}`} ORDER BY sort_key DESC, id DESC LIMIT :limit`;
  }
  if (shape.plan === 'grid') {
    // One cell's newest (limit + 1) that pass every condition, read from the index alone (gridSearch).
    return `SELECT l.rowid AS point, ${TIMESTAMP_KEY} AS sort_key, l.id AS id
      FROM locations AS l INDEXED BY locations_by_cell_time
      WHERE ${CELL_SQL} = :cell AND ${where.join(' AND ')}
      ORDER BY ${TIMESTAMP_KEY} DESC, l.id DESC LIMIT :limit`;
  }
  return `SELECT ${selectRow('locations', 'l')}, ${TIMESTAMP_KEY} AS sort_key FROM ${from}
    ${where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`}
    ORDER BY ${TIMESTAMP_KEY} DESC, l.id DESC LIMIT :limit`;
}

/** Runs one statement and answers its rows, as arrays when `raw`. */
export type RunStatement = (sql: string, params: Record<string, string | number>, raw: boolean) => unknown[];

/**
 * A search page through the grid (the plan 'grid'): each cell of the box walked newest first
 * (buildLocationSearch's statement, once per cell), the newest (limit + 1) of all walks, then those
 * rows from the table in page order, as sortedPage reads them. Exported for the equivalence test.
 */
export function gridSearch(run: RunStatement, request: LocationSearch, after: readonly [string, string] | undefined): FieldValue[][] {
  const cells = request.bbox === undefined ? undefined : gridCells(request.bbox);
  if (cells === undefined) throw new Error(`The grid plan needs a bbox of at most ${GRID_MAX_CELLS} cells; choose another plan.`);
  const walk = buildLocationSearch(request, after, 'grid');
  const found: GridEntry[] = [];
  for (const cell of cells) found.push(...(run(walk.sql, { ...walk.params, cell }, false) as GridEntry[]));
  found.sort(newestFirst);
  return rowsOf(run, found.slice(0, request.limit + 1));
}

/**
 * A search page from the newest entries of the time index alone, if they hold one: a box of many
 * points finds its page there after about (limit + 1) × rows / points entries. At most a quarter
 * of what the grid would read (TIME_BUDGET_SHARE of gridCost), so a try that finds no page makes
 * the grid's page a quarter dearer; undefined when they hold fewer than limit + 1 of the box.
 * Exported for the equivalence test.
 */
export function budgetSearch(
  run: RunStatement,
  request: LocationSearch,
  after: readonly [string, string] | undefined,
): FieldValue[][] | undefined {
  const cost = request.bbox === undefined ? undefined : gridCost(request.bbox, request.limit);
  if (cost === undefined) throw new Error(`The time-budget plan needs a bbox of at most ${GRID_MAX_CELLS} cells; choose another plan.`);
  const walk = buildLocationSearch(request, after, 'time-budget');
  const found = run(walk.sql, { ...walk.params, budget: Math.ceil(cost * TIME_BUDGET_SHARE) }, false) as GridEntry[];
  return found.length > request.limit ? rowsOf(run, found) : undefined;
}

/** The rows of some entries, in page order. */
function rowsOf(run: RunStatement, entries: readonly GridEntry[]): FieldValue[][] {
  if (entries.length === 0) return [];
  return run(GRID_ROWS_SQL, { points: JSON.stringify(entries.map((entry) => entry.point)) }, true) as FieldValue[][];
}

interface GridEntry {
  point: number;
  sort_key: string;
  id: string;
}

/** SQLite's order of the keys and ids: their UTF-8 bytes (JavaScript compares UTF-16 units). */
function newestFirst(a: GridEntry, b: GridEntry): number {
  return Buffer.compare(Buffer.from(b.sort_key), Buffer.from(a.sort_key)) || Buffer.compare(Buffer.from(b.id), Buffer.from(a.id));
}

const GRID_ROWS_SQL = `SELECT ${selectRow('locations', 'l')}, ${TIMESTAMP_KEY} AS sort_key FROM locations AS l
  WHERE l.rowid IN (SELECT value FROM json_each(:points)) ORDER BY sort_key DESC, l.id DESC`;

/** The R*Tree lookup of the points in some boxes, capped; exported for the query-plan test. */
export function buildBoxCandidates(boxes: readonly DegreeBox[], cap?: number, select = 'p.id AS point'): BuiltQuery {
  const params: Record<string, number> = {};
  const lookups = boxes.map((box, index) => {
    Object.assign(params, {
      [`west${index}`]: box.west,
      [`east${index}`]: box.east,
      [`south${index}`]: box.south,
      [`north${index}`]: box.north,
    });
    return `SELECT ${select} FROM location_points AS p
      WHERE p.max_lon >= :west${index} AND p.min_lon <= :east${index} AND p.max_lat >= :south${index} AND p.min_lat <= :north${index}`;
  });
  if (cap === undefined) return { sql: lookups.join(' UNION ALL '), params };
  return { sql: `SELECT count(*) FROM (${lookups.join(' UNION ALL ')} LIMIT ${cap})`, params };
}

export class SqliteLocationQueries implements LocationQueries {
  readonly #statements: StatementCache;

  constructor(db: Database.Database, snapshot?: ReadSnapshot) {
    this.#statements = new StatementCache(db, snapshot);
  }

  async search(request: LocationSearch): Promise<KeysetPage<RowValues>> {
    const after = request.cursor === undefined ? undefined : decodeKeyset(request.scope, request.cursor, ['string', 'string'] as const);
    const plan = this.#choosePlan(request);
    if (plan === 'grid' || plan === 'time-budget') {
      const run: RunStatement = (sql, params, raw) => (raw ? this.#statements.raw(sql) : this.#statements.get(sql)).all(params);
      const rows = (plan === 'time-budget' ? budgetSearch(run, request, after) : undefined) ?? gridSearch(run, request, after);
      return pageOf(rows, request.limit, (last) =>
        encodeKeyset(request.scope, [last[sortKeyIndex('locations')] as string, last[0] as string]),
      );
    }
    return sortedPage(this.#statements, 'locations', buildLocationSearch(request, after, plan), request);
  }

  async nearby(request: PageRequest & { id: string; radius: number }): Promise<KeysetPage<NearbyLocation> | undefined> {
    const origin = this.#statements.get('SELECT rowid, longitude, latitude FROM locations WHERE id = ?').get(request.id) as
      | { rowid: number; longitude: number | null; latitude: number | null }
      | undefined;
    if (origin === undefined) return undefined;
    const after = request.cursor === undefined ? undefined : decodeKeyset(request.scope, request.cursor, ['number', 'string'] as const);
    if (origin.longitude === null || origin.latitude === null) return { items: [], nextCursor: null };
    const { latitude, longitude } = origin;
    const start = after?.[0] ?? 0;
    // Widen a circle from the cursor's distance until it holds a full page (or reaches the radius):
    // every point it leaves out is farther than every point it holds, so the page is exact.
    let reach = Math.min(request.radius, start + FIRST_REACH_METRES);
    if (after === undefined) reach = Math.min(request.radius, this.#firstReach(latitude, longitude, reach, request.limit));
    let found: { point: number; id: string; distance: number }[];
    for (;;) {
      found = this.#pointsWithin({ latitude, longitude, reach, origin: origin.rowid, after: after?.[0], limit: request.limit }).filter(
        (candidate) => after === undefined || candidate.distance > after[0] || (candidate.distance === after[0] && candidate.id > after[1]),
      );
      if (found.length > request.limit || reach >= request.radius) break;
      reach = Math.min(request.radius, start + (reach - start) * 2);
    }
    found.sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const page = found.slice(0, request.limit);
    const rows = this.#rowsByRowid(page.map((candidate) => candidate.point));
    const last = page.at(-1);
    return {
      items: page.map((candidate) => ({ row: rows.get(candidate.point)!, distance: candidate.distance })),
      nextCursor: found.length > request.limit && last !== undefined ? encodeKeyset(request.scope, [last.distance, last.id]) : null,
    };
  }

  /**
   * The cheaper of the R*Tree (which reads every point of a box of few points) and the grid (which
   * walks each cell of a small box; location-grid.ts), by their cost in entries of an index walk:
   * the count of the box's points stops where the R*Tree would cost more than the grid, so a dense
   * box costs a short count, not 2,000. A dear grid's page first tries the newest entries of the
   * time index (time-budget). A larger box walks the time index, a device's search its own index.
   */
  #choosePlan(request: LocationSearch): LocationSearchPlan {
    const walk = request.device === undefined ? 'time-index' : 'device';
    if (request.bbox === undefined) return walk;
    const { minLat, maxLat, minLon, maxLon } = request.bbox;
    const boxes = longitudeRanges(minLon, maxLon).map(([west, east]) => ({ west, east, south: minLat, north: maxLat }));
    const grid = request.device === undefined ? gridCost(request.bbox, request.limit) : undefined;
    // A power of two: the cap is in the count's SQL text, and few texts keep the statement cache small.
    const cap =
      grid === undefined ? RTREE_CANDIDATE_LIMIT : Math.min(RTREE_CANDIDATE_LIMIT, 2 ** Math.ceil(Math.log2(grid / RTREE_POINT_COST)));
    const query = buildBoxCandidates(boxes, cap);
    const count = this.#statements.get(query.sql).pluck().get(query.params) as number;
    if (count < cap) return 'rtree';
    if (grid === undefined) return walk;
    return grid < TIME_BUDGET_FROM ? 'grid' : 'time-budget';
  }

  /**
   * The first reach of a first page, from the density around the origin: halved while its boxes hold
   * a full count, then scaled (up to twice, for a sparse place) so that the circle holds about
   * POINTS_PER_PLACE points per place if they are spread evenly. A count stops at its cap, so each
   * costs at most that many R*Tree entries; the answer never depends on the reach, only its cost.
   */
  #firstReach(latitude: number, longitude: number, reach: number, limit: number): number {
    const wanted = POINTS_PER_PLACE * (limit + 1);
    // A power of two: the cap is in the count's SQL text, and few texts keep the statement cache small.
    const cap = 2 ** Math.ceil(Math.log2(4 * wanted));
    let count: number;
    for (;;) {
      const query = buildBoxCandidates(circleBoxes(latitude, longitude, reach), cap);
      count = this.#statements.get(query.sql).pluck().get(query.params) as number;
      if (count < cap || reach / 2 < SMALLEST_REACH_METRES) break;
      reach /= 2;
    }
    if (count === 0 || count >= cap) return reach;
    // A circle covers π/4 of the square around it (the boxes are that square, on a small scale).
    return reach * Math.min(2, Math.sqrt(wanted / ((count * Math.PI) / 4)));
  }

  /**
   * The locations within `reach` metres that may be on the page (all of them but those that are
   * certainly farther than limit + 1 others: nearby-candidates.ts), with their exact distances.
   */
  #pointsWithin(bounds: NearbyBounds): { point: number; id: string; distance: number }[] {
    const boxes = buildBoxCandidates(circleBoxes(bounds.latitude, bounds.longitude, bounds.reach), undefined, POINT_ENTRY);
    const points = entriesToRead(this.#statements.get(boxes.sql).all(boxes.params) as PointEntry[], bounds);
    if (points.length === 0) return [];
    const sql = 'SELECT rowid AS point, id, longitude, latitude FROM locations WHERE rowid IN (SELECT value FROM json_each(?))';
    const rows = this.#statements.get(sql).all(JSON.stringify(points)) as {
      point: number;
      id: string;
      longitude: number;
      latitude: number;
    }[];
    const within: { point: number; id: string; distance: number }[] = [];
    for (const row of rows) {
      const distance = haversineMetres(bounds.latitude, bounds.longitude, row.latitude, row.longitude);
      if (distance <= bounds.reach) within.push({ point: row.point, id: row.id, distance });
    }
    return within;
  }

  #rowsByRowid(points: readonly number[]): Map<number, StoredRow> {
    if (points.length === 0) return new Map();
    const sql = `SELECT rowid AS point, ${selectRow('locations')} FROM locations WHERE rowid IN (SELECT value FROM json_each(?))`;
    const raws = this.#statements.get(sql).all(JSON.stringify(points)) as (RawRow & { point: number })[];
    return new Map(raws.map((raw) => [raw.point, toStoredRow('locations', raw)]));
  }
}
