// What durability costs a client (issues 6 and 7): creates per second over HTTP with synchronous=FULL,
// the setting the store always uses, against NORMAL, as a ratio measured in the same run, and how long
// the server's event loop is held. FULL runs two ways: on the writer thread by group commit (the
// default) and inline (one fsync per create on the event loop, as before issue 7). Read
// bench/README.md. (bench/group-commit.bench.ts measures the same modes at the storage level.)
//
//   npm run bench -- durability                    3 rounds of 3 s per mode
//   npm run bench -- durability --rounds 5 --seconds 5
//
// How it measures:
// - The real server (startServer) runs in this process on a fresh database file under the system's
//   temporary folder for each run; NORMAL and inline come from startServer's `synchronous` and
//   `writer` options, which the environment cannot set. The client runs in a worker thread: 16 keep-alive connections, each
//   sending the next JSON create as soon as the last is answered.
// - Modes take turns in shuffled order each round; the median creates/s of the rounds is reported.
// - monitorEventLoopDelay (1 ms resolution) runs on the server's thread during each run: better-sqlite3
//   commits on the thread that calls it, so under FULL inline every create blocks it for one fsync.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { startServer } from '../src/server.js';
import type { ServerOptions } from '../src/server.js';

const { values: options } = parseArgs({
  args: process.argv.slice(2),
  options: { rounds: { type: 'string' }, seconds: { type: 'string' } },
  strict: false,
});
const ROUNDS = Number(options.rounds ?? 3);
const SECONDS = Number(options.seconds ?? 3);
const CLIENTS = 16;
const MODES = {
  'FULL, writer thread': {},
  'FULL inline': { writer: 'inline' },
  NORMAL: { synchronous: 'NORMAL' },
  'NORMAL inline': { synchronous: 'NORMAL', writer: 'inline' },
} as const satisfies Record<string, Pick<ServerOptions, 'writer' | 'synchronous'>>;
type Mode = keyof typeof MODES;

const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { Agent, request } = require('node:http');
const body = JSON.stringify({ version_number: 1, longitude: 7.1, latitude: 50.7, altitude: 60 });
const create = (agent) => new Promise((resolve, reject) => {
  const req = request({ host: '127.0.0.1', port: workerData.port, method: 'POST', path: '/locations', agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode));
  });
  req.on('error', reject);
  req.end(body);
});
(async () => {
  const deadline = Date.now() + workerData.seconds * 1000;
  let created = 0;
  await Promise.all(Array.from({ length: workerData.clients }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    while (Date.now() < deadline) if (await create(agent) === 201) created++;
    agent.destroy();
  }));
  parentPort.postMessage(created);
})();
`;

interface Run {
  perSecond: number;
  loopP99Ms: number;
  loopMaxMs: number;
}

async function runOnce(mode: Mode): Promise<Run> {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-bench-durability-'));
  const server = await startServer({ databaseUrl: join(folder, 'bench.db'), port: 0, rateLimit: { limit: 0 }, ...MODES[mode] });
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  try {
    histogram.enable();
    const worker = new Worker(CLIENT, {
      eval: true,
      workerData: { port: Number(new URL(server.url).port), seconds: SECONDS, clients: CLIENTS },
    });
    const created = await new Promise<number>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    histogram.disable();
    await worker.terminate();
    return { perSecond: created / SECONDS, loopP99Ms: histogram.percentile(99) / 1e6, loopMaxMs: histogram.max / 1e6 };
  } finally {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const names = Object.keys(MODES) as Mode[];
const runs = new Map<string, Run[]>(names.map((mode) => [mode, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const mode of [...names].sort(() => Math.random() - 0.5)) runs.get(mode)!.push(await runOnce(mode));
}
const full = median(runs.get('FULL, writer thread')!.map((r) => r.perSecond));
const inline = median(runs.get('FULL inline')!.map((r) => r.perSecond));
const normal = median(runs.get('NORMAL')!.map((r) => r.perSecond));
process.stdout.write(
  `HTTP creates, ${CLIENTS} keep-alive clients, ${SECONDS} s a run, median of ${ROUNDS} runs in shuffled order (database in ${tmpdir()})\n\n`,
);
process.stdout.write(
  '| mode | creates/s (median) | runs | event-loop delay p99 ms | max ms | vs NORMAL |\n|---|---:|---|---:|---:|---:|\n',
);
for (const [mode, list] of runs) {
  const rate = median(list.map((r) => r.perSecond));
  process.stdout.write(
    `| ${mode} | ${Math.round(rate)} | ${list.map((r) => Math.round(r.perSecond)).join(', ')} | ${median(list.map((r) => r.loopP99Ms)).toFixed(1)} | ${Math.max(...list.map((r) => r.loopMaxMs)).toFixed(1)} | ${(rate / normal).toFixed(2)}x |\n`,
  );
}
process.stdout.write(
  `\nFULL (writer thread) / NORMAL: ${(full / normal).toFixed(2)}; FULL inline / NORMAL: ${(inline / normal).toFixed(2)}; load average at the end: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} on ${availableParallelism()} CPUs\n`,
);
