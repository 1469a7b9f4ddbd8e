// Issue 3: each way a named-route request can be wrong, with the problem body it gets. Parameter
// problems are 422 invalid-parameters with every problem listed at once; cursors from elsewhere are
// 400 cursor-invalid and say so; an unknown origin is 404.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { LOCATION_V2, READING_V2, assertProblem, create } from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

let server: TestServer;
let location: any;
let reading: any;
let otherReading: any;
before(async () => {
  server = await startServer();
  location = await create(server, 'locations', 2, LOCATION_V2);
  await create(server, 'locations', 2, { ...LOCATION_V2, longitude: 7.2 });
  await create(server, 'locations', 2, { ...LOCATION_V2, longitude: 7.3 });
  reading = await create(server, 'readings', 2, READING_V2);
  otherReading = await create(server, 'readings', 2, { ...READING_V2, time: '2026-11-22T17:00:00Z' });
  await create(server, 'readings', 2, { ...READING_V2, time: '2026-11-22T16:00:00Z' });
});
after(() => server.close());

async function invalid(target: string): Promise<any[]> {
  const answer = await server.request('GET', target);
  const problem = assertProblem(answer, 422, 'invalid-parameters', target.split('?')[0]!);
  assert.match(problem.detail, /invalid: /);
  return problem.errors;
}

test('a malformed bbox and a bbox with parts out of range are one entry each, naming every bad part', async () => {
  assert.deepEqual(await invalid('/locations/search?version_number=1&bbox=7,50,8'), [
    {
      parameter: 'bbox',
      code: 'pattern',
      received: '7,50,8',
      expected:
        'minLon,minLat,maxLon,maxLat: four decimal numbers, longitudes from -180 to 180, latitudes from -90 to 90, minLat <= maxLat',
      message:
        'bbox must be minLon,minLat,maxLon,maxLat: four decimal numbers, longitudes from -180 to 180, latitudes from -90 to 90, minLat <= maxLat',
    },
  ]);
  const [entry] = await invalid('/locations/search?version_number=1&bbox=7,-91,8,95');
  assert.equal(entry.code, 'minimum');
  assert.equal(
    entry.message,
    'bbox is not a valid minLon,minLat,maxLon,maxLat: minLat (south edge) must be >= -90, not -91; maxLat (north edge) must be <= 90, not 95',
  );
  const [order] = await invalid('/locations/search?version_number=1&bbox=7,51,8,50');
  assert.equal(order.code, 'order');
  assert.match(order.message, /minLat must be <= maxLat \(51 against 50\): the south edge cannot lie north of the north edge/);
});

test('from after to is refused as instants compare, with the bbox problem in the same answer', async () => {
  const errors = await invalid(
    `/locations/search?version_number=2&bbox=x&from=${encodeURIComponent('2026-01-01T02:30:00+02:00')}&to=2026-01-01T00:15:00Z`,
  );
  assert.deepEqual(
    errors.map((e) => [e.parameter, e.code]),
    [
      ['bbox', 'pattern'],
      ['from', 'maximum'],
    ],
  );
  assert.equal(errors[1].message, 'from must be at or before to (2026-01-01T00:15:00Z): a time range cannot end before it starts');
  // 00:30Z against 00:15Z+... written with offsets whose text sorts the other way: accepted.
  const fine = await server.request(
    'GET',
    `/locations/search?version_number=2&from=${encodeURIComponent('2026-01-01T01:30:00+02:00')}&to=2026-01-01T00:15:00Z`,
  );
  assert.equal(fine.status, 200, fine.text);
});

test('a version 1 client filtering on timestamp is told the filter arrives with version 2', async () => {
  const [error] = await invalid('/locations/search?version_number=1&from=2026-01-01T00:00:00Z');
  assert.deepEqual(error, {
    parameter: 'from',
    code: 'unknown',
    received: '2026-01-01T00:00:00Z',
    expected: 'one of: bbox, limit, cursor',
    message: 'from is not a parameter of location-search version 1: it was added in version 2; send version_number=2 to use it',
  });
});

test('reading-search lists a bad area pattern, from after to and min_mean above max_mean at once', async () => {
  const errors = await invalid(
    '/readings/search?version_number=1&area=bonn%25&from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z&min_mean=5&max_mean=-1.5',
  );
  assert.deepEqual(errors, [
    {
      parameter: 'area',
      code: 'pattern',
      received: 'bonn%',
      expected: 'characters of an area (A-Z a-z 0-9 . _ : -), with * as the wildcard',
      message: 'area must be characters of an area (A-Z a-z 0-9 . _ : -), with * as the wildcard',
    },
    {
      parameter: 'from',
      code: 'maximum',
      received: '2026-02-01T00:00:00Z',
      expected: 'from <= to',
      message: 'from must be at or before to (2026-01-01T00:00:00Z): a time range cannot end before it starts',
    },
    {
      parameter: 'min_mean',
      code: 'maximum',
      received: 5,
      expected: 'min_mean <= max_mean',
      message: 'min_mean must be <= max_mean (-1.5): a mean range cannot end below its start',
    },
  ]);
  const summary = await invalid('/readings/summary?version_number=2&from=2026-02-01T00:00:00Z&to=2026-01-01T23:00:00-05:00');
  assert.deepEqual(
    summary.map((e) => [e.parameter, e.code]),
    [['from', 'maximum']],
  );
});

