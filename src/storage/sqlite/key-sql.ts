import Database from 'better-sqlite3';
import type { KeySql, KeyStatements } from '../api-keys.js';
import { migrateSqliteFile } from './database.js';
import { applyPragmas } from './pragmas.js';

/**
 * The key and user statements on a SQLite file, on a connection of their own: `npm run keys` runs beside a
 * serving process, whose writer thread holds no lock between commits, and busy_timeout (pragmas.ts)
 * waits for one that does.
 */
export function openSqliteKeySql(location: string): KeySql {
  migrateSqliteFile(location);
  const db = new Database(location);
  applyPragmas(db, false, 'FULL');
  const statements: KeyStatements = {
    all: async <T>(sql: string, params: readonly unknown[]) => db.prepare(sql).all(...params) as T[],
    run: async (sql, params) => db.prepare(sql).run(...params).changes,
  };
  return {
    ...statements,
    // better-sqlite3's db.transaction() takes synchronous work only; these statements are promises
    // (the KeySql shape both engines share), so BEGIN and COMMIT are said here. IMMEDIATE takes the
    // write lock first, as the writer thread's group commits do, so nothing can fail on a lock halfway.
    transaction: async (work) => {
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(statements);
        db.exec('COMMIT');
        return result;
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      }
    },
    // A primary key (users.name) is a unique constraint too, with a code of its own.
    isUniqueViolation: (error) =>
      ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY'].includes(String((error as { code?: unknown }).code)),
    close: async () => {
      db.close();
    },
  };
}
