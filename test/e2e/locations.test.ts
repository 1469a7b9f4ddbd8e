// Issue 2: every resource route of /locations over real HTTP, in each request body format, with the
// answer checked in full and the stored row read back from the database (the pass's engine, test/support/test-database.ts).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  BODY_FORMATS,
  LOCATION_KEYS,
  LOCATION_V1,
  LOCATION_V2,
  assertOpaqueId,
  assertProblem,
  assertServerTime,
  assertSuccess,
  bodyIn,
  create,
  rowById,
  tableRows,
} from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

for (const format of BODY_FORMATS) {
  for (const version of [1, 2] as const) {
    test(`POST /locations with a ${format} body (version ${version}) answers 201 with a Location header, server-set timestamps and the stored row`, async () => {
      const sent = version === 1 ? LOCATION_V1 : LOCATION_V2;
      const started = Date.now();
      const answer = await server.request('POST', '/locations', bodyIn(format, { version_number: version, ...sent }, 'location'));
      const body = assertSuccess(answer, 201);
      const id = body.data.id;
      assertOpaqueId(id);
      assertServerTime(body.data.created_at, started);
      assert.equal(body.data.updated_at, body.data.created_at);
      assert.deepEqual(Object.keys(body.data), LOCATION_KEYS[version]);
      assert.deepEqual(body, {
        data: { id, ...sent, created_at: body.data.created_at, updated_at: body.data.created_at, created_by: null, updated_by: null },
        meta: {
          action: 'location',
          version_number: version,
          request_id: answer.headers['x-request-id'],
          message: `Location ${id} created.`,
        },
        links: { self: `/locations/${id}`, collection: '/locations' },
      });
      assert.equal(answer.headers.location, `/locations/${id}`);

      assert.deepEqual(await rowById(server, 'locations', id), {
        id,
        created_at: body.data.created_at,
        updated_at: body.data.created_at,
        created_by: null,
        updated_by: null,
        longitude: 7.1,
        latitude: 50.7,
        altitude: 60,
        speed: version === 2 ? 1.4 : null,
        timestamp: version === 2 ? '2026-11-22T18:45:00Z' : null,
        // Version 3's columns (issue 18): a version 1 or 2 create leaves them null.
        device: null,
        accuracy: null,
      });

      // The Location header is a URL the client can GET as it is.
      const fetched = await server.request('GET', `${answer.headers.location}?version_number=${version}`);
      assert.deepEqual(assertSuccess(fetched, 200).data, body.data);
    });
  }
}

test('POST /locations refuses created_at, updated_at, created_by and updated_by from the client (422 unknown: the server sets them) and stores no row', async () => {
  const before = await tableRows(server, 'locations');
  const answer = await server.request('POST', '/locations', {
    json: {
      version_number: 1,
      ...LOCATION_V1,
      created_at: '2000-01-01T00:00:00.000Z',
      updated_at: '2000-01-01T00:00:00.000Z',
      created_by: 'someone-else',
      updated_by: 'someone-else',
    },
  });
  const body = assertProblem(answer, 422, 'invalid-parameters', '/locations');
  assert.deepEqual(
    body.errors.map((e: any) => [e.parameter, e.code]),
    [
      ['created_at', 'unknown'],
      ['updated_at', 'unknown'],
      ['created_by', 'unknown'],
      ['updated_by', 'unknown'],
    ],
  );
  assert.deepEqual(await tableRows(server, 'locations'), before);
});

test('GET /locations/:id answers the location with its links and echoes a sane X-Request-Id', async () => {
  const created = await create(server, 'locations', 2, LOCATION_V2);
  const answer = await server.request('GET', `/locations/${created.id}?version_number=2`, {
    headers: { 'x-request-id': 'trace-42.a:b_c' },
  });
  assert.equal(answer.headers['x-request-id'], 'trace-42.a:b_c');
  const body = assertSuccess(answer, 200);
  assert.deepEqual(body, {
    data: created,
    meta: { action: 'location', version_number: 2, request_id: 'trace-42.a:b_c', message: `Location ${created.id}.` },
    links: { self: `/locations/${created.id}`, collection: '/locations' },
  });
});

test('GET /locations/:id of an id that was never issued answers 404 resource-not-found', async () => {
  const answer = await server.request('GET', '/locations/01ARZ3NDEKTSV4RRFFQ69G5FAV?version_number=1');
  const body = assertProblem(answer, 404, 'resource-not-found', '/locations/01ARZ3NDEKTSV4RRFFQ69G5FAV');
  assert.equal(body.collection, 'locations');
  assert.equal(body.id, '01ARZ3NDEKTSV4RRFFQ69G5FAV');
  assert.match(body.detail, /No location has id "01ARZ3NDEKTSV4RRFFQ69G5FAV"/);
});

