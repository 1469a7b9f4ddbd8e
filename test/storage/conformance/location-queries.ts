// store.queries.locations: search by bbox (one crossing ±180 among them) and by time range, latest
// (search with no filter), and nearby, each compared with a brute force over the rows written.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BoundingBox, LocationSearch, NearbyLocation, Store, StoredRow } from '../../../src/storage/index.js';
import type { FreshStore } from '../conformance.js';
import { generateLocations, readAll, seed } from './data.js';
import {
  assertOnceEach,
  compareText,
  createRandom,
  distanceMetres,
  ids,
  inBbox,
  newestFirst,
  pagesFor,
  rowOf,
  walk,
  withinTime,
} from './reference.js';
import { BOXES } from '../../fixtures/search-boxes.js';
import type { Box } from '../../fixtures/search-boxes.js';

const TIME_RANGES: [string | undefined, string | undefined][] = [
  ['2026-03-01T00:00:00Z', '2026-04-01T00:00:00+02:00'],
  ['2026-06-30T23:00:00-01:00', undefined],
  [undefined, '2026-02-01T05:30:00+05:30'],
  ['2026-06-01T14:00:00+02:00', '2026-06-01T12:00:00z'],
  ['2016-12-31T23:59:60Z', '2017-01-01T00:00:00Z'],
  ['2016-12-31T23:59:59.9999999991Z', '2016-12-31T23:59:59.999999999Z'],
  ['2026-02-28T00:31:00.000000001Z', undefined],
  ['0000-01-01T00:00:00Z', '0000-01-01T00:00:00Z'],
  ['9999-12-31T23:59:59Z', undefined],
  ['2026-05-05T10:00:00Z', '2026-05-05T10:00:00Z'],
];

const toBox = ([minLon, minLat, maxLon, maxLat]: Box): BoundingBox => ({ minLon, minLat, maxLon, maxLat });

async function searchWalk(store: Store, request: Omit<LocationSearch, 'cursor'>, between?: () => Promise<void>) {
  const result = await walk(request.limit, (cursor) => store.queries.locations.search({ ...request, cursor }), between);
  return { ...result, rows: result.items.map((values) => rowOf('locations', values)) };
}

async function nearbyWalk(store: Store, id: string, radius: number, limit: number, between?: () => Promise<void>) {
  return walk(limit, (cursor) => store.queries.locations.nearby({ id, radius, limit, cursor, scope: `nearby:${id}` }), between);
}

/**
 * Nearby's answer against the haversine on the mean Earth radius: the same locations (a point within
 * rounding of the radius may go either way), each distance within 1e-6 relative, nearest first, equal
 * distances by id ascending, the origin never included.
 */
function assertNearby(items: NearbyLocation[], all: StoredRow[], origin: StoredRow, radius: number, label: string): void {
  const reference = (row: StoredRow) =>
    distanceMetres(
      origin.fields.latitude as number,
      origin.fields.longitude as number,
      row.fields.latitude as number,
      row.fields.longitude as number,
    );
  const slack = (distance: number) => 1e-6 * Math.max(1, distance);
  const byId = new Map(all.map((row) => [row.id, row]));
  const required = all.filter((row) => row.id !== origin.id && reference(row) <= radius - slack(radius));
  const allowed = new Set(all.filter((row) => row.id !== origin.id && reference(row) <= radius + slack(radius)).map((row) => row.id));
  assertOnceEach(
    items.map((item) => item.row.id),
    ids(required),
    label,
  );
  items.forEach((item, index) => {
    assert.ok(allowed.has(item.row.id), `${label}: ${item.row.id} is beyond the radius or the origin`);
    assert.deepEqual(item.row, byId.get(item.row.id), label);
    const expected = reference(item.row);
    assert.ok(Math.abs(item.distance - expected) <= slack(expected), `${label}: distance ${item.distance} against ${expected}`);
    const previous = items[index - 1];
    if (previous === undefined) return;
    assert.ok(previous.distance <= item.distance, `${label}: nearest first`);
    assert.ok(reference(previous.row) <= expected + slack(expected), `${label}: nearest first by the haversine`);
    if (previous.distance === item.distance) assert.ok(compareText(previous.row.id, item.row.id) < 0, `${label}: equal distances by id`);
  });
}

