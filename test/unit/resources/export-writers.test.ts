// Issue 20: the export's writers (src/resources/exports/export-writers.ts) write each row as the list
// writes it: CSV records byte for byte as csvRows (csv-stringify, the list's CSV) writes them, cells
// that need quotes and formula text included, whatever the text and the numbers; NDJSON lines as
// JSON.stringify of the list's item; GeoJSON features that make one FeatureCollection with its meta.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { exportWriter } from '../../../src/resources/exports/export-writers.js';
import { csvHeader, csvRows } from '../../../src/resources/formats/csv-text.js';
import { feature, featureText } from '../../../src/resources/formats/geojson.js';
import { shapeRow } from '../../../src/resources/row-shape.js';
import { SERVER_COLUMNS, getColumns } from '../../../src/storage/index.js';
import type { CollectionName, FieldValue, RowValues } from '../../../src/storage/index.js';

const READING_FIELDS = ['time', 'area', 'mean', 'good', 'number', 'seen', 'span', 'stdDev', 'quantity', 'unit', 'device'];
const LOCATION_FIELDS = ['longitude', 'latitude', 'altitude', 'speed', 'timestamp', 'device', 'accuracy'];

/** A stored row as the store hands it out: the server's columns, then the collection's, by field name. */
function rowValues(collection: CollectionName, id: string, fields: Record<string, FieldValue>): RowValues {
  return [
    id,
    '2026-11-22T18:45:00.000Z',
    '2026-11-22T18:45:00.000Z',
    'field-laptop',
    null,
    ...getColumns(collection).map((c) => fields[c.field] ?? null),
  ];
}

/** The list's CSV of the same rows: csvRows of the JSON items, without its header. */
function listCsv(collection: CollectionName, fields: readonly string[], rows: readonly RowValues[]): string {
  const [id, ...server] = SERVER_COLUMNS;
  return csvRows(
    [id, ...fields, ...server],
    rows.map((values) => shapeRow(collection, fields, values)),
  );
}

const subject = (collection: CollectionName, fields: readonly string[]) => ({
  collection,
  fields,
  meta: { action: 'x', version_number: 3, request_id: 'r' },
});

/** Text that a CSV writer must treat with care: delimiters, quotes, line breaks, edge spaces, formula leaders, non-ASCII. */
const awkward = fc.string({
  unit: fc.constantFrom(...'aZ0,"\'\r\n \t=+-@{:é;\uFEFF\u00A0', '😀'),
  maxLength: 12,
});

test('CSV records are byte for byte those of the list (csvRows), whatever the text and the numbers', () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          area: awkward,
          unit: fc.option(awkward, { nil: null }),
          quantity: fc.option(awkward, { nil: null }),
          mean: fc.double({ noNaN: true, noDefaultInfinity: true }),
          good: fc.integer({ min: -5, max: 1e9 }),
          stdDev: fc.option(fc.double({ min: 0, max: 1e300, noNaN: true }), { nil: null }),
        }),
        { maxLength: 30 },
      ),
      (records) => {
        const rows = records.map((fields, i) => rowValues('readings', `01J${i}`, { ...fields, time: '2026-11-22T18:00:00Z' }));
        const writer = exportWriter('csv', subject('readings', READING_FIELDS));
        assert.equal(writer.rows(rows, 0), listCsv('readings', READING_FIELDS, rows));
      },
    ),
    { numRuns: 300 },
  );
});

test('CSV: the header row is the list header, even for an export without rows; the cells the list quotes or neutralises are the same', () => {
  const writer = exportWriter('csv', subject('readings', READING_FIELDS));
  const [id, ...server] = SERVER_COLUMNS;
  assert.equal(writer.head(), csvHeader([id, ...READING_FIELDS, ...server]));
  assert.equal(writer.tail(0), '');
  const tricky = ['=1+1', '-bonn', '@x', '\tx', '\rx', 'a,b', 'say "hi"', 'two\nlines', ' edge', 'edge ', "'quoted", '', '-0'];
  const rows = tricky.map((area, i) => rowValues('readings', `01J${i}`, { area, mean: i === 0 ? -0 : -i / 3, good: 2 ** 53 - i }));
  assert.equal(writer.rows(rows, 0), listCsv('readings', READING_FIELDS, rows));
});

test('NDJSON: one line per row, each the JSON list item, ended by a line feed; nothing for no rows', () => {
  const writer = exportWriter('ndjson', subject('readings', READING_FIELDS));
  const rows = [rowValues('readings', '01JA', { area: 'a\nb', mean: 1.5 }), rowValues('readings', '01JB', { area: 'c', mean: -2 })];
  const text = writer.head() + writer.rows(rows, 0) + writer.tail(2);
  assert.equal(text, rows.map((values) => `${JSON.stringify(shapeRow('readings', READING_FIELDS, values))}\n`).join(''));
  assert.equal(writer.head() + writer.rows([], 0) + writer.tail(0), '');
});

test('GeoJSON: pages of features written one after another make one FeatureCollection, its meta last with the count', () => {
  const writer = exportWriter('geojson', subject('locations', LOCATION_FIELDS));
  const rows = [0, 1, 2].map((i) => rowValues('locations', `01J${i}`, { longitude: 7 + i, latitude: 50, altitude: i === 1 ? null : -4 }));
  const text = writer.head() + writer.rows(rows.slice(0, 2), 0) + writer.rows(rows.slice(2), 2) + writer.tail(3);
  assert.deepEqual(JSON.parse(text), {
    type: 'FeatureCollection',
    features: rows.map((values) => feature(shapeRow('locations', LOCATION_FIELDS, values))),
    meta: { action: 'x', version_number: 3, request_id: 'r', count: 3 },
  });
  assert.deepEqual(JSON.parse(writer.head() + writer.rows([], 0) + writer.tail(0)), {
    type: 'FeatureCollection',
    features: [],
    meta: { action: 'x', version_number: 3, request_id: 'r', count: 0 },
  });
});

test('GeoJSON: a feature written as text is byte for byte the JSON of the Feature the pages answer', () => {
  const coordinate = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.constant(null));
  fc.assert(
    fc.property(fc.string(), coordinate, coordinate, coordinate, fc.option(fc.string()), (id, longitude, latitude, altitude, device) => {
      const item = { id, longitude, latitude, altitude, device, created_at: '2026-11-22T18:45:00.000Z' };
      assert.equal(featureText(item), JSON.stringify(feature(item)));
    }),
    { numRuns: 2000 },
  );
});

test('a media an export does not offer is a programmer error, said at once', () => {
  assert.throws(() => exportWriter('event-stream', subject('readings', READING_FIELDS)), /no writer for "event-stream"/);
});
