// The live stream of issue 19 under load: 1,000 Server-Sent Events clients on GET /events while
// creates run, against the real server in its own process on a fresh database. Read bench/README.md.
//
//   npm run bench -- events                          SQLite: 1,000 streams, 50 creates/s for 15 s; then
//                                                    3 runs of 5 s of creates per listener mode (~4 min)
//   npm run bench -- events --engine postgres        the same on PostgreSQL (FIELDLOG_TEST_POSTGRES_URL,
//                                                    else a throw-away cluster: bench/pg-clients/cluster.ts)
//   npm run bench -- events --clients 100 --seconds 5 --runs 1 --duration 3    a quick look (~40 s)
//   npm run bench -- events --runs 0                 the latency phase only (~30 s)
//   npm run bench -- events --profile                node --cpu-prof of the server under creates, per listener mode
//
// Issue 19's targets: a new event reaches every connected client within 100 ms at p99 on loopback,
// and creates lose at most 10% of their throughput with 1,000 listeners. The bench prints both, with
// memory per connected client, and exits 1 with a sentence when a target is missed or any client
// missed any event.
//
// How it measures:
// - Each job starts Fieldlog (src/server.ts under tsx, with the production node options; log silent,
//   rate limit off, EVENT_STREAMS_PER_CLIENT and EVENT_STREAMS_MAX at 2,000, since every client is
//   127.0.0.1) on a database of its own: a new SQLite file, or a new PostgreSQL database migrated by
//   Fieldlog's migrations and dropped after.
// - The server is pinned to core 0; this process (the creates, wrk) and the clients' process on core
//   1 (taskset). The clients are a forked process of their own (bench/events-clients.ts), so their
//   parsing never runs on the event loop that times the 201s; they do share core 1 with the load
//   generator. PostgreSQL, when used, is not pinned.
// - Latency: the clients connect (no after, no Last-Event-ID: each stream starts at the newest event)
//   and the server's RSS (/proc/<pid>/status) is read before and after: the difference over the
//   clients is the memory per connected client. Then this process posts creates (POST /locations,
//   version 1) open-loop at --rate per second for --seconds, on keep-alive connections, after as many
//   seconds of the same as warm-up (not counted). The time each 201 arrives is kept by created id;
//   each client keeps the time it read the event whose resource_id is that id (process.hrtime: one
//   monotonic clock for every process). Delivery latency = received − 201, over every (client,
//   event) pair; negative when a frame was read before the 201 (kept: they are real). Also given:
//   per event, the latency of the client that got it last. A pair never received is a missed delivery.
// - Throughput: closed-loop creates (wrk -t1 -c--connections, autocannon without wrk; the body of
//   the latency phase) for --duration s after --warmup s, each run on a fresh server and database,
//   in three listener modes: none; --clients streams of every event (what the latency phase had);
//   and --clients streams of collection=readings, to which no location's event goes (what merely
//   connected listeners cost). --runs runs of each, shuffled (the seed is printed); medians, with the
//   min and max, and the server's CPU µs per create. The target compares every-event with none.
import { fork, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { migrateDatabase } from '../src/storage/index.js';
import { renderSummary, summariseProfile } from './cpu-profile.js';
import type { CpuProfile } from './cpu-profile.js';
import type { ClientAnswer, ClientCommand, ConnectAnswer, LatencyAnswer, Spread, StatusAnswer } from './events-clients.js';
import { autocannonAvailable, autocannonGenerator } from './load/autocannon.js';
import { hasCommand } from './load/load-generator.js';
import type { LoadGenerator, LoadResult } from './load/load-generator.js';
import { wrkAvailable, wrkGenerator } from './load/wrk.js';
import { openBenchDatabase } from './pg-clients/cluster.js';
import { productionNodeOptions } from './peers/fieldlog.js';
import type { Peer } from './peers/peer.js';
import { freePort, readCoreTimes, readCpuSeconds, startPeer, stopAllPeers } from './server-process.js';
import type { RunningPeer } from './server-process.js';

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: {
    engine: { type: 'string', default: 'sqlite' },
    clients: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    load: { type: 'string' },
    seed: { type: 'string' },
    profile: { type: 'boolean', default: false },
  },
  strict: true,
});

