// Issue 21 with WORKERS=2: the service's port hands each connection to one worker, whose /metrics
// shows its own figures; METRICS_PORT is the primary's, and adds up every worker's.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { killIfRunning, startChildServer } from '../support/child-server.js';
import type { ChildServer } from '../support/child-server.js';
import { count, sample, scrape } from '../support/prometheus.js';
import { send } from '../support/server.js';
import { createTestDatabase, testEngine } from '../support/test-database.js';

/** A port nobody listens on now (METRICS_PORT takes no 0). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

test("WORKERS=2: METRICS_PORT adds up both workers' figures; the service port's /metrics is one worker's", async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.drop());
  let server: ChildServer | undefined;
  t.after(() => killIfRunning(server));
  const metricsPort = await freePort();
  server = await startChildServer(database.url, { WORKERS: '2', METRICS_PORT: String(metricsPort) });
  // Twelve requests on twelve connections: the primary hands them to the workers in turn.
  for (let index = 0; index < 12; index++) assert.equal((await send(server.port, 'GET', '/healthz')).status, 200);

  const all = await scrape(metricsPort);
  assert.equal(all.answer.status, 200);
  const healthz = { route: '/healthz', method: 'GET', status: '200' };
  assert.equal(count(all, 'fieldlog_http_requests_total', healthz), 12);
  assert.equal(sample(all, 'fieldlog_storage_info', { engine: testEngine() }), 1);

  const one = await scrape(server.port);
  assert.equal(one.answer.status, 200);
  const seen = count(one, 'fieldlog_http_requests_total', healthz);
  assert.ok(seen > 0 && seen < 12, `one worker answered ${seen} of the 12`);
});
