// Issue 2, INTERFACE.md §4: POST with _method (JSON, form or XML body) or X-HTTP-Method-Override is
// handled exactly as PUT, PATCH or DELETE; on any other method, or naming any other verb, it is a 400
// that changes nothing.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../support/server.js';
import { assertProblem } from '../support/problem-assertions.js';
import type { RequestOptions, TestServer } from '../support/server.js';

const LOCATION_V1 = { version_number: 1, longitude: 7.1, latitude: 50.7, altitude: 60 };
const LOCATION_V2 = { ...LOCATION_V1, version_number: 2, speed: 1.4, timestamp: '2026-11-22T18:45:00Z' };
const READING_V1 = { version_number: 1, time: '2026-11-22T18:00:00Z', area: 'bonn:rheinaue', mean: 21.5, good: 58, number: 60 };
const ALLOWED = ['PUT', 'PATCH', 'DELETE'];

let server: TestServer;

before(async () => {
  server = await startServer();
});
after(() => server.close());

async function createLocation(body: Record<string, unknown> = LOCATION_V2): Promise<string> {
  const answer = await server.request('POST', '/locations', { json: body });
  assert.equal(answer.status, 201, answer.text);
  return answer.json().data.id;
}

function locationRow(id: string): Promise<Record<string, unknown> | undefined> {
  return server.row('SELECT * FROM locations WHERE id = ?', id);
}

function xmlOf(params: Record<string, unknown>): string {
  return `<location>${Object.entries(params)
    .map(([k, v]) => `<${k}>${String(v)}</${k}>`)
    .join('')}</location>`;
}

