import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Exchange } from '../output/respond.js';

/**
 * A check every request passes before routing: it may set response headers (with res.setHeader, so
 * they reach whatever answer follows, problems included) or refuse by throwing (or rejecting with) a
 * ProblemError. Most answer at once; one that must ask another process (the rate limit shared by
 * many processes) returns a promise.
 */
export type Guard = (req: IncomingMessage, res: ServerResponse, exchange: Exchange) => void | Promise<void>;

/**
 * The guards in their order, the same on every path (the read lane and the general one). Synchronous
 * while every guard is, so a plain GET still answers in its own turn; a promise from the first guard
 * that returns one, with the rest run after it.
 */
export function runGuards(
  guards: readonly Guard[] | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  exchange: Exchange,
): void | Promise<void> {
  if (guards === undefined) return;
  for (let index = 0; index < guards.length; index++) {
    const checked = guards[index]!(req, res, exchange);
    if (checked instanceof Promise) return checked.then(() => runGuards(guards.slice(index + 1), req, res, exchange));
  }
}
