// Issue 2: restarting the server on the same database (a SQLite file, or a PostgreSQL database) keeps
// every row, exactly as it was, and the answers built from them; cursors issued before the restart
// stay valid.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LOCATION_V1, LOCATION_V2, READING_V1, READING_V2, assertSuccess, create, tableRows } from '../fixtures/resources.js';
import { startServer } from '../support/server.js';

test('after a restart on the same database every row is still there with identical data', async (t) => {
  const server = await startServer();
  t.after(() => server.close());

  const locations = [
    await create(server, 'locations', 1, LOCATION_V1),
    await create(server, 'locations', 2, LOCATION_V2),
    await create(server, 'locations', 2, {
      ...LOCATION_V2,
      longitude: -180,
      latitude: -90,
      altitude: -12000,
      speed: 299792458,
      timestamp: '2026-01-01T00:00:00.123456+05:30',
    }),
    await create(server, 'locations', 1, { longitude: 180, latitude: 90, altitude: 120000 }),
  ];
  const readings = [
    await create(server, 'readings', 1, READING_V1),
    await create(server, 'readings', 2, READING_V2),
    await create(server, 'readings', 2, { ...READING_V2, area: 'a'.repeat(128), mean: -1.5e-7, stdDev: 1234.5678 }),
  ];
  // Changes before the restart must survive it as well: an update and a delete.
  const patched = await server.request('PATCH', `/locations/${locations[1].id}`, { json: { version_number: 2, speed: 9.75 } });
  locations[1] = assertSuccess(patched, 200).data;
  assertSuccess(await server.request('DELETE', `/readings/${readings[0].id}?version_number=1`), 200);
  const deletedId: string = readings.shift().id;

  const rowsBefore = { locations: await tableRows(server, 'locations'), readings: await tableRows(server, 'readings') };
  assert.equal(rowsBefore.locations.length, 4);
  assert.equal(rowsBefore.readings.length, 2);
  const listBefore = assertSuccess(await server.request('GET', '/locations?version_number=2&limit=2'), 200);

  await server.restart();

  assert.deepEqual({ locations: await tableRows(server, 'locations'), readings: await tableRows(server, 'readings') }, rowsBefore);
  for (const location of locations) {
    const answer = assertSuccess(await server.request('GET', `/locations/${location.id}?version_number=2`), 200);
    const expected = 'speed' in location ? location : { ...location, speed: null, timestamp: null };
    assert.deepEqual(answer.data, expected);
  }
  for (const reading of readings) {
    const answer = assertSuccess(await server.request('GET', `/readings/${reading.id}?version_number=2`), 200);
    assert.deepEqual(answer.data, reading);
  }
  const gone = await server.request('GET', `/readings/${deletedId}?version_number=1`);
  assert.equal(gone.status, 404);

  // The same list, and a cursor from before the restart continues where it left off.
  const listAfter = assertSuccess(await server.request('GET', '/locations?version_number=2&limit=2'), 200);
  assert.deepEqual(listAfter.data, listBefore.data);
  assert.equal(listAfter.meta.next_cursor, listBefore.meta.next_cursor);
  const rest = assertSuccess(await server.request('GET', listBefore.links.next), 200);
  assert.deepEqual(
    rest.data.map((item: any) => item.id),
    [locations[1].id, locations[0].id],
  );
});

test('rows created after a restart sort newer than the rows from before it', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const before = await create(server, 'readings', 1, READING_V1);
  await server.restart();
  const after = await create(server, 'readings', 1, READING_V1);
  const list = assertSuccess(await server.request('GET', '/readings?version_number=1'), 200);
  assert.deepEqual(
    list.data.map((item: any) => item.id),
    [after.id, before.id],
  );
});

test('two restarts in a row keep the rows and keep the server answering', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const created = await create(server, 'locations', 2, LOCATION_V2);
  await server.restart();
  await server.restart();
  const answer = assertSuccess(await server.request('GET', `/locations/${created.id}?version_number=2`), 200);
  assert.deepEqual(answer.data, created);
});
