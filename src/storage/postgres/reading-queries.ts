// Search, latest, history and summary of readings on PostgreSQL, answering exactly as
// src/storage/sqlite/reading-queries.ts does: the same sort keys (fieldlog_instant_key is SQLite's
// instant key), the same order and the same cursors. Plans are chosen the same way too, by counting
// candidates, and each plan's SQL is shaped so that a prepared statement's generic plan, which does
// not see the values, still takes the intended index.
import { sortKeyIndex, valueIndex } from '../columns.js';
import { decodeKeyset, encodeKeyset } from '../keyset.js';
import type {
  AreaSummary,
  KeysetPage,
  PageRequest,
  ReadingFilters,
  ReadingLatest,
  ReadingQueries,
  ReadingSearch,
  ReadingSummaryRequest,
} from '../queries.js';
import { pageOf, selectRow } from '../row-sql.js';
import type { FieldValue, RowValues } from '../rows.js';
import type { Session } from './connection.js';
import { isStorableText } from './text.js';
import { TIME_KEY, areaCondition, areaMatch, areasCte, readingFilterConditions, timeConditions } from './reading-filters.js';
import { parameters } from './parameters.js';
import type { Bind, PostgresQuery } from './parameters.js';
import { readBucketedSummary } from './bucketed-summary.js';
import { summaryKey } from './reading-summary.js';

/** As on SQLite: a narrowing plan is taken when it reads fewer readings than this. */
export const NARROW_CANDIDATE_LIMIT = 2000;

const AREA = valueIndex('readings', 'area');
/** Search and history rows carry their sort key after the row, as SQLite's do. */
const SORT_KEY = sortKeyIndex('readings');

/**
 * area: one area, readings_by_area_time in time order (or, with a device, readings_by_device_area_time);
 * areas: the areas a wildcard matches, each read newest first and merged; mean: the mean range
 * through readings_by_mean, sorted; device: a device's readings through readings_by_device_area_time,
 * sorted; time-index: readings_by_time newest first, every filter checked there.
 */
export type ReadingSearchPlan =
  | { kind: 'area' }
  | { kind: 'areas'; areas: string[] }
  | { kind: 'mean' }
  | { kind: 'device' }
  | { kind: 'time-index' };

/** (key, id) before the cursor's: a row comparison, which PostgreSQL turns into an index bound. */
function keysetCondition(after: readonly [string, string], bind: Bind): string {
  return `(${TIME_KEY}, r.id) < (${bind(after[0])}, ${bind(after[1])})`;
}

const NEWEST_FIRST = `ORDER BY ${TIME_KEY} DESC, r.id DESC`;

/** The SQL of one search page; exported for a query-plan test. */
export function buildReadingSearch(
  request: ReadingSearch,
  after: readonly [string, string] | undefined,
  plan: ReadingSearchPlan,
): PostgresQuery {
  const { values, bind } = parameters();
  const where = after === undefined ? [] : [keysetCondition(after, bind)];
  where.push(...timeConditions(request, bind));
  // The time-index plan hides the mean from readings_by_mean (mean + 0 is no indexed expression): a
  // generic plan does not see how broad the range is, and would read all of it and sort.
  const mean = plan.kind === 'time-index' ? '(r.mean + 0)' : 'r.mean';
  if (request.minMean !== undefined) where.push(`${mean} >= ${bind(request.minMean)}`);
  if (request.maxMean !== undefined) where.push(`${mean} <= ${bind(request.maxMean)}`);
  // Hidden from readings_by_device_area_time for the same reason, but where the plan is that index.
  where.push(...readingFilterConditions(request, bind, plan.kind === 'time-index' || plan.kind === 'mean'));
  const select = `SELECT ${selectRow('readings', 'r')}, ${TIME_KEY} AS sort_key FROM readings AS r`;
  if (plan.kind === 'areas') {
    // Each area gives at most its newest limit + 1 readings in the index's order; the page is the
    // newest of those.
    where.unshift('r.area = a.area');
    const limit = bind(request.limit + 1);
    return {
      text: `SELECT p.* FROM unnest(${bind(plan.areas)}::text[]) AS a(area)
        CROSS JOIN LATERAL (${select} WHERE ${where.join(' AND ')} ${NEWEST_FIRST} LIMIT ${limit}) AS p
        ORDER BY p.sort_key DESC, p.id DESC LIMIT ${limit}`,
      values,
    };
  }
  // It leaves out the area's range for the same reason: on readings_by_area_time a prefix looks
  // narrow to a generic plan however many readings it has.
  if (request.area !== undefined) where.push(areaCondition('r.area', request.area, bind, plan.kind !== 'time-index'));
  const filtered = `${select}${where.length === 0 ? '' : ` WHERE ${where.join(' AND ')}`}`;
  const limit = bind(request.limit + 1);
  if (plan.kind === 'mean' || plan.kind === 'device') {
    // Materialized: the candidates of the mean range first, then their order; left to itself the
    // planner could walk the time index as for a broad range.
    return {
      text: `WITH candidates AS MATERIALIZED (${filtered})
        SELECT * FROM candidates ORDER BY sort_key DESC, id DESC LIMIT ${limit}`,
      values,
    };
  }
  return { text: `${filtered} ${NEWEST_FIRST} LIMIT ${limit}`, values };
}

