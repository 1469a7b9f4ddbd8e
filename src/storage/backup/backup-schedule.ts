// Scheduled backups inside the server (BACKUP_INTERVAL, BACKUP_KEEP, BACKUP_DIR; issue 21). Every
// process looks now and then; the one holding the claim (backup-leadership.ts) takes a backup when
// the newest in BACKUP_DIR is BACKUP_INTERVAL old (or there is none), verified as `npm run backup`
// verifies, then deletes all but the BACKUP_KEEP newest. The clock is the files' names, not the
// process's start, so restarts neither skip backups nor take extra ones. A failure is logged and
// the next look tries again; the server never stops for it.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repeatInBackground } from '../repeat-in-background.js';
import { backupLeadership } from './backup-leadership.js';
import type { BackupSettings } from './backup-settings.js';
import { backupExtension, takeBackup } from './backups.js';
import type { BackupReport } from './backups.js';
import type { Logger } from '../../log/logger.js';

/** How often a process looks at most; a shorter BACKUP_INTERVAL looks as often as it says. */
const LOOK_EVERY_MS = 60_000;
/** fieldlog-2026-11-26T10-48-12-345Z.db: an ISO instant with `-` for `:` and `.`, sorting as time does. */
const NAME = /^fieldlog-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.(db|dump)$/;

export interface BackupScheduleOptions extends BackupSettings {
  databaseUrl: string;
  /** A line per backup taken (info), per old one deleted (info), and per failure (error). */
  log: Logger;
}

/** Starts looking; the returned function stops, waits for a backup under way, and gives up the claim. */
export function startBackupSchedule(options: BackupScheduleOptions): () => Promise<void> {
  const leadership = backupLeadership(options.databaseUrl, options.dir);
  const write = (level: 'info' | 'error', message: string, extra: Record<string, unknown> = {}) => options.log[level](extra, message);
  const look = async (): Promise<void> => {
    mkdirSync(options.dir, { recursive: true });
    if (!(await leadership.claim())) return;
    const newest = listBackups(options.dir).at(-1);
    if (newest !== undefined && Date.now() - newest.takenAt < options.intervalMs) return;
    const dest = join(options.dir, `fieldlog-${new Date().toISOString().replace(/[:.]/g, '-')}${backupExtension(options.databaseUrl)}`);
    const report = await takeBackup(options.databaseUrl, dest, { ownThread: true });
    write('info', `Backup written to ${report.file} (${report.bytes} bytes; verified by ${report.verifiedBy})`, {
      backup: summary(report),
    });
    for (const old of listBackups(options.dir).slice(0, -options.keep)) {
      rmSync(join(options.dir, old.name), { force: true });
      write('info', `Old backup ${join(options.dir, old.name)} deleted: BACKUP_KEEP=${options.keep} keeps the newest`);
    }
  };
  const stop = repeatInBackground(look, Math.min(options.intervalMs, LOOK_EVERY_MS), (error) =>
    write('error', `Scheduled backup failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  return async () => {
    await stop();
    await leadership.release();
  };
}

/** The schedule's backups in BACKUP_DIR, oldest first; other files there are never touched. */
function listBackups(dir: string): { name: string; takenAt: number }[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const match = NAME.exec(name);
      if (match === null) return [];
      const [, day, hours, minutes, seconds, ms] = match;
      return [{ name, takenAt: Date.parse(`${day}T${hours}:${minutes}:${seconds}.${ms}Z`) }];
    })
    .sort((a, b) => a.takenAt - b.takenAt);
}

function summary(report: BackupReport): Record<string, unknown> {
  return { file: report.file, bytes: report.bytes, engine: report.engine, tables: report.tables };
}
