// The text of a Server-Sent Events stream (WHATWG HTML §9.2): fields one per line, an event ended by
// a blank line. JSON text holds no raw line break (JSON.stringify escapes them in strings), so an
// event's data is always one `data:` line.
import type { CollectionName } from '../../storage/index.js';
import type { ChangeEvent, StoredEvent } from '../../storage/store.js';

/** Which events a stream or a page of the log holds: GET /events's `type` and `collection`. */
export interface EventFilter {
  /** An exact type (`reading.updated`), a collection's (`reading.*`), or every type (`*`, or none). */
  type?: string | undefined;
  collection?: CollectionName | undefined;
}

/** One event: `id` for Last-Event-ID, `event` its type (for addEventListener), `data` the event as JSON. */
export function sseEvent(event: ChangeEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * The same frame from the event as stored, its data spliced in as written: the text JSON.stringify
 * makes of the event with its data parsed (the data was written by JSON.stringify), without parsing
 * and writing it again for every event the live reader passes on (test/unit/resources/sse.test.ts).
 */
export function sseEventText(event: StoredEvent): string {
  const json = `{"id":${event.id},"type":${JSON.stringify(event.type)},"collection":${JSON.stringify(event.collection)},"resource_id":${JSON.stringify(event.resource_id)},"actor":${JSON.stringify(event.actor)},"occurred_at":${JSON.stringify(event.occurred_at)},"data":${event.data}}`;
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${json}\n\n`;
}

/** Listeners with the same filter share the frames made for it. */
export function filterKey(filter: EventFilter): string {
  return `${filter.type ?? '*'}\u0000${filter.collection ?? '*'}`;
}

/** A comment line: ignored by clients, it keeps the connection and the proxies on its way awake. */
export function sseComment(text: string): string {
  return `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`;
}

/** The filter as the log applies it in SQL (src/storage/event-log.ts), for events read without it. */
export function matchesEventFilter(event: ChangeEvent | StoredEvent, filter: EventFilter): boolean {
  if (filter.collection !== undefined && event.collection !== filter.collection) return false;
  const type = filter.type;
  if (type === undefined || type === '*') return true;
  return type.endsWith('.*') ? event.type.startsWith(type.slice(0, -1)) : event.type === type;
}
