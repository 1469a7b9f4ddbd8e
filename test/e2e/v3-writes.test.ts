// Issue 18, "Bad input": version 3 of location (device required, accuracy optional) and of reading
// (quantity and unit required, device optional) refuse each mistake with its own answer and change
// nothing, whichever way the write travels: a create, PUT and PATCH in JSON, form and XML bodies,
// the same through POST with `_method` or X-HTTP-Method-Override, an idempotent create, and bulk
// ingest (JSON array and NDJSON, atomic or not). Each refusal is checked against every row of the
// three tables before and after, and against the resource as a version 3 client reads it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BODY_FORMATS, LOCATION_V2, READING_V2, assertSuccess, rowById } from '../fixtures/resources.js';
import type { BodyFormat, Fields } from '../fixtures/resources.js';
import { assertProblem } from '../support/problem-assertions.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';
import {
  V3_LOCATION_KEYS,
  V3_READING_KEYS,
  createDevice,
  createIn,
  createWay,
  errorTriples,
  formatOf,
  locationV3,
  readIn,
  readingV3,
  receivedAs,
  snapshot,
  updateWays,
} from '../support/version-3.js';
import type { ResourceTable, Way } from '../support/version-3.js';

let server: TestServer;
/** The ids the cases name: a device, a deleted one, a location and a reading (ids of other collections). */
const ids = { device: '', deleted: '', location: '', reading: '' };
/** An id no device ever had (the form of the server's ids, so only its absence refuses it). */
const NEVER = '01JNEVEREXISTED0000000000Z';

before(async () => {
  server = await startServer();
  ids.device = await createDevice(server, 'Collar 18');
  ids.deleted = await createDevice(server, 'Retired collar');
  assertSuccess(await server.request('DELETE', `/devices/${ids.deleted}?version_number=1`), 200);
  ids.location = (await createIn(server, 'locations', 3, locationV3(ids.device))).id;
  ids.reading = (await createIn(server, 'readings', 3, readingV3(ids.device))).id;
});
after(() => server.close());

const UNKNOWN_DEVICE = /names no device: it does not exist, was deleted, or is the id of something else; GET \/devices lists them$/;

interface BadCase {
  title: string;
  collection: ResourceTable;
  version: 2 | 3;
  /** The parameters that make a complete body of the version wrong. */
  bad: () => Fields;
  /** Parameters left out of the complete body (a create or PUT only). */
  omit?: string[];
  /** `[parameter, code, received]` of the refusal; `received` as JSON would carry it. */
  errors: () => [string, string, string | number | undefined][];
  /** The first error's message. */
  message: RegExp;
}

function unknownDevice(collection: ResourceTable, title: string, id: () => string): BadCase {
  return {
    title: `${title}: 422 unknown-device with the id`,
    collection,
    version: 3,
    bad: () => ({ device: id() }),
    errors: () => [['device', 'unknown-device', id()]],
    message: UNKNOWN_DEVICE,
  };
}

