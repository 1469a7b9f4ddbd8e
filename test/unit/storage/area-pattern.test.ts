// Issue 3: an area pattern's `*` is its only wildcard. In SQLite's GLOB, `%` and `_` are ordinary
// characters already (they are LIKE's wildcards), and toGlob makes GLOB's own `?`, `[` and `]` literal,
// so nothing but `*` can ever match more than itself. The prefix before the first `*` bounds an
// index range that must hold every match.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { toGlob } from '../../../src/storage/sqlite/row-reads.js';
import { literalPrefix, prefixRange } from '../../../src/storage/row-sql.js';

const db = new Database(':memory:');
const glob = db.prepare('SELECT ? GLOB ?').pluck();
const matches = (pattern: string, text: string) => glob.get(text, toGlob(pattern)) === 1;

/** The intended meaning, written independently: `*` is any run, everything else is itself. */
function reference(pattern: string, text: string): boolean {
  const source = pattern
    .split('*')
    .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*');
  return new RegExp(`^${source}$`).test(text);
}

test('% and _ match only themselves; so do ? [ ] . : and -, and case counts', () => {
  assert.equal(matches('a_b', 'a_b'), true);
  assert.equal(matches('a_b', 'axb'), false);
  assert.equal(matches('a%', 'a%'), true);
  assert.equal(matches('a%', 'abc'), false);
  assert.equal(matches('a?c', 'abc'), false);
  assert.equal(matches('a?c', 'a?c'), true);
  assert.equal(matches('[ab]', 'a'), false);
  assert.equal(matches('[ab]', '[ab]'), true);
  assert.equal(matches('x]y', 'x]y'), true);
  assert.equal(matches('Bonn:*', 'bonn:x'), false);
  assert.equal(matches('*.north', 'a.north'), true);
  assert.equal(matches('*.north', 'aXnorth'), false);
});

test('toGlob agrees with the intended meaning on any pattern and text (property)', () => {
  const alphabet = fc.constantFrom('a', 'b', '_', '%', '.', ':', '-', '?', '[', ']', '^', '!');
  const text = fc.array(alphabet, { maxLength: 8 }).map((chars) => chars.join(''));
  const pattern = fc.array(fc.oneof(alphabet, fc.constant('*')), { maxLength: 8 }).map((chars) => chars.join(''));
  fc.assert(
    fc.property(pattern, text, (p, t) => assert.equal(matches(p, t), reference(p, t), `${p} on ${t}`)),
    { numRuns: 5000 },
  );
});

test('every match of a pattern lies in the index range of its literal prefix', () => {
  const areaCharacter = fc.constantFrom(...'AZaz09._:-'.split(''));
  const area = fc.array(areaCharacter, { minLength: 1, maxLength: 6 }).map((chars) => chars.join(''));
  fc.assert(
    fc.property(area, area, (prefix, rest) => {
      const pattern = `${prefix}*`;
      const { low, high } = prefixRange(literalPrefix(pattern));
      const text = prefix + rest;
      assert.ok(text >= low && text < high, `${text} outside [${low}, ${high})`);
    }),
    { numRuns: 2000 },
  );
  assert.equal(literalPrefix('bonn:*:x*'), 'bonn:');
  assert.equal(literalPrefix('*x'), '');
  assert.equal(literalPrefix('exact'), 'exact');
});
