import type { AreaSummary } from '../queries.js';
import { areaMatch, areasCte, timeConditions } from './reading-filters.js';
import { parameters } from './parameters.js';
import type { PostgresQuery } from './parameters.js';

// Pooled statistics per area, as src/storage/sqlite/reading-summary.ts answers them (docs/named-routes.md
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

/**
 * One statement per page: a walk of readings_by_area_time gives the areas in name order (reading
 * only as many as the page takes), and for each a range of that index gives its readings in the time
 * range, once for the sums and once more, for the areas of the page with samples under a stdDev,
 * for SS. Areas with no reading in the range make no item. Exported for a query-plan test.
 */
export function buildSummary(
  request: { area?: string | undefined; from?: string | undefined; to?: string | undefined },
  after: string,
  limit: number,
): PostgresQuery {
  const { values, bind } = parameters();
  const areas = areasCte(request.area, after, bind);
  const match = areaMatch('a', request.area, bind);
  const time = timeConditions(request, bind)
    .map((condition) => ` AND ${condition}`)
    .join('');
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
    SELECT p.area, p.readings, p."number"::float8 AS "number", p.good::float8 AS good, p.with_std_dev,
      p.number_with_std_dev::float8 AS number_with_std_dev,
      CASE WHEN p."number" > 0 THEN (coalesce(p.weighted_without_std_dev, 0) + coalesce(p.weighted_with_std_dev, 0)) / p."number" END AS mean,
      CASE WHEN p.number_with_std_dev > 0 THEN sqrt((p.number_with_std_dev * q.squares - q.deviations * q.deviations)
        / (p.number_with_std_dev * p.number_with_std_dev)) END AS std_dev
    FROM (
      SELECT a.area, sums.* FROM areas AS a CROSS JOIN LATERAL (
        SELECT count(*) AS readings, coalesce(sum(r."number"), 0) AS "number", coalesce(sum(r.good), 0) AS good,
          count(r.std_dev) AS with_std_dev, coalesce(sum(r."number") FILTER (WHERE r.std_dev IS NOT NULL), 0) AS number_with_std_dev,
          sum(${mean}) FILTER (WHERE r.std_dev IS NULL) AS weighted_without_std_dev,
          sum(${mean}) FILTER (WHERE r.std_dev IS NOT NULL) AS weighted_with_std_dev
        FROM readings AS r WHERE r.area = a.area${time}) AS sums
      WHERE ${match} AND sums.readings > 0 LIMIT ${bind(limit)}) AS p
    CROSS JOIN LATERAL (SELECT CASE WHEN p.number_with_std_dev > 0 THEN ${centre} END AS centre OFFSET 0) AS c
    CROSS JOIN LATERAL (
      SELECT sum(r."number" * d.deviation) AS deviations, sum(r."number" * (d.sigma * d.sigma + d.deviation * d.deviation)) AS squares
      FROM readings AS r CROSS JOIN LATERAL (SELECT ${deviation} AS deviation, r.std_dev::text::numeric AS sigma OFFSET 0) AS d
      WHERE r.area = p.area${time} AND r.std_dev IS NOT NULL AND p.number_with_std_dev > 0) AS q
    ORDER BY p.area`;
  return { text, values };
}

export function toAreaSummary(row: SummaryRow): AreaSummary {
  // A mean lies between the means it pools, so it cannot pass the largest double; the clamp only
  // keeps a rounding at that edge from answering Infinity. A σ beyond it is null (docs/named-routes.md).
  const mean = row.mean === null ? null : Math.min(Math.max(Number(row.mean), -Number.MAX_VALUE), Number.MAX_VALUE);
  const stdDev = row.std_dev === null ? null : Number(row.std_dev);
  return {
    area: row.area,
    readings: row.readings,
    number: row.number,
    good: row.good,
    mean,
    stdDev: stdDev !== null && Number.isFinite(stdDev) ? stdDev : null,
    readingsWithoutStdDev: row.readings - row.with_std_dev,
    numberWithStdDev: row.number_with_std_dev,
  };
}
