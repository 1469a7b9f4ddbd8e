// OPTIONS on every path the OpenAPI document lists (issue 2, RFC 9110 §9.3.7), read from the document
// the server serves, so that a new route is covered without new test code (issue 15: every success
// status of every operation is produced by some test). routing.test.ts holds the order of Allow.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startServer } from '../support/server.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options'];

test("OPTIONS on every documented path answers 204 with no body and an Allow naming the path's operations", async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const document = (await server.request('GET', '/openapi.json')).json();
  const paths = Object.entries<Record<string, { operationId?: string }>>(document.paths);
  assert.ok(paths.length > 0);
  for (const [template, item] of paths) {
    // OPTIONS does not look the resource up, so any value stands in for a path parameter.
    const path = template.replace(/\{[^}]+\}/g, 'example');
    const answer = await server.request('OPTIONS', path);
    assert.equal(answer.status, 204, `${path}: ${answer.text.slice(0, 300)}`);
    assert.equal(answer.text, '', path);
    // The POST beside PUT on a resource is the `_method` override for HTML forms, not a method of the
    // resource: a plain POST there is 405 (routing.test.ts), so Allow leaves it out.
    const documented = Object.entries(item)
      .filter(([method, operation]) => METHODS.includes(method) && operation.operationId?.endsWith('-override') !== true)
      .map(([method]) => method.toUpperCase());
    if (documented.includes('GET')) documented.push('HEAD');
    assert.deepEqual(String(answer.headers.allow).split(', ').sort(), documented.sort(), path);
  }
});
