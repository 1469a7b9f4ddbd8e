import type { AreaSummary } from '../queries.js';
import { areaCondition, timeConditions } from './reading-filters.js';
import type { BuiltQuery } from './row-reads.js';

// Pooled statistics per area (docs/named-routes.md states the formulas). Each reading i summarises
// n_i samples by their mean μ_i and population standard deviation σ_i. Over all samples,
// N = Σ n_i and μ = Σ n_i μ_i / N, and the sum of squared deviations from μ is
//     SS = Σ n_i (σ_i² + μ_i²) − N μ²  =  Σ n_i (σ_i² + (μ_i − μ)²).
// The right-hand form is computed: it adds non-negative terms, where the left one subtracts two
// large, nearly equal sums (a mean of 20 with σ 0.01 would lose most of its digits). That takes a
// second pass, after μ is known. σ = √(SS / N) is the population standard deviation of the samples.
// Readings without a stdDev cannot contribute to SS, so σ, its N and its μ cover the readings that
// have one; the others are counted in readingsWithoutStdDev.
//
// No intermediate may leave the range of a double (issue 14): n_i μ_i reaches 2^53 · 1.8e308, and
// σ_i² overflows from σ_i = 1.4e154 on and underflows below 1e-162. Each statistic is first computed
// as above, which for any real data is in range, and the answer then is that sum, exactly as before.
// Where it is not (a sum that overflowed to ±Infinity, which SQLite's total() keeps or turns into
// NULL, never back into a number; an SS too small to trust), a pass of its own computes it from scaled
// values and multiplies back at the end:
//   μ = 2^128 · Σ n_i (μ_i / 2^128) / N, which cannot overflow for any N below 2^128; a true mean is
//     within the range, so a result rounded past the largest double is that double;
//   σ = t · √(Σ n_i ((σ_i / t)² + ((μ_i − μ) / t)²) / N), with t the power of two at or below the
//     largest σ_i and |μ_i − μ| (found in one more pass), so every ratio lies below 4. t is at most
//     2^1023: log2 of the largest double rounds to 1024, whose power of two is Infinity.
// Dividing by a power of two is exact unless the quotient is subnormal, and then it loses at most
// 2^-1074 of the largest term. The counts are summed with total(), a double: a thousand counts of
// 2^53 − 1 no longer stop the page with SQLite's integer sum()'s "integer overflow".

export interface SummaryRow {
  area: string;
  readings: number;
  number: number;
  good: number;
  mean: number | null;
  with_std_dev: number;
  number_with_std_dev: number;
  /** t of the scaled SS, or 1 where SS was taken as it is. */
  spread_scale: number;
  /** SS / t². */
  squares: number | null;
}

/** Bound to the statement as doubles, so no decimal literal's rounding is involved. */
const CONSTANTS = {
  largest: Number.MAX_VALUE,
  down: 2 ** -128,
  up: 2 ** 128,
  // SS / N below this (σ below 2^-400) may have lost its squares to underflow: it is recomputed scaled.
  smallestShare: 2 ** -800,
};

/**
 * One statement per page: reading_areas gives the areas in name order, and for each the covering
 * index readings_by_area_time gives its readings in the time range (a seek, not a scan), once for
 * the sums and once, in a correlated subquery, for SS; the scaled passes above run only where they
 * are needed (CASE evaluates only the branch it takes). Areas with no reading in the range form no
 * group. Exported for the query-plan test.
 */
