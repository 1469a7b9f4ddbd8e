import type Database from 'better-sqlite3';
import { addMomentsAggregate } from './moments-aggregate.js';
import type { ReadSnapshot } from './read-snapshot.js';
import { valueIndex } from '../columns.js';
import { TIME_KEY } from './instant-key.js';
import { decodeKeyset, encodeKeyset } from '../keyset.js';
import type {
  AreaSummary,
  KeysetPage,
  PageRequest,
  ReadingLatest,
  ReadingQueries,
  ReadingSearch,
  ReadingSummaryRequest,
} from '../queries.js';
import { areaCondition, hasUnitGroup, readingFilterConditions, timeConditions } from './reading-filters.js';
import { StatementCache, sortedPage } from './row-reads.js';
import { pageOf, selectRow } from '../row-sql.js';
import type { BuiltQuery } from './row-reads.js';
import { bucketedSummary } from './bucketed-summary.js';
import { buildSummary, inGroupOrder, summaryKey, toAreaSummary } from './reading-summary.js';
import type { SummaryRow } from './reading-summary.js';
import type { FieldValue, RowValues } from '../store.js';
import { MEAN_CELL_SQL, meanCells, meanGridCost, meanGridSearch } from './mean-grid.js';
import type { RunStatement } from './mean-grid.js';
import { sortKeyIndex } from '../columns.js';

/**
 * A narrowing index (a few areas, a mean range) is used when it holds fewer readings than this:
 * they are read and sorted. Otherwise search walks the time index newest first and checks each
 * filter there, which fills a page quickly exactly when matches are common.
 */
export const NARROW_CANDIDATE_LIMIT = 2000;
/**
 * What reading one reading of a narrowing index costs, in entries of an index walk: its row by rowid
 * and its time key computed to sort it (as RTREE_POINT_COST in location-queries.ts). It turns the mean
 * grid's cost into readings, the unit of the other plans' counts.
 */
const MEAN_READING_COST = 50;

/** Where a reading's area is in its RowValues. */
const AREA = valueIndex('readings', 'area');
/** Where a search's rows keep their sort key. */
const SORT_KEY = sortKeyIndex('readings');

/**
 * area: an exact area, whose index is in time order; areas: the areas a wildcard matches; mean: the
 * mean range; device: a device's readings (in time order within one exact area); quantity: the
 * readings of a quantity, area by area (of the areas a wildcard matches, when there is one);
 * mean-grid: one cell of the mean's scale newest first, the walk of meanGridSearch (mean-grid.ts).
 */
export type ReadingSearchPlan = 'area' | 'areas' | 'mean' | 'mean-grid' | 'device' | 'quantity' | 'time-index';

/** (key, id) before the cursor's, with the key's own bound first so that SQLite seeks to it. */
function keysetCondition(after: readonly [string, string], params: Record<string, string | number>): string {
  Object.assign(params, { afterKey: after[0], afterId: after[1] });
  return `${TIME_KEY} <= :afterKey AND (${TIME_KEY} < :afterKey OR r.id < :afterId)`;
}

