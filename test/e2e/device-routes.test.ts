// Issue 18: GET /devices/{id}/track and /devices/{id}/latest over HTTP. The track is a device's
// locations oldest `timestamp` first (instants, whatever offset each was written in; ties by id),
// with from/to from version 2 and keyset pages; latest is its newest location and the newest reading
// of each quantity. Both answer in the fields of the request's version (1 to 3), in JSON, XML and
// HTML, and refuse what every named route refuses.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LOCATION_KEYS, READING_KEYS, SERVER_KEYS, assertProblem, assertSuccess } from '../fixtures/resources.js';
import { ids, walk } from '../support/named-routes.js';
import { compareInstants, withinTime } from '../storage/conformance/reference.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const LOCATION_V3_KEYS = [...LOCATION_KEYS[2].slice(0, -SERVER_KEYS.length), 'device', 'accuracy', ...SERVER_KEYS];
const READING_V3_KEYS = [...READING_KEYS[2].slice(0, -SERVER_KEYS.length), 'quantity', 'unit', 'device', ...SERVER_KEYS];
const PAGE = { accept: 'text/html' };

/** The same instants in several offsets, out of order, three of them equal. */
const TIMESTAMPS = [
  '2026-11-22T18:45:00Z',
  '2026-11-22T19:30:00+01:00', // 18:30Z
  '2026-11-22T13:40:00-05:00', // 18:40Z
  '2026-11-22T18:40:00Z',
  '2026-11-23T00:10:00+05:30', // 18:40Z
  '2026-11-21T23:59:60Z',
  '2026-11-22T18:45:00.000000001Z',
  '2026-11-22T09:00:00+14:00', // the 21st, 19:00Z
  '2026-11-23T06:00:00Z',
  '2026-11-22T18:44:59.999Z',
  '2026-11-22T20:00:00+01:00', // 19:00Z
  '2026-11-22T18:00:00-00:30',
];

let server: TestServer;
let collar: string;
let idle: string;
let other: string;
/** The collar's locations as a version 3 reader sees them, oldest first. */
let track: any[];
/** The collar's readings as a version 3 reader sees them. */
let readings: any[];

async function post(collection: string, body: Record<string, unknown>): Promise<any> {
  const answer = await server.request('POST', `/${collection}`, { json: body });
  assert.equal(answer.status, 201, answer.text);
  return answer.json().data;
}

/** Instants to the nanosecond (a leap second included), then ids: the reference of the storage suite. */
const oldestFirst = (a: any, b: any) => compareInstants(a.timestamp, b.timestamp) || (a.id < b.id ? -1 : 1);

before(async () => {
  server = await startServer({ rateLimit: { limit: 0 } });
  collar = (await post('devices', { version_number: 1, name: 'Collar 17', kind: 'gps-collar' })).id;
  idle = (await post('devices', { version_number: 1, name: 'Spare' })).id;
  other = (await post('devices', { version_number: 1, name: 'Station 3', kind: 'weather-station' })).id;
  const location = (timestamp: string, index: number, device = collar) => ({
    version_number: 3,
    longitude: 7.1 + index / 100,
    latitude: 50.7 + index / 200,
    altitude: 60,
    speed: 1.4,
    timestamp,
    device,
    ...(index % 2 === 0 ? { accuracy: 4.5 } : {}),
  });
  const created = [];
  for (const [index, timestamp] of TIMESTAMPS.entries()) created.push(await post('locations', location(timestamp, index)));
  // Neither another device's location nor one without a device is on the collar's track.
  await post('locations', location('2026-11-22T18:41:00Z', 99, other));
  await post('locations', { version_number: 2, longitude: 7, latitude: 50, altitude: 1, speed: 0, timestamp: '2026-11-22T18:41:00Z' });
  track = created.sort(oldestFirst);
  const reading = (quantity: string, time: string, mean: number, device: string | null = collar) => ({
    version_number: 3,
    time,
    area: 'bonn:rheinaue',
    mean,
    good: 1,
    number: 1,
    seen: 1,
    span: 60,
    stdDev: 0.1,
    quantity,
    unit: quantity === 'relative_humidity' ? '%' : 'Cel',
    ...(device === null ? {} : { device }),
  });
  readings = [
    await post('readings', reading('air_temperature', '2026-11-22T18:00:00Z', 3.5)),
    await post('readings', reading('air_temperature', '2026-11-22T20:00:00+01:00', 4.5)), // 19:00Z, the newest
    await post('readings', reading('air_temperature', '2026-11-22T18:30:00Z', 4)),
    await post('readings', reading('relative_humidity', '2026-11-22T18:00:00Z', 80)),
    await post('readings', reading('relative_humidity', '2026-11-22T19:00:00+01:00', 81)), // the same instant: the larger id wins
    await post('readings', reading('air_temperature', '2026-11-23T00:00:00Z', 9, other)),
    await post('readings', reading('wind_speed', '2026-11-23T00:00:00Z', 2, null)),
  ];
  // A version 2 reading has no quantity: latest lists none such.
  await post('readings', {
    ...reading('x', '2026-11-24T00:00:00Z', 1),
    version_number: 2,
    quantity: undefined,
    unit: undefined,
    device: undefined,
  });
});
after(() => server?.close());

