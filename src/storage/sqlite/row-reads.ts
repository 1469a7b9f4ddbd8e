import type Database from 'better-sqlite3';
import type { ReadSnapshot } from './read-snapshot.js';
import { getColumns, quoteIdentifier } from '../columns.js';
import { encodeKeyset } from '../keyset.js';
import type { KeysetPage, PageRequest } from '../queries.js';
import type { CollectionName, FieldValue, IdempotentInsert, RawRow, RowValues, StoredRow } from '../rows.js';
import type { InsertOnceOutcome } from './writer/messages.js';

/** SQL with its named parameters, as the query builders return it (and the query-plan test reads it). */
export interface BuiltQuery {
  sql: string;
  params: Record<string, string | number>;
}

/** The select list of a whole row, columns aliased to field names (std_dev AS "stdDev"), optionally qualified. */
export function selectRow(name: CollectionName, table?: string): string {
  const prefix = table === undefined ? '' : `${table}.`;
  return ['id', 'created_at', 'updated_at']
    .map((column) => `${prefix}${column}`)
    .concat(getColumns(name).map((column) => `${prefix}${quoteIdentifier(column.column)} AS ${quoteIdentifier(column.field)}`))
    .join(', ');
}

export function toStoredRow(name: CollectionName, raw: RawRow): StoredRow {
  const fields: Record<string, FieldValue> = {};
  for (const column of getColumns(name)) fields[column.field] = raw[column.field] ?? null;
  return { id: raw.id as string, created_at: raw.created_at as string, updated_at: raw.updated_at as string, fields };
}

/** RowValues (selectRow's order) as a StoredRow. */
export function valuesToStoredRow(name: CollectionName, values: RowValues): StoredRow {
  const fields: Record<string, FieldValue> = {};
  const columns = getColumns(name);
  for (let i = 0; i < columns.length; i++) fields[columns[i]!.field] = values[i + 3] ?? null;
  return { id: values[0] as string, created_at: values[1] as string, updated_at: values[2] as string, fields };
}

/** An idempotent create's outcome as CollectionWrites reports it, as the store returns it. */
export function toIdempotentInsert(name: CollectionName, outcome: InsertOnceOutcome): IdempotentInsert {
  switch (outcome.kind) {
    case 'created':
      return { kind: 'created', row: toStoredRow(name, outcome.row) };
    case 'replayed':
      return { kind: 'replayed', row: JSON.parse(outcome.snapshot) as StoredRow };
    case 'conflict':
      return outcome;
  }
}

/**
 * Named-route queries are assembled from the filters a request names, so there are a few dozen
 * shapes of SQL; each is prepared once, on first use, and kept.
 */
export class StatementCache {
  readonly #db: Database.Database;
  readonly #snapshot: ReadSnapshot | undefined;
  readonly #statements = new Map<string, Database.Statement>();
  readonly #raw = new Map<string, Database.Statement>();

  /** `snapshot`: the turn's read transaction, entered before every statement handed out (read-snapshot.ts). */
  constructor(db: Database.Database, snapshot?: ReadSnapshot) {
    this.#db = db;
    this.#snapshot = snapshot;
  }

  get(sql: string): Database.Statement {
    this.#snapshot?.enter();
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /** The statement in raw mode: rows come back as arrays (RowValues) instead of objects. */
  raw(sql: string): Database.Statement {
    this.#snapshot?.enter();
    let statement = this.#raw.get(sql);
    if (statement === undefined) {
      statement = this.#db.prepare(sql).raw(true);
      this.#raw.set(sql, statement);
    }
    return statement;
  }
}

/** The half-open range of text that starts with `prefix`, for an index range under a GLOB. */
export function prefixRange(prefix: string): { low: string; high: string } {
  // Areas are ASCII (A-Z a-z 0-9 . _ : -), so bumping the last character bounds the prefix.
  const last = prefix.charCodeAt(prefix.length - 1);
  return { low: prefix, high: `${prefix.slice(0, -1)}${String.fromCharCode(last + 1)}` };
}

/**
 * An area pattern as a GLOB pattern: `*` stays the wildcard and every other GLOB character is made
 * literal. `%` and `_` are not GLOB wildcards at all (GLOB is also case-sensitive, as areas are), so
 * they already match only themselves; `?`, `[` and `]` cannot be in an area today, and are escaped
 * in case the area alphabet ever grows.
 */
export function toGlob(pattern: string): string {
  return pattern.replace(/[?[\]]/g, (character) => `[${character}]`);
}

/** The characters before the first `*`: the part of a pattern an index can seek to. */
export function literalPrefix(pattern: string): string {
  const star = pattern.indexOf('*');
  return star === -1 ? pattern : pattern.slice(0, star);
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

/**
 * One page of a query ordered by (sort_key, id) that selects selectRow()'s columns and then sort_key;
 * the cursor is the last row's (sort_key, id). Rows keep their sort key as a last value.
 */
export function sortedPage(
  statements: StatementCache,
  name: CollectionName,
  query: BuiltQuery,
  request: PageRequest,
): KeysetPage<RowValues> {
  const sortKey = 3 + getColumns(name).length;
  const rows = statements.raw(query.sql).all(query.params) as FieldValue[][];
  return pageOf(rows, request.limit, (last) => encodeKeyset(request.scope, [last[sortKey] as string, last[0] as string]));
}
