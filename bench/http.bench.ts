// Fieldlog over HTTP against raw node:http and Fastify 5 (issue 7), each server started here as its
// own process on the same seeded SQLite file, every figure a ratio to a peer measured in this run.
// Read bench/README.md first.
//
//   npm run bench -- http                          3 runs of 5 s per scenario and server (~10 min)
//   npm run bench -- http --runs 7 --duration 10   the issue's protocol (~40 min)
//   npm run bench -- http --only get-by-id,list --peers fieldlog,fastify --runs 1
//   npm run bench -- http --profile                node --cpu-prof of Fieldlog under get-by-id (and with a key), the creates and bulk-full
//   npm run bench -- http --load autocannon        force the fallback load generator
//   npm run bench -- http --peers fieldlog,fieldlog-nometrics --only get-by-id,list,create-full
//                                                  what /metrics costs (issue 21): METRICS=off as a peer, same run
//   npm run bench -- http --only get-by-id --baseline /path/to/other/dist/main.js
//                                                  another build as the peer "fieldlog-before", same run
//   FIELDLOG_TEST_POSTGRES_URL=postgres://… npm run bench -- http --engine postgres --only get-by-id,create-full
//                                                  on PostgreSQL (issue 16): fieldlog-pg, fieldlog-pg-workers2
//                                                  and fastify-pg, each on a fresh database (bench/http-postgres.ts)
//
// How it measures:
// - `npm run build` first, so Fieldlog runs as production starts it: `node dist/main.js`.
// - 100,000 locations seeded once into data/bench-http/ (scripts/seed.ts, WAL); every run starts
//   from a fresh copy of that file (synced to disk first, so its write-back cannot land on a later
//   run's fsyncs), so creates in one run never change what the next one reads.
// - The server is pinned to one core and the load generator (and this process) to the other, with
//   taskset where it exists. wrk -t1 -c50 by default (autocannon when wrk is missing).
// - Every (scenario, server, run) is one job: start the server, check one answer, warm up, measure,
//   read RSS, stop. Jobs run in a shuffled order (the seed is printed), so a slow spell of a shared
//   machine falls on no one server or scenario alone. Medians, with min and max, are reported.
// - Start-up is timed on every start: spawn to the first 200 on /healthz.
// - The server core's time is read from /proc/stat around each measurement: what the server did not
//   use itself is other work (other processes, and kernel work not billed to it). A run where that
//   passes --max-other-load (default 0.15) is repeated at the end, at most twice.
// - --engine postgres (issue 16): the same jobs against PostgreSQL. A template database is made per
//   bench by Fieldlog's migrations and filled with the SQLite file's rows; every job gets a database
//   of its own copied from it (CREATE DATABASE … TEMPLATE), dropped after. PostgreSQL is not pinned:
//   its backends run on both cores, beside the server and the load generator. A WORKERS=2 server
//   may use every core. Instead of the server core's other load (PostgreSQL's backends are most of
//   it), each run reports where the machine's CPU went: server, PostgreSQL, load generator, the rest.
//   "Other load" is then the share of both cores' time that none of those used (other processes,
//   unbilled kernel work), with the same --max-other-load and repeats; the load average is kept too.
// - API keys (issue 17): the seeded file holds a key of write scope, made once with Fieldlog's own
//   openApiKeys() (its secret is kept beside the file, data/bench-http/locations-N.key; on
//   PostgreSQL the template gets a key of its own). get-by-id-key and create-full-key are get-by-id and
//   create-full plus `Authorization: Bearer` with it; Fieldlog checks it there (after a probe that
//   a request without it gets 401) and runs every other scenario with AUTH=off, since a database
//   with a key refuses requests without one. The report gives each peer's key ÷ no key from the run.
import { copyFileSync, existsSync, mkdirSync, openSync, closeSync, fsyncSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { build } from '../scripts/build.js';
import { seedDatabase } from '../scripts/seed.js';
import { attributedShare, bundleModules, renderSummary, summariseProfile } from './cpu-profile.js';
import type { CpuProfile } from './cpu-profile.js';
import { openApiKeys } from '../src/storage/index.js';
import { BULK_ITEMS, HTTP_SCENARIOS, KEY_SUFFIX, requestHeaders } from './http-scenarios.js';
import type { HttpScenario } from './http-scenarios.js';
import { autocannonAvailable, autocannonGenerator } from './load/autocannon.js';
import { hasCommand } from './load/load-generator.js';
import type { LoadGenerator, LoadResult, LoadSpec } from './load/load-generator.js';
import { wrkAvailable, wrkGenerator } from './load/wrk.js';
import { fastifyPeer } from './peers/fastify.js';
import { openPostgresBench } from './http-postgres.js';
import type { CpuUsage, PostgresBench } from './http-postgres.js';
import { fastifyPgPeer } from './peers/fastify-pg.js';
import { fieldlogPeer, fieldlogPostgresPeer, fieldlogWithoutMetricsPeer } from './peers/fieldlog.js';
import { nodeHttpPeer } from './peers/node-http.js';
import type { Engine, Peer } from './peers/peer.js';
import { fetchOnce, freePort, readCoreTimes, startPeer, stopAllPeers } from './server-process.js';
import { readdirSync, readFileSync } from 'node:fs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDER = join(ROOT, 'data', 'bench-http');

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: {
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    rows: { type: 'string', default: '100000' },
    only: { type: 'string' },
    peers: { type: 'string' },
    load: { type: 'string' },
    seed: { type: 'string' },
    profile: { type: 'boolean', default: false },
    // Another build of Fieldlog (its dist/main.js, or server.js before it) measured in the same run as "fieldlog-before":
    // how a change moved Fieldlog, with the other peers as the yardstick of the machine's state.
    baseline: { type: 'string' },
    'max-other-load': { type: 'string', default: '0.15' },
    // sqlite (the default) or postgres: which engine every server's data is on.
    engine: { type: 'string', default: 'sqlite' },
  },
  strict: true,
});

function readPositive(name: string, text: string | undefined, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`--${name} must be a whole number from 1 to ${max}, not "${text}"`);
  return value;
}

