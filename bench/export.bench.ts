// Exports and CSV upload (issue 20). Usage:
//   npm run bench -- export                 1,000,000 locations (the named-routes bench's seeded file, seeded once if absent)
//   npm run bench -- export --rounds 1      one round of each
//
// 1. Export: GET /locations/export.{csv,ndjson,geojson}?version_number=3, every row, read to the end
//    by this process, against SQLite's own SELECT of the same rows in the same order (better-sqlite3,
//    raw rows, in this process, on the same file): rows per second, and the ratio (target ≥ 0.5x).
//    The server's RSS is sampled every 100 ms while it writes: its growth over the value before the
//    export is the figure of issue 20's memory test.
// 2. Upload: POST /locations?version_number=2 with 10,000 items as a JSON array and as CSV (the same
//    items, a header of parameter names), each on a fresh server and database, in turns: a warm-up
//    batch of 1,000 in the same format, then five batches of 10,000 timed together: items per
//    second, and the ratio of CSV to JSON (target ≥ 0.8x).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { seedDatabase } from '../scripts/seed.js';
import { readRssMiB } from './server-process.js';

const { values: options } = parseArgs({ options: { rounds: { type: 'string' }, database: { type: 'string' } }, strict: false });
const SIZE = 1_000_000;
const DATABASE = String(options.database ?? `data/bench-v3-${SIZE}.db`);
const ROUNDS = Number(options.rounds ?? 3);
const UPLOAD_ITEMS = 10_000;
const UPLOAD_BATCHES = 5;

interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function startServer(database: string): Promise<Server> {
  const child = spawn(process.execPath, ['--max-semi-space-size=8', '--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: database, RATE_LIMIT: '0', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    // The URL comes over the IPC channel: at LOG_LEVEL=silent the server writes no start line.
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message.type === 'fieldlog-listening') resolve(message.url!);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Reads a whole answer, counting bytes and line ends; the server's RSS is sampled meanwhile. */
function download(
  server: Server,
  path: string,
): Promise<{ status: number; seconds: number; bytes: number; lines: number; peakRss: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let peakRss = readRssMiB(server.pid);
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, readRssMiB(server.pid));
    }, 100);
    // A connection of its own: SQLite's SELECT, run in this process between two exports, blocks its
    // event loop past the server's keep-alive timeout, and a kept socket would then be written to
    // after the server closed it (ECONNRESET).
    request(`${server.url}${path}`, { agent: false }, (res) => {
      let bytes = 0;
      let lines = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      });
      res.on('end', () => {
        clearInterval(sampler);
        resolve({ status: res.statusCode ?? 0, seconds: Number(process.hrtime.bigint() - started) / 1e9, bytes, lines, peakRss });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function post(server: Server, path: string, type: string, body: string): Promise<{ status: number; seconds: number; text: string }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(
      `${server.url}${path}`,
      { method: 'POST', agent: false, headers: { 'content-type': type, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            seconds: Number(process.hrtime.bigint() - started) / 1e9,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function prepareDatabase(): void {
  if (existsSync(DATABASE)) return;
  process.stdout.write(`Seeding ${DATABASE} with ${SIZE} locations and readings…\n`);
  seedDatabase({ database: DATABASE, locations: SIZE, readings: SIZE, seed: 1, progress: (line) => process.stdout.write(`  ${line}\n`) });
}

/** SQLite's own reading of the rows the export writes, in its order: the floor of what any export costs. */
function sqliteSelect(): { rows: number; seconds: number } {
  const db = new Database(DATABASE, { readonly: true });
  try {
    const statement = db
      .prepare(
        `SELECT id, created_at, updated_at, created_by, updated_by, longitude, latitude, altitude, speed, timestamp, device, accuracy
         FROM locations ORDER BY timestamp IS NULL, timestamp DESC, id DESC`,
      )
      .raw();
    const started = process.hrtime.bigint();
    let rows = 0;
    for (const row of statement.iterate()) if (row !== undefined) rows++;
    return { rows, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  } finally {
    db.close();
  }
}

function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rate = (n: number) => Math.round(n).toLocaleString('en');

prepareDatabase();
process.stdout.write(
  `${new Date().toISOString()}; node ${process.version}; ${DATABASE}; /proc/loadavg ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}\n`,
);

// ---- exports --------------------------------------------------------------------------------
const exportRates = new Map<string, number[]>();
const growth = new Map<string, number[]>();
const server = await startServer(DATABASE);
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const job of shuffled(['select', 'csv', 'ndjson', 'geojson'])) {
      if (job === 'select') {
        const { rows, seconds } = sqliteSelect();
        exportRates.set(job, [...(exportRates.get(job) ?? []), rows / seconds]);
        process.stdout.write(`[${round + 1}] SQLite SELECT: ${rate(rows)} rows in ${seconds.toFixed(2)} s\n`);
        continue;
      }
      const before = readRssMiB(server.pid);
      const got = await download(server, `/locations/export.${job}?version_number=3`);
      if (got.status !== 200) throw new Error(`export ${job} answered ${got.status}`);
      // CSV: a header line; NDJSON: one line a row; GeoJSON: the writer's lines (one feature a line, or fewer).
      const rows = job === 'csv' ? got.lines - 1 : job === 'ndjson' ? got.lines : SIZE;
      exportRates.set(job, [...(exportRates.get(job) ?? []), rows / got.seconds]);
      growth.set(job, [...(growth.get(job) ?? []), got.peakRss - before]);
      process.stdout.write(
        `[${round + 1}] export ${job}: ${rate(rows)} rows, ${(got.bytes / 1024 / 1024).toFixed(0)} MiB in ${got.seconds.toFixed(2)} s; server RSS ${before.toFixed(0)} → peak ${got.peakRss.toFixed(0)} MiB\n`,
      );
    }
  }
} finally {
  await server.stop();
}

// ---- upload ---------------------------------------------------------------------------------
const items = Array.from({ length: UPLOAD_ITEMS }, (_, i) => ({
  longitude: -180 + ((i * 7.3) % 360),
  latitude: -80 + ((i * 3.1) % 160),
  altitude: (i % 900) - 100,
  speed: (i % 50) / 2,
  timestamp: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
}));
const columns = Object.keys(items[0]!);
const bodiesOf = (some: typeof items): Record<string, [string, string]> => ({
  json: ['application/json', JSON.stringify(some)],
  csv: [
    'text/csv',
    `${columns.join(',')}\r\n${some.map((item) => columns.map((c) => String(item[c as keyof typeof item])).join(',')).join('\r\n')}\r\n`,
  ],
});
const bodies = bodiesOf(items);
const warmUps = bodiesOf(items.slice(0, 1000));
const uploadRates = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round++) {
  for (const kind of shuffled(['json', 'csv'])) {
    const directory = mkdtempSync(join(tmpdir(), 'fieldlog-upload-bench-'));
    const fresh = await startServer(join(directory, 'upload.db'));
    try {
      // A batch of its own format first, so that each path is compiled before it is timed; then
      // UPLOAD_BATCHES batches in a row, timed together: a rate, not one cold request.
      const [warmType, warmBody] = warmUps[kind]!;
      await post(fresh, '/locations?version_number=2', warmType, warmBody);
      const [type, body] = bodies[kind]!;
      let seconds = 0;
      for (let batch = 0; batch < UPLOAD_BATCHES; batch++) {
        const answer = await post(fresh, '/locations?version_number=2', type, body);
        if (answer.status !== 200) throw new Error(`upload ${kind} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
        seconds += answer.seconds;
      }
      uploadRates.set(kind, [...(uploadRates.get(kind) ?? []), (UPLOAD_BATCHES * UPLOAD_ITEMS) / seconds]);
      process.stdout.write(`[${round + 1}] upload ${kind}: ${UPLOAD_BATCHES} × ${UPLOAD_ITEMS} items in ${seconds.toFixed(3)} s\n`);
    } finally {
      await fresh.stop();
      rmSync(directory, { recursive: true, force: true });
    }
  }
}

const select = median(exportRates.get('select')!);
process.stdout.write(
  '\n| export of 1,000,000 locations (version 3) | rows/s, median | vs SQLite SELECT | server RSS growth, MiB (max of rounds) |\n|---|---:|---:|---:|\n',
);
process.stdout.write(`| SQLite's own SELECT, in this process | ${rate(select)} | 1.00x | — |\n`);
let missed = 0;
for (const job of ['csv', 'ndjson', 'geojson']) {
  const ratio = median(exportRates.get(job)!) / select;
  if (ratio < 0.5) missed++;
  process.stdout.write(
    `| ${job} | ${rate(median(exportRates.get(job)!))} | ${ratio.toFixed(2)}x | ${Math.max(...growth.get(job)!).toFixed(1)} |\n`,
  );
}
const uploadRatio = median(uploadRates.get('csv')!) / median(uploadRates.get('json')!);
if (uploadRatio < 0.8) missed++;
process.stdout.write(
  `\n| upload of ${UPLOAD_ITEMS.toLocaleString('en')} locations (version 2) | items/s, median | vs JSON |\n|---|---:|---:|\n| JSON array | ${rate(median(uploadRates.get('json')!))} | 1.00x |\n| CSV | ${rate(median(uploadRates.get('csv')!))} | ${uploadRatio.toFixed(2)}x |\n`,
);
process.stdout.write(
  `\nTargets (issue 20): exports ≥ 0.5x SQLite's SELECT, CSV upload ≥ 0.8x JSON; /proc/loadavg ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}\n`,
);
if (missed > 0) {
  process.stdout.write(`${missed} target(s) missed.\n`);
  process.exitCode = 1;
}
