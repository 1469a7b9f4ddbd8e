// Backups and restores of the database a DATABASE_URL names, read as the server reads it
// (open-store.ts): each engine's own way (sqlite-backup.ts, postgres-backup.ts) behind one call.
import { isPostgresUrl, readSqliteLocation } from '../database-location.js';
import { readPostgresUrl } from '../postgres/database-url.js';
import { readArchiveKind } from './archive-kind.js';
import type { BackupReport } from './backup-file.js';
import { restoreSqliteBackup, takeSqliteBackup } from './sqlite-backup.js';
import { backupSqliteInThread } from './sqlite-backup-thread.js';

export type { BackupReport } from './backup-file.js';

export interface BackupOptions {
  /**
   * SQLite's copy holds the thread it runs on for its whole length (sqlite-backup.ts); a server
   * asks for a thread of its own so that requests go on being answered. The CLI has nothing else to do.
   */
  ownThread?: boolean;
}

/** A verified backup of the database at `dest`: SQLite's file copy, or pg_dump's custom format. */
export async function takeBackup(databaseUrl: string, dest: string, options: BackupOptions = {}): Promise<BackupReport> {
  if (isPostgresUrl(databaseUrl)) {
    // Loaded for PostgreSQL only (pg and its client tools), as open-store.ts loads the engine.
    const { takePostgresBackup } = await import('./postgres-backup.js');
    return takePostgresBackup(readPostgresUrl(databaseUrl), dest);
  }
  const location = readSqliteLocation(databaseUrl);
  return options.ownThread === true ? backupSqliteInThread(location, dest) : takeSqliteBackup(location, dest);
}

/** Replaces the database with the verified backup `src`; refuses while another connection uses it. */
export async function restoreBackup(databaseUrl: string, src: string): Promise<BackupReport> {
  const kind = readArchiveKind(src);
  if (isPostgresUrl(databaseUrl)) {
    if (kind !== 'pg_dump')
      throw new Error(`SRC ${src} is a SQLite database, but DATABASE_URL names PostgreSQL; restore a pg_dump archive there.`);
    const { restorePostgresBackup } = await import('./postgres-backup.js');
    return restorePostgresBackup(src, readPostgresUrl(databaseUrl));
  }
  if (kind !== 'sqlite') throw new Error(`SRC ${src} is a pg_dump archive, but DATABASE_URL names SQLite; restore it into PostgreSQL.`);
  return restoreSqliteBackup(src, readSqliteLocation(databaseUrl));
}

/** The file name ending a backup of this database gets: `.db` for SQLite, `.dump` for pg_dump's archive. */
export function backupExtension(databaseUrl: string): string {
  return isPostgresUrl(databaseUrl) ? '.dump' : '.db';
}
