// What checking an API key costs a GET by id (issue 17), measured in pairs: three Fieldlog servers
// alive at once on the same core, taking turns under the same load, so that the drift of a shared
// machine (runs of one server in one http.bench.ts swing by 1.5x here) falls on all three alike.
// Read bench/README.md, "API keys (issue 17)"; http.bench.ts's get-by-id-key is the same question
// asked in its shuffled jobs.
//
//   npm run bench -- api-key                       12 rounds of 2 s per server (~2 min)
//   npm run bench -- api-key --rounds 30 --seconds 3
//
// How it measures:
// - `npm run build` first; each server is `node dist/main.js` (bench/peers/fieldlog.ts) on its own
//   copy of one seeded file (100,000 locations, WAL) that holds one API key of write scope.
// - off: AUTH=off, requests without a key (no check at all). off+header: AUTH=off, requests with
//   `Authorization: Bearer fl_…`, which this server ignores: the header's own bytes and parsing.
//   key: AUTH=on, the same requests, the key checked on every one (a cache of 500 ms).
// - wrk -t1 -c50 over the 1,000 ids of http.bench.ts's get-by-id, pinned to core 1 with the
//   harness; the servers on core 0. After a warm-up of each, every round runs the three in one of
//   the six orders in turn; each server's CPU time is read from /proc around its run.
// - Reported: per round, key ÷ off (and the two parts) in requests/s and the difference in server
//   CPU µs per request; the median and range over the rounds. The target is key ÷ off ≥ 0.95.
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { build } from '../scripts/build.js';
import { seedDatabase } from '../scripts/seed.js';
import { openApiKeys } from '../src/storage/index.js';
import { HTTP_SCENARIOS } from './http-scenarios.js';
import { hasCommand } from './load/load-generator.js';
import { wrkAvailable, wrkGenerator } from './load/wrk.js';
import { fieldlogPeer } from './peers/fieldlog.js';
import { fetchOnce, freePort, readCpuSeconds, startPeer, stopAllPeers } from './server-process.js';
import type { RunningPeer } from './server-process.js';

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: { rounds: { type: 'string', default: '12' }, seconds: { type: 'string', default: '2' } },
  strict: false,
});
const ROUNDS = Number(flags.rounds);
const SECONDS = Number(flags.seconds);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || !Number.isInteger(SECONDS) || SECONDS < 1)
  throw new Error(`--rounds and --seconds are whole numbers from 1, not "${String(flags.rounds)}" and "${String(flags.seconds)}"`);
const ROWS = 100_000;
const CONNECTIONS = 50;
const FOLDER = join(fileURLToPath(new URL('..', import.meta.url)), 'data', 'bench-api-key');

interface Server {
  name: 'off' | 'off+header' | 'key';
  running: RunningPeer;
  headers: Record<string, string>;
}