const RUNS = readPositive('runs', flags.runs, 50);
const DURATION = readPositive('duration', flags.duration, 600);
const WARMUP = readPositive('warmup', flags.warmup, 60);
const CONNECTIONS = readPositive('connections', flags.connections, 1000);
const ROWS = readPositive('rows', flags.rows, 10_000_000);
const MAX_OTHER_LOAD = Number(flags['max-other-load']);
if (!(MAX_OTHER_LOAD > 0 && MAX_OTHER_LOAD <= 1))
  throw new Error(`--max-other-load must be a share from 0 to 1, not "${flags['max-other-load']}"`);
const SEED = flags.seed === undefined ? Date.now() % 1_000_000 : readPositive('seed', flags.seed, 2 ** 31);

if (flags.engine !== 'sqlite' && flags.engine !== 'postgres') throw new Error(`--engine must be sqlite or postgres, not "${flags.engine}"`);
const ENGINE: Engine = flags.engine;
if (ENGINE === 'postgres' && flags.baseline !== undefined)
  throw new Error('--baseline measures a SQLite build; it does not go with --engine postgres');
/** The Fieldlog the targets are about. */
const OURS = ENGINE === 'sqlite' ? 'fieldlog' : 'fieldlog-pg';
/** The peer the targets compare it with. */
const YARDSTICK = ENGINE === 'sqlite' ? 'fastify' : 'fastify-pg';

const BASELINE: Peer[] =
  flags.baseline === undefined
    ? []
    : [
        // A build from before issue 17 ignores the key, so nothing requires it to refuse a request without one.
        {
          ...fieldlogPeer(flags.baseline),
          name: 'fieldlog-before',
          description: `Fieldlog as built at ${flags.baseline}`,
          checksKeys: false,
        },
      ];
// fieldlog-pg-unpinned (one process free to use both cores) and fieldlog-nometrics run only when --peers names them.
const ON_REQUEST = ['fieldlog-pg-unpinned', 'fieldlog-nometrics'];
const CANDIDATES: readonly Peer[] =
  ENGINE === 'sqlite'
    ? [fieldlogPeer(), ...BASELINE, nodeHttpPeer, fastifyPeer, fieldlogWithoutMetricsPeer()]
    : [
        fieldlogPostgresPeer({ workers: 1 }),
        fieldlogPostgresPeer({ workers: 2 }),
        fastifyPgPeer,
        fieldlogPostgresPeer({ workers: 1, pinned: false }),
      ];
const PEERS: readonly Peer[] = CANDIDATES.filter((p) =>
  flags.peers === undefined ? !ON_REQUEST.includes(p.name) : flags.peers.split(',').includes(p.name),
);
const SCENARIOS = HTTP_SCENARIOS.filter((s) => flags.only === undefined || flags.only.split(',').includes(s.name));
if (PEERS.length === 0 || SCENARIOS.length === 0) throw new Error('--peers and --only left nothing to run');

// ---- machine ----------------------------------------------------------------------------------

interface Cores {
  server?: number;
  load?: number;
  /** Every core, for a server that may use them all ("0-1"). */
  all?: string;
  note: string;
}

// Read before this process pins itself, after which it sees only its own core.
const CORE_COUNT = availableParallelism();

function chooseCores(): Cores {
  if (!hasCommand('taskset', ['--version'])) return { note: 'not pinned (no taskset)' };
  if (CORE_COUNT < 2) return { note: 'not pinned (one core)' };
  // This process waits on the load generator; it shares the load generator's core, never the server's.
  spawnSync('taskset', ['-a', '-c', '-p', '1', String(process.pid)], { stdio: 'ignore' });
  if (ENGINE === 'postgres') {
    const all = `0-${CORE_COUNT - 1}`;
    return {
      server: 0,
      load: 1,
      all,
      note: `server on core 0 (a server of several processes on cores ${all}); load generator and harness on core 1 (taskset); PostgreSQL not pinned (cores ${all})`,
    };
  }
  return { server: 0, load: 1, note: 'server on core 0; load generator and harness on core 1 (taskset)' };
}

function chooseLoadGenerator(): LoadGenerator {
  const wanted = flags.load;
  if (wanted !== undefined && wanted !== 'wrk' && wanted !== 'autocannon')
    throw new Error(`--load must be wrk or autocannon, not "${wanted}"`);
  if (wanted !== 'autocannon' && wrkAvailable()) return wrkGenerator;
  if (wanted === 'wrk') throw new Error('wrk is not installed: apt-get install -y wrk');
  if (autocannonAvailable()) return autocannonGenerator;
  throw new Error('Neither wrk (apt-get install -y wrk) nor autocannon (npm ci installs it) is available.');
}

// ---- data -------------------------------------------------------------------------------------

function prepareTemplate(): { template: string; ids: string[]; apiKeyFile: string } {
  mkdirSync(FOLDER, { recursive: true });
  const template = join(FOLDER, `locations-${ROWS}.db`);
  if (existsSync(template)) {
    const db = new Database(template, { readonly: true });
    const count = db.prepare('SELECT count(*) FROM locations').pluck().get() as number;
    db.close();
    if (count !== ROWS) rmSync(template);
  }
  if (!existsSync(template)) {
    process.stdout.write(`Seeding ${template} with ${ROWS} locations…\n`);
    seedDatabase({ database: template, locations: ROWS, readings: 0, seed: 1 });
  }
  const db = new Database(template, { readonly: true });
  const ids = db.prepare('SELECT id FROM locations ORDER BY random() LIMIT 1000').pluck().all() as string[];
  const mode = db.pragma('journal_mode', { simple: true });
  db.close();
  if (mode !== 'wal') throw new Error(`${template} is in ${String(mode)} mode, not WAL`);
  return { template, ids, apiKeyFile: join(FOLDER, `locations-${ROWS}.key`) };
}

/** The key's name in every bench database; its scope is write, which creates need and reads are granted. */
const API_KEY_NAME = 'bench';

/**
 * The secret of the live API key named API_KEY_NAME in the seeded file (issue 17), made once with
 * Fieldlog's own openApiKeys() and kept in `secretFile` beside it: a key is shown once, and the
 * database keeps only its hash. A file re-seeded since, or a secret that no longer matches, gets a
 * new key (the old one revoked). The key is checkpointed into the main file, which is what every
 * job copies (the -wal is not copied).
 */