function readPositive(name: string, text: string | undefined, max: number, min = 1): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, not "${text}"`);
  return value;
}

const CLIENTS = readPositive('clients', flags.clients, 1999);
const RATE = readPositive('rate', flags.rate, 5000);
const SECONDS = readPositive('seconds', flags.seconds, 600);
// --runs 0: the latency phase only.
const RUNS = readPositive('runs', flags.runs, 50, 0);
const DURATION = readPositive('duration', flags.duration, 600);
const WARMUP = readPositive('warmup', flags.warmup, 60);
const CONNECTIONS = readPositive('connections', flags.connections, 1000);
const SEED = flags.seed === undefined ? Date.now() % 1_000_000 : readPositive('seed', flags.seed, 2 ** 31);
if (flags.engine !== 'sqlite' && flags.engine !== 'postgres') throw new Error(`--engine must be sqlite or postgres, not "${flags.engine}"`);
const ENGINE = flags.engine;

/** Issue 19: a new event on every client within this at p99. */
const TARGET_P99_MS = 100;
/** Issue 19: creates with the listeners at least this share of creates without. */
const TARGET_RATIO = 0.9;
/** How long the clients may take to get the last events after the last 201. */
const DELIVERY_WAIT_MS = 10_000;
/** The server's own limits, raised so that one address may hold every client. */
const STREAM_LIMIT = 2000;

const SERVER_ENTRY = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const CLIENTS_ENTRY = fileURLToPath(new URL('./events-clients.ts', import.meta.url));
const STREAM_PATH = '/events?version_number=1';
const PROFILE_FOLDER = fileURLToPath(new URL('../data/bench-events', import.meta.url));

const createBody = (i: number) =>
  JSON.stringify({ version_number: 1, longitude: Number((7 + (i % 1000) / 1000).toFixed(3)), latitude: 50.7, altitude: 60 });
const CREATE_BODY = createBody(0);

const now = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const thousands = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(2));
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

// ---- machine ----------------------------------------------------------------------------------

interface Cores {
  server?: number;
  load?: number;
  note: string;
}

const CORE_COUNT = availableParallelism();

function chooseCores(): Cores {
  if (!hasCommand('taskset', ['--version'])) return { note: 'not pinned (no taskset)' };
  if (CORE_COUNT < 2) return { note: 'not pinned (one core)' };
  // The clients' process is forked from this one and keeps its core.
  spawnSync('taskset', ['-a', '-c', '-p', '1', String(process.pid)], { stdio: 'ignore' });
  return {
    server: 0,
    load: 1,
    note: `server on core 0; creates, wrk and the clients' process on core 1 (taskset)${ENGINE === 'postgres' ? '; PostgreSQL not pinned' : ''}`,
  };
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

// ---- databases --------------------------------------------------------------------------------

interface Databases {
  describe: string;
  /** A new, empty database for one job: what DATABASE_URL says, and how to remove it. */
  fresh(): Promise<{ url: string; drop(): Promise<void> }>;
  close(): Promise<void>;
}

/** Run on Ctrl-C: what must not outlive the bench (a throw-away PostgreSQL cluster). */
const emergencyStops: (() => void)[] = [];

