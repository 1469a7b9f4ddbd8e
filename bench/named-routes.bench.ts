// The named routes of issue 3 and the device routes of issue 18 at a million rows, over HTTP against
// the real server on loopback, each reported as a ratio to GET /locations/{id} measured in the same
// run. Read bench/README.md first.
//
//   npm run bench -- named-routes                     1,000,000 locations and readings, 10,000 devices (seeds once, ~1 min)
//   npm run bench -- named-routes --size 100000       a smaller database, for a quick look
//   npm run bench -- named-routes --database path     any database seeded since version 3 (npm run seed)
//
// Issue 18's target: a device's track and its latest location and readings each within 3x GET by id
// at 10,000 devices and 1,000,000 locations. The bench exits 1, saying which, when one is above it.
//
// How it measures:
// - The server runs in its own process (npm start's entry point), so the client's parsing never
//   competes with the server for the event loop. One keep-alive connection, one request at a time:
//   this is latency, not throughput.
// - Every request of a scenario differs (another id, box, area or time range), so no answer is a
//   repeat of the one before. Scenarios take turns in rounds, so a slow spell on a shared machine
//   falls on all of them alike; the median is reported, with the 95th percentile.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { describeSpace, measureSpace, seedDatabase } from '../scripts/seed.js';

const { values: options } = parseArgs({
  args: process.argv.slice(2),
  options: { size: { type: 'string' }, database: { type: 'string' }, rounds: { type: 'string' } },
  strict: false,
});
const SIZE = Number(options.size ?? 1_000_000);
// "v3": files seeded before version 3 (data/bench-<size>.db) have no devices; this name never meets one.
const DATABASE = String(options.database ?? `data/bench-v3-${SIZE}.db`);
const ROUNDS = Number(options.rounds ?? 8);
const PER_ROUND = 25;
/** Issue 18: the device routes each within this many GET by id. */
const TARGET_RATIO = 3;

function prepareDatabase(): void {
  if (existsSync(DATABASE)) {
    const db = new Database(DATABASE, { readonly: true });
    try {
      const counts = db.prepare('SELECT (SELECT count(*) FROM locations) AS l, (SELECT count(*) FROM readings) AS r').get() as {
        l: number;
        r: number;
      };
      if (counts.l < SIZE || counts.r < SIZE) {
        throw new Error(
          `${DATABASE} holds ${counts.l} locations and ${counts.r} readings, fewer than --size ${SIZE}; remove it or pass --database.`,
        );
      }
      checkVersionThree(db);
    } finally {
      db.close();
    }
    return;
  }
  const old = `data/bench-${SIZE}.db`;
  if (existsSync(old)) process.stdout.write(`${old} was seeded before version 3 and is no longer used; remove it to free the room.\n`);
  process.stdout.write(`Seeding ${DATABASE} with ${SIZE} locations and ${SIZE} readings…\n`);
  const result = seedDatabase({
    database: DATABASE,
    locations: SIZE,
    readings: SIZE,
    seed: 1,
    progress: (line) => process.stdout.write(`  ${line}\n`),
  });
  process.stdout.write(`Seeded ${result.devices} devices and the rows in ${result.seconds.toFixed(1)} s\n`);
  process.stdout.write(`${describeSpace(measureSpace(DATABASE))}\n`);
}

/** A file seeded before issue 18 has no devices: the device routes would answer 404 or nothing. */
function checkVersionThree(db: Database.Database): void {
  const columns = (table: string) => db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[];
  const hasDevices = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'devices'").get() !== undefined;
  const ready =
    hasDevices &&
    columns('locations').includes('device') &&
    columns('readings').includes('quantity') &&
    db.prepare('SELECT EXISTS (SELECT 1 FROM devices) AND EXISTS (SELECT 1 FROM locations WHERE device IS NOT NULL)').pluck().get() === 1;
  if (!ready) {
    throw new Error(
      `${DATABASE} has no devices, or no locations of one: it was seeded before version 3 (issue 18). Remove it to have it seeded again, or seed another (npm run seed -- --locations ${SIZE} --readings ${SIZE} --database path) and pass --database path.`,
    );
  }
}

