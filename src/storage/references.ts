// References between collections (issue 18): a location's or reading's `device` names a device. The
// database keeps them whole (migration 070's REFERENCES); this file turns its refusals into errors a
// handler can explain, with the ids and the counts a client needs, on both engines alike.
import { COLLECTION_NAMES, getColumns, quoteIdentifier } from './columns.js';
import type { FieldValue } from './rows.js';
import { MissingReferenceError, ReferencedRowError } from './store.js';
import type { CollectionName, CollectionStore, NamedReference, ReferenceReads, Referrers, StoredRow } from './store.js';

/** SQLite's and PostgreSQL's words for a refused foreign key. */
const FOREIGN_KEY_CODES = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503']);

function isForeignKeyViolation(error: unknown): boolean {
  return FOREIGN_KEY_CODES.has(String((error as { code?: unknown } | null)?.code));
}

/** The columns of `collection` that reference another collection. */
function referencingColumns(collection: CollectionName) {
  return getColumns(collection).filter((column) => column.references !== undefined);
}

/** Every column of any collection that references `target`. */
function columnsNaming(target: CollectionName): { collection: CollectionName; field: string; column: string }[] {
  return COLLECTION_NAMES.flatMap((collection) =>
    getColumns(collection)
      .filter((column) => column.references === target)
      .map((column) => ({ collection, field: column.field, column: column.column })),
  );
}

/** Whether any column of any collection names rows of `collection`: its deletes may be refused. */
export function isReferenced(collection: CollectionName): boolean {
  return columnsNaming(collection).length > 0;
}

/** Whether `collection` has a column that names rows of another collection: its writes may be refused. */
export function isReferencing(collection: CollectionName): boolean {
  return referencingColumns(collection).length > 0;
}

/** The references a write's fields hold: the candidates for the one the database refused. */
export function namedReferences(collection: CollectionName, fields: Record<string, FieldValue | undefined>): NamedReference[] {
  return referencingColumns(collection)
    .filter((column) => typeof fields[column.field] === 'string')
    .map((column) => ({ field: column.field, collection: column.references!, id: fields[column.field] as string }));
}

/** Reads by SQL with `?` placeholders (the PostgreSQL store numbers them), as identity.ts does. */
export interface ReferenceSql {
  all<T>(sql: string, params: readonly FieldValue[]): Promise<T[]>;
}

export class SqlReferenceReads implements ReferenceReads {
  readonly #sql: ReferenceSql;

  constructor(sql: ReferenceSql) {
    this.#sql = sql;
  }

  async missing(collection: CollectionName, ids: readonly string[]): Promise<string[]> {
    const wanted = [...new Set(ids)];
    const found = new Set<string>();
    // 500 a statement: far below either engine's limit on bound parameters.
    for (let start = 0; start < wanted.length; start += 500) {
      const chunk = wanted.slice(start, start + 500);
      const rows = await this.#sql.all<{ id: string }>(
        `SELECT id FROM ${quoteIdentifier(collection)} WHERE id IN (${chunk.map(() => '?').join(', ')})`,
        chunk,
      );
      for (const row of rows) found.add(row.id);
    }
    return wanted.filter((id) => !found.has(id));
  }

  async referrers(collection: CollectionName, id: string): Promise<Referrers[]> {
    const counts = await Promise.all(
      columnsNaming(collection).map(async ({ collection: from, field, column }) => {
        const [row] = await this.#sql.all<{ count: number | string }>(
          `SELECT count(*) AS count FROM ${quoteIdentifier(from)} WHERE ${quoteIdentifier(column)} = ?`,
          [id],
        );
        return { collection: from, field, count: Number(row?.count ?? 0) };
      }),
    );
    return counts.filter((referrer) => referrer.count > 0);
  }
}

/**
 * A collection whose writes report the database's refused references as MissingReferenceError and
 * ReferencedRowError. Reads pass straight through; only a refused write costs a second look.
 */
export function guardReferences(name: CollectionName, rows: CollectionStore, reads: ReferenceReads): CollectionStore {
  const referencing = referencingColumns(name).length > 0;
  const referenced = columnsNaming(name).length > 0;
  if (!referencing && !referenced) return rows;
  const missing = async (error: unknown, written: readonly Record<string, FieldValue | undefined>[]): Promise<never> => {
    if (!referencing || !isForeignKeyViolation(error)) throw error;
    const named = written.flatMap((fields) => namedReferences(name, fields));
    const absent = new Set<string>();
    for (const target of new Set(named.map((reference) => reference.collection))) {
      const ids = named.filter((reference) => reference.collection === target).map((reference) => reference.id);
      for (const id of await reads.missing(target, ids)) absent.add(`${target}\u0000${id}`);
    }
    const culprits = named.filter((reference) => absent.has(`${reference.collection}\u0000${reference.id}`));
    // Every row the write named exists: the refusal was about something else (a deferred constraint
    // that failed a whole group's COMMIT), so it is reported as it was.
    if (culprits.length === 0) throw error;
    throw new MissingReferenceError(culprits);
  };
  return {
    insert: (fields, actor, traceparent) => rows.insert(fields, actor, traceparent).catch((error: unknown) => missing(error, [fields])),
    insertMany: (batch, actor, traceparent) => rows.insertMany(batch, actor, traceparent).catch((error: unknown) => missing(error, batch)),
    insertOnce: (key, fingerprint, fields, actor, traceparent) =>
      rows.insertOnce(key, fingerprint, fields, actor, traceparent).catch((error: unknown) => missing(error, [fields])),
    get: (id) => rows.get(id),
    getValues: (id) => rows.getValues(id),
    list: (options) => rows.list(options),
    listValues: (options) => rows.listValues(options),
    update: (id, change, actor, traceparent) => {
      let merged: Record<string, FieldValue> = {};
      const remember = (current: StoredRow): Record<string, FieldValue> => {
        const changes = change(current);
        merged = { ...current.fields, ...changes };
        return changes;
      };
      return rows.update(id, remember, actor, traceparent).catch((error: unknown) => missing(error, [merged]));
    },
    delete: (id, check, actor, traceparent) =>
      rows.delete(id, check, actor, traceparent).catch(async (error: unknown) => {
        if (!referenced || !isForeignKeyViolation(error)) throw error;
        const referrers = await reads.referrers(name, id);
        if (referrers.length === 0) throw error;
        throw new ReferencedRowError(name, id, referrers);
      }),
    count: () => rows.count(),
  };
}
