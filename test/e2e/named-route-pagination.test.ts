// Issue 3: every named list route pages with a keyset cursor, so a walk answers each match exactly
// once even while rows are inserted between its pages (through POST, the server's own write path).
// Rows that match and existed when the walk began must all come back; none may come back twice.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createRandom, ids, insertDirectly, walk, writeInstant } from '../support/named-routes.js';
import type { Body } from '../support/named-routes.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

let server: TestServer;
const random = createRandom(9);
const AREAS = ['bonn:rheinaue', 'bonn:beuel', 'koeln:dom', 'a_b', 'axb'];
const someTime = () =>
  writeInstant(Date.UTC(2026, 0, 1) + Math.floor(random() * 365 * 86_400_000), [0, 60, -300][Math.floor(random() * 3)]!, false);

function location(): Body {
  return {
    version_number: 2,
    longitude: Number((7 + random() * 0.4).toFixed(6)),
    latitude: Number((50.5 + random() * 0.4).toFixed(6)),
    altitude: 1,
    speed: 1,
    timestamp: someTime(),
  };
}
function reading(area = AREAS[Math.floor(random() * AREAS.length)]!): Body {
  return { version_number: 1, area, time: someTime(), mean: Number((random() * 30).toFixed(2)), good: 1, number: 3 };
}

let locationId: string;
let readingId: string;
before(async () => {
  server = await startServer({ rateLimit: { limit: 0 } });
  locationId = (await insertDirectly(server, 'locations', Array.from({ length: 400 }, location)))[0].id;
  readingId = (
    await insertDirectly(
      server,
      'readings',
      Array.from({ length: 600 }, () => reading()),
    )
  )[0].id;
});
after(() => server.close());

async function post(collection: 'locations' | 'readings', body: Body): Promise<void> {
  const answer = await server.request('POST', `/${collection}`, { json: body });
  assert.equal(answer.status, 201, answer.text);
}

interface Case {
  path: () => string;
  query: Record<string, string | number>;
  /** Inserts rows that the walk would match: some sort before the cursor, some after it. */
  insert: () => Promise<void>;
}

const CASES: Record<string, Case> = {
  'location-search': {
    path: () => '/locations/search',
    query: { version_number: 2, bbox: '7,50.5,7.4,50.9', from: '2026-02-01T00:00:00Z', limit: 17 },
    insert: async () => {
      for (let i = 0; i < 3; i += 1) await post('locations', location());
    },
  },
  'location-latest': {
    path: () => '/locations/latest',
    query: { version_number: 1, limit: 23 },
    insert: async () => {
      for (let i = 0; i < 3; i += 1) await post('locations', location());
    },
  },
  'location-nearby': {
    path: () => `/locations/${locationId}/nearby`,
    query: { version_number: 1, radius: 30_000, limit: 19 },
    insert: async () => {
      for (let i = 0; i < 3; i += 1) await post('locations', location());
    },
  },
  'reading-search': {
    path: () => '/readings/search',
    query: { version_number: 1, area: '*b*', min_mean: 5, limit: 21 },
    insert: async () => {
      for (let i = 0; i < 3; i += 1) await post('readings', reading());
    },
  },
  'reading-latest': {
    path: () => '/readings/latest',
    query: { version_number: 1, limit: 2 },
    // New readings in known areas, and new areas on either side of the cursor's.
    insert: async () => {
      await post('readings', reading());
      await post('readings', reading(`a${Math.floor(random() * 1e9)}`));
      await post('readings', reading(`z${Math.floor(random() * 1e9)}`));
    },
  },
  'reading-history': {
    path: () => `/readings/${readingId}/history`,
    query: { version_number: 1, limit: 7 },
    insert: async () => {
      for (let i = 0; i < 3; i += 1) await post('readings', reading(AREAS[0]));
    },
  },
  'reading-summary': {
    path: () => '/readings/summary',
    query: { version_number: 2, limit: 2, to: '2026-12-31T23:59:59Z' },
    insert: async () => {
      await post('readings', reading());
      await post('readings', reading(`m${Math.floor(random() * 1e9)}`));
    },
  },
};

for (const [route, { path, query, insert }] of Object.entries(CASES)) {
  test(`${route}: a walk answers every match once while rows are inserted between its pages`, async () => {
    const before = await walk(server, path(), query);
    assert.ok(before.pages >= 3, `${route} needs several pages for this test (it had ${before.pages})`);
    const during = await walk(server, path(), query, insert);
    const seen = new Set(during.items.map((item) => item.id ?? item.area));
    for (const item of before.items) assert.ok(seen.has(item.id ?? item.area), `${route} lost ${item.id ?? item.area}`);
    // walk() has already failed on any item answered twice.
  });
}

test('a walk of nearby stays nearest first and a walk of search stays newest first across pages with inserts', async () => {
  const nearby = await walk(
    server,
    `/locations/${locationId}/nearby`,
    { version_number: 1, radius: 30_000, limit: 11 },
    CASES['location-nearby']!.insert,
  );
  const distances = nearby.items.map((item) => item.distance_m);
  assert.deepEqual(
    distances,
    [...distances].sort((a, b) => a - b),
  );
  const search = await walk(server, '/readings/search', { version_number: 1, area: 'bonn:*', limit: 13 }, CASES['reading-search']!.insert);
  const times = search.items.map((item) => Date.parse(item.time));
  assert.deepEqual(
    times,
    [...times].sort((a, b) => b - a),
  );
  assert.equal(new Set(ids(search.items)).size, search.items.length);
});
