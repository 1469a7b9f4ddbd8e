import { literalPrefix, prefixRange } from '../row-sql.js';

// SQL shared by the reading queries on PostgreSQL; each fragment binds its values (parameters.ts).
import type { Bind } from './parameters.js';

/**
 * The instant key of readings row `r` as readings_by_area_time and readings_by_time index it. The
 * function's result takes the column's COLLATE "C", so it orders as SQLite's BINARY, also against
 * a parameter (an implicit collation wins over the default one).
 */
export const TIME_KEY = 'fieldlog_instant_key(r."time")';

/** An area pattern as a LIKE pattern: `*` becomes `%`, and LIKE's own `%`, `_` and `\` match only themselves. */
export function toLike(pattern: string): string {
  return pattern.replace(/[\\%_]/g, (character) => `\\${character}`).replaceAll('*', '%');
}

/**
 * `column` matching an area pattern. A range on the literal prefix lets readings_by_area_time
 * seek, where LIKE with a parameter cannot: a prepared statement's generic plan does not know the
 * pattern. `seek: false` leaves the range out, for a plan that must not be drawn to that index.
 */
export function areaCondition(column: string, pattern: string, bind: Bind, seek = true): string {
  if (!pattern.includes('*')) return `${column} = ${bind(pattern)}`;
  const prefix = literalPrefix(pattern);
  const like = `${column} LIKE ${bind(toLike(pattern))}`;
  if (!seek || prefix === '') return like;
  const { low, high } = prefixRange(prefix);
  return `${column} >= ${bind(low)} AND ${column} < ${bind(high)} AND ${like}`;
}

/** The time filters shared by search and summary, inclusive, compared as instant keys. */
export function timeConditions(request: { from?: string | undefined; to?: string | undefined }, bind: Bind): string[] {
  const where: string[] = [];
  if (request.from !== undefined) where.push(`${TIME_KEY} >= fieldlog_instant_key(${bind(request.from)})`);
  if (request.to !== undefined) where.push(`${TIME_KEY} <= fieldlog_instant_key(${bind(request.to)})`);
  return where;
}

/**
 * The CTE `areas(area)` of WITH RECURSIVE: the areas that have readings, after `after` (from it, when
 * `inclusive`) and within the pattern's literal prefix, in name order, one probe of
 * readings_by_area_time each (a loose index scan: PostgreSQL 15 has no skip scan, and there is no
 * table of areas). PostgreSQL computes a WITH query only as far as its reader fetches, so a LIMIT
 * over it, through nested loops, ends the walk; each step yields one row, so the rows come in the
 * order of the walk. The last row is NULL. The caller still checks the whole pattern (areaMatch).
 */
export function areasCte(pattern: string | undefined, after: string, bind: Bind, inclusive = false): string {
  const from = inclusive ? '>=' : '>';
  if (pattern !== undefined && !pattern.includes('*')) {
    return `areas(area) AS (SELECT r.area FROM readings AS r WHERE r.area = ${bind(pattern)} AND r.area ${from} ${bind(after)} LIMIT 1)`;
  }
  const prefix = pattern === undefined ? '' : literalPrefix(pattern);
  const start = [`r.area ${from} ${bind(after)}`];
  let below = '';
  if (prefix !== '') {
    const { low, high } = prefixRange(prefix);
    below = ` AND r.area < ${bind(high)}`;
    start.push(`r.area >= ${bind(low)}`);
  }
  return `areas(area) AS (
    (SELECT r.area FROM readings AS r WHERE ${start.join(' AND ')}${below} ORDER BY r.area LIMIT 1)
    UNION ALL
    SELECT (SELECT r.area FROM readings AS r WHERE r.area > areas.area${below} ORDER BY r.area LIMIT 1) FROM areas WHERE areas.area IS NOT NULL)`;
}

/** The condition on a row of `areas` (aliased `alias`): not the walk's final NULL, and within the pattern. */
export function areaMatch(alias: string, pattern: string | undefined, bind: Bind): string {
  const known = `${alias}.area IS NOT NULL`;
  return pattern === undefined || !pattern.includes('*') ? known : `${known} AND ${alias}.area LIKE ${bind(toLike(pattern))}`;
}

/** A reading's quantity and unit as readings_by_area_unit_time keys them: '' for none, which sorts first. */
export const QUANTITY_KEY = "coalesce(r.quantity, '')";
export const UNIT_KEY = "coalesce(r.unit, '')";

/**
 * The version 3 filters (device, quantity, unit) on readings row `r`, exact matches. Quantity and
 * unit are written as readings_by_area_unit_time keys them, so that it can seek to them; no filter
 * value is ever '' (QUANTITY and UNIT in parameters.ts), so the answer is that of the columns.
 * `hideDevice` keeps a generic plan from drawing a walk in time order to the device's index.
 */
export function readingFilterConditions(
  request: { device?: string | undefined; quantity?: string | undefined; unit?: string | undefined },
  bind: Bind,
  hideDevice = false,
): string[] {
  const where: string[] = [];
  if (request.device !== undefined) where.push(`${hideDevice ? "(r.device || '')" : 'r.device'} = ${bind(request.device)}`);
  if (request.quantity !== undefined) where.push(`${QUANTITY_KEY} = ${bind(request.quantity)}`);
  if (request.unit !== undefined) where.push(`${UNIT_KEY} = ${bind(request.unit)}`);
  return where;
}