function sqliteDatabases(): Databases {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-events-bench-'));
  emergencyStops.push(() => rmSync(folder, { recursive: true, force: true }));
  let serial = 0;
  return {
    describe: `SQLite, a new file per job in ${folder}`,
    async fresh() {
      serial++;
      const url = join(folder, `events-${serial}.db`);
      return {
        url,
        drop: async () => {
          for (const suffix of ['', '-wal', '-shm']) rmSync(`${url}${suffix}`, { force: true });
        },
      };
    },
    async close() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Every database this bench makes is named so; the number after it is the bench's pid. */
const PG_PREFIX = 'fieldlog_bench_events_';
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function postgresDatabases(): Promise<Databases> {
  const cluster = openBenchDatabase();
  emergencyStops.push(() => cluster.stop());
  const admin = new pg.Client({ connectionString: cluster.url, application_name: 'fieldlog-bench-events' });
  try {
    await admin.connect();
  } catch (error) {
    cluster.stop();
    throw new Error(`Cannot reach PostgreSQL from ${cluster.origin}: ${(error as Error).message}`);
  }
  const left = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${PG_PREFIX}%`]);
  for (const { datname } of left.rows) {
    const owner = Number(/^(\d+)_/.exec(datname.slice(PG_PREFIX.length))?.[1]);
    if (Number.isInteger(owner) && !alive(owner)) await admin.query(`DROP DATABASE IF EXISTS ${quote(datname)} WITH (FORCE)`);
  }
  const { rows } = await admin.query<{ v: string; s: string }>(
    "SELECT current_setting('server_version') AS v, current_setting('synchronous_commit') AS s",
  );
  let serial = 0;
  return {
    describe: `PostgreSQL ${rows[0]!.v} (synchronous_commit=${rows[0]!.s}) from ${cluster.origin}, a new database per job`,
    async fresh() {
      serial++;
      const name = `${PG_PREFIX}${process.pid}_${serial}`;
      await admin.query(`CREATE DATABASE ${quote(name)}`);
      const url = new URL(cluster.url);
      url.pathname = `/${name}`;
      await migrateDatabase(url.toString());
      return {
        url: url.toString(),
        drop: async () => {
          await admin.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
        },
      };
    },
    async close() {
      try {
        await admin.end();
      } finally {
        cluster.stop();
      }
    },
  };
}

// ---- server and clients -----------------------------------------------------------------------

const fieldlogPeer: Peer = {
  name: 'fieldlog',
  description: 'Fieldlog (src/server.ts under tsx), live streams allowed up to 2,000 from one address',
  skips: [],
  launch: (settings) => ({
    args: [...productionNodeOptions(), ...(settings.nodeOptions ?? []), '--import', 'tsx', SERVER_ENTRY],
    env: {
      PORT: String(settings.port),
      HOST: '127.0.0.1',
      DATABASE_URL: settings.database,
      LOG_LEVEL: 'silent',
      RATE_LIMIT: '0',
      EVENT_STREAMS_PER_CLIENT: String(STREAM_LIMIT),
      EVENT_STREAMS_MAX: String(STREAM_LIMIT),
    },
    productionStart: false,
  }),
};

/** The clients' process (bench/events-clients.ts): one command at a time, each answered once. */
class Clients {
  readonly #child: ChildProcess;
  readonly #exited: Promise<void>;
  #waiting: ((answer: ClientAnswer) => void) | undefined;
  #output = '';

  get pid(): number {
    return this.#child.pid!;
  }

  constructor() {
    this.#child = fork(CLIENTS_ENTRY, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    LIVE_CLIENTS.add(this.#child);
    for (const stream of [this.#child.stdout!, this.#child.stderr!])
      stream.setEncoding('utf8').on('data', (chunk: string) => {
        this.#output += chunk;
      });
    this.#child.on('message', (answer: ClientAnswer) => {
      const waiting = this.#waiting;
      this.#waiting = undefined;
      waiting?.(answer);
    });
    this.#exited = new Promise((resolve) =>
      this.#child.once('exit', () => {
        LIVE_CLIENTS.delete(this.#child);
        resolve();
      }),
    );
  }

  #ask<T extends ClientAnswer>(command: ClientCommand, kind: T['kind'], limitMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the clients did not answer "${command.kind}" within ${limitMs} ms`)), limitMs);
      void this.#exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`the clients' process exited during "${command.kind}": ${this.#output.slice(-2000)}`));
      });
      this.#waiting = (answer) => {
        clearTimeout(timer);
        if (answer.kind === kind) resolve(answer as T);
        else reject(new Error(`the clients answered "${answer.kind}" to "${command.kind}"`));
      };
      this.#child.send(command);
    });
  }

  connect(origin: string, path: string, count: number, record: boolean): Promise<ConnectAnswer> {
    return this.#ask({ kind: 'connect', origin, path, count, record }, 'connected', 120_000);
  }

  expect(ids: string[], createdAt: number[]): Promise<LatencyAnswer> {
    return this.#ask({ kind: 'expect', ids, createdAt, waitMs: DELIVERY_WAIT_MS }, 'latency', DELIVERY_WAIT_MS + 30_000);
  }

  status(): Promise<StatusAnswer> {
    return this.#ask({ kind: 'status' }, 'status', 30_000);
  }

  async close(): Promise<void> {
    if (this.#child.exitCode === null && this.#child.connected) this.#child.send({ kind: 'close' } satisfies ClientCommand);
    const timer = setTimeout(() => this.#child.kill('SIGKILL'), 5_000);
    await this.#exited;
    clearTimeout(timer);
  }
}

const LIVE_CLIENTS = new Set<ChildProcess>();

/** A server on a fresh database, and what stops both. */
async function startFieldlog(
  databases: Databases,
  cores: Cores,
  nodeOptions: readonly string[] = [],
): Promise<{ server: RunningPeer; stop(): Promise<void> }> {
  const database = await databases.fresh();
  try {
    const server = await startPeer(
      fieldlogPeer,
      { database: database.url, port: await freePort(), synchronous: 'FULL', nodeOptions },
      cores.server,
    );
    return {
      server,
      async stop() {
        const code = await server.stop();
        if (code !== 0) process.stderr.write(`warning: the server exited with ${code}\n${server.output().slice(-2000)}\n`);
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** RSS in MiB, the median of three reads 100 ms apart. */
async function steadyRss(server: RunningPeer): Promise<number> {
  const reads: number[] = [];
  for (let i = 0; i < 3; i++) {
    if (i > 0) await sleep(100);
    reads.push(server.rssMiB());
  }
  return median(reads);
}

function failConnect(answer: ConnectAnswer, count: number, output: string): void {
  if (answer.open !== count || answer.failures.length > 0)
    throw new Error(`${answer.open} of ${count} streams started: ${answer.failures.slice(0, 5).join('; ')}\n${output.slice(-1000)}`);
}

/** CPU of the server and of the clients' process over a measurement, and the other work on the server's core. */
function meter(server: RunningPeer, clients: Clients | undefined, cores: Cores) {
  const wall0 = now();
  const server0 = server.cpuSeconds();
  const clients0 = clients === undefined ? 0 : readCpuSeconds(clients.pid);
  const core0 = cores.server === undefined ? undefined : readCoreTimes(cores.server);
  return () => {
    const wall = (now() - wall0) / 1000;
    const serverCpu = server.cpuSeconds() - server0;
    const clientsCpu = clients === undefined ? 0 : readCpuSeconds(clients.pid) - clients0;
    const core1 = cores.server === undefined ? undefined : readCoreTimes(cores.server);
    const total = core0 === undefined || core1 === undefined ? Number.NaN : core1.total - core0.total;
    const busy = core0 === undefined || core1 === undefined ? Number.NaN : core1.busy - core0.busy;
    return {
      serverCpu,
      /** Cores kept busy: CPU seconds per second. */
      serverShare: serverCpu / wall,
      clientsShare: clientsCpu / wall,
      /** Share of the server's core that other processes (and unbilled kernel work) used. */
      otherLoad: Math.max(0, busy - serverCpu) / total,
    };
  };
}

const percent = (n: number) => (Number.isNaN(n) ? '—' : `${(100 * n).toFixed(0)}%`);

// ---- creates at a steady rate -----------------------------------------------------------------

interface Paced {
  ids: string[];
  /** When each 201 arrived (its head), hrtime ms, in the order of ids. */
  createdAt: number[];
  /** Send to 201, ms. */
  createMs: number[];
  /** Creates per second actually sent: count over the time from the first send to the last. */
  sentRate: number;
  failures: string[];
}

function postCreate(
  agent: Agent,
  origin: string,
  i: number,
): Promise<{ status: number; id?: string; at: number; ms: number; body: string }> {
  const body = createBody(i);
  return new Promise((resolve, reject) => {
    const sent = now();
    const req = request(`${origin}/locations`, {
      method: 'POST',
      agent,
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
    });
    req.on('response', (res) => {
      const at = now();
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => {
        let id: string | undefined;
        try {
          id = (JSON.parse(text) as { data?: { id?: string } }).data?.id;
        } catch {
          // Not JSON: reported by status and body.
        }
        resolve({ status: res.statusCode ?? 0, id, at, ms: at - sent, body: text });
      });
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('POST /locations timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Creates sent open-loop at `rate` per second for `seconds`, each on its schedule whatever the answers. */
async function pacedCreates(origin: string, rate: number, seconds: number, offset: number): Promise<Paced> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.max(1, Math.round(rate * seconds));
  const results: Paced = { ids: [], createdAt: [], createMs: [], sentRate: 0, failures: [] };
  const pending: Promise<void>[] = [];
  const start = now() + 20;
  let first = 0;
  let last = 0;
  try {
    for (let i = 0; i < total; i++) {
      const wait = start + (i * 1000) / rate - now();
      if (wait > 0) await sleep(wait);
      last = now();
      if (i === 0) first = last;
      pending.push(
        postCreate(agent, origin, offset + i).then(
          (answer) => {
            if (answer.status !== 201 || answer.id === undefined) {
              results.failures.push(`${answer.status} ${answer.body.slice(0, 200)}`);
              return;
            }
            results.ids.push(answer.id);
            results.createdAt.push(answer.at);
            results.createMs.push(answer.ms);
          },
          (error: unknown) => {
            results.failures.push(error instanceof Error ? error.message : String(error));
          },
        ),
      );
    }
    await Promise.all(pending);
  } finally {
    agent.destroy();
  }
  results.sentRate = total <= 1 ? rate : ((total - 1) * 1000) / (last - first);
  return results;
}

// ---- the latency job --------------------------------------------------------------------------

interface LatencyRun {
  rssBeforeMiB: number;
  rssConnectedMiB: number;
  rssAfterMiB: number;
  connectMs: number;
  creates: number;
  sentRate: number;
  createP50: number;
  createP99: number;
  serverCpuMicrosPerCreate: number;
  serverShare: number;
  clientsShare: number;
  otherLoad: number;
  latency: LatencyAnswer;
}

async function latencyJob(databases: Databases, cores: Cores): Promise<LatencyRun> {
  const { server, stop } = await startFieldlog(databases, cores);
  const clients = new Clients();
  try {
    // Warm the create path (and the log), with no one listening.
    const warm = await pacedCreates(server.origin, 500, 0.4, 0);
    if (warm.failures.length > 0) throw new Error(`warm-up creates failed: ${warm.failures.slice(0, 3).join('; ')}`);
    await sleep(500);
    const rssBeforeMiB = await steadyRss(server);
    const connected = await clients.connect(server.origin, STREAM_PATH, CLIENTS, true);
    failConnect(connected, CLIENTS, server.output());
    await sleep(1000);
    const rssConnectedMiB = await steadyRss(server);
    process.stdout.write(
      `${CLIENTS} streams open in ${(connected.ms / 1000).toFixed(1)} s; server RSS ${rssBeforeMiB.toFixed(1)} → ${rssConnectedMiB.toFixed(1)} MiB\n`,
    );
    // Warm-up at the rate, its events delivered but not counted.
    const warmSeconds = Math.min(SECONDS, 3);
    const warmRate = await pacedCreates(server.origin, RATE, warmSeconds, 1000);
    if (warmRate.failures.length > 0) throw new Error(`warm-up creates failed: ${warmRate.failures.slice(0, 3).join('; ')}`);
    await sleep(500);
    const measured = meter(server, clients, cores);
    const paced = await pacedCreates(server.origin, RATE, SECONDS, 100_000);
    const usage = measured();
    if (paced.failures.length > 0)
      throw new Error(`${paced.failures.length} creates failed: ${paced.failures.slice(0, 3).join('; ')}\n${server.output().slice(-1000)}`);
    const latency = await clients.expect(paced.ids, paced.createdAt);
    const rssAfterMiB = await steadyRss(server);
    const sortedCreates = [...paced.createMs].sort((a, b) => a - b);
    const at = (q: number) => sortedCreates[Math.min(sortedCreates.length - 1, Math.ceil(q * sortedCreates.length) - 1)]!;
    return {
      rssBeforeMiB,
      rssConnectedMiB,
      rssAfterMiB,
      connectMs: connected.ms,
      creates: paced.ids.length,
      sentRate: paced.sentRate,
      createP50: at(0.5),
      createP99: at(0.99),
      serverCpuMicrosPerCreate: (usage.serverCpu * 1e6) / paced.ids.length,
      serverShare: usage.serverShare,
      clientsShare: usage.clientsShare,
      otherLoad: usage.otherLoad,
      latency,
    };
  } finally {
    await clients.close();
    await stop();
  }
}

// ---- the throughput jobs ----------------------------------------------------------------------

type Mode = 'none' | 'every event' | 'collection=readings';
const MODES: readonly Mode[] = ['none', 'every event', 'collection=readings'];
const MODE_PATH: Record<Exclude<Mode, 'none'>, string> = {
  'every event': STREAM_PATH,
  'collection=readings': `${STREAM_PATH}&collection=readings`,
};

interface ThroughputRun extends LoadResult {
  mode: Mode;
  run: number;
  serverCpuMicrosPerCreate: number;
  clientsShare: number;
  otherLoad: number;
  rssMiB: number;
  /** Streams still open when the measurement ended (the server cuts one that falls behind by its buffer bound). */
  open: number;
  /** Events each stream got, over warm-up and measurement. */
  events: Spread | undefined;
  loadAverage: string;
}

async function throughputJob(
  mode: Mode,
  run: number,
  databases: Databases,
  cores: Cores,
  load: LoadGenerator,
  nodeOptions: readonly string[] = [],
): Promise<ThroughputRun> {
  const { server, stop } = await startFieldlog(databases, cores, nodeOptions);
  const clients = mode === 'none' ? undefined : new Clients();
  try {
    if (clients !== undefined) {
      const connected = await clients.connect(server.origin, MODE_PATH[mode as Exclude<Mode, 'none'>], CLIENTS, false);
      failConnect(connected, CLIENTS, server.output());
      await sleep(500);
    }
    const spec = (seconds: number) => ({
      origin: server.origin,
      method: 'POST' as const,
      paths: ['/locations'],
      body: CREATE_BODY,
      headers: { 'Content-Type': 'application/json' },
      connections: CONNECTIONS,
      seconds,
      cpu: cores.load,
    });
    await load.run(spec(WARMUP));
    const measured = meter(server, clients, cores);
    const result = await load.run(spec(DURATION));
    const usage = measured();
    const status = await clients?.status();
    if (result.non2xx > 0 || result.socketErrors > 0)
      throw new Error(
        `${mode} #${run}: ${result.non2xx} answers not 2xx and ${result.socketErrors} socket errors under load\n${server.output().slice(-2000)}`,
      );
    return {
      ...result,
      mode,
      run,
      serverCpuMicrosPerCreate: result.requests === 0 ? 0 : (usage.serverCpu * 1e6) / result.requests,
      clientsShare: usage.clientsShare,
      otherLoad: usage.otherLoad,
      rssMiB: server.rssMiB(),
      open: status?.open ?? 0,
      events: status?.events,
      loadAverage: loadAverage(),
    };
  } finally {
    await clients?.close();
    await stop();
  }
}

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

// ---- report -----------------------------------------------------------------------------------

function report(latency: LatencyRun, runs: readonly ThroughputRun[], failures: string[]): string {
  const out: string[] = [];
  const l = latency.latency;
  const expected = latency.creates * CLIENTS;
  out.push(
    `Latency: ${CLIENTS} streams of every event; ${latency.creates} creates sent at ${latency.sentRate.toFixed(1)}/s (asked ${RATE}/s) for ${SECONDS} s; ` +
      `create p50 ${ms(latency.createP50)} ms, p99 ${ms(latency.createP99)} ms; server CPU ${thousands(latency.serverCpuMicrosPerCreate)} µs per create with its ${CLIENTS} deliveries ` +
      `(the server kept ${percent(latency.serverShare)} of a core busy, the clients' process ${percent(latency.clientsShare)}; other work took ${percent(latency.otherLoad)} of the server's core).`,
  );
  out.push('');
  out.push('| delivery, 201 → frame read by the client | pairs | p50 ms | p99 ms | p99.9 ms | max ms | min ms |');
  out.push('|---|---:|---:|---:|---:|---:|---:|');
  out.push(
    `| every (client, event) pair | ${thousands(l.pairs.count)} | ${ms(l.pairs.p50)} | ${ms(l.pairs.p99)} | ${ms(l.pairs.p999)} | ${ms(l.pairs.max)} | ${ms(l.pairs.min)} |`,
  );
  out.push(
    `| per event, the client that got it last | ${thousands(l.lastStream.count)} events | ${ms(l.lastStream.p50)} | ${ms(l.lastStream.p99)} | ${ms(l.lastStream.p999)} | ${ms(l.lastStream.max)} | ${ms(l.lastStream.min)} |`,
  );
  out.push('');
  out.push(
    `Deliveries expected ${thousands(expected)}; missed ${thousands(l.missed)}; duplicates ${l.duplicates}; read before their 201 ${thousands(l.negative)} (${((100 * l.negative) / Math.max(1, l.pairs.count)).toFixed(1)}%); ` +
      `streams open at the end ${l.open} of ${CLIENTS}; ${l.waitedMs < 60 ? 'every frame was in when the last 201 was' : `the last frame came ${(l.waitedMs / 1000).toFixed(2)} s after the last 201`}.`,
  );
  const perClientKiB = ((latency.rssConnectedMiB - latency.rssBeforeMiB) * 1024) / CLIENTS;
  out.push(
    `Server RSS: ${latency.rssBeforeMiB.toFixed(1)} MiB before the streams, ${latency.rssConnectedMiB.toFixed(1)} MiB with ${CLIENTS} connected ` +
      `(**${perClientKiB.toFixed(1)} KiB per connected client**), ${latency.rssAfterMiB.toFixed(1)} MiB after the creates; ${CLIENTS} streams opened in ${(latency.connectMs / 1000).toFixed(1)} s.`,
  );
  out.push('');

  const byMode = (mode: Mode) => runs.filter((r) => r.mode === mode);
  const none = median(byMode('none').map((r) => r.requestsPerSecond));
  if (runs.length > 0) {
    out.push(
      `Throughput: closed-loop creates, ${RUNS} runs of ${DURATION} s (after ${WARMUP} s warm-up) per listener mode, shuffled (seed ${SEED}), a fresh server and database each` +
        `${ENGINE === 'postgres' ? "; PostgreSQL is not pinned, so its backends count in the other load on the server's core" : ''}.`,
    );
    out.push('');
    out.push(
      `| listeners | creates/s median | min–max | runs | p99 ms | server CPU µs/create | clients' process, cores busy | other load on the server's core | server RSS MiB | streams open at the end | events per stream (median) | vs none |`,
    );
    out.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  }
  for (const mode of MODES) {
    const list = byMode(mode);
    if (list.length === 0) continue;
    const rps = list.map((r) => r.requestsPerSecond);
    const label = mode === 'none' ? 'none' : `${CLIENTS}, ${mode}`;
    const open = mode === 'none' ? '—' : list.map((r) => r.open).join(', ');
    const events = mode === 'none' ? '—' : thousands(median(list.map((r) => r.events?.p50 ?? Number.NaN)));
    out.push(
      `| ${label} | ${thousands(median(rps))} | ${thousands(Math.min(...rps))}–${thousands(Math.max(...rps))} | ${list.length} | ${ms(median(list.map((r) => r.p99Ms)))} ` +
        `| ${median(list.map((r) => r.serverCpuMicrosPerCreate)).toFixed(0)} | ${mode === 'none' ? '—' : median(list.map((r) => r.clientsShare)).toFixed(2)} ` +
        `| ${percent(median(list.map((r) => r.otherLoad)))} | ${median(list.map((r) => r.rssMiB)).toFixed(0)} | ${open} | ${events} | ${(median(rps) / none).toFixed(2)}x |`,
    );
  }
  if (runs.length > 0) out.push('');
  const every = median(byMode('every event').map((r) => r.requestsPerSecond)) / none;
  const targets: [string, string, boolean | undefined][] = [
    [`delivery p99 ≤ ${TARGET_P99_MS} ms on every client (every pair)`, `${ms(l.pairs.p99)} ms`, l.pairs.p99 <= TARGET_P99_MS],
    ['no missed delivery', `${l.missed} missed`, l.missed === 0],
    [
      `creates with ${CLIENTS} listeners (every event) ≥ ${TARGET_RATIO}x without`,
      runs.length === 0 ? 'not measured (--runs 0)' : `${every.toFixed(2)}x`,
      runs.length === 0 ? undefined : every >= TARGET_RATIO,
    ],
  ];
  out.push('| target (issue 19) | this run | met |');
  out.push('|---|---:|---|');
  for (const [label, value, met] of targets) {
    out.push(`| ${label} | ${value} | ${met === undefined ? '—' : met ? 'met' : 'not met'} |`);
    if (met === false) failures.push(`${label}: ${value}`);
  }
  return out.join('\n');
}

// ---- profile ----------------------------------------------------------------------------------

/** --profile: one throughput job per listener mode under node --cpu-prof, each profile summed up by function. */
async function profile(databases: Databases, cores: Cores, load: LoadGenerator): Promise<void> {
  for (const mode of MODES) {
    const name = `profile-${mode.replace(/[^a-z]+/g, '-')}`;
    const directory = join(PROFILE_FOLDER, name);
    rmSync(directory, { recursive: true, force: true });
    mkdirSync(directory, { recursive: true });
    const run = await throughputJob(mode, 1, databases, cores, load, ['--cpu-prof', '--cpu-prof-dir', directory]);
    const file = readdirSync(directory).find((f) => f.endsWith('.cpuprofile'));
    if (file === undefined) throw new Error(`node wrote no profile into ${directory}`);
    const summary = summariseProfile(JSON.parse(readFileSync(join(directory, file), 'utf8')) as CpuProfile, 20);
    const listeners = mode === 'none' ? 'no listeners' : `${CLIENTS} listeners, ${mode}`;
    process.stdout.write(
      `${renderSummary(`creates, ${listeners} (${thousands(run.requestsPerSecond)} creates/s while profiled; ${join('data', 'bench-events', name, file)})`, summary)}\n`,
    );
  }
}

// ---- main -------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  const cores = chooseCores();
  const load = chooseLoadGenerator();
  const databases = ENGINE === 'sqlite' ? sqliteDatabases() : await postgresDatabases();
  try {
    process.stdout.write(
      `${new Date().toISOString()}; node ${process.version}; ${CORE_COUNT} cores; ${cores.note}; ${databases.describe}; ` +
        `load: ${load.name} ${load.version()}${load.name === 'wrk' ? ' -t1' : ''} -c${CONNECTIONS}; /proc/loadavg ${loadBefore}\n`,
    );
    if (flags.profile) {
      await profile(databases, cores, load);
      return;
    }
    const latency = await latencyJob(databases, cores);
    process.stdout.write(
      `latency: p50 ${ms(latency.latency.pairs.p50)} ms, p99 ${ms(latency.latency.pairs.p99)} ms, missed ${latency.latency.missed}\n`,
    );
    const jobs = shuffle(
      MODES.flatMap((mode) => Array.from({ length: RUNS }, (_, run) => ({ mode, run: run + 1 }))),
      SEED,
    );
    process.stdout.write(`${jobs.length} throughput jobs of ${WARMUP} + ${DURATION} s, order seed ${SEED}\n`);
    const runs: ThroughputRun[] = [];
    for (const [index, job] of jobs.entries()) {
      const run = await throughputJob(job.mode, job.run, databases, cores, load);
      runs.push(run);
      process.stdout.write(
        `[${index + 1}/${jobs.length}] ${job.mode} #${job.run}: ${thousands(run.requestsPerSecond)} creates/s, p99 ${ms(run.p99Ms)} ms, ` +
          `server ${run.serverCpuMicrosPerCreate.toFixed(0)} µs/create, other load ${percent(run.otherLoad)}${job.mode === 'none' ? '' : `, streams open ${run.open}, events per stream ${thousands(run.events?.p50 ?? Number.NaN)}`}; load ${run.loadAverage}\n`,
      );
    }
    const failures: string[] = [];
    const table = report(latency, runs, failures);
    process.stdout.write(`\n${table}\n`);
    process.stdout.write(
      `\n${new Date().toISOString()}; load average ${loadBefore} before, ${loadAverage()} after (/proc/loadavg); os.loadavg() ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}\n`,
    );
    if (failures.length > 0) {
      process.stderr.write(`\nThe events benchmark missed issue 19's targets: ${failures.join('; ')}.\n`);
      process.exitCode = 1;
    }
  } finally {
    await databases.close();
  }
}

// Ctrl-C or SIGTERM: the server, the clients and a throw-away cluster go too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAllPeers();
    for (const child of LIVE_CLIENTS) child.kill('SIGKILL');
    for (const stop of emergencyStops) stop();
    process.stderr.write(`events.bench: ${signal}, servers and clients stopped\n`);
    process.exit(130);
  });
}

main().catch((error: unknown) => {
  stopAllPeers();
  for (const child of LIVE_CLIENTS) child.kill('SIGKILL');
  process.stderr.write(`events.bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
