// The text of a Server-Sent Events stream (WHATWG HTML §9.2): fields one per line, an event ended by
// a blank line. JSON text holds no raw line break (JSON.stringify escapes them in strings), so an
// event's data is always one `data:` line.
import type { CollectionName } from '../../storage/index.js';
import type { ChangeEvent } from '../../storage/store.js';

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

/** A comment line: ignored by clients, it keeps the connection and the proxies on its way awake. */
export function sseComment(text: string): string {
  return `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`;
}

/** The filter as the log applies it in SQL (src/storage/event-log.ts), for events read without it. */
export function matchesEventFilter(event: ChangeEvent, filter: EventFilter): boolean {
  if (filter.collection !== undefined && event.collection !== filter.collection) return false;
  const type = filter.type;
  if (type === undefined || type === '*') return true;
  return type.endsWith('.*') ? event.type.startsWith(type.slice(0, -1)) : event.type === type;
}
