import type Database from 'better-sqlite3';
import { ROW_HEAD, SERVER_COLUMNS, getColumns, quoteIdentifier } from '../../columns.js';
import { createId } from '../../ids.js';
import { selectRow, toStoredRow } from '../../row-sql.js';
import type { RawRow } from '../../rows.js';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../store.js';
import { EVENT_COLUMNS, eventDataOfValues, eventNoun, eventValues, newEvent } from '../../events.js';
import type { EventKind } from '../../events.js';
import type { CollectionName, FieldValue } from '../../store.js';
import type { InsertOnceOutcome, RowImage } from './messages.js';

/** Rows per statement of insertMany: 100 rows of 13 values bind 1,300, far below SQLite's 32,766. */
const INSERT_CHUNK = 100;

/**
 * The writes of one collection on the writer thread's connection. Each is synchronous and runs in
 * its own savepoint of the group's transaction (group-commit.ts); values arrive checked and in
 * column order from the main thread, with the actor (created_by, updated_by) beside them. Ids and
 * timestamps are made here, at the write, so ids sort in the order rows were committed, which keyset
 * pagination relies on (ids.ts).
 */
export class CollectionWrites {
  readonly #name: CollectionName;
  readonly #statements;
  readonly #columns: number;
  /** Bound values per row: the SERVER_COLUMNS (id, created_at, updated_at, created_by, updated_by), then the columns. */
  readonly #width: number;

  constructor(db: Database.Database, name: CollectionName) {
    this.#name = name;
    this.#statements = prepareWrites(db, name);
    this.#columns = getColumns(name).length;
    this.#width = this.#columns + ROW_HEAD;
  }

  insert(values: FieldValue[], actor: string | null, trace: string | null = null): RawRow {
    const now = new Date().toISOString();
    const row = this.#statements.insert.get(createId(), now, now, actor, actor, ...values) as RawRow;
    this.#append('created', row, actor, now, trace);
    return row;
  }

