// Issue 21, "Metrics": /metrics in the Prometheus text format, scraped over HTTP and read by a
// Prometheus text parser. Requests are counted by route pattern (never the raw path), method and
// status; durations are histograms by route; the engine's own figures are there (the SQLite writer's
// group commits, or the PostgreSQL pool); an admin credential is needed once any exists, and
// METRICS_PORT serves the same figures without one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startServer as startFieldlog } from '../../src/server.js';
import { makeCredentials, makeKey } from '../support/credentials.js';
import { count, histogram, sample, scrape } from '../support/prometheus.js';
import { send, startServer } from '../support/server.js';
import { createTestDatabase } from '../support/test-database.js';
import { openEventStream } from '../support/sse-client.js';
import { startReceiver, until } from '../support/webhook-receiver.js';
import { subscribe, webhookSettings } from '../support/webhooks.js';

const LOCATION = { version_number: 1, longitude: 7.1, latitude: 50.7, altitude: 60 };
const REQUESTS = 'fieldlog_http_requests_total';
const DURATION = 'fieldlog_http_request_duration_seconds';

test('requests are counted by route pattern, method and status, with a duration histogram and body bytes per route', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const before = await scrape(server.port);
  assert.equal(before.answer.status, 200);
  assert.equal(before.answer.headers['content-type'], 'text/plain; version=0.0.4; charset=utf-8');

  const created = await Promise.all([1, 2].map(() => server.request('POST', '/locations', { json: LOCATION })));
  assert.deepEqual(
    created.map((answer) => answer.status),
    [201, 201],
  );
  const refused = await server.request('POST', '/locations', { json: { ...LOCATION, altitude: 'high' } });
  assert.equal(refused.status, 422);
  const ids = created.map((answer) => answer.json().data.id as string);
  for (const id of [...ids, ids[0]!]) assert.equal((await server.request('GET', `/locations/${id}?version_number=1`)).status, 200);
  assert.equal((await server.request('GET', '/locations/01M82WCNEXW9DQCC3MXG4DN1M8?version_number=1')).status, 404);
  // An override is counted as the method handled, as the request log says it.
  const deleted = await server.request('POST', `/locations/${ids[1]}`, { form: { _method: 'DELETE', version_number: '1' } });
  assert.equal(deleted.status, 200);
  assert.equal((await server.request('GET', '/no-such-thing')).status, 404);

  const after = await scrape(server.port);
  const moved = (labels: Record<string, string>) => count(after, REQUESTS, labels) - count(before, REQUESTS, labels);
  assert.equal(moved({ route: '/locations', method: 'POST', status: '201' }), 2);
  assert.equal(moved({ route: '/locations', method: 'POST', status: '422' }), 1);
  assert.equal(moved({ route: '/locations/:id', method: 'GET', status: '200' }), 3);
  assert.equal(moved({ route: '/locations/:id', method: 'GET', status: '404' }), 1);
  assert.equal(moved({ route: '/locations/:id', method: 'DELETE', status: '200' }), 1);
  assert.equal(moved({ route: 'none', method: 'GET', status: '404' }), 1, 'an unknown path is counted under route="none"');
  // The pattern, never the path: no label holds an id or the unknown path.
  const routes = new Set(after.families.get(REQUESTS)!.metrics.map((metric) => metric.labels!.route!));
  for (const route of routes) assert.ok(!route.includes(ids[0]!) && !route.includes('no-such-thing'), `route label ${route}`);

  const byId = histogram(after, DURATION, { route: '/locations/:id' });
  assert.ok(byId !== undefined, 'a histogram for /locations/:id');
  assert.equal(byId.count - (histogram(before, DURATION, { route: '/locations/:id' })?.count ?? 0), 5);
  assert.equal(byId.buckets.get('+Inf'), byId.count);
  assert.ok(byId.sum > 0);
  const bounds = [...byId.buckets.values()];
  assert.deepEqual(
    bounds,
    [...bounds].sort((a, b) => a - b),
    'buckets are cumulative',
  );

  const posted = [created[0]!, created[1]!, refused].map((answer) => Buffer.byteLength(answer.text));
  const sentBodies = [JSON.stringify(LOCATION), JSON.stringify(LOCATION), JSON.stringify({ ...LOCATION, altitude: 'high' })];
  const bytes = (name: string, route: string) => count(after, name, { route }) - count(before, name, { route });
  assert.equal(
    bytes('fieldlog_http_request_body_bytes_total', '/locations'),
    sentBodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0),
  );
  assert.equal(
    bytes('fieldlog_http_response_body_bytes_total', '/locations'),
    posted.reduce((sum, size) => sum + size, 0),
  );

  // Event-loop lag and the process's own figures come with it.
  assert.ok(sample(after, 'nodejs_eventloop_lag_seconds') !== undefined);
  assert.ok(sample(after, 'process_resident_memory_bytes')! > 0);
  assert.ok(sample(after, 'fieldlog_http_open_connections')! >= 1, "the scrape's own connection is open");
  assert.equal(sample(after, 'fieldlog_storage_info', { engine: server.engine }), 1);
});

