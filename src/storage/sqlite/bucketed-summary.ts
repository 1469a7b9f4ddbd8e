import type { AreaSummary, ReadingSummaryRequest } from '../queries.js';
import { TIME_KEY, instantKeySql } from './instant-key.js';
import { areaCondition } from './reading-filters.js';
import { buildSummary, inGroupOrder, toAreaSummary } from './reading-summary.js';
import type { SummaryKey, SummaryRow } from './reading-summary.js';
import type { BuiltQuery, StatementCache } from './row-reads.js';
import { NO_MOMENTS, bucketMoments, coverRange, enclosingBucket, isTrustworthy, momentsToAreaSummary } from '../summary-moments.js';
import type { BucketSpan, Cover, GroupKey, Moments } from '../summary-moments.js';
import { MERGE_MOMENTS, momentsOfBlob } from './moments-aggregate.js';
import { literalPrefix, prefixRange } from '../row-sql.js';

// /readings/summary from reading_buckets (migration 150, issue 22): the groups come from the month
// buckets in group order (or, for a range within one bucket, from the groups that have it: migration
// 180), and each group's answer merges, in SQL, the whole buckets that cover from/to and the raw
// readings of its partial hours (coverRange), so its cost follows the number of groups on the page
// and the length of the range in months, not the readings in it (docs/summary-speed.md). A group whose merged
// values left the range of a double is answered by the brute-force statement (buildSummary), as is
// every request with device=, since buckets are not kept per device.

/**
 * The groups after `after`, in group order, that may have readings in the range: those with the
 * bucket that encloses it (reading_buckets_by_start, one row a group), or where no bucket does,
 * every group, from the month buckets (reading_buckets_by_span walks only those). Exported for the
 * query-plan test.
 */
export function buildGroupWalk(
  request: Omit<ReadingSummaryRequest, 'limit' | 'scope'>,
  after: SummaryKey,
  limit: number,
  enclosing?: { span: BucketSpan; start: string },
): BuiltQuery {
  const params: Record<string, string | number> = { limit };
  const where = enclosing === undefined ? [`b.span = 'month'`] : [`b.span = '${enclosing.span}'`, 'b.start = :start'];
  if (enclosing !== undefined) params.start = enclosing.start;
  // The cursor is a bound only where it lies within the areas asked for: SQLite seeks by the row
  // comparison rather than the area's range, and would walk every group below a city from the first.
  const low = request.area === undefined ? '' : request.area.includes('*') ? prefixRange(literalPrefix(request.area)).low : request.area;
  if (after[0] >= low) {
    where.push(`(b.area, b.quantity, b.unit) > (:afterArea, :afterQuantity, :afterUnit)`);
    Object.assign(params, { afterArea: after[0], afterQuantity: after[1], afterUnit: after[2] });
  }
  if (request.area !== undefined) where.push(areaCondition('b', request.area, params));
  if (request.quantity !== undefined) {
    where.push('+b.quantity = :quantity');
    params.quantity = request.quantity;
  }
  if (request.unit !== undefined) {
    where.push('+b.unit = :unit');
    params.unit = request.unit;
  }
  // GROUP BY in the index's order. The unary + hides a fixed quantity's or unit's equality from the
  // planner: it cannot seek by it past the area's range, and would then sort to group without it.
  const order = 'b.area, b.quantity, b.unit';
  const index = enclosing === undefined ? 'reading_buckets_by_span' : 'reading_buckets_by_start';
  return {
    sql: `SELECT b.area, b.quantity, b.unit FROM reading_buckets AS b INDEXED BY ${index}
      WHERE ${where.join(' AND ')} GROUP BY ${order} ORDER BY ${order} LIMIT :limit`,
    params,
  };
}

/** The groups of a batch, handed over as JSON ([[area, quantity, unit], …]), in the walk's order; `slot` is the place in it. */
const GROUPS = `g AS MATERIALIZED (SELECT j.key AS slot, j.value ->> 0 AS area, j.value ->> 1 AS quantity, j.value ->> 2 AS unit FROM json_each(+:groups) AS j)`;

