import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { parseFormEncoded } from '../../../src/http/input/form.js';

/** What URLSearchParams makes of `text`, collected the way a ParameterBag collects (first value, names repeated). */
function reference(text: string): { values: Record<string, string>; duplicates: string[] } {
  const values: Record<string, string> = Object.create(null);
  const duplicates = new Set<string>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(values, name)) duplicates.add(name);
    else values[name] = value;
  }
  return { values, duplicates: [...duplicates] };
}

test('form and query parsing gives exactly the pairs URLSearchParams gives, with and without escapes', () => {
  const piece = fc.constantFrom('a', 'b', 'version_number', '=', '&', '&&', '2', '%20', '%', '+', 'é', '%C3%A9', '%zz', '==', ' ');
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
      const text = pieces.join('');
      const parsed = parseFormEncoded(text, 1000, 'query');
      const expected = reference(text);
      assert.deepEqual({ ...parsed.values }, { ...expected.values }, text);
      assert.deepEqual(parsed.duplicates, expected.duplicates, text);
    }),
    { numRuns: 3000, seed: 7 },
  );
});

test('plain query strings split on the first "=" and skip empty segments', () => {
  const parsed = parseFormEncoded('&version_number=2&&limit=5=0&flag', 64, 'query');
  assert.deepEqual({ ...parsed.values }, { version_number: '2', limit: '5=0', flag: '' });
  assert.deepEqual(parsed.duplicates, []);
});