const trackOf = (device: string) => `/devices/${device}/track`;
const latestOf = (device: string) => `/devices/${device}/latest`;

describe('GET /devices/{id}/track', () => {
  test('answers the locations of the device, oldest timestamp first as instants, ties by id, in version 3 fields', async () => {
    const answer = await server.request('GET', `${trackOf(collar)}?version_number=3`);
    const body = assertSuccess(answer, 200);
    assert.deepEqual(ids(body.data), ids(track));
    assert.deepEqual(body.data, track);
    for (const item of body.data) assert.deepEqual(Object.keys(item), LOCATION_V3_KEYS);
    assert.deepEqual(body.meta, {
      action: 'device-track',
      version_number: 3,
      request_id: answer.headers['x-request-id'],
      message: `${track.length} locations of device ${collar}, oldest timestamp first; this is the last page.`,
      count: track.length,
      limit: 50,
      next_cursor: null,
    });
    assert.deepEqual(body.links, {
      self: `${trackOf(collar)}?version_number=3&limit=50`,
      collection: '/locations',
      next: null,
      device: `/devices/${collar}`,
    });
  });

  test('a version 1 or 2 client reads the same track in the fields of its version', async () => {
    for (const version of [1, 2] as const) {
      const body = assertSuccess(await server.request('GET', `${trackOf(collar)}?version_number=${version}`), 200);
      assert.deepEqual(ids(body.data), ids(track));
      for (const item of body.data) assert.deepEqual(Object.keys(item), LOCATION_KEYS[version]);
    }
  });

  test('pages with an opaque cursor, each location once, in order', async () => {
    const { items, pages } = await walk(server, trackOf(collar), { version_number: 3, limit: 5 });
    assert.deepEqual(ids(items), ids(track));
    assert.equal(pages, Math.ceil(track.length / 5));
  });

  test('from and to (version 2 on) are inclusive and compare instants, whatever the offsets', async () => {
    const ranges: [string | undefined, string | undefined][] = [
      ['2026-11-22T19:40:00+01:00', '2026-11-22T13:45:00-05:00'], // 18:40Z to 18:45Z
      ['2026-11-22T18:45:00.000000001Z', undefined],
      [undefined, '2026-11-22T00:00:00Z'],
      ['2026-11-22T19:00:00Z', '2026-11-22T19:00:00Z'],
    ];
    for (const [from, to] of ranges) {
      const query = { version_number: 2, ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }), limit: 3 };
      const { items } = await walk(server, trackOf(collar), query);
      const expected = track.filter((item) => withinTime(item.timestamp, from, to));
      assert.deepEqual(ids(items), ids(expected), JSON.stringify({ from, to }));
    }
  });

  test('an unknown device is 404 resource-not-found, in every version', async () => {
    for (const id of ['no-such-device', track[0].id, readings[0].id]) {
      const problem = assertProblem(await server.request('GET', `${trackOf(id)}?version_number=3`), 404, 'resource-not-found', trackOf(id));
      assert.equal(problem.detail, `No device has id "${id}". List /devices to find current identifiers.`);
    }
    assert.equal((await server.request('GET', `${trackOf('nope')}?version_number=1`)).status, 404);
  });

  test('a device without locations has an empty track', async () => {
    const body = assertSuccess(await server.request('GET', `${trackOf(idle)}?version_number=3`), 200);
    assert.deepEqual([body.data, body.meta.count, body.meta.next_cursor], [[], 0, null]);
  });

  test('bad from, to and limit are 422 invalid-parameters, all at once; from in version 1 is told it arrives with version 2', async () => {
    const target = `${trackOf(collar)}?version_number=3&from=yesterday&to=2026-13-01T00:00:00Z&limit=1001`;
    const problem = assertProblem(await server.request('GET', target), 422, 'invalid-parameters', trackOf(collar));
    assert.deepEqual(problem.errors.map((e: any) => e.parameter).sort(), ['from', 'limit', 'to']);
    for (const limit of ['0', 'abc', '1.5', '']) {
      const answer = await server.request('GET', `${trackOf(collar)}?version_number=3&limit=${limit}`);
      assert.equal(assertProblem(answer, 422, 'invalid-parameters', trackOf(collar)).errors[0].parameter, 'limit', limit);
    }
    const reversed = assertProblem(
      await server.request('GET', `${trackOf(collar)}?version_number=2&from=2026-11-22T20:00:00%2B01:00&to=2026-11-22T18:59:59Z`),
      422,
      'invalid-parameters',
      trackOf(collar),
    );
    assert.deepEqual([reversed.errors[0].parameter, reversed.errors[0].code], ['from', 'maximum']);
    const early = assertProblem(
      await server.request('GET', `${trackOf(collar)}?version_number=1&from=2026-11-22T00:00:00Z`),
      422,
      'invalid-parameters',
      trackOf(collar),
    );
    assert.equal(early.errors[0].code, 'unknown');
    assert.match(early.errors[0].message, /from is not a parameter of device-track version 1: it was added in version 2/);
  });

  test("a made-up cursor, another device's and another route's are 400 cursor-invalid", async () => {
    const first = (await server.request('GET', `${trackOf(collar)}?version_number=3&limit=2`)).json().meta.next_cursor as string;
    const latest = (await server.request('GET', '/locations/latest?version_number=3&limit=1')).json().meta.next_cursor as string;
    const cases: [string, string, 'malformed' | 'foreign'][] = [
      [collar, 'not-a-cursor!', 'malformed'],
      [other, first, 'foreign'],
      [collar, latest, 'foreign'],
    ];
    for (const [device, cursor, reason] of cases) {
      const answer = await server.request('GET', `${trackOf(device)}?version_number=3&cursor=${encodeURIComponent(cursor)}`);
      assert.equal(assertProblem(answer, 400, 'cursor-invalid', trackOf(device)).reason, reason);
    }
  });

  test('needs version_number, of a version the call has', async () => {
    const missing = assertProblem(await server.request('GET', trackOf(collar)), 400, 'version-missing', trackOf(collar));
    assert.deepEqual([missing.call, missing.supported], ['device-track', [1, 2, 3]]);
    assertProblem(await server.request('GET', `${trackOf(collar)}?version_number=4`), 400, 'version-unsupported', trackOf(collar));
  });
});

