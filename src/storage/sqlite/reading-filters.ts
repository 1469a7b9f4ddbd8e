import { TIME_KEY, instantKeySql } from './instant-key.js';
import { toGlob } from './row-reads.js';
import { literalPrefix, prefixRange } from '../row-sql.js';

// WHERE fragments shared by the reading queries. Each adds its values to `params` under fixed names.

/** `r.area` matching an area pattern, for reading_areas (alias a) or readings (alias r). */
export function areaCondition(alias: string, pattern: string, params: Record<string, string | number>): string {
  if (!pattern.includes('*')) {
    params.area = pattern;
    return `${alias}.area = :area`;
  }
  params.glob = toGlob(pattern);
  const prefix = literalPrefix(pattern);
  if (prefix === '') return `${alias}.area GLOB :glob`;
  // The prefix as a range lets the index seek; GLOB then checks the rest of the pattern.
  Object.assign(params, { areaLow: prefixRange(prefix).low, areaHigh: prefixRange(prefix).high });
  return `${alias}.area >= :areaLow AND ${alias}.area < :areaHigh AND ${alias}.area GLOB :glob`;
}

/** The time filters shared by search and summary. */
export function timeConditions(
  request: { from?: string | undefined; to?: string | undefined },
  params: Record<string, string | number>,
): string[] {
  const where: string[] = [];
  if (request.from !== undefined) {
    where.push(`${TIME_KEY} >= ${instantKeySql(':from')}`);
    params.from = request.from;
  }
  if (request.to !== undefined) {
    where.push(`${TIME_KEY} <= ${instantKeySql(':to')}`);
    params.to = request.to;
  }
  return where;
}

/**
 * The version 3 filters (device, quantity, unit), exact matches on readings row `alias`. Quantity and
 * unit are written as readings_by_area_unit_time indexes them (coalesce to ''), so that index can
 * seek to them; no filter value is ever '' (QUANTITY and UNIT in parameters.ts), so the answer is
 * the same as comparing the columns.
 */
export function readingFilterConditions(
  request: { device?: string | undefined; quantity?: string | undefined; unit?: string | undefined },
  params: Record<string, string | number>,
  alias = 'r',
): string[] {
  const where: string[] = [];
  if (request.device !== undefined) {
    where.push(`${alias}.device = :device`);
    params.device = request.device;
  }
  if (request.quantity !== undefined) {
    where.push(`${quantityKey(alias)} = :quantity`);
    params.quantity = request.quantity;
  }
  if (request.unit !== undefined) {
    where.push(`${unitKey(alias)} = :unit`);
    params.unit = request.unit;
  }
  return where;
}

/** A reading's quantity as readings_by_area_unit_time keys it: '' for none, which sorts first. */
export function quantityKey(alias: string): string {
  return `coalesce(${alias}.quantity, '')`;
}

/** A reading's unit as readings_by_area_unit_time keys it: '' for none, which sorts first. */
export function unitKey(alias: string): string {
  return `coalesce(${alias}.unit, '')`;
}

/** The readings readings_by_area_unit_time holds: its WHERE, which SQLite must find in a query to use the index. */
export function hasUnitGroup(alias: string): string {
  return `(${alias}.quantity IS NOT NULL OR ${alias}.unit IS NOT NULL)`;
}
