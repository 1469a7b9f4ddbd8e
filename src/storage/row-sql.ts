// What every engine's SQL shares about rows: the select list of a whole row (columns aliased to
// field names, so RowValues come back in the order of columns.ts), rows as StoredRow, pages from
// one row too many, and the literal prefix of an area pattern that an index can seek to.
import { ROW_HEAD, SERVER_COLUMNS, getColumns, quoteIdentifier } from './columns.js';
import type { KeysetPage } from './queries.js';
import type { CollectionName, FieldValue, Page, RawRow, RowValues, StoredRow, ValuesPage } from './rows.js';

/** The select list of a whole row, columns aliased to field names (std_dev AS "stdDev"), optionally qualified. */
export function selectRow(name: CollectionName, table?: string): string {
  const prefix = table === undefined ? '' : `${table}.`;
  return SERVER_COLUMNS.map((column) => `${prefix}${column}`)
    .concat(getColumns(name).map((column) => `${prefix}${quoteIdentifier(column.column)} AS ${quoteIdentifier(column.field)}`))
    .join(', ');
}

export function toStoredRow(name: CollectionName, raw: RawRow): StoredRow {
  const fields: Record<string, FieldValue> = {};
  for (const column of getColumns(name)) fields[column.field] = raw[column.field] ?? null;
  return {
    id: raw.id as string,
    created_at: raw.created_at as string,
    updated_at: raw.updated_at as string,
    created_by: (raw.created_by as string | null | undefined) ?? null,
    updated_by: (raw.updated_by as string | null | undefined) ?? null,
    fields,
  };
}

/** RowValues (selectRow's order) as a StoredRow. */
export function valuesToStoredRow(name: CollectionName, values: RowValues): StoredRow {
  const fields: Record<string, FieldValue> = {};
  const columns = getColumns(name);
  for (let i = 0; i < columns.length; i++) fields[columns[i]!.field] = values[i + ROW_HEAD] ?? null;
  return {
    id: values[0] as string,
    created_at: values[1] as string,
    updated_at: values[2] as string,
    created_by: (values[3] as string | null | undefined) ?? null,
    updated_by: (values[4] as string | null | undefined) ?? null,
    fields,
  };
}

/**
 * A page from rows fetched with one more than `limit`: the extra row only tells that another page
 * exists (it is dropped), and the cursor is made from the page's last row.
 */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (last: T) => string): KeysetPage<T> {
  const more = rows.length > limit;
  if (more) rows.length = limit;
  const last = rows.at(-1);
  return { items: rows, nextCursor: more && last !== undefined ? cursorOf(last) : null };
}

/** The characters before the first `*`: the part of a pattern an index can seek to. */
export function literalPrefix(pattern: string): string {
  const star = pattern.indexOf('*');
  return star === -1 ? pattern : pattern.slice(0, star);
}

/** The half-open range of text that starts with `prefix`, for an index range under a GLOB. */
export function prefixRange(prefix: string): { low: string; high: string } {
  // Areas are ASCII (A-Z a-z 0-9 . _ : -), so bumping the last character bounds the prefix.
  const last = prefix.charCodeAt(prefix.length - 1);
  return { low: prefix, high: `${prefix.slice(0, -1)}${String.fromCharCode(last + 1)}` };
}

/** A page's size is the caller's to check; a limit that is not a positive integer is a programmer error. */
export function checkPageLimit(name: CollectionName, limit: number): void {
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new Error(`A page of ${name} needs a limit that is a positive integer, not ${limit}.`);
  }
}

/** A page of list() from the same page of listValues(): what every engine's list() answers. */
export function storedPage(name: CollectionName, page: ValuesPage): Page {
  return { rows: page.rows.map((values) => valuesToStoredRow(name, values)), nextCursor: page.nextCursor };
}