const CASES: BadCase[] = [];
for (const collection of ['locations', 'readings'] as const) {
  CASES.push(
    unknownDevice(collection, 'a device that never existed', () => NEVER),
    unknownDevice(collection, 'a device that was deleted', () => ids.deleted),
    unknownDevice(collection, 'the id of a location as device', () => ids.location),
    unknownDevice(collection, 'the id of a reading as device', () => ids.reading),
    {
      title: 'device with version 2: 422 unknown, saying it exists in version 3',
      collection,
      version: 2,
      bad: () => ({ device: ids.device }),
      errors: () => [['device', 'unknown', ids.device]],
      message: /^device is not a parameter of .* version 2: it was added in version 3; send version_number=3 to use it$/,
    },
  );
}
CASES.push(
  {
    title: 'a version 3 location without device: 422 required',
    collection: 'locations',
    version: 3,
    bad: () => ({}),
    omit: ['device'],
    errors: () => [['device', 'required', undefined]],
    message: /^device is required by version 3 of location$/,
  },
  {
    title: 'accuracy -1: 422 minimum',
    collection: 'locations',
    version: 3,
    bad: () => ({ accuracy: -1 }),
    errors: () => [['accuracy', 'minimum', -1]],
    message: /^accuracy must be >= 0$/,
  },
  {
    title: 'accuracy 100001: 422 maximum',
    collection: 'locations',
    version: 3,
    bad: () => ({ accuracy: 100001 }),
    errors: () => [['accuracy', 'maximum', 100001]],
    message: /^accuracy must be <= 100000$/,
  },
  {
    title: 'accuracy with version 2: 422 unknown, saying it exists in version 3',
    collection: 'locations',
    version: 2,
    bad: () => ({ accuracy: 3 }),
    errors: () => [['accuracy', 'unknown', 3]],
    message: /it was added in version 3/,
  },
  {
    title: 'a unit that is not UCUM: 422 ucum',
    collection: 'readings',
    version: 3,
    bad: () => ({ unit: 'blorp' }),
    errors: () => [['unit', 'ucum', 'blorp']],
    message: /^blorp is not a UCUM code .*case-sensitive/,
  },
  {
    title: 'unit °C: 422 ucum, suggesting Cel',
    collection: 'readings',
    version: 3,
    bad: () => ({ unit: '°C' }),
    errors: () => [['unit', 'ucum', '°C']],
    message: /^°C is not a UCUM code; did you mean Cel \(degree Celsius\)/,
  },
  {
    title: 'unit C (the coulomb) for air_temperature: 422 ucum, suggesting Cel, K and [degF]',
    collection: 'readings',
    version: 3,
    bad: () => ({ quantity: 'air_temperature', unit: 'C' }),
    errors: () => [['unit', 'ucum', 'C']],
    message:
      /^C is the UCUM code of the coulomb .*cannot measure air_temperature; did you mean Cel \(degree Celsius\), K \(kelvin\) or \[degF\]/,
  },
  {
    title: 'an empty unit for a dimensionless quantity: 422 minLength, pointing at 1',
    collection: 'readings',
    version: 3,
    bad: () => ({ quantity: 'relative_humidity', unit: '' }),
    errors: () => [['unit', 'minLength', '']],
    message: /^unit is empty; send a UCUM code .*; 1 for a dimensionless quantity$/,
  },
  {
    title: 'a quantity with capitals: 422 pattern',
    collection: 'readings',
    version: 3,
    bad: () => ({ quantity: 'Air_Temperature' }),
    errors: () => [['quantity', 'pattern', 'Air_Temperature']],
    message: /^quantity must be 1 to 64 characters of a-z 0-9 _$/,
  },
  {
    title: 'a quantity of 65 characters: 422 maxLength',
    collection: 'readings',
    version: 3,
    bad: () => ({ quantity: 'q'.repeat(65) }),
    errors: () => [['quantity', 'maxLength', 'q'.repeat(65)]],
    message: /^quantity must have at most 64 characters$/,
  },
  {
    title: 'a version 3 reading without unit: 422 required',
    collection: 'readings',
    version: 3,
    bad: () => ({}),
    omit: ['unit'],
    errors: () => [['unit', 'required', undefined]],
    message: /^unit is required by version 3 of reading$/,
  },
  {
    title: 'quantity and unit with version 2: 422 unknown, each saying it exists in version 3',
    collection: 'readings',
    version: 2,
    bad: () => ({ quantity: 'air_temperature', unit: 'Cel' }),
    errors: () => [
      ['quantity', 'unknown', 'air_temperature'],
      ['unit', 'unknown', 'Cel'],
    ],
    message: /^quantity is not a parameter of reading version 2: it was added in version 3/,
  },
);

/** A complete body of the case's version with its mistake in it. */
function fullBody(c: BadCase): Fields {
  const complete =
    c.collection === 'locations'
      ? c.version === 3
        ? locationV3(ids.device)
        : LOCATION_V2
      : c.version === 3
        ? readingV3(ids.device)
        : READING_V2;
  const body: Fields = { version_number: c.version, ...complete, ...c.bad() };
  for (const name of c.omit ?? []) delete body[name];
  return body;
}

