// The writer thread, started before the server's modules load (src/main.ts, issue 22). A thread costs
// some 50-70 ms before it can write: an isolate, its modules, better-sqlite3's addon. Started by the
// server once the database is migrated, it finished after the app was built, and the first answer
// waited for it. Started first, it loads while the main thread loads the bundle, on the other core,
// and waits (WriterData.held) until the main thread says that the migrations have run.
import type { Worker } from 'node:worker_threads';
import type { SqliteSynchronous } from '../pragmas.js';
import type { WriterData } from './messages.js';
import { spawnWriter } from './spawn-writer.js';

interface Prestarted {
  worker: Worker;
  /** WriterData.held: set to 1 to open. */
  held: Int32Array;
  location: string;
  synchronous: SqliteSynchronous;
  /** Set if the thread failed or ended while it waited: it is then not handed out. */
  gone: boolean;
  forget(): void;
}

let prestarted: Prestarted | undefined;

/**
 * Starts a held writer thread for the file at `location`, for the WriterThread that asks for it by
 * takePrestartedWriter. Returns its thread id (the log's `thread_id`).
 */
export function prestartWriter(location: string, synchronous: SqliteSynchronous = 'FULL'): number {
  discardPrestartedWriter();
  const held = new SharedArrayBuffer(4);
  const worker = spawnWriter({ location, synchronous, probe: undefined, walLimitBytes: undefined, held });
  // Until a WriterThread takes it, nothing else listens: an error would otherwise end the process.
  const entry: Prestarted = { worker, held: new Int32Array(held), location, synchronous, gone: false, forget: () => undefined };
  const gone = () => {
    entry.gone = true;
  };
  worker.on('error', gone);
  worker.on('exit', gone);
  entry.forget = () => {
    worker.off('error', gone);
    worker.off('exit', gone);
  };
  // A held thread never keeps the process alive: a start that fails before taking it still exits.
  worker.unref();
  prestarted = entry;
  return worker.threadId;
}

/**
 * The thread prestartWriter started for exactly these settings, told to open the database now (the
 * caller has migrated it); undefined when there is none, it was for other settings, or it failed
 * while it waited (the caller then starts one as before, which reports why).
 */
export function takePrestartedWriter(data: WriterData): Worker | undefined {
  const entry = prestarted;
  if (entry === undefined || data.probe !== undefined || data.walLimitBytes !== undefined) return undefined;
  if (entry.location !== data.location || entry.synchronous !== data.synchronous) return undefined;
  prestarted = undefined;
  entry.forget();
  if (entry.gone) {
    void entry.worker.terminate();
    return undefined;
  }
  entry.worker.ref();
  Atomics.store(entry.held, 0, 1);
  Atomics.notify(entry.held, 0);
  return entry.worker;
}

/** Ends a prestarted thread nobody took (the server opened another database, or did not start). */
export function discardPrestartedWriter(): void {
  const entry = prestarted;
  if (entry === undefined) return;
  prestarted = undefined;
  entry.forget();
  void entry.worker.terminate();
}
