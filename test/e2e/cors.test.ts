import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openRaw } from '../support/raw-socket.js';
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
  const answer = await server.request('POST', '/locations', {
    headers: { origin: ALLOWED },
    json: { version_number: 1, longitude: 1, latitude: 2, altitude: 3 },
  });
  assert.equal(answer.status, 201);
  assert.equal(answer.headers['access-control-allow-origin'], ALLOWED);
  assert.match(String(answer.headers['access-control-expose-headers']), /Location, ETag, X-Request-Id/);
});

test('a preflight from any other origin is refused with 403 origin-not-allowed and no CORS headers', async (t) => {
  const server = await startServer({ cors: { origins: [ALLOWED] } });
  t.after(() => server.close());
  const answer = await server.request('OPTIONS', '/locations', {
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
  });
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

test('an answer from a configured origin varies on both Origin and Accept, successes and problems alike (issue 14)', async (t) => {
  const server = await startServer({ cors: { origins: [ALLOWED] } });
  t.after(() => server.close());
  const created = await server.request('POST', '/locations', {
    headers: { origin: ALLOWED },
    json: { version_number: 1, longitude: 1, latitude: 2, altitude: 3 },
  });
  const { id } = created.json().data;
  const answers = [
    created,
    await server.request('GET', `/locations/${id}?version_number=1`, { headers: { origin: ALLOWED } }),
    await server.request('GET', `/locations/${id}?version_number=1`, { headers: { origin: ALLOWED, accept: 'application/xml' } }),
    await server.request('GET', '/locations/nope?version_number=1', { headers: { origin: ALLOWED } }),
    await server.request('GET', '/locations?version_number=1', { headers: { origin: 'https://other.example' } }),
  ];
  for (const answer of answers) {
    const vary = String(answer.headers.vary)
      .split(',')
      .map((field) => field.trim());
    assert.ok(vary.includes('Origin') && vary.includes('Accept'), `Vary: ${answer.headers.vary} (status ${answer.status})`);
    assert.equal(vary.length, new Set(vary).size, `no field twice: ${answer.headers.vary}`);
  }
});

test('a 429 to a configured origin carries the CORS headers, so the page can read Retry-After (issue 14)', async (t) => {
  // An hour, as in rate-limit.test.ts: on PostgreSQL the window is aligned to the clock, and a minute's
  // could begin between the two requests and let the second through.
  const server = await startServer({ cors: { origins: [ALLOWED] }, rateLimit: { limit: 1, windowSeconds: 3600 } });
  t.after(() => server.close());
  assert.equal((await server.request('GET', '/locations?version_number=1', { headers: { origin: ALLOWED } })).status, 200);
  const refused = await server.request('GET', '/locations?version_number=1', { headers: { origin: ALLOWED } });
  assert.equal(refused.status, 429);
  assert.equal(refused.headers['access-control-allow-origin'], ALLOWED);
  assert.match(String(refused.headers['access-control-expose-headers']), /Retry-After/);
  assert.ok(Number(refused.headers['retry-after']) > 0);
  assert.match(String(refused.headers.vary), /Origin/);
});

test('the shutdown 503 to a configured origin carries the CORS headers too (issue 14)', async (t) => {
  const server = await startServer({ cors: { origins: [ALLOWED] } });
  t.after(() => server.close());
  const body = JSON.stringify({ version_number: 1, longitude: 1, latitude: 2, altitude: 3 });
  // A request in flight keeps the server draining; a second one, its headers finished after the signal, is refused.
  const inFlight = await openRaw(server.port);
  inFlight.write(`POST /locations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
  const arriving = await openRaw(server.port);
  arriving.write('GET /readyz HTTP/1.1\r\nHost: x\r\n');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const stopped = server.stop();
  await new Promise((resolve) => setTimeout(resolve, 100));
  arriving.write(`Origin: ${ALLOWED}\r\n\r\n`);
  const refused = await arriving.waitFor(/\r\n\r\n\{.*\}$/s);
  assert.match(refused, /^HTTP\/1\.1 503 /);
  assert.match(refused, new RegExp(`\\r\\nAccess-Control-Allow-Origin: ${ALLOWED.replaceAll('.', '\\.')}\\r\\n`, 'i'));
  assert.match(refused, /\r\nRetry-After: 1\r\n/i);
  inFlight.write(body);
  await inFlight.waitFor(/\r\n\r\n\{.*\}$/s);
  await stopped;
});