/** Sends the write, checks the 422 in full, and that no row of any table and no answer to a version 3 GET changed. */
async function assertRefused(c: BadCase, way: Way, path: string, member?: string): Promise<void> {
  const rows = await snapshot(server);
  const read = member === undefined ? undefined : await readIn(server, c.collection, member, 3);
  const answer = await server.request(way.method, path, way.options);
  const problem = assertProblem(answer, 'invalid-parameters', path);
  const format: BodyFormat = formatOf(way);
  const expected = c
    .errors()
    .map(([parameter, code, received]) => [parameter, code, received === undefined ? undefined : receivedAs(format, received)]);
  assert.deepEqual(errorTriples(problem), expected);
  assert.match(problem.errors[0].message, c.message);
  for (const error of problem.errors) {
    assert.match(problem.detail, new RegExp(error.parameter), 'the detail names each refused parameter');
    assert.equal(typeof error.expected, 'string');
  }
  if (c.errors()[0]![1] === 'unknown-device') {
    assert.match(problem.detail, /^Nothing was stored: device ".+" names no device/);
    assert.equal(problem.errors[0].expected, 'the id of an existing device');
  }
  assert.deepEqual(await snapshot(server), rows, 'no row of any table changed');
  if (member !== undefined) assert.deepEqual(await readIn(server, c.collection, member, 3), read, 'the resource reads as before');
}

for (const c of CASES) {
  describe(`${c.collection}: ${c.title}, and nothing changes`, () => {
    for (const format of BODY_FORMATS) {
      test(`create, POST (${format})`, async () => {
        await assertRefused(c, createWay(c.collection, format, fullBody(c)), `/${c.collection}`);
      });
    }
    // The ways are named here; their bodies are built in the test, once the ids exist.
    for (const way of updateWays(c.collection, 'PUT', {})) {
      test(`replace, ${way.label}`, async () => {
        const fresh = updateWays(c.collection, 'PUT', fullBody(c)).find((w) => w.label === way.label)!;
        const member = c.collection === 'locations' ? ids.location : ids.reading;
        await assertRefused(c, fresh, `/${c.collection}/${member}`, member);
      });
    }
    // A PATCH names only what it changes, so a parameter left out is no mistake there.
    if (c.omit === undefined) {
      for (const way of updateWays(c.collection, 'PATCH', {})) {
        test(`partial update, ${way.label}`, async () => {
          const fresh = updateWays(c.collection, 'PATCH', { version_number: c.version, ...c.bad() }).find((w) => w.label === way.label)!;
          const member = c.collection === 'locations' ? ids.location : ids.reading;
          await assertRefused(c, fresh, `/${c.collection}/${member}`, member);
        });
      }
    }
  });
}

describe('what version 3 accepts, in every body format', () => {
  for (const format of BODY_FORMATS) {
    test(`units 1 and % for a dimensionless quantity are stored as sent (POST ${format})`, async () => {
      for (const unit of ['1', '%']) {
        const fields = readingV3(ids.device, { quantity: 'relative_humidity', unit, mean: 64.5 });
        const answer = await server.request('POST', '/readings', createWay('readings', format, { version_number: 3, ...fields }).options);
        const data = assertSuccess(answer, 201).data;
        assert.deepEqual(Object.keys(data), V3_READING_KEYS);
        assert.deepEqual([data.quantity, data.unit, data.device, data.mean], ['relative_humidity', unit, ids.device, 64.5]);
        const row = await rowById(server, 'readings', data.id);
        assert.deepEqual([row?.quantity, row?.unit, row?.device], ['relative_humidity', unit, ids.device]);
      }
    });

    test(`UCUM codes with brackets, quotients and prefixes, a quantity of 64 characters, and accuracy 0 and 100000 are stored (POST ${format})`, async () => {
      for (const [quantity, unit] of [
        ['air_temperature', '[degF]'],
        ['wind_speed', 'm/s'],
        ['q'.repeat(64), 'hPa'],
      ] as const) {
        const answer = await server.request(
          'POST',
          '/readings',
          createWay('readings', format, { version_number: 3, ...readingV3(undefined, { quantity, unit }) }).options,
        );
        const data = assertSuccess(answer, 201).data;
        assert.deepEqual([data.quantity, data.unit, data.device], [quantity, unit, null]);
      }
      for (const accuracy of [0, 100000]) {
        const answer = await server.request(
          'POST',
          '/locations',
          createWay('locations', format, { version_number: 3, ...locationV3(ids.device, { accuracy }) }).options,
        );
        const data = assertSuccess(answer, 201).data;
        assert.deepEqual(Object.keys(data), V3_LOCATION_KEYS);
        assert.deepEqual([data.device, data.accuracy], [ids.device, accuracy]);
        assert.equal((await rowById(server, 'locations', data.id))?.accuracy, accuracy);
      }
    });
  }

  test('a PATCH through every way sets unit % on a relative humidity reading and names an existing device', async () => {
    const reading = await createIn(server, 'readings', 3, readingV3(undefined, { quantity: 'relative_humidity', unit: '1' }));
    const other = await createDevice(server, 'Mast 4');
    for (const way of updateWays('readings', 'PATCH', { version_number: 3, unit: '%', device: other })) {
      assertSuccess(
        await server.request('PATCH', `/readings/${reading.id}`, { json: { version_number: 3, unit: '1', device: ids.device } }),
        200,
      );
      const answer = await server.request(way.method, `/readings/${reading.id}`, way.options);
      const data = assertSuccess(answer, 200).data;
      assert.deepEqual([data.unit, data.device, data.quantity], ['%', other, 'relative_humidity'], way.label);
    }
  });
});

