import type { AreaSummary, ReadingSummaryRequest } from '../queries.js';
import { QUANTITY_KEY, UNIT_KEY, areaMatch, areasCte, readingFilterConditions, timeConditions } from './reading-filters.js';
import { parameters } from './parameters.js';
import type { PostgresQuery } from './parameters.js';

// Pooled statistics per area, quantity and unit (issue 18: readings of different units are never
// pooled), as src/storage/sqlite/reading-summary.ts answers them (docs/named-routes.md
// states the formulas). SQLite's scaled passes cannot be copied: PostgreSQL's float8 arithmetic
// raises an error where a result overflows or underflows, so 1e308 · 2 would stop the page. The sums
// are taken in numeric instead, where products and sums are exact at any magnitude; only divisions
// and the square root round, to at least 16 significant digits however small the value (numeric's
// scale follows it).
//
// A double enters numeric through its text: ::text is the shortest text that reads back as the
// same double (::numeric would keep only 15 digits). That text is within half a unit in the last
// place of the double, not equal to it, which is as good as summing doubles for the mean and for μ′,
// the own mean of the readings with a stdDev. It is not for SS, where a mean of 1e6 with a spread of
// 1e-3 would move σ by 1e-9. So the second pass takes each deviation dᵢ = μᵢ − c from c, μ′ rounded
// to a double, as a float8 subtraction (exact, or within half a unit of dᵢ itself) and only then as
// text, which then errs relative to dᵢ. Where μᵢ and c differ in sign the subtraction could
// overflow, but then |dᵢ| is at least |μᵢ|, so subtracting their texts is as good. With N′ = Σ nᵢ,
// D′ = Σ nᵢdᵢ and Q′ = Σ nᵢ(σᵢ² + dᵢ²) over the readings with a stdDev,
//     SS = Σ nᵢ(σᵢ² + (μᵢ − μ′)²) = Q′ − D′²/N′,  so  σ = √((N′Q′ − D′²) / N′²),
// which takes in what c differs from μ′. N′Q′ − D′² is exact and never negative (Cauchy–Schwarz,
// every nᵢ >= 0).
//
// The mean and σ leave as numeric text and are read by Number(), which rounds once, correctly, and
// answers Infinity or 0 where numeric's ::float8 would raise (past 1.8e308, below 2.5e-324). The
// counts are summed exactly and leave through ::float8: past 2^53 − 1 the nearest double, as
// docs/named-routes.md promises.

export interface SummaryRow {
  area: string;
  /** '' for readings without one. */
  quantity: string;
  unit: string;
  readings: number;
  number: number;
  good: number;
  with_std_dev: number;
  number_with_std_dev: number;
  /** numeric as text; null when there are no samples. */
  mean: string | null;
  /** numeric as text; null when the readings with a stdDev have no samples. */
  std_dev: string | null;
}

/** The last group of the previous page, as (area, quantity, unit) with '' for no quantity or unit; all '' before the first page. */
export type SummaryKey = readonly [string, string, string];

/** The key of a summary's group, as the cursor after it holds it. */
export function summaryKey(summary: AreaSummary): SummaryKey {
  return [summary.area, summary.quantity ?? '', summary.unit ?? ''];
}

/**
 * One statement per page: a walk of readings_by_area_time gives the areas in name order (reading
 * only as many as the page takes, from the cursor's area on), and for each the sums of its groups,
 * one per quantity and unit in that order, of its readings in the time range; then, for the groups
 * of the page with samples under a stdDev, SS, from a range of readings_by_area_unit_time (area,
 * quantity, unit, time). Groups with no reading in the range make no item. Exported for a
 * query-plan test.
 */
