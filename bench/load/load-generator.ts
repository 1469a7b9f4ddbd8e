// One interface for the load generators of bench/http.bench.ts: wrk (Debian's package) when it is
// installed, autocannon (a devDependency) otherwise. Both run as their own process, pinned to the
// load core, and send the scenario's requests over `connections` keep-alive connections for a time.
import { spawn, spawnSync } from 'node:child_process';

export interface LoadSpec {
  /** http://127.0.0.1:PORT, no path. */
  origin: string;
  method: 'GET' | 'POST';
  /** Cycled through in order, one request after another. */
  paths: readonly string[];
  body?: string | undefined;
  headers: Readonly<Record<string, string>>;
  connections: number;
  seconds: number;
  /** The core to pin the generator to, when the machine has taskset and two cores or more. */
  cpu?: number | undefined;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers whose status was not 2xx or 3xx. */
  non2xx: number;
  /** Connect, read, write errors and timeouts together. */
  socketErrors: number;
  bytesPerRequest: number;
}

export interface LoadGenerator {
  name: string;
  /** What ran, for the report: name and version. */
  version(): string;
  run(spec: LoadSpec): Promise<LoadResult>;
}

/** `command args` under `taskset -c cpu` when a core (or a list, such as "0-1") is given. */
export function pinned(cpu: number | string | undefined, command: string, args: readonly string[]): [string, string[]] {
  return cpu === undefined ? [command, [...args]] : ['taskset', ['-c', String(cpu), command, ...args]];
}

export function hasCommand(command: string, args: readonly string[] = ['--version']): boolean {
  const probe = spawnSync(command, args, { stdio: 'ignore' });
  return probe.error === undefined;
}

/** Runs a command to its end, bounded by `timeoutMs`, and returns its stdout; throws with stderr on failure. */
export function runToEnd(command: string, args: readonly string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const interrupt = () => child.kill('SIGKILL');
    process.once('SIGINT', interrupt).once('SIGTERM', interrupt);
    child.once('exit', () => process.off('SIGINT', interrupt).off('SIGTERM', interrupt));
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}: ${err || out}`));
    });
  });
}
