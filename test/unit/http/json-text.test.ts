import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsonRecord, jsonString, jsonValue } from '../../../src/http/output/json-text.js';

// Every character class JSON.stringify treats apart: controls, the quote, the backslash, DEL, Latin-1,
// the line and paragraph separators, the edges of the surrogate range, paired and lone surrogates.
const PIECES = [
  '',
  'a',
  'Location 01M82D1F54P5GPR4SVS5YGF4MB.',
  '/locations/01M82D1F54P5GPR4SVS5YGF4MB',
  '2026-11-23T01:14:28+05:30',
  '"',
  '\\',
  '\u0000',
  '\n',
  '\t',
  '\u001f',
  ' ',
  '\u007f',
  'é',
  '€',
  '\u2028',
  '\u2029',
  '\ud7ff',
  '\ue000',
  '\uffff',
  '😀',
  '\ud800',
  '\udfff',
  '\udc00\ud800',
  'köln "dom"\\\u2028\u0007',
];

test('jsonString is JSON.stringify for every kind of character, alone, in pairs and inside longer text', () => {
  for (const a of PIECES) {
    assert.equal(jsonString(a), JSON.stringify(a), JSON.stringify(a));
    for (const b of PIECES) {
      const text = `${a}x${b}`;
      assert.equal(jsonString(text), JSON.stringify(text), JSON.stringify(text));
      // Built by concatenation (a rope in V8) as the server's messages and links are.
      const rope = ['pre', a, b, 'post'].join('-') + a.repeat(3);
      assert.equal(jsonString(rope), JSON.stringify(rope));
    }
  }
});

test('jsonString agrees with JSON.stringify on 20,000 random strings over the whole UTF-16 range', () => {
  let seed = 0x2545f491;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
  for (let n = 0; n < 20_000; n++) {
    const codes: number[] = [];
    const length = next() % 12;
    // Mostly ASCII, as real text is, with every other range drawn often enough to be hit.
    for (let i = 0; i < length; i++) codes.push(next() % 4 === 0 ? next() % 0x10000 : 0x20 + (next() % 0x60));
    const text = String.fromCharCode(...codes);
    assert.equal(jsonString(text), JSON.stringify(text), codes.join(','));
  }
});

test('jsonValue is JSON.stringify for the values a row, a meta or a link holds', () => {
  const values: unknown[] = [
    0,
    -0,
    1,
    -1.5,
    0.1,
    1e21,
    1e-7,
    5e-324,
    Number.MAX_SAFE_INTEGER,
    2 ** 53 + 2,
    -172.318742,
    299792458,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    null,
    true,
    false,
    'text',
    'a"b',
    '',
    [1, 'two', null],
    { nested: { deeper: ['x'] } },
    new Date(Date.UTC(2026, 10, 23)),
  ];
  for (const value of values) assert.equal(jsonValue(value), JSON.stringify(value), String(value));
});

test('jsonRecord is JSON.stringify of a plain record: order, omitted members, integer-like names, nesting', () => {
  const records: Record<string, unknown>[] = [
    {},
    { self: '/locations/01M82D1F54P5GPR4SVS5YGF4MB', collection: '/locations' },
    { self: '/x', next: null, prev: '/a%22b' },
    { count: 50, limit: 50, next_cursor: 'eyJ2IjoxfQ' },
    { 'na"me': 'v\\', '2': 'two', '1': 'one', b: 1, a: 2 },
    { skipped: undefined, kept: 1, fn: () => 1, also: Symbol('s'), last: [undefined, () => 1] },
    { only: undefined },
    { errors: [{ parameter: 'limit', message: 'must be at most 100' }], flag: false },
  ];
  for (const record of records) assert.equal(jsonRecord(record), JSON.stringify(record));
});