test('radius must be a number above 0 and at most half the circumference', async () => {
  const path = `/locations/${location.id}/nearby?version_number=1`;
  const cases: [string, string, string][] = [
    ['&radius=0', 'exclusiveMinimum', 'radius must be > 0'],
    ['&radius=-5', 'exclusiveMinimum', 'radius must be > 0'],
    ['&radius=20015116', 'maximum', 'radius must be <= 20015115'],
    ['', 'required', 'radius is required by version 1 of location-nearby'],
    ['&radius=abc', 'type', 'radius must be a number written in decimal, such as 1000; "abc" is not'],
  ];
  for (const [query, code, message] of cases) {
    const errors = await invalid(`${path}${query}`);
    assert.deepEqual(
      errors.map((e) => [e.parameter, e.code, e.message, e.expected]),
      [['radius', code, message, 'number of metres > 0 and at most 20015115']],
    );
  }
  assert.deepEqual(
    (await invalid(`${path}&radius=0&limit=0`)).map((e) => e.parameter),
    ['radius', 'limit'],
  );
});

test('nearby and history of an identifier that does not exist answer 404 resource-not-found', async () => {
  for (const [target, collection, noun] of [
    ['/locations/nope/nearby?version_number=1&radius=10', 'locations', 'location'],
    ['/readings/nope/history?version_number=2', 'readings', 'reading'],
  ]) {
    const problem = assertProblem(await server.request('GET', target!), 404, 'resource-not-found', target!.split('?')[0]!);
    assert.equal(problem.detail, `No ${noun} has id "nope". List /${collection} to find current identifiers.`);
    assert.deepEqual([problem.collection, problem.id], [collection, 'nope']);
  }
});

test("a cursor that is not ours, or is another route's or another origin's, is 400 cursor-invalid saying which", async () => {
  const cursorOf = async (target: string) => (await server.request('GET', target)).json().meta.next_cursor as string;
  const cases: [string, string, 'malformed' | 'foreign', RegExp][] = [
    ['/readings/search?version_number=1&cursor=not-a-cursor!', '/readings/search', 'malformed', /not one this service issued/],
    [
      `/readings/search?version_number=1&cursor=${await cursorOf('/readings?version_number=1&limit=1')}`,
      '/readings/search',
      'foreign',
      /belongs to another list \("readings"\), not "reading-search"/,
    ],
    [
      `/locations/latest?version_number=1&cursor=${await cursorOf('/locations/search?version_number=1&limit=1')}`,
      '/locations/latest',
      'foreign',
      /\("location-search"\), not "location-latest"/,
    ],
    [
      `/readings/${otherReading.id}/history?version_number=1&cursor=${await cursorOf(`/readings/${reading.id}/history?version_number=1&limit=1`)}`,
      `/readings/${otherReading.id}/history`,
      'foreign',
      new RegExp(`\\("reading-history:${reading.id}"\\)`),
    ],
    // A cursor of the right scope whose key is not a (distance, id) pair.
    [
      `/locations/${location.id}/nearby?version_number=1&radius=100000&cursor=${Buffer.from(JSON.stringify({ v: 1, s: `location-nearby:${location.id}`, k: '["x"]' })).toString('base64url')}`,
      `/locations/${location.id}/nearby`,
      'malformed',
      /not one this service issued/,
    ],
  ];
  for (const [target, instance, reason, detail] of cases) {
    const problem = assertProblem(await server.request('GET', target), 400, 'cursor-invalid', instance);
    assert.equal(problem.reason, reason, target);
    assert.match(problem.detail, detail);
  }
});

test('named routes take GET and HEAD only, and need version_number like every call', async () => {
  const post = await server.request('POST', '/readings/summary', { json: { version_number: 1 } });
  const problem = assertProblem(post, 405, 'method-not-allowed', '/readings/summary');
  assert.equal(post.headers.allow, 'GET, HEAD, OPTIONS');
  assert.deepEqual(problem.allowed, ['GET', 'HEAD', 'OPTIONS']);
  const missing = assertProblem(await server.request('GET', '/locations/latest'), 400, 'version-missing', '/locations/latest');
  assert.deepEqual([missing.call, missing.supported, missing.parameter_location], ['location-latest', [1, 2, 3], 'query']);
  const mismatch = assertProblem(
    await server.request('GET', '/readings/latest?version_number=1&action=reading-list'),
    400,
    'action-mismatch',
    '/readings/latest',
  );
  assert.equal(mismatch.expected, 'reading-latest');
  const head = await server.request('HEAD', '/readings/latest?version_number=1');
  assert.equal(head.status, 200);
  assert.equal(head.text, '');
});