export function buildSummary(request: Omit<ReadingSummaryRequest, 'limit' | 'scope'>, after: SummaryKey, limit: number): PostgresQuery {
  const { values, bind } = parameters();
  const [afterArea, afterQuantity, afterUnit] = after;
  const areas = areasCte(request.area, afterArea, bind, true);
  let match = areaMatch('a', request.area, bind);
  const { device, quantity, unit } = request;
  // A probe per area, so that a device's summary skips the areas where it has no reading.
  if (device !== undefined) match += ` AND EXISTS (SELECT 1 FROM readings AS d WHERE d.device = ${bind(device)} AND d.area = a.area)`;
  const and = (conditions: readonly string[]) => conditions.map((condition) => ` AND ${condition}`).join('');
  const time = and(timeConditions(request, bind));
  // Within a group, only the device is left to filter: the group fixes quantity and unit.
  const filter = and(readingFilterConditions({ device }, bind));
  const kind = and(readingFilterConditions({ quantity, unit }, bind));
  // In the cursor's own area, the groups after the cursor's.
  const afterCursor = `(a.area > ${bind(afterArea)} OR (${QUANTITY_KEY}, ${UNIT_KEY}) > (${bind(afterQuantity)}, ${bind(afterUnit)}))`;
  const mean = 'r."number" * r.mean::text::numeric';
  const own = 'p.weighted_with_std_dev / p.number_with_std_dev';
  // Any double near μ′ serves as c, D′ takes in the rest; below 1e-323 it is 0, as ::float8 raises
  // for what rounds to 0.
  const centre = `CASE WHEN abs(${own}) < 1e-323 THEN 0 ELSE (${own})::float8 END`;
  const deviation = `CASE WHEN (r.mean >= 0) = (c.centre >= 0) THEN (r.mean - c.centre)::text::numeric
    ELSE r.mean::text::numeric - c.centre::text::numeric END`;
  // OFFSET 0 keeps each of these subqueries a step of its own: pulled up into its reader, its
  // expressions would be computed again at every use.
  const text = `WITH RECURSIVE ${areas}
    SELECT p.area, p.quantity, p.unit, p.readings, p."number"::float8 AS "number", p.good::float8 AS good, p.with_std_dev,
      p.number_with_std_dev::float8 AS number_with_std_dev,
      CASE WHEN p."number" > 0 THEN (coalesce(p.weighted_without_std_dev, 0) + coalesce(p.weighted_with_std_dev, 0)) / p."number" END AS mean,
      CASE WHEN p.number_with_std_dev > 0 THEN sqrt((p.number_with_std_dev * q.squares - q.deviations * q.deviations)
        / (p.number_with_std_dev * p.number_with_std_dev)) END AS std_dev
    FROM (
      SELECT a.area, sums.* FROM areas AS a CROSS JOIN LATERAL (
        SELECT ${QUANTITY_KEY} AS quantity, ${UNIT_KEY} AS unit,
          count(*) AS readings, coalesce(sum(r."number"), 0) AS "number", coalesce(sum(r.good), 0) AS good,
          count(r.std_dev) AS with_std_dev, coalesce(sum(r."number") FILTER (WHERE r.std_dev IS NOT NULL), 0) AS number_with_std_dev,
          sum(${mean}) FILTER (WHERE r.std_dev IS NULL) AS weighted_without_std_dev,
          sum(${mean}) FILTER (WHERE r.std_dev IS NOT NULL) AS weighted_with_std_dev
        FROM readings AS r WHERE r.area = a.area AND ${afterCursor}${kind}${time}${filter}
        GROUP BY 1, 2 ORDER BY 1, 2) AS sums
      WHERE ${match} LIMIT ${bind(limit)}) AS p
    CROSS JOIN LATERAL (SELECT CASE WHEN p.number_with_std_dev > 0 THEN ${centre} END AS centre OFFSET 0) AS c
    CROSS JOIN LATERAL (
      SELECT sum(r."number" * d.deviation) AS deviations, sum(r."number" * (d.sigma * d.sigma + d.deviation * d.deviation)) AS squares
      FROM readings AS r CROSS JOIN LATERAL (SELECT ${deviation} AS deviation, r.std_dev::text::numeric AS sigma OFFSET 0) AS d
      WHERE r.area = p.area AND ${QUANTITY_KEY} = p.quantity AND ${UNIT_KEY} = p.unit${time}${filter}
        AND r.std_dev IS NOT NULL AND p.number_with_std_dev > 0) AS q
    ORDER BY p.area, p.quantity, p.unit`;
  return { text, values };
}

export function toAreaSummary(row: SummaryRow): AreaSummary {
  // A mean lies between the means it pools, so it cannot pass the largest double; the clamp only
  // keeps a rounding at that edge from answering Infinity. A σ beyond it is null (docs/named-routes.md).
  const mean = row.mean === null ? null : Math.min(Math.max(Number(row.mean), -Number.MAX_VALUE), Number.MAX_VALUE);
  const stdDev = row.std_dev === null ? null : Number(row.std_dev);
  return {
    area: row.area,
    // Absent rather than null for readings written without them, as AreaSummary has it.
    ...(row.quantity === '' ? {} : { quantity: row.quantity }),
    ...(row.unit === '' ? {} : { unit: row.unit }),
    readings: row.readings,
    number: row.number,
    good: row.good,
    mean,
    stdDev: stdDev !== null && Number.isFinite(stdDev) ? stdDev : null,
    readingsWithoutStdDev: row.readings - row.with_std_dev,
    numberWithStdDev: row.number_with_std_dev,
  };
}
