// Issue 6, "How it is shown": thousands of generated requests over HTTP, valid and hostile mixed.
// For each answer: no 5xx, an answer at all (the server stays up), every error a well-formed
// problem detail, no stack frame or path, and a refused request (or any GET) changed no row. Every
// answer is also held to the OpenAPI document by the test client (test/support/contract.ts).
//
// Bounded and repeatable: a fixed seed by default. FUZZ_SEED=<n> FUZZ_RUNS=<n> explore further; a
// failure prints the seed and the path to replay it (fast-check's `path` option).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { assertNoLeak, assertWellFormedError, contentHash } from '../support/answer-checks.js';
import { send, startServer } from '../support/server.js';
import type { Answer } from '../support/server.js';
import { fuzzRequest } from './hostile-requests.js';
import type { FuzzRequest } from './hostile-requests.js';

const SEED = readNumber('FUZZ_SEED', 20_261_122);
const RUNS = readNumber('FUZZ_RUNS', 3_000);
const ALLOWED_ORIGIN = 'https://app.example';
// Small limits, so that bodies over them are cheap to generate and every run can reach them.
const LIMITS = { maxBytes: 16 * 1024, maxXmlBytes: 8 * 1024, maxParameters: 64 };

function readNumber(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  assert.match(text, /^[0-9]+$/, `${name} must be a non-negative integer`);
  return Number(text);
}

/** What was sent, as one string: a marker it carried may be echoed back without being a leak. */
function sentText(request: FuzzRequest): string {
  return `${request.method} ${request.target}\n${JSON.stringify(request.headers)}\n${String(request.body ?? '')}`;
}

function label(request: FuzzRequest, answer?: Answer): string {
  const body = request.body === undefined ? '' : ` body ${JSON.stringify(String(request.body).slice(0, 160))}`;
  return `${request.method} ${request.target.slice(0, 160)} ${JSON.stringify(request.headers).slice(0, 300)}${body}${answer === undefined ? '' : ` → ${answer.status}`}`;
}

test(`${RUNS} generated requests (seed ${SEED}): no 5xx, well-formed problems, no leaks, and refused requests change nothing`, {
  timeout: 180_000,
}, async (t) => {
  const server = await startServer({
    rateLimit: { limit: 0 },
    cors: { origins: [ALLOWED_ORIGIN] },
    limits: LIMITS,
    shutdownGraceMs: 1_000,
  });
  t.after(() => server.close());
  const seeded = async (collection: string, body: Record<string, unknown>) => {
    const answer = await server.request('POST', `/${collection}`, { json: body });
    assert.equal(answer.status, 201, answer.text);
    return answer.json().data.id as string;
  };
  // Enough rows that the generated deletes do not use them all up early in the run.
  const locationIds: string[] = [];
  const readingIds: string[] = [];
  const deviceIds: string[] = [];
  for (let i = 0; i < 12; i++) {
    deviceIds.push(
      await seeded(
        'devices',
        i % 2 === 0 ? { version_number: 1, name: `Collar ${i}` } : { version_number: 1, name: `Mast ${i}`, kind: 'weather-station' },
      ),
    );
    locationIds.push(
      await seeded(
        'locations',
        i % 2 === 0
          ? { version_number: 1, longitude: 7.1 + i / 100, latitude: 50.7, altitude: 60 }
          : { version_number: 2, longitude: 7.2, latitude: 50.8 - i / 100, altitude: 61, speed: 1, timestamp: '2026-11-22T18:45:00Z' },
      ),
    );
    readingIds.push(
      await seeded(
        'readings',
        i % 2 === 0
          ? { version_number: 1, time: '2026-11-22T18:00:00Z', area: 'bonn:rheinaue', mean: 21.5, good: 58, number: 60 }
          : {
              version_number: 2,
              time: `2026-11-22T19:${String(i).padStart(2, '0')}:00Z`,
              area: 'bonn:nord',
              mean: 20,
              good: 1,
              number: 2,
              seen: 3,
              span: 60,
              stdDev: 0.5,
            },
      ),
    );
  }
  const statuses = new Map<number, number>();
  const problems = new Map<string, number>();

  await fc.assert(
    fc.asyncProperty(fuzzRequest({ locationIds, readingIds, deviceIds, allowedOrigin: ALLOWED_ORIGIN }), async (request) => {
      const before = await contentHash(server);
      let answer: Answer;
      try {
        // send() also holds the answer to the OpenAPI document.
        answer = await send(server.port, request.method, request.target, {
          headers: request.headers,
          ...(request.body === undefined ? {} : { body: request.body }),
        });
      } catch (error) {
        throw new Error(`${label(request)}: ${(error as Error).message}`);
      }
      const where = label(request, answer);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const type =
        answer.text !== '' && /^application\/problem\+json/.test(String(answer.headers['content-type']))
          ? String(answer.json().type).slice(10)
          : undefined;
      if (type !== undefined) problems.set(type, (problems.get(type) ?? 0) + 1);
      assert.ok(answer.status < 500, `${where}: ${answer.text.slice(0, 400)}`);
      assertNoLeak(answer, sentText(request), where);
      if (answer.status >= 400) assertWellFormedError(answer, request.method, where);
      // A GET never changes data (INTERFACE.md §4), and neither does anything refused.
      if (answer.status >= 400 || ['GET', 'HEAD', 'OPTIONS'].includes(request.method)) {
        assert.equal(await contentHash(server), before, `${where}: the request changed rows`);
      }
    }),
    { seed: SEED, numRuns: RUNS, includeErrorInReport: true },
  );

  const health = await server.request('GET', '/healthz');
  assert.equal(health.status, 200, 'the server still answers after the run');
  const summary = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  t.diagnostic(`seed ${SEED}, ${RUNS} requests; statuses: ${summary}`);
  t.diagnostic(
    `problem types: ${[...problems]
      .sort(([, a], [, b]) => b - a)
      .map(([type, n]) => `${type}×${n}`)
      .join(' ')}`,
  );
  // The mix must reach past the parsers: some creates and reads succeed, many are refused.
  assert.ok((statuses.get(201) ?? 0) > RUNS / 100, `too few creates succeeded: ${summary}`);
  assert.ok((statuses.get(200) ?? 0) > RUNS / 50, `too few reads succeeded: ${summary}`);
  assert.ok((statuses.get(422) ?? 0) > RUNS / 50, `too few requests reached validation: ${summary}`);
});
