// Issue 3: GET /readings/search, /readings/latest, /readings/{id}/history and /readings/summary over
// HTTP, every answer compared with a brute-force computation over the same generated readings.
// Areas include '_' and '.', which must match only themselves, and names that differ only in case.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { READING_KEYS } from '../fixtures/resources.js';
import {
  createRandom,
  ids,
  insertDirectly,
  matchesArea,
  newestFirst,
  postAll,
  walk,
  withinTime,
  writeInstant,
} from '../support/named-routes.js';
import type { Body } from '../support/named-routes.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

let server: TestServer;
let all: any[];
const AREAS = [
  'bonn:rheinaue',
  'bonn:beuel',
  'bonn:rheinaue.north',
  'Bonn:rheinaue',
  'koeln:dom',
  'koeln:deutz',
  'a_b',
  'axb',
  'a_bc',
  'a.b',
  'aXb',
  'ab',
  'x-y:z.1',
  'station_07',
  'station-07',
  'station.07',
];
const OFFSETS = [0, 60, -300, 330, 840, -720];

function generate(): Body[] {
  const random = createRandom(5);
  return Array.from({ length: 3000 }, () => {
    const version = random() < 0.3 ? 1 : 2;
    const number = Math.floor(random() * 101);
    const at = Date.UTC(2026, 0, 1) + Math.floor(random() * 365 * 24) * 3_600_000 + (random() < 0.5 ? 0 : Math.floor(random() * 3_600_000));
    const body: Body = {
      version_number: version,
      area: AREAS[Math.floor(random() ** 1.5 * AREAS.length)]!,
      time: writeInstant(at, OFFSETS[Math.floor(random() * OFFSETS.length)]!, random() < 0.3),
      mean: random() < 0.1 ? Math.round(random() * 20) : Number((random() * 60 - 20).toFixed(3)),
      good: Math.floor(random() * (number + 1)),
      number,
    };
    if (version === 2)
      Object.assign(body, { seen: number + Math.floor(random() * 5), span: 60, stdDev: Number((random() * 3).toFixed(3)) });
    return body;
  });
}

before(async () => {
  server = await startServer({ rateLimit: { limit: 0 } });
  const bodies = generate();
  // Most rows go in directly (fast); a hundred through POST, so the server's own write path feeds
  // the area structures too (SQLite's reading_areas). Every one is then read back as a version 2 reader sees it.
  await insertDirectly(server, 'readings', bodies.slice(100));
  await postAll(server, 'readings', bodies.slice(0, 100));
  all = (await walk(server, '/readings', { version_number: 2, limit: 1000 })).items;
  assert.equal(all.length, bodies.length);
});
after(() => server.close());

const PATTERNS = [
  undefined,
  'bonn:rheinaue',
  'bonn:*',
  '*rheinaue*',
  'a_b',
  'a_*',
  'a*b',
  '*',
  'Bonn:*',
  'station?07'.replace('?', '*'),
  'nowhere',
  '*.07',
  'x-y:z.1',
];

test('search by area pattern: * is the only wildcard, _ and . match themselves, case counts', async () => {
  for (const area of PATTERNS) {
    const expected = all.filter((item) => matchesArea(area, item.area)).sort(newestFirst('time'));
    const query: Record<string, string | number> = { version_number: 2, limit: 41 };
    if (area !== undefined) query.area = area;
    const { items } = await walk(server, '/readings/search', query);
    assert.deepEqual(ids(items), ids(expected), `area ${area}`);
    assert.deepEqual(items, expected);
  }
  const literal = (await walk(server, '/readings/search', { version_number: 1, area: 'a_b', limit: 1000 })).items;
  assert.ok(literal.length > 0 && literal.every((item) => item.area === 'a_b'), 'a_b matches neither axb nor a_bc');
});