  /** The change's event, in the write's own savepoint: it commits if and only if the change does (issue 19). */
  #append(kind: EventKind, row: RawRow, actor: string | null, at: string, trace: string | null): void {
    this.#statements.appendEvent.run(eventValues(newEvent(this.#name, kind, row, actor, at, trace)));
  }

  /**
   * Bulk ingest: `values` holds the rows one after another. One timestamp for the batch, since one
   * commit creates its rows; no RETURNING, since the caller has the values and needs only the ids.
   */
  insertMany(values: FieldValue[], actor: string | null, trace: string | null = null): string[] {
    const width = this.#width;
    const count = values.length / this.#columns;
    const ids: string[] = new Array(count);
    const now = new Date().toISOString();
    const bind = (into: FieldValue[], at: number, row: number): void => {
      const id = createId();
      ids[row] = id;
      into[at] = id;
      into[at + 1] = now;
      into[at + 2] = now;
      into[at + 3] = actor;
      into[at + 4] = actor;
      for (let column = 0; column < this.#columns; column++) into[at + ROW_HEAD + column] = values[row * this.#columns + column]!;
    };
    const { insertChunk, insertRow, appendEvents, appendEvent } = this.#statements;
    const type = `${eventNoun(this.#name)}.created`;
    // An event per row, with the row's values as they were bound (issue 19).
    const event = (into: FieldValue[], at: number, from: readonly FieldValue[], offset: number): void => {
      into[at] = type;
      into[at + 1] = this.#name;
      into[at + 2] = from[offset]!;
      into[at + 3] = actor;
      into[at + 4] = now;
      into[at + 5] = eventDataOfValues(this.#name, from, offset);
      into[at + 6] = trace;
    };
    const chunk: FieldValue[] = new Array(INSERT_CHUNK * width);
    const events: FieldValue[] = new Array(INSERT_CHUNK * EVENT_COLUMNS.length);
    let row = 0;
    for (; row + INSERT_CHUNK <= count; row += INSERT_CHUNK) {
      for (let offset = 0; offset < INSERT_CHUNK; offset++) bind(chunk, offset * width, row + offset);
      insertChunk.run(chunk);
      for (let offset = 0; offset < INSERT_CHUNK; offset++) event(events, offset * EVENT_COLUMNS.length, chunk, offset * width);
      appendEvents.run(events);
    }
    const one: FieldValue[] = new Array(width);
    const oneEvent: FieldValue[] = new Array(EVENT_COLUMNS.length);
    for (; row < count; row++) {
      bind(one, 0, row);
      insertRow.run(one);
      event(oneEvent, 0, one, 0);
      appendEvent.run(oneEvent);
    }
    return ids;
  }

  /** The key's row and the resource's row commit together, so a crash cannot split them. */
  insertOnce(key: string, fingerprint: string, values: FieldValue[], actor: string | null, trace: string | null = null): InsertOnceOutcome {
    const keys = this.#statements.idempotency;
    const now = new Date();
    keys.purge.run(this.#name, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString());
    const seen = keys.find.get(this.#name, key) as { fingerprint: string; snapshot: string } | undefined;
    if (seen !== undefined) return seen.fingerprint === fingerprint ? { kind: 'replayed', snapshot: seen.snapshot } : { kind: 'conflict' };
    const stamp = now.toISOString();
    const row = this.#statements.insert.get(createId(), stamp, stamp, actor, actor, ...values) as RawRow;
    this.#append('created', row, actor, stamp, trace);
    keys.remember.run(this.#name, key, fingerprint, row.id, JSON.stringify(toStoredRow(this.#name, row)), stamp);
    return { kind: 'created', row };
  }

  /** Writes only if the row still equals `expected`; null when it is gone or changed since that read. */
  update(id: string, expected: RowImage, values: FieldValue[], actor: string | null, trace: string | null = null): RawRow | null {
    const now = new Date().toISOString();
    const row = this.#statements.update.get(...values, now, actor, id, ...expected) as RawRow | undefined;
    if (row !== undefined) this.#append('updated', row, actor, now, trace);
    return row ?? null;
  }

  /** `actor` is who deletes: the event's, since the row keeps only who changed it last. */
  delete(id: string, expected: RowImage | null, actor: string | null, trace: string | null = null): RawRow | null {
    const row = (expected === null ? this.#statements.delete.get(id) : this.#statements.deleteIfUnchanged.get(id, ...expected)) as
      | RawRow
      | undefined;
    if (row !== undefined) this.#append('deleted', row, actor, new Date().toISOString(), trace);
    return row ?? null;
  }

  /** For the inline store's own update and delete (collection.ts), which read and write in one transaction. */
  appendEvent(kind: EventKind, row: RawRow, actor: string | null, trace: string | null = null): void {
    this.#append(kind, row, actor, new Date().toISOString(), trace);
  }
}

function prepareWrites(db: Database.Database, name: CollectionName) {
  const table = quoteIdentifier(name);
  const quoted = getColumns(name).map((column) => quoteIdentifier(column.column));
  const selected = selectRow(name);
  // Compare-and-swap on every value a write can change (RowImage): updated_at alone has millisecond
  // resolution, so two writes in one millisecond would pass for none. IS compares NULLs as equal values.
  const unchanged = ['updated_at', 'updated_by', ...quoted].map((column) => `${column} IS ?`).join(' AND ');
  const insertInto = `INSERT INTO ${table} (${[...SERVER_COLUMNS, ...quoted].join(', ')}) VALUES`;
  const row = `(${Array(quoted.length + ROW_HEAD)
    .fill('?')
    .join(', ')})`;
  const appendInto = `INSERT INTO events (${EVENT_COLUMNS.join(', ')}) VALUES`;
  const eventRow = `(${EVENT_COLUMNS.map(() => '?').join(', ')})`;
  return {
    // RETURNING (SQLite 3.35+, also PostgreSQL) hands back the row exactly as stored.
    insert: db.prepare(`${insertInto} ${row} RETURNING ${selected}`),
    insertRow: db.prepare(`${insertInto} ${row}`),
    // A multi-row INSERT runs once for INSERT_CHUNK rows.
    insertChunk: db.prepare(`${insertInto} ${Array(INSERT_CHUNK).fill(row).join(', ')}`),
    update: db.prepare(`UPDATE ${table} SET ${quoted.map((column) => `${column} = ?`).join(', ')}, updated_at = ?, updated_by = ?
      WHERE id = ? AND ${unchanged} RETURNING ${selected}`),
    delete: db.prepare(`DELETE FROM ${table} WHERE id = ? RETURNING ${selected}`),
    deleteIfUnchanged: db.prepare(`DELETE FROM ${table} WHERE id = ? AND ${unchanged} RETURNING ${selected}`),
    appendEvent: db.prepare(`${appendInto} ${eventRow}`),
    appendEvents: db.prepare(`${appendInto} ${Array(INSERT_CHUNK).fill(eventRow).join(', ')}`),
    idempotency: {
      find: db.prepare('SELECT fingerprint, snapshot FROM idempotency_keys WHERE collection = ? AND key = ?'),
      remember: db.prepare(`INSERT INTO idempotency_keys (collection, key, fingerprint, resource_id, snapshot, created_at)
        VALUES (?, ?, ?, ?, ?, ?)`),
      purge: db.prepare('DELETE FROM idempotency_keys WHERE collection = ? AND created_at < ?'),
    },
  };
}
