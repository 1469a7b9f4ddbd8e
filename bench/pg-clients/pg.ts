// node-postgres (`pg`): a Pool of POOL_SIZE clients; every statement is named, so each connection
// parses and plans it once and then only binds and executes (the extended protocol's prepared path).
import pg from 'pg';
import { type Contender, INSERT, type LocationRow, NEAREST_50, type Neighbour, POOL_SIZE, READ_BY_ID } from './contender.js';

export function createPgContender(url: string): Contender {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  return {
    name: 'pg',
    async readById(id) {
      const result = await pool.query<LocationRow>({ name: 'read-by-id', text: READ_BY_ID, values: [id] });
      return result.rows[0];
    },
    async insert(row) {
      const values = [row.id, row.longitude, row.latitude, row.altitude, row.created_at, row.updated_at];
      await pool.query({ name: 'insert', text: INSERT, values });
    },
    async nearest(longitude, latitude) {
      const result = await pool.query<Neighbour>({ name: 'nearest-50', text: NEAREST_50, values: [longitude, latitude] });
      return result.rows;
    },
    end: () => pool.end(),
  };
}
