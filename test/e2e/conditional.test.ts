import assert from 'node:assert/strict';
import { test } from 'node:test';
import { referencedId } from '../support/references.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

async function createLocation(server: TestServer): Promise<{ id: string; etag: string }> {
  const created = await server.request('POST', '/locations', {
    json: { version_number: 2, longitude: 1, latitude: 2, altitude: 3, speed: 4, timestamp: '2026-11-22T18:00:00Z' },
  });
  assert.equal(created.status, 201);
  return { id: created.json().data.id, etag: String(created.headers.etag) };
}

async function row(server: TestServer, id: string): Promise<Record<string, unknown>> {
  return (await server.row('SELECT * FROM locations WHERE id = ?', id)) as Record<string, unknown>;
}

test('each representation has its own strong ETag, stable while the resource is unchanged (issue 6)', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const { id, etag } = await createLocation(server);
  assert.match(etag, /^"json-v2-[A-Za-z0-9_-]+"$/);
  const again = await server.request('GET', `/locations/${id}?version_number=2`);
  assert.equal(again.headers.etag, etag, 'the same state gives the same tag, whatever the request id');
  const xml = await server.request('GET', `/locations/${id}.xml?version_number=2`);
  const v1 = await server.request('GET', `/locations/${id}?version_number=1`);
  assert.equal(new Set([etag, xml.headers.etag, v1.headers.etag]).size, 3);
});

test('If-None-Match with the current tag answers 304 without a body; a stale tag gets the resource', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const { id, etag } = await createLocation(server);
  const fresh = await server.request('GET', `/locations/${id}?version_number=2`, { headers: { 'if-none-match': etag } });
  assert.equal(fresh.status, 304);
  assert.equal(fresh.text, '');
  assert.equal(fresh.headers.etag, etag);
  const weak = await server.request('GET', `/locations/${id}?version_number=2`, { headers: { 'if-none-match': `"x", W/${etag}` } });
  assert.equal(weak.status, 304);
  const stale = await server.request('GET', `/locations/${id}?version_number=2`, { headers: { 'if-none-match': '"json-v2-old"' } });
  assert.equal(stale.status, 200);
  assert.equal(stale.json().data.id, id);
});

for (const [how, send] of [
  [
    'PUT',
    (s: TestServer, id: string, h: Record<string, string>) =>
      s.request('PUT', `/locations/${id}`, { headers: h, json: { version_number: 1, longitude: 9, latitude: 9, altitude: 9 } }),
  ],
  [
    'PATCH',
    (s: TestServer, id: string, h: Record<string, string>) =>
      s.request('PATCH', `/locations/${id}`, { headers: h, json: { version_number: 1, altitude: 9 } }),
  ],
  [
    'POST with _method=PUT',
    (s: TestServer, id: string, h: Record<string, string>) =>
      s.request('POST', `/locations/${id}`, {
        headers: h,
        form: { _method: 'PUT', version_number: 1, longitude: 9, latitude: 9, altitude: 9 },
      }),
  ],
  [
    'POST with _method=PATCH',
    (s: TestServer, id: string, h: Record<string, string>) =>
      s.request('POST', `/locations/${id}`, {
        headers: h,
        xml: '<l><_method>PATCH</_method><version_number>1</version_number><altitude>9</altitude></l>',
      }),
  ],
] as const) {
  test(`${how} with a stale If-Match answers 412 and changes nothing; with the current tag it succeeds`, async (t) => {
    const server = await startServer();
    t.after(() => server.close());
    const { id } = await createLocation(server);
    const tag = String((await server.request('GET', `/locations/${id}?version_number=1`)).headers.etag);
    await server.request('PATCH', `/locations/${id}`, { json: { version_number: 1, altitude: 5 } }); // another client's change
    const before = await row(server, id);
    const refused = await send(server, id, { 'if-match': tag });
    assert.equal(refused.status, 412);
    const problem = refused.json();
    assert.equal(problem.type, '/problems/precondition-failed');
    assert.match(problem.detail, /has changed since/);
    const current = String((await server.request('GET', `/locations/${id}?version_number=1`)).headers.etag);
    assert.equal(problem.etag, current);
    assert.deepEqual(await row(server, id), before);
    const accepted = await send(server, id, { 'if-match': current });
    assert.equal(accepted.status, 200);
    assert.equal((await row(server, id)).altitude, 9);
  });
}

test('DELETE and POST with _method=DELETE honour If-Match: stale is 412 and the row stays', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  for (const send of [
    (id: string, h: Record<string, string>) => server.request('DELETE', `/locations/${id}?version_number=1`, { headers: h }),
    (id: string, h: Record<string, string>) =>
      server.request('POST', `/locations/${id}`, { headers: h, json: { _method: 'delete', version_number: 1 } }),
  ]) {
    const { id } = await createLocation(server);
    const refused = await send(id, { 'if-match': '"json-v1-stale"' });
    assert.equal(refused.status, 412);
    assert.ok(await row(server, id));
    const tag = String((await server.request('GET', `/locations/${id}.xml?version_number=1`)).headers.etag);
    const deleted = await send(id, { 'if-match': tag });
    assert.equal(deleted.status, 200, 'a tag of another format of the same version matches');
    assert.equal(await row(server, id), undefined);
  }
});