export function locationQueryCases(fresh: FreshStore): void {
  test('search by bbox answers every location in the box, newest timestamp first, the box crossing ±180 or not', async (t) => {
    const store = await fresh(t);
    const all = await seed(store, 'locations', generateLocations(3));
    for (const box of BOXES) {
      const expected = all
        .filter((row) => inBbox(box, row.fields.longitude as number, row.fields.latitude as number))
        .sort(newestFirst('timestamp'));
      for (const limit of [37, 1000]) {
        const { rows, pages } = await searchWalk(store, { bbox: toBox(box), limit, scope: 'search' });
        assert.deepEqual(ids(rows), ids(expected), `bbox ${box.join(',')}, limit ${limit}`);
        assert.deepEqual(rows, expected);
        assert.equal(pages, pagesFor(expected.length, limit));
      }
    }
  });

  test('search by from and to compares instants across offsets, to the nanosecond, and leaves out locations without a timestamp', async (t) => {
    const store = await fresh(t);
    const all = await seed(store, 'locations', generateLocations(4));
    for (const [from, to] of TIME_RANGES) {
      for (const box of [undefined, BOXES[1]!, BOXES[0]!, BOXES[10]!]) {
        const expected = all
          .filter((row) => withinTime(row.fields.timestamp!, from, to))
          .filter((row) => box === undefined || inBbox(box, row.fields.longitude as number, row.fields.latitude as number))
          .sort(newestFirst('timestamp'));
        const { rows } = await searchWalk(store, { from, to, bbox: box && toBox(box), limit: 53, scope: 'search' });
        assert.deepEqual(ids(rows), ids(expected), JSON.stringify({ from, to, box }));
      }
    }
  });

  test('search with no filter (latest) answers every location newest timestamp first, those without one last', async (t) => {
    const store = await fresh(t);
    const all = await seed(store, 'locations', generateLocations(5));
    const expected = [...all].sort(newestFirst('timestamp'));
    for (const limit of [7, 1000]) {
      const { rows, pages } = await searchWalk(store, { limit, scope: 'latest' });
      assert.deepEqual(rows, expected, `limit ${limit}`);
      assert.equal(pages, pagesFor(all.length, limit));
    }
    const empty = await fresh(t);
    assert.deepEqual(await empty.queries.locations.search({ limit: 5, scope: 'latest' }), { items: [], nextCursor: null });
  });

  test('nearby answers the other locations within the radius, nearest first, with haversine distances, near poles and across ±180', async (t) => {
    const store = await fresh(t);
    const all = await seed(store, 'locations', generateLocations(6));
    const find = (where: (row: StoredRow) => boolean) => all.find(where)!;
    const lon = (row: StoredRow) => row.fields.longitude as number;
    const lat = (row: StoredRow) => row.fields.latitude as number;
    const origins = [
      find((row) => Math.abs(lon(row) - 7.1) < 0.1),
      find((row) => lon(row) === 180),
      find((row) => lon(row) === -180),
      find((row) => lon(row) > 179.5 && lat(row) < -16),
      find((row) => lat(row) === 90),
      find((row) => lat(row) > 89 && lat(row) < 90),
      find((row) => lat(row) === -90),
      find((row) => Math.abs(lat(row)) < 60 && Math.abs(lon(row)) > 20 && Math.abs(lon(row)) < 170),
    ];
    for (const origin of origins) {
      for (const radius of [150, 5000, 60_000, 700_000, 20_015_115]) {
        const limit = radius > 1e6 ? 500 : 29;
        const { items } = await nearbyWalk(store, origin.id, radius, limit);
        assertNearby(items, all, origin, radius, `${radius} m around (${lat(origin)}, ${lon(origin)})`);
      }
    }
  });

  test('nearby ranks identical points at 0 m by id, takes the radius as inclusive, and never answers the origin', async (t) => {
    const store = await fresh(t);
    const all = await seed(store, 'locations', generateLocations(7));
    const twins = all.filter((row) => row.fields.longitude === 7.1234 && row.fields.latitude === 50.7234);
    assert.equal(twins.length, 10);
    const origin = twins[3]!;
    for (const radius of [1e-9, 1]) {
      const { items } = await nearbyWalk(store, origin.id, radius, 4);
      assert.deepEqual(
        items.map((item) => item.row.id),
        ids(twins.filter((row) => row !== origin)).sort(compareText),
      );
      assert.ok(items.every((item) => item.distance === 0));
    }
    // Every spelling of a pole is one point.
    const poles = all.filter((row) => row.fields.latitude === 90);
    const { items } = await nearbyWalk(store, poles[0]!.id, 1, 10);
    assert.deepEqual(
      items.map((item) => [item.row.id, item.distance]),
      ids(poles.slice(1))
        .sort(compareText)
        .map((id) => [id, 0]),
    );
  });

  test('nearby is exact in dense places: clusters of hundreds of points within metres, on one spot, at ±180 and at a pole', async (t) => {
    // A small page in a dense place starts from a reach much shorter than 1 km (issue 22); whatever
    // reach it starts from, every point it leaves out must be farther than the page's last.
    const store = await fresh(t);
    const random = createRandom(22);
    const around = (longitude: number, latitude: number, metres: number, count: number) =>
      Array.from({ length: count }, () => ({
        longitude: Math.max(-180, Math.min(180, Number((longitude + ((random() - 0.5) * metres) / 70_000).toFixed(7)))),
        latitude: Math.max(-90, Math.min(90, Number((latitude + ((random() - 0.5) * metres) / 111_000).toFixed(7)))),
      }));
    const spot = Array.from({ length: 70 }, () => ({ longitude: -3.5, latitude: 40.4 }));
    const all = await seed(store, 'locations', [
      ...around(7.1, 50.7, 300, 400),
      ...around(7.1, 50.7, 20_000, 300),
      ...spot,
      ...around(-3.5, 40.4, 5, 200),
      ...around(180, -17, 200, 300),
      ...around(-179.9999, -17, 200, 100),
      ...around(0, 90, 300, 200),
    ]);
    const near = (longitude: number, latitude: number) =>
      all.reduce((best, row) =>
        Math.abs((row.fields.longitude as number) - longitude) + Math.abs((row.fields.latitude as number) - latitude) <
        Math.abs((best.fields.longitude as number) - longitude) + Math.abs((best.fields.latitude as number) - latitude)
          ? row
          : best,
      );
    for (const origin of [near(7.1, 50.7), near(-3.5, 40.4), near(180, -17), near(-180, -17), near(0, 90)]) {
      for (const [radius, limit] of [
        [50, 3],
        [1000, 1],
        [1000, 7],
        [25_000, 10],
        [20_015_115, 40],
      ] as const) {
        const { items } = await nearbyWalk(store, origin.id, radius, limit);
        assertNearby(
          items,
          all,
          origin,
          radius,
          `${radius} m, limit ${limit}, around (${origin.fields.latitude}, ${origin.fields.longitude})`,
        );
      }
    }
  });

  test('nearby of an id that does not exist is undefined', async (t) => {
    const store = await fresh(t);
    await seed(store, 'locations', generateLocations(8).slice(0, 50), 10);
    for (const id of ['01ARZ3NDEKTSV4RRFFQ69G5FAV', 'not-an-id', '']) {
      assert.equal(await store.queries.locations.nearby({ id, radius: 20_015_115, limit: 10, scope: `nearby:${id}` }), undefined);
    }
  });

  test('search and nearby follow every update and delete: a moved point is found where it is now, a deleted one nowhere', async (t) => {
    const store = await fresh(t);
    const locations = store.collection('locations');
    const all = await seed(store, 'locations', generateLocations(9));
    const bonn = all.filter(
      (row) => Math.abs((row.fields.longitude as number) - 7.1) < 0.2 && Math.abs((row.fields.latitude as number) - 50.7) < 0.2,
    );
    const [moved, deleted, retimed, origin] = bonn;
    await locations.update(moved!.id, () => ({ longitude: 179.5, latitude: -15 }));
    await locations.update(retimed!.id, () => ({ timestamp: '9999-12-31T23:00:00-02:00' }));
    await locations.delete(deleted!.id);
    await locations.insert({ longitude: 100.5, latitude: 10.5, altitude: 0, timestamp: '2026-12-31T23:59:59.999999999Z' });
    const now = await readAll(store, 'locations');
    for (const box of [BOXES[0]!, BOXES[1]!, BOXES[10]!, BOXES[11]!]) {
      const expected = now
        .filter((row) => inBbox(box, row.fields.longitude as number, row.fields.latitude as number))
        .sort(newestFirst('timestamp'));
      const { rows } = await searchWalk(store, { bbox: toBox(box), limit: 250, scope: 'search' });
      assert.deepEqual(rows, expected, `bbox ${box.join(',')}`);
    }
    assert.equal((await store.queries.locations.search({ limit: 1, scope: 'latest' })).items[0]?.[0], retimed!.id);
    const { items } = await nearbyWalk(store, origin!.id, 60_000, 50);
    assertNearby(items, now, now.find((row) => row.id === origin!.id)!, 60_000, 'after the writes');
    assert.ok(!items.some((item) => item.row.id === moved!.id || item.row.id === deleted!.id));
    const away = await nearbyWalk(store, moved!.id, 200_000, 50);
    assertNearby(away.items, now, now.find((row) => row.id === moved!.id)!, 200_000, 'around the moved point');
  });

  test('search and nearby walks stay stable while locations are inserted and deleted between their pages', async (t) => {
    const store = await fresh(t);
    const locations = store.collection('locations');
    // A third of the data set: every page of these walks pays for a few durable writes.
    const all = await seed(
      store,
      'locations',
      generateLocations(10).filter((_, index) => index % 3 === 0),
    );
    const random = createRandom(11);
    const deleted = new Set<string>();
    let last: string | undefined;
    const origin = all.find((row) => Math.abs((row.fields.longitude as number) - 7.1) < 0.1)!;
    const churn = async () => {
      await locations.insertMany([
        ...generateLocations(Math.floor(random() * 1e6)).filter((_, index) => index % 700 === 0),
        { longitude: 7.1 + random() / 100, latitude: 50.7, altitude: 1, timestamp: '2026-07-01T00:00:00Z' },
      ]);
      const victims = [last, all[Math.floor(random() * all.length)]!.id];
      for (const id of victims) if (id !== undefined && id !== origin.id && (await locations.delete(id)) !== undefined) deleted.add(id);
    };
    for (const request of [
      { limit: 41, scope: 'latest' },
      { bbox: toBox(BOXES[2]!), limit: 17, scope: 'search' },
      { from: '2026-05-01T00:00:00Z', limit: 29, scope: 'search' },
    ]) {
      const before = (await searchWalk(store, { ...request, limit: 1000 })).rows;
      const { items } = await walk(
        request.limit,
        async (cursor) => {
          const page = await store.queries.locations.search({ ...request, cursor });
          last = page.items.at(-1)?.[0] as string | undefined;
          return page;
        },
        churn,
      );
      const kept = ids(before).filter((id) => !deleted.has(id));
      assertOnceEach(ids(items.map((values) => rowOf('locations', values))), kept, JSON.stringify(request));
    }
    const before = await nearbyWalk(store, origin.id, 700_000, 1000);
    const during = await walk(
      23,
      async (cursor) => {
        const page = await store.queries.locations.nearby({
          id: origin.id,
          radius: 700_000,
          limit: 23,
          cursor,
          scope: `nearby:${origin.id}`,
        });
        last = page?.items.at(-1)?.row.id;
        return page;
      },
      churn,
    );
    const kept = before.items.map((item) => item.row.id).filter((id) => !deleted.has(id));
    assertOnceEach(
      during.items.map((item) => item.row.id),
      kept,
      'nearby',
    );
  });

  test('version 3: search and latest by device, alone and with a bbox and a time range; an unknown device matches nothing', async (t) => {
    const store = await fresh(t);
    const devices = store.collection('devices');
    const busy = (await devices.insert({ name: 'busy' })).id;
    const quiet = (await devices.insert({ name: 'quiet' })).id;
    const idle = (await devices.insert({ name: 'idle' })).id;
    const random = createRandom(41);
    // Half of the busy device, a few of the quiet one, the rest written through versions 1 and 2.
    const rows = generateLocations(7).map((row) => {
      const roll = random();
      return roll < 0.5 ? { ...row, device: busy, accuracy: 4.5 } : roll < 0.55 ? { ...row, device: quiet } : row;
    });
    const all = await seed(store, 'locations', rows);
    const cases: Omit<LocationSearch, 'limit' | 'scope'>[] = [
      { device: busy },
      { device: quiet },
      { device: idle },
      { device: 'no-such-device' },
      { device: busy, ...timeRange(0) },
      { device: quiet, ...timeRange(1) },
      { device: busy, bbox: toBox(BOXES[0]!) },
      { device: busy, bbox: toBox(BOXES[1]!), ...timeRange(2) },
      // Nearly every location: the SQLite store walks the device's time index and checks the box.
      { device: busy, bbox: toBox(BOXES[10]!) },
      { device: quiet, bbox: toBox(BOXES[12]!), ...timeRange(0) },
    ];
    for (const request of cases) {
      const { bbox, from, to, device } = request;
      const expected = all
        .filter((row) => row.fields.device === device && withinTime(row.fields.timestamp!, from, to))
        .filter(
          (row) =>
            bbox === undefined ||
            inBbox([bbox.minLon, bbox.minLat, bbox.maxLon, bbox.maxLat], row.fields.longitude as number, row.fields.latitude as number),
        )
        .sort(newestFirst('timestamp'));
      for (const limit of [31, 1000]) {
        const { rows: found, pages } = await searchWalk(store, { ...request, limit, scope: 'search' });
        assert.deepEqual(ids(found), ids(expected), `${JSON.stringify(request)}, limit ${limit}`);
        assert.equal(pages, pagesFor(expected.length, limit));
      }
    }
    // Latest is search without a box or time: a device's locations newest first, those without a timestamp last.
    const { rows: latest } = await searchWalk(store, { device: quiet, limit: 9, scope: 'latest' });
    assert.deepEqual(latest, all.filter((row) => row.fields.device === quiet).sort(newestFirst('timestamp')));
    assert.ok(latest.length > 9);
  });
}

/** A time range of TIME_RANGES as search fields. */
function timeRange(index: number): { from?: string; to?: string } {
  const [from, to] = TIME_RANGES[index]!;
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}