async function ensureApiKey(template: string, secretFile: string): Promise<string> {
  const keys = await openApiKeys(template);
  let secret: string;
  try {
    const saved = existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : undefined;
    const live = (await keys.list()).find((k) => k.name === API_KEY_NAME && k.revoked_at === null);
    if (saved !== undefined && live !== undefined && live.scope === 'write' && saved.startsWith(live.prefix)) return saved;
    if (live !== undefined) await keys.revoke(API_KEY_NAME);
    secret = await keys.create(API_KEY_NAME, 'write');
  } finally {
    await keys.close();
  }
  writeFileSync(secretFile, `${secret}\n`, { mode: 0o600 });
  const db = new Database(template);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  process.stdout.write(`API key "${API_KEY_NAME}" (write) made in ${template}; its secret is in ${secretFile}\n`);
  return secret;
}

const WORK = join(FOLDER, 'run.db');

function freshCopy(template: string): string {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${WORK}${suffix}`, { force: true });
  copyFileSync(template, WORK);
  const fd = openSync(WORK, 'r+');
  fsyncSync(fd);
  closeSync(fd);
  return WORK;
}

// ---- one job ----------------------------------------------------------------------------------

interface Sample extends LoadResult {
  /** Where the CPU went during the measurement (--engine postgres only). */
  usage?: CpuUsage;
  /** The 1-minute load average at the end of the measurement. */
  loadAverage?: number;
  scenario: string;
  peer: string;
  run: number;
  startupMs: number;
  productionStart: boolean;
  rssMiB: number;
  cpuMicrosPerRequest: number;
  /** Share of the server core's time that other processes used while measuring: the noise. */
  otherLoad: number;
  /** Share of the server core's time spent waiting on the disk. */
  ioWait: number;
}

/** What every job needs of the seeded data: the file (or PostgreSQL's template), the ids, the API key. */
interface BenchData {
  template: string;
  ids: string[];
  /** The secret of the key the database holds (issue 17), sent by the `-key` scenarios. */
  apiKey: string;
  postgres?: PostgresBench | undefined;
}

function loadSpec(scenario: HttpScenario, origin: string, data: BenchData, seconds: number, cores: Cores): LoadSpec {
  return {
    origin,
    method: scenario.method,
    paths: scenario.paths(data.ids),
    body: scenario.body,
    headers: requestHeaders(scenario, data.apiKey),
    connections: CONNECTIONS,
    seconds,
    cpu: cores.load,
  };
}

/** The load average over the last minute, from /proc/loadavg. */
function loadAverage(): number {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    return Number.NaN;
  }
}

async function runJob(
  scenario: HttpScenario,
  peer: Peer,
  run: number,
  data: BenchData,
  cores: Cores,
  load: LoadGenerator,
  nodeOptions: readonly string[] = [],
): Promise<Sample> {
  if (data.postgres !== undefined)
    return runPostgresJob(scenario, peer, run, { ...data, postgres: data.postgres }, cores, load, nodeOptions);
  const database = freshCopy(data.template);
  const server = await startPeer(
    peer,
    { database, port: await freePort(), synchronous: scenario.synchronous, nodeOptions, apiKey: scenario.apiKey === true },
    cores.server,
  );
  try {
    await probe(scenario, peer, server.origin, data);
    await load.run(loadSpec(scenario, server.origin, data, WARMUP, cores));
    const cpuBefore = server.cpuSeconds();
    const coreBefore = cores.server === undefined ? undefined : readCoreTimes(cores.server);
    const result = await load.run(loadSpec(scenario, server.origin, data, DURATION, cores));
    const cpu = server.cpuSeconds() - cpuBefore;
    const coreAfter = cores.server === undefined ? undefined : readCoreTimes(cores.server);
    const core =
      coreBefore === undefined || coreAfter === undefined
        ? undefined
        : {
            busy: coreAfter.busy - coreBefore.busy,
            iowait: coreAfter.iowait - coreBefore.iowait,
            total: coreAfter.total - coreBefore.total,
          };
    const rssMiB = server.rssMiB();
    refuseFailures(peer, scenario, result, server.output());
    return {
      ...result,
      scenario: scenario.name,
      peer: peer.name,
      run,
      startupMs: server.startupMs,
      productionStart: server.productionStart,
      rssMiB,
      cpuMicrosPerRequest: result.requests === 0 ? 0 : (cpu * 1e6) / result.requests,
      otherLoad: core === undefined || core.total <= 0 ? Number.NaN : Math.max(0, core.busy - cpu) / core.total,
      ioWait: core === undefined || core.total <= 0 ? Number.NaN : core.iowait / core.total,
      loadAverage: loadAverage(),
    };
  } finally {
    const code = await server.stop();
    if (code !== 0)
      process.stderr.write(`warning: ${peer.name} exited with ${code} after ${scenario.name}\n${server.output().slice(-2000)}\n`);
  }
}

/** A run with any answer not 2xx, or a socket error, measured something else: it stops the bench. */
function refuseFailures(peer: Peer, scenario: HttpScenario, result: { non2xx: number; socketErrors: number }, output: string): void {
  if (result.non2xx > 0 || result.socketErrors > 0) {
    throw new Error(
      `${peer.name} ${scenario.name}: ${result.non2xx} answers not 2xx and ${result.socketErrors} socket errors under load\n${output.slice(-2000)}`,
    );
  }
}

/**
 * One request checked by hand before any load (a 4xx is fast and would make a meaningless figure):
 * the status, and for a read by id the id. Under a scenario with a key, a server that checks keys
 * must first refuse the same request without it (issue 17), so that the figure measures the check.
 */
async function probe(scenario: HttpScenario, peer: Peer, origin: string, data: BenchData): Promise<void> {
  const paths = scenario.paths(data.ids);
  if (scenario.apiKey === true && peer.checksKeys === true) {
    const refused = await fetchOnce(origin, scenario.method, paths[0]!, scenario.body, scenario.headers);
    if (refused.status !== 401) {
      throw new Error(
        `${peer.name} answered ${scenario.name} ${scenario.method} ${paths[0]} without the key with ${refused.status}, not 401: it checks no key, so the figure would measure nothing. ${refused.body.slice(0, 400)}`,
      );
    }
  }
  const answer = await fetchOnce(origin, scenario.method, paths[0]!, scenario.body, requestHeaders(scenario, data.apiKey));
  if (answer.status !== scenario.status) {
    throw new Error(
      `${peer.name} answered ${scenario.name} ${scenario.method} ${paths[0]} with ${answer.status}, not ${scenario.status}: ${answer.body.slice(0, 400)}`,
    );
  }
  if (scenario.name.startsWith('get-by-id') && !answer.body.includes(data.ids[0]!))
    throw new Error(`${peer.name}'s answer lacks the id: ${answer.body.slice(0, 400)}`);
}

