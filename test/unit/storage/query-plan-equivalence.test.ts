// Issue 3: search picks its plan by how many rows a filter's index holds (R*Tree or time index for a
// bbox; area, mean or time index for readings). With a few thousand rows the e2e tests mostly meet
// one plan each, so here every plan is run on the same requests and must answer the same rows in the
// same order.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { seedDatabase } from '../../../scripts/seed.js';
import { budgetSearch, buildLocationSearch, gridSearch } from '../../../src/storage/sqlite/location-queries.js';
import type { RunStatement } from '../../../src/storage/sqlite/location-queries.js';
import { gridCells } from '../../../src/storage/sqlite/location-grid.js';
import { buildReadingSearch } from '../../../src/storage/sqlite/reading-queries.js';
import type { ReadingSearchPlan } from '../../../src/storage/sqlite/reading-queries.js';

let folder: string;
let db: Database.Database;
before(() => {
  folder = mkdtempSync(join(tmpdir(), 'fieldlog-plans-'));
  const path = join(folder, 'plans.db');
  seedDatabase({ database: path, locations: 4000, readings: 4000, seed: 11 });
  db = new Database(path, { readonly: true });
});
after(() => {
  db.close();
  rmSync(folder, { recursive: true, force: true });
});

type Built = { sql: string; params: Record<string, string | number> };
const rows = (query: Built) => db.prepare(query.sql).all(query.params) as { id: string; sort_key?: string }[];
const ids = (query: Built) => rows(query).map((row) => row.id);

const longitude = fc.oneof(fc.integer({ min: -180, max: 180 }), fc.constantFrom(-180, 180, 177.5, -171.8, 7.1));
const latitude = fc.oneof(fc.integer({ min: -90, max: 90 }), fc.constantFrom(-90, 90, -77.8, 78.2, 50.7));
const span = fc.constantFrom(0.5, 2, 10, 60, 180);
const instant = fc.constantFrom(undefined, '2025-12-01T00:00:00Z', '2026-03-01T00:00:00+05:30', '2026-09-01T12:00:00-05:00');

test('a bbox search answers the same through the R*Tree and through the time index', () => {
  fc.assert(
    fc.property(
      longitude,
      latitude,
      span,
      span,
      fc.boolean(),
      instant,
      instant,
      fc.option(fc.tuple(fc.nat())),
      (west, south, width, height, crossing, from, to, cursorAt) => {
        const east = crossing ? west - 360 + width : Math.min(180, west + width);
        const bbox = { minLon: west, minLat: south, maxLon: east < -180 ? west : east, maxLat: Math.min(90, south + height) };
        const request = { limit: 100_000, scope: 's', bbox, from, to };
        const all = rows(buildLocationSearch(request, undefined, 'time-index'));
        assert.deepEqual(
          ids(buildLocationSearch(request, undefined, 'rtree')),
          all.map((row) => row.id),
          JSON.stringify(bbox),
        );
        // From any cursor position, both plans continue with the same rows.
        if (cursorAt === null || all.length === 0) return;
        const index = cursorAt[0] % all.length;
        const cursor = [all[index]!.sort_key!, all[index]!.id] as const;
        const rest = ids(buildLocationSearch(request, cursor, 'time-index'));
        assert.deepEqual(ids(buildLocationSearch(request, cursor, 'rtree')), rest);
        assert.deepEqual(
          rest,
          all.slice(index + 1).map((row) => row.id),
        );
      },
    ),
    { numRuns: 150 },
  );
});

// Issue 22: the grid (each 0.1° cell of a small box walked newest first, then merged) and the time
// budget (the newest entries of the time index, used only when they hold a page) must page exactly as
// the R*Tree does: the same rows in the same order from every cursor, with time bounds and a device,
// across the antimeridian and at the poles, where cells meet the grid's edges.
const run: RunStatement = (sql, params, raw) => db.prepare(sql).raw(raw).all(params);
const pageIds = (rows: unknown[][] | undefined) => rows?.map((row) => row[0] as string);
/** Boxes centre on seeded locations (with each one's device), or on the grid's edges. */
const places = () => {
  const points = db.prepare('SELECT longitude, latitude, device FROM locations WHERE rowid % 37 = 0').all() as {
    longitude: number;
    latitude: number;
    device: string | null;
  }[];
  const edges = [
    [180, 0],
    [-180, 45],
    [0, 90],
    [179.95, -90],
  ].map(([longitude, latitude]) => ({ longitude: longitude!, latitude: latitude!, device: points[0]!.device }));
  return [...points, ...edges];
};