/**
 * The newest reading of each area after `after`, in name order: the areas come from a walk of
 * readings_by_area_time, and each area's newest reading from a seek to the end of its range. One
 * statement, so the server runs the loop. Exported for a query-plan test.
 *
 * With a version 3 filter an area may have no matching reading, so the page's limit counts the areas
 * that have one; a device's newest reading in an area is a seek of readings_by_device_area_time.
 */
export function buildLatest(request: Omit<ReadingLatest, 'limit' | 'scope'>, after: string, limit: number): PostgresQuery {
  const { values, bind } = parameters();
  const pattern = request.area;
  const areas = areasCte(pattern, after, bind);
  const filters = readingFilterConditions(request, bind);
  if (filters.length === 0) {
    const text = `WITH RECURSIVE ${areas}
    SELECT ${selectRow('readings', 'r')}
    FROM (SELECT a.area FROM areas AS a WHERE ${areaMatch('a', pattern, bind)} LIMIT ${bind(limit)}) AS a
    CROSS JOIN LATERAL (SELECT * FROM readings AS r WHERE r.area = a.area ${NEWEST_FIRST} LIMIT 1) AS r
    ORDER BY a.area`;
    return { text, values };
  }
  const text = `WITH RECURSIVE ${areas}
    SELECT ${selectRow('readings', 'page')} FROM (
      SELECT r.* FROM areas AS a
      CROSS JOIN LATERAL (SELECT * FROM readings AS r WHERE r.area = a.area AND ${filters.join(' AND ')} ${NEWEST_FIRST} LIMIT 1) AS r
      WHERE ${areaMatch('a', pattern, bind)} LIMIT ${bind(limit)}) AS page
    ORDER BY page.area`;
  return { text, values };
}

/** One area's readings up to an instant key, newest first; exported for a query-plan test. */
export function buildHistory(area: string, upTo: string, after: readonly [string, string] | undefined, limit: number): PostgresQuery {
  const { values, bind } = parameters();
  const where = [`r.area = ${bind(area)}`, `${TIME_KEY} <= ${bind(upTo)}`];
  if (after !== undefined) where.push(keysetCondition(after, bind));
  return {
    text: `SELECT ${selectRow('readings', 'r')}, ${TIME_KEY} AS sort_key FROM readings AS r
      WHERE ${where.join(' AND ')} ${NEWEST_FIRST} LIMIT ${bind(limit + 1)}`,
    values,
  };
}

export class PostgresReadingQueries implements ReadingQueries {
  readonly #db: Session;

  constructor(db: Session) {
    this.#db = db;
  }

