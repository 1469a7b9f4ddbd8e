import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const BODY = { version_number: 1, longitude: 7.1, latitude: 50.7, altitude: 60 };

function count(server: TestServer): Promise<number> {
  return server.count('locations');
}

test('a retried create with the same Idempotency-Key returns the first answer, marked as a replay, and makes no second row (issue 6)', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const headers = { 'idempotency-key': 'f1c9d7e2-retry-1' };
  const first = await server.request('POST', '/locations', { headers, json: BODY });
  assert.equal(first.status, 201);
  assert.equal(first.headers['idempotent-replayed'], undefined);
  await server.request('PATCH', `/locations/${first.json().data.id}`, { json: { version_number: 1, altitude: 99 } });

  // The retry arrives in another body format and key order: still the same request.
  const retry = await server.request('POST', '/locations', {
    headers,
    form: { altitude: 60, latitude: 50.7, longitude: 7.1, version_number: 1 },
  });
  assert.equal(retry.status, 201);
  assert.equal(retry.headers['idempotent-replayed'], 'true');
  assert.equal(retry.headers.location, first.headers.location);
  assert.deepEqual(retry.json().data, first.json().data, 'the first answer, not the row as it is now');
  assert.match(retry.json().meta.message, /replay/);
  assert.equal(await count(server), 1);
});

test('the same key with other parameters is 422 idempotency-key-reused and stores nothing', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const headers = { 'idempotency-key': 'key-2' };
  assert.equal((await server.request('POST', '/locations', { headers, json: BODY })).status, 201);
  const reused = await server.request('POST', '/locations', { headers, json: { ...BODY, altitude: 61 } });
  assert.equal(reused.status, 422);
  const problem = reused.json();
  assert.equal(problem.type, '/problems/idempotency-key-reused');
  assert.equal(problem.key, 'key-2');
  assert.equal(await count(server), 1);
});

test('keys are per collection, different keys make different rows, and a bad key is 400', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  assert.equal((await server.request('POST', '/locations', { headers: { 'idempotency-key': 'a' }, json: BODY })).status, 201);
  assert.equal((await server.request('POST', '/locations', { headers: { 'idempotency-key': 'b' }, json: BODY })).status, 201);
  assert.equal(await count(server), 2);
  const reading = { version_number: 1, time: '2026-11-22T18:00:00Z', area: 'a', mean: 1, good: 1, number: 2 };
  const other = await server.request('POST', '/readings', { headers: { 'idempotency-key': 'a' }, json: reading });
  assert.equal(other.status, 201);
  assert.equal(other.headers['idempotent-replayed'], undefined);
  for (const bad of ['x'.repeat(256), 'has space']) {
    const answer = await server.request('POST', '/locations', { headers: { 'idempotency-key': bad }, json: BODY });
    assert.equal(answer.status, 400, bad);
    assert.equal(answer.json().type, '/problems/idempotency-key-invalid');
  }
  assert.equal(await count(server), 2);
});

test('concurrent retries with one key make exactly one row', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => server.request('POST', '/locations', { headers: { 'idempotency-key': 'burst' }, json: BODY })),
  );
  assert.deepEqual([...new Set(answers.map((a) => a.status))], [201]);
  assert.equal(new Set(answers.map((a) => a.json().data.id)).size, 1);
  assert.equal(answers.filter((a) => a.headers['idempotent-replayed'] === 'true').length, 7);
  assert.equal(await count(server), 1);
});
