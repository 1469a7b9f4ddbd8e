// Issue 3: the structures behind the named routes follow every write. Moving a location (PUT, PATCH,
// POST with _method) moves it in the R*Tree, deleting it removes it; moving a reading to another area
// moves it in the area catalogue, and an area whose last reading leaves is gone. A VACUUM (which may
// renumber rows) and a restart change no answer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { LOCATION_V1, READING_V1, create } from '../fixtures/resources.js';
import { ids } from '../support/named-routes.js';
import { startServer } from '../support/server.js';

test('moving and deleting locations moves them in bbox search and nearby', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const origin = await create(server, 'locations', 1, { ...LOCATION_V1, longitude: 10, latitude: 10 });
  const near = await create(server, 'locations', 1, { ...LOCATION_V1, longitude: 10.001, latitude: 10 });
  const far = await create(server, 'locations', 1, { ...LOCATION_V1, longitude: -100, latitude: -10 });
  const nearby = async () => ids((await server.request('GET', `/locations/${origin.id}/nearby?version_number=1&radius=1000`)).json().data);
  const inBox = async () => ids((await server.request('GET', '/locations/search?version_number=1&bbox=9,9,11,11')).json().data);
  assert.deepEqual(await nearby(), [near.id]);

  assert.equal((await server.request('PATCH', `/locations/${far.id}`, { json: { version_number: 1, longitude: 10.002 } })).status, 200);
  assert.equal((await server.request('PATCH', `/locations/${far.id}`, { json: { version_number: 1, latitude: 10 } })).status, 200);
  assert.deepEqual(await nearby(), [near.id, far.id]);
  assert.equal(
    (await server.request('PUT', `/locations/${near.id}`, { json: { version_number: 1, ...LOCATION_V1, longitude: 50, latitude: 50 } }))
      .status,
    200,
  );
  assert.deepEqual(await nearby(), [far.id]);
  assert.deepEqual(new Set(await inBox()), new Set([origin.id, far.id]));
  assert.equal((await server.request('POST', `/locations/${far.id}`, { form: { version_number: '1', _method: 'DELETE' } })).status, 200);
  assert.deepEqual(await nearby(), []);
  assert.deepEqual(await inBox(), [origin.id]);
  const points = server.db().prepare('SELECT count(*) FROM location_points').pluck().get();
  assert.equal(points, 2);
});

test('moving a reading to another area moves it in latest and summary; an emptied area is gone', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const first = await create(server, 'readings', 1, { ...READING_V1, area: 'old' });
  await create(server, 'readings', 1, { ...READING_V1, area: 'kept', time: '2026-11-22T19:00:00Z' });
  const areas = async () =>
    (await server.request('GET', '/readings/summary?version_number=1')).json().data.map((s: any) => [s.area, s.readings]);
  assert.deepEqual(await areas(), [
    ['kept', 1],
    ['old', 1],
  ]);
  assert.equal((await server.request('PATCH', `/readings/${first.id}`, { json: { version_number: 1, area: 'kept' } })).status, 200);
  assert.deepEqual(await areas(), [['kept', 2]]);
  const latest = (await server.request('GET', '/readings/latest?version_number=1')).json().data;
  assert.deepEqual(
    latest.map((r: any) => [r.area, r.time]),
    [['kept', '2026-11-22T19:00:00Z']],
  );
  assert.equal((await server.request('DELETE', `/readings/${first.id}?version_number=1`)).status, 200);
  assert.deepEqual(await areas(), [['kept', 1]]);
});

test('after deletes, a VACUUM and a restart, every named route answers as before', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const made: any[] = [];
  for (let i = 0; i < 30; i += 1) made.push(await create(server, 'locations', 1, { ...LOCATION_V1, longitude: 7 + i / 100, latitude: 50 }));
  for (let i = 0; i < 30; i += 3) assert.equal((await server.request('DELETE', `/locations/${made[i].id}?version_number=1`)).status, 200);
  const answers = async () =>
    Promise.all(
      [
        server.request('GET', `/locations/${made[1].id}/nearby?version_number=1&radius=50000&limit=100`),
        server.request('GET', '/locations/search?version_number=1&bbox=7.05,49,7.2,51&limit=100'),
      ].map(async (request) => ids((await request).json().data)),
    );
  const before = await answers();
  assert.equal(before[0]!.length, 19);
  await server.stop();
  const db = new Database(server.databasePath);
  db.exec('VACUUM');
  db.close();
  await server.restart();
  assert.deepEqual(await answers(), before);
});
