// Retention under load (issue 21). Usage:
//   npm run bench -- retention                       300,000 seeded readings, 3 rounds of each case
//   npm run bench -- retention --size 100000 --rounds 2 --seconds 6
//
// One seeded SQLite file (scripts/seed.ts: readings spread over the last year) is copied afresh for
// every round. Each round starts the server (src/server.ts, a child process) on its copy and runs
// concurrent GETs for a fixed window: half by id (rows retention keeps), half a list page. In the
// "retention" case the server starts with RETENTION_DAYS=readings:146, so its first round removes
// about 60% of the rows, in batches of 1,000 through the writer thread, during the window; the
// "baseline" case runs the same GETs without it. The cases alternate in a shuffled order within the
// same run. Reported: GET p50 and p99 per case, the ratio of p99s (target: at most 2x), the rows
// retention removed during its windows, and the load average (the machine may be shared).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { seedDatabase } from '../scripts/seed.js';

const { values: options } = parseArgs({
  options: { size: { type: 'string' }, rounds: { type: 'string' }, seconds: { type: 'string' }, clients: { type: 'string' } },
  strict: false,
});
const SIZE = Number(options.size ?? 300_000);
const ROUNDS = Number(options.rounds ?? 3);
const WINDOW_MS = Number(options.seconds ?? 8) * 1000;
const CLIENTS = Number(options.clients ?? 8);
const DAYS = 146;
const DAY_MS = 86_400_000;

type Case = 'baseline' | 'retention';

interface Sample {
  kind: Case;
  byId: number[];
  list: number[];
  errors: number;
  removed: number;
  runState: string;
}

const work = mkdtempSync(join(tmpdir(), 'fieldlog-retention-bench-'));
const seeded = join(work, 'seeded.db');
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

async function startServer(database: string, kind: Case): Promise<{ url: string; stop(): Promise<void> }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database,
    RATE_LIMIT: '0',
    LOG_LEVEL: 'silent',
  };
  delete env.RETENTION_DAYS;
  if (kind === 'retention') env.RETENTION_DAYS = `readings:${DAYS}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const found = /listening on (http:\/\/\S+)/.exec(chunk.toString());
      if (found !== null) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function get(agent: Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function round(kind: Case, keptIds: readonly string[], index: number): Promise<Sample> {
  const database = join(work, `round-${index}.db`);
  copyFileSync(seeded, database);
  const server = await startServer(database, kind);
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const sample: Sample = { kind, byId: [], list: [], errors: 0, removed: 0, runState: '-' };
  const end = Date.now() + WINDOW_MS;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      let n = client;
      while (Date.now() < end) {
        const byId = client % 2 === 0;
        const path = byId ? `/readings/${keptIds[n++ % keptIds.length]}?version_number=3` : '/readings?version_number=3&limit=50';
        const started = process.hrtime.bigint();
        const status = await get(agent, `${server.url}${path}`);
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (status !== 200) sample.errors++;
        (byId ? sample.byId : sample.list).push(ms);
      }
    }),
  );
  agent.destroy();
  await server.stop();
  const db = new Database(database, { readonly: true });
  const run = db.prepare('SELECT removed, state FROM retention_runs ORDER BY id LIMIT 1').get() as
    | { removed: number; state: string }
    | undefined;
  db.close();
  sample.removed = run?.removed ?? 0;
  sample.runState = run?.state ?? '-';
  rmSync(database, { force: true });
  rmSync(`${database}-wal`, { force: true });
  rmSync(`${database}-shm`, { force: true });
  return sample;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  log(`load average at start: ${load()} (2 cores; other work on the machine shares them)`);
  const seedStart = Date.now();
  seedDatabase({ database: seeded, locations: 1000, readings: SIZE, seed: 21 });
  const db = new Database(seeded, { readonly: true });
  const cut = Date.now() - DAYS * DAY_MS;
  const all = db.prepare('SELECT id, "time" AS time FROM readings').all() as { id: string; time: string }[];
  db.close();
  const kept = all.filter((row) => Date.parse(row.time) >= cut + DAY_MS).map((row) => row.id);
  const old = all.length - all.filter((row) => Date.parse(row.time) >= cut).length;
  log(
    `seeded ${SIZE} readings in ${((Date.now() - seedStart) / 1000).toFixed(1)} s; ${old} (${((old / SIZE) * 100).toFixed(0)}%) older than ${DAYS} days`,
  );
  const order: Case[] = [];
  for (let i = 0; i < ROUNDS; i++) order.push('baseline', 'retention');
  // Shuffled (a fixed seed, so a rerun runs the same order): neither case always runs warm or last.
  let state = 21;
  for (let i = order.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const samples: Sample[] = [];
  for (const [index, kind] of order.entries()) {
    const sample = await round(kind, kept, index);
    samples.push(sample);
    const gets = [...sample.byId, ...sample.list];
    log(
      `round ${index + 1} ${kind.padEnd(9)}: ${gets.length} GETs, p50 ${percentile(gets, 50).toFixed(2)} ms, p99 ${percentile(gets, 99).toFixed(2)} ms, errors ${sample.errors}` +
        (kind === 'retention' ? `; retention removed ${sample.removed} rows (${sample.runState} at the window's end)` : '') +
        `; load ${load()}`,
    );
  }
  const of = (kind: Case, pick: (s: Sample) => number[]) => samples.filter((s) => s.kind === kind).flatMap(pick);
  log('\n| case | GETs | by id p50 / p99 (ms) | list p50 / p99 (ms) | all p50 / p99 (ms) |');
  log('|---|---|---|---|---|');
  for (const kind of ['baseline', 'retention'] as const) {
    const byId = of(kind, (s) => s.byId);
    const list = of(kind, (s) => s.list);
    const both = [...byId, ...list];
    const f = (values: number[]) => `${percentile(values, 50).toFixed(2)} / ${percentile(values, 99).toFixed(2)}`;
    log(`| ${kind} | ${both.length} | ${f(byId)} | ${f(list)} | ${f(both)} |`);
  }
  const p99 = (kind: Case) => percentile([...of(kind, (s) => s.byId), ...of(kind, (s) => s.list)], 99);
  const ratio = p99('retention') / p99('baseline');
  log(`\nGET p99 with retention / without: ${ratio.toFixed(2)}x (target: at most 2x) ${ratio <= 2 ? 'MET' : 'NOT MET'}`);
  log(`load average at end: ${load()}`);
  if (!existsSync(seeded)) throw new Error('the seeded file vanished');
}

await main();
