// store.queries.devices (issue 18): a device's track (its locations oldest first, from/to compared as
// instants, keyset pages) and what it reported last (its newest location, the newest reading of each
// quantity), each compared with a brute force over the rows written. The devices' rows sit among
// rows of other devices and rows of no device, which neither answer may show.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CursorError } from '../../../src/storage/index.js';
import type { CursorErrorReason, FieldValue, Store, StoredRow } from '../../../src/storage/index.js';
import type { DeviceTrack } from '../../../src/storage/queries.js';
import type { FreshStore } from '../conformance.js';
import { AWKWARD_INSTANTS, readAll, seed } from './data.js';
import { compareText, createRandom, ids, newestFirst, rowOf, walk, withinTime, writeInstant } from './reference.js';

type Fields = Record<string, FieldValue>;

const OFFSETS = [0, 60, -300, 330, 840, -720, 1439, -1439];
const YEAR_START = Date.UTC(2026, 0, 1);
const QUANTITIES = ['air_temperature', 'relative_humidity', 'wind_speed', 'a', 'a_b', 'ab', 'z9'];

const TIME_RANGES: [string | undefined, string | undefined][] = [
  ['2026-03-01T00:00:00Z', '2026-04-01T00:00:00+02:00'],
  ['2026-06-30T23:00:00-01:00', undefined],
  [undefined, '2026-02-01T05:30:00+05:30'],
  ['2016-12-31T23:59:60Z', '2017-01-01T00:00:00Z'],
  ['2026-02-28T00:31:00.000000001Z', '2026-02-28T00:31:00.000000001Z'],
  ['2026-06-01T14:00:00+02:00', '2026-06-01T12:00:00z'],
  ['9999-12-31T23:59:59Z', undefined],
];

/** An instant of 2026 in one of several offsets; whole hours half the time, so ties across offsets occur. */
function instant(random: () => number): string {
  const at = YEAR_START + Math.floor(random() * 365 * 24) * 3_600_000 + (random() < 0.5 ? 0 : Math.floor(random() * 3_600_000));
  return writeInstant(at, OFFSETS[Math.floor(random() * OFFSETS.length)]!, random() < 0.3);
}

/** Oldest first by a time field, rows without one first, id ascending as the tiebreak: newest first reversed. */
const oldestFirst = (field: string) => {
  const newest = newestFirst(field);
  return (a: StoredRow, b: StoredRow): number => newest(b, a);
};

interface Seeded {
  store: Store;
  devices: string[];
  locations: StoredRow[];
  readings: StoredRow[];
}

/** Three devices with locations and readings (the third has none), and rows of no device among them. */
async function seedDevices(store: Store, seedNumber: number): Promise<Seeded> {
  const random = createRandom(seedNumber);
  const devices: string[] = [];
  for (const name of ['collar', 'station', 'idle']) devices.push((await store.collection('devices').insert({ name })).id);
  const [collar, station] = devices as [string, string];
  const location = (device: string | null, timestamp: string | null): Fields => ({
    longitude: Number((random() * 360 - 180).toFixed(6)),
    latitude: Number((random() * 180 - 90).toFixed(6)),
    altitude: 1,
    speed: 0,
    timestamp,
    device,
  });
  const locations: Fields[] = [];
  for (let i = 0; i < 700; i++) locations.push(location(random() < 0.7 ? collar : random() < 0.5 ? station : null, instant(random)));
  for (const timestamp of AWKWARD_INSTANTS) locations.push(location(collar, timestamp));
  // The same instant three times: the ids decide.
  for (let i = 0; i < 3; i++) locations.push(location(collar, '2026-05-05T10:00:00Z'), location(collar, '2026-05-05T11:00:00+01:00'));
  // No version 3 write leaves a device's location without a timestamp; the store still orders one.
  locations.push(location(collar, null), location(station, null));
  const reading = (device: string | null, quantity: string | null, time: string): Fields => ({
    time,
    area: 'bonn:rheinaue',
    mean: Number((random() * 40 - 10).toFixed(3)),
    good: 1,
    number: 1,
    device,
    quantity,
    unit: quantity === null ? null : 'Cel',
  });
  const readings: Fields[] = [];
  for (let i = 0; i < 900; i++) {
    const device = random() < 0.5 ? station : random() < 0.5 ? collar : null;
    // A tenth without a quantity (written by versions 1 and 2): latest lists none of them.
    const quantity = random() < 0.1 ? null : QUANTITIES[Math.floor(random() * QUANTITIES.length)]!;
    readings.push(reading(device, quantity, instant(random)));
  }
  // The newest instant of the year in two offsets, twice: equal times, so the largest id wins.
  for (let i = 0; i < 2; i++)
    readings.push(reading(station, 'wind_speed', '2026-12-31T23:59:59Z'), reading(station, 'wind_speed', '2027-01-01T00:59:59+01:00'));
  return {
    store,
    devices,
    locations: await seed(store, 'locations', locations),
    readings: await seed(store, 'readings', readings),
  };
}