describe('POST with an override is handled as the method it names', () => {
  test("_method=PUT in a JSON body replaces the version's fields", async () => {
    const id = await createLocation();
    const answer = await server.request('POST', `/locations/${id}`, {
      json: { _method: 'PUT', version_number: 1, longitude: 8, latitude: 51, altitude: 70 },
    });
    assert.equal(answer.status, 200, answer.text);
    const body = answer.json();
    assert.equal(body.meta.action, 'location');
    assert.equal(body.meta.version_number, 1);
    assert.match(body.meta.message, /replaced/);
    assert.deepEqual([body.data.longitude, body.data.latitude, body.data.altitude], [8, 51, 70]);
    assert.equal(body.data._method, undefined);
    const row = (await locationRow(id))!;
    assert.deepEqual([row.longitude, row.latitude, row.altitude, row.speed, row.timestamp], [8, 51, 70, 1.4, '2026-11-22T18:45:00Z']);
  });

  test('_method=put (lower case) in a form body replaces, exactly as PUT does', async () => {
    const id = await createLocation();
    const answer = await server.request('POST', `/locations/${id}`, {
      form: { _method: 'put', version_number: 1, longitude: -3.5, latitude: 40.25, altitude: 650 },
    });
    assert.equal(answer.status, 200, answer.text);
    const row = (await locationRow(id))!;
    assert.deepEqual([row.longitude, row.latitude, row.altitude], [-3.5, 40.25, 650]);
    // PUT requires every field of the version; so does its override.
    const partial = await server.request('POST', `/locations/${id}`, { form: { _method: 'put', version_number: 1, longitude: 1 } });
    const problem = assertProblem(partial, 'invalid-parameters', `/locations/${id}`);
    assert.deepEqual(
      problem.errors.map((e: any) => [e.parameter, e.code]),
      [
        ['latitude', 'required'],
        ['altitude', 'required'],
      ],
    );
    assert.equal((await locationRow(id))!.longitude, -3.5);
  });

  test('_method=Patch (mixed case) in an XML body changes only the fields sent', async () => {
    const id = await createLocation();
    const answer = await server.request('POST', `/locations/${id}`, {
      xml: xmlOf({ _method: 'Patch', version_number: 1, altitude: 99.5 }),
    });
    assert.equal(answer.status, 200, answer.text);
    assert.match(answer.json().meta.message, /updated: altitude/);
    const row = (await locationRow(id))!;
    assert.deepEqual([row.longitude, row.latitude, row.altitude, row.speed], [7.1, 50.7, 99.5, 1.4]);
  });

  test('_method=DELETE in a JSON body deletes and answers with the deleted resource', async () => {
    const id = await createLocation();
    const answer = await server.request('POST', `/locations/${id}`, { json: { _method: 'DELETE', version_number: 2 } });
    assert.equal(answer.status, 200, answer.text);
    const body = answer.json();
    assert.equal(body.data.id, id);
    assert.equal(body.data.speed, 1.4);
    assert.match(body.meta.message, /deleted/);
    assert.equal(await locationRow(id), undefined);
    const again = await server.request('POST', `/locations/${id}`, { json: { _method: 'DELETE', version_number: 2 } });
    assertProblem(again, 'resource-not-found', `/locations/${id}`);
  });

  test('_method=delete in a form body and in an XML body delete', async () => {
    const viaForm = await createLocation();
    const form = await server.request('POST', `/locations/${viaForm}`, { form: { _method: 'delete', version_number: 1 } });
    assert.equal(form.status, 200, form.text);
    assert.equal(await locationRow(viaForm), undefined);
    const viaXml = await createLocation();
    const xml = await server.request('POST', `/locations/${viaXml}`, {
      body: xmlOf({ version_number: 1, _method: 'DELETE' }),
      headers: { 'content-type': 'text/xml' },
    });
    assert.equal(xml.status, 200, xml.text);
    assert.equal(await locationRow(viaXml), undefined);
  });

  test('the X-HTTP-Method-Override header overrides POST to PATCH, PUT or DELETE', async () => {
    const id = await createLocation();
    const patch = await server.request('POST', `/locations/${id}`, {
      json: { version_number: 2, speed: 3 },
      headers: { 'x-http-method-override': 'PATCH' },
    });
    assert.equal(patch.status, 200, patch.text);
    assert.equal((await locationRow(id))!.speed, 3);
    const put = await server.request('POST', `/locations/${id}`, {
      form: { version_number: 1, longitude: 1, latitude: 2, altitude: 3 },
      headers: { 'x-http-method-override': 'put' },
    });
    assert.equal(put.status, 200, put.text);
    // After id and the timestamps: the version 1 fields replaced, speed and timestamp kept; created_by and updated_by, then version 3's device and accuracy (null) last.
    assert.deepEqual(Object.values((await locationRow(id))!).slice(3), [1, 2, 3, 3, '2026-11-22T18:45:00Z', null, null, null, null]);
    const del = await server.request('POST', `/locations/${id}`, {
      json: { version_number: 1 },
      headers: { 'x-http-method-override': 'Delete' },
    });
    assert.equal(del.status, 200, del.text);
    assert.equal(await locationRow(id), undefined);
  });

  test('the body and the header may agree', async () => {
    const id = await createLocation();
    const answer = await server.request('POST', `/locations/${id}`, {
      json: { _method: 'patch', version_number: 1, latitude: -10 },
      headers: { 'x-http-method-override': 'PATCH' },
    });
    assert.equal(answer.status, 200, answer.text);
    assert.equal((await locationRow(id))!.latitude, -10);
  });

  test('an overridden request is validated as that method: the version and parameters are checked', async () => {
    const id = await createLocation();
    const missing = await server.request('POST', `/locations/${id}`, { json: { _method: 'PATCH', latitude: 1 } });
    const problem = assertProblem(missing, 'version-missing', `/locations/${id}`);
    assert.equal(problem.parameter_location, 'body');
    const invalid = await server.request('POST', `/locations/${id}`, {
      json: { _method: 'PATCH', version_number: 1, latitude: 91, speed: 2 },
    });
    const errors = assertProblem(invalid, 'invalid-parameters', `/locations/${id}`).errors;
    assert.deepEqual(
      errors.map((e: any) => [e.parameter, e.code]),
      [
        ['latitude', 'maximum'],
        ['speed', 'unknown'],
      ],
    );
    assert.ok(!errors.some((e: any) => e.parameter === '_method'), '_method is removed before validation');
    assert.equal((await locationRow(id))!.latitude, 50.7);
  });

  test('readings take the override too', async () => {
    const created = await server.request('POST', '/readings', { json: READING_V1 });
    assert.equal(created.status, 201, created.text);
    const id = created.json().data.id;
    const patch = await server.request('POST', `/readings/${id}`, { form: { _method: 'PATCH', version_number: 1, good: 10 } });
    assert.equal(patch.status, 200, patch.text);
    assert.equal((await server.row<{ good: number }>('SELECT good FROM readings WHERE id = ?', id))!.good, 10);
    const del = await server.request('POST', `/readings/${id}`, {
      xml: `<reading><_method>DELETE</_method><version_number>1</version_number></reading>`,
    });
    assert.equal(del.status, 200, del.text);
    assert.equal(await server.row('SELECT id FROM readings WHERE id = ?', id), undefined);
  });
});

