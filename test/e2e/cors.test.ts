import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startServer } from '../support/server.js';

const ALLOWED = 'https://app.example';

test('a preflight from a configured origin is answered with the methods, headers and max age (issue 6)', async (t) => {
  const server = await startServer({ cors: { origins: [ALLOWED] } });
  t.after(() => server.close());
  const answer = await server.request('OPTIONS', '/locations/abc', {
    headers: { origin: ALLOWED, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type, if-match' },
  });
  assert.equal(answer.status, 204);
  assert.equal(answer.headers['access-control-allow-origin'], ALLOWED);
  assert.match(String(answer.headers['access-control-allow-methods']), /\bPUT\b/);
  assert.match(String(answer.headers['access-control-allow-headers']), /If-Match/);
  assert.equal(answer.headers['access-control-max-age'], '600');
  assert.match(String(answer.headers.vary), /Origin/);
  assert.equal(answer.headers['access-control-allow-credentials'], undefined);
});

test('a simple request from a configured origin exposes Location, ETag and X-Request-Id', async (t) => {
  const server = await startServer({ cors: { origins: [ALLOWED] } });
  t.after(() => server.close());
  const answer = await server.request('POST', '/locations', { headers: { origin: ALLOWED }, json: { version_number: 1, longitude: 1, latitude: 2, altitude: 3 } });
  assert.equal(answer.status, 201);
  assert.equal(answer.headers['access-control-allow-origin'], ALLOWED);
  assert.match(String(answer.headers['access-control-expose-headers']), /Location, ETag, X-Request-Id/);
});

test('a preflight from any other origin is refused with 403 origin-not-allowed and no CORS headers', async (t) => {
  const server = await startServer({ cors: { origins: [ALLOWED] } });
  t.after(() => server.close());
  const answer = await server.request('OPTIONS', '/locations', { headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
  assert.equal(answer.status, 403);
  const problem = answer.json();
  assert.equal(problem.type, '/problems/origin-not-allowed');
  assert.equal(problem.origin, 'https://evil.example');
  assert.equal(answer.headers['access-control-allow-origin'], undefined);
});

test('by default no origin is allowed: requests work but carry no CORS headers', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const answer = await server.request('GET', '/healthz', { headers: { origin: ALLOWED } });
  assert.equal(answer.status, 200);
  assert.equal(answer.headers['access-control-allow-origin'], undefined);
  const preflight = await server.request('OPTIONS', '/healthz', { headers: { origin: ALLOWED, 'access-control-request-method': 'GET' } });
  assert.equal(preflight.status, 403);
});
