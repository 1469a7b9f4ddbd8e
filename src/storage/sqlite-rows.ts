import type Database from 'better-sqlite3';
import { getColumn, getColumns, quoteIdentifier } from './columns.js';
import { encodeKeyset } from './keyset.js';
import type { KeysetPage, PageRequest } from './queries.js';
import type { CollectionName, FieldValue, IdempotentInsert, StoredRow } from './store.js';
import type { InsertOnceOutcome } from './writer-messages.js';

export type RawRow = Record<string, FieldValue>;

/** SQL with its named parameters, as the query builders return it (and the query-plan test reads it). */
export interface BuiltQuery {
  sql: string;
  params: Record<string, string | number>;
}

/** The select list of a whole row, columns aliased to field names (std_dev AS "stdDev"), optionally qualified. */
export function selectRow(name: CollectionName, table?: string): string {
  const prefix = table === undefined ? '' : `${table}.`;
  return ['id', 'created_at', 'updated_at'].map((column) => `${prefix}${column}`)
    .concat(getColumns(name).map((column) => `${prefix}${quoteIdentifier(column.column)} AS ${quoteIdentifier(column.field)}`))
    .join(', ');
}

/**
 * The select list of a row as one version's clients see it: id, `fields` in their order (aliased to
 * field names), then the timestamps; better-sqlite3 keeps that order in the objects it returns.
 */
export function selectShaped(name: CollectionName, fields: readonly string[]): string {
  return ['id']
    .concat(fields.map((field) => `${quoteIdentifier(getColumn(name, field).column)} AS ${quoteIdentifier(field)}`))
    .concat(['created_at', 'updated_at'])
    .join(', ');
}

export function toStoredRow(name: CollectionName, raw: RawRow): StoredRow {
  const fields: Record<string, FieldValue> = {};
  for (const column of getColumns(name)) fields[column.field] = raw[column.field] ?? null;
  return { id: raw.id as string, created_at: raw.created_at as string, updated_at: raw.updated_at as string, fields };
}

/** An idempotent create's outcome as CollectionWrites reports it, as the store returns it. */
export function toIdempotentInsert(name: CollectionName, outcome: InsertOnceOutcome): IdempotentInsert {
  switch (outcome.kind) {
    case 'created': return { kind: 'created', row: toStoredRow(name, outcome.row) };
    case 'replayed': return { kind: 'replayed', row: JSON.parse(outcome.snapshot) as StoredRow };
    case 'conflict': return outcome;
  }
}

/**
 * Named-route queries are assembled from the filters a request names, so there are a few dozen
 * shapes of SQL; each is prepared once, on first use, and kept.
 */
export class StatementCache {
  readonly #db: Database.Database;
  readonly #statements = new Map<string, Database.Statement>();

  constructor(db: Database.Database) {
    this.#db = db;
  }

  get(sql: string): Database.Statement {
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
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
 * One page of a query ordered by (sort_key, id), fetched with one row more than the page so that the
 * extra row says whether another page exists; the cursor is the last row's (sort_key, id).
 */
export function sortedPage(statements: StatementCache, name: CollectionName, query: BuiltQuery, request: PageRequest): KeysetPage<StoredRow> {
  const raws = statements.get(query.sql).all(query.params) as (RawRow & { sort_key: string })[];
  const items = raws.slice(0, request.limit);
  const last = items.at(-1);
  return {
    items: items.map((raw) => toStoredRow(name, raw)),
    nextCursor: raws.length > request.limit && last !== undefined ? encodeKeyset(request.scope, [last.sort_key, last.id as string]) : null,
  };
}
