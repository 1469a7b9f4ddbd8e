// Issue 22: a mean-range search through the mean grid (each cell of a log scale of the mean walked
// newest first, then merged; src/storage/sqlite/mean-grid.ts) must page exactly as the mean plan
// (readings_by_mean, every reading of the range read and sorted) does: the same rows in the same
// order from every cursor, for awkward means (zero and minus zero, negatives, the smallest and
// largest doubles, cell edges, one mean at many times and one time at many ids, NULL) and with every
// other filter of a search.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { seedDatabase } from '../../../scripts/seed.js';
import { openSqliteStore } from '../../../src/storage/sqlite/database.js';
import type { SqliteStore } from '../../../src/storage/sqlite/database.js';
import { TIME_KEY } from '../../../src/storage/sqlite/instant-key.js';
import { MEAN_CELL_SQL, meanCellSql, meanCells, meanGridSearch } from '../../../src/storage/sqlite/mean-grid.js';
import type { RunStatement } from '../../../src/storage/sqlite/mean-grid.js';
import { MIGRATIONS_DIRECTORY } from '../../../src/storage/sqlite/migrate.js';
import { buildReadingSearch } from '../../../src/storage/sqlite/reading-queries.js';
import type { ReadingSearch } from '../../../src/storage/queries.js';

/** A cell's edge: 2^(step / 256), the value where the cell of a positive mean goes up by one. */
const edge = (step: number) => 2 ** (step / 256);
/** The next double above a positive one (below, with -1). */
function nextAfter(value: number, direction: 1 | -1): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  view.setBigUint64(0, view.getBigUint64(0) + BigInt(direction));
  return view.getFloat64(0);
}

const AWKWARD = [
  0,
  -0,
  5e-324,
  -5e-324,
  1e-300,
  -1e-300,
  1e300,
  -1e300,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  -12.5,
  -0.001,
  7,
  1042,
  edge(2566),
  nextAfter(edge(2566), -1),
  nextAfter(edge(2566), 1),
  edge(-3),
  -edge(700),
];

let folder: string;
let path: string;
let db: Database.Database;
before(() => {
  folder = mkdtempSync(join(tmpdir(), 'fieldlog-mean-grid-'));
  path = join(folder, 'mean-grid.db');
  seedDatabase({ database: path, locations: 10, readings: 3000, seed: 5 });
  const writer = new Database(path);
  // Copies of seeded readings (their areas, times, devices and quantities) with awkward means.
  const copy = writer.prepare(`INSERT INTO readings
      (id, created_at, updated_at, "time", area, mean, good, "number", seen, span, std_dev, device, quantity, unit)
    SELECT id || :suffix, created_at, updated_at, coalesce(:time, "time"), area, :mean, good, "number", seen, span, std_dev, device, quantity, unit
    FROM readings WHERE rowid = :row`);
  writer.transaction(() => {
    let n = 0;
    const add = (mean: number | null, row: number, time: string | null = null) => {
      n++;
      copy.run({ suffix: `-m${String(n).padStart(4, '0')}`, mean, row, time });
    };
    AWKWARD.forEach((mean, index) => {
      for (let k = 0; k < 12; k++) add(mean, 1 + ((index * 97 + k * 251) % 3000));
    });
    // One mean at many times, and one time at many ids (the tiebreak of the merge).
    for (let k = 0; k < 30; k++) add(1042, 1 + ((k * 89) % 3000));
    for (let k = 0; k < 8; k++) add(1043 + k / 4, 17, '2026-03-01T10:00:00+01:00');
    for (let k = 0; k < 8; k++) add(-k, 18, '2026-03-01T09:00:00Z');
    for (let k = 0; k < 20; k++) add(null, 1 + ((k * 131) % 3000));
  })();
  writer.close();
  db = new Database(path, { readonly: true });
});
after(() => {
  db.close();
  rmSync(folder, { recursive: true, force: true });
});

const prepared = new Map<string, Database.Statement>();
const run: RunStatement = (sql, params, raw) => {
  let statement = prepared.get(`${raw}${sql}`);
  if (statement === undefined) {
    statement = db.prepare(sql).raw(raw);
    prepared.set(`${raw}${sql}`, statement);
  }
  return statement.all(params);
};

