import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Guard } from './guard.js';
import { ProblemError } from '../../contract/problem-error.js';
import type { RequestCounts, RequestHits } from '../../storage/index.js';
import { DEFAULT_IPV6_PREFIX } from './rate-limit-bucket.js';
import type { RateBucket } from './rate-limit-bucket.js';

export interface RateLimitOptions {
  /** Requests a client may make per window; 0 turns rate limiting off. */
  limit: number;
  windowSeconds: number;
  /** Clients tracked at once; the least recently seen are forgotten first. */
  maxClients: number;
  /** RATE_LIMIT_IPV6_PREFIX: IPv6 clients are counted by their network of this many bits (rate-limit-bucket.ts). */
  ipv6Prefix?: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 6000, windowSeconds: 60, maxClients: 10_000, ipv6Prefix: DEFAULT_IPV6_PREFIX };

interface Window {
  startedAt: number;
  used: number;
}

/**
 * A fixed window per client (its bucket: the key or person of a valid credential, else its address,
 * the socket's or the one a trusted proxy forwarded for; none for the health routes:
 * rate-limit-bucket.ts), with the headers of
 * draft-ietf-httpapi-ratelimit-headers: RateLimit-Policy on every answer, RateLimit with what is left,
 * and Retry-After with a 429.
 */
export function createRateLimit(options: RateLimitOptions, now: () => number = Date.now, bucketOf: RateBucket = socketAddress): Guard {
  const { limit, windowSeconds, maxClients } = options;
  if (limit <= 0) return () => undefined;
  const windows = new Map<string, Window>();
  const policy = `"per-client";q=${limit};w=${windowSeconds}`;
  const count = (res: ServerResponse, client: string | undefined) => {
    if (client === undefined) return;
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
    answerLimit(res, options, policy, window.used, Math.ceil((window.startedAt + windowSeconds * 1000 - time) / 1000));
  };
  return (req, res, exchange) => {
    const client = bucketOf(req, exchange);
    return client instanceof Promise ? client.then((found) => count(res, found)) : count(res, client);
  };
}

function socketAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/** The headers of every answer, and the 429 past the limit. `reset`: seconds until the window ends. */
function answerLimit(res: ServerResponse, options: RateLimitOptions, policy: string, used: number, resetSeconds: number): void {
  const { limit, windowSeconds } = options;
  const reset = Math.max(0, resetSeconds);
  res.setHeader('RateLimit-Policy', policy);
  res.setHeader('RateLimit', `"per-client";r=${Math.max(0, limit - used)};t=${reset}`);
  if (used > limit) {
    throw new ProblemError(
      'rate-limited',
      `This client has made more than ${limit} requests in ${windowSeconds} s; retry after ${reset} s.`,
      { limit, window_seconds: windowSeconds, retry_after: reset },
      { 'Retry-After': String(reset) },
    );
  }
}

/**
 * The same limit, counted where every process that serves sees it (WORKERS, or many machines on one
 * PostgreSQL: INTERFACE.md §7), so a client meets one limit whichever process answers. Windows are
 * aligned to the clock, so all processes agree where one begins. The requests of one turn of the
 * event loop are counted together, one round trip for all of them, and each waits for its count.
 * Should the counters not answer (the database is down), requests pass uncounted: the limit guards
 * the service, and refusing everyone because a counter is away would be the outage it guards against.
 */
export function createSharedRateLimit(
  options: RateLimitOptions,
  counts: RequestCounts,
  now: () => number = Date.now,
  bucketOf: RateBucket = socketAddress,
): Guard {
  const { limit, windowSeconds } = options;
  if (limit <= 0) return () => undefined;
  const windowMs = windowSeconds * 1000;
  const policy = `"per-client";q=${limit};w=${windowSeconds}`;
  let turn: Map<string, { hits: RequestHits; settle: ((used: number | undefined) => void)[] }> | undefined;
  const send = () => {
    const batch = [...turn!.values()];
    turn = undefined;
    counts.add(batch.map((entry) => entry.hits)).then(
      (totals) => {
        batch.forEach((entry, index) => {
          // The window's total includes this turn's hits: the k-th of them was request total − hits + k.
          const first = totals[index]! - entry.hits.hits;
          entry.settle.forEach((settle, order) => {
            settle(first + order + 1);
          });
        });
      },
      () => {
        for (const entry of batch) for (const settle of entry.settle) settle(undefined);
      },
    );
  };
  const count = (res: ServerResponse, client: string | undefined): Promise<void> | undefined => {
    if (client === undefined) return undefined;
    const time = now();
    const windowStart = Math.floor(time / windowMs) * windowMs;
    if (turn === undefined) {
      turn = new Map();
      setImmediate(send);
    }
    const key = `${windowStart} ${client}`;
    let entry = turn.get(key);
    if (entry === undefined) {
      entry = { hits: { client, windowStart, hits: 0 }, settle: [] };
      turn.set(key, entry);
    }
    entry.hits.hits++;
    return new Promise<number | undefined>((resolve) => entry.settle.push(resolve)).then((used) => {
      if (used !== undefined) answerLimit(res, options, policy, used, Math.ceil((windowStart + windowMs - time) / 1000));
    });
  };
  return (req, res, exchange) => {
    const client = bucketOf(req, exchange);
    return client instanceof Promise ? client.then((found) => count(res, found)) : count(res, client);
  };
}
