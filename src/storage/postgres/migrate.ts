import { fileURLToPath } from 'node:url';
import { readMigrations } from '../migrations.js';
import type { PostgresPool, Session } from './connection.js';

// The PostgreSQL files of the one numbered sequence (src/storage/migrations.ts).
export const POSTGRES_MIGRATIONS_DIRECTORY = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Any fixed number, the same in every process: the transaction-level advisory lock on it lets one
 * process migrate while the others that start at the same moment wait, then find nothing to do.
 */
const MIGRATION_LOCK = 0x6669656c64; // 'field'

/**
 * Applies the migrations this database has not seen, in one transaction under the advisory lock,
 * and returns their names. PostgreSQL's DDL is transactional: a failing migration leaves the schema
 * as it was. Running it again is a no-op.
 */
export async function migratePostgres(pool: PostgresPool, directory: string = POSTGRES_MIGRATIONS_DIRECTORY): Promise<string[]> {
  const migrations = readMigrations(directory);
  return pool.transaction(async (session) => {
    await session.rows('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await session.rows(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at text NOT NULL)`);
    const applied = new Set((await session.rows<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
    const known = new Set(migrations.map((migration) => migration.version));
    const unknown = [...applied].filter((version) => !known.has(version));
    if (unknown.length > 0) {
      throw new Error(
        `The database has migration ${unknown.join(', ')}, which this version of Fieldlog does not know; run a newer version.`,
      );
    }
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await runScript(session, migration.name, migration.sql);
      await session.rows('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
    }
    return pending.map((migration) => migration.name);
  });
}

async function runScript(session: Session, name: string, sql: string): Promise<void> {
  try {
    await session.script(sql);
  } catch (error) {
    throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
  }
}
