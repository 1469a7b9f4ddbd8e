// One small interface over each PostgreSQL client the benchmark compares (issue 16), as bench/peers/
// holds one adapter per HTTP peer. Each adapter runs the same SQL text below, so the clients differ
// only in how they send it and read the answer.

/** A location row as Fieldlog stores it: the contract's columns, plus the point as geography. */
export type LocationRow = {
  id: string;
  longitude: number;
  latitude: number;
  altitude: number;
  created_at: string;
  updated_at: string;
};

export type Neighbour = { id: string; distance_m: number };

export type Contender = {
  readonly name: string;
  readById(id: string): Promise<LocationRow | undefined>;
  insert(row: LocationRow): Promise<void>;
  nearest(longitude: number, latitude: number): Promise<Neighbour[]>;
  end(): Promise<void>;
};

export const TABLE = 'bench_locations';
/** The pool size each client gets. */
export const POOL_SIZE = 10;

export const READ_BY_ID = `SELECT id, longitude, latitude, altitude, created_at, updated_at FROM ${TABLE} WHERE id = $1`;

export const INSERT = `INSERT INTO ${TABLE} (id, longitude, latitude, altitude, created_at, updated_at, geog)
  VALUES ($1, $2, $3, $4, $5, $6, ST_SetSRID(ST_MakePoint($2, $3), 4326)::geography)`;

// `<->` on geography orders by the GiST index (KNN); ST_Distance(…, false) is the sphere's distance,
// what Fieldlog's nearby route reports. The point is built once, in a CTE, for both.
export const NEAREST_50 = `WITH here AS (SELECT ST_SetSRID(ST_MakePoint($1, $2), 4326)::geography AS g)
  SELECT id, ST_Distance(geog, here.g, false) AS distance_m FROM ${TABLE}, here ORDER BY geog <-> here.g LIMIT 50`;