for (const format of BODY_FORMATS) {
  test(`PUT /locations/:id with a ${format} body replaces every version 1 field and keeps created_at`, async () => {
    const created = await create(server, 'locations', 1, LOCATION_V1);
    const started = Date.now();
    const replacement = { longitude: -122.4194, latitude: 37.7749, altitude: -12.5 };
    const answer = await server.request(
      'PUT',
      `/locations/${created.id}`,
      bodyIn(format, { version_number: '1', ...replacement }, 'location'),
    );
    const body = assertSuccess(answer, 200);
    assertServerTime(body.data.updated_at, started);
    assert.deepEqual(body, {
      data: {
        id: created.id,
        ...replacement,
        created_at: created.created_at,
        updated_at: body.data.updated_at,
        created_by: null,
        updated_by: null,
      },
      meta: {
        action: 'location',
        version_number: 1,
        request_id: answer.headers['x-request-id'],
        message: `Location ${created.id} replaced: longitude, latitude, altitude.`,
      },
      links: { self: `/locations/${created.id}`, collection: '/locations' },
    });
    assert.equal(answer.headers.location, undefined);
    assert.deepEqual(await rowById(server, 'locations', created.id), {
      id: created.id,
      created_at: created.created_at,
      updated_at: body.data.updated_at,
      created_by: null,
      updated_by: null,
      ...replacement,
      speed: null,
      timestamp: null,
      device: null,
      accuracy: null,
    });
  });

  test(`PATCH /locations/:id with a ${format} body changes only the fields it names`, async () => {
    const created = await create(server, 'locations', 2, LOCATION_V2);
    const started = Date.now();
    const answer = await server.request(
      'PATCH',
      `/locations/${created.id}`,
      bodyIn(format, { version_number: 2, altitude: 61.25, speed: 0 }, 'location'),
    );
    const body = assertSuccess(answer, 200);
    assertServerTime(body.data.updated_at, started);
    assert.deepEqual(body, {
      data: { ...created, altitude: 61.25, speed: 0, updated_at: body.data.updated_at },
      meta: {
        action: 'location',
        version_number: 2,
        request_id: answer.headers['x-request-id'],
        message: `Location ${created.id} updated: altitude, speed.`,
      },
      links: { self: `/locations/${created.id}`, collection: '/locations' },
    });
    assert.deepEqual(await rowById(server, 'locations', created.id), {
      id: created.id,
      created_at: created.created_at,
      updated_at: body.data.updated_at,
      created_by: null,
      updated_by: null,
      longitude: 7.1,
      latitude: 50.7,
      altitude: 61.25,
      speed: 0,
      timestamp: '2026-11-22T18:45:00Z',
      device: null,
      accuracy: null,
    });
  });

  test(`an empty PATCH (${format} body with only version_number) is a no-op 200 that says nothing changed`, async () => {
    const created = await create(server, 'locations', 2, LOCATION_V2);
    const stored = await rowById(server, 'locations', created.id);
    const answer = await server.request('PATCH', `/locations/${created.id}`, bodyIn(format, { version_number: 2 }, 'location'));
    const body = assertSuccess(answer, 200);
    assert.deepEqual(body, {
      data: created,
      meta: {
        action: 'location',
        version_number: 2,
        request_id: answer.headers['x-request-id'],
        message: `Nothing to change: the request named no fields, so location ${created.id} is as it was.`,
      },
      links: { self: `/locations/${created.id}`, collection: '/locations' },
    });
    // A no-op leaves the row exactly as it was, updated_at included.
    assert.deepEqual(await rowById(server, 'locations', created.id), stored);
  });
}

test('PUT /locations/:id that leaves out a field of its version answers 422 required and changes nothing', async () => {
  const created = await create(server, 'locations', 1, LOCATION_V1);
  const before = await tableRows(server, 'locations');
  const answer = await server.request('PUT', `/locations/${created.id}`, { json: { version_number: 1, longitude: 1, latitude: 2 } });
  const body = assertProblem(answer, 422, 'invalid-parameters', `/locations/${created.id}`);
  assert.deepEqual(body.errors, [
    {
      parameter: 'altitude',
      code: 'required',
      expected: 'number from -12000 to 120000',
      message: 'altitude is required by version 1 of location',
    },
  ]);
  assert.deepEqual(await tableRows(server, 'locations'), before);
});

test('PATCH /locations/:id with an out-of-range value answers 422 and changes nothing', async () => {
  const created = await create(server, 'locations', 1, LOCATION_V1);
  const before = await tableRows(server, 'locations');
  const answer = await server.request('PATCH', `/locations/${created.id}`, { form: { version_number: '1', latitude: '123' } });
  const body = assertProblem(answer, 422, 'invalid-parameters', `/locations/${created.id}`);
  assert.deepEqual(body.errors, [
    {
      parameter: 'latitude',
      code: 'maximum',
      message: 'latitude must be <= 90',
      expected: 'number from -90 to 90',
      received: '123',
    },
  ]);
  assert.deepEqual(await tableRows(server, 'locations'), before);
});

