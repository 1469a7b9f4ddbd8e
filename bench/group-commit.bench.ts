// Durable creates at the storage level: group commit on the writer thread (FULL, one COMMIT and one
// fsync per group, off the event loop; the default) against FULL inline (one transaction and one
// fsync per write, on the event loop: what the store did before issue 7) and NORMAL inline (no fsync
// at commit: the ceiling, not durable). `concurrency` writes are kept in flight, as concurrent
// requests would be. The event loop's own delay is not reported here: inline, every write resolves at
// once, so a timer-based monitor never gets to run and would print 0; durability.bench.ts measures it
// over HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '../src/storage/sqlite/database.js';
import type { SqliteOptions } from '../src/storage/sqlite/database.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);

const MODES: Record<string, SqliteOptions> = {
  'FULL inline (per commit)': { writer: 'inline' },
  'FULL, writer thread (group commit)': {},
  'NORMAL inline (not durable)': { synchronous: 'NORMAL', writer: 'inline' },
  'NORMAL, writer thread (not durable)': { synchronous: 'NORMAL' },
};

async function measure(options: SqliteOptions): Promise<number> {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-bench-'));
  const store = await openSqliteStore(join(folder, 'bench.db'), options);
  const locations = store.collection('locations');
  let done = 0;
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        await locations.insert({ longitude: 7.1, latitude: 50.7, altitude: done });
        done++;
      }
    }),
  );
  await store.close();
  rmSync(folder, { recursive: true, force: true });
  return done / SECONDS;
}

const results = new Map<string, number[]>(Object.keys(MODES).map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  // Shuffled each round, so drift over the run does not favour one mode.
  for (const name of Object.keys(MODES).sort(() => Math.random() - 0.5)) results.get(name)!.push(await measure(MODES[name]!));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const full = median(results.get('FULL inline (per commit)')!);
const normal = median(results.get('NORMAL inline (not durable)')!);
process.stdout.write(`${CONCURRENCY} writes in flight, ${SECONDS} s a run, median of ${ROUNDS} runs in shuffled order\n\n`);
process.stdout.write('| mode | creates/s (median) | min | max | vs FULL inline | vs NORMAL |\n|---|---|---|---|---|---|\n');
for (const [name, runs] of results) {
  const med = median(runs);
  const whole = (n: number) => Math.round(n).toLocaleString('en');
  process.stdout.write(
    `| ${name} | ${whole(med)} | ${whole(Math.min(...runs))} | ${whole(Math.max(...runs))} | ${(med / full).toFixed(2)}x | ${(med / normal).toFixed(2)}x |\n`,
  );
}
