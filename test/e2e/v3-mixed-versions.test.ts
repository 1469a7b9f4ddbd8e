// Issue 18, rules across versions: clients of versions 1, 2 and 3 share the same rows. Rows written
// through versions 1 and 2 read as null in the fields version 3 adds; a version 1 or 2 update never
// clears a version 3 field; a version 3 PUT replaces every version 3 field, so it clears the optional
// ones it leaves out (a location's accuracy, a reading's device); a version 3 PATCH can give an old
// row its device; readers of versions 1 and 2 never see a version 3 field; each version's
// representation has its own ETag. Each write goes every way a client can send it (INTERFACE.md §4, §5).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  LOCATION_KEYS,
  LOCATION_V1,
  LOCATION_V2,
  READING_KEYS,
  READING_V1,
  READING_V2,
  assertSuccess,
  rowById,
} from '../fixtures/resources.js';
import type { Fields } from '../fixtures/resources.js';
import { assertProblem } from '../support/problem-assertions.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';
import {
  V3_FIELDS,
  V3_LOCATION_KEYS,
  V3_READING_KEYS,
  createDevice,
  createIn,
  locationV3,
  readIn,
  readingV3,
  updateWays,
  withoutUpdatedAt,
} from '../support/version-3.js';
import type { ResourceTable } from '../support/version-3.js';

let server: TestServer;
let device = '';
let otherDevice = '';
before(async () => {
  server = await startServer();
  device = await createDevice(server, 'Collar 18');
  otherDevice = await createDevice(server, 'Collar 19');
});
after(() => server.close());

const KEYS = {
  locations: { 1: LOCATION_KEYS[1], 2: LOCATION_KEYS[2], 3: V3_LOCATION_KEYS },
  readings: { 1: READING_KEYS[1], 2: READING_KEYS[2], 3: V3_READING_KEYS },
} as const;

/** The stored columns of the version 3 fields (their names are the fields' names). */
async function storedV3(collection: ResourceTable, id: string): Promise<Record<string, unknown>> {
  const row = await rowById(server, collection, id);
  assert.ok(row, `${collection} ${id} is stored`);
  return Object.fromEntries(V3_FIELDS[collection].map((field) => [field, row[field]]));
}

describe('rows written through versions 1 and 2 read as null in the version 3 fields', () => {
  for (const [collection, version, fields, nulls] of [
    ['locations', 1, LOCATION_V1, ['speed', 'timestamp', 'device', 'accuracy']],
    ['locations', 2, LOCATION_V2, ['device', 'accuracy']],
    ['readings', 1, READING_V1, ['seen', 'span', 'stdDev', 'quantity', 'unit', 'device']],
    ['readings', 2, READING_V2, ['quantity', 'unit', 'device']],
  ] as const) {
    test(`${collection} created with version ${version}, read with version 3: every field, the new ones null`, async () => {
      const created = await createIn(server, collection, version, fields);
      const read = await readIn(server, collection, created.id, 3);
      assert.deepEqual(Object.keys(read), KEYS[collection][3]);
      assert.deepEqual(read, { ...created, ...Object.fromEntries(nulls.map((name) => [name, null])) });
      assert.deepEqual(await storedV3(collection, created.id), Object.fromEntries(V3_FIELDS[collection].map((name) => [name, null])));
      // The list says the same, and XML says nil for each.
      const list = assertSuccess(await server.request('GET', `/${collection}?version_number=3&limit=1000`), 200);
      assert.deepEqual(
        list.data.find((item: any) => item.id === created.id),
        read,
      );
      const xml = await server.request('GET', `/${collection}/${created.id}.xml?version_number=3`);
      assert.equal(xml.status, 200, xml.text);
      for (const name of V3_FIELDS[collection]) assert.match(xml.text, new RegExp(`<${name} nil="true"/>`), name);
    });
  }
});