async function trackWalk(store: Store, request: Omit<DeviceTrack, 'cursor'>, between?: () => Promise<void>) {
  const result = await walk(request.limit, (cursor) => store.queries.devices.track({ ...request, cursor }), between);
  return { ...result, rows: result.items.map((values) => rowOf('locations', values)) };
}

async function assertRefused(attempt: Promise<unknown>, reason: CursorErrorReason, label: string): Promise<void> {
  await assert.rejects(attempt, (error) => {
    assert.ok(error instanceof CursorError, `${label}: ${String(error)}`);
    assert.equal(error.reason, reason, `${label}: ${error.message}`);
    return true;
  });
}

/** The newest row of each value of `key` among `rows`, by `field` then id, in binary order of the key. */
function newestByKey(rows: readonly StoredRow[], key: string, field: string): StoredRow[] {
  const newest = new Map<string, StoredRow>();
  for (const row of [...rows].sort(newestFirst(field))) {
    const value = row.fields[key];
    if (typeof value === 'string' && !newest.has(value)) newest.set(value, row);
  }
  return [...newest.entries()].sort(([a], [b]) => compareText(a, b)).map(([, row]) => row);
}

export function deviceQueryCases(fresh: FreshStore): void {
  test("track answers every location of the device and no other, oldest timestamp first, ties by id, whatever the page's size", async (t) => {
    const { store, devices, locations } = await seedDevices(await fresh(t), 41);
    for (const device of devices) {
      const expected = locations.filter((row) => row.fields.device === device).sort(oldestFirst('timestamp'));
      for (const limit of [1, 37, 1000]) {
        if (limit === 1 && expected.length > 300) continue;
        const { rows } = await trackWalk(store, { device, limit, scope: `device-track:${device}` });
        assert.deepEqual(ids(rows), ids(expected), `device ${device}, limit ${limit}`);
        assert.deepEqual(rows, expected);
      }
    }
  });

  test('track by from and to compares instants across offsets, to the nanosecond, and leaves out locations without a timestamp', async (t) => {
    const { store, devices, locations } = await seedDevices(await fresh(t), 42);
    const device = devices[0]!;
    for (const [from, to] of TIME_RANGES) {
      const expected = locations
        .filter((row) => row.fields.device === device && withinTime(row.fields.timestamp!, from, to))
        .sort(oldestFirst('timestamp'));
      const { rows } = await trackWalk(store, { device, from, to, limit: 29, scope: 'track' });
      assert.deepEqual(ids(rows), ids(expected), JSON.stringify({ from, to }));
    }
  });

  test('a walk of the track meets every location once and in order while locations are added and removed between its pages', async (t) => {
    const { store, devices, locations } = await seedDevices(await fresh(t), 43);
    const device = devices[0]!;
    const before = locations.filter((row) => row.fields.device === device).sort(oldestFirst('timestamp'));
    const removed = new Set<string>();
    let step = 0;
    const { rows } = await trackWalk(store, { device, limit: 50, scope: 'track' }, async () => {
      step++;
      // Older than every page so far, and newer than every page to come: neither may shift the walk.
      await store.collection('locations').insert({ longitude: 0, latitude: 0, altitude: 0, device, timestamp: '2000-01-01T00:00:00Z' });
      await store.collection('locations').insert({ longitude: 0, latitude: 0, altitude: 0, device, timestamp: '2999-01-01T00:00:00Z' });
      // A location the next page would hold leaves the walk (pages hold 50: `step` pages are served).
      const gone = before[step * 50 + 10];
      if (gone !== undefined && !removed.has(gone.id)) {
        await store.collection('locations').delete(gone.id);
        removed.add(gone.id);
      }
    });
    const original = rows.filter(
      (row) => row.fields.timestamp !== '2000-01-01T00:00:00Z' && row.fields.timestamp !== '2999-01-01T00:00:00Z',
    );
    assert.deepEqual(ids(original), ids(before.filter((row) => !removed.has(row.id))));
    assert.ok(step > 3, 'the walk had pages to add rows between');
  });

  test("track refuses another device's cursor and another route's as foreign, and made-up text as malformed", async (t) => {
    const { store, devices } = await seedDevices(await fresh(t), 44);
    const [collar, station] = devices as [string, string];
    const scope = (device: string) => `device-track:${device}`;
    const first = await store.queries.devices.track({ device: collar, limit: 2, scope: scope(collar) });
    assert.ok(typeof first?.nextCursor === 'string');
    await assertRefused(
      store.queries.devices.track({ device: station, limit: 2, cursor: first.nextCursor, scope: scope(station) }),
      'foreign',
      'another device',
    );
    const search = await store.queries.locations.search({ limit: 2, scope: 'location-search' });
    await assertRefused(
      store.queries.devices.track({ device: collar, limit: 2, cursor: search.nextCursor!, scope: scope(collar) }),
      'foreign',
      'search',
    );
    for (const text of ['not a cursor', first.nextCursor.slice(0, -2), `${first.nextCursor}==`]) {
      await assertRefused(store.queries.devices.track({ device: collar, limit: 2, cursor: text, scope: scope(collar) }), 'malformed', text);
    }
  });

  test('an unknown device has neither a track nor a latest; a device with no rows has an empty track and nothing latest', async (t) => {
    const { store, devices, locations, readings } = await seedDevices(await fresh(t), 45);
    for (const unknown of ['no-such-device', locations[0]!.id, readings[0]!.id, '', 'x\u0000y']) {
      assert.equal(await store.queries.devices.track({ device: unknown, limit: 5, scope: 'track' }), undefined, JSON.stringify(unknown));
      assert.equal(await store.queries.devices.latest(unknown), undefined, JSON.stringify(unknown));
    }
    const idle = devices[2]!;
    assert.deepEqual(await store.queries.devices.track({ device: idle, limit: 5, scope: 'track' }), { items: [], nextCursor: null });
    assert.deepEqual(await store.queries.devices.latest(idle), { location: null, readings: [] });
  });

  test('latest answers the newest location and the newest reading of each quantity, quantities in binary order', async (t) => {
    const { store, devices, locations, readings } = await seedDevices(await fresh(t), 46);
    for (const device of devices) {
      const found = await store.queries.devices.latest(device);
      assert.ok(found !== undefined);
      const own = locations.filter((row) => row.fields.device === device).sort(newestFirst('timestamp'));
      assert.deepEqual(found.location === null ? null : rowOf('locations', found.location), own[0] ?? null, `location of ${device}`);
      const expected = newestByKey(
        readings.filter((row) => row.fields.device === device),
        'quantity',
        'time',
      );
      assert.deepEqual(
        found.readings.map((values) => rowOf('readings', values)),
        expected,
        `readings of ${device}`,
      );
    }
    // Equal newest times of one quantity: the largest id.
    const station = await store.queries.devices.latest(devices[1]!);
    const wind = station!.readings.map((values) => rowOf('readings', values)).find((row) => row.fields.quantity === 'wind_speed')!;
    const ties = (await readAll(store, 'readings')).filter(
      (row) =>
        row.fields.device === devices[1] &&
        row.fields.quantity === 'wind_speed' &&
        /^(2026-12-31T23:59:59Z|2027-01-01T00:59:59\+01:00)$/.test(String(row.fields.time)),
    );
    assert.equal(ties.length, 4);
    assert.equal(wind.id, ids(ties).sort(compareText).at(-1));
  });
}