test('If-Match: * matches any current state, and a weak tag never matches for If-Match', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const { id, etag } = await createLocation(server);
  assert.equal(
    (await server.request('PATCH', `/locations/${id}`, { headers: { 'if-match': `W/${etag}` }, json: { version_number: 2, speed: 1 } }))
      .status,
    412,
  );
  assert.equal(
    (await server.request('PATCH', `/locations/${id}`, { headers: { 'if-match': '*' }, json: { version_number: 2, speed: 1 } })).status,
    200,
  );
});

test('an HTML edit form carries the ETag as _if_match: saving over a change made meanwhile is 412 with the form again', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const { id } = await createLocation(server);
  const form = await server.request('GET', `/locations/${id}/edit`, { headers: { accept: 'text/html' } });
  const tag = /name="_if_match" value="([^"]+)"/.exec(form.text)?.[1]?.replace(/&quot;/g, '"');
  assert.ok(tag !== undefined, 'the edit form has a hidden _if_match');
  await server.request('PATCH', `/locations/${id}`, { json: { version_number: 2, altitude: 5 } }); // someone else saves first
  const fields = {
    _method: 'PUT',
    _if_match: tag,
    longitude: '8',
    latitude: '9',
    altitude: '10',
    speed: '1',
    timestamp: '2026-11-22T18:00:00Z',
    // The form is of the newest version, 3, whose PUT names the device (issue 18).
    device: await referencedId(server, 'devices'),
  };
  const stale = await server.request('POST', `/locations/${id}`, { headers: { accept: 'text/html' }, form: fields });
  assert.equal(stale.status, 412);
  assert.match(stale.text, /has changed since/);
  assert.match(stale.text, /value="10"/, 'what this person typed is kept');
  assert.equal((await row(server, id)).altitude, 5, 'nothing was overwritten');
  const current = /name="_if_match" value="([^"]+)"/.exec(stale.text)?.[1]?.replace(/&quot;/g, '"');
  assert.notEqual(current, tag, 'the form now carries the current tag');
  const saved = await server.request('POST', `/locations/${id}`, {
    headers: { accept: 'text/html' },
    form: { ...fields, _if_match: current! },
  });
  assert.equal(saved.status, 303);
  assert.equal((await row(server, id)).altitude, 10);
});

test('_if_match in a JSON POST with _method works like If-Match; the header wins when both are sent', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const { id, etag } = await createLocation(server);
  const stale = await server.request('POST', `/locations/${id}`, {
    json: { _method: 'PATCH', _if_match: '"json-v2-old"', version_number: 2, altitude: 7 },
  });
  assert.equal(stale.status, 412);
  const both = await server.request('POST', `/locations/${id}`, {
    headers: { 'if-match': etag },
    json: { _method: 'PATCH', _if_match: '"json-v2-old"', version_number: 2, altitude: 7 },
  });
  assert.equal(both.status, 200);
  assert.equal((await row(server, id)).altitude, 7);
});

test('If-None-Match: * on PUT, PATCH, DELETE and their _method forms of an existing resource answers 412 and changes nothing (issue 14, RFC 9110 §13.1.2)', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const { id } = await createLocation(server);
  const before = await row(server, id);
  const writes: [string, string, Parameters<TestServer['request']>[2]][] = [
    ['PUT', `/locations/${id}`, { json: { version_number: 1, longitude: 9, latitude: 9, altitude: 9 } }],
    ['PATCH', `/locations/${id}`, { json: { version_number: 1, altitude: 9 } }],
    ['DELETE', `/locations/${id}?version_number=1`, {}],
    ['POST', `/locations/${id}`, { form: { version_number: 1, _method: 'PUT', longitude: 9, latitude: 9, altitude: 9 } }],
    ['POST', `/locations/${id}`, { json: { version_number: 1, _method: 'DELETE' } }],
  ];
  for (const [method, target, options] of writes) {
    const answer = await server.request(method, target, { ...options, headers: { ...options?.headers, 'if-none-match': '*' } });
    assert.equal(answer.status, 412, `${method} ${target}: ${answer.text}`);
    const problem = answer.json();
    assert.equal(problem.type, '/problems/precondition-failed');
    assert.match(problem.detail, /If-None-Match: \*/);
    assert.match(problem.etag, /^"json-v1-/);
  }
  assert.deepEqual(await row(server, id), before);
});

test('If-None-Match naming the current tag refuses a write with 412; a stale tag lets it through (issue 14)', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const { id, etag } = await createLocation(server);
  const current = await server.request('PATCH', `/locations/${id}`, {
    json: { version_number: 2, altitude: 5 },
    headers: { 'if-none-match': etag },
  });
  assert.equal(current.status, 412);
  assert.equal((await row(server, id)).altitude, 3);
  const stale = await server.request('PATCH', `/locations/${id}`, {
    json: { version_number: 2, altitude: 6 },
    headers: { 'if-none-match': '"json-v2-stale"' },
  });
  assert.equal(stale.status, 200);
  assert.equal((await row(server, id)).altitude, 6);
});