describe('GET /devices/{id}/latest', () => {
  test("answers the device's newest location and the newest reading of each quantity, in quantity order", async () => {
    const answer = await server.request('GET', `${latestOf(collar)}?version_number=3`);
    const body = assertSuccess(answer, 200);
    const newest = [...track].sort(oldestFirst).at(-1);
    assert.deepEqual(body.data.location, newest);
    // relative_humidity's two readings are at the same instant: the later id.
    assert.deepEqual(body.data.readings, [readings[1], readings[4]]);
    for (const item of body.data.readings) assert.deepEqual(Object.keys(item), READING_V3_KEYS);
    assert.deepEqual(body.meta, {
      action: 'device-latest',
      version_number: 3,
      request_id: answer.headers['x-request-id'],
      message: `What device ${collar} reported last: its newest location ${newest.id}, and the newest reading of 2 quantities.`,
    });
    assert.deepEqual(body.links, {
      self: `${latestOf(collar)}?version_number=3`,
      device: `/devices/${collar}`,
      track: `${trackOf(collar)}?version_number=3`,
    });
  });

  test('a version 1 or 2 client reads the same rows in the fields of its version', async () => {
    for (const version of [1, 2] as const) {
      const body = assertSuccess(await server.request('GET', `${latestOf(collar)}?version_number=${version}`), 200);
      assert.deepEqual(Object.keys(body.data.location), LOCATION_KEYS[version]);
      assert.deepEqual(ids(body.data.readings), [readings[1].id, readings[4].id]);
      for (const item of body.data.readings) assert.deepEqual(Object.keys(item), READING_KEYS[version]);
    }
  });

  test('a device that reported nothing has no location and no readings; an unknown one is 404', async () => {
    const body = assertSuccess(await server.request('GET', `${latestOf(idle)}?version_number=3`), 200);
    assert.deepEqual(body.data, { location: null, readings: [] });
    assertProblem(await server.request('GET', `${latestOf('gone')}?version_number=3`), 404, 'resource-not-found', latestOf('gone'));
    const unknown = assertProblem(
      await server.request('GET', `${latestOf(collar)}?version_number=3&limit=5`),
      422,
      'invalid-parameters',
      latestOf(collar),
    );
    assert.equal(unknown.errors[0].code, 'unknown');
  });
});

