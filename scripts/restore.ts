// `npm run restore -- SRC` (issue 21): verifies SRC, then replaces the database DATABASE_URL names
// with it, unless a server (or anything else) has that database open: stop the server first.
import { restoreBackup } from '../src/storage/backup/backups.js';
import { renderBackupReport } from './backup-report.js';

const USAGE = 'usage: npm run restore -- SRC (a file npm run backup wrote), with every server on DATABASE_URL stopped';

const args = process.argv.slice(2);
try {
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new Error(USAGE);
  const report = await restoreBackup(process.env.DATABASE_URL ?? 'data/fieldlog.db', args[0]!);
  process.stdout.write(renderBackupReport('Restored into', report));
} catch (error) {
  process.stderr.write(`Restore failed: ${(error as Error).message}\n`);
  process.exit(1);
}
