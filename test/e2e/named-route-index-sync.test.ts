// Issue 3: the structures behind the named routes follow every write, on either engine. Moving a
// location (PUT, PATCH, POST with _method) moves it in bbox search and nearby, deleting it removes it;
// moving a reading to another area moves it in latest and summary, and an area whose last reading
// leaves is gone. SQLite's own structures (the R*Tree's rows, a VACUUM that may renumber them) are
// checked in named-route-index-sync.sqlite.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
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
