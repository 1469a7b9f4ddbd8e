// Issue 18, first step: the `devices` collection and its call `device` (version 1: `name` required,
// 1 to 128 characters; `kind` and `description` optional, up to 128 and 2,000 characters), over real
// HTTP in every body format, with the answer checked in full and the stored row read back. What every
// collection shares (formats, versioning, pagination, access, the pages' sweep) is covered where the
// suites iterate over the collections; this file holds the rules of the device call itself.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  BODY_FORMATS,
  DEVICE_KEYS,
  DEVICE_V1,
  assertOpaqueId,
  assertProblem,
  assertServerTime,
  assertSuccess,
  bodyIn,
  create,
  rowById,
} from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

const PAGE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** The parameters of a 422's errors, in order, with their codes. */
function errorsOf(problem: any): [string, string][] {
  return problem.errors.map((e: any) => [e.parameter, e.code]);
}

describe('POST /devices', () => {
  for (const format of BODY_FORMATS) {
    test(`with a ${format} body of every field answers 201 with a Location header and the stored row`, async () => {
      const started = Date.now();
      const answer = await server.request('POST', '/devices', bodyIn(format, { version_number: 1, ...DEVICE_V1 }, 'device'));
      const body = assertSuccess(answer, 201);
      const id = body.data.id;
      assertOpaqueId(id);
      assertServerTime(body.data.created_at, started);
      assert.deepEqual(Object.keys(body.data), DEVICE_KEYS[1]);
      assert.deepEqual(body, {
        data: { id, ...DEVICE_V1, created_at: body.data.created_at, updated_at: body.data.created_at, created_by: null, updated_by: null },
        meta: { action: 'device', version_number: 1, request_id: answer.headers['x-request-id'], message: `Device ${id} created.` },
        links: { self: `/devices/${id}`, collection: '/devices' },
      });
      assert.equal(answer.headers.location, `/devices/${id}`);
      assert.deepEqual(await rowById(server, 'devices', id), {
        id,
        created_at: body.data.created_at,
        updated_at: body.data.created_at,
        created_by: null,
        updated_by: null,
        ...DEVICE_V1,
      });
      const fetched = await server.request('GET', `${answer.headers.location}?version_number=1`);
      assert.deepEqual(assertSuccess(fetched, 200).data, body.data);
    });

    test(`with a ${format} body of the name alone stores kind and description as null`, async () => {
      const answer = await server.request('POST', '/devices', bodyIn(format, { version_number: 1, name: 'Mast 3' }, 'device'));
      const data = assertSuccess(answer, 201).data;
      assert.equal(data.name, 'Mast 3');
      assert.equal(data.kind, null);
      assert.equal(data.description, null);
      const row = await rowById(server, 'devices', data.id);
      assert.equal(row?.kind, null);
      assert.equal(row?.description, null);
    });

    test(`with a ${format} body without a name answers 422 required, with every other refusal at once, and stores nothing`, async () => {
      const before = await server.count('devices');
      const answer = await server.request(
        'POST',
        '/devices',
        bodyIn(format, { version_number: 1, kind: 'k'.repeat(129), description: 'd'.repeat(2001) }, 'device'),
      );
      const problem = assertProblem(answer, 422, 'invalid-parameters', '/devices');
      assert.deepEqual(errorsOf(problem), [
        ['name', 'required'],
        ['kind', 'maxLength'],
        ['description', 'maxLength'],
      ]);
      assert.match(problem.errors[0].message, /name is required by version 1 of device/);
      assert.equal(await server.count('devices'), before);
    });
  }

  test('names, kinds and descriptions at their longest are stored exactly, counted in characters, not bytes', async () => {
    const fields = { name: '🐺'.repeat(128), kind: 'ä'.repeat(128), description: `${'Zeile\n'.repeat(333)}ab` };
    assert.equal(fields.description.length, 2000);
    const data = assertSuccess(await server.request('POST', '/devices', { json: { version_number: 1, ...fields } }), 201).data;
    assert.deepEqual({ name: data.name, kind: data.kind, description: data.description }, fields);
    const row = await rowById(server, 'devices', data.id);
    assert.deepEqual({ name: row?.name, kind: row?.kind, description: row?.description }, fields);
  });

  test('a name, kind or description one character too long, or empty, is refused by name with its bounds', async () => {
    const before = await server.count('devices');
    const long = await server.request('POST', '/devices', {
      json: { version_number: 1, name: 'n'.repeat(129), kind: 'k'.repeat(129), description: 'd'.repeat(2001) },
    });
    const problem = assertProblem(long, 422, 'invalid-parameters', '/devices');
    assert.deepEqual(errorsOf(problem), [
      ['name', 'maxLength'],
      ['kind', 'maxLength'],
      ['description', 'maxLength'],
    ]);
    for (const error of problem.errors) assert.equal(typeof error.expected, 'string');
    assert.match(problem.errors[0].expected, /128/);
    assert.match(problem.errors[2].expected, /2,000/);
    const empty = await server.request('POST', '/devices', { json: { version_number: 1, name: '', kind: '', description: '' } });
    assert.deepEqual(errorsOf(assertProblem(empty, 422, 'invalid-parameters', '/devices')), [
      ['name', 'minLength'],
      ['kind', 'minLength'],
      ['description', 'minLength'],
    ]);
    assert.equal(await server.count('devices'), before);
  });

  test('control characters are refused in a name and a kind; a description keeps its tabs and line breaks', async () => {
    const refused = await server.request('POST', '/devices', {
      json: { version_number: 1, name: 'a\u0000b', kind: 'gps\ncollar', description: 'bell\u0007' },
    });
    assert.deepEqual(errorsOf(assertProblem(refused, 422, 'invalid-parameters', '/devices')), [
      ['name', 'pattern'],
      ['kind', 'pattern'],
      ['description', 'pattern'],
    ]);
    const kept = await server.request('POST', '/devices', {
      json: { version_number: 1, name: 'Mast "north" <3> & co', description: 'Line one\r\nline two\tthen a tab' },
    });
    assert.equal(assertSuccess(kept, 201).data.description, 'Line one\r\nline two\tthen a tab');
  });

  test('a name that is not a string is refused with type; numbers from forms and XML are text as sent', async () => {
    const answer = await server.request('POST', '/devices', { json: { version_number: 1, name: 17, kind: true } });
    assert.deepEqual(errorsOf(assertProblem(answer, 422, 'invalid-parameters', '/devices')), [
      ['name', 'type'],
      ['kind', 'type'],
    ]);
    const form = await server.request('POST', '/devices', { form: { version_number: '1', name: '17' } });
    assert.equal(assertSuccess(form, 201).data.name, '17');
  });

  for (const format of BODY_FORMATS) {
    test(`unknown parameters in a ${format} body are refused as unknown, with what the call accepts, and nothing is stored`, async () => {
      const before = await server.count('devices');
      const answer = await server.request(
        'POST',
        '/devices',
        bodyIn(format, { version_number: 1, ...DEVICE_V1, longitude: 7.1, serial: 'X1', created_by: 'mallory' }, 'device'),
      );
      const problem = assertProblem(answer, 422, 'invalid-parameters', '/devices');
      assert.deepEqual(errorsOf(problem).sort(), [
        ['created_by', 'unknown'],
        ['longitude', 'unknown'],
        ['serial', 'unknown'],
      ]);
      for (const error of problem.errors) assert.match(error.expected, /name, kind, description/);
      assert.equal(await server.count('devices'), before);
    });
  }

  test('version_number: missing, not an integer and unsupported (device has version 1 only) are 400s; action must be device', async () => {
    const missing = await server.request('POST', '/devices', { json: DEVICE_V1 });
    assert.match(assertProblem(missing, 400, 'version-missing', '/devices').detail, /1/);
    assertProblem(
      await server.request('POST', '/devices', { json: { ...DEVICE_V1, version_number: 'one' } }),
      400,
      'version-invalid',
      '/devices',
    );
    const two = await server.request('POST', '/devices', { json: { ...DEVICE_V1, version_number: 2 } });
    assert.match(assertProblem(two, 400, 'version-unsupported', '/devices').detail, /1/);
    const mismatch = await server.request('POST', '/devices', { json: { ...DEVICE_V1, version_number: 1, action: 'location' } });
    assertProblem(mismatch, 400, 'action-mismatch', '/devices');
    const named = await server.request('POST', '/devices', { json: { ...DEVICE_V1, version_number: '1', action: 'device' } });
    assertSuccess(named, 201);
  });

  test('parameters of a POST in the query string are refused as parameters-in-url', async () => {
    const answer = await server.request('POST', '/devices?name=Collar', { json: { version_number: 1, ...DEVICE_V1 } });
    assert.match(assertProblem(answer, 400, 'parameters-in-url', '/devices').detail, /name/);
  });
});

