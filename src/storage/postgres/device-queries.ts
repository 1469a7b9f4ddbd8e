// A device's track and what it reported last on PostgreSQL, answering exactly as
// src/storage/sqlite/device-queries.ts does: the same sort keys (fieldlog_instant_key is SQLite's
// instant key), the same order and the same cursors, through the same indexes of migration 070.
import { sortKeyIndex } from '../columns.js';
import { decodeKeyset, encodeKeyset } from '../keyset.js';
import type { DeviceLatest, DeviceQueries, DeviceTrack, KeysetPage } from '../queries.js';
import { pageOf, selectRow } from '../row-sql.js';
import type { FieldValue, RowValues } from '../rows.js';
import type { Session } from './connection.js';
import { parameters } from './parameters.js';
import type { PostgresQuery } from './parameters.js';
import { TIME_KEY } from './reading-filters.js';
import { isStorableText } from './text.js';

/** The time key as locations_by_device_time indexes it; the column's COLLATE "C" carries over to it, so it orders as SQLite's BINARY. */
const TIMESTAMP_KEY = 'fieldlog_instant_key(l."timestamp")';
/** Track rows carry their sort key after the row, as SQLite's do. */
const SORT_KEY = sortKeyIndex('locations');

/** One page of a device's track, oldest first; exported for a query-plan test. */
export function buildDeviceTrack(request: DeviceTrack, after: readonly [string, string] | undefined): PostgresQuery {
  const { values, bind } = parameters();
  const where = [`l.device = ${bind(request.device)}`];
  // A row comparison, which PostgreSQL seeks locations_by_device_time to.
  if (after !== undefined) where.push(`(${TIMESTAMP_KEY}, l.id) > (${bind(after[0])}, ${bind(after[1])})`);
  // '' is the key of a location without a timestamp: no time bound takes it.
  if (request.from !== undefined) where.push(`${TIMESTAMP_KEY} >= fieldlog_instant_key(${bind(request.from)}) AND ${TIMESTAMP_KEY} > ''`);
  if (request.to !== undefined) where.push(`${TIMESTAMP_KEY} <= fieldlog_instant_key(${bind(request.to)}) AND ${TIMESTAMP_KEY} > ''`);
  return {
    text: `SELECT ${selectRow('locations', 'l')}, ${TIMESTAMP_KEY} AS sort_key FROM locations AS l
      WHERE ${where.join(' AND ')} ORDER BY ${TIMESTAMP_KEY}, l.id LIMIT ${bind(request.limit + 1)}`,
    values,
  };
}

/** The device's newest location: one probe at the end of its range. Exported for a query-plan test. */
export const LATEST_LOCATION_SQL = `SELECT ${selectRow('locations', 'l')} FROM locations AS l
  WHERE l.device = $1 ORDER BY ${TIMESTAMP_KEY} DESC, l.id DESC LIMIT 1`;

/**
 * The newest reading of each quantity of the device, quantities in order: a recursive "loose index
 * scan" over readings_by_device_quantity_time (PostgreSQL 15 has no skip scan), one probe per
 * quantity, as areasCte walks areas (reading-filters.ts); then each quantity's newest reading, a seek
 * to the end of its (device, quantity) range. The walk's last row is NULL. Exported for a query-plan test.
 */
export const LATEST_READINGS_SQL = `WITH RECURSIVE quantities(quantity) AS (
    (SELECT r.quantity FROM readings AS r WHERE r.device = $1 AND r.quantity IS NOT NULL ORDER BY r.quantity LIMIT 1)
    UNION ALL
    SELECT (SELECT r.quantity FROM readings AS r WHERE r.device = $1 AND r.quantity > q.quantity ORDER BY r.quantity LIMIT 1)
    FROM quantities AS q WHERE q.quantity IS NOT NULL)
  SELECT ${selectRow('readings', 'r')}
  FROM quantities AS q
  CROSS JOIN LATERAL (SELECT * FROM readings AS r WHERE r.device = $1 AND r.quantity = q.quantity
    ORDER BY ${TIME_KEY} DESC, r.id DESC LIMIT 1) AS r
  WHERE q.quantity IS NOT NULL
  ORDER BY q.quantity`;

export class PostgresDeviceQueries implements DeviceQueries {
  readonly #db: Session;

  constructor(db: Session) {
    this.#db = db;
  }

  async track(request: DeviceTrack): Promise<KeysetPage<RowValues> | undefined> {
    if (!(await this.#exists(request.device))) return undefined;
    const after = request.cursor === undefined ? undefined : decodeKeyset(request.scope, request.cursor, ['string', 'string'] as const);
    const query = buildDeviceTrack(request, after);
    const rows = (await this.#db.arrays(query.text, query.values)) as FieldValue[][];
    return pageOf(rows, request.limit, (last) => encodeKeyset(request.scope, [last[SORT_KEY] as string, last[0] as string]));
  }

  async latest(device: string): Promise<DeviceLatest | undefined> {
    if (!(await this.#exists(device))) return undefined;
    const [location, readings] = await Promise.all([
      this.#db.arrays(LATEST_LOCATION_SQL, [device]),
      this.#db.arrays(LATEST_READINGS_SQL, [device]),
    ]);
    return { location: (location[0] as RowValues | undefined) ?? null, readings: readings as RowValues[] };
  }

  async #exists(device: string): Promise<boolean> {
    if (!isStorableText(device)) return false;
    return (await this.#db.arrays('SELECT 1 FROM devices WHERE id = $1', [device])).length > 0;
  }
}
