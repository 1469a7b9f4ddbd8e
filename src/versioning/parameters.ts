// Shared parameter definitions: one place for each parameter's type, unit, bounds, description and
// example. Calls pick from these, so validation, the OpenAPI document and the HTML forms agree.

export type JsonType = 'number' | 'integer' | 'string' | 'boolean';

export interface ParameterSchema {
  type: JsonType;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: 'date-time';
  default?: number | string | boolean;
}

export interface ParameterSpec {
  schema: ParameterSchema;
  description: string;
  unit?: string;
  example: number | string | boolean;
  /** A phrase for error messages and docs; derived from the schema when not given. */
  expected?: string;
  /** Only for query calls (list, search): whether the parameter must be sent. */
  required?: boolean;
}

/** RFC 3339 §5.6 date-time with a mandatory offset; ajv-formats' "date-time" enforces exactly that. */
const DATE_TIME: ParameterSchema = { type: 'string', format: 'date-time', maxLength: 64 };

export const LONGITUDE: ParameterSpec = {
  schema: { type: 'number', minimum: -180, maximum: 180 },
  description: 'Longitude in degrees (WGS84), east positive.',
  unit: 'degrees',
  example: 7.1,
};

export const LATITUDE: ParameterSpec = {
  schema: { type: 'number', minimum: -90, maximum: 90 },
  description: 'Latitude in degrees (WGS84), north positive.',
  unit: 'degrees',
  example: 50.7,
};

export const ALTITUDE: ParameterSpec = {
  schema: { type: 'number', minimum: -12000, maximum: 120000 },
  description: 'Altitude in metres above the WGS84 ellipsoid.',
  unit: 'metres',
  example: 60,
};

export const SPEED: ParameterSpec = {
  schema: { type: 'number', minimum: 0, maximum: 299792458 },
  description: 'Ground speed of the device in metres per second (at most the speed of light).',
  unit: 'metres per second',
  example: 1.4,
};

export const TIMESTAMP: ParameterSpec = {
  schema: DATE_TIME,
  description: 'When the device was at this location: an RFC 3339 date-time with offset.',
  example: '2026-11-22T18:45:00Z',
};

export const TIME: ParameterSpec = {
  schema: DATE_TIME,
  description: 'End of the measuring interval: an RFC 3339 date-time with offset.',
  example: '2026-11-22T18:00:00Z',
};

export const AREA: ParameterSpec = {
  schema: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9._:-]+$' },
  description: 'Name of the area the sensor covers.',
  expected: '1 to 128 characters of A-Z a-z 0-9 . _ : -',
  example: 'bonn:rheinaue',
};

export const MEAN: ParameterSpec = {
  schema: { type: 'number' },
  description: 'Mean of the samples in the interval (any finite number).',
  expected: 'finite number',
  example: 21.5,
};

export const GOOD: ParameterSpec = {
  schema: { type: 'integer', minimum: 0 },
  description: 'How many samples passed the sensor\'s quality check; at most `number`.',
  example: 58,
};

export const NUMBER: ParameterSpec = {
  schema: { type: 'integer', minimum: 0 },
  description: 'How many samples the summary covers.',
  example: 60,
};

export const SEEN: ParameterSpec = {
  schema: { type: 'integer', minimum: 0 },
  description: 'How many samples the sensor saw, counted or not; at least `number`.',
  example: 64,
};

export const SPAN: ParameterSpec = {
  schema: { type: 'number', minimum: 0 },
  description: 'Length of the measuring interval in seconds.',
  unit: 'seconds',
  example: 60,
};

export const STD_DEV: ParameterSpec = {
  schema: { type: 'number', minimum: 0 },
  description: 'Standard deviation of the samples in the interval.',
  example: 0.8,
};

export const LIMIT: ParameterSpec = {
  schema: { type: 'integer', minimum: 1, maximum: 1000, default: 50 },
  description: 'How many items one page holds.',
  example: 50,
};

export const CURSOR: ParameterSpec = {
  schema: { type: 'string', minLength: 1, maxLength: 512 },
  description: 'Opaque position from the previous page\'s `meta.next_cursor`; omit it for the first page.',
  expected: 'a next_cursor value from a previous page of the same route',
  example: 'eyJzIjoibG9jYXRpb25zIn0',
};

/** A phrase such as "number from -90 to 90", used where a spec gives no `expected` of its own. */
export function describeExpected(spec: ParameterSpec): string {
  if (spec.expected !== undefined) return spec.expected;
  const { type, minimum, maximum, exclusiveMinimum, format } = spec.schema;
  if (format === 'date-time') return 'RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z';
  if (type === 'number' || type === 'integer') {
    if (minimum !== undefined && maximum !== undefined) return `${type} from ${minimum} to ${maximum}`;
    if (minimum !== undefined) return `${type} >= ${minimum}`;
    if (exclusiveMinimum !== undefined) return `${type} > ${exclusiveMinimum}`;
    if (maximum !== undefined) return `${type} <= ${maximum}`;
    return type === 'number' ? 'finite number' : 'integer';
  }
  return type;
}
