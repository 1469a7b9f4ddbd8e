// Where a backup is written: a temporary name beside DEST, renamed to DEST only once the copy is
// complete and verified, so that DEST is either a whole, checked backup or absent. rename(2) within
// one folder is atomic; the folder is synced after it so the new name survives a power cut as well.
import { closeSync, existsSync, fsyncSync, openSync, rmSync, renameSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** What a backup holds and how it was checked; the CLI prints it, the schedule logs it. */
export interface BackupReport {
  file: string;
  bytes: number;
  engine: 'sqlite' | 'postgres';
  /** How the copy was verified, in words. */
  verifiedBy: string;
  /** Rows per table of the copy, by table name in alphabetical order. */
  tables: Record<string, number>;
}

export interface PendingFile {
  /** Where the copy is written until it is verified. */
  readonly temporary: string;
  readonly destination: string;
  /** fsyncs the copy, renames it to the destination and fsyncs the folder. */
  commit(): void;
  /** Removes the temporary file and the side files an engine may have left beside it. */
  discard(): void;
}

/**
 * Checks that DEST can be written before any work starts, with a sentence for each way it cannot:
 * an existing file (a backup never overwrites one), a missing folder (not created, so that a typo is
 * not taken for a new place), a folder that is not one, a folder this user may not write.
 */
export function reserveBackupFile(dest: string): PendingFile {
  if (dest.trim() === '') throw new Error('DEST is empty; name the file the backup goes to.');
  const destination = resolve(dest);
  const folder = dirname(destination);
  if (existsSync(destination)) {
    throw new Error(`${destination} exists already; a backup never overwrites a file: name a new one or remove it first.`);
  }
  const stat = statSync(folder, { throwIfNoEntry: false });
  if (stat === undefined) throw new Error(`The folder ${folder} does not exist; create it first (a backup does not create folders).`);
  if (!stat.isDirectory()) throw new Error(`${folder} is not a folder; DEST must name a file inside a folder.`);
  const temporary = join(folder, `.${basename(destination)}.${process.pid}.partial`);
  try {
    // 'wx': the temporary name is this process's alone; failing here is the earliest sign of a folder we may not write.
    closeSync(openSync(temporary, 'wx'));
    rmSync(temporary);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new Error(`Cannot write in ${folder} (${code}); choose a folder this user may write to.`);
  }
  return {
    temporary,
    destination,
    commit() {
      syncFile(temporary);
      if (existsSync(destination)) throw new Error(`${destination} appeared while the backup ran; the backup was not put in its place.`);
      renameSync(temporary, destination);
      syncFolder(folder);
    },
    discard() {
      for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${temporary}${suffix}`, { force: true });
    },
  };
}

export function syncFile(path: string): void {
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function syncFolder(folder: string): void {
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } catch {
    // Some file systems refuse fsync on a directory (EINVAL); the rename is then as durable as they make it.
  } finally {
    closeSync(fd);
  }
}

export function sizeOf(path: string): number {
  return statSync(path).size;
}
