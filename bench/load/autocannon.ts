// The fallback load generator: autocannon (a devDependency), for a machine without wrk. It runs in
// its own node process (this file, as a script), pinned to the load core like wrk. It is a Node
// program, so it needs more CPU per request than wrk; near the ceiling it may be what limits the
// figures, which then compress the ratios towards 1. The report says which generator ran.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { realpathSync } from 'node:fs';
import { pinned, runToEnd } from './load-generator.js';
import type { LoadGenerator, LoadResult, LoadSpec } from './load-generator.js';

const require = createRequire(import.meta.url);

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  total?: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  throughput: Histogram & { total: number };
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

export function autocannonAvailable(): boolean {
  try {
    require.resolve('autocannon');
    return true;
  } catch {
    return false;
  }
}

export const autocannonGenerator: LoadGenerator = {
  name: 'autocannon',
  version: () => (require('autocannon/package.json') as { version: string }).version,
  async run(spec) {
    const args = ['--import', 'tsx', fileURLToPath(import.meta.url), JSON.stringify(spec)];
    const [command, pinnedArgs] = pinned(spec.cpu, process.execPath, args);
    return JSON.parse(await runToEnd(command, pinnedArgs, (spec.seconds + 30) * 1000)) as LoadResult;
  },
};

async function main(spec: LoadSpec): Promise<void> {
  const autocannon = require('autocannon') as Autocannon;
  const result = await autocannon({
    url: spec.origin,
    connections: spec.connections,
    duration: spec.seconds,
    requests: spec.paths.map((path) => ({
      method: spec.method,
      path,
      headers: spec.headers,
      ...(spec.body === undefined ? {} : { body: spec.body }),
    })),
  });
  const answer: LoadResult = {
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    bytesPerRequest: result.requests.total === 0 ? 0 : result.throughput.total / result.requests.total,
  };
  process.stdout.write(JSON.stringify(answer));
}

if (process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) {
  main(JSON.parse(process.argv[2] ?? '{}') as LoadSpec).catch((error: unknown) => {
    process.stderr.write(`autocannon failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
