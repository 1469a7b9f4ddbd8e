import type Database from 'better-sqlite3';
import type { ReadSnapshot } from './read-snapshot.js';
import { CollectionWrites } from './writer/collection-writes.js';
import { getColumns, quoteIdentifier, toColumnValues, toFlatColumnValues } from '../columns.js';
import { decodeCursor, encodeCursor } from '../cursor.js';
import { toIdempotentInsert } from './row-reads.js';
import { checkPageLimit, pageOf, selectRow, storedPage, toStoredRow } from '../row-sql.js';
import type { RawRow } from '../rows.js';
import type { CollectionName, CollectionStore, FieldValue, IdempotentInsert, Page, RowValues, StoredRow, ValuesPage } from '../store.js';

/**
 * One CollectionStore for any collection, driven by its column list in columns.ts. Statements are
 * prepared once, here; every SQL name comes from that list, every value is a bound parameter. Its
 * writes run inline, one transaction each (`:memory:`, or when asked for), creates through the same
 * CollectionWrites the writer thread uses; when the writer thread writes (writer-collection.ts), this
 * serves the reads.
 */
export class SqliteCollection implements CollectionStore {
  readonly #name: CollectionName;
  readonly #db: Database.Database;
  readonly #statements;
  #ownWrites: CollectionWrites | undefined;
  /** The turn's read transaction when the writer thread writes (read-snapshot.ts); none inline. */
  readonly #snapshot: ReadSnapshot | undefined;

  constructor(db: Database.Database, name: CollectionName, snapshot?: ReadSnapshot) {
    this.#db = db;
    this.#name = name;
    this.#snapshot = snapshot;
    this.#statements = prepareStatements(db, name);
  }

