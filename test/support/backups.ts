// `npm run backup` and `npm run restore` as an operator runs them (test/support/npm-script.ts), and
// the rows per table a run prints (scripts/backup-report.ts).
import { runScript } from './npm-script.js';
import type { ScriptRun } from './npm-script.js';

export function runBackup(databaseUrl: string, dest: string): Promise<ScriptRun> {
  return runScript('backup', databaseUrl, [dest]);
}

export function runRestore(databaseUrl: string, src: string): Promise<ScriptRun> {
  return runScript('restore', databaseUrl, [src]);
}

/** The `table  rows` lines of a report, by table name. */
export function printedRows(stdout: string): Record<string, number> {
  const rows: Record<string, number> = {};
  for (const line of stdout.split('\n').slice(2)) {
    const match = /^(\S+) +(\d+)$/.exec(line);
    if (match !== null) rows[match[1]!] = Number(match[2]);
  }
  return rows;
}
