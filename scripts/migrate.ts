// `npm run migrate`: applies the migrations that DATABASE_URL's database has not seen (SQLite or
// PostgreSQL, src/storage/migrations.ts), under the same lock a start takes, and says which. A start
// migrates by itself; this is for operators who migrate before they roll out new processes.
import { migrateDatabase } from '../src/storage/index.js';

const url = process.env.DATABASE_URL ?? 'data/fieldlog.db';
try {
  const applied = await migrateDatabase(url);
  process.stdout.write(applied.length === 0 ? 'The database is up to date; no migration to apply.\n' : `Applied ${applied.join(', ')}.\n`);
} catch (error) {
  process.stderr.write(`Migration failed: ${(error as Error).message}\n`);
  process.exit(1);
}
