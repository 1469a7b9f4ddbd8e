import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import { readMigrations } from '../migrations.js';

// Adding a migration is adding a file here and one of the same name in ../postgres/migrations/
// (src/storage/migrations.ts). Note for builds: the .sql files must be copied next to the compiled migrate.js.
export const MIGRATIONS_DIRECTORY = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies the migrations this database has not seen, all in one transaction, and returns their names.
 * Running it again is a no-op. A migration file must not contain BEGIN or COMMIT itself.
 */
export function migrate(db: Database.Database, directory: string = MIGRATIONS_DIRECTORY): string[] {
  const migrations = readMigrations(directory);
  // IMMEDIATE takes the write lock before reading schema_migrations, so two processes opening the
  // same new file cannot both decide to apply 001. SQLite DDL is transactional: a failing
  // migration rolls back every table it created along with its schema_migrations row.
  const run = db.transaction((): string[] => {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT`);
    const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
    const known = new Set(migrations.map((migration) => migration.version));
    const unknown = [...applied].filter((version) => !known.has(version));
    if (unknown.length > 0) {
      throw new Error(
        `The database has migration ${unknown.join(', ')}, which this version of Fieldlog does not know; run a newer version.`,
      );
    }
    const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      try {
        db.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      record.run(migration.version, migration.name, new Date().toISOString());
    }
    return pending.map((migration) => migration.name);
  });
  return run.immediate();
}
