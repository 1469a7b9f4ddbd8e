import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { PROBLEMS, PROBLEM_TYPES } from '../../../src/contract/problems.js';
import { renderErrorsDoc } from '../../../src/contract/problems-doc.js';

const doc = readFileSync(new URL('../../../docs/errors.md', import.meta.url), 'utf8');

test('docs/errors.md is the catalogue as generated (run npm run docs after changing problems.ts)', () => {
  assert.equal(doc, renderErrorsDoc());
});

test('every problem type is documented, and every documented type exists', () => {
  const documented = [...doc.matchAll(/^\| \[`([a-z-]+)`\]/gm)].map((m) => m[1]);
  assert.deepEqual(documented, PROBLEM_TYPES);
  assert.equal(documented.length, Object.keys(PROBLEMS).length);
});

test('every problem type has a client error or server error status, a title and a fix', () => {
  for (const type of PROBLEM_TYPES) {
    const { status, title, fix } = PROBLEMS[type];
    assert.ok(status >= 400 && status <= 599, type);
    assert.ok(title.length > 5 && fix.length > 20, type);
  }
});