test('search by time and mean ranges, alone and with an area, compares time as instants', async () => {
  const cases: Record<string, string | number>[] = [
    { from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00+02:00' },
    { from: '2026-06-30T23:00:00-01:00' },
    { to: '2026-02-01T05:30:00+05:30' },
    { from: '2026-05-05T10:00:00Z', to: '2026-05-05T10:00:00Z' },
    { min_mean: 10 },
    { max_mean: -15.5 },
    { min_mean: 3, max_mean: 3 },
    { min_mean: 0, max_mean: 20, area: 'bonn:*' },
    { min_mean: -5, max_mean: 5, from: '2026-07-01T00:00:00+14:00', area: '*b*' },
    { area: 'koeln:dom', to: '2026-08-01T00:00:00-12:00' },
  ];
  for (const filters of cases) {
    const { from, to, min_mean: low, max_mean: high, area } = filters as Record<string, any>;
    const expected = all
      .filter(
        (item) =>
          matchesArea(area, item.area) &&
          withinTime(item.time, from, to) &&
          (low === undefined || item.mean >= low) &&
          (high === undefined || item.mean <= high),
      )
      .sort(newestFirst('time'));
    const { items } = await walk(server, '/readings/search', { version_number: 1, limit: 29, ...filters });
    assert.deepEqual(ids(items), ids(expected), JSON.stringify(filters));
    for (const item of items) assert.deepEqual(Object.keys(item), READING_KEYS[1]);
  }
});

test('latest answers the newest reading of each area, areas in name order, and area narrows it', async () => {
  for (const area of [undefined, 'bonn:*', 'a_b', '*0*', 'nowhere']) {
    const newest = new Map<string, any>();
    for (const item of [...all].sort(newestFirst('time')))
      if (matchesArea(area, item.area) && !newest.has(item.area)) newest.set(item.area, item);
    const expected = [...newest.keys()].sort().map((name) => newest.get(name));
    const query: Record<string, string | number> = { version_number: 2, limit: 3 };
    if (area !== undefined) query.area = area;
    const { items } = await walk(server, '/readings/latest', query);
    assert.deepEqual(items, expected, `area ${area}`);
  }
});

test("history answers the readings of the same area up to this one's time, itself included, newest first", async () => {
  for (const origin of [all[0], all[17], all[400], all[999], all.at(-1)]) {
    const expected = all
      .filter((item) => item.area === origin.area && Date.parse(item.time) <= Date.parse(origin.time))
      .sort(newestFirst('time'));
    for (const version of [1, 2] as const) {
      const { items } = await walk(server, `/readings/${origin.id}/history`, { version_number: version, limit: 13 });
      assert.deepEqual(ids(items), ids(expected), `history of ${origin.id}`);
      assert.ok(ids(items).includes(origin.id));
      for (const item of items) assert.deepEqual(Object.keys(item), READING_KEYS[version]);
    }
  }
});

/** Pooled statistics straight from the definition: Σ n_i(σ_i² + μ_i²) − N μ² over the readings with a stdDev. */
function directSummary(readings: any[]) {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const number = sum(readings.map((r) => r.number));
  const withStdDev = readings.filter((r) => r.stdDev !== null);
  const n = sum(withStdDev.map((r) => r.number));
  const mu = n === 0 ? 0 : sum(withStdDev.map((r) => r.number * r.mean)) / n;
  const ss = sum(withStdDev.map((r) => r.number * (r.stdDev ** 2 + r.mean ** 2))) - n * mu * mu;
  return {
    readings: readings.length,
    number,
    good: sum(readings.map((r) => r.good)),
    mean: number === 0 ? null : sum(readings.map((r) => r.number * r.mean)) / number,
    stdDev: n === 0 ? null : Math.sqrt(Math.max(0, ss) / n),
    readings_without_std_dev: readings.length - withStdDev.length,
    number_with_std_dev: n,
  };
}

function assertClose(actual: number | null, expected: number | null, label: string): void {
  if (expected === null) return assert.equal(actual, null, label);
  assert.ok(
    actual !== null && Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected)),
    `${label}: ${actual} against ${expected}`,
  );
}

test("summary pools each area's readings: sums, weighted mean and pooled standard deviation", async () => {
  const cases: Record<string, string>[] = [
    {},
    { area: 'bonn:*' },
    { from: '2026-04-01T00:00:00+02:00', to: '2026-06-01T00:00:00Z' },
    { area: 'a*', to: '2026-03-01T00:00:00-05:00' },
  ];
  for (const filters of cases) {
    const groups = new Map<string, any[]>();
    for (const item of all) {
      if (!matchesArea(filters.area, item.area) || !withinTime(item.time, filters.from, filters.to)) continue;
      groups.set(item.area, [...(groups.get(item.area) ?? []), item]);
    }
    for (const version of [1, 2] as const) {
      const { items } = await walk(server, '/readings/summary', { version_number: version, limit: 4, ...filters });
      assert.deepEqual(
        items.map((item) => item.area),
        [...groups.keys()].sort(),
        JSON.stringify(filters),
      );
      for (const item of items) {
        const expected = directSummary(groups.get(item.area)!);
        const label = `${item.area} ${JSON.stringify(filters)}`;
        assert.deepEqual(
          Object.keys(item),
          version === 1
            ? ['area', 'readings', 'number', 'good', 'mean']
            : ['area', 'readings', 'number', 'good', 'mean', 'stdDev', 'readings_without_std_dev', 'number_with_std_dev'],
        );
        assert.deepEqual([item.readings, item.number, item.good], [expected.readings, expected.number, expected.good], label);
        assertClose(item.mean, expected.mean, `${label} mean`);
        if (version === 1) continue;
        assertClose(item.stdDev, expected.stdDev, `${label} stdDev`);
        assert.deepEqual(
          [item.readings_without_std_dev, item.number_with_std_dev],
          [expected.readings_without_std_dev, expected.number_with_std_dev],
        );
      }
    }
  }
});
