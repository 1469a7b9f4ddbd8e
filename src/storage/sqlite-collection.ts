import type Database from 'better-sqlite3';
import { checkValue, getColumn, getColumns, quoteIdentifier } from './columns.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { createId } from './ids.js';
import { IDEMPOTENCY_KEY_TTL_MS } from './store.js';
import type { CollectionName, CollectionStore, FieldValue, IdempotentInsert, Page, ShapedPage, StoredRow } from './store.js';

type RawRow = Record<string, FieldValue>;

/** Rows per statement of insertMany: 100 rows of 11 columns bind 1,100 values, far below SQLite's 32,766. */
const INSERT_CHUNK = 100;

/**
 * One CollectionStore for any collection, driven by its column list in columns.ts. Statements are
 * prepared once, here; every SQL name comes from that list, every value is a bound parameter. Its
 * writes run inline, one transaction each (`:memory:`, or when asked for); when the writer thread writes
 * (writer-collection.ts), this serves the reads.
 */
export class SqliteCollection implements CollectionStore {
  readonly #name: CollectionName;
  readonly #db: Database.Database;
  readonly #statements;
  readonly #fieldNames: ReadonlySet<string>;
  /** listShaped()'s statements by field list: one per version of the call, so a handful. */
  readonly #shaped = new Map<string, { first: Database.Statement; after: Database.Statement }>();

  constructor(db: Database.Database, name: CollectionName) {
    this.#db = db;
    this.#name = name;
    this.#statements = prepareStatements(db, name);
    this.#fieldNames = new Set(getColumns(name).map((column) => column.field));
  }

  async insert(fields: Record<string, FieldValue>): Promise<StoredRow> {
    const values = this.#columnValues(fields, {});
    const now = new Date().toISOString();
    return this.#toStoredRow(this.#statements.insert.get(createId(), now, now, ...values) as RawRow);
  }

  async insertMany(rows: readonly Record<string, FieldValue>[]): Promise<string[]> {
    const columns = getColumns(this.#name);
    const width = columns.length + 3;
    const { insertRow, insertChunk } = this.#statements;
    const ids: string[] = new Array(rows.length);
    // One timestamp for the batch: its rows are created by one commit.
    const now = new Date().toISOString();
    // Bound once per row as flat arrays: a multi-row INSERT of INSERT_CHUNK rows runs the statement
    // once for all of them, and no RETURNING hands back what the caller already has.
    const bind = (values: FieldValue[], offset: number, index: number): void => {
      const fields = rows[index]!;
      this.#checkFields(fields);
      const id = createId();
      ids[index] = id;
      values[offset] = id;
      values[offset + 1] = now;
      values[offset + 2] = now;
      for (let c = 0; c < columns.length; c++) {
        const column = columns[c]!;
        const value = fields[column.field] ?? null;
        checkValue(this.#name, column, value);
        values[offset + 3 + c] = value;
      }
    };
    const run = this.#db.transaction(() => {
      const chunk: FieldValue[] = new Array(INSERT_CHUNK * width);
      let index = 0;
      for (; index + INSERT_CHUNK <= rows.length; index += INSERT_CHUNK) {
        for (let r = 0; r < INSERT_CHUNK; r++) bind(chunk, r * width, index + r);
        insertChunk.run(chunk);
      }
      const one: FieldValue[] = new Array(width);
      for (; index < rows.length; index++) {
        bind(one, 0, index);
        insertRow.run(one);
      }
    });
    run.immediate();
    return ids;
  }

