import type { Worker } from 'node:worker_threads';
import type { CommitProbe } from './commit-probe.js';
import type { StorageLog } from '../../storage-log.js';
import type { SqlitePragmas, SqliteSynchronous } from '../pragmas.js';
import type { CommitGroupFigures } from '../../store.js';
import type { ErrorData, FromWriter, QueuedWrite, ResultOf, Settled, ToWriter, Write } from './messages.js';
import { spawnWriter } from './spawn-writer.js';
import { takePrestartedWriter } from './writer-prestart.js';

export interface WriterThreadOptions {
  /** Tests only: holds, fails or crashes commits (commit-probe.ts). */
  probe?: CommitProbe | undefined;
  /**
   * Runs when a group's answer arrives, before any of its writes settles: the store ends the main
   * connection's read snapshot there, so that whoever learns of a write can read it.
   */
  beforeSettle?: () => void;
  /** Tests only: a smaller WAL limit (wal-guard.ts). */
  walLimitBytes?: number | undefined;
  /** Where the thread's start, stop and death are said. */
  log?: StorageLog | undefined;
  /** Called once if the thread, having started, ends when nobody asked it to (StorageLogOptions.onFailure). */
  onDeath?: ((error: Error) => void) | undefined;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * The main thread's side of the writer thread (writer-thread.ts). Writes queued during one turn of
 * the event loop travel in one message; the thread answers each group in one message, after its
 * COMMIT, and each write's promise settles from that. If the thread ends unasked, every write waiting
 * for it fails at once with a sentence, later writes fail the same way, and `failure` says why
 * (/healthz turns 503 through Store.check).
 */
export class WriterThread {
  readonly #worker: Worker;
  readonly #probe: CommitProbe | undefined;
  readonly #pending = new Map<number, Pending>();
  readonly #ready: Promise<void>;
  readonly #exited: Promise<void>;
  #outbox: QueuedWrite[] = [];
  #seq = 0;
  #flushScheduled = false;
  #failure: Error | undefined;
  #closeRequested = false;
  #closing: Promise<void> | undefined;
  readonly #beforeSettle: (() => void) | undefined;
  readonly #groupListeners = new Set<(group: CommitGroupFigures) => void>();
  readonly #checkpointListeners = new Set<(seconds: number) => void>();

