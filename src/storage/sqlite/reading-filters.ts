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