/** The SQL of one search page; exported for the query-plan test. */
export function buildReadingSearch(
  request: ReadingSearch,
  after: readonly [string, string] | undefined,
  plan: ReadingSearchPlan,
): BuiltQuery {
  const params: Record<string, string | number> = { limit: request.limit + 1 };
  const where = after === undefined ? [] : [keysetCondition(after, params)];
  where.push(...timeConditions(request, params));
  if (request.minMean !== undefined) {
    where.push('r.mean >= :minMean');
    params.minMean = request.minMean;
  }
  if (request.maxMean !== undefined) {
    where.push('r.mean <= :maxMean');
    params.maxMean = request.maxMean;
  }
  // Checked in readings_by_area_time and readings_by_device_area_time, which hold these columns.
  where.push(...readingFilterConditions(request, params));
  const index = {
    area: 'readings_by_area_time',
    areas: 'readings_by_area_time',
    mean: 'readings_by_mean',
    'mean-grid': 'readings_by_mean_cell_time',
    device: 'readings_by_device_area_time',
    quantity: 'readings_by_area_unit_time',
    'time-index': 'readings_by_time',
  }[plan];
  if (plan === 'areas') {
    where.push(`r.area IN (SELECT a.area FROM reading_areas AS a WHERE ${areaCondition('a', request.area!, params)})`);
  } else if (plan === 'quantity') {
    // Each area a seek to its readings of the quantity (and unit); the index's WHERE lets SQLite use it.
    const match = request.area === undefined ? '' : ` WHERE ${areaCondition('a', request.area, params)}`;
    where.push(`r.area IN (SELECT a.area FROM reading_areas AS a${match})`, hasUnitGroup('r'));
  } else if (request.area !== undefined) {
    where.push(areaCondition('r', request.area, params));
  }
  if (plan === 'mean-grid') {
    // One cell's newest (limit + 1) that pass every condition; the mean and time from the index alone.
    // The statement cache hides :cell and :limit from the planner (unplanned.ts), so one statement serves every cell.
    return {
      sql: `SELECT r.rowid AS point, ${TIME_KEY} AS sort_key, r.id AS id FROM readings AS r INDEXED BY ${index}
    WHERE ${[`${MEAN_CELL_SQL} = :cell`, ...where].join(' AND ')} ORDER BY ${TIME_KEY} DESC, r.id DESC LIMIT :limit`,
      params,
    };
  }
  const sql = `SELECT ${selectRow('readings', 'r')}, ${TIME_KEY} AS sort_key FROM readings AS r INDEXED BY ${index}
    ${where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`}
    ORDER BY ${TIME_KEY} DESC, r.id DESC LIMIT :limit`;
  return { sql, params };
}

/**
 * The newest reading of each area after `after`, in name order: reading_areas gives the areas, and
 * for each the covering index gives the rowid of its newest reading (a seek to the end of the
 * area's range). One statement, so SQLite runs the loop. Exported for the query-plan test.
 *
 * With a version 3 filter an area may have no matching reading, so the page's limit counts the
 * areas that have one. A device's newest reading in an area is a seek of readings_by_device_area_time;
 * for a quantity or unit, a probe of readings_by_area_unit_time skips the areas without such
 * readings, and the walk of the area's readings newest first stops at the first that matches.
 */
export function buildLatest(request: Omit<ReadingLatest, 'limit' | 'scope'>, after: string, limit: number): BuiltQuery {
  const params: Record<string, string | number> = { after, limit };
  const match = request.area === undefined ? '' : ` AND ${areaCondition('a', request.area, params)}`;
  const { device, quantity, unit } = request;
  if (device === undefined && quantity === undefined && unit === undefined) {
    const newest = `SELECT n.rowid FROM readings AS n INDEXED BY readings_by_area_time WHERE n.area = a.area
    ORDER BY ${TIME_KEY} DESC, n.id DESC LIMIT 1`;
    return {
      sql: `SELECT ${selectRow('readings', 'r')} FROM (SELECT a.area FROM reading_areas AS a WHERE a.area > :after${match} ORDER BY a.area LIMIT :limit) AS a
      CROSS JOIN readings AS r ON r.rowid = (${newest}) ORDER BY a.area`,
      params,
    };
  }
  const filters = readingFilterConditions(request, params, 'n')
    .map((condition) => ` AND ${condition}`)
    .join('');
  let probe = '';
  let index = 'readings_by_device_area_time';
  if (device === undefined) {
    index = 'readings_by_area_time';
    const kind = readingFilterConditions({ quantity, unit }, params, 'g').join(' AND ');
    probe = ` AND EXISTS (SELECT 1 FROM readings AS g INDEXED BY readings_by_area_unit_time WHERE g.area = a.area AND ${hasUnitGroup('g')} AND ${kind})`;
  }
  const newest = `SELECT n.rowid FROM readings AS n INDEXED BY ${index} WHERE n.area = a.area${filters}
    ORDER BY ${TIME_KEY} DESC, n.id DESC LIMIT 1`;
  return {
    sql: `SELECT ${selectRow('readings', 'r')} FROM reading_areas AS a CROSS JOIN readings AS r ON r.rowid = (${newest})
      WHERE a.area > :after${match}${probe} ORDER BY a.area LIMIT :limit`,
    params,
  };
}

/** One area's readings up to an instant key, newest first; exported for the query-plan test. */
export function buildHistory(area: string, upTo: string, after: readonly [string, string] | undefined, limit: number): BuiltQuery {
  const params: Record<string, string | number> = { area, upTo, limit: limit + 1 };
  const where = [`r.area = :area AND ${TIME_KEY} <= :upTo`];
  if (after !== undefined) where.push(keysetCondition(after, params));
  return {
    sql: `SELECT ${selectRow('readings', 'r')}, ${TIME_KEY} AS sort_key FROM readings AS r INDEXED BY readings_by_area_time
      WHERE ${where.join(' AND ')} ORDER BY ${TIME_KEY} DESC, r.id DESC LIMIT :limit`,
    params,
  };
}

export class SqliteReadingQueries implements ReadingQueries {
  readonly #statements: StatementCache;

  constructor(db: Database.Database, snapshot?: ReadSnapshot) {
    // The summary's statements call it (bucketed-summary.ts): added once, before any is prepared.
    addMomentsAggregate(db);
    this.#statements = new StatementCache(db, snapshot);
  }

  async search(request: ReadingSearch): Promise<KeysetPage<RowValues>> {
    const after = request.cursor === undefined ? undefined : decodeKeyset(request.scope, request.cursor, ['string', 'string'] as const);
    const { plan, cells } = this.#choosePlan(request);
    const query = buildReadingSearch(request, after, plan);
    if (cells === undefined) return sortedPage(this.#statements, 'readings', query, request);
    const rows = meanGridSearch(this.#run, cells, query, request.limit);
    return pageOf(rows, request.limit, (last) => encodeKeyset(request.scope, [last[SORT_KEY] as string, last[0] as string]));
  }

  async latest(request: ReadingLatest): Promise<KeysetPage<RowValues>> {
    const after = request.cursor === undefined ? '' : decodeKeyset(request.scope, request.cursor, ['string'] as const)[0];
    const query = buildLatest(request, after, request.limit + 1);
    const rows = this.#statements.raw(query.sql).all(query.params) as FieldValue[][];
    return pageOf(rows, request.limit, (last) => encodeKeyset(request.scope, [last[AREA] as string]));
  }

  async history(request: PageRequest & { id: string }): Promise<KeysetPage<RowValues> | undefined> {
    const origin = this.#statements.get(`SELECT area, ${TIME_KEY} AS sort_key FROM readings WHERE id = ?`).get(request.id) as
      | { area: string | null; sort_key: string }
      | undefined;
    if (origin === undefined) return undefined;
    const after = request.cursor === undefined ? undefined : decodeKeyset(request.scope, request.cursor, ['string', 'string'] as const);
    if (origin.area === null) return { items: [], nextCursor: null };
    return sortedPage(this.#statements, 'readings', buildHistory(origin.area, origin.sort_key, after, request.limit), request);
  }

  async summary(request: ReadingSummaryRequest): Promise<KeysetPage<AreaSummary>> {
    const after =
      request.cursor === undefined
        ? (['', '', ''] as const)
        : decodeKeyset(request.scope, request.cursor, ['string', 'string', 'string'] as const);
    let items: AreaSummary[];
    if (request.device === undefined) {
      items = bucketedSummary(this.#statements, request, after, request.limit + 1);
    } else {
      // Buckets are not kept per device: a device's summary reads its readings (docs/named-routes.md).
      const query = buildSummary(request, after, request.limit + 1);
      items = inGroupOrder(this.#statements.get(query.sql).all(query.params) as SummaryRow[]).map(toAreaSummary);
    }
    return pageOf(items, request.limit, (last) => encodeKeyset(request.scope, summaryKey(last)));
  }

  readonly #run: RunStatement = (sql, params, raw) => (raw ? this.#statements.raw(sql) : this.#statements.get(sql)).all(params);

  /** The plan, and for the mean grid the cells it walks. */
  #choosePlan(request: ReadingSearch): { plan: ReadingSearchPlan; cells?: number[] } {
    // A device in one area: readings_by_device_area_time has exactly those, in time order.
    if (request.area !== undefined && !request.area.includes('*')) return { plan: request.device === undefined ? 'area' : 'device' };
    const counts: { plan: ReadingSearchPlan; count: number }[] = [];
    if (request.device !== undefined) {
      const sql = `SELECT count(*) FROM (SELECT 1 FROM readings INDEXED BY readings_by_device_area_time
        WHERE device = :device LIMIT ${NARROW_CANDIDATE_LIMIT})`;
      counts.push({ plan: 'device', count: this.#statements.get(sql).pluck().get({ device: request.device }) as number });
    }
    if (request.area !== undefined) {
      const params: Record<string, string | number> = {};
      const sql = `SELECT coalesce(sum(a.readings), 0) FROM reading_areas AS a WHERE ${areaCondition('a', request.area, params)}`;
      counts.push({ plan: 'areas', count: this.#statements.get(sql).pluck().get(params) as number });
    }
    // A seek per area: a quantity that few readings have (or none, in a database from before
    // version 3) is found without walking every reading in time order.
    if (request.quantity !== undefined) {
      const params: Record<string, string | number> = {};
      const match = request.area === undefined ? [] : [areaCondition('a', request.area, params)];
      const kind = readingFilterConditions({ quantity: request.quantity, unit: request.unit }, params, 'g');
      const sql = `SELECT count(*) FROM (SELECT 1 FROM reading_areas AS a CROSS JOIN readings AS g INDEXED BY readings_by_area_unit_time
        ON g.area = a.area WHERE ${[...match, hasUnitGroup('g'), ...kind].join(' AND ')} LIMIT ${NARROW_CANDIDATE_LIMIT})`;
      counts.push({ plan: 'quantity', count: this.#statements.get(sql).pluck().get(params) as number });
    }
    let cells: number[] | undefined;
    if (request.minMean !== undefined || request.maxMean !== undefined) {
      // The grid's page, in readings; the count stops at what would cost as much (a power of two, so
      // that few statements are prepared), so a range of many readings is never counted whole.
      cells = meanCells(this.#run, request);
      const grid = cells === undefined ? undefined : meanGridCost(cells, request, request.limit) / MEAN_READING_COST;
      const cap = grid === undefined ? NARROW_CANDIDATE_LIMIT : Math.min(NARROW_CANDIDATE_LIMIT, 2 ** Math.ceil(Math.log2(grid + 1)));
      const sql = `SELECT count(*) FROM (SELECT 1 FROM readings INDEXED BY readings_by_mean
        WHERE mean >= :low AND mean <= :high LIMIT ${cap})`;
      const count = this.#statements
        .get(sql)
        .pluck()
        .get({ low: request.minMean ?? -Number.MAX_VALUE, high: request.maxMean ?? Number.MAX_VALUE }) as number;
      counts.push(grid !== undefined && count >= cap ? { plan: 'mean-grid', count: grid } : { plan: 'mean', count });
    }
    const narrowest = counts.sort((a, b) => a.count - b.count)[0];
    if (narrowest === undefined || narrowest.count >= NARROW_CANDIDATE_LIMIT) return { plan: 'time-index' };
    return narrowest.plan === 'mean-grid' ? { plan: 'mean-grid', cells: cells! } : { plan: narrowest.plan };
  }
}
