import type { CollectionName, FieldValue } from './store.js';

export type ColumnType = 'REAL' | 'INTEGER' | 'TEXT';

export interface Column {
  /** The name callers use in `fields`. */
  readonly field: string;
  /** The name in SQL; only names from this file ever reach a statement. */
  readonly column: string;
  readonly type: ColumnType;
  /**
   * The collection whose id this column holds, or nothing. The database refuses a value that names
   * no row there, and refuses to delete a row that such a column still names (migration 070); the
   * store reports either as a ReferenceViolation.
   */
  readonly references?: CollectionName;
}

export const COLUMNS = {
  locations: [
    { field: 'longitude', column: 'longitude', type: 'REAL' },
    { field: 'latitude', column: 'latitude', type: 'REAL' },
    { field: 'altitude', column: 'altitude', type: 'REAL' },
    { field: 'speed', column: 'speed', type: 'REAL' },
    { field: 'timestamp', column: 'timestamp', type: 'TEXT' },
    { field: 'device', column: 'device', type: 'TEXT', references: 'devices' },
    { field: 'accuracy', column: 'accuracy', type: 'REAL' },
  ],
  readings: [
    { field: 'time', column: 'time', type: 'TEXT' },
    { field: 'area', column: 'area', type: 'TEXT' },
    { field: 'mean', column: 'mean', type: 'REAL' },
    { field: 'good', column: 'good', type: 'INTEGER' },
    { field: 'number', column: 'number', type: 'INTEGER' },
    { field: 'seen', column: 'seen', type: 'INTEGER' },
    { field: 'span', column: 'span', type: 'REAL' },
    { field: 'stdDev', column: 'std_dev', type: 'REAL' },
    { field: 'device', column: 'device', type: 'TEXT', references: 'devices' },
    { field: 'quantity', column: 'quantity', type: 'TEXT' },
    { field: 'unit', column: 'unit', type: 'TEXT' },
  ],
  devices: [
    { field: 'name', column: 'name', type: 'TEXT' },
    { field: 'kind', column: 'kind', type: 'TEXT' },
    { field: 'description', column: 'description', type: 'TEXT' },
  ],
} as const satisfies Record<CollectionName, readonly Column[]>;

export const COLLECTION_NAMES = Object.keys(COLUMNS) as CollectionName[];

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(COLUMNS, name);
}

/** Throws for a name that is not a collection: a programmer error, not a client one. */
export function getColumns(collection: string): readonly Column[] {
  if (!isCollectionName(collection)) {
    throw new Error(`Collection "${collection}" does not exist; collections are ${COLLECTION_NAMES.join(', ')}.`);
  }
  return COLUMNS[collection];
}

/**
 * What the server sets on every row of every collection, never a client's parameter: its id, when it
 * was created and last changed, and by whom (the key's or person's name, null when the server was
 * open; INTERFACE.md §8). A row's RowValues start with them, in this order (selectRow, row-sql.ts).
 */
export const SERVER_COLUMNS = ['id', 'created_at', 'updated_at', 'created_by', 'updated_by'] as const;

/** How many values of a RowValues come before the collection's columns: the SERVER_COLUMNS. */
export const ROW_HEAD = SERVER_COLUMNS.length;

/** Where `field` is in a RowValues of `collection` (store.ts): after the SERVER_COLUMNS. */
export function valueIndex(collection: CollectionName, field: string): number {
  return ROW_HEAD + getColumns(collection).indexOf(getColumn(collection, field));
}

/** Where a named query's sort key is in its RowValues: after the server columns and every column. */
export function sortKeyIndex(collection: CollectionName): number {
  return ROW_HEAD + getColumns(collection).length;
}

export function getColumn(collection: CollectionName, field: string): Column {
  const found = getColumns(collection).find((column) => column.field === field);
  if (found === undefined) {
    const known = getColumns(collection)
      .map((column) => column.field)
      .join(', ');
    throw new Error(`Field "${field}" is not a column of ${collection}; its fields are ${known}.`);
  }
  return found;
}

/**
 * Throws when a value cannot go into a column as it is. Validation upstream converts and bounds
 * values first, so a mismatch here is a programmer error. Checking here rather than relying on the
 * STRICT table keeps the message the same for every backend, and catches what SQLite would quietly
 * accept: NaN binds as NULL, and Infinity is a valid REAL.
 */
export function checkValue(collection: CollectionName, column: Column, value: FieldValue): void {
  if (value === null) return;
  const ok =
    column.type === 'TEXT'
      ? typeof value === 'string'
      : column.type === 'INTEGER'
        ? Number.isSafeInteger(value)
        : typeof value === 'number' && Number.isFinite(value);
  if (!ok) {
    const expected = { TEXT: 'a string', INTEGER: 'a safe integer', REAL: 'a finite number' }[column.type];
    const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
    throw new Error(`Field "${column.field}" of ${collection} takes ${expected} or null, not ${typeof value} ${shown}.`);
  }
}

/** Double-quoted so SQL keywords and function names (`number`, `time`, `timestamp`) stay identifiers. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Values in column order: `fields` merged over `base`. Unknown names and wrong types throw (a
 * programmer error); a field given as `undefined` means "not given", as in a record built from
 * optional parameters.
 */
export function toColumnValues(collection: CollectionName, fields: unknown, base: Record<string, FieldValue>): FieldValue[] {
  const given = asRecord(collection, fields);
  // One pass over the names for the unknown ones, one over the columns for the values: bulk ingest
  // converts 10,000 records a request, and entries(), find() and a merged copy per record cost it
  // an eighth of its main-thread time (issue 7). map() rather than a preallocated array: a holey
  // array per record left bulk ingest's server 60-100 MiB larger after load.
  const known = FIELD_NAMES[collection];
  for (const field in given) if (!known.has(field)) getColumn(collection, field);
  return getColumns(collection).map((column) => {
    const value = given[column.field];
    if (value === undefined) return base[column.field] ?? null;
    checkValue(collection, column, value);
    return value;
  });
}

/** Many records' values, row after row in one flat array: how insertMany hands a batch to its writes. */
export function toFlatColumnValues(collection: CollectionName, records: readonly unknown[]): FieldValue[] {
  const values: FieldValue[] = [];
  const columns = getColumns(collection);
  const known = FIELD_NAMES[collection];
  // toColumnValues' checks, pushed straight into the batch's array: no array per record between.
  for (const fields of records) {
    const given = asRecord(collection, fields);
    for (const field in given) if (!known.has(field)) getColumn(collection, field);
    for (const column of columns) {
      const value = given[column.field];
      if (value === undefined) values.push(null);
      else {
        checkValue(collection, column, value);
        values.push(value);
      }
    }
  }
  return values;
}

function asRecord(collection: CollectionName, fields: unknown): Record<string, FieldValue | undefined> {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    throw new Error(`Fields for ${collection} must be a record of field names to values, not ${JSON.stringify(fields)}.`);
  }
  return fields as Record<string, FieldValue | undefined>;
}

const FIELD_NAMES = Object.fromEntries(
  COLLECTION_NAMES.map((name) => [name, new Set<string>(COLUMNS[name].map((column) => column.field))]),
) as unknown as Record<CollectionName, ReadonlySet<string>>;
