// INTERFACE.md §8 (issue 17, "Audit"): on a server with credentials, created_by and updated_by name
// the key or the person that wrote the resource, on every write path (create, idempotent create,
// bulk ingest, PUT, PATCH, POST with _method), in JSON, XML and HTML, and the ETag moves when only
// who wrote it changes. The open server's nulls: audit-fields.test.ts.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { LOCATION_V1, READING_V1, assertSuccess, rowById } from '../fixtures/resources.js';
import { addUser, makeKey, signIn } from '../support/credentials.js';
import { startServer } from '../support/server.js';
import type { RequestOptions, TestServer } from '../support/server.js';

let server: TestServer;
let laptop: Record<string, string>;
let logger: Record<string, string>;
let person: Record<string, string>;

before(async () => {
  server = await startServer();
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
  laptop = bearer(await makeKey(server.databaseUrl, 'field-laptop', 'write'));
  logger = bearer(await makeKey(server.databaseUrl, 'station.7', 'write'));
  await addUser(server.databaseUrl, 'ada', 'editor');
  person = { cookie: await signIn(server, 'ada') };
});
after(() => server.close());

function as(headers: Record<string, string>, options: RequestOptions = {}): RequestOptions {
  return { ...options, headers: { ...headers, ...options.headers } };
}

async function audit(collection: 'locations' | 'readings', id: string) {
  const row = await rowById(server, collection, id);
  return [row?.created_by, row?.updated_by];
}

test("a create records the key's name as created_by and updated_by, in JSON, XML and HTML", async () => {
  const created = assertSuccess(
    await server.request('POST', '/locations', as(laptop, { json: { version_number: 1, ...LOCATION_V1 } })),
    201,
  );
  assert.deepEqual([created.data.created_by, created.data.updated_by], ['field-laptop', 'field-laptop']);
  assert.deepEqual(await audit('locations', created.data.id), ['field-laptop', 'field-laptop']);
  const xml = await server.request('GET', `/locations/${created.data.id}.xml?version_number=1`, as(laptop));
  assert.match(xml.text, /<created_by>field-laptop<\/created_by><updated_by>field-laptop<\/updated_by>/);
  const html = await server.request('GET', `/locations/${created.data.id}.html`, as(laptop));
  assert.match(html.text, /<dt>created_by<\/dt><dd>field-laptop<\/dd><dt>updated_by<\/dt><dd>field-laptop<\/dd>/);
});

test('PATCH, PUT and POST with _method set updated_by to whoever sent them; created_by stays', async () => {
  const created = assertSuccess(await server.request('POST', '/readings', as(laptop, { json: { version_number: 1, ...READING_V1 } })), 201);
  const id = created.data.id as string;
  const patched = assertSuccess(
    await server.request('PATCH', `/readings/${id}`, as(logger, { json: { version_number: 1, mean: 1 } })),
    200,
  );
  assert.deepEqual([patched.data.created_by, patched.data.updated_by], ['field-laptop', 'station.7']);
  const put = await server.request('PUT', `/readings/${id}`, as(person, { json: { version_number: 1, ...READING_V1 } }));
  assert.deepEqual([assertSuccess(put, 200).data.created_by, put.json().data.updated_by], ['field-laptop', 'ada']);
  const override = await server.request(
    'POST',
    `/readings/${id}`,
    as(logger, { form: { _method: 'PATCH', version_number: '1', mean: '2' }, headers: { accept: 'application/json' } }),
  );
  assert.equal(assertSuccess(override, 200).data.updated_by, 'station.7');
  assert.deepEqual(await audit('readings', id), ['field-laptop', 'station.7']);
});

test('the same values written by someone else are a new state: the old ETag no longer matches', async () => {
  const created = await server.request('POST', '/locations', as(laptop, { json: { version_number: 1, ...LOCATION_V1 } }));
  const id = assertSuccess(created, 201).data.id as string;
  const tag = created.headers.etag as string;
  const same = await server.request('PUT', `/locations/${id}`, as(logger, { json: { version_number: 1, ...LOCATION_V1 } }));
  assert.notEqual(same.headers.etag, tag);
  const stale = await server.request(
    'PATCH',
    `/locations/${id}`,
    as(laptop, { json: { version_number: 1, altitude: 1 }, headers: { 'if-match': tag } }),
  );
  assert.equal(stale.status, 412, stale.text);
  assert.deepEqual(await audit('locations', id), ['field-laptop', 'station.7']);
});

test("an idempotent create and a bulk ingest record the sender's name on every row", async () => {
  const keyed = await server.request(
    'POST',
    '/locations',
    as(logger, { json: { version_number: 1, ...LOCATION_V1 }, headers: { 'idempotency-key': 'audit-principal-1' } }),
  );
  assert.equal(assertSuccess(keyed, 201).data.created_by, 'station.7');
  const batch = assertSuccess(
    await server.request('POST', '/readings?version_number=1', as(laptop, { json: [READING_V1, READING_V1] })),
    200,
  );
  for (const result of batch.data) assert.deepEqual(await audit('readings', result.id), ['field-laptop', 'field-laptop']);
});