interface Samples {
  locations: string[];
  readings: string[];
  areas: string[];
  points: { lon: number; lat: number }[];
  devices: string[];
  /** A device and a day on which it has a location (the UTC date of one of its timestamps). */
  deviceDays: { device: string; day: string }[];
}

function pickSamples(): Samples {
  const db = new Database(DATABASE, { readonly: true });
  const pick = (table: string) =>
    db.prepare(
      `SELECT id, longitude, latitude, device, "timestamp" FROM ${table} WHERE rowid >= abs(random()) % (SELECT max(rowid) FROM ${table}) LIMIT 1`,
    );
  const locations = Array.from(
    { length: 200 },
    () => pick('locations').get() as { id: string; longitude: number; latitude: number; device: string | null; timestamp: string | null },
  );
  const devices = Array.from(
    { length: 200 },
    () =>
      db.prepare('SELECT id FROM devices WHERE rowid >= abs(random()) % (SELECT max(rowid) FROM devices) LIMIT 1').pluck().get() as string,
  );
  const deviceDays = locations.flatMap(({ device, timestamp }) =>
    device === null || timestamp === null ? [] : [{ device, day: new Date(timestamp).toISOString().slice(0, 10) }],
  );
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
  return {
    locations: locations.map((l) => l.id),
    readings,
    areas,
    points: locations.map((l) => ({ lon: l.longitude, lat: l.latitude })),
    devices,
    deviceDays,
  };
}

async function startServer(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: DATABASE, RATE_LIMIT: '0', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    // The URL comes over the IPC channel: at LOG_LEVEL=silent the server writes no start line.
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message.type === 'fieldlog-listening') resolve(message.url!);
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

interface Scenario {
  name: string;
  /** The request of the i-th run. */
  target: (i: number) => string;
  /** Issue 18: the median may be at most this many times the baseline's, or the bench fails. */
  maxRatio?: number;
  /** Checked on the warm-up's answers: a sentence when the answer is one not worth timing (an empty page). */
  check?: (body: string) => string | undefined;
}

const hasItems = (body: string) => ((JSON.parse(body) as { data: unknown[] }).data.length > 0 ? undefined : 'an empty page');
const hasLocation = (body: string) =>
  (JSON.parse(body) as { data: { location: unknown } }).data.location !== null ? undefined : 'no location';

