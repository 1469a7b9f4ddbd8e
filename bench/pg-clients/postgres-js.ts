// Postgres.js (`postgres`): its own pool of POOL_SIZE connections; `prepare: true` (its default) makes
// every statement a prepared one per connection, as `pg`'s named statements are. The SQL goes through
// `sql.unsafe` so that both clients send exactly the same text; a tagged template would build the same
// statement from its parts.
import postgres from 'postgres';
import { type Contender, INSERT, type LocationRow, NEAREST_50, type Neighbour, POOL_SIZE, READ_BY_ID } from './contender.js';

export function createPostgresJsContender(url: string): Contender {
  const sql = postgres(url, { max: POOL_SIZE, prepare: true, onnotice: () => {} });
  return {
    name: 'postgres',
    async readById(id) {
      const rows = await sql.unsafe<LocationRow[]>(READ_BY_ID, [id], { prepare: true });
      return rows[0];
    },
    async insert(row) {
      await sql.unsafe(INSERT, [row.id, row.longitude, row.latitude, row.altitude, row.created_at, row.updated_at], { prepare: true });
    },
    async nearest(longitude, latitude) {
      return sql.unsafe<Neighbour[]>(NEAREST_50, [longitude, latitude], { prepare: true });
    },
    end: () => sql.end({ timeout: 5 }),
  };
}
