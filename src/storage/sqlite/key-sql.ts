import Database from 'better-sqlite3';
import type { KeySql } from '../api-keys.js';
import { migrateSqliteFile } from './database.js';
import { applyPragmas } from './pragmas.js';

/**
 * The key statements on a SQLite file, on a connection of their own: `npm run keys` runs beside a
 * serving process, whose writer thread holds no lock between commits, and busy_timeout (pragmas.ts)
 * waits for one that does.
 */
export function openSqliteKeySql(location: string): KeySql {
  migrateSqliteFile(location);
  const db = new Database(location);
  applyPragmas(db, false, 'FULL');
  return {
    all: async <T>(sql: string, params: readonly unknown[]) => db.prepare(sql).all(...params) as T[],
    run: async (sql, params) => db.prepare(sql).run(...params).changes,
    isUniqueViolation: (error) => (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE',
    close: async () => {
      db.close();
    },
  };
}
