// The data access of the Fastify + PostgreSQL peer (issue 16): the same client as Fieldlog's store
// (`pg`), a pg.Pool of Fieldlog's default size (DATABASE_POOL_SIZE, 10), every statement prepared by
// name, synchronous_commit on, and Fieldlog's own tables (the bench migrates each fresh database with
// Fieldlog's migrations). What it does NOT share is the point of the comparison: each create is one
// INSERT … RETURNING in its own transaction, so one commit (one WAL flush) per request, where
// Fieldlog's store groups the creates that arrive together (src/storage/postgres/insert-groups.ts).
import pg from 'pg';
import { monotonicFactory } from 'ulid';
import { DEFAULT_POOL_SIZE } from '../../src/storage/postgres/connection.js';
import { buildLocationSearch } from '../../src/storage/postgres/location-queries.js';
import { selectRow } from '../../src/storage/row-sql.js';
import type { LocationRow, NewLocation } from './sqlite.js';

export interface PgPeerData {
  get(id: string): Promise<LocationRow | undefined>;
  /** Newest id first, as GET /locations lists; one extra row tells whether another page exists. */
  list(limit: number): Promise<LocationRow[]>;
  /** Newest timestamp first: Fieldlog's /locations/latest query on PostgreSQL, with its sort key. */
  latest(limit: number): Promise<(LocationRow & { sort_key: string })[]>;
  /** One INSERT … RETURNING, autocommitted: one durable commit per call. */
  insert(location: NewLocation): Promise<LocationRow>;
  check(): Promise<void>;
  close(): Promise<void>;
}

interface Prepared {
  name: string;
  text: string;
}

export function openPgPeerData(url: string): PgPeerData {
  const pool = new pg.Pool({
    connectionString: url,
    max: DEFAULT_POOL_SIZE,
    // Fieldlog's session settings that can touch these statements (src/storage/postgres/connection.ts);
    // synchronous_commit is the server's default, spelled out because it is what the creates measure.
    options: '-c jit=off -c synchronous_commit=on',
    application_name: 'fastify-pg-peer',
    keepAlive: true,
  });
  pool.on('error', () => {});
  const row = selectRow('locations');
  const get: Prepared = { name: 'peer_get', text: `SELECT ${row} FROM locations WHERE id = $1` };
  const list: Prepared = { name: 'peer_list', text: `SELECT ${row} FROM locations ORDER BY id DESC LIMIT $1` };
  const latestQuery = buildLocationSearch({ limit: 0, scope: 'location-latest' }, undefined);
  const latest: Prepared = { name: 'peer_latest', text: latestQuery.text };
  const insert: Prepared = {
    name: 'peer_insert',
    text: `INSERT INTO locations (id, created_at, updated_at, longitude, latitude, altitude, speed, "timestamp")
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${row}`,
  };
  const check: Prepared = { name: 'peer_check', text: 'SELECT count(*) FROM schema_migrations' };
  const nextId = monotonicFactory();
  const rows = async <T>(statement: Prepared, values: unknown[]): Promise<T[]> =>
    (await pool.query({ name: statement.name, text: statement.text, values })).rows as T[];
  return {
    get: async (id) => (await rows<LocationRow>(get, [id]))[0],
    list: async (limit) => (await rows<LocationRow>(list, [limit + 1])).slice(0, limit),
    // buildLocationSearch binds only the limit (+1) when there is no bound and no cursor.
    latest: async (limit) => (await rows<LocationRow & { sort_key: string }>(latest, [limit + 1])).slice(0, limit),
    insert: async (location) => {
      const now = new Date().toISOString();
      const [stored] = await rows<LocationRow>(insert, [
        nextId(),
        now,
        now,
        location.longitude,
        location.latitude,
        location.altitude,
        location.speed,
        location.timestamp,
      ]);
      return stored!;
    },
    check: async () => {
      await rows(check, []);
    },
    close: () => pool.end(),
  };
}