/**
 * runJob on PostgreSQL: a fresh database for this job alone, the server on it, the same probe,
 * warm-up and measurement, and where the machine's CPU went meanwhile. The database is dropped after.
 */
async function runPostgresJob(
  scenario: HttpScenario,
  peer: Peer,
  run: number,
  data: BenchData & { postgres: PostgresBench },
  cores: Cores,
  load: LoadGenerator,
  nodeOptions: readonly string[],
): Promise<Sample> {
  const database = await data.postgres.freshDatabase();
  try {
    const cpu = peer.cores === 'all' ? cores.all : cores.server;
    const server = await startPeer(
      peer,
      { database: database.url, port: await freePort(), synchronous: scenario.synchronous, nodeOptions, apiKey: scenario.apiKey === true },
      cpu,
    );
    try {
      await probe(scenario, peer, server.origin, data);
      await load.run(loadSpec(scenario, server.origin, data, WARMUP, cores));
      const meter = await data.postgres.meter(database.name, () => server.treeCpuSeconds());
      const result = await load.run(loadSpec(scenario, server.origin, data, DURATION, cores));
      const usage = await meter.stop();
      const loadAverageNow = loadAverage();
      const rssMiB = server.treeRssMiB();
      refuseFailures(peer, scenario, result, server.output());
      return {
        ...result,
        scenario: scenario.name,
        peer: peer.name,
        run,
        startupMs: server.startupMs,
        productionStart: server.productionStart,
        rssMiB,
        cpuMicrosPerRequest: result.requests === 0 ? 0 : (usage.server * 1e6) / result.requests,
        // Not the server core's other load (PostgreSQL's backends share that core by design here) but
        // the share of both cores' time that no process of the run used: other work, and kernel work
        // billed to no process (loopback TCP in softirq, a few per cent).
        otherLoad: Math.max(0, usage.other) / usage.machineTotal,
        ioWait: Number.NaN,
        usage,
        loadAverage: loadAverageNow,
      };
    } finally {
      const code = await server.stop();
      if (code !== 0)
        process.stderr.write(`warning: ${peer.name} exited with ${code} after ${scenario.name}\n${server.output().slice(-2000)}\n`);
    }
  } finally {
    await database.drop();
  }
}

// ---- statistics -------------------------------------------------------------------------------

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Mulberry32, so that --seed repeats an order. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

interface Cell {
  rps: number;
  min: number;
  max: number;
  p99: number;
  rss: number;
  cpu: number;
  bytes: number;
  other: number;
  iowait: number;
}

function cellOf(samples: readonly Sample[]): Cell | undefined {
  if (samples.length === 0) return undefined;
  const rps = samples.map((s) => s.requestsPerSecond);
  return {
    rps: median(rps),
    min: Math.min(...rps),
    max: Math.max(...rps),
    p99: median(samples.map((s) => s.p99Ms)),
    rss: median(samples.map((s) => s.rssMiB)),
    cpu: median(samples.map((s) => s.cpuMicrosPerRequest)),
    bytes: median(samples.map((s) => s.bytesPerRequest)),
    other: median(samples.map((s) => s.otherLoad)),
    iowait: median(samples.map((s) => s.ioWait)),
  };
}

const thousands = (n: number): string => (n >= 10_000 ? `${(n / 1000).toFixed(1)}k` : Math.round(n).toLocaleString('en'));
const percent = (share: number): string => (Number.isNaN(share) ? '—' : `${(share * 100).toFixed(0)}%`);
const ratio = (a: number | undefined, b: number | undefined): string =>
  a === undefined || b === undefined ? '—' : `${(a / b).toFixed(2)}x`;

/**
 * API keys (issue 17): each `-key` scenario against its base scenario, for every peer that ran both,
 * from this run. Fieldlog checks the key in one and runs with AUTH=off in the other, so the
 * difference is all a key costs, its header included; the other peers only parse one more header,
 * which makes their ratio a yardstick of that and of the noise. The target: the check costs at most 5% of a GET by id, read
 * in throughput terms (key ÷ no key ≥ 0.95), for Fieldlog.
 */