/** Named scenarios. The first is the baseline of every ratio. */
function scenarios(s: Samples): Scenario[] {
  const v = 'version_number=2';
  // The device routes answer locations and readings in the request's version: 3 shows their device.
  const v3 = 'version_number=3';
  const named: [string, (i: number) => string][] = [
    ['get-by-id GET /locations/{id}', (i) => `/locations/${at(s.locations, i)}?${v}`],
    ['get-by-id GET /readings/{id}', (i) => `/readings/${at(s.readings, i)}?${v}`],
    ['get-by-id GET /locations/{id} (version 3)', (i) => `/locations/${at(s.locations, i)}?${v3}`],
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
    // Since version 3 the seed's readings are of four quantities; only air pressure reaches 1,042 (8-48 rows at 1M).
    ['reading-search mean range (rare)', (i) => `/readings/search?${v}&min_mean=${1042 + (i % 5)}`],
    ['reading-latest (all areas)', (i) => `/readings/latest?${v}&limit=${40 + (i % 20)}`],
    ['reading-latest area prefix', (i) => `/readings/latest?${v}&area=${encodeURIComponent(`${at(s.areas, i).split(':')[0]}:*`)}`],
    ['reading-history', (i) => `/readings/${at(s.readings, i)}/history?${v}`],
    ['reading-summary (50 areas)', (i) => `/readings/summary?${v}&limit=${45 + (i % 10)}`],
    [
      'reading-summary city:* over 30 days',
      (i) =>
        `/readings/summary?${v}&area=${encodeURIComponent(`${at(s.areas, i).split(':')[0]}:*`)}&from=${day(i + 30)}T00:00:00Z&to=${day(i)}T00:00:00Z`,
    ],
    ['location-latest?device= (version 3)', (i) => `/locations/latest?${v3}&device=${at(s.devices, i)}`],
  ];
  const device = (i: number) => encodeURIComponent(at(s.devices, i));
  const deviceDay = (i: number) => at(s.deviceDays, i);
  return [
    ...named.map(([name, target]) => ({ name, target })),
    // Issue 18's target scenarios.
    {
      name: 'device-track first page',
      target: (i) => `/devices/${device(i)}/track?${v3}`,
      maxRatio: TARGET_RATIO,
      check: hasItems,
    },
    {
      name: 'device-track from/to (one day)',
      target: (i) =>
        `/devices/${encodeURIComponent(deviceDay(i).device)}/track?${v3}&from=${deviceDay(i).day}T00:00:00Z&to=${deviceDay(i).day}T23:59:59Z`,
      maxRatio: TARGET_RATIO,
      check: hasItems,
    },
    { name: 'device-latest', target: (i) => `/devices/${device(i)}/latest?${v3}`, maxRatio: TARGET_RATIO, check: hasLocation },
  ];
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  prepareDatabase();
  const samples = pickSamples();
  const server = await startServer();
  const failures: string[] = [];
  try {
    const cases = scenarios(samples);
    const times = new Map<string, number[]>(cases.map(({ name }) => [name, []]));
    // Warm-up, which also checks every scenario answers 200 (a 4xx would be a fast, meaningless
    // figure) and, where it says so, an answer worth timing.
    for (const { name, target, check } of cases) {
      for (let i = 0; i < 5; i += 1) {
        const answer = await get(server.url, target(i));
        if (answer.status !== 200) throw new Error(`${name}: ${target(i)} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
        const wrong = check?.(answer.body);
        if (wrong !== undefined) throw new Error(`${name}: ${target(i)} answered ${wrong}, which measures nothing.`);
      }
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const { name, target } of cases) {
        for (let i = 0; i < PER_ROUND; i += 1) times.get(name)!.push((await get(server.url, target(round * PER_ROUND + i + 5))).ms);
      }
    }
    const sorted = new Map([...times].map(([name, list]) => [name, [...list].sort((a, b) => a - b)]));
    const baselineName = cases[0]!.name;
    const baseline = percentile(sorted.get(baselineName)!, 0.5);
    process.stdout.write(
      `${SIZE.toLocaleString('en')} locations and readings; ${ROUNDS * PER_ROUND} requests per scenario; ratio = median / median of ${baselineName}\n\n`,
    );
    process.stdout.write('| scenario | median ms | p95 ms | ratio |\n|---|---:|---:|---:|\n');
    for (const { name } of cases) {
      const list = sorted.get(name)!;
      const ratio = percentile(list, 0.5) / baseline;
      process.stdout.write(
        `| ${name} | ${percentile(list, 0.5).toFixed(2)} | ${percentile(list, 0.95).toFixed(2)} | ${ratio.toFixed(2)} |\n`,
      );
    }
    process.stdout.write(`\nIssue 18: the device routes, each within ${TARGET_RATIO}x ${baselineName}:\n`);
    for (const { name, maxRatio } of cases) {
      if (maxRatio === undefined) continue;
      const ratio = percentile(sorted.get(name)!, 0.5) / baseline;
      process.stdout.write(`  ${name}: ${ratio.toFixed(2)}x (${ratio <= maxRatio ? 'met' : 'NOT met'})\n`);
      if (ratio > maxRatio) failures.push(`${name} took ${ratio.toFixed(2)}x GET by id, above the ${maxRatio}x of issue 18`);
    }
  } finally {
    server.stop();
    agent.destroy();
  }
  process.stdout.write(`\n${new Date().toISOString()}; load average ${loadBefore} before, ${loadAverage()} after (/proc/loadavg)\n`);
  if (failures.length > 0) {
    process.stderr.write(`\nThe named-routes benchmark failed: ${failures.join('; ')}.\n`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
