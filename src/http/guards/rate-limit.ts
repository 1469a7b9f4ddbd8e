import type { Guard } from './guard.js';
import { ProblemError } from '../../contract/problem-error.js';

export interface RateLimitOptions {
  /** Requests a client may make per window; 0 turns rate limiting off. */
  limit: number;
  windowSeconds: number;
  /** Clients tracked at once; the least recently seen are forgotten first. */
  maxClients: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 6000, windowSeconds: 60, maxClients: 10_000 };

interface Window {
  startedAt: number;
  used: number;
}

/**
 * A fixed window per client address (the socket's, since no proxy is trusted), with the headers of
 * draft-ietf-httpapi-ratelimit-headers: RateLimit-Policy on every answer, RateLimit with what is left,
 * and Retry-After with a 429.
 */
export function createRateLimit(options: RateLimitOptions, now: () => number = Date.now): Guard {
  const { limit, windowSeconds, maxClients } = options;
  if (limit <= 0) return () => undefined;
  const windows = new Map<string, Window>();
  const policy = `"per-client";q=${limit};w=${windowSeconds}`;
  return (req, res) => {
    const client = req.socket.remoteAddress ?? 'unknown';
    const time = now();
    let window = windows.get(client);
    if (window === undefined || time - window.startedAt >= windowSeconds * 1000) {
      window = { startedAt: time, used: 0 };
    }
    // Re-inserting keeps the Map in least-recently-seen order, so eviction takes the oldest first.
    windows.delete(client);
    windows.set(client, window);
    if (windows.size > maxClients) windows.delete(windows.keys().next().value!);
    window.used++;
    const reset = Math.max(0, Math.ceil((window.startedAt + windowSeconds * 1000 - time) / 1000));
    res.setHeader('RateLimit-Policy', policy);
    res.setHeader('RateLimit', `"per-client";r=${Math.max(0, limit - window.used)};t=${reset}`);
    if (window.used > limit) {
      throw new ProblemError(
        'rate-limited',
        `This client has made more than ${limit} requests in ${windowSeconds} s; retry after ${reset} s.`,
        { limit, window_seconds: windowSeconds, retry_after: reset },
        { 'Retry-After': String(reset) },
      );
    }
  };
}
