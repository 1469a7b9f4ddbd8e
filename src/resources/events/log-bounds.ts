import { ProblemError } from '../../contract/problem-error.js';
import type { EventLogBounds } from '../../storage/store.js';

/**
 * Refuses a start the log cannot continue from: one past its retention (410, saying where the log now
 * starts), or one beyond its newest event (`after` is a parameter, so 422; Last-Event-ID a header, 400).
 */
export function refuseOutsideLog(after: number, bounds: EventLogBounds, from: 'after' | 'Last-Event-ID'): void {
  if (after < bounds.prunedThrough) {
    throw new ProblemError(
      'events-expired',
      `Events up to id ${bounds.prunedThrough} are past the log's retention and were removed, so what happened after id ${after} can no longer be told in full. The log now starts after id ${bounds.prunedThrough}: read the resources again to have their current state, then follow the log from after=${bounds.prunedThrough}.`,
      { after, log_starts_after: bounds.prunedThrough },
    );
  }
  if (after <= bounds.newest) return;
  if (from === 'Last-Event-ID') {
    throw new ProblemError(
      'last-event-id-invalid',
      `Last-Event-ID ${after} is beyond the newest event, ${bounds.newest}: no stream of this log sent it. If the database was restored from a backup, read the resources again and follow the stream from after=${bounds.newest}.`,
      { received: String(after), newest_id: bounds.newest },
    );
  }
  throw new ProblemError('invalid-parameters', `after ${after} is beyond the newest event, ${bounds.newest}.`, {
    errors: [
      {
        parameter: 'after',
        code: 'maximum',
        expected: `an event id up to ${bounds.newest}`,
        received: after,
        message: `after must name an event that exists: the newest is ${bounds.newest}`,
      },
    ],
  });
}
