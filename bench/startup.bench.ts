// Start-up to first answer (issue 7: under 300 ms, production start runs compiled JavaScript). Read
// bench/README.md first.
//
//   npm run bench -- startup                                  build dist/, 15 starts per (server, database)
//   npm run bench -- startup --starts 30
//   npm run bench -- startup --compare .tmp/old/dist/main.js,…  also time other builds (an entry: main.js, or server.js before it), in the same rounds
//   npm run bench -- startup --profile                        where a start's time goes: node --cpu-prof
//
// How it measures:
// - `npm run build` first (scripts/build.ts, into dist/), then each start is exactly the production
//   start of bench/peers/fieldlog.ts: `node dist/main.js`, its environment (LOG_LEVEL=silent,
//   RATE_LIMIT=0), no NODE_OPTIONS. Timed from spawn to the first 200 answer to GET /healthz, polled
//   every 2 ms on a new connection (bench/server-process.ts, as bench/http.bench.ts times it).
// - Two databases: `seeded`, a fresh copy (fsynced, so its write-back lands on no later start) of a
//   file with --rows locations and readings; `empty`, a path with no file, so the start creates the
//   database and runs every migration.
// - The floor: `node --eval` that imports better-sqlite3, opens the same database in WAL mode and
//   listens on node:http, answering 200 to anything. No server can start faster than that on this
//   machine, so each median is reported as a ratio to the floor's median from the same run.
// - Every round starts each (server, database) once, in a shuffled order, so a busy spell on this
//   shared machine falls on all of them alike. Servers are not pinned to a core: production is not,
//   and the writer thread starts beside the main thread.
// - After each Fieldlog start, the first request of two lazy paths is timed: GET /openapi.json (its
//   document is built on first request) and a refused create (the first validation, 422).
import { closeSync, copyFileSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from '../scripts/build.js';
import { seedDatabase } from '../scripts/seed.js';
import { renderSummary, summariseProfile } from './cpu-profile.js';
import type { CpuProfile } from './cpu-profile.js';
import { fieldlogPeer } from './peers/fieldlog.js';
import type { Peer, PeerSettings } from './peers/peer.js';
import { fetchOnce, freePort, startPeer, stopAllPeers } from './server-process.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDER = join(ROOT, 'data', 'bench-startup');
const TARGET_MS = 300;

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: {
    starts: { type: 'string', default: '15' },
    rows: { type: 'string', default: '10000' },
    compare: { type: 'string' },
    profile: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const STARTS = readPositive('starts', flags.starts);
const ROWS = readPositive('rows', flags.rows);

function readPositive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer, not "${text}"`);
  return value;
}

/** Opens the database as a server would, listens, answers 200: the least any server here can do. */
const floorPeer: Peer = {
  name: 'floor',
  description: 'node --eval: import better-sqlite3, open the database (WAL), listen on node:http, answer 200',
  skips: [],
  launch: (settings: PeerSettings) => {
    const sqlite = pathToFileURL(createRequire(import.meta.url).resolve('better-sqlite3')).href;
    const code = [
      `const { default: Database } = await import(${JSON.stringify(sqlite)});`,
      "const { createServer } = await import('node:http');",
      'const db = new Database(process.env.FLOOR_DATABASE);',
      "db.pragma('journal_mode = WAL');",
      "createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end('{\"ok\":true}'); })",
      "  .listen(Number(process.env.FLOOR_PORT), '127.0.0.1');",
      "process.once('SIGTERM', () => { db.close(); process.exit(0); });",
    ].join('\n');
    return {
      args: ['--input-type=module', '--eval', code],
      env: { FLOOR_PORT: String(settings.port), FLOOR_DATABASE: settings.database },
      productionStart: false,
    };
  },
};

interface Contender {
  label: string;
  peer: Peer;
  fieldlog: boolean;
}

interface Sample {
  contender: string;
  database: string;
  startupMs: number;
  openApiMs?: number;
  refusedCreateMs?: number;
}

function prepareTemplate(): string {
  mkdirSync(FOLDER, { recursive: true });
  const template = join(FOLDER, `seeded-${ROWS}.db`);
  if (!existsSync(template)) {
    process.stdout.write(`Seeding ${template} with ${ROWS} locations and ${ROWS} readings…\n`);
    seedDatabase({ database: template, locations: ROWS, readings: ROWS, seed: 1 });
  }
  return template;
}

const WORK = join(FOLDER, 'run.db');

/** The database for one start: a synced copy of the seeded file, or no file at all. */
function prepareDatabase(kind: string, template: string): string {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${WORK}${suffix}`, { force: true });
  if (kind === 'seeded') {
    copyFileSync(template, WORK);
    const fd = openSync(WORK, 'r+');
    fsyncSync(fd);
    closeSync(fd);
  }
  return WORK;
}

