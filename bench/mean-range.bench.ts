// Mean-range search at size (issue 22): the plan choice before migration 170 against today's, per
// request, on two or more databases in the same run, so that both sizes are measured under the same
// load. Read-only.
//
//   npm run bench -- mean-range --databases data/bench-v3-1000000.db,data/bench-v3-3000000.db [--rounds 61]
//
// "before" is the choice before migration 170: readings_by_mean below 2,000 readings in the range
// (read and sorted), else the time index. "new" is SqliteReadingQueries.search as it is now. "grid"
// forces the mean grid, where the range has few enough cells. Cases and databases take turns, and
// the median is reported. The databases must have had migration 170 applied (the server applies it
// when it opens them).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import type { ReadingSearch } from '../src/storage/queries.js';
import { meanCells, meanGridSearch } from '../src/storage/sqlite/mean-grid.js';
import type { RunStatement } from '../src/storage/sqlite/mean-grid.js';
import { NARROW_CANDIDATE_LIMIT, SqliteReadingQueries, buildReadingSearch } from '../src/storage/sqlite/reading-queries.js';

const { values: options } = parseArgs({
  args: process.argv.slice(2),
  options: { databases: { type: 'string' }, rounds: { type: 'string' } },
  strict: false,
});
const PATHS = String(options.databases ?? 'data/bench-v3-1000000.db').split(',');
const ROUNDS = Number(options.rounds ?? 61);

interface Subject {
  path: string;
  queries: SqliteReadingQueries;
  run: RunStatement;
  close(): void;
}

const subjects: Subject[] = PATHS.map((path) => {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'readings_by_mean_cell_time'").get() === undefined) {
    throw new Error(`${path} has no readings_by_mean_cell_time: open it once with this version (npm start) to apply migration 170.`);
  }
  const statements = new Map<string, Database.Statement>();
  const run: RunStatement = (sql, params, raw) => {
    let statement = statements.get(`${raw}${sql}`);
    if (statement === undefined) {
      statement = db.prepare(sql).raw(raw);
      statements.set(`${raw}${sql}`, statement);
    }
    return statement.all(params);
  };
  return { path, queries: new SqliteReadingQueries(db), run, close: () => db.close() };
});

/** The plan choice before migration 170 (no other filter in these cases), and its page. */
function before(subject: Subject, request: ReadingSearch): void {
  const probe = `SELECT count(*) FROM (SELECT 1 FROM readings INDEXED BY readings_by_mean
    WHERE mean >= :low AND mean <= :high LIMIT ${NARROW_CANDIDATE_LIMIT})`;
  const [count] = subject.run(probe, { low: request.minMean ?? -Number.MAX_VALUE, high: request.maxMean ?? Number.MAX_VALUE }, true)[0] as [
    number,
  ];
  const page = buildReadingSearch(request, undefined, count < NARROW_CANDIDATE_LIMIT ? 'mean' : 'time-index');
  subject.run(page.sql, page.params, true);
}

// The rare range is the scale bench's (bench/route-latency.ts): above 1,042 hPa only air pressure
// reaches, about two readings in 10,000 (scripts/seed.ts).
const CASES: [string, (round: number) => ReadingSearch][] = [
  ['rare: min_mean=1042..1046', (round) => ({ limit: 10, scope: 's', minMean: 1042 + (round % 5) })],
  ['rare, both bounds: 1042..1046 to 1060', (round) => ({ limit: 10, scope: 's', minMean: 1042 + (round % 5), maxMean: 1060 })],
  ['uncommon: min_mean=1030', () => ({ limit: 10, scope: 's', minMean: 1030 })],
  ['narrow: 20.0 to 20.1', () => ({ limit: 10, scope: 's', minMean: 20, maxMean: 20.1 })],
  ['broad: -5 to 30', () => ({ limit: 10, scope: 's', minMean: -5, maxMean: 30 })],
  ['negative: max_mean=-20', () => ({ limit: 10, scope: 's', maxMean: -20 })],
];

type Times = { before: number[]; now: number[]; grid: number[]; readings: number; cells: number | undefined };
const times = new Map<string, Times>();
const timesOf = (name: string, subject: Subject, request: ReadingSearch): Times => {
  const key = `${name}\u0000${subject.path}`;
  let entry = times.get(key);
  if (entry === undefined) {
    const count = `SELECT count(*) FROM readings INDEXED BY readings_by_mean WHERE mean >= :low AND mean <= :high`;
    const readings = (
      subject.run(count, { low: request.minMean ?? -Number.MAX_VALUE, high: request.maxMean ?? Number.MAX_VALUE }, true)[0] as [number]
    )[0];
    entry = { before: [], now: [], grid: [], readings, cells: meanCells(subject.run, request)?.length };
    times.set(key, entry);
  }
  return entry;
};

const loadBefore = loadavg();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, make] of CASES) {
    for (const subject of subjects) {
      const request = make(round);
      const entry = timesOf(name, subject, request);
      let started = performance.now();
      before(subject, request);
      entry.before.push(performance.now() - started);
      started = performance.now();
      await subject.queries.search(request);
      entry.now.push(performance.now() - started);
      const cells = meanCells(subject.run, request);
      if (cells !== undefined) {
        started = performance.now();
        meanGridSearch(subject.run, cells, buildReadingSearch(request, undefined, 'mean-grid'), request.limit);
        entry.grid.push(performance.now() - started);
      }
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
process.stdout.write(`${ROUNDS} rounds, limit=10, median ms; load average before ${load(loadBefore)}, after ${load(loadavg())}\n\n`);
process.stdout.write(
  '| case | database | readings in range | cells | before | new | new / before | grid forced |\n|---|---|---:|---:|---:|---:|---:|---:|\n',
);
for (const [name] of CASES) {
  for (const { path } of subjects) {
    const entry = times.get(`${name}\u0000${path}`)!;
    process.stdout.write(
      `| ${name} | ${path} | ${entry.readings} | ${entry.cells ?? '> 32'} | ${median(entry.before).toFixed(2)} | ${median(entry.now).toFixed(2)} | ${(median(entry.now) / median(entry.before)).toFixed(2)} | ${entry.grid.length === 0 ? '–' : median(entry.grid).toFixed(2)} |\n`,
    );
  }
}
if (subjects.length === 2) {
  process.stdout.write('\n| case | growth before | growth new |\n|---|---:|---:|\n');
  for (const [name] of CASES) {
    const [small, large] = subjects.map(({ path }) => times.get(`${name}\u0000${path}`)!);
    process.stdout.write(
      `| ${name} | ${(median(large!.before) / median(small!.before)).toFixed(2)}x | ${(median(large!.now) / median(small!.now)).toFixed(2)}x |\n`,
    );
  }
}
for (const subject of subjects) subject.close();
