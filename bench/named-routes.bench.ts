// The named routes of issue 3 at a million rows, over HTTP against the real server on loopback, each
// reported as a ratio to GET /locations/{id} measured in the same run. Read bench/README.md first.
//
//   npm run bench -- named-routes                     1,000,000 locations and readings (seeds once, ~1 min)
//   npm run bench -- named-routes --size 100000       a smaller database, for a quick look
//   npm run bench -- named-routes --database path     any seeded database
//
// How it measures:
// - The server runs in its own process (npm start's entry point), so the client's parsing never
//   competes with the server for the event loop. One keep-alive connection, one request at a time:
//   this is latency, not throughput.
// - Every request of a scenario differs (another id, box, area or time range), so no answer is a
//   repeat of the one before. Scenarios take turns in rounds, so a slow spell on a shared machine
//   falls on all of them alike; the median is reported, with the 95th percentile.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { seedDatabase } from '../scripts/seed.js';

const { values: options } = parseArgs({
  args: process.argv.slice(2),
  options: { size: { type: 'string' }, database: { type: 'string' }, rounds: { type: 'string' } },
  strict: false,
});
const SIZE = Number(options.size ?? 1_000_000);
const DATABASE = String(options.database ?? `data/bench-${SIZE}.db`);
const ROUNDS = Number(options.rounds ?? 8);
const PER_ROUND = 25;

function prepareDatabase(): void {
  if (existsSync(DATABASE)) {
    const db = new Database(DATABASE, { readonly: true });
    const counts = db.prepare('SELECT (SELECT count(*) FROM locations) AS l, (SELECT count(*) FROM readings) AS r').get() as {
      l: number;
      r: number;
    };
    db.close();
    if (counts.l >= SIZE && counts.r >= SIZE) return;
    throw new Error(
      `${DATABASE} holds ${counts.l} locations and ${counts.r} readings, fewer than --size ${SIZE}; remove it or pass --database.`,
    );
  }
  process.stdout.write(`Seeding ${DATABASE} with ${SIZE} locations and ${SIZE} readings…\n`);
  const result = seedDatabase({ database: DATABASE, locations: SIZE, readings: SIZE, seed: 1 });
  process.stdout.write(`Seeded in ${result.seconds.toFixed(1)} s\n`);
}

interface Samples {
  locations: string[];
  readings: string[];
  areas: string[];
  points: { lon: number; lat: number }[];
}

function pickSamples(): Samples {
  const db = new Database(DATABASE, { readonly: true });
  const pick = (table: string) =>
    db.prepare(`SELECT id, longitude, latitude FROM ${table} WHERE rowid >= abs(random()) % (SELECT max(rowid) FROM ${table}) LIMIT 1`);
  const locations = Array.from({ length: 200 }, () => pick('locations').get() as { id: string; longitude: number; latitude: number });
  const readings = Array.from(
    { length: 200 },
    () =>
      db
        .prepare('SELECT id FROM readings WHERE rowid >= abs(random()) % (SELECT max(rowid) FROM readings) LIMIT 1')
        .pluck()
        .get() as string,
  );
  const areas = db.prepare('SELECT area FROM reading_areas ORDER BY random() LIMIT 200').pluck().all() as string[];
  db.close();
  return { locations: locations.map((l) => l.id), readings, areas, points: locations.map((l) => ({ lon: l.longitude, lat: l.latitude })) };
}

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: DATABASE, RATE_LIMIT: '0', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const found = /listening on (http:\/\/\S+)/.exec(chunk.toString());
      if (found !== null) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function get(base: string, path: string): Promise<{ status: number; ms: number; body: string }> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const at = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
const day = (i: number) => new Date(Date.now() - (1 + (i % 300)) * 86_400_000).toISOString().slice(0, 10);
/** A square of 2·half degrees around a point, clamped to the globe (a box past ±180 would cross it). */
function box(p: { lon: number; lat: number }, half: number): string {
  const clamp = (value: number, limit: number) => Number(Math.max(-limit, Math.min(limit, value)).toFixed(4));
  return [clamp(p.lon - half, 180), clamp(p.lat - half, 90), clamp(p.lon + half, 180), clamp(p.lat + half, 90)].join(',');
}

