// SQLite only (the `.sqlite.test.ts` name keeps it out of the PostgreSQL pass, scripts/test.sh): it
// reads SQLite's R*Tree (location_points, kept by triggers, src/storage/sqlite/migrations/002) and
// VACUUMs the file. What a client sees of the same writes is checked on both engines in
// named-route-index-sync.test.ts.
//
// Issue 3: the R*Tree follows every write. Moving a location (PUT, PATCH, POST with _method) moves its
// entry, deleting it removes it. A VACUUM (which may renumber rows) and a restart change no answer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { LOCATION_V1, create } from '../fixtures/resources.js';
import { ids } from '../support/named-routes.js';
import { startServer } from '../support/server.js';

test('after moves and deletes, the R*Tree holds exactly one entry per location, at its point', async (t) => {
  const server = await startServer({}, { engine: 'sqlite' });
  t.after(() => server.close());
  const origin = await create(server, 'locations', 1, { ...LOCATION_V1, longitude: 10, latitude: 10 });
  const near = await create(server, 'locations', 1, { ...LOCATION_V1, longitude: 10.001, latitude: 10 });
  const far = await create(server, 'locations', 1, { ...LOCATION_V1, longitude: -100, latitude: -10 });
  assert.equal((await server.request('PATCH', `/locations/${far.id}`, { json: { version_number: 1, longitude: 10.002 } })).status, 200);
  assert.equal((await server.request('PATCH', `/locations/${far.id}`, { json: { version_number: 1, latitude: 10 } })).status, 200);
  assert.equal(
    (await server.request('PUT', `/locations/${near.id}`, { json: { version_number: 1, ...LOCATION_V1, longitude: 50, latitude: 50 } }))
      .status,
    200,
  );
  assert.equal((await server.request('POST', `/locations/${far.id}`, { form: { version_number: '1', _method: 'DELETE' } })).status, 200);
  const points = await server.rows<{ id: number; lon: number; lat: number }>(
    'SELECT id, min_lon AS lon, min_lat AS lat FROM location_points ORDER BY id',
  );
  const located = await server.rows<{ id: number; lon: number; lat: number }>(
    'SELECT rowid AS id, longitude AS lon, latitude AS lat FROM locations ORDER BY rowid',
  );
  assert.equal(points.length, 2);
  // The R*Tree stores 32-bit floats, rounded outwards: each entry is within a float's step of its point.
  assert.deepEqual(
    points.map((p) => p.id),
    located.map((l) => l.id),
  );
  for (const [i, point] of points.entries()) {
    assert.ok(
      Math.abs(point.lon - located[i]!.lon) < 1e-5 && Math.abs(point.lat - located[i]!.lat) < 1e-5,
      JSON.stringify([point, located[i]]),
    );
  }
  assert.deepEqual(
    (await server.rows<{ id: string }>('SELECT id FROM locations ORDER BY id')).map((row) => row.id).sort(),
    [origin.id, near.id].sort(),
  );
});

test('after deletes, a VACUUM and a restart, every named route answers as before', async (t) => {
  const server = await startServer({}, { engine: 'sqlite' });
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
  const db = new Database(server.databaseUrl);
  db.exec('VACUUM');
  db.close();
  await server.restart();
  assert.deepEqual(await answers(), before);
});