/**
 * What each group of a batch holds in the range, one row a group, its moments as the BLOB of
 * moments-aggregate.ts: the whole buckets of the cover (one primary key range per group and piece,
 * named by the name SQLite gives the primary key of a WITHOUT ROWID table: with no range of starts,
 * as over all time, SQLite would take reading_buckets_by_span, which lacks the values, and look every
 * row up in the table; NOT INDEXED is not heeded in a join) and the raw readings of its partial hours
 * (readings_by_area_time seeks each area's range and holds every column read). They are merged
 * per group in a correlated subquery (no sort, no temporary index) by the aggregate
 * fieldlog_merge_moments, rather than handed to JavaScript row by row: handing a page's 150 to 250
 * rows over cost five times the statement. A part that lost a value (NULL where one is due) makes its
 * group's value NULL, which isTrustworthy refuses. A group with nothing in the range has NULL.
 * Exported for the query-plan test.
 */
export function buildBatchMoments(groups: readonly GroupKey[], cover: Cover): BuiltQuery | undefined {
  if (cover.buckets.length === 0 && cover.readings.length === 0) return undefined;
  const params: Record<string, string | number> = { groups: JSON.stringify(groups.map((g) => [g.area, g.quantity, g.unit])) };
  cover.buckets.forEach((range, index) => {
    if (range.after !== undefined) params[`after${index}`] = range.after;
    if (range.before !== undefined) params[`before${index}`] = range.before;
  });
  cover.readings.forEach((range, index) => {
    params[`from${index}`] = range.from;
    params[`to${index}`] = range.to;
  });
  const shape = `${cover.buckets.map((r) => `${r.span}${r.after === undefined ? '' : r.afterIncluded === true ? '>=' : '>'}${r.before === undefined ? '' : '<'}`).join(',')}|${cover.readings.length}`;
  let sql = BATCH_SQL.get(shape);
  if (sql === undefined) {
    sql = batchMomentsSql(cover);
    BATCH_SQL.set(shape, sql);
  }
  return { sql, params };
}

/**
 * The statement of each shape of cover (its pieces' spans and bounds), made once: a page otherwise
 * built some 3 KB of SQL and hashed it to find its prepared statement, a tenth of the store call.
 * The shapes are few: four spans, each bounded on either side or not, and up to two hours of readings.
 */
const BATCH_SQL = new Map<string, string>();

function batchMomentsSql(cover: Cover): string {
  const buckets = cover.buckets.map((range, index) => {
    const where = [`b.area = g.area AND b.quantity = g.quantity AND b.unit = g.unit AND b.span = '${range.span}'`];
    if (range.after !== undefined) where.push(`b.start ${range.afterIncluded === true ? '>=' : '>'} +:after${index}`);
    if (range.before !== undefined) where.push(`b.start < +:before${index}`);
    return `SELECT b.readings, b."number", b.good, b.with_std_dev, b.number_with_std_dev, b.mean, b.mean_sd, b.m2
          FROM reading_buckets AS b INDEXED BY sqlite_autoindex_reading_buckets_1 WHERE ${where.join(' AND ')}`;
  });
  // A reading as a bucket of one, as readingMoments makes it.
  const readings = cover.readings.map(
    (_, index) => `SELECT 1 AS readings, r."number" AS "number", r.good AS good, r.std_dev IS NOT NULL AS with_std_dev,
            CASE WHEN r.std_dev IS NOT NULL THEN r."number" ELSE 0 END AS number_with_std_dev,
            CASE WHEN r."number" > 0 THEN r.mean END AS mean, CASE WHEN r."number" > 0 AND r.std_dev IS NOT NULL THEN r.mean END AS mean_sd,
            CASE WHEN r."number" > 0 AND r.std_dev IS NOT NULL THEN r."number" * r.std_dev * r.std_dev ELSE 0 END AS m2
          FROM readings AS r INDEXED BY readings_by_area_time
          WHERE r.area = g.area AND ${TIME_KEY} >= +:from${index} AND ${TIME_KEY} <= +:to${index}
            AND coalesce(r.quantity, '') = g.quantity AND coalesce(r.unit, '') = g.unit`,
  );
  // Each piece is read once: the aggregate merges the group's parts (moments-aggregate.ts).
  const parts = [...buckets, ...readings].join('\n        UNION ALL ');
  return `WITH ${GROUPS}
    SELECT g.slot, (
      SELECT ${MERGE_MOMENTS}(p.readings, p."number", p.good, p.with_std_dev, p.number_with_std_dev, p.mean, p.mean_sd, p.m2)
      FROM (${parts}) AS p) AS moments
    FROM g`;
}

