import type { AreaSummary, ReadingSummaryRequest } from '../queries.js';
import { prefixRange, literalPrefix } from '../row-sql.js';
import {
  bucketMoments,
  coverRange,
  enclosingBucket,
  isTrustworthy,
  mergeAll,
  momentsToAreaSummary,
  readingMoments,
} from '../summary-moments.js';
import type { BucketRow, BucketSpan, Cover, ReadingValues } from '../summary-moments.js';
import type { Session } from './connection.js';
import { QUANTITY_KEY, TIME_KEY, UNIT_KEY, toLike } from './reading-filters.js';
import { parameters } from './parameters.js';
import type { Bind, PostgresQuery } from './parameters.js';
import { buildSummary, toAreaSummary } from './reading-summary.js';
import type { SummaryKey, SummaryRow } from './reading-summary.js';

// /readings/summary from the pre-aggregates of migration 150 (issue 22): per group (area, quantity,
// unit), the whole months, days and hours of reading_buckets inside the range and the raw readings
// of the two partial hours at its ends (coverRange), merged by Chan's pairwise formula
// (summary-moments.ts). A page reads a few dozen buckets and two hours of readings per group, however
// many readings the range holds. A group whose merged moments cannot be trusted (the float edges of
// issue 14) is answered by the brute-force statement, buildSummary, which handles every edge; so is
// a request with `device=`, since buckets are not kept per device.

/** A group the walk found with something in the range: its buckets and raw readings, null for none. */
interface CoveredGroup {
  area: string;
  quantity: string;
  unit: string;
  buckets: BucketRow[] | null;
  readings: ReadingValues[] | null;
}

/**
 * The walk's steps as conditions on a row `b` of reading_buckets, within the area pattern's literal
 * prefix: `first` from the cursor on, `next` after the group `g`. A row comparison is a bound the
 * index seeks to, but beside another bound on the area PostgreSQL cannot tell which of the two is
 * the tighter, and starts the scan at the row comparison: from the first group of all, on the
 * first page. So the first step seeks to the prefix alone while the cursor is below it.
 */
function walkSteps(pattern: string | undefined, after: SummaryKey, bind: Bind): { first: string; next: string } {
  const afterCursor = () => `(b.area, b.quantity, b.unit) > (${bind(after[0])}, ${bind(after[1])}, ${bind(after[2])})`;
  const afterGroup = '(b.area, b.quantity, b.unit) > (g.area, g.quantity, g.unit)';
  if (pattern !== undefined && !pattern.includes('*')) {
    const area = `b.area = ${bind(pattern)}`;
    return { first: after[0] < pattern ? area : `${afterCursor()} AND ${area}`, next: `${afterGroup} AND ${area}` };
  }
  const prefix = pattern === undefined ? '' : literalPrefix(pattern);
  if (prefix === '') return { first: afterCursor(), next: afterGroup };
  const { low, high } = prefixRange(prefix);
  const below = `b.area < ${bind(high)}`;
  return {
    first: after[0] < low ? `b.area >= ${bind(low)} AND ${below}` : `${afterCursor()} AND ${below}`,
    next: `${afterGroup} AND ${below}`,
  };
}

/**
 * One statement per page: a walk of reading_buckets' primary key from group to group (a loose index
 * scan, as areasCte walks readings: one probe each, lazily, so the LIMIT ends it), and for each
 * group, with one index range per part of the cover, its buckets and raw readings in the range as
 * JSON. Groups with nothing in the range make no row. Where one bucket encloses the range
 * (enclosingBucket), only the groups that have it are walked. Exported for a query-plan test.
 */