/** Changes a version 1 or 2 client makes: a PUT names every field of its version, a PATCH one. */
const OLD_WRITES: Record<ResourceTable, { version: 1 | 2; method: 'PUT' | 'PATCH'; fields: Fields }[]> = {
  locations: [
    { version: 1, method: 'PUT', fields: { longitude: 8.25, latitude: 51.5, altitude: 70 } },
    { version: 1, method: 'PATCH', fields: { altitude: 75 } },
    {
      version: 2,
      method: 'PUT',
      fields: { longitude: -3.5, latitude: -12.25, altitude: 5, speed: 2.5, timestamp: '2026-11-23T07:00:00+01:00' },
    },
    { version: 2, method: 'PATCH', fields: { speed: 3 } },
  ],
  readings: [
    { version: 1, method: 'PUT', fields: { time: '2026-11-23T06:00:00Z', area: 'bonn:auen', mean: 19.25, good: 10, number: 12 } },
    { version: 1, method: 'PATCH', fields: { mean: 18.75 } },
    {
      version: 2,
      method: 'PUT',
      fields: { time: '2026-11-23T06:30:00+01:00', area: 'bonn:auen', mean: -2.5, good: 1, number: 2, seen: 3, span: 30, stdDev: 1.25 },
    },
    { version: 2, method: 'PATCH', fields: { stdDev: 0.5 } },
  ],
};

function createdV3(collection: ResourceTable): Promise<any> {
  return createIn(
    server,
    collection,
    3,
    collection === 'locations' ? locationV3(device, { accuracy: 12.5 }) : readingV3(device, { quantity: 'relative_humidity', unit: '%' }),
  );
}

describe('a version 1 or 2 update never clears a version 3 field', () => {
  for (const collection of ['locations', 'readings'] as const) {
    for (const write of OLD_WRITES[collection]) {
      for (const way of updateWays(collection, write.method, { version_number: write.version, ...write.fields })) {
        test(`${collection}: version ${write.version} ${way.label} changes its fields only; every other field reads as before`, async () => {
          const created = await createdV3(collection);
          const answer = await server.request(way.method, `/${collection}/${created.id}`, way.options);
          const written = assertSuccess(answer, 200);
          assert.equal(written.meta.version_number, write.version);
          assert.deepEqual(Object.keys(written.data), KEYS[collection][write.version], 'the answer has the fields of the version only');
          const read = await readIn(server, collection, created.id, 3);
          assert.deepEqual(withoutUpdatedAt(read), withoutUpdatedAt({ ...created, ...write.fields }));
          assert.ok(read.updated_at >= created.updated_at, 'updated_at never goes back');
          assert.equal(read.updated_at, written.data.updated_at);
          const kept = collection === 'locations' ? { device, accuracy: 12.5 } : { quantity: 'relative_humidity', unit: '%', device };
          assert.deepEqual(await storedV3(collection, created.id), kept);
        });
      }
    }
  }
});

describe('a version 3 PUT replaces every version 3 field: the optional ones it leaves out are cleared', () => {
  for (const way of updateWays('locations', 'PUT', {})) {
    test(`a location's accuracy, ${way.label}`, async () => {
      const created = await createdV3('locations');
      const { accuracy, ...body } = locationV3(otherDevice, { latitude: 10.5 });
      assert.equal(accuracy, 4.5);
      const ways = updateWays('locations', 'PUT', { version_number: 3, ...body });
      const sent = ways.find((w) => w.label === way.label)!;
      const data = assertSuccess(await server.request(sent.method, `/locations/${created.id}`, sent.options), 200).data;
      const expected = { ...created, ...body, accuracy: null };
      assert.deepEqual(withoutUpdatedAt(data), withoutUpdatedAt(expected));
      assert.deepEqual(withoutUpdatedAt(await readIn(server, 'locations', created.id, 3)), withoutUpdatedAt(expected));
      assert.deepEqual(await storedV3('locations', created.id), { device: otherDevice, accuracy: null });
    });
  }

  for (const way of updateWays('readings', 'PUT', {})) {
    test(`a reading's device, ${way.label}`, async () => {
      const created = await createdV3('readings');
      const body = readingV3(undefined, { quantity: 'wind_speed', unit: 'm/s', mean: 4.25 });
      const sent = updateWays('readings', 'PUT', { version_number: 3, ...body }).find((w) => w.label === way.label)!;
      const data = assertSuccess(await server.request(sent.method, `/readings/${created.id}`, sent.options), 200).data;
      const expected = { ...created, ...body, device: null };
      assert.deepEqual(withoutUpdatedAt(data), withoutUpdatedAt(expected));
      assert.deepEqual(withoutUpdatedAt(await readIn(server, 'readings', created.id, 3)), withoutUpdatedAt(expected));
      assert.deepEqual(await storedV3('readings', created.id), { quantity: 'wind_speed', unit: 'm/s', device: null });
    });
  }

  test('a version 3 PUT that names them keeps them; a version 3 PATCH of other fields leaves them', async () => {
    const location = await createdV3('locations');
    const put = await server.request('PUT', `/locations/${location.id}`, {
      json: { version_number: 3, ...locationV3(device, { accuracy: 7 }) },
    });
    assert.deepEqual([assertSuccess(put, 200).data.device, put.json().data.accuracy], [device, 7]);
    const patched = await server.request('PATCH', `/locations/${location.id}`, { json: { version_number: 3, speed: 9 } });
    assert.deepEqual(withoutUpdatedAt(assertSuccess(patched, 200).data), withoutUpdatedAt({ ...put.json().data, speed: 9 }));
    const reading = await createdV3('readings');
    const rput = await server.request('PUT', `/readings/${reading.id}`, { json: { version_number: 3, ...readingV3(otherDevice) } });
    assert.equal(assertSuccess(rput, 200).data.device, otherDevice);
    const rpatch = await server.request('PATCH', `/readings/${reading.id}`, { json: { version_number: 3, mean: 1.5 } });
    assert.deepEqual(withoutUpdatedAt(assertSuccess(rpatch, 200).data), withoutUpdatedAt({ ...rput.json().data, mean: 1.5 }));
  });
});