function keyReport(cell: (scenario: string, peer: string) => Cell | undefined, ours: string): string {
  const out: string[] = [];
  const pairs = SCENARIOS.filter((s) => s.apiKey === true).map((s) => ({ keyed: s.name, base: s.name.slice(0, -KEY_SUFFIX.length) }));
  const rows: string[] = [];
  const targets: [string, string, boolean | undefined][] = [];
  for (const { keyed, base } of pairs) {
    for (const peer of PEERS) {
      const a = cell(base, peer.name);
      const b = cell(keyed, peer.name);
      if (a === undefined || b === undefined) continue;
      const byId = cell('get-by-id', peer.name);
      const cost = b.cpu - a.cpu;
      rows.push(
        `| ${keyed} ÷ ${base} | ${peer.name} | ${thousands(a.rps)} | ${thousands(b.rps)} | ${(b.rps / a.rps).toFixed(3)} | ${a.p99.toFixed(2)} / ${b.p99.toFixed(2)} ` +
          `| ${a.cpu.toFixed(1)} / ${b.cpu.toFixed(1)} | ${cost >= 0 ? '+' : ''}${cost.toFixed(1)} | ${byId === undefined ? '—' : percent1(cost / byId.cpu)} |`,
      );
      if (peer.name === ours) {
        const label = `${keyed} ÷ ${base} (${ours}, requests/s): ≥ 0.95`;
        targets.push([label, `${(b.rps / a.rps).toFixed(3)}`, b.rps / a.rps >= 0.95]);
        if (byId !== undefined)
          targets.push([`${keyed}: the key's CPU µs/req as a share of a GET by id's (${ours})`, percent1(cost / byId.cpu), undefined]);
      }
    }
  }
  if (rows.length === 0) return '';
  out.push(
    `API keys (issue 17): the same requests with and without \`Authorization: Bearer fl_…\`, in this run. ${ours} checks the key (AUTH=on, a cache of 500 ms) against no check at all (AUTH=off); the other peers ignore the header.`,
  );
  out.push('');
  out.push(
    '| pair | server | no key req/s | key req/s | key ÷ no key | p99 ms no key / key | server CPU µs/req no key / key | key − no key µs/req | ÷ GET by id µs/req |',
  );
  out.push('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  out.push(...rows);
  out.push('');
  out.push('| target (issue 17) | this run | met |');
  out.push('|---|---:|---|');
  for (const [label, value, met] of targets) out.push(`| ${label} | ${value} | ${met === undefined ? '—' : met ? 'met' : 'not met'} |`);
  out.push('');
  return out.join('\n');
}

const percent1 = (share: number): string => (Number.isNaN(share) ? '—' : `${(share * 100).toFixed(1)}%`);

function report(samples: readonly Sample[], load: LoadGenerator, cores: Cores, [loadBefore, loadAfter]: [number, number]): string {
  const cells = new Map<string, Cell | undefined>();
  const cell = (scenario: string, peer: string) => {
    const key = `${scenario}|${peer}`;
    if (!cells.has(key)) cells.set(key, cellOf(samples.filter((s) => s.scenario === scenario && s.peer === peer)));
    return cells.get(key);
  };
  const out: string[] = [];
  out.push(
    `${new Date().toISOString().slice(0, 10)}; node ${process.version}; ${CORE_COUNT} cores; ${cores.note}; ` +
      `load: ${load.name} ${load.version()}${load.name === 'wrk' ? ' -t1' : ''} -c${CONNECTIONS}; ${RUNS} runs of ${DURATION} s (after ${WARMUP} s warm-up) per scenario and server, shuffled (seed ${SEED}); ${ROWS} rows, WAL.`,
  );
  const averages = samples.map((s) => s.loadAverage ?? Number.NaN).filter((n) => !Number.isNaN(n));
  if (averages.length > 0)
    out.push(
      `Load average (1 min): ${loadBefore.toFixed(2)} at the start, ${loadAfter.toFixed(2)} at the end; at the end of each run median ${median(averages).toFixed(2)} (${Math.min(...averages).toFixed(2)}–${Math.max(...averages).toFixed(2)}).`,
    );
  out.push('');
  out.push(
    '| scenario | server | req/s median | min–max | p99 ms | RSS MiB | server CPU µs/req | bytes/answer | I/O wait | other load | vs node:http | vs fastify |',
  );
  out.push('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const scenario of SCENARIOS) {
    for (const peer of PEERS) {
      const c = cell(scenario.name, peer.name);
      if (c === undefined) continue;
      out.push(
        `| ${scenario.name} | ${peer.name} | ${thousands(c.rps)} | ${thousands(c.min)}–${thousands(c.max)} | ${c.p99.toFixed(2)} | ${c.rss.toFixed(0)} | ${c.cpu.toFixed(1)} | ${c.bytes.toFixed(0)} | ${percent(c.iowait)} | ${percent(c.other)} ` +
          `| ${ratio(c.rps, cell(scenario.name, 'node:http')?.rps)} | ${ratio(c.rps, cell(scenario.name, 'fastify')?.rps)} |`,
      );
    }
  }
  out.push('');

  // Start-up: every start of each server; Fieldlog's production start is `node dist/main.js`.
  out.push('| start-up, spawn to first 200 on /healthz | median ms | min | max | starts |');
  out.push('|---|---:|---:|---:|---:|');
  for (const peer of PEERS) {
    const starts = samples.filter((s) => s.peer === peer.name && (peer.name !== 'fieldlog' || s.productionStart)).map((s) => s.startupMs);
    if (starts.length === 0) continue;
    const label = peer.name === 'fieldlog' ? 'fieldlog (node dist/main.js)' : `${peer.name} (under tsx)`;
    out.push(
      `| ${label} | ${median(starts).toFixed(0)} | ${Math.min(...starts).toFixed(0)} | ${Math.max(...starts).toFixed(0)} | ${starts.length} |`,
    );
  }
  out.push('');

  // The issue's targets, each from this run's figures.
  const ours = (s: string) => cell(s, 'fieldlog');
  const targets: [string, string, boolean | undefined][] = [];
  const check = (label: string, value: number | undefined, goal: number, atMost = false) => {
    if (value === undefined) return targets.push([label, 'not measured', undefined]);
    targets.push([label, `${value.toFixed(2)}${atMost ? '' : 'x'}`, atMost ? value <= goal : value >= goal]);
  };
  const over = (a: Cell | undefined, b: Cell | undefined) => (a === undefined || b === undefined ? undefined : a.rps / b.rps);
  for (const s of ['get-by-id', 'list', 'latest']) {
    check(`${s}: ≥ 1.0x fastify`, over(ours(s), cell(s, 'fastify')), 1.0);
    check(`${s}: ≥ 0.9x node:http`, over(ours(s), cell(s, 'node:http')), 0.9);
  }
  check('create NORMAL: ≥ 1.2x fastify NORMAL', over(ours('create-normal'), cell('create-normal', 'fastify')), 1.2);
  check('create FULL: ≥ 2x fastify FULL', over(ours('create-full'), cell('create-full', 'fastify')), 2.0);
  check('create FULL: ≥ 0.8x our own NORMAL', over(ours('create-full'), ours('create-normal')), 0.8);
  for (const s of SCENARIOS.filter((x) => x.name !== 'hello' && x.apiKey !== true && !fastifyPeer.skips.includes(x.name))) {
    const a = ours(s.name);
    const b = cell(s.name, 'fastify');
    const text = a === undefined || b === undefined ? undefined : a.p99 / b.p99;
    if (text === undefined) targets.push([`${s.name}: p99 ≤ fastify's`, 'not measured', undefined]);
    else targets.push([`${s.name}: p99 ≤ fastify's`, `${a!.p99.toFixed(2)} vs ${b!.p99.toFixed(2)} ms`, a!.p99 <= b!.p99]);
  }
  // Only the scenarios both ran: bulk ingest (Fieldlog alone) holds 112 KB bodies, which no peer's
  // figure could be compared with.
  const shared = SCENARIOS.filter((s) => ours(s.name) !== undefined && cell(s.name, 'fastify') !== undefined);
  const rssOurs = shared.map((s) => ours(s.name)!.rss);
  const rssFastify = shared.map((s) => cell(s.name, 'fastify')!.rss);
  if (rssOurs.length > 0 && rssFastify.length > 0) {
    targets.push([
      "RSS after load ≤ fastify's (largest over the scenarios both ran)",
      `${Math.max(...rssOurs).toFixed(0)} vs ${Math.max(...rssFastify).toFixed(0)} MiB`,
      Math.max(...rssOurs) <= Math.max(...rssFastify),
    ]);
  }
  const starts = samples.filter((s) => s.peer === 'fieldlog' && s.productionStart).map((s) => s.startupMs);
  check('start-up to first answer < 300 ms (median, ms)', starts.length === 0 ? undefined : median(starts), 300, true);
  const bulk = ours('bulk-full');
  if (bulk === undefined) targets.push(['bulk ingest ≥ 200k locations/s (FULL, batches of 1,000)', 'not measured', undefined]);
  else
    targets.push([
      'bulk ingest ≥ 200k locations/s (FULL, batches of 1,000)',
      `${thousands(bulk.rps * BULK_ITEMS)} locations/s`,
      bulk.rps * BULK_ITEMS >= 200_000,
    ]);
  targets.push(['router ≥ 1.5x find-my-way', 'see router.bench.ts', undefined]);
  out.push('| target (issue 7) | this run | met |');
  out.push('|---|---:|---|');
  for (const [label, value, met] of targets) out.push(`| ${label} | ${value} | ${met === undefined ? '—' : met ? 'met' : 'not met'} |`);
  out.push('');
  out.push(keyReport(cell, OURS));
  out.push(metricsReport(cell));
  return out.join('\n');
}

/**
 * Metrics (issue 21): Fieldlog as it runs by default against the same build with METRICS=off, each
 * scenario both ran, from this run. The target: the metrics cost at most 3% (with ÷ without ≥ 0.97
 * in requests/s). On a busy machine the run-to-run spread (min–max) says how far to trust it.
 */
function metricsReport(cell: (scenario: string, peer: string) => Cell | undefined): string {
  const rows: string[] = [];
  const targets: string[] = [];
  for (const scenario of SCENARIOS) {
    const on = cell(scenario.name, 'fieldlog');
    const off = cell(scenario.name, 'fieldlog-nometrics');
    if (on === undefined || off === undefined) continue;
    const cost = on.cpu - off.cpu;
    rows.push(
      `| ${scenario.name} | ${thousands(off.rps)} (${thousands(off.min)}–${thousands(off.max)}) | ${thousands(on.rps)} (${thousands(on.min)}–${thousands(on.max)}) | ${(on.rps / off.rps).toFixed(3)} ` +
        `| ${off.p99.toFixed(2)} / ${on.p99.toFixed(2)} | ${off.cpu.toFixed(1)} / ${on.cpu.toFixed(1)} | ${cost >= 0 ? '+' : ''}${cost.toFixed(1)} (${percent1(cost / off.cpu)}) |`,
    );
    targets.push(
      `| ${scenario.name}: metrics on ÷ off (requests/s) ≥ 0.97 | ${(on.rps / off.rps).toFixed(3)} | ${on.rps / off.rps >= 0.97 ? 'met' : 'not met'} |`,
    );
  }
  if (rows.length === 0) return '';
  return [
    'Metrics (issue 21): fieldlog (metrics on, the default) against fieldlog-nometrics (METRICS=off), in this run.',
    '',
    '| scenario | off req/s (min–max) | on req/s (min–max) | on ÷ off | p99 ms off / on | server CPU µs/req off / on | on − off µs/req |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    '| target (issue 21) | this run | met |',
    '|---|---:|---|',
    ...targets,
    '',
  ].join('\n');
}

// ---- report on PostgreSQL ---------------------------------------------------------------------

/** CPU µs per request of each part of one sample, for the progress line. */
function describeUsage(sample: Sample): string {
  const u = sample.usage!;
  const per = (seconds: number | undefined) => (seconds === undefined ? '—' : ((seconds * 1e6) / Math.max(1, sample.requests)).toFixed(0));
  return `server ${per(u.server)} (system ${per(u.serverSystem)}), PostgreSQL ${per(u.backends)}+${per(u.postgresOther)}, load generator ${per(u.client)}, other ${per(u.other + u.harness)}`;
}

interface PgCell extends Cell {
  /** Medians of CPU µs per request. */
  server: number;
  serverSystem: number;
  backends: number;
  postgresOther: number;
  client: number;
  harness: number;
  otherMicros: number;
  /** Medians of cores kept busy: CPU seconds per second of wall time. */
  serverCores: number;
  postgresCores: number;
  /** Median share of both cores' time left idle. */
  idle: number;
  loadAverage: number;
}

function pgCellOf(samples: readonly Sample[]): PgCell | undefined {
  const base = cellOf(samples);
  if (base === undefined) return undefined;
  const per = (pick: (u: CpuUsage) => number | undefined) =>
    median(samples.map((s) => ((pick(s.usage!) ?? Number.NaN) * 1e6) / Math.max(1, s.requests)));
  return {
    ...base,
    server: per((u) => u.server),
    serverSystem: per((u) => u.serverSystem),
    backends: per((u) => u.backends),
    postgresOther: per((u) => u.postgresOther),
    client: per((u) => u.client),
    harness: per((u) => u.harness),
    otherMicros: per((u) => u.other),
    serverCores: median(samples.map((s) => s.usage!.server / s.usage!.wall)),
    postgresCores: median(samples.map((s) => ((s.usage!.backends ?? Number.NaN) + (s.usage!.postgresOther ?? Number.NaN)) / s.usage!.wall)),
    idle: median(samples.map((s) => 1 - s.usage!.machineBusy / s.usage!.machineTotal)),
    loadAverage: median(samples.map((s) => s.loadAverage ?? Number.NaN)),
  };
}

function reportPostgres(
  samples: readonly Sample[],
  load: LoadGenerator,
  cores: Cores,
  setting: string,
  [loadBefore, loadAfter]: [number, number],
): string {
  const cells = new Map<string, PgCell | undefined>();
  const cell = (scenario: string, peer: string) => {
    const key = `${scenario}|${peer}`;
    if (!cells.has(key)) cells.set(key, pgCellOf(samples.filter((s) => s.scenario === scenario && s.peer === peer)));
    return cells.get(key);
  };
  const us = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(1));
  const coresOf = (peer: Peer) =>
    peer.cores === 'all'
      ? `${cores.all ?? 'all'} (shared with the load generator)`
      : cores.server === undefined
        ? 'not pinned'
        : String(cores.server);
  const averages = samples.map((s) => s.loadAverage ?? Number.NaN).filter((n) => !Number.isNaN(n));
  const out: string[] = [];
  out.push(
    `${new Date().toISOString().slice(0, 10)}; node ${process.version}; ${CORE_COUNT} cores, shared by the server, PostgreSQL and the load generator; ${cores.note}; ` +
      `load: ${load.name} ${load.version()}${load.name === 'wrk' ? ' -t1' : ''} -c${CONNECTIONS}; ${RUNS} runs of ${DURATION} s (after ${WARMUP} s warm-up) per scenario and server, shuffled (seed ${SEED}); ` +
      `${ROWS} rows, a fresh database per run; ${setting}.`,
  );
  out.push(
    `Load average (1 min): ${loadBefore.toFixed(2)} at the start, ${loadAfter.toFixed(2)} at the end; at the end of each run median ${median(averages).toFixed(2)} (${Math.min(...averages).toFixed(2)}–${Math.max(...averages).toFixed(2)}).`,
  );
  out.push('');
  out.push(`| scenario | server | cores | req/s median | min–max | p99 ms | RSS MiB | other load | vs ${YARDSTICK} | vs ${OURS} |`);
  out.push('|---|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const scenario of SCENARIOS) {
    for (const peer of PEERS) {
      const c = cell(scenario.name, peer.name);
      if (c === undefined) continue;
      out.push(
        `| ${scenario.name} | ${peer.name} | ${coresOf(peer)} | ${thousands(c.rps)} | ${thousands(c.min)}–${thousands(c.max)} | ${c.p99.toFixed(2)} | ${c.rss.toFixed(0)} | ${percent(c.other)} ` +
          `| ${ratio(c.rps, cell(scenario.name, YARDSTICK)?.rps)} | ${ratio(c.rps, cell(scenario.name, OURS)?.rps)} |`,
      );
    }
  }
  out.push('');
  // Where the time goes: CPU per request by process, medians over the runs.
  out.push(
    '| scenario | server | server µs/req | of which system | PostgreSQL backends µs/req | rest of PostgreSQL µs/req | load generator µs/req | harness + other µs/req | server cores busy | PostgreSQL cores busy | idle (both cores) |',
  );
  out.push('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const scenario of SCENARIOS) {
    for (const peer of PEERS) {
      const c = cell(scenario.name, peer.name);
      if (c === undefined) continue;
      out.push(
        `| ${scenario.name} | ${peer.name} | ${us(c.server)} | ${us(c.serverSystem)} | ${us(c.backends)} | ${us(c.postgresOther)} | ${us(c.client)} | ${us(c.harness + c.otherMicros)} ` +
          `| ${c.serverCores.toFixed(2)} | ${Number.isNaN(c.postgresCores) ? '—' : c.postgresCores.toFixed(2)} | ${percent(c.idle)} |`,
      );
    }
  }
  out.push('');

  out.push('| start-up, spawn to first 200 on /healthz | median ms | min | max | starts |');
  out.push('|---|---:|---:|---:|---:|');
  for (const peer of PEERS) {
    const starts = samples
      .filter((s) => s.peer === peer.name && (peer.engine !== 'postgres' || !peer.name.startsWith('fieldlog') || s.productionStart))
      .map((s) => s.startupMs);
    if (starts.length === 0) continue;
    const label = peer.name.startsWith('fieldlog') ? `${peer.name} (node dist/main.js)` : `${peer.name} (under tsx)`;
    out.push(
      `| ${label} | ${median(starts).toFixed(0)} | ${Math.min(...starts).toFixed(0)} | ${Math.max(...starts).toFixed(0)} | ${starts.length} |`,
    );
  }
  out.push('');

  const targets: [string, string, boolean | undefined][] = [];
  const over = (scenario: string, a: string, b: string) => {
    const x = cell(scenario, a);
    const y = cell(scenario, b);
    return x === undefined || y === undefined ? undefined : x.rps / y.rps;
  };
  const check = (label: string, value: number | undefined, goal: number | undefined) =>
    targets.push([
      label,
      value === undefined ? 'not measured' : `${value.toFixed(2)}x`,
      value === undefined || goal === undefined ? undefined : value >= goal,
    ]);
  check(`get-by-id: ${OURS} ≥ 1.0x ${YARDSTICK}`, over('get-by-id', OURS, YARDSTICK), 1.0);
  check(`create-full (synchronous_commit on): ${OURS} ≥ 1.5x ${YARDSTICK}`, over('create-full', OURS, YARDSTICK), 1.5);
  for (const other of PEERS.filter((p) => p.name.startsWith('fieldlog') && p.name !== OURS)) {
    for (const scenario of SCENARIOS) {
      const value = over(scenario.name, other.name, OURS);
      if (value !== undefined)
        check(
          `${scenario.name}: ${other.name} (cores ${coresOf(other)}) against ${OURS} (core ${coresOf(PEERS.find((p) => p.name === OURS) ?? other)})`,
          value,
          undefined,
        );
    }
  }
  out.push('| target (issue 16) | this run | met |');
  out.push('|---|---:|---|');
  for (const [label, value, met] of targets) out.push(`| ${label} | ${value} | ${met === undefined ? '—' : met ? 'met' : 'not met'} |`);
  out.push('');
  out.push(keyReport(cell, OURS));
  return out.join('\n');
}

