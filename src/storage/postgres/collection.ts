import { ROW_HEAD, getColumns, quoteIdentifier, toColumnValues } from '../columns.js';
import { decodeCursor, encodeCursor } from '../cursor.js';
import { createId } from '../ids.js';
import { checkPageLimit, pageOf, selectRow, storedPage, toStoredRow } from '../row-sql.js';
import type { CollectionName, FieldValue, IdempotentInsert, Page, RawRow, RowValues, StoredRow, ValuesPage } from '../rows.js';
import { IDEMPOTENCY_KEY_TTL_MS } from '../store.js';
import type { CollectionStore } from '../store.js';
import type { PostgresPool, Session } from './connection.js';
import { GROUP_ROWS, InsertGroups, insertSql } from './insert-groups.js';
import { columnArrays } from './parameters.js';
import { appendEvent, appendEvents, createdEvents } from './event-append.js';
import { isStorableText } from './text.js';
import { ReadGroups } from './read-groups.js';

/** Expired idempotency keys are deleted at most this often; until then a lookup ignores them. */
const PURGE_EVERY_MS = 60_000;

/**
 * One CollectionStore for any collection on PostgreSQL, driven by its column list in columns.ts, as
 * the SQLite one is. Creates go through InsertGroups (group commit); update() and delete() with a
 * check lock the row first (FOR NO KEY UPDATE, FOR UPDATE) and write it in one transaction, so the row written is the row the
 * callback saw, whatever another process does meanwhile. Ids and timestamps are made here, and the
 * actor (created_by, updated_by) set beside them, as the SQLite writer does, so both engines hand out
 * the same shapes.
 */
export class PostgresCollection implements CollectionStore {
  readonly #name: CollectionName;
  readonly #db: PostgresPool;
  /** Where lists and counts read: the primary, or a standby that holds every acknowledged write (read-replica.ts). */
  readonly #reads: Session;
  readonly #sql;
  readonly #groups: InsertGroups;
  readonly #readsById: ReadGroups;
  #purgedAt = 0;

  constructor(db: PostgresPool, name: CollectionName, reads: Session = db) {
    this.#name = name;
    this.#db = db;
    this.#reads = reads;
    this.#sql = statements(name);
    this.#groups = new InsertGroups(db, name);
    this.#readsById = new ReadGroups(db, this.#sql.getMany);
  }

