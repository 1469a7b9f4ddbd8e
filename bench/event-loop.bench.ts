// How long one request at the body size limit blocks the server's event loop (issue 6: < 20 ms),
// measured with perf_hooks.monitorEventLoopDelay around each kind of body. Read bench/README.md.
//
//   npm run bench -- event-loop                 30 requests per body
//   npm run bench -- event-loop --requests 50
//   npm run bench -- event-loop --only bulk      the bulk-ingest bodies (and the baseline)
//
// How it measures:
// - The server runs in this process, on loopback, with its default limits (XML raised to 256 KiB for
//   the comparison rows); the client runs in a child process, so its work shows up neither in the
//   server's event-loop histogram nor in its CPU time.
// - The histogram (1 ms resolution) is reset before each request and read after its answer: its max
//   is the longest stretch that request blocked the loop (parse, validation, storage, rendering, and
//   any garbage collection that fell in it). Each body is sent `--requests` times on one keep-alive
//   connection; the median, p99 and max of those per-request blocks are reported.
// - Each p99 is also given as a ratio to the 20 ms target; a small JSON create is the baseline row.
// - The server process's CPU time per request (process.cpuUsage) is printed beside it: wall-clock
//   blocks stretch when other work shares the CPUs, CPU time much less, so on a busy machine it is
//   the steadier figure of what a body costs.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startServer } from '../src/server.js';
import { BODY_CASES, FORMER_XML_LIMIT } from './body-cases.js';
import type { BodyCase } from './body-cases.js';

const { values: options } = parseArgs({
  args: process.argv.slice(2),
  options: { requests: { type: 'string' }, only: { type: 'string' } },
  strict: false,
});
const REQUESTS = Number(options.requests ?? 30);
// `--only bulk`: the bodies whose name holds the text (the baseline always runs).
const CASES = BODY_CASES.filter((c) => c === BODY_CASES[0] || typeof options.only !== 'string' || c.name.includes(options.only));
const TARGET_MS = 20;

// The client: plain JavaScript in a child process, sending what it is told and reporting the statuses.
// A process, not a worker thread: process.cpuUsage() then counts the server's work only.
const CLIENT = `
const { Agent, request } = require('node:http');
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const send = (c) => new Promise((resolve, reject) => {
  const req = request({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT), method: 'POST', path: c.path ?? '/locations', agent,
    headers: { 'content-type': c.contentType, 'content-length': Buffer.byteLength(c.body) } }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode));
  });
  req.on('error', reject);
  req.end(c.body);
});
process.on('message', async ({ bodyCase, count }) => {
  const statuses = [];
  for (let i = 0; i < count; i++) statuses.push(await send(bodyCase));
  process.send(statuses);
});
`;

interface Figures {
  name: string;
  medianMs: number;
  p99Ms: number;
  maxMs: number;
  cpuMs: number;
  statuses: string;
}

async function main(): Promise<void> {
  // In memory: with a file, every create's fsync (synchronous=FULL, on this thread) would be counted
  // as the body's cost; durability.bench.ts measures that on its own.
  const server = await startServer({
    databaseUrl: ':memory:',
    port: 0,
    rateLimit: { limit: 0 },
    limits: { maxXmlBytes: FORMER_XML_LIMIT },
  });
  const client = spawn(process.execPath, ['-e', CLIENT], {
    env: { ...process.env, BENCH_PORT: new URL(server.url).port },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const run = (bodyCase: BodyCase, count: number) =>
    new Promise<number[]>((resolve) => {
      client.once('message', (statuses) => resolve(statuses as number[]));
      client.send({ bodyCase, count });
    });
  try {
    for (const bodyCase of CASES) await run(bodyCase, 3); // warm-up: JIT, caches, the first row
    const results: Figures[] = [];
    for (const bodyCase of CASES) {
      // One request at a time, the histogram reset before each: its max is that request's longest block.
      const blocks: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        // No forced gc() between requests: it made V8 drop sax's optimised code, and XML bodies then
        // cost three times as much as they do in a running server.
        histogram.reset();
        const before = process.cpuUsage();
        const [status] = await run(bodyCase, 1);
        const used = process.cpuUsage(before);
        if (status !== bodyCase.expect) throw new Error(`${bodyCase.name}: expected ${bodyCase.expect}, got ${status}`);
        blocks.push(histogram.max / 1e6);
        cpu.push((used.user + used.system) / 1e3);
      }
      cpu.sort((a, b) => a - b);
      blocks.sort((a, b) => a - b);
      const at = (q: number) => blocks[Math.min(blocks.length - 1, Math.ceil(q * blocks.length) - 1)]!;
      results.push({
        name: bodyCase.name,
        medianMs: at(0.5),
        p99Ms: at(0.99),
        maxMs: blocks[blocks.length - 1]!,
        cpuMs: cpu[Math.floor(cpu.length / 2)]!,
        statuses: `${REQUESTS} × ${bodyCase.expect}`,
      });
    }
    report(results);
  } finally {
    client.kill();
    await server.close();
  }
}

function report(results: Figures[]): void {
  process.stdout.write(`Event-loop block per request at the size limit (${REQUESTS} requests each; target: p99 < ${TARGET_MS} ms)\n`);
  // Other work on the machine stretches every block; the load average says how much there was.
  process.stdout.write(
    `load average at the end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')} on ${availableParallelism()} CPUs\n\n`,
  );
  process.stdout.write(
    '| body | bytes | answers | block median ms | p99 ms | max ms | p99 / target | server CPU median ms |\n|---|---:|---|---:|---:|---:|---:|---:|\n',
  );
  for (const r of results) {
    const bytes = Buffer.byteLength(BODY_CASES.find((c) => c.name === r.name)!.body);
    process.stdout.write(
      `| ${r.name} | ${bytes} | ${r.statuses} | ${r.medianMs.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.maxMs.toFixed(1)} | ${(r.p99Ms / TARGET_MS).toFixed(2)}${r.p99Ms < TARGET_MS ? '' : ' (over)'} | ${r.cpuMs.toFixed(1)} |\n`,
    );
  }
}

await main();
