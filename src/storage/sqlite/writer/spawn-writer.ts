// Where the writer thread's code is, in the sources (under tsx) and in the bundle (dist/).
import { Worker } from 'node:worker_threads';
import type { WriterData } from './messages.js';

const THREAD_LIMITS = { maxYoungGenerationSizeMb: 4 };

export function spawnWriter(data: WriterData): Worker {
  // No inherited options: Node refuses V8 flags (--max-semi-space-size) in a worker's execArgv, and
  // --input-type (a server started by --eval, as the benchmark's NORMAL peer is) for a file entry.
  // The thread's own young generation is kept small: it allocates little but a group's messages.
  // The bundle's thread is CommonJS (scripts/bundle.ts builds a worker named .cjs so): a worker
  // starts some 30 ms sooner without an ES module loader, and this one is on the start's path.
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./worker-main.cjs', import.meta.url), { workerData: data, execArgv: [], resourceLimits: THREAD_LIMITS });
  }
  // Running the sources under tsx (npm start, the tests). On Node 20 `--import tsx` registers its
  // loader on the main thread only (tsx checks isMainThread), and a worker does not inherit loader
  // hooks, so the thread registers tsx itself before it imports its entry module.
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./worker-main.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { eval: true, workerData: data, resourceLimits: THREAD_LIMITS });
}