test('a scrape is counted under /metrics once it is answered, and never in its own figures', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const first = await scrape(server.port);
  assert.equal(count(first, REQUESTS, { route: '/metrics', method: 'GET', status: '200' }), 0);
  const second = await scrape(server.port);
  assert.equal(count(second, REQUESTS, { route: '/metrics', method: 'GET', status: '200' }), 1);
  // Nothing else moved: a scrape does not show up under another route.
  const others = second.families.get(REQUESTS)!.metrics.filter((metric) => metric.labels!.route !== '/metrics');
  assert.deepEqual(others, first.families.get(REQUESTS)?.metrics.filter((metric) => metric.labels!.route !== '/metrics') ?? []);
  // A scraper that names only the text format gets it, as one that sends Prometheus' own Accept does.
  const plain = await scrape(server.port, { Accept: 'text/plain' });
  assert.equal(plain.answer.status, 200);
  const prometheus = await scrape(server.port, {
    Accept: 'application/openmetrics-text;version=1.0.0;q=0.75,text/plain;version=0.0.4;q=0.5,*/*;q=0.1',
  });
  assert.equal(prometheus.answer.headers['content-type'], 'text/plain; version=0.0.4; charset=utf-8');
  assert.ok(prometheus.families.has(REQUESTS));
});

test('once a credential exists /metrics needs an admin one: 401 without, 403 with a smaller scope, problem details either way', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const credentials = await makeCredentials(server);
  const anonymous = await send(server.port, 'GET', '/metrics');
  assert.equal(anonymous.status, 401);
  assert.equal(anonymous.headers['content-type'], 'application/problem+json; charset=utf-8');
  assert.equal(anonymous.json().type, '/problems/authentication-required');
  const reader = await send(server.port, 'GET', '/metrics', { headers: credentials.headers.read });
  assert.equal(reader.status, 403);
  assert.equal(reader.json().type, '/problems/scope-insufficient');
  const writer = await send(server.port, 'GET', '/metrics', { headers: credentials.headers.write });
  assert.equal(writer.status, 403);
  const admin = await scrape(server.port, credentials.headers.admin);
  assert.equal(admin.answer.status, 200);
  // The refusals are counted under the route they were refused on.
  assert.equal(count(admin, REQUESTS, { route: '/metrics', method: 'GET', status: '401' }), 1);
  assert.equal(count(admin, REQUESTS, { route: '/metrics', method: 'GET', status: '403' }), 2);
  const session = await scrape(server.port, { Cookie: credentials.sessions.admin });
  assert.equal(session.answer.status, 200, 'an admin person signed in may read it too');
});

