// Which process takes the scheduled backups: one at a time, however many serve (WORKERS=N, or
// several machines on one PostgreSQL). The first to claim keeps the claim for as long as it lives;
// when it dies the operating system (SQLite) or the server (PostgreSQL) frees it, and the next
// process to look takes over. Backups are therefore never taken twice at once, and never stop.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type pg from 'pg';
import { isPostgresUrl } from '../database-location.js';

/**
 * PostgreSQL advisory locks share one key space per database; this key ("FLBK" in ASCII) is
 * Fieldlog's backup claim. A session-level lock, held by a connection of its own.
 */
const ADVISORY_KEY = 0x464c424b;
/** The lock file beside the backups: processes on one machine share BACKUP_DIR, and so the claim. */
const LOCK_FILE = '.fieldlog-backup.lock';

export interface BackupLeadership {
  /** True while this process holds the claim, taking it if it is free. */
  claim(): Promise<boolean>;
  release(): Promise<void>;
}

export function backupLeadership(databaseUrl: string, dir: string): BackupLeadership {
  return isPostgresUrl(databaseUrl) ? advisoryLeadership(databaseUrl) : lockFileLeadership(join(dir, LOCK_FILE));
}

/**
 * SQLite's processes share a machine: the claim is an exclusive lock on a small SQLite file in
 * BACKUP_DIR, taken as restore takes its database (sqlite-claim.ts), and held by the open connection.
 */
function lockFileLeadership(path: string): BackupLeadership {
  let held: Database.Database | undefined;
  return {
    async claim() {
      if (held !== undefined) return true;
      const db = new Database(path);
      try {
        db.pragma('busy_timeout = 0');
        db.pragma('locking_mode = EXCLUSIVE');
        db.exec('BEGIN IMMEDIATE');
        db.exec('COMMIT');
        held = db;
        return true;
      } catch (error) {
        db.close();
        if ((error as { code?: string }).code === 'SQLITE_BUSY') return false;
        throw error;
      }
    },
    async release() {
      held?.close();
      held = undefined;
    },
  };
}

/** Several machines may serve one PostgreSQL: the claim is a session advisory lock there. */
function advisoryLeadership(databaseUrl: string): BackupLeadership {
  let held: pg.Client | undefined;
  return {
    async claim() {
      if (held !== undefined) return true;
      // pg loads here, not with the server: a SQLite start never needs it (src/storage/open-store.ts).
      const { default: postgres } = await import('pg');
      const client = new postgres.Client({ connectionString: databaseUrl, application_name: 'fieldlog-backup-claim', keepAlive: true });
      // A connection that drops frees the lock on the server: give up the claim with it.
      client.on('error', () => {
        if (held === client) held = undefined;
      });
      client.on('end', () => {
        if (held === client) held = undefined;
      });
      await client.connect();
      try {
        const { rows } = await client.query<{ won: boolean }>('SELECT pg_try_advisory_lock($1) AS won', [ADVISORY_KEY]);
        if (rows[0]?.won === true) {
          held = client;
          return true;
        }
      } catch (error) {
        await client.end().catch(() => {});
        throw error;
      }
      await client.end();
      return false;
    },
    async release() {
      const client = held;
      held = undefined;
      await client?.end().catch(() => {});
    },
  };
}
