// The change log (issue 19, INTERFACE.md §9): what an event holds, made in one place for both
// engines, so that an event's data is the resource exactly as the newest version of its call shows it.
import { COLLECTION_NAMES, ROW_HEAD, SERVER_COLUMNS, getColumns } from './columns.js';
import type { CollectionName, FieldValue, RawRow } from './rows.js';

export type { ChangeEvent } from './store.js';

export type EventKind = 'created' | 'updated' | 'deleted';

/** An event as it is appended: everything but the id, which the log hands out; data as JSON text. */
export interface NewEvent {
  type: string;
  collection: CollectionName;
  resource_id: string;
  actor: string | null;
  occurred_at: string;
  data: string;
  /**
   * The W3C traceparent of the request that made the change (its span at this server), or null: kept
   * with the event so that its webhook deliveries carry the trace on (src/webhooks/delivery-worker.ts).
   */
  traceparent: string | null;
}

/** `locations` → `location`: the resource's name in an event's type. */
export function eventNoun(collection: CollectionName): string {
  return collection.replace(/s$/, '');
}

/**
 * The resource as JSON in the order the API writes it: id, the fields in column order, then the
 * server's timestamps and actors. From a row as a write returned it.
 */
export function eventData(collection: CollectionName, row: RawRow): string {
  const data: Record<string, unknown> = { id: row.id };
  for (const column of getColumns(collection)) data[column.field] = row[column.field] ?? null;
  for (const name of SERVER_COLUMNS.slice(1)) data[name] = row[name] ?? null;
  return JSON.stringify(data);
}

/**
 * The same from RowValues (the server columns, then every column): how bulk ingest holds its rows.
 * Written as text, key by key, rather than as an object handed to JSON.stringify: the same bytes, in
 * half the time, and a 1,000-row batch makes 1,000 of them on the writer thread (issue 22).
 */
export function eventDataOfValues(collection: CollectionName, values: readonly FieldValue[], at = 0): string {
  const { keys, offsets } = VALUE_LAYOUTS[collection];
  let text = '';
  for (let index = 0; index < keys.length; index++) text += keys[index]! + JSON.stringify(values[at + offsets[index]!] ?? null);
  return `${text}}`;
}

function valueLayout(collection: CollectionName): { keys: string[]; offsets: number[] } {
  const names = ['id', ...getColumns(collection).map((column) => column.field), ...SERVER_COLUMNS.slice(1)];
  const offsets = [
    0,
    ...getColumns(collection).map((_, index) => ROW_HEAD + index),
    ...SERVER_COLUMNS.slice(1).map((_, index) => 1 + index),
  ];
  return { keys: names.map((name, index) => `${index === 0 ? '{' : ','}${JSON.stringify(name)}:`), offsets };
}

/** For each key of an event's data, in order, its `{"name":` or `,"name":` and where its value is in RowValues. */
const VALUE_LAYOUTS = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, valueLayout(name)])) as Record<
  CollectionName,
  { keys: string[]; offsets: number[] }
>;

/** The event of a change to a row as a write returned it. */
export function newEvent(
  collection: CollectionName,
  kind: EventKind,
  row: RawRow,
  actor: string | null,
  at: string,
  traceparent: string | null = null,
): NewEvent {
  return {
    type: `${eventNoun(collection)}.${kind}`,
    collection,
    resource_id: String(row.id),
    actor,
    occurred_at: at,
    data: eventData(collection, row),
    traceparent,
  };
}

/** The columns of the events table an append writes, in this order. */
export const EVENT_COLUMNS = ['type', 'collection', 'resource_id', 'actor', 'occurred_at', 'data', 'traceparent'] as const;

export function eventValues(event: NewEvent): FieldValue[] {
  return [event.type, event.collection, event.resource_id, event.actor, event.occurred_at, event.data, event.traceparent];
}
