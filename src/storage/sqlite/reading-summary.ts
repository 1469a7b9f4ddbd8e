import type { AreaSummary, ReadingSummaryRequest } from '../queries.js';
import { areaCondition, hasUnitGroup, quantityKey, readingFilterConditions, timeConditions, unitKey } from './reading-filters.js';
import type { BuiltQuery } from './row-reads.js';

// Pooled statistics per group of readings: one area, one quantity, one unit (issue 18), so that
// readings of different units are never pooled; readings written through versions 1 and 2, which
// have neither, are one group per area. docs/named-routes.md states the formulas. Each reading i
// summarises n_i samples by their mean μ_i and population standard deviation σ_i. Over all samples,
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
  /** '' for readings without one. */
  quantity: string;
  unit: string;
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

/** The last group of the previous page, as (area, quantity, unit) with '' for no quantity or unit; all '' before the first page. */
export type SummaryKey = readonly [string, string, string];

/** The key of a summary's group, as the cursor after it holds it. */
export function summaryKey(summary: AreaSummary): SummaryKey {
  return [summary.area, summary.quantity ?? '', summary.unit ?? ''];
}

/**
 * One statement per page; exported for the query-plan test. The groups come from two walks of
 * reading_areas, both in group order, so neither sorts:
 * - unit groups: for each area, readings_by_area_unit_time holds its readings with a quantity or a
 *   unit in order of quantity, unit and time, so SQLite sums them group by group as it reads. It is
 *   read whole within each area (the time range is checked in it, but a seek to it would need one
 *   quantity and one unit, and SQLite has no skip scan past them).
 * - groups without quantity and unit (written through versions 1 and 2), one per area and first in
 *   it: readings_by_area_time gives each area's readings in the time range, a seek, as before
 *   version 3; quantity and unit are checked in that index too. While the unit groups fill a page,
 *   this walk stops at the last area they reach: no later group can be on the page.
 * Each walk takes at most `limit` groups, and the page is the first `limit` of both together
 * (inGroupOrder sorts them; SQLite would sort the merge of two grouped walks with a temporary
 * B-tree). Both lists cover every group of the page, so where areas hold both kinds, up to `limit`
 * groups beyond the page are summed too. Each group's readings are then read once more, in a
 * correlated subquery, for SS; the scaled passes above run only where they are needed (CASE
 * evaluates only the branch it takes). Groups with no reading in the range make no item.
 */
