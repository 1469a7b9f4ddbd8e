// Box search at size (issue 22): today's plan choice against the grid's, per request, on one or more
// databases in the same run, so that 1M and 10M rows are measured under the same load. Read-only.
//
//   npm run bench -- box-search --databases data/a-1000000.db,data/b-10000000.db [--rounds 41]
//
// "today" is the choice before migration 160: the R*Tree below 2,000 points in the box, else the time
// index. "new" is SqliteLocationQueries.search as it is now. "grid" forces the grid plan, where the
// box has few enough cells. Each request's box moves a little (same boxes for every database and
// plan); cases and databases take turns, and the median is reported. The databases must have had
// migration 160 applied (the server applies it when it opens them).
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { longitudeRanges } from '../src/storage/geo.js';
import type { BoundingBox, LocationSearch } from '../src/storage/queries.js';
import { gridCells } from '../src/storage/sqlite/location-grid.js';
import {
  RTREE_CANDIDATE_LIMIT,
  SqliteLocationQueries,
  buildBoxCandidates,
  buildLocationSearch,
  gridSearch,
} from '../src/storage/sqlite/location-queries.js';
import type { RunStatement } from '../src/storage/sqlite/location-queries.js';

const { values: options } = parseArgs({
  args: process.argv.slice(2),
  options: { databases: { type: 'string' }, rounds: { type: 'string' } },
  strict: false,
});
const PATHS = String(options.databases ?? 'data/bench-v3-1000000.db').split(',');
const ROUNDS = Number(options.rounds ?? 41);

interface Subject {
  path: string;
  db: Database.Database;
  queries: SqliteLocationQueries;
  run: RunStatement;
}

const subjects: Subject[] = PATHS.map((path) => {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'locations_by_cell_time'").get() === undefined) {
    throw new Error(`${path} has no locations_by_cell_time: open it once with this version (npm start) to apply migration 160.`);
  }
  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return { path, db, queries: new SqliteLocationQueries(db), run: (sql, params, raw) => prepare(sql).raw(raw).all(params) };
});

function boxesOf(bbox: BoundingBox) {
  return longitudeRanges(bbox.minLon, bbox.maxLon).map(([west, east]) => ({ west, east, south: bbox.minLat, north: bbox.maxLat }));
}

/** The plan choice before migration 160, and its page. */
function today(subject: Subject, request: LocationSearch): void {
  const probe = buildBoxCandidates(boxesOf(request.bbox!), RTREE_CANDIDATE_LIMIT);
  const [count] = subject.run(probe.sql, probe.params, true)[0] as [number];
  const page = buildLocationSearch(request, undefined, count < RTREE_CANDIDATE_LIMIT ? 'rtree' : 'time-index');
  subject.run(page.sql, page.params, true);
}

// Bonn, where the seed crowds points (scripts/seed.ts CITIES): boxes of several sizes around it.
let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const nearBonn = (size: number): BoundingBox => {
  const longitude = 7.1 + (random() - 0.5) * 0.04;
  const latitude = 50.73 + (random() - 0.5) * 0.04;
  return { minLon: longitude - size / 2, minLat: latitude - size / 2, maxLon: longitude + size / 2, maxLat: latitude + size / 2 };
};
const CASES: [string, () => LocationSearch][] = [
  ['narrow box, 0.1° at Bonn', () => ({ limit: 10, scope: 's', bbox: nearBonn(0.1) })],
  ['tiny box, 0.01° at Bonn', () => ({ limit: 10, scope: 's', bbox: nearBonn(0.01) })],
  ['0.3° at Bonn', () => ({ limit: 10, scope: 's', bbox: nearBonn(0.3) })],
  ['0.6° at Bonn', () => ({ limit: 10, scope: 's', bbox: nearBonn(0.6) })],
  ['2° at Bonn', () => ({ limit: 10, scope: 's', bbox: nearBonn(2) })],
  ['narrow box, from 2026-03-01', () => ({ limit: 10, scope: 's', bbox: nearBonn(0.1), from: '2026-03-01T00:00:00Z' })],
  ['world-wide box', () => ({ limit: 10, scope: 's', bbox: { minLon: -180, minLat: -90, maxLon: 180, maxLat: 90 } })],
];

type Times = { today: number[]; now: number[]; grid: number[] };
const times = new Map<string, Times>();
const timesOf = (name: string, path: string): Times => {
  const key = `${name}\u0000${path}`;
  let entry = times.get(key);
  if (entry === undefined) {
    entry = { today: [], now: [], grid: [] };
    times.set(key, entry);
  }
  return entry;
};
const pointsIn = new Map<string, number>();

for (let round = 0; round < ROUNDS; round++) {
  for (const [name, make] of CASES) {
    for (const subject of subjects) {
      seed = round * 1000 + name.length;
      const request = make();
      const entry = timesOf(name, subject.path);
      if (round === 0) {
        const all = buildBoxCandidates(boxesOf(request.bbox!));
        pointsIn.set(
          `${name}\u0000${subject.path}`,
          (subject.run(`SELECT count(*) FROM (${all.sql})`, all.params, true)[0] as [number])[0],
        );
      }
      let started = performance.now();
      today(subject, request);
      entry.today.push(performance.now() - started);
      started = performance.now();
      await subject.queries.search(request);
      entry.now.push(performance.now() - started);
      if (gridCells(request.bbox!) !== undefined) {
        started = performance.now();
        gridSearch(subject.run, request, undefined);
        entry.grid.push(performance.now() - started);
      }
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
process.stdout.write(
  `${ROUNDS} rounds, limit=10, median ms; load average ${(await import('node:os'))
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}\n\n`,
);
process.stdout.write('| case | database | points in box | today | new | new / today | grid forced |\n|---|---|---:|---:|---:|---:|---:|\n');
for (const [name] of CASES) {
  for (const { path } of subjects) {
    const { today: before, now, grid } = timesOf(name, path);
    const points = pointsIn.get(`${name}\u0000${path}`);
    process.stdout.write(
      `| ${name} | ${path} | ${points} | ${median(before).toFixed(2)} | ${median(now).toFixed(2)} | ${(median(now) / median(before)).toFixed(2)} | ${grid.length === 0 ? '–' : median(grid).toFixed(2)} |\n`,
    );
  }
}
for (const { db } of subjects) db.close();
