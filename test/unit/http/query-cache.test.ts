import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ProblemError } from '../../../src/http/problem-error.js';
import { createQueryParser } from '../../../src/http/query-cache.js';

test('a query string is parsed once: the same text gives the same frozen parameters', () => {
  const parse = createQueryParser(64);
  const first = parse('version_number=2&limit=50');
  assert.deepEqual({ ...first.values }, { version_number: '2', limit: '50' });
  assert.equal(parse('version_number=2&limit=50'), first);
  assert.ok(Object.isFrozen(first.values));
  assert.throws(() => { (first.values as Record<string, unknown>).limit = '1'; }, TypeError);
  assert.deepEqual({ ...parse('version_number=1').values }, { version_number: '1' });
});

test('refusals are not cached, and the limit is the parser\'s own', () => {
  const strict = createQueryParser(1);
  assert.throws(() => strict('a=1&b=2'), ProblemError);
  assert.throws(() => strict('a=1&b=2'), ProblemError);
  assert.deepEqual({ ...createQueryParser(2)('a=1&b=2').values }, { a: '1', b: '2' });
});

test('duplicates are kept with the cached parameters', () => {
  const parse = createQueryParser(64);
  assert.deepEqual(parse('a=1&a=2').duplicates, ['a']);
  assert.deepEqual(parse('a=1&a=2').duplicates, ['a']);
});
