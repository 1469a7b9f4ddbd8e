import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { lineAndColumn, locateSyntaxError } from '../../../src/http/input/json-syntax.js';

const pad = ' '.repeat(20_000);

describe("locateSyntaxError (issue 14: bounded, from V8's message above 16 KiB)", () => {
  test("small texts keep jsonc-parser's words and positions", () => {
    assert.deepEqual(locateSyntaxError('{"a": }'), { what: 'value expected', offset: 6, line: 1, column: 7 });
    assert.equal(locateSyntaxError('{"a": 1}'), undefined);
  });

  const large: [string, string, (text: string) => number][] = [
    ['an unexpected character in the middle', `{"a": 1,${pad}"b": x, "c": 2}${pad}`, (t) => t.indexOf('x')],
    ['an unexpected character at the start', `x${pad}`, () => 0],
    ['an unexpected character near the end', `${pad}{"a": x}`, (t) => t.indexOf('x')],
    ['a string never closed', `{"a": "${'b'.repeat(20_000)}`, (t) => t.length],
    ['a member name missing after a comma', `{"a": 1,${pad}}`, (t) => t.lastIndexOf('}')],
    ['text after the value', `{"a": 1}${pad}{}`, (t) => t.lastIndexOf('{')],
    ['the end of the input', `[1, 2${pad}`, (t) => t.length],
    ['a bad control character', `{"a": "x\u0001"}${pad}`, (t) => t.indexOf('\u0001')],
  ];
  for (const [name, text, where] of large) {
    test(`above 16 KiB, ${name} is found at its offset`, () => {
      const place = locateSyntaxError(text);
      assert.ok(place !== undefined);
      // V8 may name the culprit itself or the place it stopped at, never earlier than the culprit.
      assert.ok(Math.abs(place.offset - where(text)) <= 1, `${place.what} at ${place.offset}, expected about ${where(text)}`);
      assert.match(place.what, /^[a-z]/);
    });
  }

  test('the failure JSON.parse already threw is used instead of parsing again', () => {
    const text = `{"a": 1,${pad}"b": x}`;
    let thrown: unknown;
    try {
      JSON.parse(text);
    } catch (error) {
      thrown = error;
    }
    assert.deepEqual(locateSyntaxError(text, thrown), locateSyntaxError(text));
  });

  test('lines and columns count from 1, past every newline before the offset', () => {
    assert.deepEqual(lineAndColumn('ab\ncd\nef', 7), { line: 3, column: 2 });
    assert.deepEqual(lineAndColumn('abc', 0), { line: 1, column: 1 });
  });
});
