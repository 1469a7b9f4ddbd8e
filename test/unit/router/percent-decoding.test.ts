// decodePercent replaces decodeURIComponent on the lookup path, so it must agree with it everywhere:
// the same string for every input the builtin accepts, undefined for every input it throws on.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodePercent } from '../../../src/router/percent-decoding.js';

function builtin(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

const hex = (byte: number): string => `%${byte.toString(16).padStart(2, '0')}`;

/** Runs every input and reports the first few disagreements at once. */
function assertAgrees(inputs: Iterable<string>): void {
  const disagreements: string[] = [];
  let checked = 0;
  for (const input of inputs) {
    checked++;
    const ours = decodePercent(input);
    const theirs = builtin(input);
    if (ours !== theirs && disagreements.length < 5) {
      disagreements.push(`${JSON.stringify(input)}: ${JSON.stringify(ours)} vs decodeURIComponent ${JSON.stringify(theirs)}`);
    }
  }
  assert.ok(checked > 0);
  assert.deepEqual(disagreements, []);
}

test('every one-byte escape, in both cases of hex digit, decodes as decodeURIComponent does', () => {
  assertAgrees(
    (function* () {
      for (let byte = 0; byte < 256; byte++) {
        yield hex(byte);
        yield hex(byte).toUpperCase();
        yield `a${hex(byte)}b`;
      }
    })(),
  );
});

test('every pair of escapes, so every two-byte UTF-8 form and every bad continuation', () => {
  assertAgrees(
    (function* () {
      for (let first = 0; first < 256; first++) for (let second = 0; second < 256; second++) yield hex(first) + hex(second);
    })(),
  );
});

// After the second byte only the continuation range 80-BF matters: its ends and one past each.
const EDGES = [0x7f, 0x80, 0xbf, 0xc0];

test('three- and four-byte forms: overlong, surrogate and out-of-range starts, every second byte', () => {
  assertAgrees(
    (function* () {
      for (let first = 0xe0; first <= 0xef; first++) {
        for (let second = 0; second < 256; second++) for (const third of EDGES) yield hex(first) + hex(second) + hex(third);
      }
      for (let first = 0xf0; first <= 0xf7; first++) {
        for (let second = 0; second < 256; second++) {
          for (const third of EDGES) for (const fourth of EDGES) yield hex(first) + hex(second) + hex(third) + hex(fourth);
        }
      }
    })(),
  );
});

test('truncated and stray escapes, raw non-ASCII text, and text around escapes', () => {
  assertAgrees([
    '',
    'plain',
    '%',
    'a%',
    '%4',
    '%4G',
    '%G4',
    '%%41',
    '%E2%82',
    '%E2%82%A',
    '%E2%82%AC',
    'x%E2%82%ACy',
    '%F0%9F%98%80',
    '%F0%9F%98',
    '%ED%9F%BF',
    '%ED%A0%80',
    '%C3%A9%20bar',
    'caf%C3%A9',
    'é%20',
    '%2F%2f%25',
    '%EF%BF%BF',
    '%F4%8F%BF%BF',
  ]);
});

test('seeded random strings of escape fragments', () => {
  const pieces = ['%', '0', '2', '8', '9', 'A', 'B', 'C', 'E', 'F', 'f', 'G', 'x', '/', 'é', '%C3', '%A9', '%E2', '%82', '%F0', '%9F'];
  let state = 7;
  const random = (): number => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
  assertAgrees(
    (function* () {
      for (let run = 0; run < 20000; run++) {
        let text = '';
        const length = 1 + Math.floor(random() * 8);
        for (let i = 0; i < length; i++) text += pieces[Math.floor(random() * pieces.length)];
        yield text;
      }
    })(),
  );
});