  /**
   * Prepared with the first write: when the writer thread writes, this connection never does, and
   * preparing its statements for three collections was a tenth of a start (issue 22).
   */
  get #writes(): CollectionWrites {
    this.#ownWrites ??= new CollectionWrites(this.#db, this.#name);
    return this.#ownWrites;
  }

  async insert(fields: Record<string, FieldValue>, actor: string | null = null, traceparent: string | null = null): Promise<StoredRow> {
    const values = toColumnValues(this.#name, fields, {});
    // The row and its event in one transaction (issue 19).
    return toStoredRow(this.#name, this.#db.transaction(() => this.#writes.insert(values, actor, traceparent)).immediate());
  }

  async insertMany(
    rows: readonly Record<string, FieldValue>[],
    actor: string | null = null,
    traceparent: string | null = null,
  ): Promise<string[]> {
    const values = toFlatColumnValues(this.#name, rows);
    return this.#db.transaction(() => this.#writes.insertMany(values, actor, traceparent)).immediate();
  }

  async insertOnce(
    key: string,
    fingerprint: string,
    fields: Record<string, FieldValue>,
    actor: string | null = null,
    traceparent: string | null = null,
  ): Promise<IdempotentInsert> {
    const values = toColumnValues(this.#name, fields, {});
    // The key's row and the resource's row commit together, so a crash cannot leave a key that
    // points at nothing, or a row whose retry would make a second one.
    return toIdempotentInsert(
      this.#name,
      this.#db.transaction(() => this.#writes.insertOnce(key, fingerprint, values, actor, traceparent)).immediate(),
    );
  }

  async get(id: string): Promise<StoredRow | undefined> {
    this.#snapshot?.enter();
    const raw = this.#statements.get.get(id) as RawRow | undefined;
    return raw === undefined ? undefined : toStoredRow(this.#name, raw);
  }

  getValues(id: string): RowValues | undefined {
    this.#snapshot?.enter();
    return this.#statements.getValues.get(id) as RowValues | undefined;
  }

  async list(options: { limit: number; cursor?: string | undefined }): Promise<Page> {
    return storedPage(this.#name, await this.listValues(options));
  }

  async listValues(options: { limit: number; cursor?: string | undefined }): Promise<ValuesPage> {
    const { limit, cursor } = options;
    checkPageLimit(this.#name, limit);
    this.#snapshot?.enter();
    // Keyset pagination: `id < last id` on the primary key index, never OFFSET. Rows inserted during a
    // walk have larger ids, so they cannot push a row onto a second page or make one be skipped.
    // One extra row tells whether another page exists.
    const rows = (
      cursor === undefined ? this.#statements.first.all(limit + 1) : this.#statements.after.all(decodeCursor(this.#name, cursor), limit + 1)
    ) as FieldValue[][];
    const page = pageOf(rows, limit, (last) => encodeCursor(this.#name, last[0] as string));
    return { rows: page.items, nextCursor: page.nextCursor };
  }

  async update(
    id: string,
    change: (current: StoredRow) => Record<string, FieldValue>,
    actor: string | null = null,
    traceparent: string | null = null,
  ): Promise<StoredRow | undefined> {
    // better-sqlite3 is synchronous, so no other request runs between the read and the write; the
    // transaction keeps a crash (or another process) from splitting them. IMMEDIATE takes the write
    // lock before the read: in WAL mode a deferred read transaction that later tries to write fails
    // with SQLITE_BUSY_SNAPSHOT, without waiting, if another connection wrote in between.
    const run = this.#db.transaction((): StoredRow | undefined => {
      const raw = this.#statements.get.get(id) as RawRow | undefined;
      if (raw === undefined) return undefined;
      const current = toStoredRow(this.#name, raw);
      const changes: unknown = change(structuredClone(current));
      if (changes instanceof Promise) {
        throw new Error(`update() of ${this.#name} needs a synchronous change callback; it returned a Promise.`);
      }
      const values = toColumnValues(this.#name, changes, current.fields);
      const row = this.#statements.update.get(...values, new Date().toISOString(), actor, id) as RawRow;
      this.#writes.appendEvent('updated', row, actor, traceparent);
      return toStoredRow(this.#name, row);
    });
    return run.immediate();
  }

  async delete(
    id: string,
    check?: (current: StoredRow) => void,
    actor: string | null = null,
    traceparent: string | null = null,
  ): Promise<StoredRow | undefined> {
    if (check === undefined) {
      // The row and its event go together (issue 19).
      const raw = this.#db.transaction(() => {
        const row = this.#statements.delete.get(id) as RawRow | undefined;
        if (row !== undefined) this.#writes.appendEvent('deleted', row, actor, traceparent);
        return row;
      })();
      return raw === undefined ? undefined : toStoredRow(this.#name, raw);
    }
    // Read, check and delete under one write lock, as update() does, so a precondition cannot pass
    // on a row that another request changes before it goes.
    const run = this.#db.transaction((): StoredRow | undefined => {
      const raw = this.#statements.get.get(id) as RawRow | undefined;
      if (raw === undefined) return undefined;
      check(toStoredRow(this.#name, raw));
      const row = this.#statements.delete.get(id) as RawRow;
      this.#writes.appendEvent('deleted', row, actor, traceparent);
      return toStoredRow(this.#name, row);
    });
    return run.immediate();
  }

  async count(): Promise<number> {
    this.#snapshot?.enter();
    return this.#statements.count.get(this.#name) as number;
  }
}

function prepareStatements(db: Database.Database, name: CollectionName) {
  const table = quoteIdentifier(name);
  const quoted = getColumns(name).map((column) => quoteIdentifier(column.column));
  const selected = selectRow(name);
  return {
    get: db.prepare(`SELECT ${selected} FROM ${table} WHERE id = ?`),
    getValues: db.prepare(`SELECT ${selected} FROM ${table} WHERE id = ?`).raw(true),
    first: db.prepare(`SELECT ${selected} FROM ${table} ORDER BY id DESC LIMIT ?`).raw(true),
    after: db.prepare(`SELECT ${selected} FROM ${table} WHERE id < ? ORDER BY id DESC LIMIT ?`).raw(true),
    update: db.prepare(`UPDATE ${table} SET ${quoted.map((column) => `${column} = ?`).join(', ')}, updated_at = ?, updated_by = ?
      WHERE id = ? RETURNING ${selected}`),
    delete: db.prepare(`DELETE FROM ${table} WHERE id = ? RETURNING ${selected}`),
    // Kept by migration 140's triggers in the transaction of every insert and delete: one row, not a scan.
    count: db.prepare('SELECT rows FROM row_counts WHERE collection = ?').pluck(),
  };
}
