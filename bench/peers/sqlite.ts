// The data access the raw node:http and Fastify peers share: the same file, pragmas and SQL as
// Fieldlog's store, so that the comparison is of the HTTP stacks, not of the queries. The latest
// query is Fieldlog's own (buildLocationSearch), so the raw baseline runs exactly the same statement.
import Database from 'better-sqlite3';
import { monotonicFactory } from 'ulid';
import { buildLocationSearch } from '../../src/storage/sqlite/location-queries.js';
import { selectRow } from '../../src/storage/row-sql.js';
import { SYNCHRONOUS_VARIABLE } from './peer.js';

export interface LocationRow {
  id: string;
  created_at: string;
  updated_at: string;
  longitude: number | null;
  latitude: number | null;
  altitude: number | null;
  speed: number | null;
  timestamp: string | null;
}

export interface NewLocation {
  longitude: number;
  latitude: number;
  altitude: number;
  speed: number;
  timestamp: string;
}

export interface PeerData {
  get(id: string): LocationRow | undefined;
  /** Newest id first, as GET /locations lists; one extra row tells whether another page exists. */
  list(limit: number): LocationRow[];
  /** Newest timestamp first: Fieldlog's /locations/latest query, with its sort key (the cursor's stuff). */
  latest(limit: number): (LocationRow & { sort_key: string })[];
  insert(location: NewLocation): LocationRow;
  check(): void;
  close(): void;
}

export function openPeerData(path: string, env: NodeJS.ProcessEnv = process.env): PeerData {
  const synchronous = env[SYNCHRONOUS_VARIABLE] ?? 'FULL';
  if (synchronous !== 'FULL' && synchronous !== 'NORMAL')
    throw new Error(`${SYNCHRONOUS_VARIABLE} must be FULL or NORMAL, not "${synchronous}"`);
  const db = new Database(path, { fileMustExist: true });
  // The pragmas Fieldlog sets on every open (src/storage/sqlite/database.ts).
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const row = selectRow('locations');
  const get = db.prepare(`SELECT ${row} FROM locations WHERE id = ?`);
  const list = db.prepare(`SELECT ${row} FROM locations ORDER BY id DESC LIMIT ?`);
  const latestQueries = new Map<number, { statement: Database.Statement; params: Record<string, string | number> }>();
  const insert = db.prepare(`INSERT INTO locations (id, created_at, updated_at, longitude, latitude, altitude, speed, "timestamp")
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const check = db.prepare('SELECT count(*) FROM schema_migrations').pluck();
  const nextId = monotonicFactory();
  return {
    get: (id) => get.get(id) as LocationRow | undefined,
    list: (limit) => (list.all(limit + 1) as LocationRow[]).slice(0, limit),
    latest: (limit) => {
      let query = latestQueries.get(limit);
      if (query === undefined) {
        const built = buildLocationSearch({ limit, scope: 'location-latest' }, undefined, 'time-index');
        query = { statement: db.prepare(built.sql), params: built.params };
        latestQueries.set(limit, query);
      }
      return (query.statement.all(query.params) as (LocationRow & { sort_key: string })[]).slice(0, limit);
    },
    insert: (location) => {
      const id = nextId();
      const now = new Date().toISOString();
      insert.run(id, now, now, location.longitude, location.latitude, location.altitude, location.speed, location.timestamp);
      return { id, created_at: now, updated_at: now, ...location };
    },
    check: () => {
      check.get();
    },
    close: () => db.close(),
  };
}