/** Named scenarios: the request for the i-th run of each. The first is the baseline of every ratio. */
function scenarios(s: Samples): [string, (i: number) => string][] {
  const v = 'version_number=2';
  return [
    ['get-by-id GET /locations/{id}', (i) => `/locations/${at(s.locations, i)}?${v}`],
    ['get-by-id GET /readings/{id}', (i) => `/readings/${at(s.readings, i)}?${v}`],
    ['location-search bbox 0.1° (a town)', (i) => `/locations/search?${v}&bbox=${box(at(s.points, i), 0.05)}`],
    ['location-search bbox 10° (a country)', (i) => `/locations/search?${v}&bbox=${box(at(s.points, i), 5)}`],
    ['location-search bbox across ±180', (i) => `/locations/search?${v}&bbox=${175 + (i % 4)},-30,${-175 - (i % 4)},0`],
    ['location-search from/to (one day)', (i) => `/locations/search?${v}&from=${day(i)}T00:00:00Z&to=${day(i)}T23:59:59%2B02:00`],
    ['location-search bbox + from', (i) => `/locations/search?${v}&bbox=${box(at(s.points, i), 2)}&from=${day(i)}T00:00:00Z`],
    ['location-latest', (i) => `/locations/latest?${v}&limit=${40 + (i % 20)}`],
    ['location-nearby 1 km', (i) => `/locations/${at(s.locations, i)}/nearby?${v}&radius=1000`],
    ['location-nearby 100 km', (i) => `/locations/${at(s.locations, i)}/nearby?${v}&radius=100000`],
    ['location-nearby whole Earth', (i) => `/locations/${at(s.locations, i)}/nearby?${v}&radius=20015115`],
    ['reading-search one area', (i) => `/readings/search?${v}&area=${encodeURIComponent(at(s.areas, i))}`],
    ['reading-search area prefix (city:*)', (i) => `/readings/search?${v}&area=${encodeURIComponent(`${at(s.areas, i).split(':')[0]}:*`)}`],
    [
      'reading-search leading * (*-07.north)',
      (i) => `/readings/search?${v}&area=${encodeURIComponent(`*-${String(i % 100).padStart(2, '0')}.north`)}`,
    ],
    ['reading-search from/to (one day)', (i) => `/readings/search?${v}&from=${day(i)}T00:00:00Z&to=${day(i)}T23:59:59Z`],
    ['reading-search mean range (rare)', (i) => `/readings/search?${v}&min_mean=${28 + (i % 5)}`],
    ['reading-latest (all areas)', (i) => `/readings/latest?${v}&limit=${40 + (i % 20)}`],
    ['reading-latest area prefix', (i) => `/readings/latest?${v}&area=${encodeURIComponent(`${at(s.areas, i).split(':')[0]}:*`)}`],
    ['reading-history', (i) => `/readings/${at(s.readings, i)}/history?${v}`],
    ['reading-summary (50 areas)', (i) => `/readings/summary?${v}&limit=${45 + (i % 10)}`],
    [
      'reading-summary city:* over 30 days',
      (i) =>
        `/readings/summary?${v}&area=${encodeURIComponent(`${at(s.areas, i).split(':')[0]}:*`)}&from=${day(i + 30)}T00:00:00Z&to=${day(i)}T00:00:00Z`,
    ],
  ];
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

async function main(): Promise<void> {
  prepareDatabase();
  const samples = pickSamples();
  const server = await startServer();
  try {
    const cases = scenarios(samples);
    const times = new Map<string, number[]>(cases.map(([name]) => [name, []]));
    // Warm-up, which also checks every scenario answers 200 (a 4xx would be a fast, meaningless figure).
    for (const [name, target] of cases) {
      for (let i = 0; i < 5; i += 1) {
        const answer = await get(server.url, target(i));
        if (answer.status !== 200) throw new Error(`${name}: ${target(i)} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
      }
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, target] of cases) {
        for (let i = 0; i < PER_ROUND; i += 1) times.get(name)!.push((await get(server.url, target(round * PER_ROUND + i + 5))).ms);
      }
    }
    const medians = new Map(
      [...times].map(([name, list]) => [
        name,
        percentile(
          [...list].sort((a, b) => a - b),
          0.5,
        ),
      ]),
    );
    const baseline = medians.get(cases[0]![0])!;
    process.stdout.write(
      `${SIZE.toLocaleString('en')} locations and readings; ${ROUNDS * PER_ROUND} requests per scenario; ratio = median / median of ${cases[0]![0]}\n\n`,
    );
    process.stdout.write('| scenario | median ms | p95 ms | ratio |\n|---|---:|---:|---:|\n');
    for (const [name, list] of times) {
      const sorted = [...list].sort((a, b) => a - b);
      process.stdout.write(
        `| ${name} | ${percentile(sorted, 0.5).toFixed(2)} | ${percentile(sorted, 0.95).toFixed(2)} | ${(medians.get(name)! / baseline).toFixed(2)} |\n`,
      );
    }
  } finally {
    server.stop();
    agent.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
