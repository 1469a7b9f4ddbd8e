import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openRaw } from '../support/raw-socket.js';
import { startServer } from '../support/server.js';

test('after shutdown begins, a request that arrives answers 503 with Connection: close, while one in flight finishes (issue 6)', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const body = JSON.stringify({ version_number: 1, longitude: 1, latitude: 2, altitude: 3 });

  // In flight: headers received, body still to come.
  const inFlight = await openRaw(server.port);
  inFlight.write(`POST /locations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
  // Arriving: the request line is sent, the headers are not finished, so it is not a request yet.
  const arriving = await openRaw(server.port);
  arriving.write('GET /readyz HTTP/1.1\r\nHost: x\r\n');
  await new Promise((resolve) => setTimeout(resolve, 100));

  const stopped = server.stop();
  await new Promise((resolve) => setTimeout(resolve, 100));
  arriving.write('Accept: application/json\r\n\r\n');
  const refused = await arriving.waitFor(/\r\n\r\n\{.*\}$/s);
  assert.match(refused, /^HTTP\/1\.1 503 Service Unavailable\r\n/);
  assert.match(refused, /\r\nConnection: close\r\n/i);
  assert.match(refused, /"type":"\/problems\/service-unavailable"/);
  await arriving.closed;

  inFlight.write(body);
  const created = await inFlight.waitFor(/\r\n\r\n\{.*\}$/s);
  assert.match(created, /^HTTP\/1\.1 201 Created\r\n/);
  await stopped;
});

test('idle keep-alive connections are closed at once when shutdown begins', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const idle = await openRaw(server.port);
  idle.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
  await idle.waitFor(/"status":"ok"/);
  const started = Date.now();
  await server.stop();
  await idle.closed;
  assert.ok(Date.now() - started < 1_000, 'the idle socket did not hold up shutdown');
});

test('/readyz answers ready while running', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const answer = await server.request('GET', '/readyz');
  assert.equal(answer.status, 200);
  // The storage is named as the engine of the pass: sqlite or postgres.
  assert.deepEqual(answer.json().data, { ready: true, storage: server.engine });
});

test('a request already in the socket buffer of an idle keep-alive connection when shutdown begins is answered 503, not dropped', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const connection = await openRaw(server.port);
  connection.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
  await connection.waitFor(/"status":"ok"/);
  // Written and stopped in one tick: the bytes reach the server's socket before node has read them,
  // so to node the connection still looks idle.
  connection.write('GET /readyz HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\n\r\n');
  const stopped = server.stop();
  await connection.closed;
  await stopped;
  const second = connection.received().slice(connection.received().indexOf('HTTP/1.1', 1));
  assert.match(second, /^HTTP\/1\.1 503 Service Unavailable\r\n/);
  assert.match(second, /\r\nConnection: close\r\n/i);
  assert.match(second, /"type":"\/problems\/service-unavailable"/);
});