describe('PUT, PATCH and DELETE /devices/{id}', () => {
  for (const format of BODY_FORMATS) {
    test(`PUT with a ${format} body replaces every field: an optional one left out is cleared`, async () => {
      const created = await create(server, 'devices', 1, DEVICE_V1);
      const answer = await server.request(
        'PUT',
        `/devices/${created.id}`,
        bodyIn(format, { version_number: 1, name: 'Collar 18' }, 'device'),
      );
      const data = assertSuccess(answer, 200).data;
      assert.deepEqual(
        { name: data.name, kind: data.kind, description: data.description, created_at: data.created_at },
        { name: 'Collar 18', kind: null, description: null, created_at: created.created_at },
      );
      const row = await rowById(server, 'devices', created.id);
      assert.deepEqual(
        { name: row?.name, kind: row?.kind, description: row?.description },
        { name: 'Collar 18', kind: null, description: null },
      );
    });

    test(`PATCH with a ${format} body changes only the fields it names`, async () => {
      const created = await create(server, 'devices', 1, DEVICE_V1);
      const answer = await server.request(
        'PATCH',
        `/devices/${created.id}`,
        bodyIn(format, { version_number: 1, kind: 'weather-station' }, 'device'),
      );
      const body = assertSuccess(answer, 200);
      assert.deepEqual({ ...body.data, updated_at: created.updated_at }, { ...created, kind: 'weather-station' });
      assert.equal(body.meta.message, `Device ${created.id} updated: kind.`);
    });
  }

  test('PUT without a name answers 422 required and changes nothing', async () => {
    const created = await create(server, 'devices', 1, DEVICE_V1);
    const answer = await server.request('PUT', `/devices/${created.id}`, { json: { version_number: 1, kind: 'gps-collar' } });
    assert.deepEqual(errorsOf(assertProblem(answer, 422, 'invalid-parameters', `/devices/${created.id}`)), [['name', 'required']]);
    assert.deepEqual(assertSuccess(await server.request('GET', `/devices/${created.id}?version_number=1`), 200).data, created);
  });

  test('PATCH with a name too long or an unknown parameter answers 422 and changes nothing', async () => {
    const created = await create(server, 'devices', 1, DEVICE_V1);
    const answer = await server.request('PATCH', `/devices/${created.id}`, {
      json: { version_number: 1, name: 'n'.repeat(129), speed: 1 },
    });
    assert.deepEqual(errorsOf(assertProblem(answer, 422, 'invalid-parameters', `/devices/${created.id}`)), [
      ['name', 'maxLength'],
      ['speed', 'unknown'],
    ]);
    assert.deepEqual(assertSuccess(await server.request('GET', `/devices/${created.id}?version_number=1`), 200).data, created);
  });

  test('DELETE answers 200 with the deleted device; GET then answers 404, and so do PUT, PATCH and DELETE', async () => {
    const created = await create(server, 'devices', 1, DEVICE_V1);
    const answer = await server.request('DELETE', `/devices/${created.id}?version_number=1`);
    const body = assertSuccess(answer, 200);
    assert.deepEqual(body.data, created);
    assert.deepEqual(body.links, { collection: '/devices' });
    assert.equal(await rowById(server, 'devices', created.id), undefined);
    const path = `/devices/${created.id}`;
    assertProblem(await server.request('GET', `${path}?version_number=1`), 404, 'resource-not-found', path);
    assertProblem(await server.request('PUT', path, { json: { version_number: 1, ...DEVICE_V1 } }), 404, 'resource-not-found', path);
    assertProblem(await server.request('PATCH', path, { json: { version_number: 1, kind: 'x' } }), 404, 'resource-not-found', path);
    assertProblem(await server.request('DELETE', `${path}?version_number=1`), 404, 'resource-not-found', path);
  });

  for (const format of BODY_FORMATS) {
    test(`POST with _method in a ${format} body is handled as PUT, PATCH and DELETE`, async () => {
      const created = await create(server, 'devices', 1, DEVICE_V1);
      const path = `/devices/${created.id}`;
      const put = await server.request('POST', path, bodyIn(format, { _method: 'put', version_number: 1, name: 'Renamed' }, 'device'));
      assert.deepEqual((({ name, kind, description }) => ({ name, kind, description }))(assertSuccess(put, 200).data), {
        name: 'Renamed',
        kind: null,
        description: null,
      });
      const patch = await server.request('POST', path, bodyIn(format, { _method: 'PATCH', version_number: 1, kind: 'buoy' }, 'device'));
      assert.equal(assertSuccess(patch, 200).data.kind, 'buoy');
      const deleted = await server.request('POST', path, bodyIn(format, { _method: 'Delete', version_number: 1 }, 'device'));
      assert.equal(assertSuccess(deleted, 200).data.kind, 'buoy');
      assert.equal(await rowById(server, 'devices', created.id), undefined);
    });
  }

  test('X-HTTP-Method-Override names the method too; _method naming another verb is 400 override-invalid', async () => {
    const created = await create(server, 'devices', 1, DEVICE_V1);
    const path = `/devices/${created.id}`;
    const patched = await server.request('POST', path, {
      json: { version_number: 1, description: 'Overridden' },
      headers: { 'x-http-method-override': 'PATCH' },
    });
    assert.equal(assertSuccess(patched, 200).data.description, 'Overridden');
    assertProblem(await server.request('POST', path, { json: { _method: 'GET', version_number: 1 } }), 400, 'override-invalid', path);
  });
});