async function timeRequest(origin: string, method: string, path: string, expected: number, body?: string): Promise<number> {
  const started = performance.now();
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  const answer = await fetchOnce(origin, method, path, body, headers);
  const ms = performance.now() - started;
  if (answer.status !== expected)
    throw new Error(`${method} ${path} answered ${answer.status}, not ${expected}: ${answer.body.slice(0, 300)}`);
  return ms;
}

async function runStart(contender: Contender, database: string, template: string): Promise<Sample> {
  const path = prepareDatabase(database, template);
  const server = await startPeer(contender.peer, { database: path, port: await freePort(), synchronous: 'FULL' }, undefined);
  const sample: Sample = { contender: contender.label, database, startupMs: server.startupMs };
  let code: number | null;
  try {
    if (contender.fieldlog) {
      if (!server.productionStart) throw new Error(`${contender.label} was not started as production starts it`);
      sample.refusedCreateMs = await timeRequest(
        server.origin,
        'POST',
        '/locations',
        422,
        JSON.stringify({ version_number: 2, longitude: 500 }),
      );
      sample.openApiMs = await timeRequest(server.origin, 'GET', '/openapi.json', 200);
    }
  } finally {
    // Stopped whatever happened; a failed measurement's error is the one reported.
    code = await server.stop();
  }
  if (code !== 0) throw new Error(`${contender.label} exited with ${code} on SIGTERM:\n${server.output()}`);
  return sample;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function report(samples: readonly Sample[], contenders: readonly Contender[]): string {
  const out: string[] = [];
  out.push('| database | server | median ms | min | max | starts | vs floor |', '|---|---|---:|---:|---:|---:|---:|');
  for (const database of ['seeded', 'empty']) {
    const floor = median(samples.filter((s) => s.database === database && s.contender === 'floor').map((s) => s.startupMs));
    for (const contender of contenders) {
      const times = samples.filter((s) => s.database === database && s.contender === contender.label).map((s) => s.startupMs);
      if (times.length === 0) continue;
      const m = median(times);
      out.push(
        `| ${database} | ${contender.label} | ${m.toFixed(0)} | ${Math.min(...times).toFixed(0)} | ${Math.max(...times).toFixed(0)} | ${times.length} | ${(m / floor).toFixed(2)}x |`,
      );
    }
  }
  out.push('', '| first request after start (Fieldlog) | server | median ms | min | max |', '|---|---|---:|---:|---:|');
  for (const contender of contenders.filter((c) => c.fieldlog)) {
    for (const [label, pick] of [
      ['POST /locations refused (422)', (s: Sample) => s.refusedCreateMs],
      ['GET /openapi.json', (s: Sample) => s.openApiMs],
    ] as const) {
      const times = samples
        .filter((s) => s.contender === contender.label)
        .map(pick)
        .filter((t): t is number => t !== undefined);
      out.push(
        `| ${label} | ${contender.label} | ${median(times).toFixed(1)} | ${Math.min(...times).toFixed(1)} | ${Math.max(...times).toFixed(1)} |`,
      );
    }
  }
  const production = samples.filter((s) => s.contender === contenders[0]!.label).map((s) => s.startupMs);
  const met = median(production) < TARGET_MS;
  out.push(
    '',
    `Target (issue 7): start-up to first answer under ${TARGET_MS} ms: median ${median(production).toFixed(0)} ms over both databases, ${met ? 'met' : 'not met'}.`,
  );
  return out.join('\n');
}

// ---- --profile: where one start's time goes ------------------------------------------------------

/** First and last sample (ms after the main thread's profile began) at which `name` was on the stack. */
function spanOf(profile: CpuProfile, origin: number, names: ReadonlySet<string>): Map<string, [number, number]> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const spans = new Map<string, [number, number]>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    const ms = (time - origin) / 1000;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)!.callFrame.functionName;
      if (!names.has(name)) continue;
      const span = spans.get(name);
      if (span === undefined) spans.set(name, [ms, ms]);
      else span[1] = ms;
    }
  });
  return spans;
}

