// SQLite backups and restores (issue 21). A backup is taken with SQLite's online backup API while
// the server keeps writing; a restore puts a verified copy in place of a database no process uses.
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { reserveBackupFile, sizeOf, syncFile, syncFolder } from './backup-file.js';
import type { BackupReport } from './backup-file.js';
import { claimSqliteFile } from './sqlite-claim.js';

/** Returned to better-sqlite3's progress callback: every remaining page in the next step. */
const ALL_PAGES = 0x7fffffff;
const VERIFIED_BY = 'PRAGMA integrity_check';

/** `npm run backup` on SQLite: a verified copy of the database at `location`, written to `dest`. */
export async function takeSqliteBackup(location: string, dest: string): Promise<BackupReport> {
  if (location === ':memory:') {
    throw new Error('DATABASE_URL names :memory:, which exists only inside its own process; there is nothing another process can back up.');
  }
  if (!existsSync(location)) throw new Error(`DATABASE_URL names ${resolve(location)}, which does not exist; there is nothing to back up.`);
  const pending = reserveBackupFile(dest);
  try {
    try {
      await copyDatabase(location, pending.temporary);
    } catch (error) {
      throw new Error(`Copying ${resolve(location)} failed: ${(error as Error).message}.`, { cause: error });
    }
    const tables = inspectCopy(pending.temporary, 'The backup');
    pending.commit();
    return { file: pending.destination, bytes: sizeOf(pending.destination), engine: 'sqlite', verifiedBy: VERIFIED_BY, tables };
  } catch (error) {
    pending.discard();
    throw error;
  }
}

/**
 * `npm run restore` on SQLite: SRC is copied beside the database and verified first, then put in
 * its place, only if no other connection has the database open (sqlite-claim.ts).
 */
export async function restoreSqliteBackup(src: string, location: string): Promise<BackupReport> {
  if (location === ':memory:') throw new Error('DATABASE_URL names :memory:; a restore needs a file (or PostgreSQL) to restore into.');
  const target = resolve(location);
  mkdirSync(dirname(target), { recursive: true });
  const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.restoring`);
  try {
    // A byte copy, not SQLite's backup API: SRC is a file at rest, and opening it with SQLite, even
    // read-only, would leave -wal and -shm files beside it when it is in WAL mode.
    copyFileSync(src, temporary);
    const tables = inspectCopy(temporary, `SRC (${src})`);
    syncFile(temporary);
    swapIn(temporary, target);
    return { file: target, bytes: sizeOf(target), engine: 'sqlite', verifiedBy: VERIFIED_BY, tables };
  } catch (error) {
    for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${temporary}${suffix}`, { force: true });
    throw error;
  }
}

/**
 * One step copies every page inside one read transaction: a snapshot of a single moment, while the
 * writer thread goes on committing to the WAL. With steps of a few pages, commits would land between
 * them, and SQLite restarts a backup whose source another connection changed, so under steady writes
 * it might never finish. The copy blocks this thread for its length: the server runs it on a thread
 * of its own (sqlite-backup-thread.ts).
 */
async function copyDatabase(from: string, to: string): Promise<void> {
  const source = new Database(from, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(to, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
}

/**
 * The copy becomes one self-contained file (rollback journal, not WAL, so no -wal beside it is ever
 * needed), is checked page by page, and must be Fieldlog's (it has schema_migrations). Resolves to
 * its rows per table.
 */
function inspectCopy(path: string, what: string): Record<string, number> {
  const db = new Database(path, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
    const problems = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    const found = problems.map((row) => row.integrity_check).filter((line) => line !== 'ok');
    if (found.length > 0) throw new Error(`${VERIFIED_BY} found ${found.length} problem(s), first: ${found[0]}`);
    const names = db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .pluck()
      .all() as string[];
    if (!names.includes('schema_migrations'))
      throw new Error('it is a SQLite database, but not a Fieldlog one (it has no schema_migrations table)');
    return Object.fromEntries(names.map((name) => [name, Number(db.prepare(`SELECT count(*) FROM "${name}"`).pluck().get())]));
  } catch (error) {
    throw new Error(`${what} failed verification: ${(error as Error).message}.`, { cause: error });
  } finally {
    db.close();
  }
}

/**
 * Puts the verified copy at `target`. While the old file is claimed, no server can open it: its WAL
 * is folded in and removed (journal_mode = DELETE), and a -shm left by a server that died is removed,
 * so the restored file never meets another database's WAL (SQLite would replay it into the new file).
 * Only then is the copy renamed over it.
 */
function swapIn(temporary: string, target: string): void {
  const claim = existsSync(target) ? claimSqliteFile(target) : undefined;
  try {
    claim?.pragma('journal_mode = DELETE');
    rmSync(`${target}-wal`, { force: true });
    rmSync(`${target}-shm`, { force: true });
    renameSync(temporary, target);
    syncFolder(dirname(target));
  } finally {
    claim?.close();
  }
}