interface Measured {
  rps: number;
  cpu: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The seeded file, made once, and a copy of it holding a key made now: its path and the key. */
async function prepare(): Promise<{ database: string; apiKey: string; ids: string[] }> {
  mkdirSync(FOLDER, { recursive: true });
  const template = join(FOLDER, `locations-${ROWS}.db`);
  if (!existsSync(template)) {
    process.stdout.write(`Seeding ${template} with ${ROWS} locations…\n`);
    seedDatabase({ database: template, locations: ROWS, readings: 0, seed: 1 });
  }
  const database = join(FOLDER, 'keyed.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
  copyFileSync(template, database);
  const keys = await openApiKeys(database);
  let apiKey: string;
  try {
    apiKey = await keys.create('bench', 'write');
  } finally {
    await keys.close();
  }
  const db = new Database(database);
  db.pragma('wal_checkpoint(TRUNCATE)');
  const ids = db.prepare('SELECT id FROM locations ORDER BY random() LIMIT 1000').pluck().all() as string[];
  db.close();
  return { database, apiKey, ids };
}

async function measure(server: Server, paths: string[], seconds: number): Promise<Measured> {
  const cpuBefore = readCpuSeconds(server.running.pid);
  const result = await wrkGenerator.run({
    origin: server.running.origin,
    method: 'GET',
    paths,
    headers: server.headers,
    connections: CONNECTIONS,
    seconds,
    cpu: PINNED ? 1 : undefined,
  });
  if (result.non2xx > 0 || result.socketErrors > 0)
    throw new Error(`${server.name}: ${result.non2xx} answers not 2xx, ${result.socketErrors} socket errors`);
  return { rps: result.requestsPerSecond, cpu: ((readCpuSeconds(server.running.pid) - cpuBefore) * 1e6) / result.requests };
}

const PINNED = hasCommand('taskset', ['--version']) && availableParallelism() >= 2;

async function main(): Promise<void> {
  if (!wrkAvailable()) throw new Error('wrk is not installed: apt-get install -y wrk');
  const built = build();
  process.stdout.write(`Built ${built.entry} in ${built.seconds.toFixed(1)} s\n`);
  if (PINNED) spawnSync('taskset', ['-a', '-c', '-p', '1', String(process.pid)], { stdio: 'ignore' });
  const { database, apiKey, ids } = await prepare();
  const getById = HTTP_SCENARIOS.find((s) => s.name === 'get-by-id')!;
  const paths = getById.paths(ids);
  const bearer = { Authorization: `Bearer ${apiKey}` };
  const servers: Server[] = [];
  for (const [name, headers, withKey] of [
    ['off', {}, false],
    ['off+header', bearer, false],
    ['key', bearer, true],
  ] as const) {
    const copy = join(FOLDER, `${name.replace('+', '-')}.db`);
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
    copyFileSync(database, copy);
    const running = await startPeer(
      fieldlogPeer(),
      { database: copy, port: await freePort(), synchronous: 'FULL', apiKey: withKey },
      PINNED ? 0 : undefined,
    );
    servers.push({ name, running, headers });
  }
  try {
    const key = servers.find((s) => s.name === 'key')!;
    // The key server must refuse the request without its key, or the figure checks nothing.
    const refused = await fetchOnce(key.running.origin, 'GET', paths[0]!);
    if (refused.status !== 401) throw new Error(`The AUTH=on server answered a request without a key with ${refused.status}, not 401.`);
    for (const server of servers) {
      const answer = await fetchOnce(server.running.origin, 'GET', paths[0]!, undefined, server.headers);
      if (answer.status !== 200 || !answer.body.includes(ids[0]!))
        throw new Error(`${server.name} answered ${answer.status}, not 200 with the location: ${answer.body.slice(0, 300)}`);
    }
    process.stdout.write(
      `${PINNED ? 'servers on core 0, wrk and harness on core 1' : 'not pinned'}; wrk -t1 -c${CONNECTIONS}; ${ROUNDS} rounds of ${SECONDS} s per server; load average ${loadavg()[0]!.toFixed(2)}\n`,
    );
    for (const server of servers) await measure(server, paths, 2);
    const rounds: Record<Server['name'], Measured>[] = [];
    const orders = [
      [0, 1, 2],
      [2, 1, 0],
      [1, 2, 0],
      [0, 2, 1],
      [2, 0, 1],
      [1, 0, 2],
    ];
    for (let round = 0; round < ROUNDS; round++) {
      const got = {} as Record<Server['name'], Measured>;
      for (const index of orders[round % orders.length]!) got[servers[index]!.name] = await measure(servers[index]!, paths, SECONDS);
      rounds.push(got);
      process.stdout.write(
        `[${round + 1}/${ROUNDS}] ${servers.map((s) => `${s.name} ${Math.round(got[s.name].rps)} req/s ${got[s.name].cpu.toFixed(1)} µs`).join('; ')}\n`,
      );
    }
    const loadAfter = loadavg()[0]!;
    const out: string[] = [''];
    out.push(`${new Date().toISOString().slice(0, 10)}; node ${process.version}; load average (1 min) ${loadAfter.toFixed(2)} at the end.`);
    out.push('');
    out.push('| server | req/s median | min–max | server CPU µs/req median |');
    out.push('|---|---:|---:|---:|');
    for (const s of servers) {
      const rps = rounds.map((r) => r[s.name].rps);
      out.push(
        `| ${s.name} | ${Math.round(median(rps))} | ${Math.round(Math.min(...rps))}–${Math.round(Math.max(...rps))} | ${median(rounds.map((r) => r[s.name].cpu)).toFixed(1)} |`,
      );
    }
    out.push('');
    out.push('| pair (same round) | req/s ratio median | min–max | CPU µs/req difference median | ÷ CPU of the second |');
    out.push('|---|---:|---:|---:|---:|');
    for (const [a, b, what] of [
      ['off+header', 'off', 'the header alone'],
      ['key', 'off+header', 'the check alone'],
      ['key', 'off', 'a key, all told'],
    ] as const) {
      const ratios = rounds.map((r) => r[a].rps / r[b].rps);
      const difference = median(rounds.map((r) => r[a].cpu - r[b].cpu));
      out.push(
        `| ${a} ÷ ${b} (${what}) | ${median(ratios).toFixed(3)} | ${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)} | ${difference >= 0 ? '+' : ''}${difference.toFixed(1)} | ${((difference / median(rounds.map((r) => r[b].cpu))) * 100).toFixed(1)}% |`,
      );
    }
    const all = median(rounds.map((r) => r.key.rps / r.off.rps));
    out.push('');
    out.push(`Target (issue 17): key ÷ off ≥ 0.95 in requests/s: ${all.toFixed(3)}, ${all >= 0.95 ? 'met' : 'not met'}.`);
    process.stdout.write(`${out.join('\n')}\n`);
  } finally {
    for (const server of servers) await server.running.stop();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAllPeers();
    process.exit(130);
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`api-key.bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