  async insert(fields: Record<string, FieldValue>, actor: string | null = null, traceparent: string | null = null): Promise<StoredRow> {
    const values = toColumnValues(this.#name, fields, {});
    const now = new Date().toISOString();
    return toStoredRow(this.#name, await this.#groups.insert([createId(), now, now, actor, actor, ...values], traceparent));
  }

  async insertMany(
    rows: readonly Record<string, FieldValue>[],
    actor: string | null = null,
    traceparent: string | null = null,
  ): Promise<string[]> {
    if (rows.length === 0) return [];
    // One timestamp for the batch, as on SQLite: one commit creates its rows.
    const now = new Date().toISOString();
    const full = rows.map((fields) => [createId(), now, now, actor, actor, ...toColumnValues(this.#name, fields, {})]);
    await this.#db.transaction(async (session) => {
      for (let start = 0; start < full.length; start += GROUP_ROWS) {
        await session.rows(this.#sql.insertMany, columnArrays(full.slice(start, start + GROUP_ROWS)));
      }
      // The batch's events after its rows, in one append: the lock is held from here to COMMIT only.
      await appendEvents(session, createdEvents(this.#name, full, traceparent));
    });
    return full.map((row) => row[0] as string);
  }

  async insertOnce(
    key: string,
    fingerprint: string,
    fields: Record<string, FieldValue>,
    actor: string | null = null,
    traceparent: string | null = null,
  ): Promise<IdempotentInsert> {
    const values = toColumnValues(this.#name, fields, {});
    const now = new Date();
    const stamp = now.toISOString();
    const id = createId();
    const full = [id, stamp, stamp, actor, actor, ...values];
    const row = toStoredRow(this.#name, rawOf(this.#name, full));
    const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
    await this.#purgeNowAndThen(expired, now.getTime());
    // The key's row and the resource's row commit together. A key another request holds uncommitted
    // makes this INSERT wait for it; an expired one is taken over as if it were not there.
    return this.#db.transaction(async (session): Promise<IdempotentInsert> => {
      const claimed = await session.rows(this.#sql.claimKey, [this.#name, key, fingerprint, id, JSON.stringify(row), stamp, expired]);
      if (claimed.length === 0) {
        const [seen] = await session.rows<{ fingerprint: string; snapshot: string }>(this.#sql.findKey, [this.#name, key]);
        if (seen === undefined) throw new Error(`Idempotency key of ${this.#name} vanished between its claim and its read.`);
        return seen.fingerprint === fingerprint ? { kind: 'replayed', row: JSON.parse(seen.snapshot) as StoredRow } : { kind: 'conflict' };
      }
      const [stored] = await session.rows<RawRow>(this.#sql.insertOne, columnArrays([full]));
      await appendEvent(session, this.#name, 'created', stored!, actor, traceparent);
      return { kind: 'created', row: toStoredRow(this.#name, stored!) };
    });
  }

  async get(id: string): Promise<StoredRow | undefined> {
    if (!isStorableText(id)) return undefined;
    const [raw] = await this.#db.rows<RawRow>(this.#sql.get, [id]);
    return raw === undefined ? undefined : toStoredRow(this.#name, raw);
  }

  getValues(id: string): Promise<RowValues | undefined> {
    if (!isStorableText(id)) return Promise.resolve(undefined);
    return this.#readsById.get(id);
  }

  async list(options: { limit: number; cursor?: string | undefined }): Promise<Page> {
    return storedPage(this.#name, await this.listValues(options));
  }

  async listValues(options: { limit: number; cursor?: string | undefined }): Promise<ValuesPage> {
    const { limit, cursor } = options;
    checkPageLimit(this.#name, limit);
    // Keyset pagination on the primary key, never OFFSET, as on SQLite.
    const rows = (
      cursor === undefined
        ? await this.#reads.arrays(this.#sql.first, [limit + 1])
        : await this.#reads.arrays(this.#sql.after, [decodeCursor(this.#name, cursor), limit + 1])
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
    if (!isStorableText(id)) return undefined;
    return this.#db.transaction(async (session) => {
      const current = await this.#lock(session, this.#sql.lockToChange, id);
      if (current === undefined) return undefined;
      const changes: unknown = change(structuredClone(current));
      if (changes instanceof Promise) {
        throw new Error(`update() of ${this.#name} needs a synchronous change callback; it returned a Promise.`);
      }
      const values = toColumnValues(this.#name, changes, current.fields);
      const [raw] = await session.rows<RawRow>(this.#sql.update, [...values, new Date().toISOString(), actor, id]);
      await appendEvent(session, this.#name, 'updated', raw!, actor, traceparent);
      return toStoredRow(this.#name, raw!);
    });
  }

  async delete(
    id: string,
    check?: (current: StoredRow) => void,
    actor: string | null = null,
    traceparent: string | null = null,
  ): Promise<StoredRow | undefined> {
    if (!isStorableText(id)) return undefined;
    return this.#db.transaction(async (session) => {
      if (check !== undefined) {
        const current = await this.#lock(session, this.#sql.lockToDelete, id);
        if (current === undefined) return undefined;
        check(current);
      }
      const [raw] = await session.rows<RawRow>(this.#sql.delete, [id]);
      if (raw === undefined) return undefined;
      // Who deletes is the event's actor: the row kept only who changed it last.
      await appendEvent(session, this.#name, 'deleted', raw, actor, traceparent);
      return toStoredRow(this.#name, raw);
    });
  }

  async count(): Promise<number> {
    const [row] = await this.#reads.rows<{ count: number }>(this.#sql.count, [this.#name]);
    return row!.count;
  }

  /** Waits for every create asked for so far: close() calls it before the pool ends. */
  drained(): Promise<void> {
    return this.#groups.drained();
  }

  async #lock(session: Session, sql: string, id: string): Promise<StoredRow | undefined> {
    const [raw] = await session.rows<RawRow>(sql, [id]);
    return raw === undefined ? undefined : toStoredRow(this.#name, raw);
  }

  async #purgeNowAndThen(expired: string, now: number): Promise<void> {
    if (now - this.#purgedAt < PURGE_EVERY_MS) return;
    this.#purgedAt = now;
    await this.#db.rows(this.#sql.purgeKeys, [this.#name, expired]);
  }
}

function rawOf(name: CollectionName, row: readonly FieldValue[]): RawRow {
  const raw: RawRow = { id: row[0]!, created_at: row[1]!, updated_at: row[2]!, created_by: row[3] ?? null, updated_by: row[4] ?? null };
  getColumns(name).forEach((column, index) => {
    raw[column.field] = row[index + ROW_HEAD]!;
  });
  return raw;
}

function statements(name: CollectionName) {
  const table = quoteIdentifier(name);
  const columns = getColumns(name).map((column) => quoteIdentifier(column.column));
  const selected = selectRow(name);
  const sets = columns.map((column, index) => `${column} = $${index + 1}`).join(', ');
  const width = columns.length;
  return {
    insertOne: insertSql(name, true),
    insertMany: insertSql(name, false),
    get: `SELECT ${selected} FROM ${table} WHERE id = $1`,
    getMany: `SELECT ${selected} FROM ${table} WHERE id = ANY($1::text[])`,
    // The lock its statement will take: an update never changes an id, so it leaves the row to the
    // foreign-key checks of creates that name it (FOR KEY SHARE), which a delete must wait for.
    lockToChange: `SELECT ${selected} FROM ${table} WHERE id = $1 FOR NO KEY UPDATE`,
    lockToDelete: `SELECT ${selected} FROM ${table} WHERE id = $1 FOR UPDATE`,
    first: `SELECT ${selected} FROM ${table} ORDER BY id DESC LIMIT $1`,
    after: `SELECT ${selected} FROM ${table} WHERE id < $1 ORDER BY id DESC LIMIT $2`,
    update: `UPDATE ${table} SET ${sets}, updated_at = $${width + 1}, updated_by = $${width + 2} WHERE id = $${width + 3} RETURNING ${selected}`,
    delete: `DELETE FROM ${table} WHERE id = $1 RETURNING ${selected}`,
    // The shards migration 140's triggers keep in the transaction of every insert and delete: at most 16 rows, not a scan.
    count: 'SELECT coalesce(sum(rows), 0)::bigint AS count FROM row_counts WHERE collection = $1',
    claimKey: `INSERT INTO idempotency_keys (collection, key, fingerprint, resource_id, snapshot, created_at)
      VALUES ($1, $2, $3, $4, $5, $6)
      ON CONFLICT (collection, key) DO UPDATE SET fingerprint = excluded.fingerprint, resource_id = excluded.resource_id,
        snapshot = excluded.snapshot, created_at = excluded.created_at
      WHERE idempotency_keys.created_at < $7
      RETURNING 1`,
    findKey: 'SELECT fingerprint, snapshot FROM idempotency_keys WHERE collection = $1 AND key = $2',
    purgeKeys: 'DELETE FROM idempotency_keys WHERE collection = $1 AND created_at < $2',
  };
}
