// What serving HTTPS directly costs (issue 21: TLS_CERT, TLS_KEY): the same server, the same
// database and the same requests, over HTTP and over HTTPS, in alternating order within each round,
// reported as HTTPS's ratio to HTTP from the same run, with the load average.
//
//   npm run bench -- tls                         3 rounds of 8 s per scenario and scheme
//   npm run bench -- tls --rounds 5 --seconds 10
//
// How it measures:
// - The server is `node --import tsx src/server.ts` (both schemes alike; the difference is the
//   point), one process pinned to the server core, LOG_LEVEL=silent, RATE_LIMIT=0, a SQLite file
//   with one location. The certificate is a P-256 one made by openssl for the run.
// - wrk (or autocannon) on the load core, 32 keep-alive connections for the first two scenarios;
//   the third sends `Connection: close`, so every request opens a connection (and over HTTPS does a
//   full handshake): the worst case, a client that keeps no connection.
// - CPU µs per request are the server process's (from /proc), so the ratio says what TLS costs the
//   server whichever generator ran.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { autocannonGenerator } from './load/autocannon.js';
import { pinned } from './load/load-generator.js';
import type { LoadGenerator, LoadResult } from './load/load-generator.js';
import { wrkAvailable, wrkGenerator } from './load/wrk.js';
import { readCpuSeconds } from './server-process.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: { rounds: { type: 'string', default: '3' }, seconds: { type: 'string', default: '8' } },
});
const ROUNDS = Number(flags.rounds);
const SECONDS = Number(flags.seconds);
const CONNECTIONS = 32;
const twoCores = availableParallelism() >= 2;
const SERVER_CORE = twoCores ? 0 : undefined;
const LOAD_CORE = twoCores ? 1 : undefined;

type Scheme = 'http' | 'https';
interface Scenario {
  name: string;
  path: (id: string) => string;
  headers: Record<string, string>;
}
const SCENARIOS: Scenario[] = [
  { name: 'GET /healthz, keep-alive', path: () => '/healthz', headers: {} },
  { name: 'GET a location by id, keep-alive', path: (id) => `/locations/${id}?version_number=1`, headers: {} },
  { name: 'GET /healthz, a new connection each', path: () => '/healthz', headers: { Connection: 'close' } },
];

interface Running {
  pid: number;
  origin: string;
  stop(): Promise<void>;
}

async function startServer(folder: string, scheme: Scheme): Promise<Running> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: join(folder, 'bench.db'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT: '0',
    ...(scheme === 'https' ? { TLS_CERT: join(folder, 'server.crt'), TLS_KEY: join(folder, 'server.key') } : {}),
  };
  const [command, args] = pinned(SERVER_CORE, process.execPath, ['--import', 'tsx', 'src/server.ts']);
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 20 s: ${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const found = /listening on (https?:\/\/\S+)/.exec(output);
      if (found !== null) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', () => reject(new Error(`the server exited: ${output}`)));
  });
  return {
    pid: child.pid!,
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface Sample {
  rps: number;
  p99: number;
  cpuMicros: number;
  errors: number;
}

async function measure(generator: LoadGenerator, server: Running, scenario: Scenario, id: string): Promise<Sample> {
  const cpuBefore = readCpuSeconds(server.pid);
  const result: LoadResult = await generator.run({
    origin: server.origin,
    method: 'GET',
    paths: [scenario.path(id)],
    headers: scenario.headers,
    connections: CONNECTIONS,
    seconds: SECONDS,
    cpu: LOAD_CORE,
  });
  const cpu = readCpuSeconds(server.pid) - cpuBefore;
  return {
    rps: result.requestsPerSecond,
    p99: result.p99Ms,
    cpuMicros: result.requests === 0 ? 0 : (cpu * 1e6) / result.requests,
    errors: result.non2xx + result.socketErrors,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function createLocation(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/locations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version_number: 1, longitude: 7.1, latitude: 50.7, altitude: 60 }),
  });
  if (answer.status !== 201) throw new Error(`creating the location answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { data: { id: string } }).data.id;
}

async function main(): Promise<void> {
  const generator = wrkAvailable() ? wrkGenerator : autocannonGenerator;
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(folder, 'server.key'),
        '-out',
        join(folder, 'server.crt'),
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'pipe' },
    );
    const seeding = await startServer(folder, 'http');
    const id = await createLocation(seeding.origin);
    await seeding.stop();
    const loadBefore = loadavg();
    const samples = new Map<string, Sample[]>();
    for (let round = 0; round < ROUNDS; round++) {
      const order: Scheme[] = round % 2 === 0 ? ['http', 'https'] : ['https', 'http'];
      for (const scheme of order) {
        const server = await startServer(folder, scheme);
        try {
          for (const scenario of SCENARIOS) {
            const key = `${scenario.name}|${scheme}`;
            samples.set(key, [...(samples.get(key) ?? []), await measure(generator, server, scenario, id)]);
          }
        } finally {
          await server.stop();
        }
      }
    }
    const loadAfter = loadavg();
    const lines = [
      `TLS (issue 21): ${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections, ${generator.name} ${generator.version()}; ` +
        `load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')} before, ${loadAfter.map((n) => n.toFixed(2)).join(' ')} after`,
      '',
      '| scenario | scheme | req/s (median) | p99 ms | server CPU µs/req | errors | req/s vs http | CPU vs http |',
      '|---|---|---|---|---|---|---|---|',
    ];
    for (const scenario of SCENARIOS) {
      const of = (scheme: Scheme) => {
        const list = samples.get(`${scenario.name}|${scheme}`) ?? [];
        return {
          rps: median(list.map((s) => s.rps)),
          p99: median(list.map((s) => s.p99)),
          cpu: median(list.map((s) => s.cpuMicros)),
          errors: list.reduce((sum, s) => sum + s.errors, 0),
        };
      };
      const http = of('http');
      for (const scheme of ['http', 'https'] as const) {
        const row = of(scheme);
        lines.push(
          `| ${scenario.name} | ${scheme} | ${row.rps.toFixed(0)} | ${row.p99.toFixed(2)} | ${row.cpu.toFixed(1)} | ${row.errors} | ` +
            `${(row.rps / http.rps).toFixed(2)} | ${(row.cpu / http.cpu).toFixed(2)} |`,
        );
      }
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
