import { readUnit } from './ucum.js';

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
  /**
   * For one string that carries several numbers, such as bbox=minLon,minLat,maxLon,maxLat: the
   * schema's pattern checks the shape, then each part its bounds and the parts' rules, and the
   * handler receives a record of numbers by part name.
   */
  parts?: ParameterParts;
  /**
   * A check beyond what JSON Schema can say, run once the value passed its schema: a sentence when
   * the value is refused, else undefined. `values` are the request's other converted values, for a
   * check that depends on one of them (a unit that cannot measure the quantity named beside it).
   */
  check?: ValueCheck;
  /**
   * The collection whose id the value is (`devices`): the store refuses an id that names nothing
   * there, and forms, documents and tests read from here what the parameter points at.
   */
  references?: string;
}

export type ValueCheck = (value: unknown, values: Readonly<Record<string, unknown>>) => { code: string; message: string } | undefined;

/** One number inside a parameter with parts. */
export interface ParameterPart {
  name: string;
  minimum: number;
  maximum: number;
  description: string;
}

export interface ParameterParts {
  separator: ',';
  items: readonly ParameterPart[];
  /** `left relation right` between parts, checked once every part is in bounds. */
  rules?: readonly { left: string; relation: '<=' | '>='; right: string; description: string }[];
}

/**
 * RFC 3339 §5.6 date-time with a mandatory offset. ajv-formats' "date-time" checks the calendar
 * (no 30 February, no hour 25) but also lets through "+0100", "+01" and a space for "T", which
 * §5.6's grammar does not; the pattern holds the text to the grammar.
 */
const DATE_TIME: ParameterSchema = {
  type: 'string',
  format: 'date-time',
  maxLength: 64,
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})$',
};

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
  description: "How many samples passed the sensor's quality check; at most `number`.",
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

/**
 * One line of text: no control characters (a name or a kind is shown in a table cell and an XML
 * element, where a control character could not be carried as it was sent).
 */
const LINE_OF_TEXT = '^[^\\u0000-\\u001F\\u007F]+$';

export const NAME: ParameterSpec = {
  schema: { type: 'string', minLength: 1, maxLength: 128, pattern: LINE_OF_TEXT },
  description: 'Name of the device, as people call it.',
  expected: '1 to 128 characters, no control characters',
  example: 'Collar 17',
};

export const KIND: ParameterSpec = {
  schema: { type: 'string', minLength: 1, maxLength: 128, pattern: LINE_OF_TEXT },
  description: 'What sort of device it is, in free text such as `gps-collar` or `weather-station`.',
  expected: '1 to 128 characters, no control characters',
  example: 'gps-collar',
};

export const DESCRIPTION: ParameterSpec = {
  // Tabs and line breaks are text; the other control characters are not.
  schema: { type: 'string', minLength: 1, maxLength: 2000, pattern: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]+$' },
  description: 'Anything worth knowing about the device: where it is mounted, who looks after it.',
  expected: '1 to 2,000 characters; tabs and line breaks allowed, other control characters not',
  example: 'Mounted on the north mast, 2 m above ground.',
};

// Version 3 (issue 18): devices, and what a reading measured.

export const DEVICE_ID: ParameterSpec = {
  schema: { type: 'string', minLength: 1, maxLength: 128, pattern: LINE_OF_TEXT },
  description: 'The id of an existing device (see /devices): the device this came from.',
  expected: 'the id of an existing device',
  example: '01JDEVICE0000000000000000A',
  references: 'devices',
};

export const ACCURACY: ParameterSpec = {
  schema: { type: 'number', minimum: 0, maximum: 100000 },
  description: 'Horizontal uncertainty of the point in metres, as the GPS reports it.',
  unit: 'metres',
  example: 4.5,
};

export const QUANTITY: ParameterSpec = {
  schema: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9_]+$' },
  description: 'What was measured, in lower-case words joined by `_`, such as `air_temperature` or `relative_humidity`.',
  expected: '1 to 64 characters of a-z 0-9 _',
  example: 'air_temperature',
};

export const UNIT: ParameterSpec = {
  // No space or control character can be part of a UCUM code; the library checks the rest.
  schema: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[^\\s\\u0000-\\u001F\\u007F]+$' },
  description:
    'The unit of `mean` (and `stdDev`) as a UCUM code (https://ucum.org), case-sensitive: `Cel`, `[degF]`, `K`, `m/s`, `hPa`, `%`, or `1` for a dimensionless quantity.',
  expected: 'a UCUM code such as Cel, [degF], m/s or %; 1 for a dimensionless quantity',
  example: 'Cel',
  check: checkUnit,
};

export const LIMIT: ParameterSpec = {
  schema: { type: 'integer', minimum: 1, maximum: 1000, default: 50 },
  description: 'How many items one page holds.',
  example: 50,
};