/** Busy samples only: the last moment the thread did anything before the poll that answered. */
function lastBusy(profile: CpuProfile, origin: number, before: number): number {
  const idle = new Set(
    profile.nodes.filter((n) => n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)').map((n) => n.id),
  );
  let time = profile.startTime;
  let last = 0;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    const ms = (time - origin) / 1000;
    if (!idle.has(id) && ms < before) last = ms;
  });
  return last;
}

const PHASES = ['main', 'startServer', 'openStore', 'migrate', 'createApp', 'Validator', 'buildRoutes', 'createPages', 'check', 'handle'];

async function profileStarts(entry: string, template: string): Promise<void> {
  const base = join(FOLDER, 'profiles');
  for (const database of ['seeded', 'empty']) {
    const directory = join(base, database);
    rmSync(directory, { recursive: true, force: true });
    mkdirSync(directory, { recursive: true });
    const path = prepareDatabase(database, template);
    const peer = fieldlogPeer(entry);
    const server = await startPeer(
      peer,
      { database: path, port: await freePort(), synchronous: 'FULL', nodeOptions: ['--cpu-prof', '--cpu-prof-dir', directory] },
      undefined,
    );
    const startupMs = server.startupMs;
    await server.stop();
    // One file per thread: the main thread's first, then the writer thread's.
    const profiles = readdirSync(directory)
      .filter((f) => f.endsWith('.cpuprofile'))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(directory, f), 'utf8')) as CpuProfile);
    const main = profiles[0]!;
    const origin = main.startTime;
    process.stdout.write(
      `\n### ${database} database: first 200 after ${startupMs.toFixed(0)} ms (under --cpu-prof, which slows a start)\n\n`,
    );
    process.stdout.write('| thread: phase | from ms | to ms |\n|---|---:|---:|\n');
    const spans = spanOf(main, origin, new Set(PHASES));
    for (const phase of PHASES) {
      const span = spans.get(phase);
      if (span !== undefined) process.stdout.write(`| main: ${phase} | ${span[0].toFixed(1)} | ${span[1].toFixed(1)} |\n`);
    }
    const answered = spans.get('handle')?.[0] ?? Number.POSITIVE_INFINITY;
    profiles.slice(1).forEach((worker, index) => {
      process.stdout.write(
        `| worker ${index + 1}: profiled | ${((worker.startTime - origin) / 1000).toFixed(1)} | ${lastBusy(worker, origin, answered).toFixed(1)} (last busy before the answer) |\n`,
      );
    });
    process.stdout.write(`\n${renderSummary(`${database}: main thread`, summariseProfile(main, 15))}\n`);
  }
  process.stdout.write(`\nProfiles: ${base}\n`);
}

async function main(): Promise<void> {
  const entry = resolve(ROOT, 'dist', 'main.js');
  if (!flags['no-build']) {
    const built = build();
    process.stdout.write(
      `Built ${entry} in ${built.seconds.toFixed(1)} s: ${built.bundles.map((b) => `${b.file} ${Math.round(b.bytes / 1024)} KiB`).join(', ')}\n`,
    );
  }
  const template = prepareTemplate();
  if (flags.profile) {
    await profileStarts(entry, template);
    return;
  }
  const contenders: Contender[] = [{ label: 'fieldlog (node dist/main.js)', peer: fieldlogPeer(entry), fieldlog: true }];
  for (const other of flags.compare?.split(',') ?? []) {
    contenders.push({ label: `compared (node ${other})`, peer: fieldlogPeer(resolve(other)), fieldlog: true });
  }
  contenders.push({ label: 'floor', peer: floorPeer, fieldlog: false });

  process.stdout.write(
    `node ${process.version}; ${STARTS} starts per (server, database), shuffled per round; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  const samples: Sample[] = [];
  for (let round = 1; round <= STARTS; round++) {
    const jobs = shuffle(contenders.flatMap((contender) => ['seeded', 'empty'].map((database) => ({ contender, database }))));
    for (const job of jobs) samples.push(await runStart(job.contender, job.database, template));
    process.stdout.write(
      `round ${round}: ${samples
        .slice(-jobs.length)
        .map((s) => `${s.contender}/${s.database} ${s.startupMs.toFixed(0)}`)
        .join(', ')}\n`,
    );
  }
  process.stdout.write(
    `\n${report(samples, contenders)}\n\nload average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
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
