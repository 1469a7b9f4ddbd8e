// An event's data (issue 19) is made two ways: from a row a write returned (eventData) and, for bulk
// ingest, from the flat values the writer bound (eventDataOfValues, written as text for speed, issue
// 22). Both must be the very same JSON, byte for byte, for any values.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { COLLECTION_NAMES, ROW_HEAD, SERVER_COLUMNS, getColumns } from '../../../src/storage/columns.js';
import { eventData, eventDataOfValues } from '../../../src/storage/events.js';
import type { FieldValue, RawRow } from '../../../src/storage/rows.js';

const value: fc.Arbitrary<FieldValue> = fc.oneof(
  fc.constant(null),
  fc.string({ unit: 'binary' }),
  fc.double(),
  fc.integer(),
  fc.constantFrom(-0, 1e21, 5e-324, Number.MAX_VALUE),
);

for (const collection of COLLECTION_NAMES) {
  test(`${collection}: an event's data from flat values is the JSON of the row they make, at any offset`, () => {
    const width = ROW_HEAD + getColumns(collection).length;
    fc.assert(
      fc.property(fc.array(value, { minLength: width * 3, maxLength: width * 3 }), fc.integer({ min: 0, max: 2 }), (values, row) => {
        const at = row * width;
        const raw: Record<string, FieldValue> = {};
        SERVER_COLUMNS.forEach((name, index) => {
          raw[name] = values[at + index]!;
        });
        getColumns(collection).forEach((column, index) => {
          raw[column.field] = values[at + ROW_HEAD + index]!;
        });
        assert.equal(eventDataOfValues(collection, values, at), eventData(collection, raw as unknown as RawRow));
      }),
      { numRuns: 500 },
    );
  });
}

test('strings that JSON escapes, and those it leaves, are written as JSON.stringify writes them', () => {
  // Random strings seldom hold a lone surrogate: these are the cases a text writer would miss.
  const strings = ['"', '\\', '\u0000', '\n', '\u001f', '\u007f', '\u2028', '\ud800', '\udfff', 'a\ud83dz', '\ud83d\ude00', 'plain', ''];
  const width = ROW_HEAD + getColumns('locations').length;
  for (const text of strings) {
    const values: FieldValue[] = new Array(width).fill(null);
    values[0] = text;
    values[ROW_HEAD] = text;
    const row = { id: text, created_at: null, updated_at: null, created_by: null, updated_by: null } as Record<string, FieldValue>;
    for (const column of getColumns('locations')) row[column.field] = null;
    row[getColumns('locations')[0]!.field] = text;
    assert.equal(eventDataOfValues('locations', values), eventData('locations', row as unknown as RawRow), JSON.stringify(text));
  }
});

test('a value the flat array lacks is null, as in the row', () => {
  const width = ROW_HEAD + getColumns('locations').length;
  const values: FieldValue[] = new Array(width).fill(null);
  values[0] = 'id-1';
  assert.equal(JSON.parse(eventDataOfValues('locations', values.slice(0, 1))).id, 'id-1');
  assert.ok(
    Object.values(JSON.parse(eventDataOfValues('locations', values.slice(0, 1))))
      .slice(1)
      .every((v) => v === null),
  );
});