describe('formats and HEAD', () => {
  test('XML carries the same information, element for element', async () => {
    const answer = await server.request('GET', `${latestOf(idle)}.xml?version_number=3`);
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /^application\/xml/);
    assert.match(answer.text, /<data><location nil="true"\/><readings><\/readings><\/data>/);
    const latest = await server.request('GET', `${latestOf(collar)}?version_number=3`, { headers: { accept: 'application/xml' } });
    assert.match(latest.text, new RegExp(`<readings><i><id>${readings[1].id}</id>.*<quantity>air_temperature</quantity><unit>Cel</unit>`));
    const trackXml = await server.request('GET', `${trackOf(collar)}.xml?version_number=1&limit=2`);
    assert.equal(trackXml.status, 200);
    assert.equal(trackXml.text.match(/<i><id>/g)?.length, 2);
    assert.match(trackXml.text, /<next_cursor>[A-Za-z0-9_-]+<\/next_cursor>/);
    assert.doesNotMatch(trackXml.text, /<timestamp>/);
  });

  test('HEAD answers as GET without a body', async () => {
    for (const target of [`${trackOf(collar)}?version_number=3`, `${latestOf(collar)}?version_number=2`]) {
      const [get, head] = [await server.request('GET', target), await server.request('HEAD', target)];
      assert.equal(head.status, 200);
      assert.equal(head.text, '');
      assert.equal(head.headers['content-type'], get.headers['content-type']);
    }
    const missing = await server.request('HEAD', `${trackOf('nope')}?version_number=3`);
    assert.deepEqual([missing.status, missing.text], [404, '']);
  });

  test('the track page draws the track as an SVG polyline above the table of its locations', async () => {
    const answer = await server.request('GET', trackOf(collar), { headers: PAGE });
    assert.equal(answer.status, 200, answer.text);
    assert.match(String(answer.headers['content-type']), /^text\/html/);
    const svg = /<svg[^>]*class="chart track"[^>]*>[\s\S]*?<\/svg>/.exec(answer.text)?.[0];
    assert.ok(svg !== undefined, 'an inline SVG');
    assert.match(svg, /role="img"/);
    assert.match(svg, /<title id="track-title">Track of device/);
    assert.ok(svg.includes(`<desc id="track-desc">${track.length} locations in time order, from ${track[0].timestamp} at`), svg);
    const points = /<polyline[^>]*points="([^"]+)"/.exec(svg)?.[1]?.split(' ') ?? [];
    assert.equal(points.length, track.length);
    for (const point of points) assert.match(point, /^\d+(\.\d)?,\d+(\.\d)?$/);
    assert.ok(answer.text.indexOf('<svg') < answer.text.indexOf('<table class="items" id="results"'));
    const rows = [...answer.text.matchAll(/<tr data-id="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(rows, ids(track));
    assert.doesNotMatch(answer.text, /<script(?![^>]*src="\/assets\/)/);
  });

  test("the latest page shows the location and the readings table; the device's page links to both", async () => {
    const latest = await server.request('GET', latestOf(collar), { headers: PAGE });
    assert.equal(latest.status, 200, latest.text);
    assert.match(latest.text, /<h2 id="location-heading">Newest location<\/h2>/);
    const rows = [...latest.text.matchAll(/<tr data-id="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(rows, [readings[1].id, readings[4].id]);
    const empty = await server.request('GET', latestOf(idle), { headers: PAGE });
    assert.match(empty.text, /No location of this device yet/);
    const device = await server.request('GET', `/devices/${collar}`, { headers: PAGE });
    assert.match(device.text, new RegExp(`href="/devices/${collar}/track"`));
    assert.match(device.text, new RegExp(`href="/devices/${collar}/latest"`));
    const missing = await server.request('GET', trackOf('nope'), { headers: PAGE });
    assert.equal(missing.status, 404);
    assert.match(String(missing.headers['content-type']), /^text\/html/);
  });
});
