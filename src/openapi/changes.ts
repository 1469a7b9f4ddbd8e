// The schema of /changes for the OpenAPI document; what it lists is src/versioning/changes.ts.
import type { JsonSchema } from '../contract/route.js';

const TEXT = { type: 'string' };
const NUMBERS = { type: 'array', items: { type: 'integer' }, xml: { wrapped: true } };

/** The schema of `data` on /changes, for the OpenAPI document. */
export const CHANGES_SCHEMA: JsonSchema = {
  type: 'array',
  xml: { wrapped: true },
  items: {
    type: 'object',
    xml: { name: 'i' },
    properties: {
      call: TEXT,
      summary: TEXT,
      versions: NUMBERS,
      changes: {
        type: 'array',
        xml: { wrapped: true },
        items: {
          type: 'object',
          xml: { name: 'i' },
          properties: {
            from: { type: 'integer' },
            to: { type: 'integer' },
            note: { type: ['string', 'null'] },
            added: {
              type: 'array',
              xml: { wrapped: true },
              items: {
                type: 'object',
                xml: { name: 'i' },
                properties: { name: TEXT, description: TEXT, unit: { type: ['string', 'null'] }, expected: TEXT },
                required: ['name', 'description', 'unit', 'expected'],
                additionalProperties: false,
              },
            },
            removed: { type: 'array', items: TEXT, xml: { wrapped: true } },
          },
          required: ['from', 'to', 'note', 'added', 'removed'],
          additionalProperties: false,
        },
      },
    },
    required: ['call', 'summary', 'versions', 'changes'],
    additionalProperties: false,
  },
};
