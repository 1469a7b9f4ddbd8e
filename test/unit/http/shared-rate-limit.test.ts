// Issue 16: the rate limit shared by every process that serves (src/http/guards/rate-limit.ts,
// createSharedRateLimit). Two guards over one RequestCounts stand for two processes: a client meets
// one limit across both, the requests of a turn are counted in one round trip, windows are aligned
// to the clock, and a counter that does not answer lets requests through uncounted.
import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { test } from 'node:test';
import { ProblemError } from '../../../src/contract/problem-error.js';
import { createSharedRateLimit } from '../../../src/http/guards/rate-limit.js';
import type { Guard } from '../../../src/http/guards/guard.js';
import type { Exchange } from '../../../src/http/output/respond.js';
import type { RequestCounts, RequestHits } from '../../../src/storage/index.js';

/** What the database or the primary does: one total per client and window. */
class CountsInMemory implements RequestCounts {
  readonly windows = new Map<string, number>();
  readonly calls: RequestHits[][] = [];

  async add(entries: readonly RequestHits[]): Promise<number[]> {
    this.calls.push(entries.map((entry) => ({ ...entry })));
    return entries.map((entry) => {
      const key = `${entry.windowStart} ${entry.client}`;
      const total = (this.windows.get(key) ?? 0) + entry.hits;
      this.windows.set(key, total);
      return total;
    });
  }
}

interface Outcome {
  status: number;
  headers: Record<string, string>;
}

async function ask(guard: Guard, address: string): Promise<Outcome> {
  const headers: Record<string, string> = {};
  const req = { socket: { remoteAddress: address } } as unknown as IncomingMessage;
  const res = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) } as unknown as ServerResponse;
  try {
    await guard(req, res, {} as Exchange);
    return { status: 200, headers };
  } catch (error) {
    assert.ok(error instanceof ProblemError);
    return {
      status: error.status,
      headers: { ...headers, ...Object.fromEntries(Object.entries(error.headers).map(([name, value]) => [name.toLowerCase(), value])) },
    };
  }
}

const OPTIONS = { limit: 5, windowSeconds: 60, maxClients: 100 };

test('two processes over one counter: the sixth request of a client is refused, whichever process takes it', async () => {
  const counts = new CountsInMemory();
  const at = () => 1_800_000_030_000; // 30 s into a minute
  const first = createSharedRateLimit(OPTIONS, counts, at);
  const second = createSharedRateLimit(OPTIONS, counts, at);
  const statuses: number[] = [];
  for (let index = 0; index < 7; index++) statuses.push((await ask(index % 2 === 0 ? first : second, '10.0.0.1')).status);
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429, 429]);
  // Another client has its own count.
  assert.equal((await ask(second, '10.0.0.2')).status, 200);
  const refused = await ask(first, '10.0.0.1');
  assert.equal(refused.headers['retry-after'], '30', 'the window is aligned to the clock: 30 s of this minute are left');
  assert.equal(refused.headers.ratelimit, '"per-client";r=0;t=30');
});

test('the requests of one turn are counted in one round trip, and each is told its own place in the window', async () => {
  const counts = new CountsInMemory();
  const guard = createSharedRateLimit(OPTIONS, counts, () => 1_800_000_040_000); // 40 s into a minute
  const outcomes = await Promise.all([...Array(7).keys()].map((index) => ask(guard, index < 6 ? '10.0.0.1' : '10.0.0.9')));
  assert.equal(counts.calls.length, 1, 'one add() for the whole turn');
  assert.deepEqual(counts.calls[0], [
    { client: '10.0.0.1', windowStart: 1_800_000_000_000, hits: 6 },
    { client: '10.0.0.9', windowStart: 1_800_000_000_000, hits: 1 },
  ]);
  assert.deepEqual(
    outcomes.map((outcome) => outcome.headers.ratelimit),
    ['r=4', 'r=3', 'r=2', 'r=1', 'r=0', 'r=0', 'r=4'].map((left) => `"per-client";${left};t=20`),
  );
  assert.deepEqual(
    outcomes.map((outcome) => outcome.status),
    [200, 200, 200, 200, 200, 429, 200],
  );
});

test('a new window starts at the minute, for every process alike', async () => {
  const counts = new CountsInMemory();
  let time = 1_800_000_059_000;
  const guard = createSharedRateLimit(OPTIONS, counts, () => time);
  for (let index = 0; index < 5; index++) await ask(guard, '10.0.0.1');
  assert.equal((await ask(guard, '10.0.0.1')).status, 429);
  time += 1_000;
  assert.equal((await ask(guard, '10.0.0.1')).status, 200);
});

test('a counter that does not answer lets requests through, without rate-limit headers', async () => {
  const failing: RequestCounts = { add: () => Promise.reject(new Error('the database is down')) };
  const guard = createSharedRateLimit(OPTIONS, failing);
  for (let index = 0; index < 8; index++) {
    const outcome = await ask(guard, '10.0.0.1');
    assert.equal(outcome.status, 200);
    assert.equal(outcome.headers.ratelimit, undefined);
  }
});

test('limit 0 turns the shared rate limit off without asking the counter', async () => {
  const counts = new CountsInMemory();
  const guard = createSharedRateLimit({ ...OPTIONS, limit: 0 }, counts);
  assert.equal((await ask(guard, '10.0.0.1')).status, 200);
  assert.equal(counts.calls.length, 0);
});
