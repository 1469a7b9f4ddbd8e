import type { IncomingMessage } from 'node:http';
import { bareMediaType } from '../input/body.js';
import type { Guard } from './guard.js';
import { ProblemError } from '../../contract/problem-error.js';

/**
 * Bodies a browser sends to another origin with no CORS preflight (Fetch standard, "CORS-safelisted
 * request-header": these three media types, or no body at all). JSON and XML bodies are preflighted,
 * so for them CORS (src/http/guards/cors.ts) already decides which origins may call.
 */
const SIMPLE_BODY_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/**
 * Cross-site request forgery protection without tokens, by the browser's own account of where a
 * request comes from; the algorithm of Go's net/http CrossOriginProtection (Go 1.25):
 * `Sec-Fetch-Site` when present (every current browser sends it), else `Origin` against `Host`,
 * else not a browser (curl, programs): allowed.
 *
 * It refuses only a POST that a foreign page could send without a preflight: a form-encoded (or
 * text/plain, multipart, bodyless) POST that the browser says came from another origin. Origins in
 * CORS_ORIGINS are not exempt: CORS lets them read answers of preflighted JSON or XML calls, it was
 * never meant to let their pages submit forms here.
 */
export function createCrossSiteGuard(): Guard {
  return (req) => {
    if (req.method !== 'POST' || !hasSimpleBody(req)) return;
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    if (typeof site === 'string') {
      // `none`: the user started it (address bar, bookmark); `same-origin`: one of our own pages.
      if (site === 'same-origin' || site === 'none') return;
      throw refuse(origin, site);
    }
    if (origin === undefined) return;
    if (origin !== 'null' && hostOf(origin) === req.headers.host?.toLowerCase()) return;
    throw refuse(origin, undefined);
  };
}

function hasSimpleBody(req: IncomingMessage): boolean {
  const type = bareMediaType(req.headers['content-type']);
  return type === undefined || SIMPLE_BODY_TYPES.has(type);
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}

function refuse(origin: string | undefined, site: string | undefined): ProblemError {
  const from = origin === undefined ? 'another site' : origin.slice(0, 200);
  return new ProblemError(
    'cross-site-form',
    `A form-encoded POST from ${from}${site === undefined ? '' : ` (Sec-Fetch-Site: ${site.slice(0, 32)})`} may not change data here. Submit the form from this site's own pages; programs send JSON or XML, or leave out Origin.`,
    { origin: origin?.slice(0, 200) ?? null, sec_fetch_site: site?.slice(0, 32) ?? null },
  );
}
