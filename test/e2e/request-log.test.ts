import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startServer } from '../support/server.js';

test('every request writes one JSON line with id, method, route, status and duration, and no parameter values (issue 6)', async (t) => {
  const lines: string[] = [];
  const server = await startServer({ log: (line) => lines.push(line) });
  t.after(() => server.close());
  const created = await server.request('POST', '/locations', {
    headers: { 'x-request-id': 'log-test-1' },
    form: { version_number: 1, longitude: 7.123456, latitude: 50.654321, altitude: 61.5 },
  });
  const id = created.json().data.id;
  await server.request('POST', `/locations/${id}`, {
    headers: { 'x-request-id': 'log-test-2' },
    form: { version_number: 1, _method: 'patch', altitude: 99.25 },
  });
  await server.request('GET', '/nowhere', { headers: { 'x-request-id': 'log-test-3' } });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const parsed = lines.map((line) => JSON.parse(line));
  assert.ok(lines.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n')));
  const [create, patch, missing] = ['log-test-1', 'log-test-2', 'log-test-3'].map((rid) => parsed.find((p) => p.request_id === rid));
  assert.deepEqual(
    { ...create, time: undefined, duration_ms: undefined, trace_id: undefined, span_id: undefined },
    {
      time: undefined,
      level: 'info',
      pid: process.pid,
      trace_id: undefined,
      span_id: undefined,
      request_id: 'log-test-1',
      method: 'POST',
      route: '/locations',
      path: '/locations',
      status: 201,
      duration_ms: undefined,
    },
  );
  assert.equal(typeof create.duration_ms, 'number');
  assert.equal(patch.method, 'PATCH');
  assert.equal(patch.original_method, 'POST');
  assert.equal(patch.route, '/locations/:id');
  assert.equal(patch.status, 200);
  assert.equal(missing.route, null);
  assert.equal(missing.status, 404);
  for (const value of ['7.123456', '50.654321', '99.25']) assert.ok(!lines.join('').includes(value), `log must not contain ${value}`);
});
