// What a file given as SRC holds, read from its first bytes: a SQLite database starts with the
// 16-byte string "SQLite format 3\0", an archive of pg_dump's custom format with "PGDMP".
import { closeSync, openSync, readSync, statSync } from 'node:fs';

export type ArchiveKind = 'sqlite' | 'pg_dump';

/** Throws a sentence for a missing file, a folder, or a file that is neither kind. */
export function readArchiveKind(path: string): ArchiveKind {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (stat === undefined) throw new Error(`SRC ${path} does not exist.`);
  if (!stat.isFile()) throw new Error(`SRC ${path} is not a file.`);
  const head = Buffer.alloc(16);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'pg_dump';
  throw new Error(
    `SRC ${path} is not a Fieldlog backup: it is neither a SQLite database nor a pg_dump archive in custom format; name a file npm run backup wrote.`,
  );
}
