// The removals an admin asked for that go on after their answer (issue 21): held here so that the
// process stops them, and waits for the batch under way, when it closes.
import { RETENTION_BATCH, beginRun } from '../../storage/retention-runner.js';
import type { RetentionLog, RetentionPace, RunOutcome, RunRequest } from '../../storage/retention-runner.js';
import type { RetentionStore } from '../../storage/retention.js';

/** Batches removed before an answer; beyond them the run goes on in the background. */
export const SYNC_BATCHES = 10;

export class RetentionWork {
  readonly #store: RetentionStore;
  readonly #log: RetentionLog;
  readonly #pace: RetentionPace;
  readonly #running = new Set<Promise<void>>();
  #stopped = false;

  /** `pace`: smaller batches for tests and the benchmark. */
  constructor(store: RetentionStore, log: RetentionLog, pace: RetentionPace = {}) {
    this.#store = store;
    this.#log = log;
    this.#pace = pace;
  }

  /** How many rows a request removes before its answer. */
  get syncRows(): number {
    return SYNC_BATCHES * (this.#pace.batch ?? RETENTION_BATCH);
  }

  /**
   * Removes up to `rows` (in whole batches) before resolving; when more match, the run goes on here,
   * in the background, and the outcome says it is not done.
   */
  async remove(request: RunRequest, rows: number): Promise<RunOutcome> {
    const run = await beginRun(this.#store, { ...this.#pace, ...request }, () => this.#stopped);
    let outcome: RunOutcome;
    try {
      outcome = await run.advance(rows);
    } catch (error) {
      await run.finish('failed', error).catch(() => undefined);
      throw error;
    }
    if (outcome.done) return run.finish('done');
    if (this.#stopped) return run.finish('stopped');
    const rest = (async () => {
      try {
        const end = await run.advance(Number.POSITIVE_INFINITY);
        const final = await run.finish(end.done ? 'done' : 'stopped');
        this.#log({
          level: 'info',
          message: `Retention removed ${final.removed} ${request.collection} an admin asked for, in ${final.batches} batches${final.done ? '' : ', and stopped as the process closed'} (retention_runs ${final.id}).`,
          retention: { run: final.id, collection: request.collection, removed: final.removed, batches: final.batches, done: final.done },
        });
      } catch (error) {
        await run.finish('failed', error).catch(() => undefined);
        this.#log({
          level: 'error',
          message: `Retention of ${request.collection} an admin asked for failed (retention_runs ${outcome.id}): ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    })();
    this.#running.add(rest);
    void rest.finally(() => this.#running.delete(rest));
    return outcome;
  }

  /** Stops every run in the background after its current batch, and waits for them. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await Promise.all([...this.#running]);
  }
}
