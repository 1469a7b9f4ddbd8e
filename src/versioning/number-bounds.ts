// Which numbers a parameter may hold, decided once (issue 14). The registry passes every parameter it
// defines through boundSchema, so the validator, the OpenAPI document, the HTML forms and the
// `expected` of a 422 all read the same bounds from the same declaration, and storage is never handed
// a number it cannot keep exactly.
//
// Every number is read as the nearest IEEE 754 double, as JSON.parse reads a JSON number and as
// decimal.ts reads the text of a form, an XML element or a query string, so the formats agree:
// - an `integer` parameter holds whole numbers within ±MAX_EXACT_INTEGER. A wider declared range is
//   narrowed to it; a parameter that declares none gets exactly it. 1.0 and 1e2 are whole numbers.
// - a `number` parameter holds any finite double. Text that overflows the double range ("1.8e308",
//   400 digits) is refused by decimal.ts, a JSON token that does so arrives as Infinity and is refused
//   by ajv's strictNumbers (ajv-settings.ts); neither needs a bound in the schema.
// - text that underflows ("1e-400", "0.000…1") reads as 0, and -0 as 0: the nearest double, as for
//   any other rounding, in every format alike.
import type { ParameterSchema } from './parameters.js';

/**
 * 2^53 − 1. A double holds every integer up to here and not beyond: 2^53 + 1 arrives as 2^53, so a
 * client could never read back what it sent, and JavaScript clients, JSON.parse and the SQLite
 * binding (which hands INTEGER columns to JavaScript as doubles) would each round it on their own.
 */
export const MAX_EXACT_INTEGER = Number.MAX_SAFE_INTEGER;

/** The schema a parameter is checked, documented and stored by: its declaration within the range of its type. */
export function boundSchema(schema: ParameterSchema): ParameterSchema {
  if (schema.type !== 'integer') return schema;
  const bounded: ParameterSchema = { ...schema, maximum: Math.min(schema.maximum ?? MAX_EXACT_INTEGER, MAX_EXACT_INTEGER) };
  // An exclusiveMinimum within the range already bounds it from below; JSON Schema checks both
  // keywords where both are given, and the phrases of describeExpected read better with one.
  if (schema.exclusiveMinimum === undefined || schema.exclusiveMinimum < -MAX_EXACT_INTEGER) {
    bounded.minimum = Math.max(schema.minimum ?? -MAX_EXACT_INTEGER, -MAX_EXACT_INTEGER);
  }
  return bounded;
}
