// Backups (issue 21), on SQLite. Usage:
//   npm run bench -- backup                        100,000 locations and readings, 10 s of load per turn
//   npm run bench -- backup --locations 500000 --seconds 20 --rounds 3
//
// 1. What `npm run backup` does to a seeded, quiet file (the online copy in one step, PRAGMA
//    integrity_check and the row counts) against copyFileSync of the same file, the floor of moving
//    those bytes with no checking at all: seconds, MB/s, and the ratio.
// 2. Creates under load (wrk or autocannon, POST /locations over 8 connections) against a server
//    taking a scheduled backup every second (BACKUP_INTERVAL=1s, on a thread of its own) and the
//    same server without, in alternating turns on copies of the seeded file: requests per second and
//    p99, and their ratios. This is what scheduled backups cost the requests they run beside.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { seedDatabase } from '../scripts/seed.js';
import { takeSqliteBackup } from '../src/storage/backup/sqlite-backup.js';
import { autocannonGenerator } from './load/autocannon.js';
import type { LoadGenerator, LoadResult } from './load/load-generator.js';
import { wrkAvailable, wrkGenerator } from './load/wrk.js';

const { values: options } = parseArgs({
  options: { locations: { type: 'string' }, seconds: { type: 'string' }, rounds: { type: 'string' } },
  strict: false,
});
const SIZE = Number(options.locations ?? 100_000);
const SECONDS = Number(options.seconds ?? 10);
const ROUNDS = Number(options.rounds ?? 2);
const BODY = JSON.stringify({
  version_number: 2,
  longitude: 7.1,
  latitude: 50.7,
  altitude: 60,
  speed: 1.5,
  timestamp: '2026-11-22T18:45:00Z',
});

const folder = mkdtempSync(join(tmpdir(), 'fieldlog-bench-backup-'));
process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
const seeded = join(folder, 'seeded.db');
const seed = seedDatabase({ database: seeded, locations: SIZE, readings: SIZE });
const megabytes = statSync(seeded).size / 1e6;
console.log(`Seeded ${SIZE} locations and readings (${megabytes.toFixed(1)} MB) in ${seed.seconds.toFixed(1)} s.`);

// 1. The backup's own work against a plain copy.
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const copySeconds: number[] = [];
const backupSeconds: number[] = [];
for (let round = 0; round < ROUNDS + 1; round++) {
  let started = performance.now();
  copyFileSync(seeded, join(folder, `copy-${round}.db`));
  copySeconds.push((performance.now() - started) / 1000);
  started = performance.now();
  await takeSqliteBackup(seeded, join(folder, `backup-${round}.db`));
  backupSeconds.push((performance.now() - started) / 1000);
  rmSync(join(folder, `copy-${round}.db`));
  rmSync(join(folder, `backup-${round}.db`));
}
const copy = median(copySeconds);
const backup = median(backupSeconds);
console.log(
  `\nBackup of ${megabytes.toFixed(1)} MB: ${backup.toFixed(2)} s (${(megabytes / backup).toFixed(0)} MB/s, verified); ` +
    `copyFileSync: ${copy.toFixed(2)} s (${(megabytes / copy).toFixed(0)} MB/s); backup/copy time ${(backup / copy).toFixed(1)}x ` +
    `(medians of ${ROUNDS + 1}; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')})`,
);

// 2. Creates with and without scheduled backups.
const generator: LoadGenerator = wrkAvailable() ? wrkGenerator : autocannonGenerator;
async function turn(withBackups: boolean, round: number): Promise<{ load: LoadResult; backups: number }> {
  const database = join(folder, `serve-${withBackups ? 'backups' : 'none'}-${round}.db`);
  copyFileSync(seeded, database);
  const dir = join(folder, `backups-${round}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database,
    RATE_LIMIT: '0',
    LOG_LEVEL: 'info',
  };
  if (withBackups) Object.assign(env, { BACKUP_INTERVAL: '1s', BACKUP_KEEP: '2', BACKUP_DIR: dir });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const found = /listening on (http:\/\/\S+)/.exec(out);
      if (found !== null) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const load = await generator.run({
    origin: url,
    method: 'POST',
    paths: ['/locations'],
    body: BODY,
    headers: { 'content-type': 'application/json' },
    connections: 8,
    seconds: SECONDS,
  });
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(database, { force: true });
  rmSync(dir, { recursive: true, force: true });
  return { load, backups: (out.match(/"Backup written to /g) ?? []).length };
}
const without: LoadResult[] = [];
const withBackups: LoadResult[] = [];
let backupsTaken = 0;
for (let round = 0; round < ROUNDS; round++) {
  without.push((await turn(false, round)).load);
  const taken = await turn(true, round);
  withBackups.push(taken.load);
  backupsTaken += taken.backups;
}
const rps = (results: LoadResult[]) => median(results.map((result) => result.requestsPerSecond));
const p99 = (results: LoadResult[]) => median(results.map((result) => result.p99Ms));
console.log(
  `\nCreates over 8 connections, ${SECONDS} s a turn, ${ROUNDS} turns each (${generator.name}), on ${megabytes.toFixed(1)} MB:\n` +
    `  without backups:          ${rps(without).toFixed(0)} req/s, p99 ${p99(without).toFixed(1)} ms\n` +
    `  with a backup each second: ${rps(withBackups).toFixed(0)} req/s, p99 ${p99(withBackups).toFixed(1)} ms (${backupsTaken} backups taken)\n` +
    `  ratio with/without: ${(rps(withBackups) / rps(without)).toFixed(2)}x req/s, ${(p99(withBackups) / p99(without)).toFixed(2)}x p99` +
    ` (load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')})`,
);
for (const result of [...without, ...withBackups]) {
  if (result.non2xx > 0 || result.socketErrors > 0)
    console.log(`  note: a turn had ${result.non2xx} non-2xx answers and ${result.socketErrors} socket errors`);
}
