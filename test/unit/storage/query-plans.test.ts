// Issue 3, "fast at scale": every statement a named route runs is answered through an index, shown
// by EXPLAIN QUERY PLAN. The statements are not listed by hand: the test records every statement the
// store actually runs for each route (all of their plans), and explains each with its own values.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import Database from 'better-sqlite3';
import { seedDatabase } from '../../../scripts/seed.js';
import { openSqliteStore } from '../../../src/storage/sqlite/database.js';
import type { SqliteStore } from '../../../src/storage/sqlite/database.js';
import { buildLocationSearch } from '../../../src/storage/sqlite/location-queries.js';
import type { LocationSearchPlan } from '../../../src/storage/sqlite/location-queries.js';
import { buildReadingSearch } from '../../../src/storage/sqlite/reading-queries.js';
import type { ReadingSearchPlan } from '../../../src/storage/sqlite/reading-queries.js';

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
});
after(async () => {
  db.close();
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The plan's lines; fails on any table read that does not go through an index. */
function explain(sql: string, args: unknown[]): string[] {
  const lines = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map((row) => row.detail);
  // Results of subqueries (CO-ROUTINE p, MATERIALIZE first) are read whole by design: they are not tables.
  const subqueries = lines.map((line) => /^(?:CO-ROUTINE|MATERIALIZE) (\S+)/.exec(line)?.[1]).filter((name) => name !== undefined);
  for (const line of lines) {
    if (!/^(SCAN|SEARCH) /.test(line) || subqueries.some((name) => line === `SCAN ${name}`) || /^SCAN \(subquery/.test(line)) continue;
    // reading_areas (alias a) is the catalogue of areas, one row per area: a pattern that starts with
    // * has no prefix to seek to, so it reads the catalogue, never the readings.
    if (line === 'SCAN a') continue;
    assert.match(line, /USING (COVERING )?INDEX \w+|USING (INTEGER )?PRIMARY KEY|VIRTUAL TABLE INDEX/, `no index in "${line}" of:\n${sql}`);
  }
  return lines;
}

/** Runs `work`, explains every statement it ran, and returns all their plan lines. */
async function plansOf(work: () => Promise<unknown>): Promise<string> {
  recording = [];
  const seen = recording;
  try {
    await work();
  } finally {
    recording = undefined;
  }
  assert.ok(seen.length > 0, 'the route ran no statement');
  return seen.map(({ sql, args }) => explain(sql, args).join('\n')).join('\n');
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

test('location-nearby finds its origin by id and its neighbours through the R*Tree', async () => {
  const id = anyLocation();
  for (const radius of [1000, 300_000, 20_015_115]) {
    const lines = await plansOf(() => store.queries.locations.nearby({ ...page, id, radius, scope: 'n' }));
    assert.match(lines, /sqlite_autoindex_locations_1/);
    assert.match(lines, /VIRTUAL TABLE INDEX/);
    assert.match(lines, /USING INTEGER PRIMARY KEY/);
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

test('reading-summary reads only reading_areas and the covering readings_by_area_time', async () => {
  const lines = await plansOf(async () => {
    await store.queries.readings.summary({ ...page, scope: 'm' });
    await store.queries.readings.summary({ ...page, area: 'bonn:*', from: '2026-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z', scope: 'm' });
  });
  assert.match(lines, /SEARCH a USING PRIMARY KEY/);
  assert.match(lines, /SEARCH r USING COVERING INDEX readings_by_area_time \(area=\? AND <expr>>\? AND <expr><\?\)/);
  assert.doesNotMatch(lines, /USE TEMP B-TREE/);
});
