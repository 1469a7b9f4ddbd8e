import type Database from 'better-sqlite3';
import type { ReadSnapshot } from './read-snapshot.js';
import { sortKeyIndex } from '../columns.js';
import { pageOf, toStoredRow } from '../row-sql.js';
import { encodeKeyset } from '../keyset.js';
import type { KeysetPage, PageRequest } from '../queries.js';
import type { CollectionName, FieldValue, IdempotentInsert, RowValues, StoredRow } from '../rows.js';
import type { InsertOnceOutcome } from './writer/messages.js';
import { unplanned } from './unplanned.js';

/** SQL with its named parameters, as the query builders return it (and the query-plan test reads it). */
export interface BuiltQuery {
  sql: string;
  params: Record<string, string | number>;
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
 * shapes of SQL; each is prepared once, on first use, with its parameters unplanned (unplanned.ts),
 * and kept.
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
      statement = this.#db.prepare(unplanned(sql));
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /** The statement in raw mode: rows come back as arrays (RowValues) instead of objects. */
  raw(sql: string): Database.Statement {
    this.#snapshot?.enter();
    let statement = this.#raw.get(sql);
    if (statement === undefined) {
      statement = this.#db.prepare(unplanned(sql)).raw(true);
      this.#raw.set(sql, statement);
    }
    return statement;
  }
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
  const sortKey = sortKeyIndex(name);
  const rows = statements.raw(query.sql).all(query.params) as FieldValue[][];
  return pageOf(rows, request.limit, (last) => encodeKeyset(request.scope, [last[sortKey] as string, last[0] as string]));
}
