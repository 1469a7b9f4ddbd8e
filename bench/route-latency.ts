// The machinery of the route-latency benches: named-routes.bench.ts (every named route at one size)
// and scale.bench.ts (the same routes at two sizes, issue 22). A seeded file, random samples of its
// ids, areas and points, the server in its own process, and the scenarios, each a request that
// differs on every run (another id, box, area or time range) so that no answer repeats the one before.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import Database from 'better-sqlite3';
import { describeSpace, measureSpace, seedDatabase } from '../scripts/seed.js';

/** Issue 18: the device routes each within this many GET by id. */
export const TARGET_RATIO = 3;

/**
 * Makes sure `database` holds at least `size` locations and readings of version 3: reuses the file if
 * it does, seeds it (npm run seed's seedDatabase, seed 1) if there is none, and refuses a file that is
 * smaller or older. `write` is told what happens.
 */
export function prepareDatabase(database: string, size: number, write: (line: string) => void): void {
  if (existsSync(database)) {
    const db = new Database(database, { readonly: true });
    try {
      const counts = db.prepare('SELECT (SELECT count(*) FROM locations) AS l, (SELECT count(*) FROM readings) AS r').get() as {
        l: number;
        r: number;
      };
      if (counts.l < size || counts.r < size) {
        throw new Error(
          `${database} holds ${counts.l} locations and ${counts.r} readings, fewer than --size ${size}; remove it or pass --database.`,
        );
      }
      checkVersionThree(db, database, size);
    } finally {
      db.close();
    }
    return;
  }
  const old = `data/bench-${size}.db`;
  if (existsSync(old)) write(`${old} was seeded before version 3 and is no longer used; remove it to free the room.\n`);
  write(`Seeding ${database} with ${size} locations and ${size} readings…\n`);
  const result = seedDatabase({
    database,
    locations: size,
    readings: size,
    seed: 1,
    progress: (line) => write(`  ${line}\n`),
  });
  write(`Seeded ${result.devices} devices and the rows in ${result.seconds.toFixed(1)} s\n`);
  write(`${describeSpace(measureSpace(database))}\n`);
}

/** A file seeded before issue 18 has no devices: the device routes would answer 404 or nothing. */
function checkVersionThree(db: Database.Database, database: string, size: number): void {
  const columns = (table: string) => db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[];
  const hasDevices = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'devices'").get() !== undefined;
  const ready =
    hasDevices &&
    columns('locations').includes('device') &&
    columns('readings').includes('quantity') &&
    db.prepare('SELECT EXISTS (SELECT 1 FROM devices) AND EXISTS (SELECT 1 FROM locations WHERE device IS NOT NULL)').pluck().get() === 1;
  if (!ready) {
    throw new Error(
      `${database} has no devices, or no locations of one: it was seeded before version 3 (issue 18). Remove it to have it seeded again, or seed another (npm run seed -- --locations ${size} --readings ${size} --database path) and pass --database path.`,
    );
  }
}

export interface Samples {
  locations: string[];
  readings: string[];
  areas: string[];
  points: { lon: number; lat: number }[];
  devices: string[];
  /** A device and a day on which it has a location (the UTC date of one of its timestamps). */
  deviceDays: { device: string; day: string }[];
}

/** Ids, areas, points and devices picked at random from `database`, for the scenarios' requests. */
export function pickSamples(database: string): Samples {
  const db = new Database(database, { readonly: true });
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

/**
 * The server (npm start's entry point) on `database`, in its own process, on a free loopback port.
 * `nodeOptions` go before the script (such as --cpu-prof); `stopped` resolves once it has exited,
 * which is when such a profile has been written.
 */
export async function startServer(
  database: string,
  nodeOptions: readonly string[] = [],
): Promise<{ url: string; stop: () => void; stopped: () => Promise<void> }> {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: database, RATE_LIMIT: '0', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    // The URL comes over the IPC channel: at LOG_LEVEL=silent the server writes no start line.
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message.type === 'fieldlog-listening') resolve(message.url!);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  return {
    url,
    stop,
    stopped: () => {
      stop();
      return exited;
    },
  };
}