  async search(request: ReadingSearch): Promise<KeysetPage<RowValues>> {
    const after = request.cursor === undefined ? undefined : decodeKeyset(request.scope, request.cursor, ['string', 'string'] as const);
    const query = buildReadingSearch(request, after, await this.#choosePlan(request));
    return this.#sortedPage(query, request);
  }

  async latest(request: ReadingLatest): Promise<KeysetPage<RowValues>> {
    const after = request.cursor === undefined ? '' : decodeKeyset(request.scope, request.cursor, ['string'] as const)[0];
    const query = buildLatest(request, after, request.limit + 1);
    const rows = (await this.#db.arrays(query.text, query.values)) as FieldValue[][];
    return pageOf(rows, request.limit, (last) => encodeKeyset(request.scope, [last[AREA] as string]));
  }

  async history(request: PageRequest & { id: string }): Promise<KeysetPage<RowValues> | undefined> {
    if (!isStorableText(request.id)) return undefined;
    const [origin] = await this.#db.rows<{ area: string | null; sort_key: string }>(
      'SELECT area, fieldlog_instant_key("time") AS sort_key FROM readings WHERE id = $1',
      [request.id],
    );
    if (origin === undefined) return undefined;
    const after = request.cursor === undefined ? undefined : decodeKeyset(request.scope, request.cursor, ['string', 'string'] as const);
    if (origin.area === null) return { items: [], nextCursor: null };
    return this.#sortedPage(buildHistory(origin.area, origin.sort_key, after, request.limit), request);
  }

  async summary(request: ReadingSummaryRequest): Promise<KeysetPage<AreaSummary>> {
    const after =
      request.cursor === undefined
        ? (['', '', ''] as const)
        : decodeKeyset(request.scope, request.cursor, ['string', 'string', 'string'] as const);
    const items = await readBucketedSummary(this.#db, request, after, request.limit + 1);
    return pageOf(items, request.limit, (last) => encodeKeyset(request.scope, summaryKey(last)));
  }

  /** Rows of selectRow()'s columns and then sort_key; the cursor is the last row's (sort_key, id). */
  async #sortedPage(query: PostgresQuery, request: PageRequest): Promise<KeysetPage<RowValues>> {
    const rows = (await this.#db.arrays(query.text, query.values)) as FieldValue[][];
    return pageOf(rows, request.limit, (last) => encodeKeyset(request.scope, [last[SORT_KEY] as string, last[0] as string]));
  }

  async #choosePlan(request: ReadingSearch): Promise<ReadingSearchPlan> {
    if (request.area !== undefined && !request.area.includes('*')) return { kind: 'area' };
    const counts: { plan: ReadingSearchPlan; count: number }[] = [];
    if (request.device !== undefined) {
      counts.push({ plan: { kind: 'device' }, count: await this.#count('r.device = $1', [request.device], 'r.device') });
    }
    if (request.area !== undefined) {
      const areas = await this.#areasMatching(request.area);
      // The merge takes at most limit + 1 readings of each area, however many it has; with a mean
      // range or a version 3 filter it may read more to find them, so then its readings are counted.
      const { minMean, maxMean, device, quantity, unit } = request;
      const unfiltered = [minMean, maxMean, device, quantity, unit].every((value) => value === undefined);
      const most = unfiltered ? areas.length * (request.limit + 1) : Infinity;
      let count = most;
      if (areas.length >= NARROW_CANDIDATE_LIMIT) count = NARROW_CANDIDATE_LIMIT;
      else if (most >= NARROW_CANDIDATE_LIMIT) count = await this.#count('r.area = ANY($1::text[])', [areas], 'r.area');
      counts.push({ plan: { kind: 'areas', areas }, count });
    }
    // The areas that have readings of the quantity (a probe of readings_by_area_unit_time each), merged
    // as for a wildcard: a quantity that few readings have (or none, in a database from before version
    // 3) is found without walking every reading in time order.
    if (request.quantity !== undefined) {
      const kind = { quantity: request.quantity, unit: request.unit };
      const areas = await this.#areasMatching(request.area, kind);
      let count: number = NARROW_CANDIDATE_LIMIT;
      if (areas.length < NARROW_CANDIDATE_LIMIT) {
        const { values, bind } = parameters([areas]);
        count = await this.#count(['r.area = ANY($1::text[])', ...readingFilterConditions(kind, bind)].join(' AND '), values, 'r.area');
      }
      counts.push({ plan: { kind: 'areas', areas }, count });
    }
    if (request.minMean !== undefined || request.maxMean !== undefined) {
      const range = [request.minMean ?? -Number.MAX_VALUE, request.maxMean ?? Number.MAX_VALUE];
      counts.push({ plan: { kind: 'mean' }, count: await this.#count('r.mean >= $1 AND r.mean <= $2', range, 'r.mean') });
    }
    const narrowest = counts.sort((a, b) => a.count - b.count)[0];
    return narrowest !== undefined && narrowest.count < NARROW_CANDIDATE_LIMIT ? narrowest.plan : { kind: 'time-index' };
  }

  /**
   * The areas with readings that `pattern` matches (every area without one), and with readings of
   * `kind` when it is given; NARROW_CANDIDATE_LIMIT of them are too many for the merge already.
   */
  async #areasMatching(pattern: string | undefined, kind?: ReadingFilters): Promise<string[]> {
    const { values, bind } = parameters();
    const has =
      kind === undefined
        ? ''
        : ` AND EXISTS (SELECT 1 FROM readings AS r WHERE r.area = a.area AND ${readingFilterConditions(kind, bind).join(' AND ')})`;
    const text = `WITH RECURSIVE ${areasCte(pattern, '', bind)}
      SELECT a.area FROM areas AS a WHERE ${areaMatch('a', pattern, bind)}${has} LIMIT ${NARROW_CANDIDATE_LIMIT}`;
    return (await this.#db.arrays(text, values)).map((row) => row[0] as string);
  }

  /**
   * Readings meeting `condition`, counted up to NARROW_CANDIDATE_LIMIT, in the order of `leading`,
   * the first column of the index that answers it. Without the order, a condition the planner
   * expects many rows to meet (a broad mean range, the areas of a prefix) was counted by a Seq Scan
   * stopped at the limit (seen at 1,000,000 rows, issue 22): cheap while the rows are spread evenly
   * over the table, a read of most of it when they are not (a new area, a season's means, both at
   * the end). In index order, the scan that reads the table instead would have to sort every row
   * it meets, so the planner takes the index, which stops after NARROW_CANDIDATE_LIMIT entries.
   */
  async #count(condition: string, values: unknown[], leading: string): Promise<number> {
    const [row] = await this.#db.arrays(
      `SELECT count(*) FROM (SELECT 1 FROM readings AS r WHERE ${condition} ORDER BY ${leading} LIMIT ${NARROW_CANDIDATE_LIMIT}) AS candidates`,
      values,
    );
    return row![0] as number;
  }
}