export function buildSummary(
  request: { area?: string | undefined; from?: string | undefined; to?: string | undefined },
  after: string,
  limit: number,
): BuiltQuery {
  const params: Record<string, string | number> = { after, limit, ...CONSTANTS };
  const areas = ['a.area > :after'];
  if (request.area !== undefined) areas.push(areaCondition('a', request.area, params));
  const time = timeConditions(request, params)
    .map((condition) => ` AND ${condition}`)
    .join('');
  // The scaled passes skip readings of no samples, which add nothing and might overflow a ratio.
  const readingsOf = (
    alias: string,
    which: 'all' | 'with-std-dev' | 'scaled' | 'scaled-with-std-dev',
  ) => `FROM readings AS r INDEXED BY readings_by_area_time
        WHERE r.area = ${alias}.area${time}${which.endsWith('with-std-dev') ? ' AND r.std_dev IS NOT NULL' : ''}${which.startsWith('scaled') ? ' AND r."number" > 0' : ''}`;
  const mean = (
    weighted: string,
    count: string,
    which: 'scaled' | 'scaled-with-std-dev',
  ) => `CASE WHEN first.${weighted} BETWEEN -:largest AND :largest
      THEN first.${weighted} / first.${count}
      ELSE max(-:largest, min(:largest, (SELECT total(r."number" * (r.mean * :down)) ${readingsOf('first', which)}) / first.${count} * :up)) END`;
  // |μ_i − μ| overflows to Infinity where the means span more than a double: the largest double stands in.
  const widest = `(SELECT max(max(r.std_dev, min(abs(r.mean - plain.mean_sd), :largest))) ${readingsOf('plain', 'scaled-with-std-dev')})`;
  const deviation = `(CASE WHEN abs(r.mean - scaled.mean_sd) <= :largest THEN (r.mean - scaled.mean_sd) / scaled.scale
            ELSE r.mean / scaled.scale - scaled.mean_sd / scaled.scale END)`;
  const sql = `WITH first AS (
      SELECT a.area AS area, count(*) AS readings, total(r."number") AS "number", total(r.good) AS good,
        total(r."number" * r.mean) AS weighted, count(r.std_dev) AS with_std_dev,
        total(CASE WHEN r.std_dev IS NOT NULL THEN r."number" END) AS number_with_std_dev,
        total(CASE WHEN r.std_dev IS NOT NULL THEN r."number" * r.mean END) AS weighted_with_std_dev
      FROM reading_areas AS a CROSS JOIN readings AS r INDEXED BY readings_by_area_time ON r.area = a.area
      WHERE ${areas.join(' AND ')}${time}
      GROUP BY a.area ORDER BY a.area LIMIT :limit),
    means AS MATERIALIZED (
      SELECT first.*, ${mean('weighted', '"number"', 'scaled')} AS mean,
        CASE WHEN first.number_with_std_dev IN (0, first."number") THEN NULL
          ELSE ${mean('weighted_with_std_dev', 'number_with_std_dev', 'scaled-with-std-dev')} END AS own_mean_sd
      FROM first),
    plain AS MATERIALIZED (
      SELECT m.*, CASE WHEN m.number_with_std_dev > 0 THEN (SELECT total(r."number" * (r.std_dev * r.std_dev + (r.mean - m.mean_sd) * (r.mean - m.mean_sd)))
          ${readingsOf('m', 'with-std-dev')}) END AS squares
      FROM (SELECT means.*, coalesce(means.own_mean_sd, means.mean) AS mean_sd FROM means) AS m),
    spread AS MATERIALIZED (
      SELECT plain.*, CASE WHEN plain.number_with_std_dev > 0 AND NOT (plain.squares BETWEEN :smallestShare * plain.number_with_std_dev AND :largest)
          THEN ${widest} END AS widest
      FROM plain),
    scaled AS MATERIALIZED (
      SELECT spread.*, CASE WHEN spread.widest > 0 THEN power(2, min(floor(log2(spread.widest)), 1023)) ELSE 1.0 END AS scale
      FROM spread)
    SELECT scaled.area, scaled.readings, scaled."number", scaled.good, scaled.mean, scaled.with_std_dev, scaled.number_with_std_dev,
      scaled.scale AS spread_scale,
      CASE WHEN scaled.widest IS NULL THEN scaled.squares
        ELSE (SELECT total(r."number" * ((r.std_dev / scaled.scale) * (r.std_dev / scaled.scale) + ${deviation} * ${deviation}))
          ${readingsOf('scaled', 'scaled-with-std-dev')}) END AS squares
    FROM scaled`;
  return { sql, params };
}

/**
 * The rows in area order, as the page and its cursor need. The statement's areas are the first
 * ones in name order, but its last stage reads a materialized table, whose order SQLite does not
 * promise; sorting a page here costs less than the temporary B-tree an ORDER BY there would build.
 * Areas are ASCII (AREA in parameters.ts), so comparing UTF-16 code units is SQLite's BINARY order.
 */
export function inAreaOrder(rows: SummaryRow[]): SummaryRow[] {
  return rows.sort((a, b) => (a.area < b.area ? -1 : a.area > b.area ? 1 : 0));
}

export function toAreaSummary(row: SummaryRow): AreaSummary {
  // t · √(SS / t² / N): every term of SS is >= 0, so it needs no clamp against a negative rounding
  // error. A σ beyond the largest double (readings whose means or spreads are near it themselves)
  // is null, in every format, rather than Infinity (docs/named-routes.md).
  const stdDev =
    row.number_with_std_dev > 0 && row.squares !== null && row.spread_scale !== null
      ? row.spread_scale * Math.sqrt(row.squares / row.number_with_std_dev)
      : null;
  return {
    area: row.area,
    readings: row.readings,
    number: row.number,
    good: row.good,
    mean: row.number > 0 ? row.mean : null,
    stdDev: stdDev !== null && Number.isFinite(stdDev) ? stdDev : null,
    readingsWithoutStdDev: row.readings - row.with_std_dev,
    numberWithStdDev: row.number_with_std_dev,
  };
}
