// How long one request at the body size limit blocks the server's event loop (issue 6: < 20 ms),
// measured with perf_hooks.monitorEventLoopDelay around each kind of body. Read bench/README.md.
//
//   npm run bench -- event-loop                 30 requests per body
//   npm run bench -- event-loop --requests 50
//
// How it measures:
// - The server runs in this process, on loopback, with its default limits (XML raised to 256 KiB for
//   the comparison rows); the client runs in a worker thread, so its own work never shows up in the
//   server's event-loop histogram.
// - The histogram (1 ms resolution) is reset before each request and read after its answer: its max
//   is the longest stretch that request blocked the loop (parse, validation, storage, rendering, and
//   any garbage collection it caused). Each body is sent `--requests` times on one keep-alive
//   connection; the median, p99 and max of those per-request blocks are reported.
// - Each p99 is also given as a ratio to the 20 ms target; a small JSON create is the baseline row.
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { startServer } from '../src/server.js';
import { BODY_CASES, FORMER_XML_LIMIT } from './body-cases.js';
import type { BodyCase } from './body-cases.js';

const { values: options } = parseArgs({ args: process.argv.slice(2), options: { requests: { type: 'string' } }, strict: false });
const REQUESTS = Number(options.requests ?? 30);
const TARGET_MS = 20;
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

// The client: plain JavaScript in a worker, sending what it is told and reporting the statuses.
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { Agent, request } = require('node:http');
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const send = (c) => new Promise((resolve, reject) => {
  const req = request({ host: '127.0.0.1', port: workerData.port, method: 'POST', path: '/locations', agent,
    headers: { 'content-type': c.contentType, 'content-length': Buffer.byteLength(c.body) } }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode));
  });
  req.on('error', reject);
  req.end(c.body);
});
parentPort.on('message', async ({ bodyCase, count }) => {
  const statuses = [];
  for (let i = 0; i < count; i++) statuses.push(await send(bodyCase));
  parentPort.postMessage(statuses);
});
`;

interface Figures { name: string; medianMs: number; p99Ms: number; maxMs: number; statuses: string }

async function main(): Promise<void> {
  // In memory: with a file, every create's fsync (synchronous=FULL, on this thread) would be counted
  // as the body's cost; durability.bench.ts measures that on its own.
  const server = await startServer({ databaseUrl: ':memory:', port: 0, rateLimit: { limit: 0 }, limits: { maxXmlBytes: FORMER_XML_LIMIT } });
  const worker = new Worker(CLIENT, { eval: true, workerData: { port: Number(new URL(server.url).port) } });
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const run = (bodyCase: BodyCase, count: number) => new Promise<number[]>((resolve) => {
    worker.once('message', resolve);
    worker.postMessage({ bodyCase, count });
  });
  try {
    for (const bodyCase of BODY_CASES) await run(bodyCase, 3); // warm-up: JIT, caches, the first row
    const results: Figures[] = [];
    for (const bodyCase of BODY_CASES) {
      // One request at a time, the histogram reset before each: its max is that request's longest block.
      const blocks: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        // The garbage of the request before is collected first, so each block is the request's own.
        collectGarbage();
        histogram.reset();
        const [status] = await run(bodyCase, 1);
        if (status !== bodyCase.expect) throw new Error(`${bodyCase.name}: expected ${bodyCase.expect}, got ${status}`);
        blocks.push(histogram.max / 1e6);
      }
      blocks.sort((a, b) => a - b);
      const at = (q: number) => blocks[Math.min(blocks.length - 1, Math.ceil(q * blocks.length) - 1)]!;
      results.push({ name: bodyCase.name, medianMs: at(0.5), p99Ms: at(0.99), maxMs: blocks[blocks.length - 1]!, statuses: `${REQUESTS} × ${bodyCase.expect}` });
    }
    report(results);
  } finally {
    await worker.terminate();
    await server.close();
  }
}

function report(results: Figures[]): void {
  process.stdout.write(`Event-loop block per request at the size limit (${REQUESTS} requests each; target: p99 < ${TARGET_MS} ms)\n`);
  // Other work on the machine stretches every block; the load average says how much there was.
  process.stdout.write(`load average at the end: ${loadavg().map((n) => n.toFixed(2)).join(', ')} on ${availableParallelism()} CPUs\n\n`);
  process.stdout.write('| body | bytes | answers | median ms | p99 ms | max ms | p99 / target |\n|---|---:|---|---:|---:|---:|---:|\n');
  for (const r of results) {
    const bytes = Buffer.byteLength(BODY_CASES.find((c) => c.name === r.name)!.body);
    process.stdout.write(`| ${r.name} | ${bytes} | ${r.statuses} | ${r.medianMs.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.maxMs.toFixed(1)} | ${(r.p99Ms / TARGET_MS).toFixed(2)}${r.p99Ms < TARGET_MS ? '' : ' (over)'} |\n`);
  }
}

await main();