describe('an idempotent create (Idempotency-Key) with an unknown device', () => {
  for (const collection of ['locations', 'readings'] as const) {
    for (const format of ['json', 'form'] as const) {
      test(`${collection} (${format}): 422 unknown-device and nothing stored, twice; a retry with a valid device and a new key is created once`, async () => {
        const fields = (device: string) => ({
          version_number: 3,
          ...(collection === 'locations' ? locationV3(device) : readingV3(device)),
        });
        const rows = await snapshot(server);
        const key = `v3-${collection}-${format}-unknown`;
        for (let attempt = 0; attempt < 2; attempt++) {
          const answer = await server.request('POST', `/${collection}`, {
            ...createWay(collection, format, fields(NEVER)).options,
            headers: { 'idempotency-key': key },
          });
          const problem = assertProblem(answer, 'invalid-parameters', `/${collection}`);
          assert.deepEqual(errorTriples(problem), [['device', 'unknown-device', NEVER]]);
          assert.equal(answer.headers['idempotent-replayed'], undefined);
          assert.deepEqual(await snapshot(server), rows, `attempt ${attempt + 1} stored nothing`);
        }
        const valid = { ...createWay(collection, format, fields(ids.device)).options, headers: { 'idempotency-key': `${key}-retry` } };
        const created = assertSuccess(await server.request('POST', `/${collection}`, valid), 201).data;
        assert.equal(created.device, ids.device);
        const replayed = await server.request('POST', `/${collection}`, valid);
        assert.equal(assertSuccess(replayed, 201).data.id, created.id);
        assert.equal(replayed.headers['idempotent-replayed'], 'true');
        assert.equal(await server.count(collection), rows[collection].length + 1);
        assert.equal((await rowById(server, collection, created.id))?.device, ids.device);
      });
    }
  }
});