test('a small bbox search answers the same through the grid, the time budget and the R*Tree', () => {
  const centres = places();
  // Edges on cell boundaries (0.1°), just off them, and anywhere.
  const offset = fc.oneof(fc.constantFrom(0, 0.05, -0.05, 0.1, 1e-9, -1e-9), fc.double({ min: -0.1, max: 0.1, noNaN: true }));
  const size = fc.constantFrom(0, 0.01, 0.1, 0.2, 0.35, 0.6);
  let compared = 0;
  fc.assert(
    fc.property(
      fc.nat(centres.length - 1),
      offset,
      offset,
      size,
      size,
      fc.boolean(),
      instant,
      instant,
      fc.boolean(),
      fc.integer({ min: 1, max: 25 }),
      fc.nat(),
      (centre, dx, dy, width, height, crossing, from, to, ofDevice, limit, cursorAt) => {
        const { longitude, latitude, device } = centres[centre]!;
        const clampLat = (value: number) => Math.max(-90, Math.min(90, value));
        const clampLon = (value: number) => Math.max(-180, Math.min(180, value));
        const west = clampLon(longitude + dx - width / 2);
        let east = clampLon(longitude + dx + width / 2);
        // Across the antimeridian: the east edge wraps to just past -180.
        if (crossing && west > 179) east = -180 + (east - west);
        const bbox = {
          minLon: west,
          minLat: clampLat(latitude + dy - height / 2),
          maxLon: east,
          maxLat: clampLat(latitude + dy + height / 2),
        };
        if (gridCells(bbox) === undefined) return;
        const request = { limit: 100_000, scope: 's', bbox, from, to, device: ofDevice ? (device ?? undefined) : undefined };
        const all = rows(buildLocationSearch(request, undefined, 'rtree'));
        const index = all.length === 0 ? -1 : (cursorAt % (all.length + 1)) - 1;
        const cursor = index < 0 ? undefined : ([all[index]!.sort_key!, all[index]!.id] as const);
        const expected = all.slice(index + 1, index + 2 + limit).map((row) => row.id);
        const paged = { ...request, limit };
        const message = JSON.stringify({ paged, cursor });
        assert.deepEqual(pageIds(gridSearch(run, paged, cursor)), expected, message);
        const budget = budgetSearch(run, paged, cursor);
        if (budget !== undefined) assert.deepEqual(pageIds(budget), expected, message);
        if (expected.length > 0) compared++;
      },
    ),
    { numRuns: 600 },
  );
  // The property held on pages that had rows, not only on empty boxes.
  assert.ok(compared > 40, `only ${compared} of the pages compared held a row`);
});

const pattern = fc.constantFrom(undefined, 'bonn:*', '*north', '*:district-0*', 'suva:district-1*.south', '*', 'nowhere*', 'b*n:*7*');
const mean = fc.constantFrom(undefined, -40, -5, 0, 3.5, 12, 25);

test('a reading search answers the same through the areas, mean and time indexes', () => {
  fc.assert(
    fc.property(pattern, mean, mean, instant, instant, (area, low, high, from, to) => {
      const request = { limit: 100_000, scope: 's', area, from, to, minMean: low, maxMean: high };
      const plans: ReadingSearchPlan[] = ['time-index'];
      if (area !== undefined) plans.push('areas');
      if (low !== undefined || high !== undefined) plans.push('mean');
      const expected = ids(buildReadingSearch(request, undefined, 'time-index'));
      for (const plan of plans)
        assert.deepEqual(ids(buildReadingSearch(request, undefined, plan)), expected, `${plan} ${JSON.stringify(request)}`);
    }),
    { numRuns: 150 },
  );
});

test('an exact area answers the same through its own index and through the time index', () => {
  const areas = db.prepare('SELECT area FROM reading_areas ORDER BY area LIMIT 40').pluck().all() as string[];
  for (const area of areas) {
    const request = { limit: 100_000, scope: 's', area, from: '2026-01-01T00:00:00+01:00' };
    assert.deepEqual(ids(buildReadingSearch(request, undefined, 'area')), ids(buildReadingSearch(request, undefined, 'time-index')), area);
  }
});
