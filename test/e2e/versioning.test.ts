// Issue 2, INTERFACE.md §2: version_number and action on every resource route, and the rule that a
// version N client reads and writes the fields of version N only. Every refused request is checked
// to leave both tables exactly as they were.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  LOCATION_KEYS,
  LOCATION_V1,
  LOCATION_V2,
  READING_V1,
  READING_V2,
  assertProblem,
  assertSuccess,
  create,
  rowById,
  tableRows,
} from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import type { RequestOptions, TestServer } from '../support/server.js';

let server: TestServer;
let locationId: string;
let readingId: string;
before(async () => {
  server = await startServer();
  locationId = (await create(server, 'locations', 2, LOCATION_V2)).id;
  readingId = (await create(server, 'readings', 2, READING_V2)).id;
});
after(() => server.close());

async function snapshot() {
  return { locations: await tableRows(server, 'locations'), readings: await tableRows(server, 'readings') };
}

interface RouteCase {
  method: string;
  /** The path without query; `extra` is the rest of the request besides version_number. */
  path: () => string;
  call: string;
  where: 'query' | 'body';
  extra: Record<string, string | number>;
}

const ROUTES: RouteCase[] = [
  { method: 'GET', path: () => '/locations', call: 'location-list', where: 'query', extra: {} },
  { method: 'POST', path: () => '/locations', call: 'location', where: 'body', extra: LOCATION_V1 },
  { method: 'GET', path: () => `/locations/${locationId}`, call: 'location', where: 'query', extra: {} },
  { method: 'PUT', path: () => `/locations/${locationId}`, call: 'location', where: 'body', extra: LOCATION_V1 },
  { method: 'PATCH', path: () => `/locations/${locationId}`, call: 'location', where: 'body', extra: { altitude: 1 } },
  { method: 'DELETE', path: () => `/locations/${locationId}`, call: 'location', where: 'query', extra: {} },
  { method: 'GET', path: () => '/readings', call: 'reading-list', where: 'query', extra: {} },
  { method: 'POST', path: () => '/readings', call: 'reading', where: 'body', extra: READING_V1 },
  { method: 'GET', path: () => `/readings/${readingId}`, call: 'reading', where: 'query', extra: {} },
  { method: 'PUT', path: () => `/readings/${readingId}`, call: 'reading', where: 'body', extra: READING_V1 },
  { method: 'PATCH', path: () => `/readings/${readingId}`, call: 'reading', where: 'body', extra: { mean: 1 } },
  { method: 'DELETE', path: () => `/readings/${readingId}`, call: 'reading', where: 'query', extra: {} },
];

