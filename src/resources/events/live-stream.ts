// GET /events as Server-Sent Events (INTERFACE.md §9): where the stream starts, checked before the
// answer's head goes out, so that every refusal is still a problem detail with its status.
import type { CallContext, MediaOffer, Reply } from '../../contract/route.js';
import { ProblemError } from '../../contract/problem-error.js';
import type { EventLog } from '../../storage/store.js';
import type { EventStreams } from './event-streams.js';
import { refuseOutsideLog } from './log-bounds.js';
import type { EventFilter } from './sse.js';

/** Asked for with `Accept: text/event-stream` (what EventSource sends), or with the `.sse` suffix. */
export const EVENT_STREAM: MediaOffer = { name: 'event-stream', type: 'text/event-stream', suffix: '.sse' };

const EVENT_ID = /^[0-9]{1,15}$/;

export async function answerStream(context: CallContext, log: EventLog, streams: EventStreams, filter: EventFilter): Promise<Reply> {
  const bounds = await log.bounds();
  const resumed = readLastEventId(context.client.header('last-event-id'));
  const asked = context.values.after as number | undefined;
  // A reconnecting EventSource sends the URL it first opened, after= included, and Last-Event-ID:
  // the header says how far it got, so it wins. With neither, the stream starts now.
  const after = resumed ?? asked ?? bounds.newest;
  refuseOutsideLog(after, bounds, resumed === undefined ? 'after' : 'Last-Event-ID');
  const headers = { 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' };
  const type = 'text/event-stream; charset=utf-8';
  if (context.method === 'HEAD') return { data: null, message: '', links: {}, headers, stream: { type, write: (out) => out.end() } };
  const client = context.client.address();
  const ticket = streams.admit(client);
  return {
    data: null,
    message: '',
    links: {},
    headers,
    stream: { type, write: (out, gone) => void streams.stream(out, filter, after, ticket, gone, client) },
  };
}

/** The header's event id; undefined when absent; a 400 when it is not one. */
function readLastEventId(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const text = header.trim();
  if (EVENT_ID.test(text)) return Number(text);
  throw new ProblemError(
    'last-event-id-invalid',
    `Last-Event-ID "${text.slice(0, 64)}" is not an event id: send the id of the last event received, a whole number as the stream sent it, or leave the header out.`,
    { received: text.slice(0, 64) },
  );
}
