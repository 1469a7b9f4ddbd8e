// Issue 3, "fast at scale": every statement a named route runs is answered through an index, shown
// by EXPLAIN QUERY PLAN. The statements are not listed by hand: the test records every statement the
// store actually runs for each route (all of their plans), and explains each with its own values.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { seedDatabase } from '../../../scripts/seed.js';
import { openSqliteStore } from '../../../src/storage/sqlite/database.js';
import { addMomentsAggregate } from '../../../src/storage/sqlite/moments-aggregate.js';
import type { SqliteStore } from '../../../src/storage/sqlite/database.js';
import { buildLocationSearch } from '../../../src/storage/sqlite/location-queries.js';
import type { LocationSearchPlan } from '../../../src/storage/sqlite/location-queries.js';
import { TIME_KEY } from '../../../src/storage/sqlite/instant-key.js';
import { MIGRATIONS_DIRECTORY } from '../../../src/storage/sqlite/migrate.js';
import { buildReadingSearch } from '../../../src/storage/sqlite/reading-queries.js';
import { fillStatements, recomputeStatements } from '../../../src/storage/sqlite/reading-buckets.js';
import { buildSummary } from '../../../src/storage/sqlite/reading-summary.js';
import type { ReadingSearchPlan } from '../../../src/storage/sqlite/reading-queries.js';
import { PLAN_CASES, readSample } from '../../support/plan-cases.js';
import type { PlanSample, PlanSubjects } from '../../support/plan-cases.js';

type Recorded = { sql: string; args: unknown[] };
let folder: string;
let store: SqliteStore;
let db: Database.Database;
let recording: Recorded[] | undefined;

// Wrap the statement methods once, so every statement the store runs is seen with its values.
const statementPrototype = Object.getPrototypeOf(new Database(':memory:').prepare('SELECT 1')) as Record<string, unknown>;
for (const method of ['all', 'get', 'iterate', 'run']) {
  const original = statementPrototype[method] as (...args: unknown[]) => unknown;
  statementPrototype[method] = function (this: { source: string }, ...args: unknown[]) {
    recording?.push({ sql: this.source, args });
    return original.apply(this, args);
  };
}

