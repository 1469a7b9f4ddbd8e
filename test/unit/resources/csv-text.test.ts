// Issue 20: the CSV writer (src/resources/formats/csv-text.ts) read back by an independent parser,
// csv-parse (the writer is Papa Parse). RFC 4180: CRLF after every record, the header row first, a cell quoted when it holds a
// comma, a quote (doubled inside) or a line break. Text a spreadsheet would run as a formula (it
// begins with =, +, -, @, a tab or a carriage return: OWASP's list) comes back with one leading
// apostrophe; every other cell comes back exactly as written, numbers as JSON writes them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { parse as csvParse } from 'csv-parse/sync';
import { CSV_TYPE, csvCell, csvHeader, csvRows, csvText } from '../../../src/resources/formats/csv-text.js';

const FORMULA_LEADERS = ['=', '+', '-', '@', '\t', '\r'];

/** What a reader finds in the cell of a JSON value: the rule stated in INTERFACE.md §10 and the OpenAPI description. */
function expectedCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return FORMULA_LEADERS.some((leader) => value.startsWith(leader)) ? `'${value}` : value;
  return String(value);
}

/** The records of a CSV text, header first, by csv-parse (another project than the writer's); fails on any parse error or a record not ended by CRLF. */
function parse(text: string): string[][] {
  assert.ok(text.endsWith('\r\n'), `the last record ends with CRLF: ${JSON.stringify(text.slice(-20))}`);
  assertCrlfOnly(text);
  // Strict: a quote inside an unquoted cell, or a record of another length, throws.
  return csvParse(text, { delimiter: ',', record_delimiter: '\r\n', quote: '"', relax_column_count: false }) as string[][];
}

/** Outside quoted cells, every line break is CRLF: no lone CR, no lone LF (RFC 4180 §2.1). */
function assertCrlfOnly(text: string): void {
  const unquoted = text.replace(/"(?:[^"]|"")*"/g, '""');
  assert.equal(unquoted.match(/\r(?!\n)|(?<!\r)\n/g), null, `a line break outside quotes is not CRLF: ${JSON.stringify(text)}`);
}

test('the media type names the charset and the header row (RFC 4180 §3)', () => {
  assert.equal(CSV_TYPE, 'text/csv; charset=utf-8; header=present');
});

test('a header row, then one record per row, CRLF after each; null and undefined are empty cells', () => {
  const text = csvText(
    ['id', 'area', 'mean', 'stdDev'],
    [
      { id: 'a', area: 'bonn:rheinaue', mean: 21.5, stdDev: null },
      { id: 'b', area: null, mean: 0, stdDev: undefined },
    ],
  );
  assert.equal(text, 'id,area,mean,stdDev\r\na,bonn:rheinaue,21.5,\r\nb,,0,\r\n');
  assert.deepEqual(parse(text), [
    ['id', 'area', 'mean', 'stdDev'],
    ['a', 'bonn:rheinaue', '21.5', ''],
    ['b', '', '0', ''],
  ]);
});

test('no rows is the header row alone', () => {
  assert.equal(csvText(['id', 'longitude'], []), 'id,longitude\r\n');
  assert.deepEqual(parse(csvText(['id', 'longitude'], [])), [['id', 'longitude']]);
});

test('numbers are written as JSON writes them, negative ones without an apostrophe', () => {
  const values = [-3.5, -0.000001, 1e21, -1e-7, 0, 7042.883159721336, -430, 20015115];
  const text = csvText(
    ['n'],
    values.map((n) => ({ n })),
  );
  const cells = parse(text)
    .slice(1)
    .map(([cell]) => cell);
  assert.deepEqual(
    cells,
    values.map((n) => JSON.stringify(n)),
  );
  assert.deepEqual(cells.map(Number), values);
  assert.equal(csvCell(true), 'true');
});

test('text beginning with =, +, -, @, a tab or a carriage return gets one leading apostrophe; inside a cell they are text', () => {
  const texts = [
    '=HYPERLINK("http://example.com","x")',
    '+1+1',
    '-2',
    '-bonn:x',
    '@SUM(A1:A2)',
    '\tTAB',
    '\rCR',
    '=1,"2"\n3',
    'a=b',
    'x-y:z',
    'mail@example.com',
    "'already",
    '{=1+1}',
  ];
  const rows = parse(
    csvText(
      ['text'],
      texts.map((text) => ({ text })),
    ),
  );
  for (const [index, text] of texts.entries()) assert.equal(rows[index + 1]![0], expectedCell(text), JSON.stringify(text));
  assert.equal(csvCell('=1'), "'=1");
  assert.equal(csvCell('a=1'), 'a=1');
});

test('commas, quotes, lone CR, lone LF, CRLF and spaces at either end are quoted and come back exactly', () => {
  const texts = ['a,b', 'say "hi"', '"', 'two\nlines', 'cr\ronly', 'crlf\r\nboth', ' leading', 'trailing ', 'in the middle', 'ünïcödé ☃'];
  const text = csvText(
    ['text'],
    texts.map((value) => ({ value, text: value })),
  );
  for (const quoted of ['"a,b"', '"say ""hi"""', '""""', '"two\nlines"', '"cr\ronly"', '"crlf\r\nboth"', '" leading"', '"trailing "'])
    assert.ok(text.includes(`\r\n${quoted}\r\n`), `${JSON.stringify(quoted)} in ${JSON.stringify(text)}`);
  assert.ok(text.includes('\r\nin the middle\r\n'), 'a cell that needs no quotes has none');
  assert.deepEqual(
    parse(text)
      .slice(1)
      .map(([cell]) => cell),
    texts,
  );
});

test('the header alone, then the rows alone, are the whole text', () => {
  const columns = ['id', 'area'];
  const rows = [
    { id: '1', area: 'a,b' },
    { id: '2', area: '-1' },
  ];
  assert.equal(csvHeader(columns) + csvRows(columns, rows), csvText(columns, rows));
});

test('any rows of text, numbers and nulls parse back into their cells, records ending in CRLF (property)', () => {
  const columns = ['id', 'text', 'number', 'other'];
  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.string({ unit: fc.constantFrom('a', ',', '"', '\r', '\n', ' ', '\t', '=', '+', '-', '@', "'", ';'), maxLength: 8 }),
  );
  const value = fc.oneof(text, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), fc.constant(null));
  const row = fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), text, number: value, other: value });
  fc.assert(
    fc.property(fc.array(row, { maxLength: 8 }), (rows) => {
      // JSON has no -0: the answer's JSON writes 0, and so does the CSV.
      const data = rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Object.is(v, -0) ? 0 : v])));
      const records = parse(csvText(columns, data));
      assert.deepEqual(records[0], columns);
      assert.equal(records.length, data.length + 1);
      for (const [index, item] of data.entries())
        assert.deepEqual(
          records[index + 1],
          columns.map((column) => expectedCell(item[column])),
        );
    }),
    { numRuns: 300, interruptAfterTimeLimit: 4000 },
  );
});
