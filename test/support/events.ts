// Reading the change log through the interface (issue 19), for the tests of the log and its stream.
import { assertSuccess } from '../fixtures/resources.js';
import type { TestServer } from './server.js';

/** One event as GET /events answers it (and the live stream sends it). */
export interface LoggedEvent {
  id: number;
  type: string;
  collection: string;
  resource_id: string;
  actor: string | null;
  occurred_at: string;
  data: Record<string, unknown>;
}

/** Anything that sends requests to a Fieldlog: a TestServer, or a server known by its port only. */
export type Requester = Pick<TestServer, 'request'>;

/** Every event after `after` that the list answers, page by page, with `query`'s filter (`&type=…`). */
export async function eventsAfter(server: Requester, after: number, query = ''): Promise<LoggedEvent[]> {
  const events: LoggedEvent[] = [];
  let target: string | null = `/events?version_number=1&limit=1000&after=${after}${query}`;
  while (target !== null) {
    const body = assertSuccess(await server.request('GET', target), 200);
    events.push(...(body.data as LoggedEvent[]));
    target = body.links.next;
  }
  return events;
}

/** The newest event's id: where a client that wants only what comes next starts. */
export async function newestId(server: Requester): Promise<number> {
  return assertSuccess(await server.request('GET', '/events?version_number=1&limit=1'), 200).meta.newest_id;
}