test('migration 170 builds the mean grid on the expressions the queries use', () => {
  const migration = readFileSync(join(MIGRATIONS_DIRECTORY, '170-mean-grid.sql'), 'utf8');
  assert.ok(migration.includes(MEAN_CELL_SQL), 'readings_by_mean_cell_time must be on MEAN_CELL_SQL');
  assert.ok(migration.includes(TIME_KEY), 'readings_by_mean_cell_time must be on instantKeySql(\'"time"\')');
});

test("the cell of a mean never goes down as the mean goes up, at every cell's edges on this SQLite", () => {
  // Exactness rests on this: SQLite's log2 must be monotone where a cell ends. Each edge of
  // 2^-40..2^40 and near the ends of the doubles, with the doubles either side, both signs.
  const values = new Set<number>([0, -0, 5e-324, -5e-324, Number.MAX_VALUE, -Number.MAX_VALUE]);
  const steps = [
    ...Array.from({ length: 80 * 256 + 1 }, (_, i) => i - 40 * 256),
    ...Array.from({ length: 512 }, (_, i) => 1023 * 256 + i - 256),
  ];
  for (const step of [...steps, ...Array.from({ length: 512 }, (_, i) => -1020 * 256 + i - 256)]) {
    let value = edge(step);
    if (!Number.isFinite(value) || value === 0) continue;
    for (let k = 0; k < 3; k++) value = nextAfter(value, -1);
    for (let k = 0; k < 7; k++) {
      values.add(value);
      values.add(-value);
      value = nextAfter(value, 1);
    }
  }
  const cells = db
    .prepare(`SELECT value AS mean, ${meanCellSql('value')} AS cell FROM json_each(:values) ORDER BY value`)
    .all({ values: JSON.stringify([...values]) }) as { mean: number; cell: number | null }[];
  assert.ok(cells.length > 300_000, `only ${cells.length} values were compared`);
  let previous = Number.NEGATIVE_INFINITY;
  let changes = 0;
  for (const { mean, cell } of cells) {
    assert.equal(typeof cell, 'number', `the cell of ${mean}`);
    assert.ok(cell! >= previous, `the cell of ${mean} is ${cell}, below the cell ${previous} of a smaller mean`);
    if (cell! > previous) changes++;
    previous = cell!;
  }
  // The cells do change at the edges (the check is not of a constant).
  assert.ok(changes > 40_000, `only ${changes} cell changes`);
  // A NULL mean has no cell, and zero's is 0 whatever its sign.
  assert.deepEqual(db.prepare(`SELECT ${meanCellSql(':m')} AS cell`).get({ m: null }), { cell: null });
  assert.deepEqual(db.prepare(`SELECT ${meanCellSql(':m')} AS cell`).get({ m: -0 }), { cell: 0 });
});

const bound = fc.oneof(
  fc.constantFrom(undefined, ...AWKWARD),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -50, max: 1100, noNaN: true }),
);
/** A range: any two bounds (often empty or wide), or one around an awkward or seeded mean. */
const range = (seeded: readonly number[]) =>
  fc.oneof(
    { arbitrary: fc.tuple(bound, bound), weight: 1 },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...AWKWARD, ...seeded), fc.constantFrom(0, 1e-9, 0.3, 2, 40), fc.constantFrom('both', 'low', 'high'))
        .map(
          ([centre, width, open]) => [open === 'high' ? undefined : centre - width, open === 'low' ? undefined : centre + width] as const,
        ),
    },
  );
/** The most cells a compared range may have: the plan itself stops at MEAN_GRID_MAX_CELLS. */
const COMPARED_CELLS = 200;
// Each other filter is left out most of the time, so that most pages hold rows.
const often = <T>(value: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: value, weight: 1 });
const area = often(fc.constantFrom('*:district-0*', '*north', 'b*n:*7*', '*'));
const instant = often(fc.constantFrom('2025-12-01T00:00:00Z', '2026-03-01T00:00:00+05:30', '2026-09-01T12:00:00-05:00'));
const quantity = often(fc.constantFrom('air_pressure', 'air_temperature', 'wind_speed'));

