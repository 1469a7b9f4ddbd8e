import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startServer } from '../support/server.js';

test('past the configured limit a client gets 429 with Retry-After and RateLimit headers, and nothing is stored (issue 6)', async (t) => {
  // An hour: on PostgreSQL the window is aligned to the clock (shared by every process), and a test
  // that straddled the start of a new one would see its count start again.
  const server = await startServer({ rateLimit: { limit: 3, windowSeconds: 3600 } });
  t.after(() => server.close());
  const body = { version_number: 1, longitude: 1, latitude: 2, altitude: 3 };
  for (let i = 1; i <= 3; i++) {
    const answer = await server.request('POST', '/locations', { json: body });
    assert.equal(answer.status, 201);
    assert.equal(answer.headers['ratelimit-policy'], '"per-client";q=3;w=3600');
    assert.match(String(answer.headers.ratelimit), new RegExp(`^"per-client";r=${3 - i};t=\\d+$`));
  }
  const refused = await server.request('POST', '/locations', { json: body, headers: { accept: 'application/xml' } });
  assert.equal(refused.status, 429);
  assert.equal(refused.headers['content-type'], 'application/problem+xml; charset=utf-8');
  const retryAfter = Number(refused.headers['retry-after']);
  assert.ok(retryAfter >= 1 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
  assert.match(refused.text, /<type>\/problems\/rate-limited<\/type>/);
  assert.match(refused.text, new RegExp(`<retry_after>${retryAfter}</retry_after>`));
  const json = await server.request('GET', '/locations?version_number=1');
  assert.equal(json.status, 429);
  assert.deepEqual(
    { ...json.json(), request_id: undefined, detail: undefined },
    {
      type: '/problems/rate-limited',
      title: 'Too many requests from this client',
      status: 429,
      instance: '/locations',
      request_id: undefined,
      detail: undefined,
      limit: 3,
      window_seconds: 3600,
      retry_after: json.json().retry_after,
    },
  );
  assert.equal(await server.count('locations'), 3);
});

test('rate limiting is generous by default: 200 quick requests all pass', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const answers = await Promise.all(Array.from({ length: 200 }, () => server.request('GET', '/locations?version_number=1')));
  assert.deepEqual([...new Set(answers.map((a) => a.status))], [200]);
  assert.equal(answers[0]!.headers['ratelimit-policy'], '"per-client";q=6000;w=60');
});

test('a limit of 0 turns rate limiting off', async (t) => {
  const server = await startServer({ rateLimit: { limit: 0 } });
  t.after(() => server.close());
  const answer = await server.request('GET', '/locations?version_number=1');
  assert.equal(answer.status, 200);
  assert.equal(answer.headers['ratelimit-policy'], undefined);
});

test('behind a trusted proxy (TRUST_PROXY) each forwarded client has its own limit; without it, X-Forwarded-For changes nothing', async (t) => {
  const trusting = await startServer({ rateLimit: { limit: 2, windowSeconds: 3600 }, trustProxy: ['loopback'] });
  t.after(() => trusting.close());
  const from = (server: typeof trusting, client: string) =>
    server.request('GET', '/locations?version_number=1', { headers: { 'x-forwarded-for': client } }).then((answer) => answer.status);
  assert.deepEqual(
    [await from(trusting, '203.0.113.5'), await from(trusting, '203.0.113.5'), await from(trusting, '203.0.113.5')],
    [200, 200, 429],
  );
  assert.equal(await from(trusting, '203.0.113.6'), 200, 'another client behind the same proxy');

  const untrusting = await startServer({ rateLimit: { limit: 2, windowSeconds: 3600 } });
  t.after(() => untrusting.close());
  assert.deepEqual(
    [await from(untrusting, '203.0.113.5'), await from(untrusting, '203.0.113.6'), await from(untrusting, '203.0.113.7')],
    [200, 200, 429],
  );
});