const KEYS = `SELECT ${instantKeySql(':from')} AS "from", ${instantKeySql(':to')} AS "to"`;

/**
 * Up to `limit` summaries of the groups after `after` that have readings in from/to, in group order:
 * per batch of groups, two statements (the walk, and what each of its groups holds in the range).
 */
export function bucketedSummary(
  statements: StatementCache,
  request: Omit<ReadingSummaryRequest, 'limit' | 'scope'>,
  after: SummaryKey,
  limit: number,
): AreaSummary[] {
  const keys = statements.get(KEYS).get({ from: request.from ?? null, to: request.to ?? null }) as { from: string; to: string };
  const from = request.from === undefined ? undefined : keys.from;
  const to = request.to === undefined ? undefined : keys.to;
  const cover = coverRange(from, to);
  const enclosing = enclosingBucket(from, to);
  const items: AreaSummary[] = [];
  let previous = after;
  // A batch that leaves the page short means groups without readings in the range: the next takes
  // four times as many (up to 1,000), so a narrow range over many groups costs a few statements.
  let batch = limit;
  for (; ; batch = Math.min(Math.max(batch * 4, limit), 1000)) {
    const walk = buildGroupWalk(request, previous, batch, enclosing);
    const groups = statements.get(walk.sql).all(walk.params) as GroupKey[];
    const merged: (Moments | undefined)[] = [];
    const moments = groups.length === 0 ? undefined : buildBatchMoments(groups, cover);
    if (moments !== undefined) {
      for (const row of statements.get(moments.sql).all(moments.params) as { slot: number; moments: Buffer | null }[]) {
        if (row.moments !== null) merged[row.slot] = bucketMoments(momentsOfBlob(row.moments));
      }
    }
    for (const [slot, group] of groups.entries()) {
      const summary = summaryOf(statements, request, group, merged[slot] ?? NO_MOMENTS, previous);
      previous = [group.area, group.quantity, group.unit];
      if (summary === undefined) continue;
      items.push(summary);
      if (items.length === limit) return items;
    }
    if (groups.length < batch) return items;
  }
}

/** One group's summary from its merged moments, undefined when it has no reading in the range. `previous`: the group before it in the walk. */
function summaryOf(
  statements: StatementCache,
  request: Omit<ReadingSummaryRequest, 'limit' | 'scope'>,
  group: GroupKey,
  moments: Moments,
  previous: SummaryKey,
): AreaSummary | undefined {
  if (moments.readings === 0) return undefined;
  if (isTrustworthy(moments)) return momentsToAreaSummary(group, moments);
  // The brute-force statement's first group after the previous one is this one: the walk lists every
  // group that has a reading, so none lies between them. Its area alone, matched exactly.
  const fallback = buildSummary({ ...request, area: group.area }, previous, 1);
  const rows = inGroupOrder(statements.get(fallback.sql).all(fallback.params) as SummaryRow[]);
  const row = rows.find(
    (candidate) => candidate.area === group.area && candidate.quantity === group.quantity && candidate.unit === group.unit,
  );
  return row === undefined ? undefined : toAreaSummary(row);
}
