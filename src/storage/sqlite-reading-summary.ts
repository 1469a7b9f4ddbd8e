import type { AreaSummary } from './queries.js';
import { areaCondition, timeConditions } from './sqlite-reading-filters.js';
import type { BuiltQuery } from './sqlite-rows.js';

// Pooled statistics per area (docs/named-routes.md states the formulas). Each reading i summarises
// n_i samples by their mean μ_i and population standard deviation σ_i. Over all samples,
// N = Σ n_i and μ = Σ n_i μ_i / N, and the sum of squared deviations from μ is
//     SS = Σ n_i (σ_i² + μ_i²) − N μ²  =  Σ n_i (σ_i² + (μ_i − μ)²).
// The right-hand form is computed: it adds non-negative terms, where the left one subtracts two
// large, nearly equal sums (a mean of 20 with σ 0.01 would lose most of its digits). That takes a
// second pass, after μ is known. σ = √(SS / N) is the population standard deviation of the samples.
// Readings without a stdDev cannot contribute to SS, so σ, its N and its μ cover the readings that
// have one; the others are counted in readingsWithoutStdDev.

export interface SummaryRow {
  area: string;
  readings: number;
  number: number;
  good: number;
  weighted: number;
  with_std_dev: number;
  number_with_std_dev: number | null;
  squares: number | null;
}

/**
 * One statement per page: reading_areas gives the areas in name order, and for each the covering
 * index readings_by_area_time gives its readings in the time range (a seek, not a scan), once for
 * the sums and once, in the correlated subquery, for SS. Areas with no reading in the range form
 * no group. Exported for the query-plan test.
 */
export function buildSummary(
  request: { area?: string | undefined; from?: string | undefined; to?: string | undefined }, after: string, limit: number,
): BuiltQuery {
  const params: Record<string, string | number> = { after, limit };
  const areas = ['a.area > :after'];
  if (request.area !== undefined) areas.push(areaCondition('a', request.area, params));
  const time = timeConditions(request, params).map((condition) => ` AND ${condition}`).join('');
  const pooledMean = 'first.weighted_with_std_dev / first.number_with_std_dev';
  const sql = `WITH first AS (
      SELECT a.area AS area, count(*) AS readings, sum(r."number") AS "number", sum(r.good) AS good,
        sum(r."number" * r.mean) AS weighted, count(r.std_dev) AS with_std_dev,
        sum(CASE WHEN r.std_dev IS NOT NULL THEN r."number" END) AS number_with_std_dev,
        sum(CASE WHEN r.std_dev IS NOT NULL THEN r."number" * r.mean END) AS weighted_with_std_dev
      FROM reading_areas AS a CROSS JOIN readings AS r INDEXED BY readings_by_area_time ON r.area = a.area
      WHERE ${areas.join(' AND ')}${time}
      GROUP BY a.area ORDER BY a.area LIMIT :limit)
    SELECT first.area, first.readings, first."number", first.good, first.weighted, first.with_std_dev, first.number_with_std_dev,
      (SELECT sum(r."number" * (r.std_dev * r.std_dev + (r.mean - ${pooledMean}) * (r.mean - ${pooledMean})))
        FROM readings AS r INDEXED BY readings_by_area_time
        WHERE r.area = first.area${time} AND r.std_dev IS NOT NULL) AS squares
    FROM first ORDER BY first.area`;
  return { sql, params };
}

export function toAreaSummary(row: SummaryRow): AreaSummary {
  const numberWithStdDev = row.number_with_std_dev ?? 0;
  return {
    area: row.area,
    readings: row.readings,
    number: row.number,
    good: row.good,
    mean: row.number > 0 ? row.weighted / row.number : null,
    // Every term of SS is >= 0, so it needs no clamp against a negative rounding error.
    stdDev: numberWithStdDev > 0 && row.squares !== null ? Math.sqrt(row.squares / numberWithStdDev) : null,
    readingsWithoutStdDev: row.readings - row.with_std_dev,
    numberWithStdDev,
  };
}