describe('conditional and idempotent writes', () => {
  test('GET answers an ETag (304 for If-None-Match while unchanged); a PUT with a stale If-Match is 412 and changes nothing; the current one is taken', async () => {
    const created = await create(server, 'devices', 1, DEVICE_V1);
    const path = `/devices/${created.id}`;
    const read = await server.request('GET', `${path}?version_number=1`);
    const etag = String(read.headers.etag);
    assert.match(etag, /^"/);
    // The same tag back is 304 with no body, while the device is unchanged.
    const unchanged = await server.request('GET', `${path}?version_number=1`, { headers: { 'if-none-match': etag } });
    assert.equal(unchanged.status, 304);
    assert.equal(unchanged.text, '');
    assert.equal(unchanged.headers.etag, etag);
    assertSuccess(await server.request('PATCH', path, { json: { version_number: 1, kind: 'changed' } }), 200);
    const stale = await server.request('PUT', path, { json: { version_number: 1, name: 'Mine' }, headers: { 'if-match': etag } });
    assertProblem(stale, 412, 'precondition-failed', path);
    const fresh = String((await server.request('GET', `${path}?version_number=1`)).headers.etag);
    const taken = await server.request('PUT', path, { json: { version_number: 1, name: 'Mine' }, headers: { 'if-match': fresh } });
    assert.equal(assertSuccess(taken, 200).data.name, 'Mine');
  });

  test('an Idempotency-Key replays the first create; the same key with other parameters is refused', async () => {
    const before = await server.count('devices');
    const headers = { 'idempotency-key': 'device-create-1' };
    const first = assertSuccess(await server.request('POST', '/devices', { json: { version_number: 1, ...DEVICE_V1 }, headers }), 201);
    const again = await server.request('POST', '/devices', { json: { version_number: 1, ...DEVICE_V1 }, headers });
    assert.equal(assertSuccess(again, 201).data.id, first.data.id);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    const other = await server.request('POST', '/devices', { json: { version_number: 1, name: 'Other' }, headers });
    assertProblem(other, 422, 'idempotency-key-reused', '/devices');
    assert.equal(await server.count('devices'), before + 1);
  });
});

describe('reading devices', () => {
  test('the list pages newest first with a cursor', async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await create(server, 'devices', 1, { name: `Paged ${i}` }));
    const first = assertSuccess(await server.request('GET', '/devices?version_number=1&limit=2'), 200);
    assert.deepEqual(
      first.data.map((d: any) => d.id),
      [made[2].id, made[1].id],
    );
    assert.equal(first.meta.count, 2);
    assert.equal(typeof first.meta.next_cursor, 'string');
    const second = assertSuccess(await server.request('GET', first.links.next), 200);
    assert.equal(second.data[0].id, made[0].id);
    for (const item of [...first.data, ...second.data]) assert.deepEqual(Object.keys(item), DEVICE_KEYS[1]);
  });

  test('XML carries the same members, an optional field left out as nil', async () => {
    const created = await create(server, 'devices', 1, { name: 'Mast <7> & "co"' });
    const answer = await server.request('GET', `/devices/${created.id}.xml?version_number=1`);
    assert.equal(answer.status, 200, answer.text);
    assert.match(answer.text, /<name>Mast &lt;7&gt; &amp; &quot;co&quot;<\/name><kind nil="true"\/><description nil="true"\/>/);
  });

  test('pages: the list, the device, and the forms, whose kind and description are optional', async () => {
    const created = await create(server, 'devices', 1, DEVICE_V1);
    const list = await server.request('GET', '/devices', { headers: PAGE });
    assert.equal(list.status, 200, list.text);
    assert.match(list.text, /Collar 17/);
    assert.match(list.text, /<a href="\/devices">Devices<\/a>/);
    const page = await server.request('GET', `/devices/${created.id}`, { headers: PAGE });
    assert.equal(page.status, 200, page.text);
    assert.match(page.text, /Fitted to the lead mare/);
    const form = await server.request('GET', '/devices/new', { headers: PAGE });
    assert.equal(form.status, 200, form.text);
    assert.match(form.text, /<input id="new-name" name="name" type="text" required/);
    assert.doesNotMatch(form.text, /<input id="new-kind"[^>]* required/);
    assert.match(form.text, /<label for="new-kind">kind <span class="muted">\(optional\)<\/span><\/label>/);
    const edit = await server.request('GET', `/devices/${created.id}/edit`, { headers: PAGE });
    assert.equal(edit.status, 200, edit.text);
    assert.match(edit.text, /value="gps-collar"/);
  });

  test('a form left blank in its optional fields creates the device with them null; the edit form clears them', async () => {
    const created = await server.request('POST', '/devices', { form: { name: 'From a form', kind: '', description: '' }, headers: PAGE });
    assert.equal(created.status, 303, created.text.slice(0, 400));
    const path = String(created.headers.location);
    const id = path.split('/').pop()!;
    assert.deepEqual((({ name, kind, description }) => ({ name, kind, description }))((await rowById(server, 'devices', id))!), {
      name: 'From a form',
      kind: null,
      description: null,
    });
    const filled = await server.request('POST', path, {
      form: { _method: 'PUT', name: 'From a form', kind: 'gps-collar', description: 'x' },
      headers: PAGE,
    });
    assert.equal(filled.status, 303, filled.text.slice(0, 400));
    const cleared = await server.request('POST', path, {
      form: { _method: 'PUT', name: 'From a form', kind: '', description: '' },
      headers: PAGE,
    });
    assert.equal(cleared.status, 303, cleared.text.slice(0, 400));
    const row = await rowById(server, 'devices', id);
    assert.deepEqual({ kind: row?.kind, description: row?.description }, { kind: null, description: null });
    // A blank name is still refused: the form comes back.
    const refused = await server.request('POST', '/devices', { form: { name: '', kind: 'x' }, headers: PAGE });
    assert.equal(refused.status, 422, refused.text.slice(0, 400));
    // A program that sends "" still gets 422: only a form's blank optional field means "not given".
    const program = await server.request('POST', '/devices', { form: { version_number: '1', name: 'P', kind: '' } });
    assert.deepEqual(errorsOf(assertProblem(program, 422, 'invalid-parameters', '/devices')), [['kind', 'minLength']]);
  });

  test('the OpenAPI document has the device routes, a create body that requires the name only, and nullable optional fields', async () => {
    const document = assertOpenApi(await server.request('GET', '/openapi.json'));
    for (const path of ['/devices', '/devices/{id}']) assert.ok(document.paths[path], path);
    const schemas = document.components.schemas;
    assert.deepEqual(schemas['device.v1.all'].required, ['version_number', 'name']);
    assert.deepEqual(schemas['device.v1'].properties.kind.type, ['string', 'null']);
    assert.equal(schemas['device.v1'].properties.name.type, 'string');
    assert.equal(schemas['device.v1'].properties.description.maxLength, 2000);
  });

  test('the home page and index name devices', async () => {
    const home = assertSuccess(await server.request('GET', '/'), 200);
    assert.ok(JSON.stringify(home.data).includes('/devices'));
  });
});

function assertOpenApi(answer: { status: number; text: string }): any {
  assert.equal(answer.status, 200, answer.text.slice(0, 200));
  return JSON.parse(answer.text);
}
