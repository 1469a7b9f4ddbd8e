import type { Guard } from './guard.js';
import { ProblemError } from '../../contract/problem-error.js';
import { addVary } from '../semantics/vary.js';

export interface CorsOptions {
  /** Origins allowed to call the interface from a browser, e.g. https://app.example; none by default. */
  origins: readonly string[];
  maxAgeSeconds: number;
}

export const DEFAULT_CORS: CorsOptions = { origins: [], maxAgeSeconds: 600 };

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Accept, Content-Type, X-Request-Id, X-HTTP-Method-Override, If-Match, If-None-Match, Idempotency-Key';
const EXPOSED_HEADERS = 'Location, ETag, X-Request-Id, RateLimit, RateLimit-Policy, Retry-After, Idempotent-Replayed';

/**
 * Cross-origin access (Fetch standard, CORS protocol) for the origins configured and no others. A
 * request from any other origin gets no CORS headers, so browsers keep its answer from the calling
 * page; its preflight is refused outright. Credentials are never allowed: the interface uses none, and
 * the pages' form protection must not be reachable cross-origin.
 */
export function createCors(options: CorsOptions): Guard {
  const allowed = new Set(options.origins);
  return (req, res) => {
    const origin = req.headers.origin;
    if (origin === undefined) return;
    addVary(res, 'Origin');
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (!allowed.has(origin)) {
      if (preflight) {
        throw new ProblemError('origin-not-allowed', `Origin ${origin.slice(0, 200)} may not call this interface from a browser.`, {
          origin: origin.slice(0, 200),
        });
      }
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (preflight) {
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', String(options.maxAgeSeconds));
    }
  };
}