  async insertOnce(key: string, fingerprint: string, fields: Record<string, FieldValue>): Promise<IdempotentInsert> {
    const keys = this.#statements.idempotency;
    // The key's row and the resource's row commit together, so a crash cannot leave a key that
    // points at nothing, or a row whose retry would make a second one.
    const run = this.#db.transaction((): IdempotentInsert => {
      const now = new Date();
      keys.purge.run(this.#name, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString());
      const seen = keys.find.get(this.#name, key) as { fingerprint: string; snapshot: string } | undefined;
      if (seen !== undefined) {
        return seen.fingerprint === fingerprint ? { kind: 'replayed', row: JSON.parse(seen.snapshot) as StoredRow } : { kind: 'conflict' };
      }
      const values = this.#columnValues(fields, {});
      const stamp = now.toISOString();
      const row = this.#toStoredRow(this.#statements.insert.get(createId(), stamp, stamp, ...values) as RawRow);
      keys.remember.run(this.#name, key, fingerprint, row.id, JSON.stringify(row), stamp);
      return { kind: 'created', row };
    });
    return run.immediate();
  }

  async get(id: string): Promise<StoredRow | undefined> {
    const raw = this.#statements.get.get(id) as RawRow | undefined;
    return raw === undefined ? undefined : this.#toStoredRow(raw);
  }

  async list(options: { limit: number; cursor?: string | undefined }): Promise<Page> {
    const { limit, cursor } = options;
    if (!Number.isSafeInteger(limit) || limit < 1) {
      throw new Error(`list() of ${this.#name} needs a limit that is a positive integer, not ${limit}.`);
    }
    // Keyset pagination: `id < last id` on the primary key index, never OFFSET. Rows inserted during a
    // walk have larger ids, so they cannot push a row onto a second page or make one be skipped.
    // One extra row tells whether another page exists.
    const raws = (cursor === undefined
      ? this.#statements.listFirst.all(limit + 1)
      : this.#statements.listAfter.all(decodeCursor(this.#name, cursor), limit + 1)) as RawRow[];
    const rows = raws.slice(0, limit).map((raw) => this.#toStoredRow(raw));
    const last = rows.at(-1);
    return { rows, nextCursor: raws.length > limit && last !== undefined ? encodeCursor(this.#name, last.id) : null };
  }

  async listShaped(options: { limit: number; cursor?: string | undefined; fields: readonly string[] }): Promise<ShapedPage> {
    const { limit, cursor, fields } = options;
    if (!Number.isSafeInteger(limit) || limit < 1) {
      throw new Error(`listShaped() of ${this.#name} needs a limit that is a positive integer, not ${limit}.`);
    }
    const statements = this.#shapedStatements(fields);
    // The same keyset query as list(): one extra row tells whether another page exists.
    const items = (cursor === undefined
      ? statements.first.all(limit + 1)
      : statements.after.all(decodeCursor(this.#name, cursor), limit + 1)) as Record<string, FieldValue>[];
    const more = items.length > limit;
    if (more) items.length = limit;
    const last = items.at(-1);
    return { items, nextCursor: more && last !== undefined ? encodeCursor(this.#name, last.id as string) : null };
  }

  /** The list statements that select `fields` in the order a representation has them, prepared once per list. */
  #shapedStatements(fields: readonly string[]): { first: Database.Statement; after: Database.Statement } {
    const key = fields.join(',');
    let statements = this.#shaped.get(key);
    if (statements === undefined) {
      const table = quoteIdentifier(this.#name);
      const selected = ['id']
        .concat(fields.map((field) => `${quoteIdentifier(getColumn(this.#name, field).column)} AS ${quoteIdentifier(field)}`))
        .concat(['created_at', 'updated_at'])
        .join(', ');
      statements = {
        first: this.#db.prepare(`SELECT ${selected} FROM ${table} ORDER BY id DESC LIMIT ?`),
        after: this.#db.prepare(`SELECT ${selected} FROM ${table} WHERE id < ? ORDER BY id DESC LIMIT ?`),
      };
      this.#shaped.set(key, statements);
    }
    return statements;
  }

  async update(id: string, change: (current: StoredRow) => Record<string, FieldValue>): Promise<StoredRow | undefined> {
    // better-sqlite3 is synchronous, so no other request runs between the read and the write; the
    // transaction keeps a crash (or another process) from splitting them. IMMEDIATE takes the write
    // lock before the read: in WAL mode a deferred read transaction that later tries to write fails
    // with SQLITE_BUSY_SNAPSHOT, without waiting, if another connection wrote in between.
    const run = this.#db.transaction((): StoredRow | undefined => {
      const raw = this.#statements.get.get(id) as RawRow | undefined;
      if (raw === undefined) return undefined;
      const current = this.#toStoredRow(raw);
      const changes: unknown = change(structuredClone(current));
      if (changes instanceof Promise) {
        throw new Error(`update() of ${this.#name} needs a synchronous change callback; it returned a Promise.`);
      }
      const values = this.#columnValues(changes, current.fields);
      return this.#toStoredRow(this.#statements.update.get(...values, new Date().toISOString(), id) as RawRow);
    });
    return run.immediate();
  }

  async delete(id: string, check?: (current: StoredRow) => void): Promise<StoredRow | undefined> {
    if (check === undefined) {
      const raw = this.#statements.delete.get(id) as RawRow | undefined;
      return raw === undefined ? undefined : this.#toStoredRow(raw);
    }
    // Read, check and delete under one write lock, as update() does, so a precondition cannot pass
    // on a row that another request changes before it goes.
    const run = this.#db.transaction((): StoredRow | undefined => {
      const raw = this.#statements.get.get(id) as RawRow | undefined;
      if (raw === undefined) return undefined;
      check(this.#toStoredRow(raw));
      return this.#toStoredRow(this.#statements.delete.get(id) as RawRow);
    });
    return run.immediate();
  }

  async count(): Promise<number> {
    return this.#statements.count.get() as number;
  }

  /** Throws for a name that is not a column, as #columnValues does. */
  #checkFields(fields: Record<string, FieldValue>): void {
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
      throw new Error(`Fields for ${this.#name} must be a record of field names to values, not ${JSON.stringify(fields)}.`);
    }
    for (const field in fields) if (!this.#fieldNames.has(field)) getColumn(this.#name, field);
  }

  /** Values in column order: `fields` merged over `base`; unknown names and wrong types throw. */
  #columnValues(fields: unknown, base: Record<string, FieldValue>): FieldValue[] {
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
      throw new Error(`Fields for ${this.#name} must be a record of field names to values, not ${JSON.stringify(fields)}.`);
    }
    const merged: Record<string, FieldValue> = { ...base };
    for (const [field, value] of Object.entries(fields as Record<string, FieldValue | undefined>)) {
      const column = getColumn(this.#name, field);
      // `undefined` means "not given", as in a record built from optional parameters.
      if (value === undefined) continue;
      checkValue(this.#name, column, value);
      merged[field] = value;
    }
    return getColumns(this.#name).map((column) => merged[column.field] ?? null);
  }

  #toStoredRow(raw: RawRow): StoredRow {
    const fields: Record<string, FieldValue> = {};
    for (const column of getColumns(this.#name)) fields[column.field] = raw[column.field] ?? null;
    return { id: raw.id as string, created_at: raw.created_at as string, updated_at: raw.updated_at as string, fields };
  }
}

function prepareStatements(db: Database.Database, name: CollectionName) {
  const columns = getColumns(name);
  const table = quoteIdentifier(name);
  const quoted = columns.map((column) => quoteIdentifier(column.column));
  // Aliasing each column to its field name (std_dev AS "stdDev") lets rows map without renaming.
  const selected = ['id', 'created_at', 'updated_at']
    .concat(columns.map((column) => `${quoteIdentifier(column.column)} AS ${quoteIdentifier(column.field)}`))
    .join(', ');
  const row = `(${Array(columns.length + 3).fill('?').join(', ')})`;
  return {
    // RETURNING (SQLite 3.35+, also PostgreSQL) hands back the row exactly as stored.
    insert: db.prepare(`INSERT INTO ${table} (id, created_at, updated_at, ${quoted.join(', ')})
      VALUES (${Array(columns.length + 3).fill('?').join(', ')}) RETURNING ${selected}`),
    insertRow: db.prepare(`INSERT INTO ${table} (id, created_at, updated_at, ${quoted.join(', ')}) VALUES ${row}`),
    insertChunk: db.prepare(`INSERT INTO ${table} (id, created_at, updated_at, ${quoted.join(', ')}) VALUES ${Array(INSERT_CHUNK).fill(row).join(', ')}`),
    get: db.prepare(`SELECT ${selected} FROM ${table} WHERE id = ?`),
    listFirst: db.prepare(`SELECT ${selected} FROM ${table} ORDER BY id DESC LIMIT ?`),
    listAfter: db.prepare(`SELECT ${selected} FROM ${table} WHERE id < ? ORDER BY id DESC LIMIT ?`),
    update: db.prepare(`UPDATE ${table} SET ${quoted.map((column) => `${column} = ?`).join(', ')}, updated_at = ?
      WHERE id = ? RETURNING ${selected}`),
    delete: db.prepare(`DELETE FROM ${table} WHERE id = ? RETURNING ${selected}`),
    count: db.prepare(`SELECT count(*) FROM ${table}`).pluck(),
    idempotency: {
      find: db.prepare('SELECT fingerprint, snapshot FROM idempotency_keys WHERE collection = ? AND key = ?'),
      remember: db.prepare(`INSERT INTO idempotency_keys (collection, key, fingerprint, resource_id, snapshot, created_at)
        VALUES (?, ?, ?, ?, ?, ?)`),
      purge: db.prepare('DELETE FROM idempotency_keys WHERE collection = ? AND created_at < ?'),
    },
  };
}