/** One keep-alive connection per server: one request at a time, so the figures are latency. */
export const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One request, timed from its start to the last byte of the answer. */
export function send(
  base: string,
  path: string,
  method = 'GET',
  body?: string,
  extra: Record<string, string> = {},
): Promise<{ status: number; ms: number; body: string }> {
  const started = process.hrtime.bigint();
  const headers: Record<string, string> = body === undefined ? { ...extra } : { 'content-type': 'application/json', ...extra };
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { agent, method, headers }, (res) => {
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
      .end(body);
  });
}

export const at = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
export const day = (i: number) => daysAgo(1 + (i % 300));
/** The UTC date `days` days before today; a range built of two never ends before it starts. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
/** A square of 2·half degrees around a point, clamped to the globe (a box past ±180 would cross it). */
function box(p: { lon: number; lat: number }, half: number): string {
  const clamp = (value: number, limit: number) => Number(Math.max(-limit, Math.min(limit, value)).toFixed(4));
  return [clamp(p.lon - half, 180), clamp(p.lat - half, 90), clamp(p.lon + half, 180), clamp(p.lat + half, 90)].join(',');
}

export interface Scenario {
  name: string;
  /** The request of the i-th run. */
  target: (i: number) => string;
  /** Issue 18: the median may be at most this many times the baseline's, or the bench fails. */
  maxRatio?: number;
  /** Checked on the warm-up's answers: a sentence when the answer is one not worth timing (an empty page). */
  check?: (body: string) => string | undefined;
  /** GET unless told; a body, when there is one, is JSON. */
  method?: string;
  body?: (i: number) => string;
  /** The status every answer must have: 200 unless told. */
  status?: number;
  /** Request headers, such as the Accept of a negotiated answer. */
  headers?: Record<string, string>;
  /** Told every answer's body (a create's, whose id later requests use). */
  after?: (body: string) => void;
}

const hasItems = (body: string) => ((JSON.parse(body) as { data: unknown[] }).data.length > 0 ? undefined : 'an empty page');
const hasLocation = (body: string) =>
  (JSON.parse(body) as { data: { location: unknown } }).data.location !== null ? undefined : 'no location';

/** Named scenarios. The first is the baseline of every ratio. */
export function scenarios(s: Samples): Scenario[] {
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
        `/readings/summary?${v}&area=${encodeURIComponent(`${at(s.areas, i).split(':')[0]}:*`)}&from=${daysAgo(31 + (i % 300))}T00:00:00Z&to=${day(i)}T00:00:00Z`,
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

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/**
 * Every scenario's first five requests, untimed, each checked to answer its status (a 4xx would be a
 * fast, meaningless figure) and, where it says so, an answer worth timing.
 */
export async function warmUp(url: string, cases: readonly Scenario[]): Promise<void> {
  for (const scenario of cases) {
    for (let i = 0; i < 5; i += 1) await timeRequest(url, scenario, i);
  }
}

/**
 * One round: `perRound` requests of each scenario in turn, their times added to `times`. Scenarios
 * take turns in rounds so that a slow spell on a shared machine falls on all of them alike.
 */
export async function timeRound(
  url: string,
  cases: readonly Scenario[],
  round: number,
  perRound: number,
  times: Map<string, number[]>,
): Promise<void> {
  for (const scenario of cases) {
    const list = times.get(scenario.name) ?? [];
    times.set(scenario.name, list);
    for (let i = 0; i < perRound; i += 1) list.push(await timeRequest(url, scenario, round * perRound + i + 5));
  }
}

async function timeRequest(
  url: string,
  { name, target, method, body, headers, status = 200, check, after }: Scenario,
  i: number,
): Promise<number> {
  const path = target(i);
  const answer = await send(url, path, method, body?.(i), headers);
  if (answer.status !== status) {
    throw new Error(`${name}: ${method ?? 'GET'} ${path} answered ${answer.status}, not ${status}: ${answer.body.slice(0, 300)}`);
  }
  const wrong = i < 5 ? check?.(answer.body) : undefined;
  if (wrong !== undefined) throw new Error(`${name}: ${path} answered ${wrong}, which measures nothing.`);
  after?.(answer.body);
  return answer.ms;
}
