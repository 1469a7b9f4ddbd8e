// Bulk ingest (issue 7): a batch body split into items (a JSON array, or NDJSON lines) and each item
// read as the body of a single create.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readItem, splitBatch } from '../../../src/http/batch/batch-body.js';
import type { BatchFormat, ItemReading } from '../../../src/http/batch/batch-body.js';
import { ProblemError } from '../../../src/contract/problem-error.js';
import { problemOf } from '../../support/problem-assertions.js';

/** Every item of a batch, read. */
function readAll(text: string, format: BatchFormat, maxItems = 100, maxParameters = 64): ItemReading[] {
  return splitBatch(text, format, maxItems).map((span, index) => readItem(text, span, index, format, maxParameters));
}

function valuesOf(reading: ItemReading): Record<string, unknown> {
  assert.ok(!(reading instanceof ProblemError), `expected parameters, got ${reading instanceof ProblemError ? reading.detail : ''}`);
  return { ...reading.values };
}

function itemProblem(reading: ItemReading): ProblemError {
  assert.ok(reading instanceof ProblemError, 'expected the item to be refused');
  return reading;
}

describe('a JSON array batch', () => {
  test('splits at the commas between items, not at commas or brackets inside strings', () => {
    const text = ' [ {"area": "a,]}\\"[{"} ,\n{"mean": 1.5} ]\n';
    const items = readAll(text, 'json');
    assert.deepEqual(items.map(valuesOf), [{ area: 'a,]}"[{' }, { mean: 1.5 }]);
  });

  test('an empty array is batch-empty; a missing bracket, a stray comma or text after the array is body-malformed with its position', () => {
    for (const empty of ['[]', ' [ \n ] ']) assert.equal(problemOf(() => splitBatch(empty, 'json', 10)).type, 'batch-empty');
    for (const [text, position] of [
      ['[{"a":1},]', 9],
      ['[,{"a":1}]', 1],
      ['[{"a":1} , , {"b":2}]', 11],
      ['[{"a":1}', 8],
      ['[{"a":1}] x', 10],
      ['[{"a":1}}', 8],
    ] as const) {
      const problem = problemOf(() => splitBatch(text, 'json', 10));
      assert.equal(problem.type, 'body-malformed', text);
      assert.equal(problem.extensions.position, position, text);
      assert.match(problem.detail, new RegExp(`at position ${position} \\(line 1, column ${position + 1}\\)`), text);
    }
  });

  test("a syntax error inside an item is the batch's, placed in the body and naming the item", () => {
    const text = '[\n{"a": 1},\n{"b": }\n]';
    const problem = problemOf(() => readAll(text, 'json'));
    assert.equal(problem.type, 'body-malformed');
    assert.equal(problem.extensions.position, text.indexOf('}\n]'));
    assert.equal(problem.extensions.line, 3);
    assert.match(problem.detail, /in item 1\.$/);
  });

  test('more than the item limit is batch-too-large at the first item too many; exactly the limit is fine', () => {
    const items = (n: number) => `[${Array.from({ length: n }, () => '{"a":1}').join(',')}]`;
    assert.equal(splitBatch(items(3), 'json', 3).length, 3);
    const problem = problemOf(() => splitBatch(items(4), 'json', 3));
    assert.equal(problem.type, 'batch-too-large');
    assert.equal(problem.extensions.limit, 3);
  });

  test('an item that is not an object is its own problem, named by kind; the others are read', () => {
    const items = readAll('[1, "x", null, true, [1, [2]], {"a": 1}]', 'json');
    assert.deepEqual(
      items.slice(0, 5).map((i) => itemProblem(i).type),
      Array(5).fill('body-shape'),
    );
    assert.deepEqual(
      items.slice(0, 5).map((i) => itemProblem(i).detail.split(';')[0]),
      ['Item 0 is a number', 'Item 1 is a string', 'Item 2 is null', 'Item 3 is a boolean', 'Item 4 is an array'],
    );
    assert.deepEqual(valuesOf(items[5]!), { a: 1 });
  });

  test('an item that nests a value, or carries too many members, is refused as a single body would be, before it is parsed', () => {
    const [nested, many] = readAll(
      `[{"a": 1, "b": {"c": 2}}, {${Array.from({ length: 5 }, (_, i) => `"p${i}": 1`).join(', ')}}]`,
      'json',
      10,
      4,
    );
    assert.equal(itemProblem(nested!).type, 'body-shape');
    assert.match(itemProblem(nested!).detail, /^Item 0: The parameter "b" holds an object/);
    assert.equal(itemProblem(many!).type, 'body-shape');
    assert.match(itemProblem(many!).detail, /^Item 1: .*more than 4 parameters/);
  });

  test('a name repeated within an item is reported, not last-wins; names are null-prototype keys', () => {
    const [item] = readAll('[{"mean": 1, "mean": 2, "__proto__": 3}]', 'json');
    assert.ok(!(item instanceof ProblemError));
    assert.deepEqual(item!.duplicates, ['mean']);
    assert.equal(Object.getPrototypeOf(item!.values), null);
    assert.equal(item!.values.__proto__, 3);
  });
});

describe('an NDJSON batch', () => {
  test('is one item a line, LF or CRLF, blank lines skipped, each item knowing its line', () => {
    const text = '{"a":1}\r\n\r\n   \n{"b":2}\n{"c":3}';
    const spans = splitBatch(text, 'ndjson', 10);
    assert.deepEqual(
      spans.map((s) => s.line),
      [1, 4, 5],
    );
    assert.deepEqual(readAll(text, 'ndjson').map(valuesOf), [{ a: 1 }, { b: 2 }, { c: 3 }]);
  });

  test('no line with an item is batch-empty; more than the limit is batch-too-large', () => {
    for (const empty of ['', '\n', ' \r\n\t\n']) assert.equal(problemOf(() => splitBatch(empty, 'ndjson', 10)).type, 'batch-empty');
    assert.equal(problemOf(() => splitBatch('{}\n{}\n{}\n', 'ndjson', 2)).type, 'batch-too-large');
    assert.equal(splitBatch('{}\n{}\n\n', 'ndjson', 2).length, 2);
  });

  test("a line that is not JSON is that item's problem, with its line and column; the other lines are read", () => {
    const items = readAll('{"a":1}\n\n{"b": tru}\n[1]\n"x"\n{"c":3}\n', 'ndjson');
    const broken = itemProblem(items[1]!);
    assert.equal(broken.type, 'body-malformed');
    assert.equal(broken.extensions.line, 3);
    assert.equal(broken.extensions.column, 7);
    assert.match(broken.detail, /^Item 1 \(line 3\) does not parse as JSON: .* at column 7\.$/);
    assert.match(itemProblem(items[2]!).detail, /^Item 2 \(line 4\) is an array/);
    assert.match(itemProblem(items[3]!).detail, /^Item 3 \(line 5\) is a string/);
    assert.deepEqual(valuesOf(items[4]!), { c: 3 });
  });
});
