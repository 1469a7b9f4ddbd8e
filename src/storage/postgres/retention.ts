// Retention's deletes on PostgreSQL (issue 21), the SQL of SQLite's (sqlite/retention-sql.ts) in
// this dialect: the same instant keys, area patterns and boxes as the searches, so a filter takes
// exactly the rows the search shows. A batch takes its rows FOR UPDATE SKIP LOCKED: two processes
// running batches at once take different rows, and a row being changed by a request is left for
// the next batch rather than waited for.
import { quoteIdentifier } from '../columns.js';
import { newEvent } from '../events.js';
import { longitudeRanges } from '../geo.js';
import type { RetainedCollection, RetentionDeletes, RetentionFilter } from '../retention.js';
import { selectRow } from '../row-sql.js';
import type { RawRow } from '../rows.js';
import type { PostgresPool } from './connection.js';
import { appendEvents } from './event-append.js';
import { parameters } from './parameters.js';
import type { Bind } from './parameters.js';
import { areaCondition } from './reading-filters.js';

/** The instant key of each collection's time field, as readings_by_time and locations_by_time index it. */
function keyOf(collection: RetainedCollection): string {
  return collection === 'readings' ? 'fieldlog_instant_key(t."time")' : 'fieldlog_instant_key(t."timestamp")';
}

/** The filter as a WHERE over the collection aliased `t`. */
export function retentionWhere(collection: RetainedCollection, filter: RetentionFilter, bind: Bind): string {
  const key = keyOf(collection);
  // Every row, when nothing narrows (the caller requires a filter); '' is the key of a row without a
  // time, which no time bound takes (`from` leaves it out by itself).
  const where = ['true'];
  if (filter.before !== undefined) where.push(`${key} < fieldlog_instant_key(${bind(filter.before)}) AND ${key} > ''`);
  if (filter.from !== undefined) where.push(`${key} >= fieldlog_instant_key(${bind(filter.from)})`);
  if (filter.device !== undefined) where.push(`t.device = ${bind(filter.device)}`);
  if (collection === 'readings') {
    if (filter.area !== undefined) where.push(areaCondition('t.area', filter.area, bind));
    if (filter.minMean !== undefined) where.push(`t.mean >= ${bind(filter.minMean)}`);
    if (filter.maxMean !== undefined) where.push(`t.mean <= ${bind(filter.maxMean)}`);
    if (filter.quantity !== undefined) where.push(`t.quantity = ${bind(filter.quantity)}`);
    if (filter.unit !== undefined) where.push(`t.unit = ${bind(filter.unit)}`);
  } else if (filter.bbox !== undefined) {
    const { bbox } = filter;
    where.push(`t.latitude BETWEEN ${bind(bbox.minLat)} AND ${bind(bbox.maxLat)}`);
    const ranges = longitudeRanges(bbox.minLon, bbox.maxLon);
    where.push(`(${ranges.map(([west, east]) => `t.longitude BETWEEN ${bind(west)} AND ${bind(east)}`).join(' OR ')})`);
  }
  return where.join(' AND ');
}

export class PostgresRetentionDeletes implements RetentionDeletes {
  readonly #db: PostgresPool;
  readonly #announce: () => void;

  /** On the primary: a dry run counts what a delete would take now, not what a standby has seen. */
  constructor(db: PostgresPool, announce: () => void) {
    this.#db = db;
    this.#announce = announce;
  }

  async count(collection: RetainedCollection, filter: RetentionFilter): Promise<number> {
    const { values, bind } = parameters();
    const where = retentionWhere(collection, filter, bind);
    const [row] = await this.#db.rows<{ n: string }>(
      `SELECT count(*) AS n FROM ${quoteIdentifier(collection)} AS t WHERE ${where}`,
      values,
    );
    return Number(row!.n);
  }

  async deleteBatch(collection: RetainedCollection, filter: RetentionFilter, limit: number, actor: string | null): Promise<number> {
    const { values, bind } = parameters();
    const table = quoteIdentifier(collection);
    const where = retentionWhere(collection, filter, bind);
    const sql = `DELETE FROM ${table} WHERE id IN (
        SELECT t.id FROM ${table} AS t WHERE ${where} ORDER BY ${keyOf(collection)} LIMIT ${bind(limit)} FOR UPDATE SKIP LOCKED
      ) RETURNING ${selectRow(collection)}`;
    const removed = await this.#db.transaction(async (session) => {
      const rows = await session.rows<RawRow>(sql, values);
      // The rows' events in the same transaction, after them: the log's lock is held from here to COMMIT only.
      const at = new Date().toISOString();
      await appendEvents(
        session,
        rows.map((row) => newEvent(collection, 'deleted', row, actor, at)),
      );
      return rows.length;
    });
    if (removed > 0) this.#announce();
    return removed;
  }
}
