// The real entry point (`node --import tsx src/main.ts`, as `npm start` runs it) in a child process,
// for the tests that kill it: crash recovery and graceful shutdown under load (issue 6). Its database
// comes from createTestDatabase() (test/support/test-database.ts), on the engine of the pass.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestContext } from 'node:test';
import { createTestDatabase } from './test-database.js';
import type { TestDatabase } from './test-database.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ChildServer {
  process: ChildProcess;
  port: number;
  stdout(): string;
  stderr(): string;
  /** Resolves once stdout matches `pattern`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the server on an ephemeral port, silent, with rate limiting off, on `databaseUrl` (a test
 * database's `url`, test/support/test-database.ts); resolves once it listens. The URL comes over the
 * IPC channel (src/server.ts sends it to a parent that has one), so it is found at any LOG_LEVEL.
 */
export async function startChildServer(databaseUrl: string, settings: Record<string, string> = {}): Promise<ChildServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: '0',
    ...settings,
  };
  // The test runner marks its own children; the server is not one of its test files.
  delete env.NODE_TEST_CONTEXT;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const listening = new Promise<string>((resolve) => {
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message.type === 'fieldlog-listening' && typeof message.url === 'string') resolve(message.url);
    });
  });
  let out = '';
  let err = '';
  const watchers = new Set<() => void>();
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    for (const watch of [...watchers]) watch();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  let ended = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      // The process can end before its last lines have come through the pipes, and a test that reads
      // stderr once it has exited must find them there: wait for both pipes to end, but not for
      // children of its own that may still hold them (WORKERS), at most a second.
      const drained = [child.stdout!, child.stderr!].map(
        (pipe) => new Promise<void>((done) => (pipe.readableEnded ? done() : pipe.once('end', () => done()))),
      );
      void Promise.race([Promise.all(drained), new Promise((done) => setTimeout(done, 1_000))]).then(() => {
        ended = true;
        for (const watch of [...watchers]) watch();
        resolve({ code, signal });
      });
    });
  });
  const waitFor = (pattern: RegExp, timeoutMs = 20_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const timer = setTimeout(() => {
        watchers.delete(check);
        reject(new Error(`No ${pattern} from the server in ${timeoutMs} ms; stdout: ${out} stderr: ${err}`));
      }, timeoutMs);
      const check = () => {
        const found = out.match(pattern);
        if (found !== null || ended) {
          watchers.delete(check);
          clearTimeout(timer);
          if (found !== null) resolve(found);
          else reject(new Error(`The server exited before printing ${pattern}; stdout: ${out} stderr: ${err}`));
        }
      };
      watchers.add(check);
      check();
    });
  const url = await Promise.race([
    listening,
    exited.then(() => {
      throw new Error(`The server exited before it listened; stdout: ${out} stderr: ${err}`);
    }),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`The server did not listen in 20 s; stdout: ${out} stderr: ${err}`)), 20_000).unref(),
    ),
  ]);
  return { process: child, port: Number(new URL(url!).port), stdout: () => out, stderr: () => err, waitFor, exited };
}

/**
 * A throw-away database on the pass's engine, and `start` for child servers on it: after the test,
 * every one of them still running is killed and the database dropped.
 */
export async function databaseForChildren(
  t: TestContext,
): Promise<{ database: TestDatabase; start: (settings?: Record<string, string>) => Promise<ChildServer> }> {
  const database = await createTestDatabase();
  const children: ChildServer[] = [];
  t.after(async () => {
    for (const child of children) killIfRunning(child);
    await Promise.all(children.map((child) => child.exited));
    await database.drop();
  });
  const start = async (settings: Record<string, string> = {}): Promise<ChildServer> => {
    const child = await startChildServer(database.url, settings);
    children.push(child);
    return child;
  };
  return { database, start };
}

/** Stops a child left running by a failed test. */
export function killIfRunning(child: ChildServer | undefined): void {
  if (child !== undefined && child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
}

/** Every location row by id, read with a connection of the test's own (the server may be stopped). */
export async function readLocations(database: TestDatabase): Promise<Map<string, Record<string, unknown>>> {
  try {
    const rows = await database.rows('SELECT * FROM locations');
    return new Map(rows.map((row) => [row.id as string, row]));
  } finally {
    await database.disconnect();
  }
}
