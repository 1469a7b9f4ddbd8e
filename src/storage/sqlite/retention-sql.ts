// Retention's deletes on SQLite (issue 21): the WHERE of a filter, built on the main thread as the
// searches build theirs (the same instant keys, area patterns and boxes, so a filter takes exactly
// the rows the search shows), and the batch that runs on the connection that commits writes: the
// writer thread's, inside its group commit, or this thread's without one.
import type Database from 'better-sqlite3';
import { quoteIdentifier } from '../columns.js';
import { newEvent } from '../events.js';
import { EVENT_COLUMNS, eventValues } from '../events.js';
import { longitudeRanges } from '../geo.js';
import { selectRow } from '../row-sql.js';
import type { RawRow } from '../rows.js';
import type { RetainedCollection, RetentionFilter } from '../retention.js';
import type { RetentionWhere } from './writer/messages.js';
import { TIMESTAMP_KEY, TIME_KEY, instantKeySql } from './instant-key.js';
import { areaCondition, readingFilterConditions } from './reading-filters.js';

/** The instant key of each collection's time field, as its index (migration 002) holds it. */
export function retentionKey(collection: RetainedCollection): string {
  return collection === 'readings' ? TIME_KEY : TIMESTAMP_KEY;
}

export function retentionWhere(collection: RetainedCollection, filter: RetentionFilter): RetentionWhere {
  const params: Record<string, string | number> = {};
  const key = retentionKey(collection);
  // Every row, when nothing narrows (the caller requires a filter); '' is the key of a row without a
  // time, which no time bound takes (`from` leaves it out by itself).
  const where: string[] = ['1 = 1'];
  if (filter.before !== undefined) {
    where.push(`${key} < ${instantKeySql(':before')} AND ${key} > ''`);
    params.before = filter.before;
  }
  if (filter.from !== undefined) {
    where.push(`${key} >= ${instantKeySql(':from')}`);
    params.from = filter.from;
  }
  if (collection === 'readings') {
    if (filter.area !== undefined) where.push(areaCondition('t', filter.area, params));
    if (filter.minMean !== undefined) {
      where.push('t.mean >= :minMean');
      params.minMean = filter.minMean;
    }
    if (filter.maxMean !== undefined) {
      where.push('t.mean <= :maxMean');
      params.maxMean = filter.maxMean;
    }
    where.push(...readingFilterConditions(filter, params, 't'));
  } else {
    if (filter.device !== undefined) {
      where.push('t.device = :device');
      params.device = filter.device;
    }
    const bbox = filter.bbox;
    if (bbox !== undefined) {
      const ranges = longitudeRanges(bbox.minLon, bbox.maxLon);
      Object.assign(params, { south: bbox.minLat, north: bbox.maxLat });
      where.push('t.latitude BETWEEN :south AND :north');
      where.push(`(${ranges.map((_, index) => `t.longitude BETWEEN :west${index} AND :east${index}`).join(' OR ')})`);
      ranges.forEach(([west, east], index) => {
        Object.assign(params, { [`west${index}`]: west, [`east${index}`]: east });
      });
    }
  }
  return { where: where.join(' AND '), params };
}

export function countSql(collection: RetainedCollection, where: string): string {
  return `SELECT count(*) AS n FROM ${quoteIdentifier(collection)} AS t WHERE ${where}`;
}

/**
 * One batch on the connection that commits writes, inside the caller's transaction: the oldest
 * `limit` matching rows go (oldest first, through the time index), and each row's `*.deleted` event
 * is appended beside it, so both commit together (INTERFACE.md §9). Statements are kept by text: a
 * filter's shape, not its values, makes the text.
 */
export class RetentionBatch {
  readonly #db: Database.Database;
  readonly #statements = new Map<string, Database.Statement>();

  constructor(db: Database.Database) {
    this.#db = db;
  }

  run(collection: RetainedCollection, where: RetentionWhere, limit: number, actor: string | null): number {
    const table = quoteIdentifier(collection);
    const remove = this.#statement(
      `DELETE FROM ${table} WHERE rowid IN (SELECT t.rowid FROM ${table} AS t WHERE ${where.where} ORDER BY ${retentionKey(collection)} LIMIT :limit)
       RETURNING ${selectRow(collection)}`,
    );
    const rows = remove.all({ ...where.params, limit }) as RawRow[];
    if (rows.length === 0) return 0;
    const append = this.#statement(`INSERT INTO events (${EVENT_COLUMNS.join(', ')}) VALUES (${EVENT_COLUMNS.map(() => '?').join(', ')})`);
    const at = new Date().toISOString();
    for (const row of rows) append.run(eventValues(newEvent(collection, 'deleted', row, actor, at)));
    return rows.length;
  }

  #statement(sql: string): Database.Statement {
    let found = this.#statements.get(sql);
    if (found === undefined) {
      found = this.#db.prepare(sql);
      this.#statements.set(sql, found);
    }
    return found;
  }
}
