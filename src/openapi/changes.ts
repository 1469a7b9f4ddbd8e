// The schema of /changes for the OpenAPI document; what it lists is src/versioning/changes.ts.
import type { JsonSchema } from '../contract/route.js';

const TEXT = { type: 'string' };
const DAY = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
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
      deprecated: {
        type: 'array',
        description:
          'The versions of this call that are deprecated: they keep working, and their answers carry Deprecation, Link rel="deprecation" and, once dated, Sunset.',
        xml: { wrapped: true },
        items: {
          type: 'object',
          xml: { name: 'i' },
          properties: {
            version: { type: 'integer' },
            since: { type: 'string', pattern: DAY, description: 'The day it was deprecated, YYYY-MM-DD (UTC).' },
            sunset: {
              type: ['string', 'null'],
              pattern: DAY,
              description: 'The day it may stop working, YYYY-MM-DD (UTC); null until one is set.',
            },
            advice: { type: 'string', description: 'What to use instead.' },
          },
          required: ['version', 'since', 'sunset', 'advice'],
          additionalProperties: false,
        },
      },
    },
    required: ['call', 'summary', 'versions', 'changes', 'deprecated'],
    additionalProperties: false,
  },
};

/** meta.rules on /changes: the rules that hold across versions (src/versioning/changes.ts, VERSION_RULES). */
export const RULES_SCHEMA: JsonSchema = {
  type: 'array',
  description: 'The rules a client can rely on across versions, one sentence each.',
  xml: { wrapped: true },
  items: {
    type: 'object',
    xml: { name: 'i' },
    properties: { id: TEXT, rule: TEXT },
    required: ['id', 'rule'],
    additionalProperties: false,
  },
};
