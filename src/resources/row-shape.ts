import { valueIndex } from '../storage/index.js';
import type { CollectionName, FieldValue, RowValues } from '../storage/index.js';

// Rows as a version's clients see them, made straight from RowValues (the arrays of SQLite's raw
// mode) by a function compiled once per collection and field list: one object literal, so every row
// of a version gets the same hidden class, built in JavaScript rather than property by property by
// the driver. A list of 50 locations costs about a third less than with the driver's objects (issue
// 7, bench/README.md). JSON.stringify then writes one flat string; writing the JSON by hand from the
// values was no faster and left a rope of small strings for the garbage collector.

type Shaper = (values: RowValues) => Record<string, FieldValue>;

const shapers = new Map<string, Shaper>();
const byFields = new WeakMap<readonly string[], { collection: CollectionName; shaper: Shaper }>();

/** The row with exactly `fields` (a version's field list): id, the fields in order, created_at, updated_at. */
export function shapeRow(collection: CollectionName, fields: readonly string[], values: RowValues): Record<string, FieldValue> {
  return shaperOf(collection, fields)(values);
}

/** A reply's data made of rows, with its JSON (which the JSON envelope splices in as it is). */
export function rowsData(collection: CollectionName, fields: readonly string[], rows: readonly RowValues[]): { data: Record<string, FieldValue>[]; dataJson: string } {
  const shape = shaperOf(collection, fields);
  const data = new Array<Record<string, FieldValue>>(rows.length);
  for (let i = 0; i < rows.length; i++) data[i] = shape(rows[i]!);
  return { data, dataJson: JSON.stringify(data) };
}

function shaperOf(collection: CollectionName, fields: readonly string[]): Shaper {
  // Field lists are the registry's own arrays, one per version, so the array finds its shaper
  // without building a key on every request.
  const known = byFields.get(fields);
  if (known !== undefined && known.collection === collection) return known.shaper;
  const key = `${collection}\u0000${fields.join(',')}`;
  let shaper = shapers.get(key);
  if (shaper === undefined) {
    shaper = compileShaper(collection, fields);
    shapers.set(key, shaper);
  }
  byFields.set(fields, { collection, shaper });
  return shaper;
}

// The generated code is one object literal: member names JSON-quoted from columns.ts, values read
// by position. No value ever becomes code.
function compileShaper(collection: CollectionName, fields: readonly string[]): Shaper {
  const members = [
    '"id": v[0]',
    ...fields.map((field) => `${JSON.stringify(field)}: v[${valueIndex(collection, field)}] ?? null`),
    '"created_at": v[1]',
    '"updated_at": v[2]',
  ];
  return new Function(`return (v) => ({ ${members.join(', ')} });`)() as Shaper;
}
