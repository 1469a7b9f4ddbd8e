// Appending to the change log on PostgreSQL (issue 19), in the transaction of the change. Every
// append first takes the transaction-scoped advisory lock EVENT_APPEND_LOCK, held to COMMIT, so that
// events commit in the order of their ids (migration 090 says why); the lock is taken as late as the
// transaction allows, after the row's own write, so it covers the event's insert and the commit only.
import { EVENT_COLUMNS, eventDataOfValues, eventNoun, eventValues, newEvent } from '../events.js';
import type { EventKind, NewEvent } from '../events.js';
import type { CollectionName, FieldValue, RawRow } from '../rows.js';
import { SERVER_COLUMNS, getColumns, quoteIdentifier } from '../columns.js';
import { columnArrays } from './parameters.js';
import type { Session } from './connection.js';

/** The advisory lock key of the change log: "fieldlog" in ASCII, as a bigint. */
export const EVENT_APPEND_LOCK = '7378420439015239015';

const LOCK_SQL = `SELECT pg_advisory_xact_lock(${EVENT_APPEND_LOCK})`;

/** Events as one array per column, for APPEND_SQL. */
export const APPEND_SQL = `INSERT INTO events (${EVENT_COLUMNS.join(', ')}) SELECT * FROM unnest(${EVENT_COLUMNS.map((_, i) => `$${i + 1}::text[]`).join(', ')})`;

/** Takes the lock and appends `events`, inside the caller's transaction. */
export async function appendEvents(session: Session, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  await session.rows(LOCK_SQL);
  await session.rows(APPEND_SQL, columnArrays(events.map(eventValues)));
}

/** The event of one row's change. */
export function appendEvent(
  session: Session,
  name: CollectionName,
  kind: EventKind,
  row: RawRow,
  actor: string | null,
  traceparent: string | null,
): Promise<void> {
  return appendEvents(session, [newEvent(name, kind, row, actor, new Date().toISOString(), traceparent)]);
}

/**
 * The events of rows about to be created, from their values (the SERVER_COLUMNS, then every
 * column): for a statement that inserts them and their events at once (insert-groups.ts). `traceparent`
 * is each row's request's, or one for them all.
 */
export function createdEvents(
  name: CollectionName,
  rows: readonly (readonly FieldValue[])[],
  traceparent: string | null | readonly (string | null)[],
): NewEvent[] {
  const type = `${eventNoun(name)}.created`;
  return rows.map((row, index) => ({
    type,
    collection: name,
    resource_id: String(row[0]),
    actor: (row[3] as string | null) ?? null,
    occurred_at: String(row[1]),
    data: eventDataOfValues(name, row),
    traceparent: typeof traceparent === 'string' || traceparent === null ? traceparent : (traceparent[index] ?? null),
  }));
}

/**
 * One statement that inserts the rows (insertSql's INSERT, given), takes the lock and appends their
 * events, whose arrays follow the rows' parameters: `first` is the number of the first of them.
 *
 * The statement's foreign-key checks run after all of it, when it holds the lock; a check waits for a
 * device that another transaction has locked, and that transaction may be waiting for the lock. So
 * the devices the rows name are locked FOR KEY SHARE, as the check will lock them, before the lock
 * is taken: the check then finds them held already and waits for nothing.
 */
export function withCreatedEvents(name: CollectionName, insert: string, first: number): string {
  const arrays = EVENT_COLUMNS.map((_, i) => `$${first + i}::text[]`).join(', ');
  const referenced = getColumns(name).flatMap((column, index) => {
    if (column.references === undefined) return [];
    const ids = `$${SERVER_COLUMNS.length + index + 1}::text[]`;
    return [
      { name: `named_${column.column}`, sql: `SELECT 1 FROM ${quoteIdentifier(column.references)} WHERE id = ANY(${ids}) FOR KEY SHARE` },
    ];
  });
  const before = ['inserted', ...referenced.map((cte) => cte.name)].map((cte) => `(SELECT count(*) FROM ${cte}) AS after_${cte}`);
  return `WITH inserted AS (${insert}),
    ${referenced.map((cte) => `${cte.name} AS (${cte.sql}),\n    `).join('')}locked AS (SELECT pg_advisory_xact_lock(${EVENT_APPEND_LOCK}) FROM ${before.join(' CROSS JOIN ')}),
    appended AS (INSERT INTO events (${EVENT_COLUMNS.join(', ')}) SELECT e.* FROM unnest(${arrays}) AS e CROSS JOIN locked)
    SELECT * FROM inserted`;
}
