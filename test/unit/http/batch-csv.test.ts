// Issue 20: a CSV batch body read into items (src/http/batch/batch-csv.ts), and the UTF-8 check of its
// bytes (readBodyBytes, src/http/input/body.ts) that says where the first bad byte is.
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, test } from 'node:test';
import { ProblemError } from '../../../src/contract/problem-error.js';
import { readCsvBatch, readCsvItem } from '../../../src/http/batch/batch-csv.js';
import { Slices } from '../../../src/http/batch/slices.js';
import { readBodyBytes } from '../../../src/http/input/body.js';

/** A request whose body arrives in the given chunks. */
function requestOf(...chunks: Buffer[]): IncomingMessage {
  return Object.assign(Readable.from(chunks), { headers: {} }) as unknown as IncomingMessage;
}

async function refusal(run: () => Promise<unknown>): Promise<ProblemError> {
  try {
    await run();
  } catch (error) {
    assert.ok(error instanceof ProblemError, String(error));
    return error;
  }
  assert.fail('expected a refusal');
}

describe('readBodyBytes: where the bytes stop being UTF-8', () => {
  for (const [label, bytes, position, line, column] of [
    ['a Latin-1 byte', Buffer.from('ab\ncd\xFCx', 'latin1'), 5, 2, 3],
    ['after a BOM (counted in the offset)', Buffer.concat([Buffer.from('\uFEFFab'), Buffer.from([0xff])]), 5, 1, 4],
    ['after a U+FFFD the body itself holds', Buffer.concat([Buffer.from('x\uFFFDy\n'), Buffer.from([0xc3, 0x28])]), 6, 2, 1],
    ['a sequence cut off at the end', Buffer.concat([Buffer.from('é\n'), Buffer.from([0xe2, 0x82])]), 3, 2, 1],
    ['a surrogate encoded as UTF-8 (CESU)', Buffer.concat([Buffer.from('abc'), Buffer.from([0xed, 0xa0, 0x80])]), 3, 1, 4],
    ['an overlong encoding of /', Buffer.from([0x61, 0xc0, 0xaf]), 1, 1, 2],
  ] as const) {
    test(`${label}: byte ${position}, line ${line}, column ${column}`, async () => {
      const problem = await refusal(() => readBodyBytes(requestOf(bytes), 1024));
      assert.equal(problem.type, 'body-malformed');
      assert.deepEqual(problem.extensions, { parser: 'utf-8', position, line, column });
      assert.match(problem.detail, new RegExp(`at offset ${position} \\(line ${line}, column ${column}\\)`));
    });
  }

  test('far into a large body, across the steps it is decoded in and a character split between chunks', async () => {
    const line = `${'é'.repeat(40)},${'x'.repeat(18)}\n`; // 100 bytes, 60 characters
    const text = Buffer.from(line.repeat(5000));
    const bad = Buffer.concat([text, Buffer.from('ok,'), Buffer.from([0x80])]);
    // Chunks of 999 bytes split many é between two chunks.
    const chunks = Array.from({ length: Math.ceil(bad.length / 999) }, (_, i) => bad.subarray(i * 999, (i + 1) * 999));
    const problem = await refusal(() => readBodyBytes(requestOf(...chunks), bad.length));
    assert.deepEqual(problem.extensions, { parser: 'utf-8', position: 500_003, line: 5001, column: 4 });
  });

  test('valid UTF-8 comes back as the same bytes, split or not', async () => {
    const bytes = Buffer.from('\uFEFFname\r\nMünster 🦊\r\n');
    assert.deepEqual(await readBodyBytes(requestOf(bytes.subarray(0, 13), bytes.subarray(13)), 1024), bytes);
  });
});

