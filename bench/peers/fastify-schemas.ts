// The JSON Schemas of the Fastify peers (bench/peers/fastify.ts on SQLite, fastify-pg.ts on
// PostgreSQL): ajv checks the create's body and the lists' query with them, fast-json-stringify
// writes every answer from them.
export const LOCATION = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    longitude: { type: ['number', 'null'] },
    latitude: { type: ['number', 'null'] },
    altitude: { type: ['number', 'null'] },
    speed: { type: ['number', 'null'] },
    timestamp: { type: ['string', 'null'] },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
} as const;

export const PAGE = { type: 'object', properties: { data: { type: 'array', items: LOCATION } } } as const;
export const ERROR = { type: 'object', properties: { error: { type: 'string' } } } as const;

export const LIST_QUERY = {
  type: 'object',
  properties: { version_number: { type: 'integer' }, limit: { type: 'integer', minimum: 1, maximum: 100, default: 50 } },
} as const;

// The same bounds and date-time grammar as Fieldlog's version 2 of the call "location".
export const CREATE_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['version_number', 'longitude', 'latitude', 'altitude', 'speed', 'timestamp'],
  properties: {
    version_number: { type: 'integer', enum: [2] },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
    latitude: { type: 'number', minimum: -90, maximum: 90 },
    altitude: { type: 'number', minimum: -12000, maximum: 120000 },
    speed: { type: 'number', minimum: 0, maximum: 299792458 },
    timestamp: {
      type: 'string',
      maxLength: 64,
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})$',
    },
  },
} as const;
