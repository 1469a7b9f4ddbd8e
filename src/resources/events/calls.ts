import { CURSOR, LIMIT } from '../../versioning/index.js';
import type { CallDefinition } from '../../versioning/index.js';

/** The change log's list (issue 19, INTERFACE.md §9): a query call of its own, versioned like every call. */
export const EVENT_LIST: CallDefinition = {
  name: 'event-list',
  summary: 'The change log: one event per committed create, update and delete, oldest first.',
  kind: 'query',
  versions: [
    {
      adds: {
        after: {
          schema: { type: 'integer', minimum: 0 },
          description:
            'Only events with a larger id: the id of the last event you have seen (0, or leave it out, for the start of the log).',
          example: 0,
        },
        type: {
          schema: { type: 'string', maxLength: 64, pattern: '^(\\*|[a-z]+\\.(\\*|created|updated|deleted))$' },
          description: 'Only events of this type (`reading.updated`), of one resource (`reading.*`), or of every type (`*`).',
          expected: 'a type such as reading.updated, a resource with * such as reading.*, or *',
          example: 'reading.*',
        },
        collection: {
          schema: { type: 'string', maxLength: 32, pattern: '^(locations|readings|devices)$' },
          description: 'Only events of this collection.',
          expected: 'locations, readings or devices',
          example: 'readings',
        },
        limit: LIMIT,
        cursor: CURSOR,
      },
    },
  ],
};
