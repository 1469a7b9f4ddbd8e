// Whether another connection has a SQLite database open, asked of SQLite itself. A server's
// connections run in WAL mode with shared memory, and hold a lock on the database file for as long
// as they are open, busy or idle. A connection in EXCLUSIVE locking mode needs the file to itself:
// with busy_timeout 0 its first write transaction fails at once with SQLITE_BUSY while any other
// connection, in any process, has the file open (test/e2e/backup-restore.test.ts shows it against a
// running server). Won, the lock is kept until close, so no server can start on the file meanwhile.
import Database from 'better-sqlite3';

/** The claiming connection, holding the file; throws a sentence when another connection has it open. */
export function claimSqliteFile(location: string): Database.Database {
  let db: Database.Database;
  try {
    db = new Database(location, { fileMustExist: true });
  } catch (error) {
    throw new Error(`Cannot open ${location} to replace it: ${(error as Error).message}.`, { cause: error });
  }
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN IMMEDIATE');
    db.exec('COMMIT');
    return db;
  } catch (error) {
    db.close();
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
      throw new Error(
        `${location} is in use: a Fieldlog server (or another program) has it open. Stop the server, every worker of it, then run the restore again.`,
        { cause: error },
      );
    }
    throw new Error(
      `${location} cannot be claimed (${(error as Error).message}); if it is damaged, move it aside (mv it to another name) and run the restore again.`,
      { cause: error },
    );
  }
}
