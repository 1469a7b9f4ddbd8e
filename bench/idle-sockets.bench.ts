// Normal GETs while 1,000 idle sockets are open (issue 6: p99 at most 2x the p99 without them).
// Loopback only, bounded: 1,000 sockets, a few thousand requests, under a minute. Read bench/README.md.
//
//   npm run bench -- idle-sockets                  3 rounds of 1,000 requests per phase
//   npm run bench -- idle-sockets --rounds 5 --requests 2000
//
// How it measures:
// - The server runs in its own process (src/server.ts, in memory, log silent, rate limit off), so
//   the 1,000 sockets and the client's timing never share its event loop.
// - One keep-alive connection sends GET /locations/{id}?version_number=1, one request at a time;
//   each latency is timed from write to the end of the answer.
// - Phases alternate within each round: none open, 1,000 silent sockets (connected, no byte sent:
//   a slowloris client), none, 1,000 idle keep-alive sockets (one request each, then quiet). Each
//   phase with sockets starts only once all of them are open, and its requests finish well inside
//   the 5 s and 10 s after which the server cuts such sockets; the count still open is reported.
// - Reported: p50 and p99 per phase over all rounds, and the ratio of p99 with sockets to p99
//   without, from the same rounds.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import type { Socket } from 'node:net';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  args: process.argv.slice(2),
  options: { rounds: { type: 'string' }, requests: { type: 'string' } },
  strict: false,
});
const ROUNDS = Number(options.rounds ?? 3);
const REQUESTS = Number(options.requests ?? 1_000);
const SOCKETS = 1_000;
const TARGET_RATIO = 2;

function startServer(): Promise<{ port: number; stop: () => void }> {
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: ':memory:', LOG_LEVEL: 'silent', RATE_LIMIT: '0' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { env, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start: ${out}`)), 20_000);
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    // The URL comes over the IPC channel: at LOG_LEVEL=silent the server writes no start line.
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message.type !== 'fieldlog-listening') return;
      clearTimeout(timer);
      resolve({ port: Number(new URL(message.url!).port), stop: () => child.kill('SIGTERM') });
    });
    child.once('exit', (code) => reject(new Error(`The server exited (${code}): ${out}`)));
  });
}

function timedRequest(
  port: number,
  agent: Agent,
  method: string,
  path: string,
  body?: string,
): Promise<{ ms: number; status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const headers: Record<string, string> =
      body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Opens `count` sockets; with `oneRequest`, each carries one GET /healthz first and then stays idle. */
async function openIdle(port: number, count: number, oneRequest: boolean): Promise<{ sockets: Socket[]; open: () => number }> {
  let closed = 0;
  const sockets: Socket[] = [];
  // In batches, so that the listen backlog never overflows.
  for (let i = 0; i < count; i += 100) {
    await Promise.all(
      Array.from(
        { length: Math.min(100, count - i) },
        () =>
          new Promise<void>((resolve, reject) => {
            const socket = connect({ host: '127.0.0.1', port });
            socket.on('error', () => undefined);
            socket.once('close', () => {
              closed++;
            });
            sockets.push(socket);
            socket.once('connect', () => {
              if (!oneRequest) return resolve();
              socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
              socket.once('data', () => resolve());
            });
            socket.once('error', reject);
          }),
      ),
    );
  }
  return { sockets, open: () => count - closed };
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const server = await startServer();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const created = await timedRequest(
      server.port,
      agent,
      'POST',
      '/locations',
      JSON.stringify({ version_number: 1, longitude: 7.1, latitude: 50.7, altitude: 60 }),
    );
    const path = `/locations/${JSON.parse(created.text).data.id}?version_number=1`;
    const measure = async (count: number) => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const answer = await timedRequest(server.port, agent, 'GET', path);
        if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
        times.push(answer.ms);
      }
      return times;
    };
    await measure(500); // warm-up
    const phases = { none: [] as number[], silent: [] as number[], 'keep-alive idle': [] as number[] };
    const stillOpen: Record<string, number[]> = { silent: [], 'keep-alive idle': [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const phase of ['silent', 'keep-alive idle'] as const) {
        phases.none.push(...(await measure(REQUESTS)));
        const idle = await openIdle(server.port, SOCKETS, phase === 'keep-alive idle');
        phases[phase].push(...(await measure(REQUESTS)));
        stillOpen[phase]!.push(idle.open());
        for (const socket of idle.sockets) socket.destroy();
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const none = [...phases.none].sort((a, b) => a - b);
    process.stdout.write(
      `GET by id on one keep-alive connection, ${ROUNDS} rounds × ${REQUESTS} requests per phase; ${SOCKETS} sockets; target: p99 ratio ≤ ${TARGET_RATIO}\n`,
    );
    process.stdout.write(
      `load average at the end: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')} on ${availableParallelism()} CPUs\n\n`,
    );
    process.stdout.write('| phase | sockets still open at its end | p50 ms | p99 ms | p99 / p99 without |\n|---|---|---:|---:|---:|\n');
    for (const [phase, times] of Object.entries(phases)) {
      const sorted = [...times].sort((a, b) => a - b);
      const open = phase === 'none' ? '0' : stillOpen[phase]!.join(', ');
      process.stdout.write(
        `| ${phase} | ${open} | ${percentile(sorted, 0.5).toFixed(3)} | ${percentile(sorted, 0.99).toFixed(3)} | ${(percentile(sorted, 0.99) / percentile(none, 0.99)).toFixed(2)} |\n`,
      );
    }
  } finally {
    agent.destroy();
    server.stop();
  }
}

await main();