test('a mean-range search answers the same through the mean grid as through readings_by_mean, from every cursor', () => {
  const devices = db.prepare('SELECT DISTINCT device FROM readings WHERE device IS NOT NULL LIMIT 5').pluck().all() as string[];
  const seeded = db.prepare('SELECT mean FROM readings WHERE rowid % 50 = 0 AND mean IS NOT NULL').pluck().all() as number[];
  let compared = 0;
  let paged = 0;
  fc.assert(
    fc.property(
      range(seeded),
      area,
      instant,
      instant,
      quantity,
      often(fc.constantFrom(...devices)),
      fc.integer({ min: 1, max: 25 }),
      fc.nat(),
      ([low, high], pattern, from, to, kind, device, limit, cursorAt) => {
        if (low === undefined && high === undefined) return;
        const request: ReadingSearch = {
          limit: 100_000,
          scope: 's',
          minMean: low,
          maxMean: high,
          area: pattern,
          from,
          to,
          quantity: kind,
          device,
        };
        const all = run(
          buildReadingSearch(request, undefined, 'mean').sql,
          buildReadingSearch(request, undefined, 'mean').params,
          false,
        ) as {
          id: string;
          sort_key: string;
        }[];
        // Half the pages start at the beginning, the rest at any cursor.
        const index = all.length === 0 || cursorAt % 2 === 0 ? -1 : (cursorAt % (all.length + 1)) - 1;
        const cursor = index < 0 ? undefined : ([all[index]!.sort_key, all[index]!.id] as const);
        const expected = all.slice(index + 1, index + 2 + limit).map((row) => row.id);
        const page = { ...request, limit };
        const cells = meanCells(run, page, COMPARED_CELLS);
        if (cells === undefined) return;
        const rows = meanGridSearch(run, cells, buildReadingSearch(page, cursor, 'mean-grid'), limit);
        assert.deepEqual(
          rows.map((row) => row[0]),
          expected,
          JSON.stringify({ page, cursor, cells }),
        );
        paged++;
        if (expected.length > 0) compared++;
      },
    ),
    { numRuns: 600 },
  );
  // The property held on pages that had rows, not only on empty or skipped ranges.
  assert.ok(paged > 200 && compared > 100, `only ${compared} of the ${paged} pages compared held a row`);
});

test('the store pages a range of many readings in few cells through the grid, as the mean plan orders them', async () => {
  // Enough readings in two cells that the count says the grid is cheaper than reading them all.
  const copyFolder = mkdtempSync(join(tmpdir(), 'fieldlog-mean-grid-store-'));
  const copyPath = join(copyFolder, 'copy.db');
  db.prepare('VACUUM INTO ?').run(copyPath);
  const writer = new Database(copyPath);
  writer.exec(`INSERT INTO readings (id, created_at, updated_at, "time", area, mean, good, "number", seen, span, std_dev, device, quantity, unit)
    SELECT id || '-busy', created_at, updated_at, "time", area, 1050 + (rowid % 5) / 2.0, good, "number", seen, span, std_dev, device, quantity, unit FROM readings`);
  writer.close();
  let store: SqliteStore | undefined;
  try {
    store = await openSqliteStore(copyPath);
    const reader = new Database(copyPath, { readonly: true });
    const request: ReadingSearch = { limit: 7, scope: 's', minMean: 1049.5, maxMean: 1052 };
    const onCopy: RunStatement = (sql, params, raw) => reader.prepare(sql).raw(raw).all(params);
    const cells = meanCells(onCopy, request)!;
    assert.ok(cells.length > 0 && cells.length <= 3, `the range lies in ${cells?.length} cells`);
    const whole = buildReadingSearch({ ...request, limit: 100_000 }, undefined, 'mean');
    const expected = (onCopy(whole.sql, whole.params, false) as { id: string }[]).map((row) => row.id);
    reader.close();
    assert.ok(expected.length > 2000, `${expected.length} readings in the range`);
    const paged: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 40; page++) {
      const answer = await store.queries.readings.search({ ...request, cursor });
      paged.push(...answer.items.map((item) => item[0] as string));
      if (answer.nextCursor === null) break;
      cursor = answer.nextCursor;
    }
    assert.deepEqual(paged, expected.slice(0, paged.length));
    assert.equal(paged.length, 7 * 40);
  } finally {
    await store?.close();
    rmSync(copyFolder, { recursive: true, force: true });
  }
});
