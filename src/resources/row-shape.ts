import type { DataJson } from '../contract/route.js';
import { dataJsonOf } from '../http/output/envelope-json.js';
import { jsonValue } from '../http/output/json-text.js';
import { valueIndex } from '../storage/index.js';
import type { CollectionName, FieldValue, RowValues } from '../storage/index.js';

// Rows as a version's clients see them, made straight from RowValues (the arrays of SQLite's raw
// mode) by functions compiled once per collection and field list. The shape is one object literal,
// so every row of a version gets the same hidden class, built in JavaScript rather than property by
// property by the driver: a list of 50 locations costs about a third less than with the driver's
// objects (issue 7, bench/README.md). One row's JSON (GET by id, creates, updates) is written from
// the same values by one expression of constant member names and jsonValue() of each value: the text
// JSON.stringify would make of the shape, without its per-call set-up (src/http/output/json-text.ts).

type Shaper = (values: RowValues) => Record<string, FieldValue>;
/** A row's JSON writer, compiled below: exactly JSON.stringify of the shaped row (test/unit/resources/row-shape.test.ts). */
type Writer = (values: RowValues) => DataJson;

interface Compiled {
  collection: CollectionName;
  shape: Shaper;
  json: Writer;
}

const compiled = new Map<string, Compiled>();
const byFields = new WeakMap<readonly string[], Compiled>();

/** The row with exactly `fields` (a version's field list): id, the fields in order, created_at, updated_at, created_by, updated_by. */
export function shapeRow(collection: CollectionName, fields: readonly string[], values: RowValues): Record<string, FieldValue> {
  return compiledFor(collection, fields).shape(values);
}

/** One row as a reply's data, with its JSON: the text of JSON.stringify(shapeRow(…)), written straight from the values. */
export function rowData(
  collection: CollectionName,
  fields: readonly string[],
  values: RowValues,
): { data: Record<string, FieldValue>; dataJson: DataJson } {
  const { shape, json } = compiledFor(collection, fields);
  return { data: shape(values), dataJson: json(values) };
}

/** A reply's data made of rows, with its JSON (which the JSON envelope splices in as it is). */
export function rowsData(
  collection: CollectionName,
  fields: readonly string[],
  rows: readonly RowValues[],
): { data: Record<string, FieldValue>[]; dataJson: DataJson } {
  const { shape } = compiledFor(collection, fields);
  const data = new Array<Record<string, FieldValue>>(rows.length);
  for (let i = 0; i < rows.length; i++) data[i] = shape(rows[i]!);
  // One JSON.stringify for the page: its set-up is shared by every row, and it writes one flat
  // string, where rows written one by one and joined cost a list more (bench/README.md, "Figures,
  // third round").
  return { data, dataJson: dataJsonOf(data) };
}

function compiledFor(collection: CollectionName, fields: readonly string[]): Compiled {
  // Field lists are the registry's own arrays, one per version, so the array finds its functions
  // without building a key on every request.
  const known = byFields.get(fields);
  if (known !== undefined && known.collection === collection) return known;
  const key = `${collection}\u0000${fields.join(',')}`;
  let found = compiled.get(key);
  if (found === undefined) {
    found = compile(collection, fields);
    compiled.set(key, found);
  }
  byFields.set(fields, found);
  return found;
}

// The generated code reads values by position; member names are JSON-quoted from columns.ts and,
// for the JSON, quoted again as JavaScript string literals. No value ever becomes code.
function compile(collection: CollectionName, fields: readonly string[]): Compiled {
  const members: [name: string, index: number][] = [
    ['id', 0],
    ...fields.map((field): [string, number] => [field, valueIndex(collection, field)]),
    ['created_at', 1],
    ['updated_at', 2],
    ['created_by', 3],
    ['updated_by', 4],
  ];
  const literal = members.map(([name, index]) => `${JSON.stringify(name)}: v[${index}] ?? null`).join(', ');
  const shape = new Function(`return (v) => ({ ${literal} });`)() as Shaper;
  const text = members
    .map(([name, index], at) => `${JSON.stringify(`${at === 0 ? '{' : ','}${JSON.stringify(name)}:`)} + j(v[${index}] ?? null)`)
    .join(' + ');
  const json = new Function('j', `return (v) => ${text} + '}';`)(jsonValue) as Writer;
  return { collection, shape, json };
}
