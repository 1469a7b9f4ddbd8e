import type { JsonSchema } from '../../contract/route.js';

const TEXT_OR_NULL = { type: ['string', 'null'] };

const WEBHOOK_PROPERTIES: Record<string, JsonSchema> = {
  id: { type: 'string' },
  // No `format: 'uri'`: the answers' ajv knows date-time only (src/versioning/ajv-settings.ts) and warns
  // on every other format; the URL was checked in full when the webhook was made (address-guard.ts).
  url: { type: 'string', description: 'Where deliveries are POSTed.' },
  types: {
    type: 'array',
    items: { type: 'string' },
    xml: { wrapped: true },
    description: 'Type patterns: `reading.created`, `reading.*`, `*`.',
  },
  description: TEXT_OR_NULL,
  paused: { type: 'boolean', description: 'While paused, events queue up in order and are delivered once it is resumed.' },
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
  created_by: { ...TEXT_OR_NULL, description: "The key's or person's name; null when the server was open." },
  pending: { type: 'integer', minimum: 0, description: 'Deliveries waiting, or being retried.' },
  delivered: { type: 'integer', minimum: 0 },
  failed: { type: 'integer', minimum: 0, description: 'Deliveries given up 24 hours after their first attempt.' },
};

export const WEBHOOK_SCHEMA: JsonSchema = {
  type: 'object',
  xml: { name: 'webhook' },
  properties: WEBHOOK_PROPERTIES,
  required: Object.keys(WEBHOOK_PROPERTIES),
  additionalProperties: false,
};

export const NEW_WEBHOOK_SCHEMA: JsonSchema = {
  ...WEBHOOK_SCHEMA,
  properties: {
    ...WEBHOOK_PROPERTIES,
    secret: {
      type: 'string',
      pattern: '^whsec_',
      description: 'The signing secret (Standard Webhooks), shown this once: receivers verify every delivery with it.',
    },
  },
  required: [...Object.keys(WEBHOOK_PROPERTIES), 'secret'],
};

const ATTEMPT_SCHEMA: JsonSchema = {
  type: 'object',
  xml: { name: 'attempt' },
  properties: {
    attempt: { type: 'integer', minimum: 1 },
    at: { type: 'string', format: 'date-time' },
    status: { type: ['integer', 'null'], description: "The receiver's status; null when none came." },
    error: { ...TEXT_OR_NULL, description: 'Why it failed: the status, a timeout, a refused connection, a redirect.' },
    duration_ms: { type: 'integer', minimum: 0 },
  },
  required: ['attempt', 'at', 'status', 'error', 'duration_ms'],
  additionalProperties: false,
};

export const DELIVERY_SCHEMA: JsonSchema = {
  type: 'object',
  xml: { name: 'delivery' },
  properties: {
    id: { type: 'string', description: 'The webhook-id header of every attempt: receivers deduplicate on it.' },
    event_id: { type: 'integer', minimum: 1 },
    event_type: { type: 'string' },
    state: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
    attempts: { type: 'integer', minimum: 0 },
    next_attempt_at: { ...TEXT_OR_NULL, description: 'When the next attempt is due; null unless pending.' },
    first_attempt_at: TEXT_OR_NULL,
    last_attempt_at: TEXT_OR_NULL,
    last_status: { type: ['integer', 'null'] },
    last_error: TEXT_OR_NULL,
    created_at: { type: 'string', format: 'date-time' },
    attempt_log: { type: 'array', items: ATTEMPT_SCHEMA, xml: { wrapped: true } },
  },
  required: [
    'id',
    'event_id',
    'event_type',
    'state',
    'attempts',
    'next_attempt_at',
    'first_attempt_at',
    'last_attempt_at',
    'last_status',
    'last_error',
    'created_at',
    'attempt_log',
  ],
  additionalProperties: false,
};
