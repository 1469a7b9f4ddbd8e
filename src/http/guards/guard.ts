import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Exchange } from '../output/respond.js';

/**
 * A check every request passes before routing: it may set response headers (with res.setHeader, so
 * they reach whatever answer follows, problems included) or refuse by throwing a ProblemError.
 */
export type Guard = (req: IncomingMessage, res: ServerResponse, exchange: Exchange) => void;