// ---- profile ----------------------------------------------------------------------------------

async function profile(data: BenchData, cores: Cores, load: LoadGenerator): Promise<void> {
  // Fieldlog under its five scenarios by default; --peers and --only profile the peers too, so that
  // a stage can be compared with the same stage of raw node:http or Fastify.
  const peers = flags.peers === undefined ? [CANDIDATES.find((p) => p.name === OURS)!] : PEERS;
  const scenarios =
    flags.only === undefined
      ? SCENARIOS.filter((s) => ['get-by-id', 'get-by-id-key', 'create-normal', 'create-full', 'bulk-full'].includes(s.name))
      : SCENARIOS;
  for (const scenario of scenarios) {
    for (const peer of peers.filter((p) => !p.skips.includes(scenario.name))) {
      const name = peer.name === 'fieldlog' ? `profile-${scenario.name}` : `profile-${scenario.name}-${peer.name.replace(/[^a-z]/g, '')}`;
      const directory = join(FOLDER, name);
      rmSync(directory, { recursive: true, force: true });
      mkdirSync(directory, { recursive: true });
      const sample = await runJob(scenario, peer, 1, data, cores, load, ['--cpu-prof', '--cpu-prof-dir', directory]);
      const file = readdirSync(directory).find((f) => f.endsWith('.cpuprofile'));
      if (file === undefined) throw new Error(`node wrote no profile into ${directory}`);
      const cpuProfile = JSON.parse(readFileSync(join(directory, file), 'utf8')) as CpuProfile;
      const summary = summariseProfile(cpuProfile, 20);
      process.stdout.write(
        `${renderSummary(`${scenario.name}, ${peer.name} (${thousands(sample.requestsPerSecond)} req/s while profiled; ${join('data', 'bench-http', name, file)})`, summary)}\n`,
      );
      if (peer.name.startsWith('fieldlog')) process.stdout.write(`${metricsShare(cpuProfile)}\n\n`);
    }
  }
}

