// Issue 18: the checks of a version 3 write that need more than the request itself. An unknown device
// is reported beside every other refused parameter (INTERFACE.md §6: all errors at once, though only
// the database knows the device); a PATCH's unit is checked against the stored quantity and the other
// way round; and the 409 of a device still in use links to searches that list exactly its referrers.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assertProblem, assertSuccess, bodyIn } from '../fixtures/resources.js';
import type { BodyFormat } from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';
import { createDevice, createIn, locationV3, readIn, readingV3, snapshot } from '../support/version-3.js';

let server: TestServer;
let device: string;
before(async () => {
  server = await startServer();
  device = await createDevice(server, 'Mast 3');
});
after(() => server.close());

const errorsOf = (problem: any) => problem.errors.map((e: any) => [e.parameter, e.code]);

for (const format of ['json', 'form', 'xml'] as BodyFormat[]) {
  test(`a ${format} create refused for a bad latitude also names the unknown device, and stores nothing`, async () => {
    const before = await snapshot(server);
    const answer = await server.request(
      'POST',
      '/locations',
      bodyIn(format, { version_number: 3, ...locationV3('NO-SUCH-DEVICE', { latitude: 91 }) }, 'location'),
    );
    const problem = assertProblem(answer, 422, 'invalid-parameters', '/locations');
    assert.deepEqual(errorsOf(problem), [
      ['latitude', 'maximum'],
      ['device', 'unknown-device'],
    ]);
    assert.equal(problem.errors[1].received, 'NO-SUCH-DEVICE');
    assert.match(problem.detail, /latitude/);
    assert.match(problem.detail, /device "NO-SUCH-DEVICE" names no device/);
    assert.deepEqual(await snapshot(server), before);
  });
}

test('a reading refused for its unit also names its unknown device; an existing device adds no error', async () => {
  const unknown = await server.request('POST', '/readings', { json: { version_number: 3, ...readingV3('GONE', { unit: '°C' }) } });
  assert.deepEqual(errorsOf(assertProblem(unknown, 422, 'invalid-parameters', '/readings')), [
    ['unit', 'ucum'],
    ['device', 'unknown-device'],
  ]);
  const known = await server.request('POST', '/readings', { json: { version_number: 3, ...readingV3(device, { unit: '°C' }) } });
  assert.deepEqual(errorsOf(assertProblem(known, 422, 'invalid-parameters', '/readings')), [['unit', 'ucum']]);
  // A device that is itself malformed is reported once, by the schema, and not looked up.
  const malformed = await server.request('POST', '/readings', {
    json: { version_number: 3, ...readingV3('x'.repeat(200), { unit: '°C' }) },
  });
  assert.deepEqual(errorsOf(assertProblem(malformed, 422, 'invalid-parameters', '/readings')), [
    ['unit', 'ucum'],
    ['device', 'maxLength'],
  ]);
});

test('a PATCH of the unit is checked against the stored quantity, and of the quantity against the stored unit', async () => {
  const temperature = await createIn(server, 'readings', 3, readingV3(device));
  const before = await snapshot(server);
  const unit = await server.request('PATCH', `/readings/${temperature.id}`, { json: { version_number: 3, unit: 'C' } });
  const problem = assertProblem(unit, 422, 'invalid-parameters', `/readings/${temperature.id}`);
  assert.deepEqual(errorsOf(problem), [['unit', 'ucum']]);
  assert.match(
    problem.errors[0].message,
    /C is the UCUM code of the coulomb \(electric charge\), which cannot measure air_temperature; did you mean Cel/,
  );

  const charge = await createIn(server, 'readings', 3, readingV3(device, { quantity: 'electric_charge', unit: 'C' }));
  const quantity = await server.request('PATCH', `/readings/${charge.id}`, { json: { version_number: 3, quantity: 'air_temperature' } });
  const refused = assertProblem(quantity, 422, 'invalid-parameters', `/readings/${charge.id}`);
  assert.deepEqual(errorsOf(refused), [['quantity', 'ucum']]);
  assert.match(refused.errors[0].message, /cannot measure air_temperature.*\(unit as stored: C\)/);
  assert.equal((await readIn(server, 'readings', charge.id, 3)).quantity, 'electric_charge');
  assert.deepEqual((await snapshot(server)).readings.length, before.readings.length + 1);

  // A percentage names no unit: the message says what it is without an empty name.
  const percent = await server.request('PATCH', `/readings/${temperature.id}`, { json: { version_number: 3, unit: '%' } });
  const message = assertProblem(percent, 422, 'invalid-parameters', `/readings/${temperature.id}`).errors[0].message;
  assert.match(message, /^% is the UCUM code of a fraction unit, which cannot measure air_temperature/);
  assert.doesNotMatch(message, / {2}/);
  // A change that fits is stored.
  const fits = await server.request('PATCH', `/readings/${temperature.id}`, { json: { version_number: 3, unit: 'K', mean: 294.65 } });
  assert.equal(assertSuccess(fits, 200).data.unit, 'K');
});

test('the 409 of a device in use links to searches that list exactly the rows naming it', async () => {
  const busy = await createDevice(server, 'Collar 9');
  const locations = [await createIn(server, 'locations', 3, locationV3(busy)), await createIn(server, 'locations', 3, locationV3(busy))];
  const reading = await createIn(server, 'readings', 3, readingV3(busy));
  await createIn(server, 'locations', 3, locationV3(device));
  const refused = await server.request('DELETE', `/devices/${busy}?version_number=1`);
  const problem = assertProblem(refused, 409, 'resource-in-use', `/devices/${busy}`);
  const hrefs = Object.fromEntries(problem.referrers.map((r: any) => [r.collection, r.href]));
  const listed = async (href: string) =>
    assertSuccess(await server.request('GET', href), 200)
      .data.map((item: any) => item.id)
      .sort();
  assert.deepEqual(await listed(hrefs.locations), locations.map((l) => l.id).sort());
  assert.deepEqual(await listed(hrefs.readings), [reading.id]);
});

test('in a batch, an item refused for its latitude also names its unknown device; a valid item with one is refused alone', async () => {
  const before = await snapshot(server);
  const answer = await server.request('POST', '/locations?version_number=3', {
    json: [locationV3('GONE', { latitude: 91 }), locationV3('GONE'), locationV3(device, { latitude: 91 }), locationV3(device)],
  });
  const body = assertSuccess(answer, 200);
  assert.deepEqual(
    body.data.map((item: any) => [item.index, item.status, (item.errors ?? []).map((e: any) => `${e.parameter}:${e.code}`)]),
    [
      [0, 422, ['latitude:maximum', 'device:unknown-device']],
      [1, 422, ['device:unknown-device']],
      [2, 422, ['latitude:maximum']],
      [3, 201, []],
    ],
  );
  assert.equal((await snapshot(server)).locations.length, before.locations.length + 1);
});
