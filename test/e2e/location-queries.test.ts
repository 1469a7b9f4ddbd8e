// Issue 3: GET /locations/search, /locations/latest and /locations/{id}/nearby over HTTP, every answer
// compared with a brute-force computation over the same generated locations: the same items in the
// same order, walked page by page. The data set crowds the awkward places: both sides of the
// antimeridian (and exactly ±180), both poles, identical points, and locations without a timestamp.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { LOCATION_KEYS } from '../fixtures/resources.js';
import {
  createRandom,
  distanceMetres,
  ids,
  inBbox,
  insertDirectly,
  newestFirst,
  postAll,
  walk,
  withinTime,
  writeInstant,
} from '../support/named-routes.js';
import type { Body } from '../support/named-routes.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';
import { BOXES } from '../fixtures/search-boxes.js';

let server: TestServer;
let all: any[];
const YEAR_START = Date.UTC(2026, 0, 1);
const OFFSETS = [0, 60, -300, 330, 840, -720, 345];

function generate(): Body[] {
  const random = createRandom(3);
  const bodies: Body[] = [];
  const add = (longitude: number, latitude: number) => {
    const version = random() < 0.2 ? 1 : 2;
    const body: Body = {
      version_number: version,
      longitude: Number(longitude.toFixed(6)),
      latitude: Number(latitude.toFixed(6)),
      altitude: Math.round(random() * 500),
    };
    if (version === 2) {
      // Whole hours often, so that equal instants written in different offsets occur.
      const at = YEAR_START + Math.floor(random() * 365 * 24) * 3_600_000 + (random() < 0.5 ? 0 : Math.floor(random() * 3_600_000));
      Object.assign(body, {
        speed: Number((random() * 30).toFixed(2)),
        timestamp: writeInstant(at, OFFSETS[Math.floor(random() * OFFSETS.length)]!, random() < 0.3),
      });
    }
    bodies.push(body);
  };
  const wrap = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;
  for (let i = 0; i < 300; i += 1) add(7.1 + (random() - 0.5) * 0.2, 50.7 + (random() - 0.5) * 0.2);
  for (let i = 0; i < 300; i += 1) add(wrap(180 + (random() - 0.5) * 2), -17 + (random() - 0.5) * 2);
  for (let i = 0; i < 10; i += 1) add(i % 2 === 0 ? 180 : -180, -17 + (random() - 0.5));
  for (let i = 0; i < 100; i += 1) add(random() * 360 - 180, i < 5 ? 90 : 89 + random());
  for (let i = 0; i < 60; i += 1) add(random() * 360 - 180, i < 3 ? -90 : -89.5 - random() / 2);
  for (let i = 0; i < 1230; i += 1) add(random() * 360 - 180, (Math.asin(2 * random() - 1) * 180) / Math.PI);
  for (let i = 0; i < 10; i += 1) add(7.1234, 50.7234); // identical points: ties in distance
  return bodies;
}

before(async () => {
  // A few thousand requests in a row: the rate limit is not under test here.
  server = await startServer({ rateLimit: { limit: 0 } });
  const bodies = generate();
  // Most rows go in directly (fast); a hundred through POST, so the server's own write path feeds
  // the spatial index too (SQLite's R*Tree, PostgreSQL's GiST). Every one is then read back as a version 2 reader sees it.
  await insertDirectly(server, 'locations', bodies.slice(100));
  await postAll(server, 'locations', bodies.slice(0, 100));
  all = (await walk(server, '/locations', { version_number: 2, limit: 1000 })).items;
  assert.equal(all.length, bodies.length);
});
after(() => server.close());

test('search by bbox answers every location in the box, newest timestamp first, the box crossing ±180 or not', async () => {
  for (const box of BOXES) {
    const expected = all.filter((item) => inBbox(box, item.longitude, item.latitude)).sort(newestFirst('timestamp'));
    const { items } = await walk(server, '/locations/search', { version_number: 2, bbox: box.join(','), limit: 37 });
    assert.deepEqual(ids(items), ids(expected), `bbox ${box.join(',')}`);
    assert.deepEqual(items, expected);
  }
});

test('search by from and to (version 2) compares instants across offsets and leaves out locations without a timestamp', async () => {
  const ranges: [string | undefined, string | undefined][] = [
    ['2026-03-01T00:00:00Z', '2026-04-01T00:00:00+02:00'],
    ['2026-06-30T23:00:00-01:00', undefined],
    [undefined, '2026-02-01T05:30:00+05:30'],
    ['2026-05-05T10:00:00Z', '2026-05-05T10:00:00Z'],
  ];
  for (const [from, to] of ranges) {
    for (const box of [undefined, BOXES[1]!, BOXES[0]!]) {
      const expected = all
        .filter((item) => withinTime(item.timestamp, from, to) && (box === undefined || inBbox(box, item.longitude, item.latitude)))
        .sort(newestFirst('timestamp'));
      const query: Record<string, string | number> = { version_number: 2, limit: 53 };
      if (from !== undefined) query.from = from;
      if (to !== undefined) query.to = to;
      if (box !== undefined) query.bbox = box.join(',');
      const { items } = await walk(server, '/locations/search', query);
      assert.deepEqual(ids(items), ids(expected), JSON.stringify(query));
    }
  }
});

