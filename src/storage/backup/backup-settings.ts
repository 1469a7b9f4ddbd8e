// BACKUP_INTERVAL, BACKUP_KEEP and BACKUP_DIR (issue 21), read at start-up with a sentence for each
// mistake, as src/config.ts reads the rest. Unset BACKUP_INTERVAL means no scheduled backups.
import { parseDuration } from './duration.js';

export interface BackupSettings {
  /** BACKUP_INTERVAL: how old the newest backup in BACKUP_DIR may grow before the next is taken. */
  intervalMs: number;
  /** BACKUP_KEEP: how many of the newest backups stay; older ones are deleted. */
  keep: number;
  /** BACKUP_DIR: where they go, one folder per database. */
  dir: string;
}

export const DEFAULT_BACKUP_KEEP = 7;

export function readBackupSettings(env: NodeJS.ProcessEnv): BackupSettings | undefined {
  const interval = env.BACKUP_INTERVAL ?? '';
  const dir = env.BACKUP_DIR ?? '';
  const keep = env.BACKUP_KEEP ?? '';
  if (interval === '') {
    // Set alone, either would look like scheduled backups to whoever set it, and take none.
    const stray = dir !== '' ? 'BACKUP_DIR' : keep !== '' ? 'BACKUP_KEEP' : undefined;
    if (stray !== undefined)
      throw new Error(`${stray} is set but BACKUP_INTERVAL is not; set BACKUP_INTERVAL (such as 6h) to take backups on a schedule`);
    return undefined;
  }
  const intervalMs = parseDuration('BACKUP_INTERVAL', interval);
  if (dir === '') throw new Error('BACKUP_INTERVAL is set but BACKUP_DIR is not; name the folder scheduled backups go to');
  const database = env.DATABASE_URL ?? '';
  if (database === ':memory:' || database === 'sqlite::memory:') {
    throw new Error('BACKUP_INTERVAL is set, but a :memory: database cannot be backed up; use a file or PostgreSQL');
  }
  const count = keep === '' ? DEFAULT_BACKUP_KEEP : /^[0-9]{1,5}$/.test(keep) ? Number(keep) : Number.NaN;
  if (!(count >= 1 && count <= 10_000)) throw new Error(`BACKUP_KEEP must be an integer from 1 to 10000, not "${keep}"`);
  return { intervalMs, keep: count, dir };
}