describe('bulk ingest of version 3', () => {
  const NDJSON = { 'content-type': 'application/x-ndjson' };
  const ndjson = (items: readonly unknown[]) => `${items.map((item) => JSON.stringify(item)).join('\n')}\n`;

  /** Locations: valid, unknown, deleted, a location's id, valid, accuracy out of range, no device. */
  function locationItems(): Fields[] {
    const items = [
      locationV3(ids.device, { altitude: 1 }),
      locationV3(NEVER),
      locationV3(ids.deleted),
      locationV3(ids.location),
      locationV3(ids.device, { altitude: 5 }),
      locationV3(ids.device, { accuracy: 100001 }),
      { ...LOCATION_V2 },
    ];
    return items;
  }
  const LOCATION_RESULTS = () => [
    [201, []],
    [422, [['device', 'unknown-device', NEVER]]],
    [422, [['device', 'unknown-device', ids.deleted]]],
    [422, [['device', 'unknown-device', ids.location]]],
    [201, []],
    [422, [['accuracy', 'maximum', 100001]]],
    [422, [['device', 'required', undefined]]],
  ];

  /** Readings: valid, unknown device, °C, valid without device, a reading's id as device, unit 1. */
  function readingItems(): Fields[] {
    return [
      readingV3(ids.device),
      readingV3(NEVER),
      readingV3(ids.device, { unit: '°C' }),
      readingV3(undefined, { quantity: 'relative_humidity', unit: '%' }),
      readingV3(ids.reading),
      readingV3(ids.device, { quantity: 'relative_humidity', unit: '1' }),
    ];
  }
  const READING_RESULTS = () => [
    [201, []],
    [422, [['device', 'unknown-device', NEVER]]],
    [422, [['unit', 'ucum', '°C']]],
    [201, []],
    [422, [['device', 'unknown-device', ids.reading]]],
    [201, []],
  ];

  for (const [collection, items, results] of [
    ['locations', locationItems, LOCATION_RESULTS],
    ['readings', readingItems, READING_RESULTS],
  ] as const) {
    for (const body of ['JSON array', 'NDJSON'] as const) {
      test(`${collection}, ${body}: per-item results, the valid items stored exactly, the refused ones not at all`, async () => {
        const before = await snapshot(server);
        const list = items();
        const options = body === 'NDJSON' ? { body: ndjson(list), headers: NDJSON } : { json: list };
        const answer = await server.request('POST', `/${collection}?version_number=3`, options);
        const batch = assertSuccess(answer, 200);
        const expected = results();
        const created = expected.filter(([status]) => status === 201).length;
        assert.deepEqual(
          [batch.meta.received, batch.meta.created, batch.meta.failed, batch.meta.atomic],
          [list.length, created, list.length - created, false],
        );
        assert.deepEqual(
          batch.data.map((r: any) => [r.status, r.errors === undefined ? [] : errorTriples(r)]),
          expected,
        );
        batch.data.forEach((result: any, index: number) => {
          assert.equal(result.index, index);
          if (body === 'NDJSON' && result.status !== 201) assert.equal(result.line, index + 1);
          if (result.status === 422) assert.equal(result.type, '/problems/invalid-parameters');
        });
        for (const [index, result] of (batch.data as any[]).entries()) {
          if (result.status !== 201) continue;
          const stored = await readIn(server, collection, result.id, 3);
          for (const [name, value] of Object.entries(list[index]!)) assert.equal(stored[name], value, `${index}.${name}`);
        }
        const after = await snapshot(server);
        assert.equal(after[collection].length, before[collection].length + created);
        assert.deepEqual(
          after[collection].filter((row) => !batch.data.some((r: any) => r.id === row.id)),
          before[collection],
          'the rows that were there are untouched',
        );
        assert.deepEqual(after.devices, before.devices);
      });

      test(`${collection}, ${body}, atomic=true with one unknown device: 422 batch-invalid naming it, and nothing stored`, async () => {
        const before = await snapshot(server);
        const list = [items()[0]!, { ...items()[0]!, device: NEVER }, items()[0]!];
        const options = body === 'NDJSON' ? { body: ndjson(list), headers: NDJSON } : { json: list };
        const answer = await server.request('POST', `/${collection}?version_number=3&atomic=true`, options);
        const problem = assertProblem(answer, 'batch-invalid', `/${collection}`);
        assert.deepEqual([problem.received, problem.failed], [3, 1]);
        assert.deepEqual(
          problem.items.map((i: any) => [i.index, i.status, i.type, errorTriples(i)]),
          [[1, 422, '/problems/invalid-parameters', [['device', 'unknown-device', NEVER]]]],
        );
        assert.match(problem.detail, /1 of 3 items is invalid \(index 1\); with atomic=true nothing was stored/);
        assert.deepEqual(await snapshot(server), before);
      });
    }

    test(`${collection}, a version 2 batch naming a device: each such item 422 unknown, saying version 3 has it`, async () => {
      const before = await server.count(collection);
      const plain = collection === 'locations' ? LOCATION_V2 : READING_V2;
      const answer = await server.request('POST', `/${collection}?version_number=2`, { json: [plain, { ...plain, device: ids.device }] });
      const batch = assertSuccess(answer, 200);
      assert.deepEqual(
        batch.data.map((r: any) => [r.status, r.errors === undefined ? [] : errorTriples(r)]),
        [
          [201, []],
          [422, [['device', 'unknown', ids.device]]],
        ],
      );
      assert.match(batch.data[1].errors[0].message, /it was added in version 3/);
      assert.equal(await server.count(collection), before + 1);
    });
  }
});
