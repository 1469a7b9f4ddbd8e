// The read lane (src/http/pipeline/read-lane.ts) answers GET /{collection}/{id}?version_number=N from a JSON
// client without the general path's stages. Its answers must be the general path's, byte for byte:
// each request here is sent twice, once as the lane takes it and once with an Accept header the lane
// leaves to the general path (which negotiates the same JSON), with the same X-Request-Id.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startServer } from '../support/server.js';
import type { Answer, TestServer } from '../support/server.js';

const GENERAL = 'application/json;q=1, text/html;q=0.1';

/** The answer as text, but for its Date and the new trace each request starts (its traceparent's shape is checked). */
function comparable(answer: Answer): string {
  const traceparent = answer.headers.traceparent;
  assert.match(String(traceparent), /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
  const headers = Object.entries(answer.headers)
    .filter(([name]) => name !== 'date' && name !== 'traceparent')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify({ status: answer.status, headers, body: answer.text });
}

async function bothWays(server: TestServer, target: string, requestId: string): Promise<{ lane: Answer; general: Answer }> {
  const lane = await server.request('GET', target, { headers: { 'x-request-id': requestId } });
  const general = await server.request('GET', target, { headers: { 'x-request-id': requestId, accept: GENERAL } });
  return { lane, general };
}

test('GET by id answers the same bytes through the read lane as through the general path: every version, both collections, found or not', async (t) => {
  // No rate limit here: its remaining count differs from one request to the next (the next test).
  const server = await startServer({ rateLimit: { limit: 0 } });
  t.after(() => server.close());
  const location = (
    await server.request('POST', '/locations', {
      json: { version_number: 2, longitude: 7.1, latitude: 50.7, altitude: 60, speed: 1.4, timestamp: '2026-11-22T18:45:00+01:00' },
    })
  ).json().data.id;
  const reading = (
    await server.request('POST', '/readings', {
      json: {
        version_number: 2,
        time: '2024-05-01T12:00:00Z',
        area: 'bonn.rhein',
        mean: 12.5,
        good: 9,
        number: 10,
        seen: 11,
        span: 60,
        stdDev: 0.25,
      },
    })
  ).json().data.id;
  const targets = [
    `/locations/${location}?version_number=1`,
    `/locations/${location}?version_number=2`,
    `/readings/${reading}?version_number=1`,
    `/readings/${reading}?version_number=2`,
    '/locations/01J00000000000000000000000?version_number=2',
    `/readings/${location}?version_number=1`,
  ];
  for (const [index, target] of targets.entries()) {
    const { lane, general } = await bothWays(server, target, `lane-${index}`);
    assert.equal(comparable(lane), comparable(general), target);
    assert.ok(lane.status === 200 || lane.status === 404, `${target}: ${lane.status}`);
  }
  const found = await server.request('GET', `/locations/${location}?version_number=2`);
  assert.equal(found.json().data.timestamp, '2026-11-22T18:45:00+01:00');
  assert.equal(found.headers.vary, 'Accept');
  assert.match(String(found.headers.etag), /^"json-v2-/);
});

test('the read lane runs the guards as the general path does: the same RateLimit headers, the same 429', async (t) => {
  // An hour, as in rate-limit.test.ts: on PostgreSQL the window is aligned to the clock, and a minute's
  // could begin between the counted requests and start their count again.
  const server = await startServer({ rateLimit: { limit: 3, windowSeconds: 3600 } });
  t.after(() => server.close());
  const id = (await server.request('POST', '/locations', { json: { version_number: 1, longitude: 1, latitude: 2, altitude: 3 } })).json()
    .data.id;
  const lane = await server.request('GET', `/locations/${id}?version_number=1`, { headers: { 'x-request-id': 'limited' } });
  assert.equal(lane.status, 200);
  assert.match(String(lane.headers.ratelimit), /r=1;/);
  const general = await server.request('GET', `/locations/${id}?version_number=1`, {
    headers: { 'x-request-id': 'limited', accept: GENERAL },
  });
  assert.match(String(general.headers.ratelimit), /r=0;/);
  const refusedByLane = await server.request('GET', `/locations/${id}?version_number=1`, { headers: { 'x-request-id': 'limited' } });
  const refusedByGeneral = await server.request('GET', `/locations/${id}?version_number=1`, {
    headers: { 'x-request-id': 'limited', accept: GENERAL },
  });
  assert.equal(refusedByLane.status, 429);
  assert.equal(refusedByLane.json().type, '/problems/rate-limited');
  const withoutCount = (answer: Answer) =>
    comparable(answer)
      .replace(/r=\d+;t=\d+/g, 'r;t')
      .replace(/"retry-after","\d+"/g, '"retry-after"')
      .replace(/retry after \d+ s/g, 'retry after')
      .replace(/"retry_after":\d+/g, '"retry_after"');
  assert.equal(withoutCount(refusedByLane), withoutCount(refusedByGeneral));
});