  /**
   * Starts the thread and returns at once: writes sent before it is ready wait in its port. Opening a
   * thread costs some 50 ms (an isolate, the modules, the connection), which the server's start-up
   * spends building the app meanwhile; ready() says when, or why not.
   */
  constructor(location: string, synchronous: SqliteSynchronous, options: WriterThreadOptions = {}) {
    const { probe, beforeSettle, walLimitBytes, log, onDeath } = options;
    this.#probe = probe;
    this.#beforeSettle = beforeSettle;
    const data = { location, synchronous, probe: probe?.buffer, walLimitBytes };
    this.#worker = takePrestartedWriter(data) ?? spawnWriter(data);
    let ready!: () => void;
    let notReady!: (error: Error) => void;
    this.#ready = new Promise<void>((resolve, reject) => {
      ready = resolve;
      notReady = reject;
    });
    // Nobody may be waiting for it; a failure then shows through `failure` and every write.
    this.#ready.catch(() => undefined);
    let started = false;
    const threadId = this.#worker.threadId;
    this.#worker.on('message', (message: FromWriter) => {
      if (message.type === 'ready') {
        started = true;
        log?.info({ thread_id: threadId, synchronous }, 'SQLite writer thread started');
        ready();
        this.#unrefWhenIdle();
      } else if (message.type === 'settled') {
        if (this.#groupListeners.size > 0 && message.commitMs !== undefined && message.commitMs > 0) {
          const group = {
            writes: message.results.length,
            commitSeconds: message.commitMs / 1000,
            groupSeconds: (message.groupMs ?? 0) / 1000,
          };
          for (const listener of this.#groupListeners) listener(group);
        }
        this.#settle(message.results);
      } else if (message.type === 'checkpointed') {
        for (const listener of this.#checkpointListeners) listener(message.ms / 1000);
      }
    });
    this.#worker.on('error', (error: Error) => {
      this.#fail(
        new Error(`The SQLite writer thread failed (${error.message}); no write can be stored until Fieldlog restarts.`, { cause: error }),
      );
      notReady(this.#failure!);
    });
    this.#exited = new Promise<void>((resolve) => {
      this.#worker.once('exit', (code: number) => {
        if (this.#closeRequested) this.#fail(new Error('The SQLite store closed.'), false);
        else this.#fail(new Error(`The SQLite writer thread ended (exit code ${code}); no write can be stored until Fieldlog restarts.`));
        notReady(this.#failure ?? new Error(`The SQLite writer thread ended (exit code ${code}) before it was ready.`));
        if (this.#closeRequested) {
          log?.info({ thread_id: threadId, exit_code: code }, 'SQLite writer thread stopped');
        } else if (started) {
          // One that never started fails the start instead, with its sentence (Store.check).
          const cause = this.#failure!;
          log?.error({ thread_id: threadId, exit_code: code, error: cause.message, stack: errorStack(cause) }, 'SQLite writer thread died');
          onDeath?.(cause);
        }
        resolve();
      });
    });
  }

  /** Resolves once the thread has opened its connection; rejects with the reason it could not. */
  ready(): Promise<void> {
    return this.#ready;
  }

  /** True from start until the thread ends, asked to or not. */
  get running(): boolean {
    return this.#failure === undefined && !this.#closeRequested;
  }

  /** `listener` hears of every group that committed (not of one that failed); returns the unsubscribe. */
  onCommitGroup(listener: (group: CommitGroupFigures) => void): () => void {
    this.#groupListeners.add(listener);
    return () => this.#groupListeners.delete(listener);
  }

  /** `listener` hears the seconds of every checkpoint the thread runs after answering; returns the unsubscribe. */
  onCheckpoint(listener: (seconds: number) => void): () => void {
    this.#checkpointListeners.add(listener);
    return () => this.#checkpointListeners.delete(listener);
  }

  /** Why the thread stopped when nobody asked it to; undefined while it runs (and after close()). */
  get failure(): Error | undefined {
    return this.#failure;
  }

  write<W extends Write>(write: W): Promise<ResultOf<W>> {
    return this.#request((seq) => {
      this.#outbox.push({ seq, write });
      if (!this.#flushScheduled) {
        this.#flushScheduled = true;
        // After the poll phase: the requests read in this turn go out in one message.
        setImmediate(() => this.#flush());
      }
    }) as Promise<ResultOf<W>>;
  }

  /** The writer connection's pragmas (tests: synchronous must be FULL there too). */
  pragmas(): Promise<SqlitePragmas> {
    return this.#request((seq) => this.#worker.postMessage({ type: 'pragmas', seq } satisfies ToWriter)) as Promise<SqlitePragmas>;
  }

  /** Every write asked for before this gets its answer; then the thread closes its connection and ends. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      this.#closeRequested = true;
      if (this.#failure === undefined) {
        this.#flush();
        // Held until the thread has ended, so an exiting process does not cut the last commit short.
        this.#worker.ref();
        this.#worker.postMessage({ type: 'close' } satisfies ToWriter);
      }
      await this.#exited;
    })();
    return this.#closing;
  }

  #request(send: (seq: number) => void): Promise<unknown> {
    if (this.#failure !== undefined) return Promise.reject(this.#failure);
    if (this.#closeRequested) return Promise.reject(new Error('The SQLite store is closed.'));
    const seq = ++this.#seq;
    const answer = new Promise<unknown>((resolve, reject) => this.#pending.set(seq, { resolve, reject }));
    if (this.#pending.size === 1) this.#worker.ref();
    send(seq);
    return answer;
  }

  #flush(): void {
    this.#flushScheduled = false;
    if (this.#outbox.length === 0 || this.#failure !== undefined) return;
    const writes = this.#outbox;
    this.#outbox = [];
    this.#probe?.countSent(writes.length);
    this.#worker.postMessage({ type: 'writes', writes } satisfies ToWriter);
  }

  #settle(results: Settled[]): void {
    this.#beforeSettle?.();
    for (const result of results) {
      const pending = this.#pending.get(result.seq);
      if (pending === undefined) continue;
      this.#pending.delete(result.seq);
      if (result.ok) pending.resolve(result.value);
      else pending.reject(toError(result.error));
    }
    this.#unrefWhenIdle();
  }

  /** An idle writer must not keep the process alive; one that owes an answer, or is closing, must. */
  #unrefWhenIdle(): void {
    if (this.#pending.size === 0 && !this.#closeRequested) this.#worker.unref();
  }

  /** Fails every write still waiting; `stopped` marks the thread as gone for later writes too. */
  #fail(reason: Error, stopped = true): void {
    if (stopped) this.#failure ??= reason;
    const cause = this.#failure ?? reason;
    const waiting = [...this.#pending.values()];
    this.#pending.clear();
    this.#outbox = [];
    for (const pending of waiting) {
      // It may have committed just before the thread ended; retrying with an Idempotency-Key is safe.
      pending.reject(new Error(`${cause.message} A write sent before was not answered and may or may not be stored.`, { cause }));
    }
  }
}

/** The thread's own stack when it threw (the cause), else where the main thread noticed. */
function errorStack(error: Error): string | undefined {
  return error.cause instanceof Error ? error.cause.stack : error.stack;
}

function toError(data: ErrorData): Error {
  const error = new Error(data.message);
  error.name = data.name;
  if (data.code !== undefined) Object.assign(error, { code: data.code });
  return error;
}