/** A request with `version` (omitted when undefined) put where the route's method carries it. */
function send(route: RouteCase, version: unknown, more: Record<string, unknown> = {}) {
  const parameters: Record<string, unknown> =
    version === undefined ? { ...route.extra, ...more } : { version_number: version, ...route.extra, ...more };
  if (route.where === 'body') return server.request(route.method, route.path(), { json: parameters } satisfies RequestOptions);
  const query = new URLSearchParams(Object.entries(parameters).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return server.request(route.method, query === '' ? route.path() : `${route.path()}?${query}`);
}

for (const route of ROUTES) {
  const name = `${route.method} ${route.path().replace(/\/undefined$/, '/:id')}`;

  test(`${name} without version_number answers 400 version-missing naming versions 1, 2 and 3 and the ${route.where}, and changes nothing`, async () => {
    const before = await snapshot();
    const answer = await send(route, undefined);
    const body = assertProblem(answer, 400, 'version-missing', route.path());
    assert.deepEqual(body, {
      type: '/problems/version-missing',
      title: 'version_number is missing',
      status: 400,
      detail: `${route.call} needs version_number in the ${route.where}${route.where === 'query' ? ' string' : ''}; it supports versions 1, 2 and 3.`,
      instance: route.path(),
      request_id: answer.headers['x-request-id'],
      call: route.call,
      supported: [1, 2, 3],
      parameter_location: route.where,
    });
    assert.deepEqual(await snapshot(), before);
  });

  const invalid: unknown[] = route.where === 'body' ? ['abc', 1.5, '-1', '', '1.0', true, null] : ['abc', '1.5', '-1', '', '+1', '0x1'];
  for (const value of invalid) {
    test(`${name} with version_number ${JSON.stringify(value)} answers 400 version-invalid and changes nothing`, async () => {
      const before = await snapshot();
      const answer = await send(route, value);
      const body = assertProblem(answer, 400, 'version-invalid', route.path());
      assert.deepEqual(body, {
        type: '/problems/version-invalid',
        title: 'version_number is not an integer',
        status: 400,
        detail: `version_number must be an integer (a JSON integer or decimal digits); received ${JSON.stringify(value)}.`,
        instance: route.path(),
        request_id: answer.headers['x-request-id'],
        call: route.call,
        supported: [1, 2, 3],
        received: value,
      });
      assert.deepEqual(await snapshot(), before);
    });
  }

  for (const value of [4, 0]) {
    test(`${name} with version_number ${value} answers 400 version-unsupported naming versions 1, 2 and 3, and changes nothing`, async () => {
      const before = await snapshot();
      const answer = await send(route, route.where === 'body' ? value : String(value));
      const body = assertProblem(answer, 400, 'version-unsupported', route.path());
      assert.deepEqual(body, {
        type: '/problems/version-unsupported',
        title: 'This version of the call is not supported',
        status: 400,
        detail: `${route.call} has no version ${value}; it supports versions 1, 2 and 3.`,
        instance: route.path(),
        request_id: answer.headers['x-request-id'],
        call: route.call,
        supported: [1, 2, 3],
        received: value,
      });
      assert.deepEqual(await snapshot(), before);
    });
  }

  test(`${name} with an action naming another call answers 400 action-mismatch and changes nothing`, async () => {
    const before = await snapshot();
    const answer = await send(route, 1, { action: 'somewhere-else' });
    const body = assertProblem(answer, 400, 'action-mismatch', route.path());
    assert.deepEqual(body, {
      type: '/problems/action-mismatch',
      title: "action does not name this route's call",
      status: 400,
      detail: `action is "somewhere-else" but this route serves the call "${route.call}"; leave action out or send "${route.call}".`,
      instance: route.path(),
      request_id: answer.headers['x-request-id'],
      expected: route.call,
      received: 'somewhere-else',
    });
    assert.deepEqual(await snapshot(), before);
  });
}

test('a POST with no body at all answers 400 version-missing for the body and stores nothing', async () => {
  const before = await snapshot();
  const answer = await server.request('POST', '/readings');
  const body = assertProblem(answer, 400, 'version-missing', '/readings');
  assert.equal(body.parameter_location, 'body');
  assert.deepEqual(body.supported, [1, 2, 3]);
  assert.deepEqual(await snapshot(), before);
});

test('version_number 2 in a form body is still validated as version 2', async () => {
  const before = await snapshot();
  const answer = await server.request('POST', '/locations', {
    form: { version_number: '2', ...Object.fromEntries(Object.entries(LOCATION_V1).map(([k, v]) => [k, String(v)])) },
  });
  const body = assertProblem(answer, 422, 'invalid-parameters', '/locations');
  assert.deepEqual(
    body.errors.map((e: any) => [e.parameter, e.code]),
    [
      ['speed', 'required'],
      ['timestamp', 'required'],
    ],
  );
  assert.deepEqual(await snapshot(), before);
});

test('version_number sent twice in a form body answers 400 version-invalid and changes nothing', async () => {
  const before = await snapshot();
  const answer = await server.request('POST', '/locations', {
    form: [
      ['version_number', '1'],
      ['version_number', '2'],
      ['longitude', '1'],
      ['latitude', '1'],
      ['altitude', '1'],
    ],
  });
  const body = assertProblem(answer, 400, 'version-invalid', '/locations');
  assert.deepEqual(body.supported, [1, 2, 3]);
  assert.deepEqual(await snapshot(), before);
});

test('version_number works as a JSON integer and as a string of digits, in the body and in the query', async () => {
  const asInteger = assertSuccess(await server.request('POST', '/locations', { json: { version_number: 1, ...LOCATION_V1 } }), 201);
  const asString = assertSuccess(await server.request('POST', '/locations', { json: { version_number: '1', ...LOCATION_V1 } }), 201);
  assert.equal(asInteger.meta.version_number, 1);
  assert.equal(asString.meta.version_number, 1);
  const leadingZero = assertSuccess(await server.request('GET', `/locations/${asString.data.id}?version_number=02`), 200);
  assert.equal(leadingZero.meta.version_number, 2);
  assert.deepEqual(leadingZero.data, { ...asString.data, speed: null, timestamp: null });
});

test("action naming the route's own call is accepted, in the body and in the query", async () => {
  const created = await server.request('POST', '/readings', { json: { version_number: 1, action: 'reading', ...READING_V1 } });
  const body = assertSuccess(created, 201);
  assert.equal(body.meta.action, 'reading');
  const read = await server.request('GET', `/readings/${body.data.id}?version_number=1&action=reading`);
  assert.deepEqual(assertSuccess(read, 200).data, body.data);
  const listed = await server.request('GET', '/readings?version_number=1&action=reading-list&limit=1');
  assert.equal(assertSuccess(listed, 200).meta.action, 'reading-list');
});

test('a version 1 create that sends speed answers 422 unknown whose message says speed was added in version 2', async () => {
  const before = await snapshot();
  const answer = await server.request('POST', '/locations', { json: { version_number: 1, ...LOCATION_V1, speed: 3 } });
  const body = assertProblem(answer, 422, 'invalid-parameters', '/locations');
  assert.deepEqual(body.errors, [
    {
      parameter: 'speed',
      code: 'unknown',
      received: 3,
      message: 'speed is not a parameter of location version 1: it was added in version 2; send version_number=2 to use it',
      expected: 'one of: longitude, latitude, altitude',
    },
  ]);
  assert.deepEqual(await snapshot(), before);
});

test('a version 1 PATCH that sends stdDev answers 422 unknown with the version 2 hint and changes nothing', async () => {
  const before = await snapshot();
  const answer = await server.request('PATCH', `/readings/${readingId}`, {
    xml: '<reading><version_number>1</version_number><stdDev>2</stdDev></reading>',
  });
  const body = assertProblem(answer, 422, 'invalid-parameters', `/readings/${readingId}`);
  assert.equal(body.errors.length, 1);
  assert.equal(body.errors[0].parameter, 'stdDev');
  assert.equal(body.errors[0].code, 'unknown');
  assert.match(body.errors[0].message, /added in version 2/);
  assert.deepEqual(await snapshot(), before);
});

test('a parameter no version has answers 422 unknown listing the parameters the version takes', async () => {
  const before = await snapshot();
  const answer = await server.request('POST', '/locations', { json: { version_number: 2, ...LOCATION_V2, heading: 90 } });
  const body = assertProblem(answer, 422, 'invalid-parameters', '/locations');
  assert.deepEqual(body.errors, [
    {
      parameter: 'heading',
      code: 'unknown',
      received: 90,
      message: 'heading is not a parameter of location version 2; it takes one of: longitude, latitude, altitude, speed, timestamp',
      expected: 'one of: longitude, latitude, altitude, speed, timestamp',
    },
  ]);
  assert.deepEqual(await snapshot(), before);
});

test('a version 2 create missing speed answers 422 required and stores nothing', async () => {
  const before = await snapshot();
  const { speed: _speed, ...withoutSpeed } = LOCATION_V2;
  const answer = await server.request('POST', '/locations', { json: { version_number: 2, ...withoutSpeed } });
  const body = assertProblem(answer, 422, 'invalid-parameters', '/locations');
  assert.deepEqual(body.errors, [
    {
      parameter: 'speed',
      code: 'required',
      expected: 'number from 0 to 299792458',
      message: 'speed is required by version 2 of location',
    },
  ]);
  assert.equal(body.detail, '1 parameter of location version 2 is invalid: speed.');
  assert.deepEqual(await snapshot(), before);
});

test('a version 1 reader of a location created in version 2 sees no speed or timestamp keys', async () => {
  const created = await create(server, 'locations', 2, LOCATION_V2);
  const one = assertSuccess(await server.request('GET', `/locations/${created.id}?version_number=1`), 200);
  assert.deepEqual(Object.keys(one.data), LOCATION_KEYS[1]);
  assert.ok(!('speed' in one.data) && !('timestamp' in one.data));
  const list = assertSuccess(await server.request('GET', '/locations?version_number=1&limit=1000'), 200);
  const listed = list.data.find((item: any) => item.id === created.id);
  assert.deepEqual(Object.keys(listed), LOCATION_KEYS[1]);
});

test('a version 2 reader of a location created in version 1 sees speed and timestamp as null', async () => {
  const created = await create(server, 'locations', 1, LOCATION_V1);
  const one = assertSuccess(await server.request('GET', `/locations/${created.id}?version_number=2`), 200);
  assert.deepEqual(one.data, { ...created, speed: null, timestamp: null });
  assert.deepEqual(Object.keys(one.data), LOCATION_KEYS[2]);
});

test('a version 1 PUT over a version 2 location replaces the version 1 fields and leaves speed and timestamp intact', async () => {
  const created = await create(server, 'locations', 2, LOCATION_V2);
  const replacement = { longitude: 13.4, latitude: 52.5, altitude: 34 };
  const answer = await server.request('PUT', `/locations/${created.id}`, {
    form: { version_number: '1', longitude: '13.4', latitude: '52.5', altitude: '34' },
  });
  const body = assertSuccess(answer, 200);
  assert.deepEqual(body.data, {
    id: created.id,
    ...replacement,
    created_at: created.created_at,
    updated_at: body.data.updated_at,
    created_by: null,
    updated_by: null,
  });
  assert.equal(body.meta.version_number, 1);
  assert.equal(body.meta.message, `Location ${created.id} replaced: longitude, latitude, altitude.`);
  assert.deepEqual(await rowById(server, 'locations', created.id), {
    id: created.id,
    created_at: created.created_at,
    updated_at: body.data.updated_at,
    ...replacement,
    speed: 1.4,
    timestamp: '2026-11-22T18:45:00Z',
    created_by: null,
    updated_by: null,
    // Version 3's columns (issue 18): never written here, so null.
    device: null,
    accuracy: null,
  });
  const asVersion2 = assertSuccess(await server.request('GET', `/locations/${created.id}?version_number=2`), 200);
  assert.deepEqual(asVersion2.data, { ...body.data, speed: 1.4, timestamp: '2026-11-22T18:45:00Z' });
});

test('a version 1 PUT over a version 2 reading leaves seen, span and stdDev intact', async () => {
  const created = await create(server, 'readings', 2, READING_V2);
  const replacement = { time: '2026-11-24T00:00:00Z', area: 'berlin', mean: 4, good: 10, number: 12 };
  const answer = await server.request('PUT', `/readings/${created.id}`, { json: { version_number: 1, ...replacement } });
  const body = assertSuccess(answer, 200);
  assert.deepEqual(body.data, {
    id: created.id,
    ...replacement,
    created_at: created.created_at,
    updated_at: body.data.updated_at,
    created_by: null,
    updated_by: null,
  });
  assert.deepEqual(await rowById(server, 'readings', created.id), {
    id: created.id,
    created_at: created.created_at,
    updated_at: body.data.updated_at,
    ...replacement,
    seen: 64,
    span: 60,
    std_dev: 0.8,
    created_by: null,
    updated_by: null,
    device: null,
    quantity: null,
    unit: null,
  });
});

test('a version 2 PUT over a version 1 location must send speed and timestamp, and then sets them', async () => {
  const created = await create(server, 'locations', 1, LOCATION_V1);
  const before = await snapshot();
  const refused = await server.request('PUT', `/locations/${created.id}`, { json: { version_number: 2, ...LOCATION_V1 } });
  assert.deepEqual(
    assertProblem(refused, 422, 'invalid-parameters', `/locations/${created.id}`).errors.map((e: any) => e.parameter),
    ['speed', 'timestamp'],
  );
  assert.deepEqual(await snapshot(), before);
  const accepted = await server.request('PUT', `/locations/${created.id}`, { json: { version_number: 2, ...LOCATION_V2 } });
  assert.deepEqual(assertSuccess(accepted, 200).data, { ...created, ...LOCATION_V2, updated_at: accepted.json().data.updated_at });
});
