// How a process learns that the change log grew (issue 19): the wake-up of the live stream. Three
// ways, all only hints, since the log itself is the truth: this process's own writes announce at
// once (announceWrites); another process's are found by a poll of the newest id, cheap enough to
// run every few tens of milliseconds while anyone listens; and an engine may add a channel of its
// own (PostgreSQL's LISTEN/NOTIFY), after which the poll is only the safety net.
import type { CollectionStore } from './store.js';

/** Starts an engine's own channel; returns what stops it. `wake` may be called at any time. */
export type WakeChannel = (wake: () => void) => () => void;

export interface EventSignalOptions {
  /** The newest event id in the log, as any process committed it. */
  newest: () => Promise<number>;
  /** How often the newest id is polled while anyone listens. */
  pollMs: number;
  channel?: WakeChannel | undefined;
}

export class EventSignal {
  readonly #listeners = new Set<() => void>();
  readonly #options: EventSignalOptions;
  #stop: (() => void) | undefined;

  constructor(options: EventSignalOptions) {
    this.#options = options;
  }

  watch(listener: () => void): () => void {
    this.#listeners.add(listener);
    if (this.#listeners.size === 1) this.#stop = this.#start();
    return () => {
      if (!this.#listeners.delete(listener) || this.#listeners.size > 0) return;
      this.#stop?.();
      this.#stop = undefined;
    };
  }

  /** Something may have been appended: every listener looks. */
  announce(): void {
    for (const listener of [...this.#listeners]) listener();
  }

  #start(): () => void {
    let seen: number | undefined;
    let probing = false;
    const poll = setInterval(() => {
      if (probing) return;
      probing = true;
      this.#options
        .newest()
        .then((newest) => {
          if (newest !== seen) {
            seen = newest;
            this.announce();
          }
        })
        // The database is away for now: the next tick asks again, and the routes tell the clients.
        .catch(() => {})
        .finally(() => {
          probing = false;
        });
    }, this.#options.pollMs);
    poll.unref();
    const closeChannel = this.#options.channel?.(() => this.announce());
    return () => {
      clearInterval(poll);
      closeChannel?.();
    };
  }
}

/** The collection's writes, each announcing once it resolved: its event committed with it. */
export function announceWrites(rows: CollectionStore, announce: () => void): CollectionStore {
  const then = <T>(written: Promise<T>): Promise<T> =>
    written.then((result) => {
      announce();
      return result;
    });
  return {
    insert: (fields, actor, traceparent) => then(rows.insert(fields, actor, traceparent)),
    insertMany: (batch, actor, traceparent) => then(rows.insertMany(batch, actor, traceparent)),
    insertOnce: (key, fingerprint, fields, actor, traceparent) => then(rows.insertOnce(key, fingerprint, fields, actor, traceparent)),
    get: (id) => rows.get(id),
    getValues: (id) => rows.getValues(id),
    list: (options) => rows.list(options),
    listValues: (options) => rows.listValues(options),
    update: (id, change, actor, traceparent) => then(rows.update(id, change, actor, traceparent)),
    delete: (id, check, actor, traceparent) => then(rows.delete(id, check, actor, traceparent)),
    count: () => rows.count(),
  };
}
