// The shapes of rows as the storage interface hands them out (store.ts), shared by the interface, the
// named queries (queries.ts) and each engine, so that none of them imports another for a type.

export type CollectionName = 'locations' | 'readings' | 'devices';

export type FieldValue = string | number | null;

export interface StoredRow {
  id: string;
  created_at: string;
  updated_at: string;
  /** The name of the key or person who created the row; null when the server was open (INTERFACE.md §8). */
  created_by: string | null;
  /** The name of the key or person who last changed the row; null when the server was open. */
  updated_by: string | null;
  /** Every column of the collection, by field name (`stdDev`, not `std_dev`); null when never set. */
  fields: Record<string, FieldValue>;
}

export interface Page {
  rows: StoredRow[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * A row as SQLite's raw mode returns it: id, created_at, updated_at, created_by, updated_by (the
 * SERVER_COLUMNS of columns.ts), then every field in the order of columns.ts (selectRow's order). Rows of the named routes may carry values after those (their sort
 * key). Arrays, not objects: a page of 50 rows as objects costs a list a third of its time (issue 7),
 * and the representation picks its fields by position anyway (src/resources/row-shape.ts).
 */
export type RowValues = readonly FieldValue[];

/** A page of list() as RowValues (listValues). */
export interface ValuesPage {
  rows: RowValues[];
  nextCursor: string | null;
}

export type IdempotentInsert = { kind: 'created'; row: StoredRow } | { kind: 'replayed'; row: StoredRow } | { kind: 'conflict' };

/** A row read by column name, as SQLite returns it when not in raw mode. */
export type RawRow = Record<string, FieldValue>;
