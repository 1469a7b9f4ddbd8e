import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderProblemPage } from '../../../src/pages/problem-page.js';

const base = { type: '/problems/x', title: 'T', detail: 'D', instance: '/locations/new.json', request_id: 'r-1' };

test('406 names what the address answers and links its page', () => {
  const page = renderProblemPage({ ...base, status: 406, instance: '/locations/new', available: ['text/html'] });
  assert.match(page, /This address answers text\/html\. <a href="\/locations\/new\.html">Open it as a page<\/a>/);
});

test("500 says it is not the reader's mistake and shows the request id to quote", () => {
  const page = renderProblemPage({ ...base, status: 500, instance: '/readings' });
  assert.match(page, /This is not your mistake\. Try again in a moment: <a href="\/readings">reload<\/a>/);
  assert.match(page, /Request <code>r-1<\/code>/);
});

test('links built from the request path never point off the site', () => {
  for (const instance of ['//evil.example/x', '/\\evil.example', '/a\\b']) {
    const page = renderProblemPage({ ...base, status: 500, instance });
    assert.doesNotMatch(page, /href="\/[/\\]|href="\/a\\/, instance);
  }
});