describe('readCsvBatch and readCsvItem', () => {
  const read = (text: string, maxItems = 100, maxRowBytes = 1024 * 1024) =>
    readCsvBatch(Buffer.from(text), { maxItems, maxColumns: 64, maxRowBytes }, new Slices());

  test('rows are records counted from the header: neither blank lines nor quoted line breaks count', async () => {
    const batch = await read('\n a,b\r\n"1\n2",3\n\n\r\n4,5\r\n');
    assert.deepEqual(batch.header, [' a', 'b'], 'names are taken as written');
    assert.deepEqual(batch.items, [
      { row: 2, cells: ['1\n2', '3'] },
      { row: 3, cells: ['4', '5'] },
    ]);
  });

  test('a last row without a line break is read, and a piece boundary inside a quoted cell changes nothing', async () => {
    const long = 'x'.repeat(40_000);
    const batch = await read(`a,b\n"${long}\n${long}",1\n2,3`);
    assert.deepEqual(
      batch.items.map((item) => [item.row, item.cells[0]!.length, item.cells[1]]),
      [
        [2, 80_001, '1'],
        [3, 1, '3'],
      ],
    );
  });

  test('an item is the non-empty cells under their names, one apostrophe of formula neutralisation taken off', async () => {
    const batch = await read("a,b,c,d\n1,,'-x,'y\n");
    const reading = readCsvItem(batch, 0, 64);
    assert.ok(!(reading instanceof ProblemError));
    assert.deepEqual({ ...reading.values }, { a: '1', c: '-x', d: "'y" });
    assert.deepEqual(reading.duplicates, []);
  });

  test('cells under empty names are sent under the empty name; two of them are a duplicate, not a header refusal', async () => {
    const batch = await read('a,,\n1,2,3\n');
    const reading = readCsvItem(batch, 0, 64);
    assert.ok(!(reading instanceof ProblemError));
    assert.deepEqual([{ ...reading.values }, reading.duplicates], [{ a: '1', '': '2' }, ['']]);
  });

  test('more non-empty cells than a body may carry parameters is the item body-shape; a ragged row its 422', async () => {
    const batch = await read('a,b,c\n1,2,3\n1,,\n1,2\n');
    assert.equal((readCsvItem(batch, 0, 2) as ProblemError).type, 'body-shape');
    assert.match((readCsvItem(batch, 0, 2) as ProblemError).detail, /^Item 0 \(row 2\): /);
    assert.ok(!(readCsvItem(batch, 1, 2) instanceof ProblemError));
    const ragged = readCsvItem(batch, 2, 2) as ProblemError;
    assert.deepEqual([ragged.type, ragged.extensions], ['invalid-parameters', {}]);
    assert.equal(
      ragged.detail,
      'Item 2 (row 4) has 2 cells, but the header has 3 (a, b, c); send one cell per header column, an empty cell to leave its parameter out.',
    );
  });

  test('a row with more text than a single body may hold refuses the batch, 413, before it is built whole', async () => {
    const many = await refusal(() => read(`a,b\n1,2\n${'1,'.repeat(1200)}\n`, 100, 1000));
    assert.deepEqual([many.type, many.extensions], ['body-too-large', { limit_bytes: 1000 }]);
    assert.match(many.detail, /^Row 3 of the CSV body holds more than 1000 bytes of text/);
    const long = await refusal(() => read(`a,b\n"${'x'.repeat(1001)}",1\n`, 100, 1000));
    assert.equal(long.type, 'body-too-large');
    assert.ok((await read(`a,b\n"${'x'.repeat(999)}",1\n`, 100, 1000)).items.length === 1);
  });

  test('refusals: empty, header only, too many rows, a repeated name, a broken quote', async () => {
    for (const text of ['', '\n\r\n', 'a,b\n', 'a,b\n\n\n'])
      assert.equal((await refusal(() => read(text))).type, 'batch-empty', JSON.stringify(text));
    assert.equal((await refusal(() => read('a\n1\n2\n3\n', 2))).type, 'batch-too-large');
    const wide = await refusal(() => read(`${'a,'.repeat(64)}a\n1\n`));
    assert.deepEqual([wide.type, wide.extensions], ['body-shape', { limit: 64 }]);
    assert.match(wide.detail, /has 65 columns; a create takes at most 64 parameters/);
    const repeated = await refusal(() => read('a,b,a,,\n1,2,3,,\n'));
    assert.deepEqual(
      [repeated.type, repeated.extensions.errors],
      [
        'invalid-parameters',
        [
          {
            parameter: 'a',
            code: 'duplicate',
            message: 'a is named in columns 1 and 3 of the CSV header; name each parameter once (cells are never merged or picked)',
            expected: 'the parameter once',
          },
        ],
      ],
    );
    const open = await refusal(() => read('a,b\r\n1,2\r\n3,"x\r\ny\r\n'));
    assert.deepEqual([open.type, open.extensions], ['body-malformed', { parser: 'csv', line: 3 }]);
    assert.match(open.detail, /a quoted cell of row 3, opened on line 3, is never closed/);
  });
});
