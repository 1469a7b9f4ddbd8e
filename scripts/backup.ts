// `npm run backup -- DEST` (issue 21): a consistent, verified backup of the database DATABASE_URL
// names, taken while the server keeps serving; prints its size and rows per table.
import { takeBackup } from '../src/storage/backup/backups.js';
import { renderBackupReport } from './backup-report.js';

const USAGE = 'usage: npm run backup -- DEST (a new file: SQLite copies end in .db by habit, pg_dump archives in .dump)';

const args = process.argv.slice(2);
try {
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new Error(USAGE);
  const report = await takeBackup(process.env.DATABASE_URL ?? 'data/fieldlog.db', args[0]!);
  process.stdout.write(renderBackupReport('Backup written to', report));
} catch (error) {
  process.stderr.write(`Backup failed: ${(error as Error).message}\n`);
  process.exit(1);
}
