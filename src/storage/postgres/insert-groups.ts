import { SERVER_COLUMNS, getColumns, quoteIdentifier } from '../columns.js';
import { selectRow } from '../row-sql.js';
import type { CollectionName, FieldValue, RawRow } from '../rows.js';
import { StorageUnavailableError } from '../store.js';
import type { Session } from './connection.js';
import { columnArrays } from './parameters.js';
import { createdEvents, withCreatedEvents } from './event-append.js';
import { eventValues } from '../events.js';

/** Rows per statement: a group, or a chunk of a bulk insert. */
export const GROUP_ROWS = 1000;
/**
 * Groups committing at once. Below the pool's size, so reads always find a connection; enough that
 * a client's create never waits behind a slow one when creates are few.
 */
const GROUPS_IN_FLIGHT = 4;

const PG_TYPES = { REAL: 'float8', INTEGER: 'int8', TEXT: 'text' } as const;

interface Waiting {
  row: FieldValue[];
  /** The request's traceparent, for the row's event. */
  traceparent: string | null;
  resolve(row: RawRow): void;
  reject(error: unknown): void;
}

/**
 * Group commit for creates on PostgreSQL (issue 16), as the SQLite writer thread does for its file:
 * creates that arrive in the same turn of the event loop, or while GROUPS_IN_FLIGHT groups are
 * committing, are inserted by one statement, one transaction and one WAL flush (synchronous_commit
 * is on, so each 201 still follows its own durable commit). A create never waits for a group to
 * form: when fewer groups are in flight, the next turn sends whatever has arrived.
 *
 * The same answers as one insert each: every row gets its own id and timestamps, made by the
 * collection with its actor (created_by, updated_by) before it is queued, and a
 * group that fails for a reason of its rows (not of the database) is retried row by row, so one
 * bad row fails only its own request.
 */
export class InsertGroups {
  readonly #db: Session;
  readonly #sql: string;
  readonly #name: CollectionName;
  readonly #queue: Waiting[] = [];
  #inFlight = 0;
  #scheduled = false;

  constructor(db: Session, name: CollectionName) {
    this.#db = db;
    // Each group's rows and their events in one statement (issue 19).
    this.#sql = withCreatedEvents(name, insertSql(name, true), SERVER_COLUMNS.length + getColumns(name).length + 1);
    this.#name = name;
  }

  /** `row`: the SERVER_COLUMNS (id, created_at, updated_at, created_by, updated_by), then every column's value. Resolves to the row as stored. */
  insert(row: FieldValue[], traceparent: string | null = null): Promise<RawRow> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ row, traceparent, resolve, reject });
      this.#schedule();
    });
  }

  /** Resolves when every group asked for so far has committed or failed: for close(). */
  async drained(): Promise<void> {
    while (this.#queue.length > 0 || this.#inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  #schedule(): void {
    if (this.#scheduled || this.#inFlight >= GROUPS_IN_FLIGHT || this.#queue.length === 0) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      void this.#send();
    });
  }

  async #send(): Promise<void> {
    const group = this.#queue.splice(0, GROUP_ROWS);
    if (group.length === 0) return;
    this.#inFlight++;
    try {
      await this.#commit(group);
    } finally {
      this.#inFlight--;
      this.#schedule();
    }
  }

  async #commit(group: Waiting[]): Promise<void> {
    try {
      const rows = group.map((waiting) => waiting.row);
      const traces = group.map((waiting) => waiting.traceparent);
      const events = columnArrays(createdEvents(this.#name, rows, traces).map(eventValues));
      settle(group, await this.#db.rows<RawRow>(this.#sql, [...columnArrays(rows), ...events]));
    } catch (error) {
      if (group.length === 1 || error instanceof StorageUnavailableError) {
        for (const waiting of group) waiting.reject(error);
        return;
      }
      await Promise.all(group.map((waiting) => this.#commit([waiting])));
    }
  }
}

function settle(group: Waiting[], rows: RawRow[]): void {
  const byId = new Map(rows.map((row) => [row.id as string, row]));
  for (const waiting of group) {
    const row = byId.get(waiting.row[0] as string);
    if (row === undefined) waiting.reject(new Error(`The group insert returned no row for id ${String(waiting.row[0])}.`));
    else waiting.resolve(row);
  }
}

/**
 * INSERT … SELECT FROM unnest(one array per column): one statement, prepared once, for any number of
 * rows, where VALUES would need a statement per count and a parameter per value.
 */
export function insertSql(name: CollectionName, returning: boolean): string {
  const columns = getColumns(name);
  const names = [...SERVER_COLUMNS, ...columns.map((column) => quoteIdentifier(column.column))];
  const types = [...SERVER_COLUMNS.map(() => 'text'), ...columns.map((column) => PG_TYPES[column.type])];
  const arrays = types.map((type, index) => `$${index + 1}::${type}[]`).join(', ');
  return `INSERT INTO ${quoteIdentifier(name)} (${names.join(', ')}) SELECT * FROM unnest(${arrays})${
    returning ? ` RETURNING ${selectRow(name)}` : ''
  }`;
}
