import { getColumns, toColumnValues, toFlatColumnValues } from '../../columns.js';
import type { SqliteCollection } from '../collection.js';
import { toIdempotentInsert } from '../row-reads.js';
import { toStoredRow } from '../../row-sql.js';
import type { CollectionName, CollectionStore, FieldValue, IdempotentInsert, Page, RowValues, StoredRow, ValuesPage } from '../../store.js';
import type { WriterThread } from './writer-thread.js';
import type { RowImage } from './messages.js';

/**
 * Reads and writes of a row by update() or delete() before giving up: a write only misses when
 * something outside this process changed the row between the read and the write (see #oneAtATime).
 */
const ATTEMPTS = 5;

/**
 * A CollectionStore whose reads run on the main thread's connection (`reader`) and whose writes run
 * on the writer thread (writer-thread.ts), by group commit. A write resolves only after the COMMIT
 * that holds it has returned, and under synchronous=FULL that COMMIT has synced the WAL.
 *
 * update() and delete() take callbacks (preconditions, cross-field rules), which cannot cross to
 * another thread. So they read the row here, run the callback, and send a compare-and-swap write
 * that applies only if the stored row still equals what the callback saw (every column,
 * updated_at and updated_by). That is what the single transaction of the inline store guaranteed: the row written
 * is the row checked. If the row changed in between, they read it again and retry.
 */
export class WriterCollection implements CollectionStore {
  readonly #name: CollectionName;
  readonly #reader: SqliteCollection;
  readonly #writer: WriterThread;
  /** The tail of the update()s and delete()s of each id, in arrival order. */
  readonly #busy = new Map<string, Promise<unknown>>();

  constructor(name: CollectionName, reader: SqliteCollection, writer: WriterThread) {
    this.#name = name;
    this.#reader = reader;
    this.#writer = writer;
  }

  async insert(fields: Record<string, FieldValue>, actor: string | null = null, traceparent: string | null = null): Promise<StoredRow> {
    const values = toColumnValues(this.#name, fields, {});
    return toStoredRow(this.#name, await this.#writer.write({ op: 'insert', collection: this.#name, values, actor, trace: traceparent }));
  }

  async insertMany(
    rows: readonly Record<string, FieldValue>[],
    actor: string | null = null,
    traceparent: string | null = null,
  ): Promise<string[]> {
    if (rows.length === 0) return [];
    // Flat, row after row: one array crosses to the writer thread instead of one per row.
    return this.#writer.write({
      op: 'insert-many',
      collection: this.#name,
      values: toFlatColumnValues(this.#name, rows),
      actor,
      trace: traceparent,
    });
  }

  async insertOnce(
    key: string,
    fingerprint: string,
    fields: Record<string, FieldValue>,
    actor: string | null = null,
    traceparent: string | null = null,
  ): Promise<IdempotentInsert> {
    const values = toColumnValues(this.#name, fields, {});
    return toIdempotentInsert(
      this.#name,
      await this.#writer.write({ op: 'insert-once', collection: this.#name, key, fingerprint, values, actor, trace: traceparent }),
    );
  }

  get(id: string): Promise<StoredRow | undefined> {
    return this.#reader.get(id);
  }

  list(options: { limit: number; cursor?: string | undefined }): Promise<Page> {
    return this.#reader.list(options);
  }

  getValues(id: string): RowValues | undefined {
    return this.#reader.getValues(id);
  }

  listValues(options: { limit: number; cursor?: string | undefined }): Promise<ValuesPage> {
    return this.#reader.listValues(options);
  }

  count(): Promise<number> {
    return this.#reader.count();
  }

  update(
    id: string,
    change: (current: StoredRow) => Record<string, FieldValue>,
    actor: string | null = null,
    traceparent: string | null = null,
  ): Promise<StoredRow | undefined> {
    return this.#oneAtATime(id, async () => {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const current = await this.#reader.get(id);
        if (current === undefined) return undefined;
        const changes: unknown = change(structuredClone(current));
        if (changes instanceof Promise) {
          throw new Error(`update() of ${this.#name} needs a synchronous change callback; it returned a Promise.`);
        }
        const values = toColumnValues(this.#name, changes, current.fields);
        const row = await this.#writer.write({
          op: 'update',
          collection: this.#name,
          id,
          expected: this.#image(current),
          values,
          actor,
          trace: traceparent,
        });
        if (row !== null) return toStoredRow(this.#name, row);
      }
      throw this.#gaveUp('update', id);
    });
  }

  delete(
    id: string,
    check?: (current: StoredRow) => void,
    actor: string | null = null,
    traceparent: string | null = null,
  ): Promise<StoredRow | undefined> {
    return this.#oneAtATime(id, async () => {
      if (check === undefined) {
        const row = await this.#writer.write({ op: 'delete', collection: this.#name, id, expected: null, actor, trace: traceparent });
        return row === null ? undefined : toStoredRow(this.#name, row);
      }
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const current = await this.#reader.get(id);
        if (current === undefined) return undefined;
        check(current);
        const row = await this.#writer.write({
          op: 'delete',
          collection: this.#name,
          id,
          expected: this.#image(current),
          actor,
          trace: traceparent,
        });
        if (row !== null) return toStoredRow(this.#name, row);
      }
      throw this.#gaveUp('delete', id);
    });
  }

  /**
   * Runs the update()s and delete()s of one id one after another. Two concurrent PATCHes of a row
   * would otherwise both read it, and the second's write would miss and retry, once per write ahead
   * of it; queued, the second reads after the first has committed. Only a writer outside this
   * process can then make a compare-and-swap miss.
   */
  #oneAtATime<T>(id: string, work: () => Promise<T>): Promise<T> {
    const before = this.#busy.get(id);
    const run = before === undefined ? work() : before.then(work);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.#busy.set(id, tail);
    void tail.then(() => {
      if (this.#busy.get(id) === tail) this.#busy.delete(id);
    });
    return run;
  }

  #image(row: StoredRow): RowImage {
    return [row.updated_at, row.updated_by, ...getColumns(this.#name).map((column) => row.fields[column.field] ?? null)];
  }

  #gaveUp(verb: string, id: string): Error {
    return new Error(
      `${verb}() of ${this.#name} ${id} gave up after ${ATTEMPTS} attempts: each time, the row changed ` +
        'between reading it and writing it (another process is writing this database).',
    );
  }
}