before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'fieldlog-plans-'));
  const path = join(folder, 'plans.db');
  seedDatabase({ database: path, locations: 3000, readings: 3000, seed: 7 });
  store = await openSqliteStore(path);
  db = new Database(path, { readonly: true });
  // The summary's statements call it, as the store's own connection does (row-reads.ts).
  addMomentsAggregate(db);
});
after(async () => {
  db.close();
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The plan's lines; fails on any table read that does not go through an index. */
function explain(sql: string, args: unknown[], on: Database.Database = db): string[] {
  const lines = (on.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map((row) => row.detail);
  // Results of subqueries (CO-ROUTINE p, MATERIALIZE first) are read whole by design: they are not tables.
  const subqueries = lines.map((line) => /^(?:CO-ROUTINE|MATERIALIZE) (\S+)/.exec(line)?.[1]).filter((name) => name !== undefined);
  for (const line of lines) {
    if (!/^(SCAN|SEARCH) /.test(line) || subqueries.some((name) => line === `SCAN ${name}`) || /^SCAN \(subquery/.test(line)) continue;
    // reading_areas (alias a) is the catalogue of areas, one row per area: a pattern that starts with
    // * has no prefix to seek to, so it reads the catalogue, never the readings.
    if (line === 'SCAN a') continue;
    // A SELECT of an expression alone (the sort key of a bound date-time) reads no table.
    if (line === 'SCAN CONSTANT ROW') continue;
    assert.match(line, /USING (COVERING )?INDEX \w+|USING (INTEGER )?PRIMARY KEY|VIRTUAL TABLE INDEX/, `no index in "${line}" of:\n${sql}`);
  }
  return lines;
}

/** Runs `work`, explains every statement it ran, and returns all their plan lines. */
async function plansOf(work: () => Promise<unknown>, on: Database.Database = db): Promise<string> {
  recording = [];
  const seen = recording;
  try {
    await work();
  } finally {
    recording = undefined;
  }
  assert.ok(seen.length > 0, 'the route ran no statement');
  return seen.map(({ sql, args }) => explain(sql, args, on).join('\n')).join('\n');
}

const anyLocation = () => db.prepare('SELECT id FROM locations LIMIT 1').pluck().get() as string;
const page = { limit: 5 };

test('location-search and location-latest read locations_by_time, or the R*Tree for a small box', async () => {
  const { locations } = store.queries;
  const latest = await plansOf(() => locations.search({ ...page, scope: 'location-latest' }));
  assert.match(latest, /locations_by_time/);
  const filtered = await plansOf(async () => {
    const first = await locations.search({ ...page, from: '2026-01-01T00:00:00+01:00', to: '2030-01-01T00:00:00Z', scope: 's' });
    await locations.search({ ...page, cursor: first.nextCursor!, from: '2026-01-01T00:00:00+01:00', scope: 's' });
  });
  assert.match(filtered, /SEARCH l USING (COVERING )?INDEX locations_by_time/);
  const box = await plansOf(() => locations.search({ ...page, bbox: { minLon: 170, minLat: -30, maxLon: -170, maxLat: 0 }, scope: 's' }));
  assert.match(box, /VIRTUAL TABLE INDEX/);
  assert.match(box, /SEARCH l USING INTEGER PRIMARY KEY/);
});

test('both plans of a bbox search name their index, with and without a cursor', () => {
  const plans: LocationSearchPlan[] = ['time-index', 'rtree'];
  for (const plan of plans) {
    for (const cursor of [undefined, ['2026-06-01T00:00:00.000000000', '01J00000000000000000000000'] as const]) {
      const query = buildLocationSearch(
        { ...page, scope: 's', bbox: { minLon: 170, minLat: -30, maxLon: -170, maxLat: 0 }, from: '2026-01-01T00:00:00Z' },
        cursor,
        plan,
      );
      const lines = explain(query.sql, [query.params]).join('\n');
      assert.match(lines, plan === 'rtree' ? /VIRTUAL TABLE INDEX/ : /locations_by_time/);
    }
  }
});

test('the grid and time-budget plans of a small box read their index alone, with and without a cursor', () => {
  const bbox = { minLon: 7.02, minLat: 50.66, maxLon: 7.18, maxLat: 50.79 };
  for (const cursor of [undefined, ['2026-06-01T00:00:00.000000000', '01J00000000000000000000000'] as const]) {
    const request = { ...page, scope: 's', bbox, from: '2026-01-01T00:00:00Z' };
    const grid = buildLocationSearch(request, cursor, 'grid');
    const walk = explain(grid.sql, [{ ...grid.params, cell: 1 }]).join('\n');
    // The cell, then the time bounds (the cursor's too), seek the index; the box is checked on its entries.
    const bounds = cursor === undefined ? '<expr>>\\?' : '<expr>>\\? AND <expr><\\?';
    assert.match(walk, new RegExp(`^SEARCH l USING COVERING INDEX locations_by_cell_time \\(<expr>=\\? AND ${bounds}\\)$`, 'm'));
    assert.doesNotMatch(walk, /TEMP B-TREE/);
    const budget = buildLocationSearch(request, cursor, 'time-budget');
    const newest = explain(budget.sql, [{ ...budget.params, budget: 100 }]).join('\n');
    assert.match(newest, new RegExp(`^SEARCH l USING COVERING INDEX locations_by_time \\(${bounds}\\)$`, 'm'));
  }
});

test('location-nearby finds its origin by id and its neighbours through the R*Tree', async () => {
  const id = anyLocation();
  for (const radius of [1000, 300_000, 20_015_115]) {
    const lines = await plansOf(() => store.queries.locations.nearby({ ...page, id, radius, scope: 'n' }));
    assert.match(lines, /sqlite_autoindex_locations_1/);
    assert.match(lines, /VIRTUAL TABLE INDEX/);
    // Rows are read only for entries within reach, which a kilometre around a sparse point may lack.
    if (radius > 1000) assert.match(lines, /USING INTEGER PRIMARY KEY/);
  }
});

test('reading-search uses the area, mean or time index, whichever narrows it', async () => {
  const { readings } = store.queries;
  const lines = await plansOf(async () => {
    await readings.search({ ...page, area: 'bonn:district-07.south', scope: 's' });
    await readings.search({ ...page, area: 'bonn:*', from: '2026-01-01T00:00:00Z', scope: 's' });
    await readings.search({ ...page, area: '*north', scope: 's' });
    await readings.search({ ...page, minMean: 29, scope: 's' });
    const first = await readings.search({
      ...page,
      from: '2025-01-01T00:00:00Z',
      to: '2030-01-01T00:00:00-05:00',
      minMean: -5,
      scope: 's',
    });
    await readings.search({ ...page, cursor: first.nextCursor!, scope: 's' });
  });
  for (const index of ['readings_by_area_time', 'readings_by_mean', 'readings_by_time'])
    assert.match(lines, new RegExp(`USING (COVERING )?INDEX ${index}`));
  // The wildcard's areas come from reading_areas (alias a) by its primary key when there is a prefix.
  assert.match(lines, /SEARCH a USING PRIMARY KEY \(area>\? AND area<\?\)/);
  const plans: ReadingSearchPlan[] = ['areas', 'mean', 'time-index'];
  for (const plan of plans) {
    const query = buildReadingSearch(
      { ...page, scope: 's', area: 'bonn:*', minMean: 0, maxMean: 10 },
      ['2026-06-01T00:00:00.000000000', '01J0'],
      plan,
    );
    assert.match(
      explain(query.sql, [query.params]).join('\n'),
      plan === 'mean' ? /readings_by_mean/ : plan === 'areas' ? /readings_by_area_time/ : /readings_by_time/,
    );
  }
});

test("reading-latest walks reading_areas and seeks each area's newest reading in the covering index", async () => {
  const lines = await plansOf(async () => {
    const first = await store.queries.readings.latest({ ...page, scope: 'l' });
    await store.queries.readings.latest({ ...page, cursor: first.nextCursor!, area: '*south', scope: 'l' });
    await store.queries.readings.latest({ ...page, area: 'bonn:*', scope: 'l' });
  });
  assert.match(lines, /SEARCH a USING PRIMARY KEY/);
  assert.match(lines, /SEARCH n USING COVERING INDEX readings_by_area_time \(area=\?\)/);
  assert.match(lines, /SEARCH r USING INTEGER PRIMARY KEY/);
});

test('reading-history finds its origin by id and walks readings_by_area_time', async () => {
  // The latest reading of the busiest area, so that its history has a second page to ask for.
  const id = db
    .prepare(
      'SELECT id FROM readings WHERE area = (SELECT area FROM readings GROUP BY area ORDER BY count(*) DESC LIMIT 1) ORDER BY id DESC LIMIT 1',
    )
    .pluck()
    .get() as string;
  const lines = await plansOf(async () => {
    const first = await store.queries.readings.history({ limit: 2, id, scope: 'h' });
    await store.queries.readings.history({ limit: 2, id, cursor: first!.nextCursor!, scope: 'h' });
  });
  assert.match(lines, /sqlite_autoindex_readings_1/);
  assert.match(lines, /SEARCH r USING INDEX readings_by_area_time \(area=\? AND <expr><\?\)/);
});

test('reading-summary walks the month buckets (or the groups of the bucket that encloses the range), merges reading_buckets by primary key and reads the partial hours from the covering readings_by_area_time (issue 22)', async () => {
  const lines = await plansOf(async () => {
    await store.queries.readings.summary({ ...page, scope: 'm' });
    const first = await store.queries.readings.summary({
      limit: 2,
      area: 'bonn:*',
      from: '2026-01-01T00:00:00Z',
      to: '2026-12-31T00:00:00Z',
      scope: 'm',
    });
    await store.queries.readings.summary({
      limit: 2,
      area: 'bonn:*',
      from: '2026-01-01T00:00:00Z',
      to: '2026-12-31T00:00:00Z',
      cursor: first.nextCursor!,
      scope: 'm',
    });
    await store.queries.readings.summary({ ...page, from: '2026-03-01T10:20:00+05:30', to: '2026-03-01T10:50:00+05:30', scope: 'm' });
  });
  assert.match(lines, /SEARCH b USING COVERING INDEX reading_buckets_by_span \(span=\? AND \(area,quantity,unit\)>\(\?,\?,\?\)\)/);
  // An area prefix bounds the walk on both sides: its first page seeks to the prefix, not from the cursor before it.
  assert.match(lines, /SEARCH b USING COVERING INDEX reading_buckets_by_span \(span=\? AND area>\? AND area<\?\)/);
  assert.match(
    lines,
    /SEARCH b USING COVERING INDEX reading_buckets_by_span \(span=\? AND \(area,quantity,unit\)>\(\?,\?,\?\) AND area<\?\)/,
  );
  // Within one hour, only the groups that have that hour's bucket (migration 170).
  assert.match(
    lines,
    /SEARCH b USING COVERING INDEX reading_buckets_by_start \(span=\? AND start=\? AND \(area,quantity,unit\)>\(\?,\?,\?\)\)/,
  );
  assert.match(lines, /SEARCH b USING PRIMARY KEY \(area=\? AND quantity=\? AND unit=\? AND span=\? AND start>\? AND start<\?\)/);
  assert.match(lines, /SEARCH r USING COVERING INDEX readings_by_area_time \(area=\? AND <expr>>\? AND <expr><\?\)/);
  assert.doesNotMatch(lines, /USE TEMP B-TREE/);
});

test('reading-summary by brute force, the fallback for groups at the edges of the double range, reads only reading_areas and the covering readings_by_area_time', () => {
  const lines = [
    buildSummary({}, ['', '', ''], 6),
    buildSummary({ area: 'bonn:*', from: '2026-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z' }, ['', '', ''], 6),
  ]
    .map((query) => explain(query.sql, [query.params]).join('\n'))
    .join('\n');
  assert.match(lines, /SEARCH a USING PRIMARY KEY/);
  assert.match(lines, /SEARCH r USING COVERING INDEX readings_by_area_time \(area=\? AND <expr>>\? AND <expr><\?\)/);
  assert.doesNotMatch(lines, /USE TEMP B-TREE/);
});

test("device-track and device-latest read only the device's range of locations_by_device_time and readings_by_device_quantity_time (issue 18)", async () => {
  // The seed has no devices: one of our own, written through the store, with locations and readings.
  const device = (await store.collection('devices').insert({ name: 'plans' })).id;
  const at = (hour: number) => `2026-06-01T${String(hour).padStart(2, '0')}:00:00+02:00`;
  await store
    .collection('locations')
    .insertMany(Array.from({ length: 20 }, (_, hour) => ({ longitude: 7, latitude: 50, device, timestamp: at(hour) })));
  await store.collection('readings').insertMany(
    Array.from({ length: 20 }, (_, hour) => ({
      time: at(hour),
      area: 'plans',
      mean: hour,
      quantity: ['a', 'b', 'c'][hour % 3]!,
      unit: 'Cel',
      device,
    })),
  );
  const lines = await plansOf(async () => {
    const first = await store.queries.devices.track({ ...page, device, scope: 't' });
    await store.queries.devices.track({ ...page, device, cursor: first!.nextCursor!, from: at(1), to: at(18), scope: 't' });
    const latest = await store.queries.devices.latest(device);
    assert.equal(latest?.readings.length, 3);
  });
  assert.match(lines, /SEARCH devices USING (COVERING )?INDEX sqlite_autoindex_devices_1 \(id=\?\)/);
  // The track is read from the index alone, which holds every column of a location (migration 070).
  assert.match(lines, /SEARCH l USING COVERING INDEX locations_by_device_time \(device=\?\)/);
  assert.match(lines, /SEARCH l USING COVERING INDEX locations_by_device_time \(device=\? AND <expr>>\? AND <expr><\?\)/);
  assert.match(lines, /SEARCH q USING COVERING INDEX readings_by_device_quantity_time \(device=\? AND quantity>\?\)/);
  assert.match(lines, /SEARCH n USING COVERING INDEX readings_by_device_quantity_time \(device=\? AND quantity=\?\)/);
  assert.match(lines, /SEARCH r USING INTEGER PRIMARY KEY/);
});

// Issue 18: the version 3 filters (device, quantity, unit) and the summary per area, quantity and
// unit. The seeded rows are those of versions 1 and 2; these tests add a device and readings and
// locations of version 3 beside them, through the store.
async function addVersion3Rows(): Promise<string> {
  const device = (await store.collection('devices').insert({ name: 'plans' })).id;
  const day = (i: number) => `2026-05-${String(1 + (i % 28)).padStart(2, '0')}T0${i % 10}:00:00Z`;
  await store
    .collection('locations')
    .insertMany(
      Array.from({ length: 40 }, (_, i) => ({ longitude: 7 + i / 100, latitude: 50, altitude: 1, speed: 1, timestamp: day(i), device })),
    );
  const areas = db.prepare('SELECT area FROM reading_areas ORDER BY area LIMIT 6').pluck().all() as string[];
  const kinds = [
    ['air_temperature', 'Cel'],
    ['air_temperature', '[degF]'],
    ['relative_humidity', '%'],
  ] as const;
  await store.collection('readings').insertMany(
    Array.from({ length: 90 }, (_, i) => ({
      area: areas[i % areas.length]!,
      time: day(i),
      mean: i,
      good: 1,
      number: 2,
      stdDev: 0.5,
      quantity: kinds[i % 3]![0],
      unit: kinds[i % 3]![1],
      device: i % 2 === 0 ? device : null,
    })),
  );
  return device;
}

let version3Device: Promise<string> | undefined;
const v3Device = () => (version3Device ??= addVersion3Rows());

test('version 3: location search and latest by device walk locations_by_device_time, or the R*Tree for a small box', async () => {
  const device = await v3Device();
  const { locations } = store.queries;
  const walked = await plansOf(async () => {
    const first = await locations.search({ ...page, device, scope: 'location-latest' });
    await locations.search({ ...page, device, cursor: first.nextCursor!, scope: 'location-latest' });
    await locations.search({ ...page, device, from: '2026-05-03T00:00:00Z', to: '2026-05-20T00:00:00+02:00', scope: 's' });
    await locations.search({ ...page, device, bbox: { minLon: -180, minLat: -90, maxLon: 180, maxLat: 90 }, scope: 's' });
  });
  assert.match(walked, /SEARCH l USING (COVERING )?INDEX locations_by_device_time \(device=\?/);
  assert.match(walked, /SEARCH l USING (COVERING )?INDEX locations_by_device_time \(device=\? AND <expr><\?\)/);
  assert.doesNotMatch(walked, /USE TEMP B-TREE/);
  const box = await plansOf(() =>
    locations.search({ ...page, device, bbox: { minLon: 7, minLat: 49, maxLon: 8, maxLat: 51 }, scope: 's' }),
  );
  assert.match(box, /VIRTUAL TABLE INDEX/);
});

test('version 3: reading search and latest by device, quantity and unit seek readings_by_device_area_time and readings_by_area_unit_time', async () => {
  const device = await v3Device();
  const { readings } = store.queries;
  const area = db.prepare('SELECT area FROM reading_areas ORDER BY area LIMIT 1').pluck().get() as string;
  const search = await plansOf(async () => {
    await readings.search({ ...page, device, scope: 's' });
    await readings.search({ ...page, device, area: `${area.slice(0, 3)}*`, quantity: 'air_temperature', scope: 's' });
    await readings.search({ ...page, quantity: 'air_temperature', unit: 'Cel', area, scope: 's' });
    await readings.search({ ...page, unit: '%', scope: 's' });
  });
  assert.match(search, /SEARCH r USING INDEX readings_by_device_area_time \(device=\?\)/);
  assert.match(search, /SEARCH r USING INDEX readings_by_device_area_time \(device=\? AND area>\? AND area<\?\)/);
  assert.match(search, /SEARCH r USING INDEX readings_by_area_time \(area=\?\)/);
  // A quantity few readings have is sought area by area, never by walking every reading in time order.
  const quantity = await plansOf(async () => {
    await readings.search({ ...page, quantity: 'relative_humidity', scope: 's' });
    await readings.search({ ...page, quantity: 'air_temperature', unit: 'Cel', area: `${area.slice(0, 3)}*`, scope: 's' });
  });
  assert.match(quantity, /SEARCH g USING COVERING INDEX readings_by_area_unit_time \(area=\? AND <expr>=\?\)/);
  assert.match(quantity, /SEARCH r USING INDEX readings_by_area_unit_time \(area=\? AND <expr>=\? AND <expr>=\?\)/);
  assert.doesNotMatch(quantity, /readings_by_time/);
  for (const request of [
    { quantity: 'air_temperature' },
    { quantity: 'air_temperature', unit: '[degF]', device },
    { quantity: 'relative_humidity', area: `${area.slice(0, 3)}*`, from: '2026-05-05T00:00:00Z' },
  ]) {
    const rowsOf = (plan: ReadingSearchPlan) => {
      const query = buildReadingSearch({ ...request, limit: 1000, scope: 's' }, undefined, plan);
      return (db.prepare(query.sql).all(query.params) as { id: string }[]).map((row) => row.id);
    };
    assert.ok(rowsOf('time-index').length > 0, JSON.stringify(request));
    assert.deepEqual(rowsOf('quantity'), rowsOf('time-index'), JSON.stringify(request));
  }
  // A device in one area: its readings in that index are in time order, so nothing is sorted.
  const exact = await plansOf(() => readings.search({ ...page, device, area, scope: 's' }));
  assert.match(exact, /SEARCH r USING INDEX readings_by_device_area_time \(device=\? AND area=\?\)/);
  assert.doesNotMatch(exact, /USE TEMP B-TREE/);
  const latest = await plansOf(async () => {
    const first = await readings.latest({ limit: 2, device, scope: 'l' });
    await readings.latest({ limit: 2, device, cursor: first.nextCursor!, scope: 'l' });
    await readings.latest({ ...page, quantity: 'air_temperature', unit: 'Cel', scope: 'l' });
    await readings.latest({ ...page, unit: '%', area: `${area.slice(0, 3)}*`, scope: 'l' });
  });
  assert.match(latest, /SEARCH a USING PRIMARY KEY/);
  assert.match(latest, /SEARCH n USING COVERING INDEX readings_by_device_area_time \(device=\? AND area=\?\)/);
  assert.match(latest, /SEARCH g EXISTS USING COVERING INDEX readings_by_area_unit_time \(area=\? AND <expr>=\? AND <expr>=\?\)/);
  assert.match(latest, /SEARCH n USING COVERING INDEX readings_by_area_time \(area=\?\)/);
  assert.doesNotMatch(latest, /USE TEMP B-TREE/);
});

test('version 3: reading-summary groups by area, quantity and unit from the month buckets; with a device (and as the fallback) it walks reading_areas and its two covering indexes, never sorting', async () => {
  const device = await v3Device();
  const lines = await plansOf(async () => {
    const first = await store.queries.readings.summary({ limit: 2, scope: 'm' });
    const second = await store.queries.readings.summary({ limit: 2, cursor: first.nextCursor!, scope: 'm' });
    await store.queries.readings.summary({ limit: 2, cursor: second.nextCursor!, scope: 'm' });
    await store.queries.readings.summary({ ...page, from: '2026-05-02T00:00:00Z', to: '2026-05-20T00:00:00Z', scope: 'm' });
    await store.queries.readings.summary({ ...page, quantity: 'air_temperature', scope: 'm' });
    await store.queries.readings.summary({ ...page, quantity: 'air_temperature', unit: 'Cel', device, scope: 'm' });
    await store.queries.readings.summary({ ...page, unit: '%', area: 'a*', scope: 'm' });
  });
  assert.match(lines, /SEARCH b USING COVERING INDEX reading_buckets_by_span \(span=\? AND \(area,quantity,unit\)>\(\?,\?,\?\)\)/);
  assert.match(lines, /SEARCH b USING PRIMARY KEY \(area=\? AND quantity=\? AND unit=\? AND span=\? AND start>\? AND start<\?\)/);
  assert.match(lines, /SEARCH r USING COVERING INDEX readings_by_area_time \(area=\? AND <expr>>\? AND <expr><\?\)/);
  assert.match(lines, /SEARCH d EXISTS USING COVERING INDEX readings_by_device_area_time \(device=\? AND area=\?\)/);
  assert.doesNotMatch(lines, /USE TEMP B-TREE/);
  // The brute-force statement as the fallback runs it: one group after the previous one, in one area.
  const fallback = [
    buildSummary({ area: 'a' }, ['', '', ''], 1),
    buildSummary({ area: 'a', quantity: 'air_temperature' }, ['a', '', ''], 1),
    buildSummary({ area: 'a', from: '2026-05-02T00:00:00Z', to: '2026-05-20T00:00:00Z' }, ['a', '', ''], 1),
  ]
    .map((query) => explain(query.sql, [query.params]).join('\n'))
    .join('\n');
  assert.match(fallback, /SEARCH r USING COVERING INDEX readings_by_area_unit_time \(area=\?\)/);
  assert.match(
    fallback,
    /SEARCH r USING COVERING INDEX readings_by_area_unit_time \(area=\? AND <expr>=\? AND <expr>=\? AND <expr>>\? AND <expr><\?\)/,
  );
  assert.doesNotMatch(fallback, /USE TEMP B-TREE/);
});

test('version 3: migration 080 builds its three time indexes on the expression the queries use', () => {
  const migration = readFileSync(join(MIGRATIONS_DIRECTORY, '080-version-3-filter-indexes.sql'), 'utf8');
  assert.equal(
    migration.split(TIME_KEY).length - 1,
    3,
    'readings_by_area_time, readings_by_area_unit_time and readings_by_device_area_time',
  );
});

// Issue 22, "every named route at 10M": the cases of test/support/plan-cases.ts, named as the issue
// names them, which test/postgres/query-plans.test.ts asks PostgreSQL too, on a database of its own
// seeded as PostgreSQL's is (100,000 locations and readings, seed 7): the store chooses some plans by
// counting candidates (NARROW_CANDIDATE_LIMIT, 2,000), so the 3,000 rows above would take plans a
// large table never does. Besides explain()'s check that every table is read through an index, each
// case must name the indexes below.
const ISSUE_22_INDEXES: Record<string, readonly RegExp[]> = {
  // The box's count of points through the R*Tree says it is broad, so the page walks time order.
  'search with a world-wide box': [/SCAN l USING INDEX locations_by_time/, /SEARCH l USING INDEX locations_by_time \(<expr><\?\)/],
  // The R*Tree counts the box's points up to what reading them would cost against the grid (here
  // about 60 points: the R*Tree reads them and sorts them; at 1M rows, 632 points: the grid walks
  // each 0.1° cell of the box newest first, see the test of the grid's statements above). Either
  // way, the page's rows are then read by rowid.
  'search with a narrow box': [
    /SCAN p VIRTUAL TABLE INDEX/,
    /SCAN location_points VIRTUAL TABLE INDEX|SEARCH l USING COVERING INDEX locations_by_cell_time \(<expr>=\?\)/,
    /SEARCH l USING INTEGER PRIMARY KEY \(rowid=\?\)/,
  ],
  // bonn:* holds 5,000 readings, too many to merge, so it walks time order; a narrower prefix merges
  // its areas; a leading * reads the catalogue of areas.
  'search by area wildcard': [
    /SEARCH a USING PRIMARY KEY \(area>\? AND area<\?\)/,
    /SEARCH r USING INDEX readings_by_area_time \(area=\?\)/,
    /SCAN r USING INDEX readings_by_time/,
    /SCAN a$/m,
  ],
  // A few readings are read and sorted; many in a few cells of the mean's log scale (issue 22,
  // src/storage/sqlite/mean-grid.ts) are walked cell by cell newest first: the cells that exist found
  // by a seek each, then each walk from the index alone, then the page's rows by rowid.
  'search by mean range': [
    /SEARCH r USING INDEX readings_by_mean \(mean>\? AND mean<\?\)/,
    /SCAN r USING INDEX readings_by_time/,
    /SEARCH readings USING COVERING INDEX readings_by_mean_cell_time \(<expr>>\? AND <expr><\?\)/,
    /SEARCH r USING COVERING INDEX readings_by_mean_cell_time \(<expr>=\?\)$/m,
    /SEARCH r USING COVERING INDEX readings_by_mean_cell_time \(<expr>=\? AND <expr><\?\)/,
    /SEARCH r USING INTEGER PRIMARY KEY \(rowid=\?\)/,
  ],
  latest: [
    /SCAN l USING INDEX locations_by_time/,
    /SEARCH a USING PRIMARY KEY/,
    /SEARCH n USING COVERING INDEX readings_by_area_time \(area=\?\)/,
  ],
  // The R*Tree's entries bound each distance; only the rows that may be on the page are read by
  // rowid (nearby-candidates.ts).
  'nearby with a small radius': [
    /sqlite_autoindex_locations_1 \(id=\?\)/,
    /SCAN p VIRTUAL TABLE INDEX/,
    /SEARCH locations USING INTEGER PRIMARY KEY \(rowid=\?\)/,
  ],
  'nearby with a huge radius': [
    /sqlite_autoindex_locations_1 \(id=\?\)/,
    /SCAN p VIRTUAL TABLE INDEX/,
    /SEARCH locations USING INTEGER PRIMARY KEY \(rowid=\?\)/,
  ],
  'history of the largest area': [
    /sqlite_autoindex_readings_1 \(id=\?\)/,
    /SEARCH r USING INDEX readings_by_area_time \(area=\? AND <expr><\?\)/,
  ],
  'lists deep into the cursor': [
    /SEARCH locations USING INDEX sqlite_autoindex_locations_1 \(id<\?\)/,
    /SEARCH readings USING INDEX sqlite_autoindex_readings_1 \(id<\?\)/,
    /SEARCH devices USING INDEX sqlite_autoindex_devices_1 \(id<\?\)/,
    /SEARCH l USING INDEX locations_by_time \(<expr><\?\)/,
    /SEARCH r USING INDEX readings_by_time \(<expr><\?\)/,
    /SEARCH a USING PRIMARY KEY \(area>\?\)/,
    /SEARCH r USING INDEX readings_by_area_time \(area=\? AND <expr><\?\)/,
    /SEARCH l USING COVERING INDEX locations_by_device_time \(device=\? AND <expr>>\?\)/,
  ],
  'the device routes': [
    /SEARCH devices USING COVERING INDEX sqlite_autoindex_devices_1 \(id=\?\)/,
    /SEARCH l USING COVERING INDEX locations_by_device_time \(device=\?\)/,
    /SEARCH l USING COVERING INDEX locations_by_device_time \(device=\? AND <expr>>\? AND <expr><\?\)/,
    /SEARCH q USING COVERING INDEX readings_by_device_quantity_time \(device=\? AND quantity>\?\)/,
    /SEARCH n USING COVERING INDEX readings_by_device_quantity_time \(device=\? AND quantity=\?\)/,
  ],
};

describe('issue 22: every named route, on 100,000 rows', () => {
  const size = 100_000;
  let bigFolder: string;
  let bigStore: SqliteStore;
  let big: Database.Database;
  let sample: PlanSample;
  const subjects = (): PlanSubjects => ({
    queries: bigStore.queries,
    list: (collection, request) => bigStore.collection(collection).listValues(request),
  });
  before(async () => {
    bigFolder = mkdtempSync(join(tmpdir(), 'fieldlog-plans-22-'));
    const path = join(bigFolder, 'plans.db');
    seedDatabase({ database: path, locations: size, readings: size, seed: 7 });
    bigStore = await openSqliteStore(path);
    big = new Database(path, { readonly: true });
    addMomentsAggregate(big);
    sample = await readSample(
      subjects(),
      async <Row>(sql: string, ...params: unknown[]) => big.prepare(sql).get(...params) as Row | undefined,
    );
  });
  after(async () => {
    big?.close();
    await bigStore?.close();
    rmSync(bigFolder, { recursive: true, force: true });
  });

  for (const planCase of PLAN_CASES) {
    test(planCase.name, async () => {
      const lines = await plansOf(() => planCase.run(subjects(), sample), big);
      const expected = ISSUE_22_INDEXES[planCase.name];
      assert.ok(expected !== undefined, `no indexes are expected of "${planCase.name}"`);
      for (const index of expected) assert.match(lines, index);
    });
  }
});

test("issue 22: the buckets' recomputes read a bucket's readings through readings_by_area_time and its children by primary key", () => {
  // The triggers' statements cannot be explained inside a trigger: the same statements with
  // parameters where the trigger has the row's values, and the fill's second passes.
  const statements = [
    ...recomputeStatements('reading_buckets', ':area', ':quantity', ':unit', ':key'),
    ...fillStatements().filter((statement) => statement.startsWith('UPDATE')),
  ];
  const values = { area: 'a', quantity: '', unit: '', key: '2026-01-01T10:00:00.000000000' };
  const lines = statements
    .map((statement) => {
      const parameters = statement.includes(':area') ? [values] : [];
      return (db.prepare(`EXPLAIN QUERY PLAN ${statement}`).all(...parameters) as { detail: string }[]).map((row) => row.detail).join('\n');
    })
    .join('\n');
  assert.match(lines, /SEARCH r USING COVERING INDEX readings_by_area_time \(area=\? AND <expr>>\? AND <expr><\?\)/);
  assert.match(lines, /SEARCH h USING PRIMARY KEY \(area=\? AND quantity=\? AND unit=\? AND span=\? AND start>\? AND start<\?\)/);
  assert.match(lines, /SEARCH reading_buckets USING PRIMARY KEY \(area=\? AND quantity=\? AND unit=\? AND span=\? AND start=\?\)/);
  // A bound the index cannot seek by would read the area from its first reading on.
  assert.doesNotMatch(lines, /SCAN r\b|readings_by_area_time \(area=\? AND <expr><\?\)/);
});