/**
 * What /metrics costs a request, read from the profile rather than from two servers' throughput
 * (whose run-to-run spread on this machine is wider than the 3% of issue 21): the share of the busy
 * time spent in src/metrics/ and in what Node did for it (the close listener, the clock, the tally).
 */
function metricsShare(profile: CpuProfile): string {
  const bundles = new Map<string, (line: number) => string | undefined>();
  const moduleOfFrame = (url: string, line: number): string | undefined => {
    if (!url.startsWith('file://') || !url.includes('/dist/')) return undefined;
    let modules = bundles.get(url);
    if (modules === undefined) {
      modules = bundleModules(readFileSync(new URL(url), 'utf8'));
      bundles.set(url, modules);
    }
    return modules(line);
  };
  // Charged to the nearest frame of ours: metrics' own, or another module of src/ it calls or is called by.
  const share = attributedShare(profile, (frame) => {
    const module = moduleOfFrame(frame.url, frame.lineNumber);
    return module?.startsWith('src/') === true ? module.startsWith('src/metrics/') : undefined;
  });
  return `Metrics (src/metrics/ and what it calls, issue 21's budget 3%): ${(share * 100).toFixed(2)}% of the busy time.`;
}

// ---- main -------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const built = build();
  process.stdout.write(`Built ${built.entry} in ${built.seconds.toFixed(1)} s\n`);
  const cores = chooseCores();
  const load = chooseLoadGenerator();
  const sqlite = prepareTemplate();
  const sqliteKey = await ensureApiKey(sqlite.template, sqlite.apiKeyFile);
  const postgres = ENGINE === 'postgres' ? await openPostgresBench(sqlite.template, ROWS) : undefined;
  try {
    await measure({ template: sqlite.template, ids: sqlite.ids, apiKey: postgres?.apiKey ?? sqliteKey, postgres }, cores, load);
  } finally {
    await postgres?.close();
  }
}

