import type { AreaSummary, ReadingSummaryRequest } from '../queries.js';
import { TIME_KEY, instantKeySql } from './instant-key.js';
import { areaCondition } from './reading-filters.js';
import { buildSummary, inGroupOrder, toAreaSummary } from './reading-summary.js';
import type { SummaryKey, SummaryRow } from './reading-summary.js';
import type { BuiltQuery, StatementCache } from './row-reads.js';
import { bucketMoments, coverRange, isTrustworthy, mergeAll, momentsToAreaSummary, readingMoments } from '../summary-moments.js';
import type { BucketRow, Cover, GroupKey } from '../summary-moments.js';

// /readings/summary from reading_buckets (migration 150, issue 22): the groups come from the month
// buckets in group order, and each group's answer merges the whole buckets that cover from/to and
// the raw readings of its two partial hours (coverRange), so its cost follows the number of groups
// on the page and the length of the range in months, not the readings in it. A group whose merged
// values left the range of a double is answered by the brute-force statement (buildSummary), as is
// every request with device=, since buckets are not kept per device.

/**
 * Every bound value is written `+:name`. The seed runs ANALYZE, and with its sqlite_stat4 SQLite
 * estimates a range or equality on an index from the bound value itself, so it marks the statement
 * to be prepared again whenever that value is bound anew: every run, about 150 µs for a statement
 * that holds the instant key expression (measured at 100,000 rows: 4.5 µs with +). A unary + makes
 * the value an expression, which the index still seeks by but the estimate does not read.
 */
const unplanned = (sql: string) => sql.replace(/(?<![+\w]):(\w+)/g, '+:$1');

/** The groups after `after`, in group order, from the month buckets (reading_buckets_by_span walks only those); exported for the query-plan test. */
export function buildGroupWalk(request: Omit<ReadingSummaryRequest, 'limit' | 'scope'>, after: SummaryKey, limit: number): BuiltQuery {
  const params: Record<string, string | number> = { afterArea: after[0], afterQuantity: after[1], afterUnit: after[2], limit };
  const where = [`b.span = 'month'`, `(b.area, b.quantity, b.unit) > (:afterArea, :afterQuantity, :afterUnit)`];
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
  return {
    sql: `SELECT b.area, b.quantity, b.unit FROM reading_buckets AS b INDEXED BY reading_buckets_by_span
      WHERE ${unplanned(where.join(' AND '))} GROUP BY ${order} ORDER BY ${order} LIMIT :limit`,
    params,
  };
}

/** One group's whole buckets of the cover, as reading_buckets rows; exported for the query-plan test. */
export function buildGroupBuckets(group: GroupKey, cover: Cover): BuiltQuery | undefined {
  if (cover.buckets.length === 0) return undefined;
  const params: Record<string, string | number> = { ...group };
  const parts = cover.buckets.map((range, index) => {
    const where = [`b.area = :area AND b.quantity = :quantity AND b.unit = :unit AND b.span = '${range.span}'`];
    if (range.after !== undefined) {
      where.push(`b.start > :after${index}`);
      params[`after${index}`] = range.after;
    }
    if (range.before !== undefined) {
      where.push(`b.start < :before${index}`);
      params[`before${index}`] = range.before;
    }
    return `SELECT b.readings, b."number", b.good, b.with_std_dev, b.number_with_std_dev, b.mean, b.mean_sd, b.m2
      FROM reading_buckets AS b WHERE ${unplanned(where.join(' AND '))}`;
  });
  return { sql: parts.join('\n      UNION ALL '), params };
}

/**
 * One group's raw readings in the partial hours of the cover: readings_by_area_time seeks the area's
 * range and holds every column read, so the table itself is not read. Exported for the query-plan test.
 */
export function buildPartialReadings(group: GroupKey, cover: Cover): BuiltQuery | undefined {
  if (cover.readings.length === 0) return undefined;
  const params: Record<string, string | number> = { ...group };
  const parts = cover.readings.map((range, index) => {
    Object.assign(params, { [`from${index}`]: range.from, [`to${index}`]: range.to });
    return `SELECT r."number" AS "number", r.mean AS mean, r.std_dev AS stdDev, r.good AS good FROM readings AS r INDEXED BY readings_by_area_time
      WHERE r.area = +:area AND ${TIME_KEY} >= +:from${index} AND ${TIME_KEY} <= +:to${index}
        AND coalesce(r.quantity, '') = +:quantity AND coalesce(r.unit, '') = +:unit`;
  });
  return { sql: parts.join('\n      UNION ALL '), params };
}

const KEYS = `SELECT ${instantKeySql(':from')} AS "from", ${instantKeySql(':to')} AS "to"`;

/** Up to `limit` summaries of the groups after `after` that have readings in from/to, in group order. */
export function bucketedSummary(
  statements: StatementCache,
  request: Omit<ReadingSummaryRequest, 'limit' | 'scope'>,
  after: SummaryKey,
  limit: number,
): AreaSummary[] {
  const keys = statements.get(KEYS).get({ from: request.from ?? null, to: request.to ?? null }) as { from: string; to: string };
  const cover = coverRange(request.from === undefined ? undefined : keys.from, request.to === undefined ? undefined : keys.to);
  const items: AreaSummary[] = [];
  let previous = after;
  for (;;) {
    const walk = buildGroupWalk(request, previous, limit);
    const groups = statements.get(walk.sql).all(walk.params) as GroupKey[];
    for (const group of groups) {
      const summary = summaryOf(statements, request, cover, group, previous);
      previous = [group.area, group.quantity, group.unit];
      if (summary === undefined) continue;
      items.push(summary);
      if (items.length === limit) return items;
    }
    if (groups.length < limit) return items;
  }
}

/** One group's summary, undefined when it has no reading in the range. `previous`: the group before it in the walk. */
function summaryOf(
  statements: StatementCache,
  request: Omit<ReadingSummaryRequest, 'limit' | 'scope'>,
  cover: Cover,
  group: GroupKey,
  previous: SummaryKey,
): AreaSummary | undefined {
  const buckets = buildGroupBuckets(group, cover);
  const partial = buildPartialReadings(group, cover);
  const moments = mergeAll([
    ...(buckets === undefined ? [] : (statements.get(buckets.sql).all(buckets.params) as BucketRow[]).map(bucketMoments)),
    ...(partial === undefined
      ? []
      : (statements.get(partial.sql).all(partial.params) as Parameters<typeof readingMoments>[0][]).map(readingMoments)),
  ]);
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