describe('an override anywhere else is a 400 that changes nothing', () => {
  test('_method on GET, PUT, PATCH or DELETE answers 400 override-invalid listing the allowed values', async () => {
    const id = await createLocation();
    const before = await locationRow(id);
    const cases: [string, string, RequestOptions][] = [
      ['GET', `/locations/${id}?version_number=1&_method=DELETE`, {}],
      ['GET', `/locations?version_number=1&_method=PUT`, {}],
      ['PUT', `/locations/${id}`, { json: { ...LOCATION_V1, longitude: 9, _method: 'DELETE' } }],
      ['PUT', `/locations/${id}`, { form: { ...LOCATION_V1, longitude: 9, _method: 'PATCH' } }],
      ['PATCH', `/locations/${id}`, { json: { version_number: 1, longitude: 9, _method: 'PATCH' } }],
      ['PATCH', `/locations/${id}`, { xml: xmlOf({ version_number: 1, longitude: 9, _method: 'DELETE' }) }],
      ['DELETE', `/locations/${id}?version_number=1&_method=DELETE`, {}],
      ['DELETE', `/locations/${id}?version_number=1&_method=GET`, {}],
    ];
    for (const [method, target, options] of cases) {
      const answer = await server.request(method, target, options);
      const problem = assertProblem(answer, 'override-invalid', target.split('?')[0]!);
      assert.deepEqual(problem.allowed, ALLOWED, `${method} ${target}`);
      assert.equal(problem.method, method);
      assert.ok(problem.detail.startsWith(`${method} requests cannot be overridden`), problem.detail);
      assert.match(problem.detail, /only POST can/);
      if (method === 'GET') assert.match(problem.detail, /A GET never changes data/);
    }
    assert.deepEqual(await locationRow(id), before);
  });

  test('X-HTTP-Method-Override on a method other than POST answers 400 and changes nothing', async () => {
    const id = await createLocation();
    const before = await locationRow(id);
    for (const method of ['GET', 'DELETE', 'PUT', 'PATCH']) {
      const options: RequestOptions = { headers: { 'x-http-method-override': 'DELETE' } };
      if (method === 'PUT' || method === 'PATCH') options.json = { ...LOCATION_V1, longitude: 9 };
      const target = method === 'PUT' || method === 'PATCH' ? `/locations/${id}` : `/locations/${id}?version_number=1`;
      const answer = await server.request(method, target, options);
      const problem = assertProblem(answer, 'override-invalid', `/locations/${id}`);
      assert.deepEqual(problem.allowed, ALLOWED);
      assert.match(problem.detail, /X-HTTP-Method-Override/);
    }
    assert.deepEqual(await locationRow(id), before);
  });

  test('_method naming GET, POST, TRACE or nonsense answers 400 override-invalid', async () => {
    const id = await createLocation();
    const before = await locationRow(id);
    for (const verb of ['GET', 'POST', 'post', 'TRACE', 'HEAD', 'OPTIONS', 'CONNECT', 'PUTT', '', ' PUT', 'DELETE;PUT']) {
      const answer = await server.request('POST', `/locations/${id}`, { json: { _method: verb, version_number: 1 } });
      const problem = assertProblem(answer, 'override-invalid', `/locations/${id}`);
      assert.deepEqual(problem.allowed, ALLOWED);
      assert.ok(problem.detail.includes(`"${verb.toUpperCase()}"`), `${JSON.stringify(verb)}: ${problem.detail}`);
      assert.match(problem.detail, /PUT, PATCH and DELETE/);
    }
    for (const verb of ['TRACE', 'GET']) {
      const header = await server.request('POST', `/locations/${id}`, {
        json: { version_number: 1 },
        headers: { 'x-http-method-override': verb },
      });
      assertProblem(header, 'override-invalid', `/locations/${id}`);
    }
    const notText = await server.request('POST', `/locations/${id}`, { json: { _method: 1, version_number: 1 } });
    assertProblem(notText, 'override-invalid', `/locations/${id}`);
    assert.deepEqual(await locationRow(id), before);
  });

  test('a body and a header that disagree answer 400 override-invalid', async () => {
    const id = await createLocation();
    const answer = await server.request('POST', `/locations/${id}`, {
      json: { _method: 'DELETE', version_number: 1 },
      headers: { 'x-http-method-override': 'PATCH' },
    });
    const problem = assertProblem(answer, 'override-invalid', `/locations/${id}`);
    assert.deepEqual(problem.allowed, ALLOWED);
    assert.match(problem.detail, /_method says DELETE but X-HTTP-Method-Override says PATCH/);
    assert.ok((await locationRow(id)) !== undefined, 'nothing was deleted');
  });

  test('_method sent twice in a form body is refused, not picked', async () => {
    const id = await createLocation();
    const answer = await server.request('POST', `/locations/${id}`, {
      form: [
        ['_method', 'PATCH'],
        ['_method', 'DELETE'],
        ['version_number', '1'],
      ],
    });
    assert.ok(answer.status === 400 || answer.status === 422, answer.text);
    assert.ok((await locationRow(id)) !== undefined, 'nothing was deleted');
  });

  test('_method in the query string of a POST answers 400 parameters-in-url', async () => {
    const id = await createLocation();
    const answer = await server.request('POST', `/locations/${id}?_method=DELETE`, { json: { version_number: 1 } });
    const problem = assertProblem(answer, 'parameters-in-url', `/locations/${id}`);
    assert.deepEqual(problem.parameters, ['_method']);
    assert.ok((await locationRow(id)) !== undefined);
  });

  test('POST to /locations/{id} without _method answers 405 with Allow and a hint', async () => {
    const id = await createLocation();
    const answer = await server.request('POST', `/locations/${id}`, { json: LOCATION_V1 });
    const problem = assertProblem(answer, 'method-not-allowed', `/locations/${id}`);
    assert.equal(answer.headers.allow, 'GET, HEAD, PUT, PATCH, DELETE, OPTIONS');
    assert.deepEqual(problem.allowed, ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
    assert.match(problem.detail, /send _method=PUT, PATCH or DELETE in the body/);
  });

  test("POST /locations with _method=PUT or X-HTTP-Method-Override: PATCH answers 405 with the collection's Allow", async () => {
    const before = await server.count('locations');
    const answer = await server.request('POST', '/locations', { json: { ...LOCATION_V1, _method: 'PUT' } });
    const problem = assertProblem(answer, 'method-not-allowed', '/locations');
    // DELETE /locations removes what a filter matches (issue 21, test/e2e/retention-delete.test.ts).
    assert.equal(answer.headers.allow, 'GET, HEAD, POST, DELETE, OPTIONS');
    assert.deepEqual(problem.allowed, ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS']);
    assert.equal(problem.method, 'PUT');
    assert.match(problem.detail, /PUT is not allowed on \/locations \(asked for through method override from POST\)/);
    const header = await server.request('POST', '/locations', { json: LOCATION_V1, headers: { 'x-http-method-override': 'PATCH' } });
    assert.equal(assertProblem(header, 'method-not-allowed', '/locations').method, 'PATCH');
    assert.equal(await server.count('locations'), before);
  });
});

test('DELETE whose body says _method=PUT answers 400 override-invalid and deletes nothing (issue 14, INTERFACE.md §4)', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const created = await server.request('POST', '/locations', { json: { version_number: 1, longitude: 1, latitude: 2, altitude: 3 } });
  const { id } = created.json().data;
  // node's client sends no Content-Length of its own for a DELETE or GET body, so each says its length.
  const bodies: [string, string][] = [
    ['_method=PUT', 'application/x-www-form-urlencoded'],
    ['{"_method":"PUT"}', 'application/json'],
    ['<location><_method>PUT</_method></location>', 'application/xml'],
  ];
  const withBody = ([body, type]: [string, string]) => ({
    body,
    headers: { 'content-type': type, 'content-length': String(Buffer.byteLength(body)) },
  });
  for (const sent of bodies) {
    const answer = await server.request('DELETE', `/locations/${id}?version_number=1`, withBody(sent));
    assert.equal(answer.status, 400, answer.text);
    const problem = answer.json();
    assert.equal(problem.type, '/problems/override-invalid');
    assert.match(problem.detail, /DELETE requests cannot be overridden/);
  }
  const get = await server.request(
    'GET',
    `/locations/${id}?version_number=1`,
    withBody(['_method=DELETE', 'application/x-www-form-urlencoded']),
  );
  assert.equal(get.status, 400, 'a GET with _method in its body is refused too, even on the read lane');
  assert.equal((await server.request('GET', `/locations/${id}?version_number=1`)).status, 200, 'the location is still there');
  // A body with nothing to say about the method is still ignored, as before.
  const plain = await server.request('DELETE', `/locations/${id}?version_number=1`, withBody(['not parameters', 'text/plain']));
  assert.equal(plain.status, 200);
});