export function buildSummary(request: Omit<ReadingSummaryRequest, 'limit' | 'scope'>, after: SummaryKey, limit: number): BuiltQuery {
  const params: Record<string, string | number> = {
    afterArea: after[0],
    afterQuantity: after[1],
    afterUnit: after[2],
    limit,
    // Above every area (AREA in parameters.ts is ASCII): no bound while the unit groups do not fill a page.
    lastArea: '\u{10FFFF}',
    ...CONSTANTS,
  };
  const { device, quantity, unit } = request;
  const and = (conditions: readonly string[]) => conditions.map((condition) => ` AND ${condition}`).join('');
  const areas: string[] = [];
  if (request.area !== undefined) areas.push(areaCondition('a', request.area, params));
  // A probe per area, so that a device's summary skips the areas where it has no reading.
  if (device !== undefined) {
    areas.push('EXISTS (SELECT 1 FROM readings AS d INDEXED BY readings_by_device_area_time WHERE d.device = :device AND d.area = a.area)');
  }
  const time = and(timeConditions(request, params));
  // Within a group, only the device is left to filter: the group fixes quantity and unit.
  const filter = and(readingFilterConditions({ device }, params));
  const kind = and(readingFilterConditions({ quantity, unit }, params));
  // The scaled passes skip readings of no samples, which add nothing and might overflow a ratio.
  const overGroup = (alias: string, which: 'with-std-dev' | 'scaled' | 'scaled-with-std-dev', select: string) => {
    const extra = `${which.endsWith('with-std-dev') ? ' AND r.std_dev IS NOT NULL' : ''}${which.startsWith('scaled') ? ' AND r."number" > 0' : ''}`;
    return `CASE WHEN ${alias}.quantity = '' AND ${alias}.unit = ''
        THEN (SELECT ${select} FROM readings AS r INDEXED BY readings_by_area_time
          WHERE r.area = ${alias}.area${time} AND r.quantity IS NULL AND r.unit IS NULL${filter}${extra})
        ELSE (SELECT ${select} FROM readings AS r INDEXED BY readings_by_area_unit_time
          WHERE r.area = ${alias}.area AND ${quantityKey('r')} = ${alias}.quantity AND ${unitKey('r')} = ${alias}.unit
            AND ${hasUnitGroup('r')}${time}${filter}${extra}) END`;
  };
  const mean = (
    weighted: string,
    count: string,
    which: 'scaled' | 'scaled-with-std-dev',
  ) => `CASE WHEN first.${weighted} BETWEEN -:largest AND :largest
      THEN first.${weighted} / first.${count}
      ELSE max(-:largest, min(:largest, (${overGroup('first', which, 'total(r."number" * (r.mean * :down))')}) / first.${count} * :up)) END`;
  // |μ_i − μ| overflows to Infinity where the means span more than a double: the largest double stands in.
  const widest = `(${overGroup('plain', 'scaled-with-std-dev', 'max(max(r.std_dev, min(abs(r.mean - plain.mean_sd), :largest)))')})`;
  const deviation = `(CASE WHEN abs(r.mean - scaled.mean_sd) <= :largest THEN (r.mean - scaled.mean_sd) / scaled.scale
            ELSE r.mean / scaled.scale - scaled.mean_sd / scaled.scale END)`;
  const sums = `count(*) AS readings, total(r."number") AS "number", total(r.good) AS good,
        total(r."number" * r.mean) AS weighted, count(r.std_dev) AS with_std_dev,
        total(CASE WHEN r.std_dev IS NOT NULL THEN r."number" END) AS number_with_std_dev,
        total(CASE WHEN r.std_dev IS NOT NULL THEN r."number" * r.mean END) AS weighted_with_std_dev`;
  // A quantity or unit the request fixes is no key to group by: SQLite would sort for it.
  const order = ['a.area', ...(quantity === undefined ? [quantityKey('r')] : []), ...(unit === undefined ? [unitKey('r')] : [])].join(', ');
  const unitGroups = `unit_groups AS MATERIALIZED (
      SELECT a.area AS area, ${quantity === undefined ? quantityKey('r') : ':quantity'} AS quantity, ${unit === undefined ? unitKey('r') : ':unit'} AS unit, ${sums}
      FROM reading_areas AS a CROSS JOIN readings AS r INDEXED BY readings_by_area_unit_time ON r.area = a.area
      WHERE a.area >= :afterArea AND (a.area > :afterArea OR (${quantityKey('r')}, ${unitKey('r')}) > (:afterQuantity, :afterUnit))${and(areas)}
        AND ${hasUnitGroup('r')}${kind}${time}${filter}
      GROUP BY ${order} ORDER BY ${order} LIMIT :limit)`;
  // The group without quantity and unit is the first of its area: after the cursor only in a later area.
  const plainGroups = `plain_groups AS MATERIALIZED (
      SELECT a.area AS area, '' AS quantity, '' AS unit, ${sums}
      FROM reading_areas AS a CROSS JOIN readings AS r INDEXED BY readings_by_area_time ON r.area = a.area
      WHERE a.area > :afterArea${and(areas)}
        AND a.area <= coalesce((SELECT CASE WHEN count(*) = :limit THEN max(area) END FROM unit_groups), :lastArea)${time}
        AND r.quantity IS NULL AND r.unit IS NULL${filter}
      GROUP BY a.area ORDER BY a.area LIMIT :limit)`;
  // A quantity or unit filter leaves out the readings that have neither.
  const groups =
    quantity === undefined && unit === undefined
      ? [unitGroups, plainGroups, 'first AS (SELECT * FROM unit_groups UNION ALL SELECT * FROM plain_groups)']
      : [unitGroups, 'first AS (SELECT * FROM unit_groups)'];
  const sql = `WITH ${groups.join(',\n    ')},
    means AS MATERIALIZED (
      SELECT first.*, ${mean('weighted', '"number"', 'scaled')} AS mean,
        CASE WHEN first.number_with_std_dev IN (0, first."number") THEN NULL
          ELSE ${mean('weighted_with_std_dev', 'number_with_std_dev', 'scaled-with-std-dev')} END AS own_mean_sd
      FROM first),
    plain AS MATERIALIZED (
      SELECT m.*, CASE WHEN m.number_with_std_dev > 0
          THEN ${overGroup('m', 'with-std-dev', 'total(r."number" * (r.std_dev * r.std_dev + (r.mean - m.mean_sd) * (r.mean - m.mean_sd)))')} END AS squares
      FROM (SELECT means.*, coalesce(means.own_mean_sd, means.mean) AS mean_sd FROM means) AS m),
    spread AS MATERIALIZED (
      SELECT plain.*, CASE WHEN plain.number_with_std_dev > 0 AND NOT (plain.squares BETWEEN :smallestShare * plain.number_with_std_dev AND :largest)
          THEN ${widest} END AS widest
      FROM plain),
    scaled AS MATERIALIZED (
      SELECT spread.*, CASE WHEN spread.widest > 0 THEN power(2, min(floor(log2(spread.widest)), 1023)) ELSE 1.0 END AS scale
      FROM spread)
    SELECT scaled.area, scaled.quantity, scaled.unit, scaled.readings, scaled."number", scaled.good, scaled.mean, scaled.with_std_dev, scaled.number_with_std_dev,
      scaled.scale AS spread_scale,
      CASE WHEN scaled.widest IS NULL THEN scaled.squares
        ELSE ${overGroup('scaled', 'scaled-with-std-dev', `total(r."number" * ((r.std_dev / scaled.scale) * (r.std_dev / scaled.scale) + ${deviation} * ${deviation}))`)} END AS squares
    FROM scaled`;
  return { sql, params };
}

/**
 * The rows in group order, as the page and its cursor need. The statement's groups are the first
 * ones in order, but its last stage reads a materialized table, whose order SQLite does not
 * promise; sorting a page here costs less than the temporary B-tree an ORDER BY there would build.
 */
export function inGroupOrder(rows: SummaryRow[]): SummaryRow[] {
  return rows.sort((a, b) => compareBinary(a.area, b.area) || compareBinary(a.quantity, b.quantity) || compareBinary(a.unit, b.unit));
}

/**
 * SQLite's BINARY order (memcmp of UTF-8). Areas and quantities are ASCII, where UTF-16 code units
 * compare the same; a unit is whatever UCUM code the client sent, so it is compared as bytes.
 */
function compareBinary(a: string, b: string): number {
  return a === b ? 0 : Buffer.compare(Buffer.from(a), Buffer.from(b));
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
    // Absent rather than null for readings written without them, as AreaSummary has it.
    ...(row.quantity === '' ? {} : { quantity: row.quantity }),
    ...(row.unit === '' ? {} : { unit: row.unit }),
    readings: row.readings,
    number: row.number,
    good: row.good,
    mean: row.number > 0 ? row.mean : null,
    stdDev: stdDev !== null && Number.isFinite(stdDev) ? stdDev : null,
    readingsWithoutStdDev: row.readings - row.with_std_dev,
    numberWithStdDev: row.number_with_std_dev,
  };
}
