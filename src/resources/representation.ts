import { getColumns } from '../storage/index.js';
import type { CollectionName, RowValues, StoredRow } from '../storage/index.js';

/**
 * A stored row as a version N client sees it: the id, exactly the fields of version N (in the
 * registry's order; null where a field was never set), then what the server records: when it was
 * created and changed, and by whom (null when the server was open). The same members, in the same
 * order, as the compiled writers of row-shape.ts.
 */
export function represent(row: StoredRow, fieldNames: readonly string[]): Record<string, unknown> {
  const data: Record<string, unknown> = { id: row.id };
  for (const name of fieldNames) data[name] = row.fields[name] ?? null;
  data.created_at = row.created_at;
  data.updated_at = row.updated_at;
  // `?? null`: an idempotent create's replay is the row as it was remembered, perhaps before 050.
  data.created_by = row.created_by ?? null;
  data.updated_by = row.updated_by ?? null;
  return data;
}

/** The row as RowValues (selectRow's order), so that one JSON writer serves stored and read rows alike. */
export function storedRowValues(collection: CollectionName, row: StoredRow): RowValues {
  return [
    row.id,
    row.created_at,
    row.updated_at,
    row.created_by ?? null,
    row.updated_by ?? null,
    ...getColumns(collection).map((column) => row.fields[column.field] ?? null),
  ];
}
