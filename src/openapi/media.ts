// A route's own representations (RouteDefinition.media) in the API document: each media type with
// what its body holds, and the request headers that only it reads.
import type { MediaTypeObject, ParameterObject } from 'openapi3-ts/oas31';
import type { Media, RouteDefinition } from '../contract/route.js';

const DESCRIBED: Record<Media, { content: MediaTypeObject; headers: ParameterObject[] }> = {
  'event-stream': {
    content: {
      schema: {
        type: 'string',
        description:
          'Server-Sent Events (WHATWG HTML §9.2), for as long as the connection stays open: one event per change, `id:` its id, `event:` its type, `data:` the event as JSON, as in the list. A comment line (`: keep-alive`) comes every 15 s. Without after or Last-Event-ID the stream starts now; a client that does not read what it is sent is disconnected, and resumes with Last-Event-ID.',
      },
      example:
        'retry: 2000\n: Fieldlog change log: events after id 41\n\nid: 42\nevent: reading.created\ndata: {"id":42,"type":"reading.created","collection":"readings","resource_id":"01J…","actor":"field-laptop","occurred_at":"2026-11-26T07:35:23.454Z","data":{…}}\n\n',
    },
    headers: [
      {
        name: 'Last-Event-ID',
        in: 'header',
        required: false,
        description:
          'The id of the last event received: the stream goes on after it, with no gap and no duplicate. Wins over `after` (EventSource sends it when it reconnects).',
        schema: { type: 'string', pattern: '^[0-9]{1,15}$' },
      },
    ],
  },
};

/** The route's own media types, for its success response's `content`. */
export function mediaContent(route: RouteDefinition): Record<string, MediaTypeObject> {
  return Object.fromEntries((route.media ?? []).map((offer) => [offer.type, DESCRIBED[offer.name].content]));
}

/** The request headers its own representations read. */
export function mediaParameters(route: RouteDefinition): ParameterObject[] {
  return (route.media ?? []).flatMap((offer) => DESCRIBED[offer.name].headers);
}
