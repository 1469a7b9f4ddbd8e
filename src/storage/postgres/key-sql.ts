import type { KeySql } from '../api-keys.js';
import { PostgresPool } from './connection.js';
import { readPostgresUrl } from './database-url.js';
import { migratePostgresDatabase } from './store.js';

/** The key statements on PostgreSQL, `?` placeholders numbered as $1, $2, …, on a pool of one. */
export async function openPostgresKeySql(url: string): Promise<KeySql> {
  await migratePostgresDatabase(url);
  const pool = new PostgresPool(readPostgresUrl(url), { poolSize: 1 });
  const numbered = (sql: string) => {
    let index = 0;
    return sql.replace(/\?/g, () => `$${++index}`);
  };
  return {
    all: <T>(sql: string, params: readonly unknown[]) => pool.rows<T>(numbered(sql), params),
    // RETURNING 1 counts the rows a statement changed through the one query path the pool has.
    run: async (sql, params) => (await pool.rows(`${numbered(sql)} RETURNING 1`, params)).length,
    isUniqueViolation: (error) => (error as { code?: unknown }).code === '23505',
    close: () => pool.end(),
  };
}