test('DELETE /locations/:id answers 200 with the deleted location, removes the row, and GET then answers 404', async () => {
  const created = await create(server, 'locations', 2, LOCATION_V2);
  const answer = await server.request('DELETE', `/locations/${created.id}?version_number=1`);
  const body = assertSuccess(answer, 200);
  const { speed: _speed, timestamp: _timestamp, ...asVersion1 } = created;
  assert.deepEqual(body, {
    data: asVersion1,
    meta: { action: 'location', version_number: 1, request_id: answer.headers['x-request-id'], message: `Location ${created.id} deleted.` },
    links: { collection: '/locations' },
  });
  assert.equal(await rowById(server, 'locations', created.id), undefined);

  const again = await server.request('GET', `/locations/${created.id}?version_number=1`);
  const problem = assertProblem(again, 404, 'resource-not-found', `/locations/${created.id}`);
  assert.equal(problem.id, created.id);
  assert.equal(problem.collection, 'locations');

  const twice = await server.request('DELETE', `/locations/${created.id}?version_number=1`);
  assertProblem(twice, 404, 'resource-not-found', `/locations/${created.id}`);
});

test('PUT, PATCH and DELETE of a location that does not exist answer 404 and create no row', async () => {
  const before = await tableRows(server, 'locations');
  const id = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
  const put = await server.request('PUT', `/locations/${id}`, { json: { version_number: 1, ...LOCATION_V1 } });
  assertProblem(put, 404, 'resource-not-found', `/locations/${id}`);
  const patch = await server.request('PATCH', `/locations/${id}`, { json: { version_number: 1, altitude: 1 } });
  assertProblem(patch, 404, 'resource-not-found', `/locations/${id}`);
  const emptyPatch = await server.request('PATCH', `/locations/${id}`, { json: { version_number: 1 } });
  assertProblem(emptyPatch, 404, 'resource-not-found', `/locations/${id}`);
  const del = await server.request('DELETE', `/locations/${id}?version_number=1`);
  assertProblem(del, 404, 'resource-not-found', `/locations/${id}`);
  assert.deepEqual(await tableRows(server, 'locations'), before);
});

test('GET /locations lists newest first with count, limit, next_cursor and links in meta and links', async (t) => {
  const own = await startServer();
  t.after(() => own.close());
  const first = await create(own, 'locations', 1, LOCATION_V1);
  const second = await create(own, 'locations', 2, LOCATION_V2);
  const third = await create(own, 'locations', 1, { longitude: 0, latitude: 0, altitude: 0 });

  const answer = await own.request('GET', '/locations?version_number=2');
  const body = assertSuccess(answer, 200);
  assert.deepEqual(body, {
    data: [{ ...third, speed: null, timestamp: null }, second, { ...first, speed: null, timestamp: null }],
    meta: {
      action: 'location-list',
      version_number: 2,
      request_id: answer.headers['x-request-id'],
      message: '3 locations, newest first; this is the last page.',
      count: 3,
      limit: 50,
      next_cursor: null,
    },
    links: { self: '/locations?version_number=2&limit=50', collection: '/locations', next: null },
  });
  for (const item of body.data) assert.deepEqual(Object.keys(item), LOCATION_KEYS[2]);

  const version1 = assertSuccess(await own.request('GET', '/locations?version_number=1&limit=2'), 200);
  const { speed: _speed, timestamp: _timestamp, ...secondAsVersion1 } = second;
  assert.deepEqual(version1.data, [third, secondAsVersion1]);
  assert.equal(version1.meta.count, 2);
  assert.equal(version1.meta.limit, 2);
  assert.equal(typeof version1.meta.next_cursor, 'string');
  assert.equal(version1.links.next, `/locations?version_number=1&limit=2&cursor=${encodeURIComponent(version1.meta.next_cursor)}`);
});

test('GET /locations on an empty collection answers an empty page', async (t) => {
  const own = await startServer();
  t.after(() => own.close());
  const answer = await own.request('GET', '/locations?version_number=1');
  const body = assertSuccess(answer, 200);
  assert.deepEqual(body, {
    data: [],
    meta: {
      action: 'location-list',
      version_number: 1,
      request_id: answer.headers['x-request-id'],
      message: '0 locations, newest first; this is the last page.',
      count: 0,
      limit: 50,
      next_cursor: null,
    },
    links: { self: '/locations?version_number=1&limit=50', collection: '/locations', next: null },
  });
});