export function buildBucketedSummary(
  request: Omit<ReadingSummaryRequest, 'limit' | 'scope' | 'device'>,
  cover: Cover,
  after: SummaryKey,
  limit: number,
  enclosing?: { span: BucketSpan; start: string },
): PostgresQuery {
  const { values, bind } = parameters();
  const steps = walkSteps(request.area, after, bind);
  const step = (where: string) => `SELECT b.area, b.quantity, b.unit FROM reading_buckets AS b
      WHERE ${where} ORDER BY b.area, b.quantity, b.unit LIMIT 1`;
  const group = 'b.area = g.area AND b.quantity = g.quantity AND b.unit = g.unit';
  const buckets = cover.buckets.map((range) => {
    let where = `${group} AND b.span = ${bind(range.span)}`;
    if (range.after !== undefined) where += ` AND b.start ${range.afterIncluded === true ? '>=' : '>'} ${bind(range.after)}`;
    if (range.before !== undefined) where += ` AND b.start < ${bind(range.before)}`;
    return `SELECT b.readings, b."number", b.good, b.with_std_dev, b.number_with_std_dev, b.mean, b.mean_sd, b.m2
      FROM reading_bucket_moments AS b WHERE ${where}`;
  });
  const readings = cover.readings.map(
    (range) => `SELECT r."number", r.mean, r.std_dev AS "stdDev", r.good FROM readings AS r
      WHERE r.area = g.area AND ${QUANTITY_KEY} = g.quantity AND ${UNIT_KEY} = g.unit
        AND ${TIME_KEY} >= ${bind(range.from)} AND ${TIME_KEY} <= ${bind(range.to)}`,
  );
  const aggregate = (parts: string[]) =>
    parts.length === 0 ? 'NULL::json' : `(SELECT json_agg(p) FROM (${parts.join(' UNION ALL ')}) AS p)`;
  const where = [`(c.buckets IS NOT NULL OR c.readings IS NOT NULL)`];
  if (request.area?.includes('*')) where.push(`g.area LIKE ${bind(toLike(request.area))}`);
  if (request.quantity !== undefined) where.push(`g.quantity = ${bind(request.quantity)}`);
  if (request.unit !== undefined) where.push(`g.unit = ${bind(request.unit)}`);
  // Within one bucket, the groups that have it, in group order from reading_buckets_by_start
  // (migration 180), one row each; otherwise every group, from group to group.
  const walk =
    enclosing === undefined
      ? `RECURSIVE groups(area, quantity, unit) AS (
      (${step(steps.first)})
      UNION ALL
      SELECT n.area, n.quantity, n.unit FROM groups AS g CROSS JOIN LATERAL (${step(steps.next)}) AS n)`
      : `groups(area, quantity, unit) AS (SELECT b.area, b.quantity, b.unit FROM reading_buckets AS b
      WHERE b.span = ${bind(enclosing.span)} AND b.start = ${bind(enclosing.start)} AND ${steps.first} ORDER BY b.area, b.quantity, b.unit)`;
  const text = `WITH ${walk}
    SELECT g.area, g.quantity, g.unit, c.buckets, c.readings
    FROM groups AS g CROSS JOIN LATERAL (SELECT ${aggregate(buckets)} AS buckets, ${aggregate(readings)} AS readings OFFSET 0) AS c
    WHERE ${where.join(' AND ')}
    LIMIT ${bind(limit)}`;
  return { text, values };
}

/** The instant keys of the request's bounds, which the cover is cut at. */
async function boundKeys(db: Session, request: ReadingSummaryRequest): Promise<{ from?: string; to?: string }> {
  if (request.from === undefined && request.to === undefined) return {};
  const [keys] = await db.rows<{ from: string | null; to: string | null }>(
    'SELECT CASE WHEN $1::text IS NOT NULL THEN fieldlog_instant_key($1) END AS "from", CASE WHEN $2::text IS NOT NULL THEN fieldlog_instant_key($2) END AS "to"',
    [request.from ?? null, request.to ?? null],
  );
  return { ...(keys!.from === null ? {} : { from: keys!.from }), ...(keys!.to === null ? {} : { to: keys!.to }) };
}

/**
 * The summaries of up to `limit` groups after `after`, from the buckets; `device=` and untrustworthy
 * groups from buildSummary.
 */
export async function readBucketedSummary(
  db: Session,
  request: ReadingSummaryRequest,
  after: SummaryKey,
  limit: number,
): Promise<AreaSummary[]> {
  if (request.device !== undefined) return bruteForce(db, request, after, limit);
  const keys = await boundKeys(db, request);
  const cover = coverRange(keys.from, keys.to);
  // `from` after `to` (which the API refuses) covers nothing: no walk through every group for it.
  if (cover.buckets.length === 0 && cover.readings.length === 0) return [];
  const query = buildBucketedSummary(request, cover, after, limit, enclosingBucket(keys.from, keys.to));
  const groups = await db.rows<CoveredGroup>(query.text, query.values);
  const items: AreaSummary[] = [];
  let previous = after;
  for (const group of groups) {
    const moments = mergeAll([...(group.buckets ?? []).map(bucketMoments), ...(group.readings ?? []).map(readingMoments)]);
    if (isTrustworthy(moments)) items.push(momentsToAreaSummary(group, moments));
    else items.push(...(await bruteForceGroup(db, request, previous, group)));
    previous = [group.area, group.quantity, group.unit];
  }
  return items;
}

async function bruteForce(db: Session, request: ReadingSummaryRequest, after: SummaryKey, limit: number): Promise<AreaSummary[]> {
  const query = buildSummary(request, after, limit);
  return (await db.rows<SummaryRow>(query.text, query.values)).map(toAreaSummary);
}

/**
 * `group` by the brute-force statement: the first group after `previous` with readings in the
 * range, which is `group` itself unless a write since the walk added one before it (then that one
 * is answered too, in its place) or took `group`'s readings away (then it makes no item).
 */
async function bruteForceGroup(
  db: Session,
  request: ReadingSummaryRequest,
  previous: SummaryKey,
  group: CoveredGroup,
): Promise<AreaSummary[]> {
  const target = [group.area, group.quantity, group.unit].join('\u0000');
  const items: AreaSummary[] = [];
  let after = previous;
  for (;;) {
    const [item] = await bruteForce(db, request, after, 1);
    if (item === undefined) return items;
    after = [item.area, item.quantity ?? '', item.unit ?? ''];
    const key = after.join('\u0000');
    if (key > target) return items;
    items.push(item);
    if (key === target) return items;
  }
}
