import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Exchange } from '../output/respond.js';

/**
 * A check every request passes before routing: it may set response headers (with res.setHeader, so
 * they reach whatever answer follows, problems included) or refuse by throwing a ProblemError.
 */
export type Guard = (req: IncomingMessage, res: ServerResponse, exchange: Exchange) => void;

/** The guards in their order, the same on every path (the read lane and the general one). */
export function runGuards(guards: readonly Guard[] | undefined, req: IncomingMessage, res: ServerResponse, exchange: Exchange): void {
  if (guards === undefined) return;
  for (const guard of guards) guard(req, res, exchange);
}
