// Retention of the change log (issue 19): EVENT_RETENTION_DAYS of events are kept; older ones are
// removed in the background, in batches, so that no write waits behind a long delete.
import type { EventLog } from './event-log.js';
import { repeatInBackground } from './repeat-in-background.js';

/** Events removed per statement: a short transaction, so creates never wait long behind it. */
const BATCH = 1000;
/** How often the pruner looks, and how long it rests between batches while there is more to do. */
const EVERY_MS = 60_000;
const BETWEEN_BATCHES_MS = 50;

export interface RetentionOptions {
  days: number;
  /** For a failure: the service keeps running, and the next round tries again. */
  onError(error: unknown): void;
  /** Overrides for tests. */
  everyMs?: number;
  now?: () => Date;
}

/**
 * Starts pruning; the returned function stops it and waits for a batch under way. A round starts only
 * after the previous one ended (the next is scheduled then), so rounds never overlap.
 */
export function startEventRetention(log: EventLog, options: RetentionOptions): () => Promise<void> {
  return repeatInBackground(
    async ({ stopped }) => {
      const before = new Date((options.now?.() ?? new Date()).getTime() - options.days * 86_400_000);
      while (!stopped() && (await log.prune(before, BATCH)) === BATCH) {
        await new Promise((resolve) => setTimeout(resolve, BETWEEN_BATCHES_MS));
      }
    },
    options.everyMs ?? EVERY_MS,
    (error) => options.onError(error),
  );
}