async function measure(data: BenchData, cores: Cores, load: LoadGenerator): Promise<void> {
  const { postgres } = data;
  process.stdout.write(`${cores.note}; load generator: ${load.name} ${load.version()}\n`);
  const setting = postgres === undefined ? undefined : `${await postgres.describe()}, from ${postgres.origin}`;
  if (setting !== undefined) process.stdout.write(`${setting}\n`);
  const loadBefore = loadAverage();
  if (flags.profile) {
    await profile(data, cores, load);
    return;
  }

  const jobs = shuffle(
    SCENARIOS.flatMap((scenario) =>
      PEERS.filter((peer) => !peer.skips.includes(scenario.name)).flatMap((peer) =>
        Array.from({ length: RUNS }, (_, run) => ({ scenario, peer, run: run + 1 })),
      ),
    ),
    SEED,
  );
  const seconds = jobs.length * (WARMUP + DURATION + 1.5);
  process.stdout.write(`${jobs.length} jobs, about ${Math.ceil(seconds / 60)} min; order seed ${SEED}\n`);
  const samples: Sample[] = [];
  let repeated = 0;
  // A run during which other processes took more than --max-other-load of the server's core measured
  // them as much as the server: it goes to the back of the queue, at most twice, and the last try counts.
  const queue = jobs.map((job) => ({ ...job, tries: 1 }));
  for (let index = 0; index < queue.length; index++) {
    const job = queue[index]!;
    const sample = await runJob(job.scenario, job.peer, job.run, data, cores, load);
    const noisy = sample.otherLoad > MAX_OTHER_LOAD && job.tries < 3;
    const usage =
      sample.usage === undefined ? '' : `, CPU µs/req: ${describeUsage(sample)}, load average ${sample.loadAverage?.toFixed(2)}`;
    process.stdout.write(
      `[${index + 1}/${queue.length}] ${job.scenario.name} ${job.peer.name} #${job.run}: ${thousands(sample.requestsPerSecond)} req/s, ` +
        `p99 ${sample.p99Ms.toFixed(2)} ms, RSS ${sample.rssMiB.toFixed(0)} MiB, start-up ${sample.startupMs.toFixed(0)} ms, other load ${percent(sample.otherLoad)}` +
        `${usage}${noisy ? ' — too noisy, repeated later' : ''}\n`,
    );
    if (noisy) {
      repeated++;
      queue.push({ ...job, tries: job.tries + 1 });
    } else {
      samples.push(sample);
    }
  }
  if (repeated > 0)
    process.stdout.write(`${repeated} runs repeated because other work took more than ${percent(MAX_OTHER_LOAD)} of the server's core\n`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${WORK}${suffix}`, { force: true });
  const table =
    setting === undefined
      ? report(samples, load, cores, [loadBefore, loadAverage()])
      : reportPostgres(samples, load, cores, setting, [loadBefore, loadAverage()]);
  process.stdout.write(`\n${table}\n`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(FOLDER, `results-${stamp}.json`);
  writeFileSync(file, JSON.stringify({ flags, seed: SEED, samples, table }, null, 2));
  process.stdout.write(`Samples and table saved in ${file}\n`);
}

// Ctrl-C or SIGTERM: the running server and load generator go too (load-generator.ts stops its own).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAllPeers();
    process.stderr.write(`http.bench: ${signal}, servers stopped\n`);
    process.exit(130);
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`http.bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
