// Which R*Tree entries nearby reads the rows of (issue 22): never one that may be on the page, and
// not those certainly farther than a full page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { haversineMetres } from '../../../src/storage/geo.js';
import { entriesToRead } from '../../../src/storage/sqlite/nearby-candidates.js';
import type { PointEntry } from '../../../src/storage/sqlite/nearby-candidates.js';

/** An entry as the R*Tree keeps it: the point rounded outwards to 32-bit floats. */
function entry(point: number, longitude: number, latitude: number): PointEntry {
  const down = (value: number) => (Math.fround(value) > value ? value - Math.abs(value) * 2 ** -23 : Math.fround(value));
  const up = (value: number) => (Math.fround(value) < value ? value + Math.abs(value) * 2 ** -23 : Math.fround(value));
  return { point, min_lon: down(longitude), max_lon: up(longitude), min_lat: down(latitude), max_lat: up(latitude) };
}

function randomPoints(count: number, seed: number, around: [number, number], degrees: number) {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: count }, (_, index) => ({
    point: index + 1,
    longitude: Math.max(-180, Math.min(180, around[0] + (random() - 0.5) * degrees)),
    latitude: Math.max(-90, Math.min(90, around[1] + (random() - 0.5) * degrees)),
  }));
}

test('the rows read always hold the page: every point within reach, past the cursor, among the limit + 1 nearest', () => {
  for (const [seed, around, degrees] of [
    [1, [7.1, 50.7], 0.02],
    [2, [180, -17], 0.5],
    [3, [0, 89.99], 0.02],
    [4, [-3.5, 40.4], 0.000001],
  ] as const) {
    const points = randomPoints(400, seed, [around[0], around[1]], degrees);
    const origin = points[0]!;
    const entries = points.map((p) => entry(p.point, p.longitude, p.latitude));
    const distance = (p: (typeof points)[number]) => haversineMetres(origin.latitude, origin.longitude, p.latitude, p.longitude);
    for (const reach of [1, 300, 5_000, 100_000]) {
      for (const limit of [1, 10, 50]) {
        for (const after of [undefined, 100, 1000]) {
          const read = new Set(entriesToRead(entries, { ...origin, reach, origin: origin.point, after, limit }));
          const qualifying = points
            .filter((p) => p !== origin && distance(p) <= reach && (after === undefined || distance(p) >= after))
            .sort((a, b) => distance(a) - distance(b));
          for (const p of qualifying.slice(0, limit + 1)) assert.ok(read.has(p.point), `seed ${seed}, reach ${reach}, limit ${limit}`);
          assert.ok(!read.has(origin.point));
        }
      }
    }
  }
});

test('a dense place reads about a page of rows, not every entry within reach', () => {
  const points = randomPoints(2000, 5, [7.1, 50.7], 0.01);
  const origin = points[0]!;
  const entries = points.map((p) => entry(p.point, p.longitude, p.latitude));
  const read = entriesToRead(entries, { ...origin, reach: 5_000, origin: origin.point, after: undefined, limit: 10 });
  assert.ok(read.length >= 11 && read.length <= 20, `read ${read.length} of 1999`);
  const all = entriesToRead(entries, { ...origin, reach: 5_000, origin: origin.point, after: undefined, limit: 5000 });
  assert.equal(all.length, 1999);
});