test('METRICS_PORT serves /metrics without credentials and nothing else; the service port still asks for an admin', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.drop());
  await makeKey(database.url, 'root', 'admin');
  const running = await startFieldlog({ databaseUrl: database.url, port: 0, host: '127.0.0.1', metricsPort: 0 });
  t.after(() => running.close());
  assert.ok(running.metricsUrl !== undefined);
  const metricsPort = Number(new URL(running.metricsUrl).port);
  const port = Number(new URL(running.url).port);
  assert.notEqual(metricsPort, port);
  assert.equal((await send(port, 'GET', '/metrics')).status, 401);
  assert.equal((await send(port, 'GET', '/healthz')).status, 200);

  const open = await scrape(metricsPort);
  assert.equal(open.answer.status, 200);
  assert.equal(open.answer.headers['content-type'], 'text/plain; version=0.0.4; charset=utf-8');
  // The service port's requests are there; scrapes of this port are not among them.
  assert.equal(count(open, REQUESTS, { route: '/healthz', method: 'GET', status: '200' }), 1);
  assert.equal(count(open, REQUESTS, { route: '/metrics', method: 'GET', status: '401' }), 1);
  const again = await scrape(metricsPort);
  assert.equal(count(again, REQUESTS, { route: '/metrics', method: 'GET', status: '200' }), 0);

  // fetch, not send: the API document the tests hold answers to is the service port's.
  const elsewhere = await fetch(`http://127.0.0.1:${metricsPort}/locations`);
  assert.equal(elsewhere.status, 404);
  assert.equal(elsewhere.headers.get('content-type'), 'application/problem+json; charset=utf-8');
  const problem = (await elsewhere.json()) as { type: string; detail: string };
  assert.equal(problem.type, '/problems/route-not-found');
  assert.match(problem.detail, /METRICS_PORT/);
  const posted = await fetch(running.metricsUrl, { method: 'POST', body: '{}' });
  assert.equal(posted.status, 405);
  assert.equal(posted.headers.get('allow'), 'GET, HEAD');
});

test('rate-limit refusals are counted', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.drop());
  // An hour: on PostgreSQL the window is aligned to the clock, and one starting mid-test would reset the count.
  const running = await startFieldlog({
    databaseUrl: database.url,
    port: 0,
    host: '127.0.0.1',
    metricsPort: 0,
    rateLimit: { limit: 2, windowSeconds: 3600 },
  });
  t.after(() => running.close());
  const port = Number(new URL(running.url).port);
  const statuses = [];
  // Not /healthz: the health routes are never counted by the rate limit (issue 21).
  for (let i = 0; i < 5; i++) statuses.push((await send(port, 'GET', '/locations?version_number=1')).status);
  assert.deepEqual(statuses, [200, 200, 429, 429, 429]);
  // Scraped on METRICS_PORT, which the rate limit does not guard.
  const scraped = await scrape(Number(new URL(running.metricsUrl!).port));
  assert.equal(sample(scraped, 'fieldlog_rate_limited_total'), 3);
  // Refused before routing, they count under route="none".
  assert.equal(count(scraped, REQUESTS, { route: 'none', method: 'GET', status: '429' }), 3);
  assert.equal(count(scraped, REQUESTS, { route: '/locations', method: 'GET', status: '200' }), 2);
});

test("the engine's figures: the writer thread and its group commits on SQLite, the connection pool on PostgreSQL", async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const created = await Promise.all(Array.from({ length: 20 }, () => server.request('POST', '/locations', { json: LOCATION })));
  assert.ok(created.every((answer) => answer.status === 201));
  const scraped = await scrape(server.port);
  if (server.engine === 'sqlite') {
    assert.equal(sample(scraped, 'fieldlog_sqlite_writer_up'), 1);
    const writes = histogram(scraped, 'fieldlog_sqlite_commit_group_writes');
    assert.ok(writes !== undefined);
    // Every create is one write of some group: the groups' sizes add up to at least the 20 creates.
    assert.ok(writes.sum >= 20, `writes in groups: ${writes.sum}`);
    assert.ok(writes.count >= 1 && writes.count <= writes.sum, `groups: ${writes.count}`);
    const commit = histogram(scraped, 'fieldlog_sqlite_commit_seconds');
    assert.equal(commit?.count, writes.count, 'one COMMIT per group');
    assert.ok(commit.sum > 0);
    assert.equal(histogram(scraped, 'fieldlog_sqlite_commit_group_seconds')?.count, writes.count);
    assert.ok(sample(scraped, 'fieldlog_sqlite_wal_bytes')! > 0, 'the WAL holds the creates');
    assert.equal(scraped.families.has('fieldlog_postgres_pool_connections'), false);
    // Twenty creates write far fewer than the 1,000 frames that call for a checkpoint.
    assert.equal(histogram(scraped, 'fieldlog_sqlite_checkpoint_seconds')?.count, 0);
    // A batch of 6,000 writes more; the thread checkpoints once its answer is out, and says so after.
    const items = Array.from({ length: 6000 }, (_, altitude) => ({ longitude: 7.1, latitude: 50.7, altitude }));
    assert.equal((await server.request('POST', '/locations?version_number=1', { json: items })).status, 200);
    const deadline = Date.now() + 5000;
    let checkpoint = histogram(await scrape(server.port), 'fieldlog_sqlite_checkpoint_seconds');
    while (checkpoint?.count === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      checkpoint = histogram(await scrape(server.port), 'fieldlog_sqlite_checkpoint_seconds');
    }
    assert.equal(checkpoint?.count, 1, 'one checkpoint after the batch');
    assert.ok(checkpoint.sum > 0);
  } else {
    const total = sample(scraped, 'fieldlog_postgres_pool_connections', { pool: 'primary' });
    const idle = sample(scraped, 'fieldlog_postgres_pool_idle_connections', { pool: 'primary' });
    const waiting = sample(scraped, 'fieldlog_postgres_pool_waiting_queries', { pool: 'primary' });
    assert.ok(total !== undefined && total >= 1 && total <= 10, `connections: ${total}`);
    assert.ok(idle !== undefined && idle >= 0 && idle <= total, `idle: ${idle}`);
    // A query waits while a new connection is opened for it, so a scrape may meet one.
    assert.ok(waiting !== undefined && Number.isInteger(waiting) && waiting >= 0, `waiting: ${waiting}`);
    assert.equal(scraped.families.has('fieldlog_sqlite_writer_up'), false);
    assert.equal(scraped.families.has('fieldlog_sqlite_commit_group_writes'), false);
    assert.equal(scraped.families.has('fieldlog_sqlite_checkpoint_seconds'), false);
  }
});