describe('a version 3 PATCH gives a version 1 row its device', () => {
  for (const collection of ['locations', 'readings'] as const) {
    for (const way of updateWays(collection, 'PATCH', {})) {
      test(`${collection}: ${way.label} sets device and nothing else; the version 1 reader sees the row as before`, async () => {
        const created = await createIn(server, collection, 1, collection === 'locations' ? LOCATION_V1 : READING_V1);
        const asV3 = await readIn(server, collection, created.id, 3);
        const sent = updateWays(collection, 'PATCH', { version_number: 3, device }).find((w) => w.label === way.label)!;
        const answer = await server.request(sent.method, `/${collection}/${created.id}`, sent.options);
        const body = assertSuccess(answer, 200);
        assert.match(body.meta.message, /updated: device\.$/);
        assert.deepEqual(withoutUpdatedAt(body.data), withoutUpdatedAt({ ...asV3, device }));
        assert.deepEqual(withoutUpdatedAt(await readIn(server, collection, created.id, 3)), withoutUpdatedAt({ ...asV3, device }));
        const asV1 = await readIn(server, collection, created.id, 1);
        assert.deepEqual(Object.keys(asV1), KEYS[collection][1]);
        assert.deepEqual(withoutUpdatedAt(asV1), withoutUpdatedAt(created));
        assert.equal((await rowById(server, collection, created.id))?.device, device);
      });
    }
  }

  test('an unknown device in that PATCH is refused and the version 1 row stays without one', async () => {
    const created = await createIn(server, 'locations', 1, LOCATION_V1);
    const path = `/locations/${created.id}`;
    const problem = assertProblem(
      await server.request('PATCH', path, { json: { version_number: 3, device: '01JNEVEREXISTED0000000000Z' } }),
      'invalid-parameters',
      path,
    );
    assert.deepEqual(
      problem.errors.map((e: any) => [e.parameter, e.code, e.received]),
      [['device', 'unknown-device', '01JNEVEREXISTED0000000000Z']],
    );
    assert.deepEqual(await readIn(server, 'locations', created.id, 1), created);
    assert.equal((await rowById(server, 'locations', created.id))?.device, null);
  });
});

