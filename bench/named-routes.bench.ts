// The named routes of issue 3 and the device routes of issue 18 at a million rows, over HTTP against
// the real server on loopback, each reported as a ratio to GET /locations/{id} measured in the same
// run. Read bench/README.md first.
//
//   npm run bench -- named-routes                     1,000,000 locations and readings, 10,000 devices (seeds once, ~1 min)
//   npm run bench -- named-routes --size 100000       a smaller database, for a quick look
//   npm run bench -- named-routes --database path     any database seeded since version 3 (npm run seed)
//
// Issue 18's target: a device's track and its latest location and readings each within 3x GET by id
// at 10,000 devices and 1,000,000 locations. The bench exits 1, saying which, when one is above it.
//
// How it measures:
// - The server runs in its own process (npm start's entry point), so the client's parsing never
//   competes with the server for the event loop. One keep-alive connection, one request at a time:
//   this is latency, not throughput.
// - Every request of a scenario differs (another id, box, area or time range), so no answer is a
//   repeat of the one before. Scenarios take turns in rounds, so a slow spell on a shared machine
//   falls on all of them alike; the median is reported, with the 95th percentile.
import { parseArgs } from 'node:util';
import {
  TARGET_RATIO,
  agent,
  loadAverage,
  percentile,
  pickSamples,
  prepareDatabase,
  scenarios,
  startServer,
  timeRound,
  warmUp,
} from './route-latency.js';

const { values: options } = parseArgs({
  args: process.argv.slice(2),
  options: { size: { type: 'string' }, database: { type: 'string' }, rounds: { type: 'string' } },
  strict: false,
});
const SIZE = Number(options.size ?? 1_000_000);
// "v3": files seeded before version 3 (data/bench-<size>.db) have no devices; this name never meets one.
const DATABASE = String(options.database ?? `data/bench-v3-${SIZE}.db`);
const ROUNDS = Number(options.rounds ?? 8);
const PER_ROUND = 25;

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  prepareDatabase(DATABASE, SIZE, (line) => process.stdout.write(line));
  const samples = pickSamples(DATABASE);
  const server = await startServer(DATABASE);
  const failures: string[] = [];
  try {
    const cases = scenarios(samples);
    const times = new Map<string, number[]>(cases.map(({ name }) => [name, []]));
    await warmUp(server.url, cases);
    for (let round = 0; round < ROUNDS; round += 1) await timeRound(server.url, cases, round, PER_ROUND, times);
    const sorted = new Map([...times].map(([name, list]) => [name, [...list].sort((a, b) => a - b)]));
    const baselineName = cases[0]!.name;
    const baseline = percentile(sorted.get(baselineName)!, 0.5);
    process.stdout.write(
      `${SIZE.toLocaleString('en')} locations and readings; ${ROUNDS * PER_ROUND} requests per scenario; ratio = median / median of ${baselineName}\n\n`,
    );
    process.stdout.write('| scenario | median ms | p95 ms | ratio |\n|---|---:|---:|---:|\n');
    for (const { name } of cases) {
      const list = sorted.get(name)!;
      const ratio = percentile(list, 0.5) / baseline;
      process.stdout.write(
        `| ${name} | ${percentile(list, 0.5).toFixed(2)} | ${percentile(list, 0.95).toFixed(2)} | ${ratio.toFixed(2)} |\n`,
      );
    }
    process.stdout.write(`\nIssue 18: the device routes, each within ${TARGET_RATIO}x ${baselineName}:\n`);
    for (const { name, maxRatio } of cases) {
      if (maxRatio === undefined) continue;
      const ratio = percentile(sorted.get(name)!, 0.5) / baseline;
      process.stdout.write(`  ${name}: ${ratio.toFixed(2)}x (${ratio <= maxRatio ? 'met' : 'NOT met'})\n`);
      if (ratio > maxRatio) failures.push(`${name} took ${ratio.toFixed(2)}x GET by id, above the ${maxRatio}x of issue 18`);
    }
  } finally {
    server.stop();
    agent.destroy();
  }
  process.stdout.write(`\n${new Date().toISOString()}; load average ${loadBefore} before, ${loadAverage()} after (/proc/loadavg)\n`);
  if (failures.length > 0) {
    process.stderr.write(`\nThe named-routes benchmark failed: ${failures.join('; ')}.\n`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
