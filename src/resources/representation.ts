import { getColumns } from '../storage/index.js';
import type { CollectionName, RowValues, StoredRow } from '../storage/index.js';

/**
 * A stored row as a version N client sees it: the id, exactly the fields of version N (in the
 * registry's order; null where a field was never set), and the timestamps.
 */
export function represent(row: StoredRow, fieldNames: readonly string[]): Record<string, unknown> {
  const data: Record<string, unknown> = { id: row.id };
  for (const name of fieldNames) data[name] = row.fields[name] ?? null;
  data.created_at = row.created_at;
  data.updated_at = row.updated_at;
  return data;
}

/** The row as RowValues (selectRow's order), so that one JSON writer serves stored and read rows alike. */
export function storedRowValues(collection: CollectionName, row: StoredRow): RowValues {
  return [row.id, row.created_at, row.updated_at, ...getColumns(collection).map((column) => row.fields[column.field] ?? null)];
}
