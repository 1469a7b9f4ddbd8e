// Issue 22: no route whose cost grows with the data. Every route of INTERFACE.md section 3 and the
// home page, at two sizes of the same seeded data, each reported as its median and 99th percentile
// and as a ratio to GET /locations/{id} at the same size, pages of limit=10; and start-up to the
// first answer at each size. Read bench/README.md first.
//
//   npm run bench -- scale                                1,000,000 and 10,000,000 rows (seeds what is missing: minutes)
//   npm run bench -- scale --sizes 100000,1000000         two smaller sizes, for a quick look
//   npm run bench -- scale --rounds 4 --starts 3 --no-build
//   npm run bench -- scale --only nearby,summary          those scenarios (and GET by id, the base)
//
// Targets, checked and printed (the bench exits 1 when one is not met):
// - no route's median grows more than 1.5x from the smaller size to the larger;
// - at the larger size, GET / and /readings/summary (no range, an hour, 30 days, a year) within 3x
//   GET by id;
// - start-up to the first answer under 300 ms at every size.
//
// How it measures (bench/route-latency.ts holds the machinery it shares with named-routes.bench.ts):
// - One server per size, both running, each in its own process on its own seeded file
//   (data/bench-v3-<size>.db). The rounds take turns between the sizes, so a busy spell on this
//   shared machine falls on both alike, and the growth from one size to the other is measured in
//   one run rather than against an old figure.
// - Writes (create, PATCH, PUT, method override, DELETE) act on locations this bench created in the
//   same round and deleted again at its end, so the seeded files keep their rows.
// - Each file is read once before the rounds, so it is in the OS page cache: the bench compares the
//   server's work at two sizes, not a warm disk cache with a cold one.
// - Start-up is startup.bench.ts's: the compiled server (`npm run build`, dist/main.js) started as
//   production starts it, timed from spawn to its first 200 on /healthz, on the seeded file itself
//   (a 15 GB file is not copied for each start); the starts of the sizes alternate.
import { closeSync, openSync, readSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { build } from '../scripts/build.js';
import { fieldlogPeer } from './peers/fieldlog.js';
import {
  agent,
  at,
  day,
  daysAgo,
  loadAverage,
  percentile,
  pickSamples,
  prepareDatabase,
  scenarios,
  startServer,
  timeRound,
  warmUp,
} from './route-latency.js';
import type { Samples, Scenario } from './route-latency.js';
import { freePort, startPeer, stopAllPeers } from './server-process.js';

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: {
    sizes: { type: 'string', default: '1000000,10000000' },
    rounds: { type: 'string', default: '6' },
    starts: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
/** `--only nearby,summary`: the scenarios whose name holds one of the texts, and GET by id (the ratios' base). */
const ONLY = flags.only?.split(',').map((text) => text.trim());
const SIZES = flags.sizes.split(',').map((text) => readPositive('sizes', text.trim()));
if (SIZES.length !== 2 || SIZES[0]! >= SIZES[1]!) {
  throw new Error(`--sizes must be two sizes, the smaller first (such as 100000,1000000), not "${flags.sizes}"`);
}
const ROUNDS = readPositive('rounds', flags.rounds);
const STARTS = readPositive('starts', flags.starts);
const PER_ROUND = 25;
const PAGE = 10;
const MAX_GROWTH = 1.5;
const MAX_RATIO = 3;
const STARTUP_MS = 300;
/** An export covers one day of an area at this many rows, and proportionally more days at fewer (rounded). */
const EXPORT_READINGS = 10_000_000;

function readPositive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number, not "${text}"`);
  return value;
}

/** Every list asks for pages of PAGE items: its own limit replaced, or one added. */
function withPage(target: string): string {
  if (/[?&]limit=\d+/.test(target)) return target.replace(/([?&])limit=\d+/, `$1limit=${PAGE}`);
  return `${target}${target.includes('?') ? '&' : '?'}limit=${PAGE}`;
}

/** The named routes that answer a page: every search, latest, nearby, history, summary and track, but not a device's latest. */
const isList = (path: string) => /\/(search|latest|summary|nearby|history|track)\?/.test(path) && !/^\/devices\/[^/]+\/latest/.test(path);

interface ScaleScenario extends Scenario {
  /** Issue 22's 3x target at the larger size applies to it. */
  withinRatio?: boolean;
}

const v = 'version_number=2';
const location = (i: number) =>
  JSON.stringify({
    version_number: 2,
    longitude: Number((-170 + (i % 340)).toFixed(3)),
    latitude: Number((-60 + (i % 120)).toFixed(3)),
    altitude: i % 900,
    speed: (i % 40) / 4,
    timestamp: new Date(Date.UTC(2026, 10, 1) + i * 1000).toISOString(),
  });

/**
 * The named scenarios of named-routes.bench.ts, then the routes of section 3 they leave out. The
 * write scenarios share a queue: creates push the new ids, updates use them, deletes take them.
 */
function scaleScenarios(s: Samples, size: number): ScaleScenario[] {
  const exportDays = Math.max(1, Math.round(EXPORT_READINGS / size));
  const named: ScaleScenario[] = scenarios(s).map((scenario) => ({
    ...scenario,
    name: scenario.name.replace('reading-summary (50 areas)', 'reading-summary no range'),
    target: (i: number) => (isList(scenario.target(i)) ? withPage(scenario.target(i)) : scenario.target(i)),
    // Issue 18's targets are named-routes.bench.ts's; this bench checks issue 22's.
    maxRatio: undefined,
    withinRatio: scenario.name.startsWith('reading-summary'),
  }));
  const created: string[] = [];
  const remember = (body: string) => {
    created.push((JSON.parse(body) as { data: { id: string } }).data.id);
  };
  const hour = (i: number) => `${day(i)}T${String(i % 24).padStart(2, '0')}`;
  const extra: ScaleScenario[] = [
    { name: 'home GET / (JSON)', target: () => '/', headers: { accept: 'application/json' }, withinRatio: true },
    { name: 'home GET / (HTML)', target: () => '/', headers: { accept: 'text/html' }, withinRatio: true },
    { name: 'list GET /locations', target: () => `/locations?${v}&limit=${PAGE}` },
    { name: 'list GET /readings', target: () => `/readings?${v}&limit=${PAGE}` },
    { name: 'list GET /devices', target: () => `/devices?version_number=1&limit=${PAGE}` },
    {
      name: 'reading-summary one hour',
      target: (i) => `/readings/summary?${v}&limit=${PAGE}&from=${hour(i)}:00:00Z&to=${hour(i)}:59:59Z`,
      withinRatio: true,
    },
    {
      name: 'reading-summary a year',
      target: (i) => `/readings/summary?${v}&limit=${PAGE}&from=${daysAgo(366 + (i % 3))}T00:00:00Z&to=${day(i % 3)}T00:00:00Z`,
      withinRatio: true,
    },
    { name: 'GET /openapi.json', target: () => '/openapi.json' },
    { name: 'GET /docs', target: () => '/docs', headers: { accept: 'text/html' } },
    { name: 'GET /healthz', target: () => '/healthz' },
    { name: 'GET /events', target: () => `/events?version_number=1&limit=${PAGE}` },
    { name: 'GET /webhooks', target: () => `/webhooks?version_number=1` },
    {
      // An export has no pages: it answers every row in its range, and one area's day holds ten
      // times the readings at ten times the rows (1.3 against 13.3 on average). Its days are as many
      // as make the same share of the readings at every size, one at 10M and ten at 1M, so that the
      // growth is the route's cost, not its answer's size.
      name: 'export one area, one day at 10M rows, more days at fewer',
      target: (i) =>
        `/readings/export.csv?${v}&area=${encodeURIComponent(at(s.areas, i))}&from=${daysAgo(1 + (i % 300) + exportDays - 1)}T00:00:00Z&to=${day(i)}T23:59:59Z`,
    },
    { name: 'GET /session/new', target: () => '/session/new', headers: { accept: 'text/html' } },
    { name: 'GET /metrics', target: () => '/metrics' },
    { name: 'create POST /locations', method: 'POST', target: () => '/locations', body: location, status: 201, after: remember },
    {
      name: 'update PATCH /locations/{id}',
      method: 'PATCH',
      target: (i) => `/locations/${at(created, i)}`,
      body: (i) => JSON.stringify({ version_number: 2, speed: (i % 40) / 2 }),
    },
    { name: 'update PUT /locations/{id}', method: 'PUT', target: (i) => `/locations/${at(created, i)}`, body: location },
    {
      name: 'override POST /locations/{id} _method=PATCH',
      method: 'POST',
      target: (i) => `/locations/${at(created, i)}`,
      body: (i) => JSON.stringify({ _method: 'PATCH', version_number: 2, altitude: i % 500 }),
    },
    { name: 'delete DELETE /locations/{id}', method: 'DELETE', target: () => `/locations/${created.shift()}?${v}` },
  ];
  return [...named, ...extra];
}

interface SizeRun {
  size: number;
  database: string;
  cases: ScaleScenario[];
  times: Map<string, number[]>;
  server?: { url: string; stop: () => void };
}

/** Start-up to the first answer, STARTS times per size, the sizes alternating: milliseconds, per size. */
async function measureStartups(runs: readonly SizeRun[]): Promise<number[][]> {
  if (!flags['no-build']) {
    const built = build();
    process.stdout.write(`Built dist/main.js in ${built.seconds.toFixed(1)} s\n`);
  }
  const peer = fieldlogPeer();
  const starts = runs.map((): number[] => []);
  for (let round = 0; round < STARTS; round += 1) {
    for (const [index, run] of runs.entries()) {
      const server = await startPeer(peer, { database: run.database, port: await freePort(), synchronous: 'FULL' }, undefined);
      starts[index]!.push(server.startupMs);
      await server.stop();
    }
  }
  return starts.map((list) => list.sort((a, b) => a - b));
}

const ms = (value: number) => value.toFixed(2);

/**
 * Reads the whole file once, so that it sits in the OS page cache: the figures are then the server's
 * work at that size, not the disk's, and the first size read is not favoured over a larger one that a
 * previous run pushed out of memory (a 1M file measured cold answered GET by id 2.4x slower).
 */
function readIntoPageCache(path: string): number {
  const started = performance.now();
  const fd = openSync(path, 'r');
  const buffer = Buffer.allocUnsafe(4 * 2 ** 20);
  try {
    while (readSync(fd, buffer, 0, buffer.length, null) > 0);
  } finally {
    closeSync(fd);
  }
  return (performance.now() - started) / 1000;
}

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  const runs: SizeRun[] = SIZES.map((size) => ({ size, database: `data/bench-v3-${size}.db`, cases: [], times: new Map() }));
  for (const run of runs) prepareDatabase(run.database, run.size, (line) => process.stdout.write(line));
  const startups = await measureStartups(runs);
  for (const run of runs)
    process.stdout.write(`Read ${run.database} into the page cache in ${readIntoPageCache(run.database).toFixed(1)} s\n`);
  try {
    for (const run of runs) {
      run.cases = scaleScenarios(pickSamples(run.database), run.size).filter(
        (scenario, index) => index === 0 || ONLY === undefined || ONLY.some((text) => scenario.name.includes(text)),
      );
      run.server = await startServer(run.database);
    }
    for (const run of runs) await warmUp(run.server!.url, run.cases);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const run of runs) await timeRound(run.server!.url, run.cases, round, PER_ROUND, run.times);
    }
  } finally {
    for (const run of runs) run.server?.stop();
    agent.destroy();
  }
  const [small, large] = runs as [SizeRun, SizeRun];
  const count = (n: number) => n.toLocaleString('en');
  const sorted = (run: SizeRun, name: string) => [...run.times.get(name)!].sort((a, b) => a - b);
  const baselineName = small.cases[0]!.name;
  const baseline = (run: SizeRun) => percentile(sorted(run, baselineName), 0.5);
  process.stdout.write(
    `\n${count(small.size)} and ${count(large.size)} locations and readings; ${ROUNDS * PER_ROUND} requests per scenario and size, pages of limit=${PAGE}; ratio = median / median of ${baselineName} at the same size; growth = median at ${count(large.size)} / median at ${count(small.size)}\n\n`,
  );
  process.stdout.write(
    `| scenario | median ms ${count(small.size)} | p99 ms | ratio | median ms ${count(large.size)} | p99 ms | ratio | growth |\n|---|---:|---:|---:|---:|---:|---:|---:|\n`,
  );
  const failures: string[] = [];
  for (const { name, withinRatio } of small.cases) {
    const [a, b] = [sorted(small, name), sorted(large, name)];
    const growth = percentile(b, 0.5) / percentile(a, 0.5);
    const ratioLarge = percentile(b, 0.5) / baseline(large);
    process.stdout.write(
      `| ${name} | ${ms(percentile(a, 0.5))} | ${ms(percentile(a, 0.99))} | ${(percentile(a, 0.5) / baseline(small)).toFixed(2)} | ${ms(percentile(b, 0.5))} | ${ms(percentile(b, 0.99))} | ${ratioLarge.toFixed(2)} | ${growth.toFixed(2)} |\n`,
    );
    if (growth > MAX_GROWTH) failures.push(`${name} grew ${growth.toFixed(2)}x from ${count(small.size)} to ${count(large.size)} rows`);
    if (withinRatio === true && ratioLarge > MAX_RATIO) {
      failures.push(`${name} took ${ratioLarge.toFixed(2)}x GET by id at ${count(large.size)} rows`);
    }
  }
  process.stdout.write(
    `\nStart-up to the first answer (node dist/main.js, ${STARTS} starts per size, from spawn to the first 200 on /healthz):\n`,
  );
  for (const [index, run] of runs.entries()) {
    const list = startups[index]!;
    const median = percentile(list, 0.5);
    process.stdout.write(`  ${count(run.size)} rows: median ${median.toFixed(0)} ms, slowest ${list.at(-1)!.toFixed(0)} ms\n`);
    if (median >= STARTUP_MS) failures.push(`start-up at ${count(run.size)} rows took ${median.toFixed(0)} ms, not under ${STARTUP_MS} ms`);
  }
  process.stdout.write(
    `\nIssue 22's targets: no median grows more than ${MAX_GROWTH}x; at ${count(large.size)} rows GET / and /readings/summary within ${MAX_RATIO}x GET by id; start-up under ${STARTUP_MS} ms.\n`,
  );
  process.stdout.write(failures.length === 0 ? '  all met\n' : failures.map((failure) => `  NOT met: ${failure}\n`).join(''));
  process.stdout.write(`\n${new Date().toISOString()}; load average ${loadBefore} before, ${loadAverage()} after (/proc/loadavg)\n`);
  if (failures.length > 0) process.exit(1);
}

const interrupt = () => {
  stopAllPeers();
  process.exit(130);
};
process.once('SIGINT', interrupt).once('SIGTERM', interrupt);
main().catch((error: unknown) => {
  stopAllPeers();
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