export const CURSOR: ParameterSpec = {
  schema: { type: 'string', minLength: 1, maxLength: 512 },
  description: "Opaque position from the previous page's `meta.next_cursor`; omit it for the first page.",
  expected: 'a next_cursor value from a previous page of the same route',
  example: 'eyJzIjoibG9jYXRpb25zIn0',
};

/** Bulk ingest (issue 7): a batch is stored whole or not at all. */
export const ATOMIC: ParameterSpec = {
  schema: { type: 'boolean', default: false },
  description:
    'true: store every item or none (any invalid item refuses the batch with 422 batch-invalid); false: store the valid items and report the others.',
  example: true,
};

// Retrieval parameters of the named routes (issue 3). Calls narrow the descriptions to their field.

/** The contract's number grammar (RFC 8259 §6), as it appears inside a parameter with parts. */
const DECIMAL = '-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?';

/** Half the Earth's circumference at the mean radius used for distances (6,371,008.8 m): reaches everywhere. */
export const MAX_DISTANCE_METRES = 20_015_115;

export const BBOX: ParameterSpec = {
  schema: { type: 'string', maxLength: 256, pattern: `^${DECIMAL},${DECIMAL},${DECIMAL},${DECIMAL}$` },
  description:
    'Bounding box `minLon,minLat,maxLon,maxLat` in degrees (WGS84): its west, south, east and north edges, ' +
    'all inclusive. A west edge east of the east edge (minLon > maxLon) crosses the antimeridian: 170,-20,-170,-10 ' +
    'spans the 20 degrees around longitude 180.',
  unit: 'degrees',
  expected: 'minLon,minLat,maxLon,maxLat: four decimal numbers, longitudes from -180 to 180, latitudes from -90 to 90, minLat <= maxLat',
  example: '5.9,47.3,15.0,55.1',
  parts: {
    separator: ',',
    items: [
      { name: 'minLon', minimum: -180, maximum: 180, description: 'west edge' },
      { name: 'minLat', minimum: -90, maximum: 90, description: 'south edge' },
      { name: 'maxLon', minimum: -180, maximum: 180, description: 'east edge' },
      { name: 'maxLat', minimum: -90, maximum: 90, description: 'north edge' },
    ],
    rules: [{ left: 'minLat', relation: '<=', right: 'maxLat', description: 'the south edge cannot lie north of the north edge' }],
  },
};

export const RADIUS: ParameterSpec = {
  schema: { type: 'number', exclusiveMinimum: 0, maximum: MAX_DISTANCE_METRES },
  description: `Great-circle distance in metres (mean Earth radius 6,371,008.8 m); ${MAX_DISTANCE_METRES} reaches every point.`,
  unit: 'metres',
  expected: `number of metres > 0 and at most ${MAX_DISTANCE_METRES}`,
  example: 1000,
  required: true,
};

export const AREA_PATTERN: ParameterSpec = {
  schema: { type: 'string', minLength: 1, maxLength: 256, pattern: '^[A-Za-z0-9._:*-]+$' },
  description:
    'Area name, where `*` stands for any run of characters (`bonn:*`, `*rhein*`); every other character, ' +
    '`_` and `.` included, matches only itself.',
  expected: 'characters of an area (A-Z a-z 0-9 . _ : -), with * as the wildcard',
  example: 'bonn:*',
};

export const FROM: ParameterSpec = {
  schema: DATE_TIME,
  description: 'Earliest instant, inclusive: an RFC 3339 date-time with offset, compared as an instant.',
  example: '2026-11-01T00:00:00Z',
};

export const TO: ParameterSpec = {
  schema: DATE_TIME,
  description: 'Latest instant, inclusive: an RFC 3339 date-time with offset, compared as an instant.',
  example: '2026-11-30T23:59:59Z',
};

export const MIN_MEAN: ParameterSpec = {
  schema: { type: 'number' },
  description: 'Smallest `mean`, inclusive.',
  expected: 'finite number',
  example: 0,
};

export const MAX_MEAN: ParameterSpec = {
  schema: { type: 'number' },
  description: 'Largest `mean`, inclusive.',
  expected: 'finite number',
  example: 30,
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

/**
 * A UCUM code, and one that can measure the quantity beside it: `C` is a UCUM code (the coulomb), but
 * a quantity named for a temperature in coulombs is the common slip for `Cel`.
 */
function checkUnit(value: unknown, values: Readonly<Record<string, unknown>>): { code: string; message: string } | undefined {
  const unit = readUnit(String(value));
  if ('error' in unit) return { code: 'ucum', message: unit.error };
  const quantity = values.quantity;
  if (typeof quantity === 'string' && quantity.includes('temperature') && unit.property !== 'temperature') {
    return {
      code: 'ucum',
      message: `${String(value)} is the UCUM code of ${unit.name === '' ? `a ${unit.property || 'dimensionless'} unit` : `the ${unit.name} (${unit.property || 'dimensionless'})`}, which cannot measure ${quantity}; did you mean Cel (degree Celsius), K (kelvin) or [degF] (degree Fahrenheit)?`,
    };
  }
  return undefined;
}