test('live streams open, and webhook attempts by outcome with the queue of pending deliveries', async (t) => {
  let failing = true;
  const receiver = await startReceiver(() => (failing ? { status: 500 } : { status: 204 }));
  t.after(() => receiver.close());
  const server = await startServer({ webhooks: webhookSettings({ retryBaseMs: 50, retryMaxMs: 50 }) });
  t.after(() => server.close());

  const stream = await openEventStream(server.port, '/events?version_number=1');
  assert.equal(stream.status, 200);
  assert.equal(sample(await scrape(server.port), 'fieldlog_event_streams_open'), 1);
  await stream.close();
  await until('the stream to be closed', async () =>
    sample(await scrape(server.port), 'fieldlog_event_streams_open') === 0 ? true : undefined,
  );

  await subscribe(server, receiver.url, 'location.created');
  assert.equal((await server.request('POST', '/locations', { json: LOCATION })).status, 201);
  const retried = await until('a failed attempt', async () => {
    const scraped = await scrape(server.port);
    return count(scraped, 'fieldlog_webhook_attempts_total', { outcome: 'retrying' }) >= 1 ? scraped : undefined;
  });
  assert.equal(sample(retried, 'fieldlog_webhook_deliveries_pending'), 1);
  assert.equal(count(retried, 'fieldlog_webhook_attempts_total', { outcome: 'delivered' }), 0);
  failing = false;
  const delivered = await until('the delivery', async () => {
    const scraped = await scrape(server.port);
    return count(scraped, 'fieldlog_webhook_attempts_total', { outcome: 'delivered' }) === 1 ? scraped : undefined;
  });
  assert.equal(sample(delivered, 'fieldlog_webhook_deliveries_pending'), 0);
});

test('/metrics is in the OpenAPI document as an admin route answering the text format', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const document = (await server.request('GET', '/openapi.json')).json();
  const operation = document.paths['/metrics']?.get;
  assert.ok(operation !== undefined, 'GET /metrics is documented');
  assert.ok(Object.keys(operation.responses['200'].content).includes('text/plain'));
  assert.ok(document.paths['/healthz']?.get !== undefined);
  assert.notDeepEqual(operation.security, document.paths['/healthz'].get.security, 'an admin route, not a public one');
});

test('METRICS=off: no /metrics, and nothing is counted', async (t) => {
  const server = await startServer({ metrics: 'off' });
  t.after(() => server.close());
  // fetch, not server.request: the contract the tests hold answers to is the default server's, which has /metrics.
  const answer = await fetch(`${server.url}/metrics`);
  assert.equal(answer.status, 404);
  assert.equal(((await answer.json()) as { type: string }).type, '/problems/route-not-found');
});
