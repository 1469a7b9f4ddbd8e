import type { RouteDefinition } from '../../contract/route.js';
import type { CollectionName, Store } from '../../storage/index.js';
import { decodeKeyset, encodeKeyset } from '../../storage/keyset.js';
import { EVENT_LIST } from './calls.js';
import { EventStreams } from './event-streams.js';
import { EVENT_STREAM, answerStream } from './live-stream.js';
import { refuseOutsideLog } from './log-bounds.js';

const PATH = '/events';

/** One event, for the API document (src/storage/events.ts holds its shape). */
const EVENT_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1, description: 'Increasing: a later change has a larger id.' },
    type: { type: 'string', description: '`location.created`, `reading.updated`, `device.deleted`, …', example: 'reading.created' },
    collection: { type: 'string', enum: ['locations', 'readings', 'devices'] },
    resource_id: { type: 'string' },
    actor: { type: ['string', 'null'], description: "The key's or person's name; null when the server was open." },
    occurred_at: { type: 'string', format: 'date-time', description: 'When the change was committed, in UTC.' },
    data: {
      type: 'object',
      additionalProperties: true,
      description: 'The resource after the change (before it, for a delete), with the fields of the newest version of its call.',
    },
  },
  required: ['id', 'type', 'collection', 'resource_id', 'actor', 'occurred_at', 'data'],
  additionalProperties: false,
} as const;

/**
 * GET /events (issue 19): the change log, oldest first. A page ends where the log ends for now; its
 * meta says the last id, which is the `after` of the next poll, and next_cursor continues a full page.
 */
export function eventRoutes(store: Store, streams = new EventStreams(store.events)): RouteDefinition[] {
  return [
    {
      method: 'GET',
      access: 'read',
      path: PATH,
      name: EVENT_LIST.name,
      call: EVENT_LIST.name,
      input: 'declared',
      summary: 'The change log, oldest first; live, as Server-Sent Events, with Accept: text/event-stream',
      problems: ['events-expired', 'last-event-id-invalid', 'too-many-streams', 'streams-unavailable'],
      media: [EVENT_STREAM],
      response: {
        kind: 'data',
        schema: { type: 'array', items: { ...EVENT_SCHEMA, xml: { name: 'i' } }, xml: { wrapped: true } },
        meta: {
          count: { type: 'integer', minimum: 0, description: 'How many events the page holds.' },
          limit: { type: 'integer', minimum: 1, description: 'The most a page holds.' },
          next_cursor: { type: ['string', 'null'], description: 'Continues a full page; null when the page reached the end of the log.' },
          last_id: { type: 'integer', minimum: 0, description: 'The `after` of your next poll: every event up to it has been looked at.' },
          newest_id: { type: 'integer', minimum: 0, description: 'The newest event committed when the page was read.' },
        },
      },
      handler: async (context) => {
        const { type, collection, limit, cursor } = context.values as {
          type?: string;
          collection?: CollectionName;
          limit: number;
          cursor?: string;
        };
        const scope = `${EVENT_LIST.name}:${type ?? '*'}:${collection ?? '*'}`;
        if (context.media === 'event-stream') return answerStream(context, store.events, streams, { type, collection });
        const bounds = await store.events.bounds();
        // Without after, the log as retained: a new client starts where it starts, and is not told off.
        const after =
          cursor === undefined
            ? ((context.values.after as number | undefined) ?? bounds.prunedThrough)
            : decodeKeyset(scope, cursor, ['number'] as const)[0];
        refuseOutsideLog(after, bounds, 'after');
        const events = await store.events.list({ after, type, collection, limit });
        const full = events.length === limit;
        // A page that is not full has looked at every event committed before it began (events commit
        // in id order), matching or not: the next poll goes on from the newest of them.
        const last = full ? events.at(-1)!.id : Math.max(events.at(-1)?.id ?? after, bounds.newest);
        const nextCursor = full ? encodeKeyset(scope, [last]) : null;
        const query = (extra: Record<string, string>) =>
          new URLSearchParams({
            version_number: String(context.version!.version),
            ...(type === undefined ? {} : { type }),
            ...(collection === undefined ? {} : { collection }),
            limit: String(limit),
            ...extra,
          }).toString();
        return {
          data: events,
          message: `${events.length} ${events.length === 1 ? 'event' : 'events'} after id ${after}, oldest first${nextCursor === null ? '; this is the end of the log for now' : ''}.`,
          meta: { count: events.length, limit, next_cursor: nextCursor, last_id: last, newest_id: bounds.newest },
          links: {
            self: `${PATH}?${query(cursor === undefined ? { after: String(after) } : { cursor })}`,
            next: nextCursor === null ? null : `${PATH}?${query({ cursor: nextCursor })}`,
            poll: `${PATH}?${query({ after: String(last) })}`,
          },
        };
      },
    },
  ];
}
