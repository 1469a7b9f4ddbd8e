// Issue 2: every response carries an X-Request-Id, echoing a sane incoming one; the same id is in
// meta.request_id of a success and request_id of a problem, in every format.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const LOCATION_V1 = { version_number: 1, longitude: 7.1, latitude: 50.7, altitude: 60 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: TestServer;

before(async () => {
  server = await startServer();
});
after(() => server.close());

describe('X-Request-Id', () => {
  test('a sane incoming id is echoed in the header and in meta.request_id of a success', async () => {
    for (const sent of ['abc-123', 'req_01J9Z3K4.trace:7', 'A'.repeat(128), '0']) {
      const created = await server.request('POST', '/locations', { json: LOCATION_V1, headers: { 'x-request-id': sent } });
      assert.equal(created.status, 201, created.text);
      assert.equal(created.headers['x-request-id'], sent);
      assert.equal(created.json().meta.request_id, sent);
      const list = await server.request('GET', '/locations?version_number=1', { headers: { 'x-request-id': sent } });
      assert.equal(list.headers['x-request-id'], sent);
      assert.equal(list.json().meta.request_id, sent);
    }
  });

  test('a sane incoming id is echoed in request_id of a problem, in JSON, XML and HTML', async () => {
    const json = await server.request('GET', '/locations/missing?version_number=1', { headers: { 'x-request-id': 'trace-json' } });
    assert.equal(json.status, 404);
    assert.equal(json.headers['x-request-id'], 'trace-json');
    assert.equal(json.json().request_id, 'trace-json');
    const xml = await server.request('GET', '/locations/missing.xml?version_number=1', { headers: { 'x-request-id': 'trace-xml' } });
    assert.equal(xml.headers['x-request-id'], 'trace-xml');
    assert.match(xml.text, /<request_id>trace-xml<\/request_id>/);
    const html = await server.request('GET', '/locations/missing', { headers: { accept: 'text/html', 'x-request-id': 'trace-html' } });
    assert.equal(html.headers['x-request-id'], 'trace-html');
    assert.match(html.text, /<code>trace-html<\/code>/);
  });

  test('the id is echoed on answers with no body and on answers decided before routing', async () => {
    const options = await server.request('OPTIONS', '/locations', { headers: { 'x-request-id': 'trace-options' } });
    assert.equal(options.status, 204);
    assert.equal(options.headers['x-request-id'], 'trace-options');
    const head = await server.request('HEAD', '/locations?version_number=1', { headers: { 'x-request-id': 'trace-head' } });
    assert.equal(head.headers['x-request-id'], 'trace-head');
    for (const [target, accept] of [
      ['/locations/%E0%A4%A', undefined],
      ['/locations?version_number=1', 'image/png'],
      ['/widgets', undefined],
    ] as const) {
      const answer = await server.request('GET', target, {
        headers: { 'x-request-id': 'trace-early', ...(accept === undefined ? {} : { accept }) },
      });
      assert.ok(answer.status >= 400, target);
      assert.equal(answer.headers['x-request-id'], 'trace-early', target);
      assert.equal(answer.json().request_id, 'trace-early', target);
    }
    const tooLarge = await server.request('POST', '/locations', {
      body: Buffer.alloc(2 * 1024 * 1024, 'a'),
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-413' },
    });
    assert.equal(tooLarge.status, 413);
    assert.equal(tooLarge.headers['x-request-id'], 'trace-413');
    assert.equal(tooLarge.json().request_id, 'trace-413');
  });

  test('an insane incoming id is replaced by a generated one, used in header and body alike', async () => {
    const insane = ['x'.repeat(129), 'has space', '<x>', 'a"b', 'semi;colon', 'ünïcödé', 'a/b', 'two, ids', ''];
    for (const sent of insane) {
      const answer = await server.request('GET', '/locations?version_number=1', { headers: { 'x-request-id': sent } });
      assert.equal(answer.status, 200, `${JSON.stringify(sent)}: ${answer.text}`);
      const id = answer.headers['x-request-id'];
      assert.notEqual(id, sent);
      assert.match(String(id), UUID, `${JSON.stringify(sent)} → ${id}`);
      assert.equal(answer.json().meta.request_id, id);
      assert.ok(!answer.text.includes(sent) || sent === '', 'the insane id appears nowhere in the body');
    }
    const problem = await server.request('GET', '/widgets', { headers: { 'x-request-id': '<script>' } });
    assert.match(String(problem.headers['x-request-id']), UUID);
    assert.equal(problem.json().request_id, problem.headers['x-request-id']);
    assert.ok(!problem.text.includes('<script>'));
  });

  test('without an incoming id every answer gets its own generated one', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const answer = await server.request('GET', '/healthz');
      const id = String(answer.headers['x-request-id']);
      assert.match(id, UUID);
      assert.equal(answer.json().meta.request_id, id);
      seen.add(id);
    }
    assert.equal(seen.size, 5);
  });
});
