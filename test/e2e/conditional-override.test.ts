// Issue 6: conditional requests through every override form, HEAD, and the readings collection;
// conditional.test.ts covers PUT, PATCH, DELETE and _method on locations.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { READING_V2, create, rowById } from '../fixtures/resources.js';
import { startServer } from '../support/server.js';

test('POST with X-HTTP-Method-Override and a stale If-Match answers 412 and changes nothing; with the current tag it succeeds', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const reading = await create(server, 'readings', 2, READING_V2);
  const stale = String((await server.request('GET', `/readings/${reading.id}?version_number=2`)).headers.etag);
  assert.equal((await server.request('PATCH', `/readings/${reading.id}`, { json: { version_number: 2, mean: 1 } })).status, 200);
  const before = await rowById(server, 'readings', reading.id);
  for (const override of ['PATCH', 'put', 'DELETE']) {
    const body =
      override === 'DELETE'
        ? { version_number: 2 }
        : override === 'put'
          ? { version_number: 2, ...READING_V2 }
          : { version_number: 2, mean: 9 };
    const refused = await server.request('POST', `/readings/${reading.id}`, {
      headers: { 'x-http-method-override': override, 'if-match': stale },
      json: body,
    });
    assert.equal(refused.status, 412, `${override}: ${refused.text}`);
    assert.equal(refused.json().type, '/problems/precondition-failed');
    assert.deepEqual(await rowById(server, 'readings', reading.id), before);
  }
  const current = String((await server.request('GET', `/readings/${reading.id}.xml?version_number=2`)).headers.etag);
  const accepted = await server.request('POST', `/readings/${reading.id}`, {
    headers: { 'x-http-method-override': 'PATCH', 'if-match': current },
    form: { version_number: 2, mean: 9 },
  });
  assert.equal(accepted.status, 200, accepted.text);
  assert.equal((await rowById(server, 'readings', reading.id))!.mean, 9);
});

test('HEAD and GET with If-None-Match of the current tag answer 304 with the tag and no body, in each format', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const reading = await create(server, 'readings', 2, READING_V2);
  for (const suffix of ['', '.xml']) {
    const path = `/readings/${reading.id}${suffix}?version_number=1`;
    const etag = String((await server.request('GET', path)).headers.etag);
    for (const method of ['GET', 'HEAD']) {
      const answer = await server.request(method, path, { headers: { 'if-none-match': etag } });
      assert.equal(answer.status, 304, `${method} ${path}`);
      assert.equal(answer.text, '');
      assert.equal(answer.headers.etag, etag);
    }
    // The tag of another format or version is another representation: the answer is a 200.
    const other = await server.request('GET', `/readings/${reading.id}${suffix === '' ? '.xml' : ''}?version_number=1`, {
      headers: { 'if-none-match': etag },
    });
    assert.equal(other.status, 200);
  }
});
