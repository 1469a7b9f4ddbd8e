import type { KeySql, KeyStatements } from '../api-keys.js';
import { PostgresPool } from './connection.js';
import type { Session } from './connection.js';
import { readPostgresUrl } from './database-url.js';
import { numberPlaceholders } from './parameters.js';
import { migratePostgresDatabase } from './store.js';

/** The key and user statements on PostgreSQL, `?` placeholders numbered as $1, $2, …, on a pool of one. */
export async function openPostgresKeySql(url: string): Promise<KeySql> {
  await migratePostgresDatabase(url);
  const pool = new PostgresPool(readPostgresUrl(url), { poolSize: 1 });
  const on = (session: Session): KeyStatements => ({
    all: <T>(sql: string, params: readonly unknown[]) => session.rows<T>(numberPlaceholders(sql), params),
    // RETURNING 1 counts the rows a statement changed through the one query path the pool has.
    run: async (sql, params) => (await session.rows(`${numberPlaceholders(sql)} RETURNING 1`, params)).length,
  });
  return {
    ...on(pool),
    transaction: (work) => pool.transaction((session) => work(on(session))),
    isUniqueViolation: (error) => (error as { code?: unknown }).code === '23505',
    close: () => pool.end(),
  };
}