describe('readers of versions 1 and 2 never see a version 3 field', () => {
  let location: any;
  let reading: any;
  before(async () => {
    location = await createIn(server, 'locations', 3, locationV3(device, { accuracy: 2 }));
    reading = await createIn(server, 'readings', 3, readingV3(device, { area: 'mixed:versions' }));
  });

  for (const version of [1, 2] as const) {
    test(`version ${version}: by id, in the list, the searches and the named routes, exactly the version's keys`, async () => {
      const targets: [ResourceTable, string, () => string][] = [
        ['locations', 'by id', () => `/locations/${location.id}`],
        ['locations', 'list', () => '/locations?limit=1000'],
        ['locations', 'search', () => '/locations/search?bbox=-180,-90,180,90&limit=1000'],
        ['locations', 'latest', () => '/locations/latest?limit=1000'],
        ['readings', 'by id', () => `/readings/${reading.id}`],
        ['readings', 'list', () => '/readings?limit=1000'],
        ['readings', 'search', () => '/readings/search?area=mixed:*'],
        ['readings', 'latest', () => '/readings/latest?area=mixed:versions'],
        ['readings', 'history', () => `/readings/${reading.id}/history`],
      ];
      for (const [collection, label, path] of targets) {
        const target = path();
        const answer = await server.request('GET', `${target}${target.includes('?') ? '&' : '?'}version_number=${version}`);
        const body = assertSuccess(answer, 200);
        assert.equal(body.meta.version_number, version);
        const items = Array.isArray(body.data) ? body.data : [body.data];
        const id = collection === 'locations' ? location.id : reading.id;
        assert.ok(
          items.some((item: any) => item.id === id),
          `${collection} ${label} lists the version 3 row`,
        );
        for (const item of items) assert.deepEqual(Object.keys(item), KEYS[collection][version], `${collection} ${label}`);
        const original = collection === 'locations' ? location : reading;
        const mine = items.find((item: any) => item.id === id);
        assert.deepEqual(
          mine,
          Object.fromEntries(KEYS[collection][version].map((key) => [key, original[key]])),
          `${collection} ${label}: the version's fields as stored`,
        );
      }
    });

    test(`version ${version}: XML by id has no element of a version 3 field`, async () => {
      for (const [collection, id] of [
        ['locations', location.id],
        ['readings', reading.id],
      ] as const) {
        const answer = await server.request('GET', `/${collection}/${id}.xml?version_number=${version}`);
        assert.equal(answer.status, 200, answer.text);
        for (const name of V3_FIELDS[collection]) assert.doesNotMatch(answer.text, new RegExp(`<${name}[ />]`), `${collection} ${name}`);
        assert.match(answer.text, collection === 'locations' ? /<altitude>60<\/altitude>/ : /<area>mixed:versions<\/area>/);
      }
    });
  }
});

describe('each version of a resource has its own ETag', () => {
  for (const collection of ['locations', 'readings'] as const) {
    test(`${collection}: three versions, three ETags; If-None-Match matches its own version only`, async () => {
      const created = await createdV3(collection);
      const path = `/${collection}/${created.id}`;
      const tags: string[] = [];
      for (const version of [1, 2, 3]) {
        const answer = await server.request('GET', `${path}?version_number=${version}`);
        assert.equal(answer.status, 200, answer.text);
        assert.match(String(answer.headers.etag), /^"[^"]+"$/);
        tags.push(String(answer.headers.etag));
      }
      assert.equal(new Set(tags).size, 3, `distinct: ${tags.join(' ')}`);
      for (const [index, version] of [1, 2, 3].entries()) {
        const own = await server.request('GET', `${path}?version_number=${version}`, { headers: { 'if-none-match': tags[index]! } });
        assert.equal(own.status, 304, `version ${version} with its own ETag`);
        const others = tags.filter((_, i) => i !== index).join(', ');
        const other = await server.request('GET', `${path}?version_number=${version}`, { headers: { 'if-none-match': others } });
        assert.equal(other.status, 200, `version ${version} with the other versions' ETags`);
        assert.equal(other.headers.etag, tags[index]);
      }
    });

    test(`${collection}: a version 1 PUT with the version 3 ETag in If-Match is 412 and changes nothing; with its own it is taken`, async () => {
      const created = await createdV3(collection);
      const path = `/${collection}/${created.id}`;
      const v1Tag = String((await server.request('GET', `${path}?version_number=1`)).headers.etag);
      const v3Tag = String((await server.request('GET', `${path}?version_number=3`)).headers.etag);
      const put = OLD_WRITES[collection][0]!;
      const stale = await server.request('PUT', path, { json: { version_number: 1, ...put.fields }, headers: { 'if-match': v3Tag } });
      assert.equal(assertProblem(stale, 'precondition-failed', path).etag, v1Tag);
      assert.deepEqual(await readIn(server, collection, created.id, 3), created);
      const taken = await server.request('PUT', path, { json: { version_number: 1, ...put.fields }, headers: { 'if-match': v1Tag } });
      assertSuccess(taken, 200);
      const read = await server.request('GET', `${path}?version_number=3`);
      assert.notEqual(read.headers.etag, v3Tag, 'the version 3 representation changed with it');
      assert.deepEqual(
        await storedV3(collection, created.id),
        Object.fromEntries(V3_FIELDS[collection].map((name) => [name, created[name]])),
      );
    });
  }
});
