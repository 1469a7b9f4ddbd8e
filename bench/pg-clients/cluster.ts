// The database a PostgreSQL benchmark runs on: FIELDLOG_TEST_POSTGRES_URL when set (CI's cluster, or
// one you started with scripts/postgres-cluster.sh), else a throw-away cluster of its own that is
// stopped and removed when the benchmark ends, whatever happens.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../scripts/postgres-cluster.sh', import.meta.url));

export type BenchDatabase = { url: string; origin: string; stop(): void };

export function openBenchDatabase(): BenchDatabase {
  const given = process.env.FIELDLOG_TEST_POSTGRES_URL;
  if (given !== undefined && given !== '') return { url: given, origin: 'FIELDLOG_TEST_POSTGRES_URL', stop: () => {} };
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-pg-bench-'));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    execFileSync('bash', [SCRIPT, 'stop', folder], { stdio: 'inherit' });
  };
  // A benchmark stopped with Ctrl-C still stops its server.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  }
  try {
    const output = execFileSync('bash', [SCRIPT, 'start', folder], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    const url = /^DATABASE_URL=(.+)$/m.exec(output)?.[1];
    if (url === undefined) throw new Error(`scripts/postgres-cluster.sh printed no DATABASE_URL line: ${output}`);
    return { url, origin: `a throw-away cluster in ${folder}`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