test('a version 1 reader of search, latest and nearby sees the version 1 fields only', async () => {
  const origin = all[0]!;
  for (const target of [
    '/locations/search?bbox=-180,-90,180,90',
    '/locations/latest?limit=9',
    `/locations/${origin.id}/nearby?radius=20015115`,
  ]) {
    for (const version of [1, 2] as const) {
      const body = (await server.request('GET', `${target}&version_number=${version}`)).json();
      assert.equal(body.meta.version_number, version);
      const keys = target.includes('nearby') ? [...LOCATION_KEYS[version], 'distance_m'] : LOCATION_KEYS[version];
      for (const item of body.data) assert.deepEqual(Object.keys(item), keys, target);
    }
  }
});

test('latest answers every location newest timestamp first, those without one last, one page at a time', async () => {
  const { items, pages } = await walk(server, '/locations/latest', { version_number: 2, limit: 100 });
  assert.deepEqual(ids(items), ids([...all].sort(newestFirst('timestamp'))));
  assert.equal(pages, Math.ceil(all.length / 100));
  const first = (await server.request('GET', '/locations/latest?version_number=1')).json();
  assert.equal(first.meta.limit, 50);
  assert.equal(first.meta.action, 'location-latest');
});

test('nearby answers the other locations within the radius, nearest first, with distance_m, near poles and across ±180', async () => {
  const find = (where: (item: any) => boolean) => all.find(where)!;
  const origins = [
    find((item) => Math.abs(item.longitude - 7.1) < 0.1),
    find((item) => item.longitude === 180),
    find((item) => item.longitude === -180),
    find((item) => item.longitude > 179.5 && item.latitude < -16),
    find((item) => item.latitude === 90),
    find((item) => item.latitude > 89 && item.latitude < 90),
    find((item) => item.latitude === -90),
    find((item) => Math.abs(item.latitude) < 60 && Math.abs(item.longitude) > 20 && Math.abs(item.longitude) < 170),
  ];
  for (const origin of origins) {
    for (const radius of [150, 5000, 60_000, 700_000, 20_015_115]) {
      const expected = all
        .filter((item) => item.id !== origin.id)
        .map((item) => ({ item, distance: distanceMetres(origin.latitude, origin.longitude, item.latitude, item.longitude) }))
        .filter(({ distance }) => distance <= radius)
        .sort((a, b) => a.distance - b.distance || (a.item.id < b.item.id ? -1 : 1));
      const { items } = await walk(server, `/locations/${origin.id}/nearby`, { version_number: 2, radius, limit: radius > 1e6 ? 250 : 29 });
      assert.deepEqual(
        ids(items),
        expected.map(({ item }) => item.id),
        `${radius} m around (${origin.latitude}, ${origin.longitude})`,
      );
      items.forEach((item, index) => {
        assert.ok(Math.abs(item.distance_m - expected[index]!.distance) <= 1e-6 * Math.max(1, expected[index]!.distance));
        assert.deepEqual({ ...item, distance_m: undefined }, { ...expected[index]!.item, distance_m: undefined });
      });
    }
  }
});

test('nearby ranks identical points by id and never includes the origin', async () => {
  const twins = all.filter((item) => item.longitude === 7.1234 && item.latitude === 50.7234);
  assert.equal(twins.length, 10);
  const origin = twins[3]!;
  const body = (await server.request('GET', `/locations/${origin.id}/nearby?version_number=1&radius=1&limit=20`)).json();
  assert.deepEqual(ids(body.data), ids(twins.filter((item) => item !== origin)).sort());
  assert.ok(body.data.every((item: any) => item.distance_m === 0));
  assert.match(body.meta.message, /^9 other locations within 1 m of location /);
});

test('the links of a page repeat the request, and the next link carries the cursor', async () => {
  const body = (
    await server.request('GET', '/locations/search?version_number=2&bbox=179,-20,-179,-10&from=2026-01-01T00:00:00%2B01:00&limit=3')
  ).json();
  assert.equal(
    body.links.self,
    '/locations/search?version_number=2&bbox=179%2C-20%2C-179%2C-10&from=2026-01-01T00%3A00%3A00%2B01%3A00&limit=3',
  );
  assert.equal(body.links.next, `${body.links.self}&cursor=${encodeURIComponent(body.meta.next_cursor)}`);
  assert.equal(body.links.collection, '/locations');
  assert.equal(body.meta.action, 'location-search');
});
