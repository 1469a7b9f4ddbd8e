import type Database from 'better-sqlite3';
import type { IdentitySql } from '../identity.js';
import type { FieldValue } from '../rows.js';
import type { ReadSnapshot } from './read-snapshot.js';
import type { WriterThread } from './writer/writer-thread.js';

/**
 * Identity's statements on SQLite (src/storage/identity.ts). Reads run on the main thread's
 * connection inside the turn's read snapshot (read-snapshot.ts), so a key made or revoked by
 * `npm run keys` on another connection is seen from the next turn of the event loop on. Writes go to
 * the writer thread, like every other write of a file: on this thread they would wait here for the
 * write lock and the fsync, with the event loop stopped. The writer ends the snapshot before it
 * settles a write, so whoever awaited one reads it back. Without a thread (`:memory:`, or `inline`)
 * they run here, one autocommit statement each.
 */
export function sqliteIdentitySql(
  db: Database.Database,
  snapshot: ReadSnapshot | undefined,
  thread: WriterThread | undefined,
): IdentitySql {
  const prepared = new Map<string, Database.Statement>();
  const statement = (sql: string): Database.Statement => {
    let found = prepared.get(sql);
    if (found === undefined) {
      found = db.prepare(sql);
      prepared.set(sql, found);
    }
    return found;
  };
  return {
    all: async <T>(sql: string, params: readonly FieldValue[]) => {
      snapshot?.enter();
      return statement(sql).all(...params) as T[];
    },
    run:
      thread === undefined
        ? async (sql, params) => {
            statement(sql).run(...params);
          }
        : async (sql, params) => {
            await thread.write({ op: 'statement', sql, params: [...params] });
          },
    runAll:
      thread === undefined
        ? async (statements) => {
            db.transaction(() => {
              for (const one of statements) statement(one.sql).run(...one.params);
            })();
          }
        : async (statements) => {
            await thread.write({ op: 'statements', statements: statements.map((one) => ({ sql: one.sql, params: [...one.params] })) });
          },
  };
}
