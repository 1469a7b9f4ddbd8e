// Sign-in throttling (issue 17): after FAILURES failed sign-ins for one name or one client address
// within WINDOW_MS, attempts are refused with 429 until the oldest of those failures leaves the
// window. Before that, each failure is answered more slowly than the one before (SLOWDOWN_MS per
// earlier failure), so a guesser's fifth try already waits a second. Counted in the database, so every
// process and every machine sees the same count.
import { ProblemError } from '../../contract/problem-error.js';
import type { Identity } from '../../storage/index.js';

export const FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
export const SLOWDOWN_MS = 250;

/**
 * Throws sign-in-throttled when any subject has FAILURES failures in the window ending now; else
 * resolves to the most failures any subject has there, which slows the answer if this one fails too.
 */
export async function throttleSignIn(identity: Identity, subjects: readonly string[], now: number): Promise<number> {
  const failures = await identity.signInFailures(subjects, new Date(now - WINDOW_MS));
  let retryAt = 0;
  for (const times of failures) {
    if (times.length < FAILURES) continue;
    // The attempt is allowed again once all but FAILURES - 1 of these have left the window.
    retryAt = Math.max(retryAt, times[times.length - FAILURES]! + WINDOW_MS);
  }
  if (retryAt === 0) return Math.max(0, ...failures.map((times) => times.length));
  const seconds = Math.max(1, Math.ceil((retryAt - now) / 1000));
  throw new ProblemError(
    'sign-in-throttled',
    `Too many failed sign-ins for this name or from this address; try again in ${seconds} s. The password was not checked.`,
    { retry_after: seconds },
    { 'Retry-After': String(seconds) },
  );
}
