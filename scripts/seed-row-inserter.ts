// Rows for one table, written ROWS_PER_STATEMENT to an INSERT: each call of a prepared statement costs
// a crossing into better-sqlite3 and a step and reset in SQLite besides the row itself, and a seed
// makes twenty million calls. The rows go in the order they were added, so their rowids and the
// file are what one INSERT a row gives. scripts/seed-buckets.ts writes its buckets the same way.
import type Database from 'better-sqlite3';

const ROWS_PER_STATEMENT = 64;

export interface RowInserter {
  /** Adds a row's values, in the order of the columns; writes a full statement's worth. */
  add: (...values: unknown[]) => void;
  /** Writes the rows added and not yet written: before the transaction ends. */
  flush: () => void;
}

export function createRowInserter(db: Database.Database, table: string, columns: readonly string[]): RowInserter {
  const row = `(${columns.map(() => '?').join(', ')})`;
  const insert = (rows: number) =>
    db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array.from({ length: rows }, () => row).join(', ')}`);
  const full = insert(ROWS_PER_STATEMENT);
  const fullLength = ROWS_PER_STATEMENT * columns.length;
  let pending: unknown[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    (pending.length === fullLength ? full : insert(pending.length / columns.length)).run(pending);
    pending = [];
  };
  return {
    add: (...values) => {
      for (const value of values) pending.push(value);
      if (pending.length === fullLength) flush();
    },
    flush,
  };
}
