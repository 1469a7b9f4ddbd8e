// What `npm run backup` and `npm run restore` print: where, how big, how verified, rows per table.
import type { BackupReport } from '../src/storage/backup/backups.js';
import { renderTable } from './table.js';

export function renderBackupReport(heading: string, report: BackupReport): string {
  const rows = [['table', 'rows'], ...Object.entries(report.tables).map(([table, count]) => [table, String(count)])];
  return `${heading} ${report.file} (${report.bytes} bytes; ${report.engine}; verified by ${report.verifiedBy}).\n${renderTable(rows)}`;
}
