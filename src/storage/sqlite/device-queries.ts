// A device's track and what it reported last (issue 18), through migration 070's partial indexes:
// locations_by_device_time (device, timestamp key, id) and readings_by_device_quantity_time (device,
// quantity, time key, id). Every read of locations and readings names its index, so a lost index
// fails the statement (and test/unit/storage/query-plans.test.ts) instead of turning into a scan.
import type Database from 'better-sqlite3';
import { valueIndex } from '../columns.js';
import { decodeKeyset, encodeKeyset } from '../keyset.js';
import type { DeviceLatest, DeviceQueries, DeviceTrack, KeysetPage } from '../queries.js';
import { selectRow } from '../row-sql.js';
import type { FieldValue, RowValues } from '../rows.js';
import { TIMESTAMP_KEY, TIME_KEY, instantKeySql } from './instant-key.js';
import type { ReadSnapshot } from './read-snapshot.js';
import { StatementCache } from './row-reads.js';
import { pageOf } from '../row-sql.js';
import type { BuiltQuery } from './row-reads.js';

/**
 * One page of a device's track, oldest first; exported for the query-plan test. The time bounds
 * arrive as keys already made (instantKey), so the index is compared with constants; and no row
 * carries its sort key, which costs a key expression per row: the cursor's is made for the last row
 * alone. With every column in locations_by_device_time, the page is read from the index, not the table.
 */
export function buildDeviceTrack(
  request: DeviceTrack,
  after: readonly [string, string] | undefined,
  bounds: { fromKey?: string | undefined; toKey?: string | undefined } = {},
): BuiltQuery {
  const params: Record<string, string | number> = { device: request.device, limit: request.limit + 1 };
  const where = ['l.device = :device'];
  // (key, id) > (after): the key's own bound first, so that SQLite seeks the index to it.
  if (after !== undefined) {
    Object.assign(params, { afterKey: after[0], afterId: after[1] });
    where.push(`${TIMESTAMP_KEY} >= :afterKey AND (${TIMESTAMP_KEY} > :afterKey OR l.id > :afterId)`);
  }
  if (bounds.fromKey !== undefined) {
    params.fromKey = bounds.fromKey;
    where.push(`${TIMESTAMP_KEY} >= :fromKey`);
  }
  if (bounds.toKey !== undefined) {
    params.toKey = bounds.toKey;
    // '' is the key of a location without a timestamp: no time bound takes it (from's key already is above it).
    where.push(bounds.fromKey === undefined ? `${TIMESTAMP_KEY} <= :toKey AND ${TIMESTAMP_KEY} > ''` : `${TIMESTAMP_KEY} <= :toKey`);
  }
  return {
    sql: `SELECT ${selectRow('locations', 'l')} FROM locations AS l INDEXED BY locations_by_device_time
      WHERE ${where.join(' AND ')} ORDER BY ${TIMESTAMP_KEY}, l.id LIMIT :limit`,
    params,
  };
}

/** The sort key of a date-time, made by the same expression the index holds. */
const INSTANT_KEY_SQL = `SELECT ${instantKeySql(':instant')}`;

/** The device's newest location: one probe at the end of its range. Exported for the query-plan test. */
export const LATEST_LOCATION_SQL = `SELECT ${selectRow('locations', 'l')} FROM locations AS l INDEXED BY locations_by_device_time
  WHERE l.device = :device ORDER BY ${TIMESTAMP_KEY} DESC, l.id DESC LIMIT 1`;

/**
 * The newest reading of each quantity of the device, quantities in order. SQLite has no skip scan
 * for a range on the second column, so the CTE walks the quantities itself, one probe of the index
 * each (the first quantity after the previous one); each quantity's newest reading is then a seek to
 * the end of its (device, quantity) range, read by rowid. One statement, so SQLite runs the loop. The
 * walk's last row is NULL, where no quantity follows. Exported for the query-plan test.
 */
export const LATEST_READINGS_SQL = (() => {
  const next = (condition: string) => `SELECT q.quantity FROM readings AS q INDEXED BY readings_by_device_quantity_time
    WHERE q.device = :device AND ${condition} ORDER BY q.quantity LIMIT 1`;
  const newest = `SELECT n.rowid FROM readings AS n INDEXED BY readings_by_device_quantity_time
    WHERE n.device = :device AND n.quantity = quantities.quantity ORDER BY ${TIME_KEY} DESC, n.id DESC LIMIT 1`;
  // >= '' takes every quantity and leaves out NULL, a reading without one. The first probe is a
  // subquery of its own, since the first part of a compound cannot have its own ORDER BY and LIMIT.
  return `WITH RECURSIVE quantities(quantity) AS (
      SELECT quantity FROM (${next("q.quantity >= ''")})
      UNION ALL
      SELECT (${next('q.quantity > quantities.quantity')}) FROM quantities WHERE quantities.quantity IS NOT NULL)
    SELECT ${selectRow('readings', 'r')} FROM quantities CROSS JOIN readings AS r ON r.rowid = (${newest})
    WHERE quantities.quantity IS NOT NULL ORDER BY quantities.quantity`;
})();

export class SqliteDeviceQueries implements DeviceQueries {
  readonly #statements: StatementCache;

  constructor(db: Database.Database, snapshot?: ReadSnapshot) {
    this.#statements = new StatementCache(db, snapshot);
  }

  async track(request: DeviceTrack): Promise<KeysetPage<RowValues> | undefined> {
    if (!this.#exists(request.device)) return undefined;
    const after = request.cursor === undefined ? undefined : decodeKeyset(request.scope, request.cursor, ['string', 'string'] as const);
    const query = buildDeviceTrack(request, after, { fromKey: this.#key(request.from), toKey: this.#key(request.to) });
    const rows = this.#statements.raw(query.sql).all(query.params) as FieldValue[][];
    const timestamp = valueIndex('locations', 'timestamp');
    return pageOf(rows, request.limit, (last) =>
      encodeKeyset(request.scope, [this.#key(last[timestamp] as string | null) ?? '', last[0] as string]),
    );
  }

  async latest(device: string): Promise<DeviceLatest | undefined> {
    // All three reads in one turn, so in one read snapshot (read-snapshot.ts): the location and the
    // readings are of the same moment as the device they belong to.
    if (!this.#exists(device)) return undefined;
    const location = this.#statements.raw(LATEST_LOCATION_SQL).get({ device }) as FieldValue[] | undefined;
    const readings = this.#statements.raw(LATEST_READINGS_SQL).all({ device }) as FieldValue[][];
    return { location: location ?? null, readings };
  }

  /** The index's key of a date-time ('' for none), as SQLite makes it. */
  #key(instant: string | null | undefined): string | undefined {
    if (instant === undefined) return undefined;
    return this.#statements.get(INSTANT_KEY_SQL).pluck().get({ instant }) as string;
  }

  #exists(device: string): boolean {
    return this.#statements.get('SELECT 1 FROM devices WHERE id = ?').get(device) !== undefined;
  }
}
