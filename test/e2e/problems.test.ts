// Issue 2, INTERFACE.md §6: every problem `type` is a URI under /problems/ that answers with a page
// explaining the problem and its fix. Driven by the catalogue, so a new problem type is covered here
// without new test code.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PROBLEMS } from '../../src/contract/problems.js';
import type { ProblemType } from '../../src/contract/problems.js';
import { startServer } from '../support/server.js';
import { assertProblem } from '../support/problem-assertions.js';
import type { TestServer } from '../support/server.js';

const SLUGS = Object.keys(PROBLEMS) as ProblemType[];

let server: TestServer;

before(async () => {
  server = await startServer();
});
after(() => server.close());

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

describe('the problem catalogue pages', () => {
  test('the catalogue is not empty and every entry has a status, a title and a fix', () => {
    assert.ok(SLUGS.length > 0);
    for (const slug of SLUGS) {
      const { status, title, fix } = PROBLEMS[slug];
      assert.match(slug, /^[a-z]+(-[a-z]+)*$/);
      assert.ok(status >= 400 && status <= 599, slug);
      assert.ok(title.length > 10 && fix.length > 20, slug);
    }
  });

  for (const slug of SLUGS) {
    test(`/problems/${slug} answers 200 with its status, title and fix in JSON and HTML`, async () => {
      const spec = PROBLEMS[slug];
      const json = await server.request('GET', `/problems/${slug}`);
      assert.equal(json.status, 200, json.text);
      assert.match(String(json.headers['content-type']), /^application\/json; charset=utf-8$/);
      const body = json.json();
      assert.deepEqual(body.data, { type: `/problems/${slug}`, status: spec.status, title: spec.title, fix: spec.fix });
      assert.equal(body.links.self, `/problems/${slug}`);
      assert.equal(body.meta.request_id, json.headers['x-request-id']);
      assert.ok(body.meta.message.includes(spec.fix), body.meta.message);

      const html = await server.request('GET', `/problems/${slug}`, { headers: { accept: 'text/html' } });
      assert.equal(html.status, 200);
      assert.match(String(html.headers['content-type']), /^text\/html; charset=utf-8$/);
      assert.match(html.text, /^<!doctype html>/i);
      assert.match(html.text, /<\/html>\s*$/);
      for (const text of [spec.title, spec.fix, String(spec.status)]) {
        assert.ok(html.text.includes(escapeHtml(text)), `the ${slug} page shows ${JSON.stringify(text)}`);
      }

      const suffix = await server.request('GET', `/problems/${slug}.html`);
      assert.equal(suffix.status, 200);
      assert.equal(suffix.text, html.text.replace(html.headers['x-request-id'] as string, suffix.headers['x-request-id'] as string));
    });
  }

  test('/problems lists every slug of the catalogue, in order', async () => {
    const answer = await server.request('GET', '/problems');
    assert.equal(answer.status, 200, answer.text);
    const { data } = answer.json();
    assert.deepEqual(
      data.map((p: any) => p.type),
      SLUGS.map((slug) => `/problems/${slug}`),
    );
    for (const entry of data) {
      const slug = entry.type.slice('/problems/'.length) as ProblemType;
      assert.equal(entry.status, PROBLEMS[slug].status);
      assert.equal(entry.title, PROBLEMS[slug].title);
      assert.equal(entry.fix, PROBLEMS[slug].fix);
    }
  });

  test('/problems/nope answers 404 naming the unknown type', async () => {
    const answer = await server.request('GET', '/problems/nope');
    const problem = assertProblem(answer, 'route-not-found', '/problems/nope');
    assert.match(problem.detail, /no problem type "nope"/);
    assert.match(problem.detail, /GET \/problems/);
    for (const inherited of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const other = await server.request('GET', `/problems/${inherited}`);
      assertProblem(other, 'route-not-found', `/problems/${inherited}`);
    }
  });

  test('the type of a real problem answer resolves to its page', async () => {
    const problems: [string, string][] = [
      ['GET', '/widgets'],
      ['PUT', '/locations'],
      ['GET', '/locations'],
      ['GET', '/locations?version_number=7'],
      ['GET', '/locations/%E0%A4%A'],
    ];
    for (const [method, target] of problems) {
      const answer = await server.request(method, target);
      const { type, title, status } = answer.json();
      const page = await server.request('GET', type);
      assert.equal(page.status, 200, `${type}: ${page.text}`);
      const { data } = page.json();
      assert.equal(data.title, title);
      assert.equal(data.status, status);
    }
  });
});
