// Does a failed sign-in's time tell a known name from an unknown one (issue 17)? POST /session with a
// known name and a wrong password, and with an unknown name, alternating, each from an address and
// for a name of its own (so no attempt is throttled), against the real server on a throw-away SQLite
// file. An unknown name runs the same scrypt as a known one (verifyAgainstNothing), so the two
// medians should be equal within the noise; the ratio of the medians is the figure.
//
//   npm run bench -- sign-in                 40 attempts of each kind
//   npm run bench -- sign-in --attempts 100
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../src/server.js';
import { openUsers } from '../src/storage/index.js';

const { values } = parseArgs({ args: process.argv.slice(2), options: { attempts: { type: 'string', default: '40' } } });
const attempts = Number(values.attempts);
const folder = mkdtempSync(join(tmpdir(), 'fieldlog-sign-in-bench-'));
const databaseUrl = join(folder, 'fieldlog.db');

const users = await openUsers(databaseUrl);
for (let i = 0; i < attempts; i++) await users.add(`known-${i}`, 'viewer', 'the right password, long enough');
await users.close();
const server = await startServer({ databaseUrl, port: 0, host: '127.0.0.1', rateLimit: { limit: 0 }, trustProxy: ['loopback'] });

async function attempt(name: string, address: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(`${server.url}/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
    body: new URLSearchParams({ name, password: 'a wrong password' }),
    redirect: 'manual',
  });
  await answer.arrayBuffer();
  if (answer.status !== 401) throw new Error(`${name}: ${answer.status}, wanted 401`);
  return performance.now() - started;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const known: number[] = [];
const unknown: number[] = [];
try {
  await attempt('warm-up', '192.0.2.250');
  for (let i = 0; i < attempts; i++) {
    // Alternating, so a slow spell of the machine falls on both kinds alike.
    known.push(await attempt(`known-${i}`, `198.51.100.${(i % 250) + 1}`));
    unknown.push(await attempt(`unknown-${i}`, `203.0.113.${(i % 250) + 1}`));
  }
} finally {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
}
const [knownMedian, unknownMedian] = [median(known), median(unknown)];
console.log(
  `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}; ${attempts} attempts of each kind`,
);
console.log('| failed sign-in | median ms | min ms | max ms |');
console.log('|---|---:|---:|---:|');
console.log(
  `| known name, wrong password | ${knownMedian.toFixed(1)} | ${Math.min(...known).toFixed(1)} | ${Math.max(...known).toFixed(1)} |`,
);
console.log(`| unknown name | ${unknownMedian.toFixed(1)} | ${Math.min(...unknown).toFixed(1)} | ${Math.max(...unknown).toFixed(1)} |`);
console.log(`ratio of medians (unknown / known): ${(unknownMedian / knownMedian).toFixed(3)}`);
