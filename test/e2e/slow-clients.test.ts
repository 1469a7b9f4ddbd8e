// Slow and idle clients are cut off at the server's timeouts (issue 6). The servers here are started
// with timeouts of a second or two instead of production's 5, 10 and 25 s (issue 15), so the file takes
// seconds, not half a minute; the clients drip ten times as fast as the one-a-second trickle production
// is guarded against, so that they too send many pieces before they are cut off.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { startServer as startFieldlog } from '../../src/server.js';
import { killIfRunning, startChildServer } from '../support/child-server.js';
import type { ChildServer } from '../support/child-server.js';
import { openRaw } from '../support/raw-socket.js';
import type { RawConnection } from '../support/raw-socket.js';
import { startServer } from '../support/server.js';
import { createTestDatabase } from '../support/test-database.js';

const TIMEOUTS = { keepAliveMs: 1_000, headersMs: 1_000, requestMs: 2_500, checkIntervalMs: 100 };
const DRIP_MS = 100;
// How late a cut-off may come: one checking interval, plus room for a loaded machine running this
// file's tests side by side. The lower bounds say that no cut-off comes before its timeout; the upper
// ones only that it comes, and before any later timeout could have made it.
const SLACK_MS = 3_000;

/** Sends one piece every DRIP_MS until the server closes the connection or `limitMs` passes. */
async function dripUntilClosed(connection: RawConnection, pieces: () => string, limitMs: number): Promise<number | undefined> {
  let closedAt: number | undefined;
  void connection.closed.then((ms) => {
    closedAt = ms;
  });
  const started = Date.now();
  while (closedAt === undefined && Date.now() - started < limitMs) {
    connection.write(pieces());
    await new Promise((resolve) => setTimeout(resolve, DRIP_MS));
  }
  return closedAt;
}

/** The problem detail written before the close, with its status line checked. */
function timeoutProblem(received: string): { status: number; type: string; detail: string } {
  assert.match(received, /^HTTP\/1\.1 408 Request Timeout\r\n/);
  assert.match(received, /\r\nContent-Type: application\/problem\+json; charset=utf-8\r\n/);
  assert.match(received, /\r\nConnection: close\r\n/);
  return JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4));
}

describe('slow clients are cut off at the configured timeouts (issue 6, issue 15)', { concurrency: true }, () => {
  test('headers sent a line at a time are cut off at headersTimeout with a 408 problem detail naming it', async (t) => {
    // requestTimeout past the headers' latest cut-off: a close from it would be too late to pass.
    const server = await startServer({ timeouts: { ...TIMEOUTS, requestMs: TIMEOUTS.headersMs + SLACK_MS + 1_000 } });
    t.after(() => server.close());
    const connection = await openRaw(server.port);
    connection.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    let n = 0;
    const closedAt = await dripUntilClosed(connection, () => `X-Slow-${n++}: 1\r\n`, TIMEOUTS.headersMs * 5);
    t.diagnostic(`closed after ${closedAt} ms`);
    assert.ok(closedAt !== undefined, 'the connection was never closed');
    assert.ok(closedAt >= TIMEOUTS.headersMs - 50, `closed after ${closedAt} ms, before the headers timeout`);
    assert.ok(closedAt <= TIMEOUTS.headersMs + SLACK_MS, `closed after ${closedAt} ms`);
    const problem = timeoutProblem(connection.received());
    assert.equal(problem.status, 408);
    assert.match(problem.type, /\/problems\/request-timeout$/);
    assert.equal(problem.detail, 'The request did not arrive in time: headers within 1 s, the whole request within 5 s.');
  });

  test('a body sent a byte at a time is cut off at requestTimeout and nothing is written', async (t) => {
    const server = await startServer({ timeouts: TIMEOUTS });
    t.after(() => server.close());
    const connection = await openRaw(server.port);
    connection.write('POST /locations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
    const closedAt = await dripUntilClosed(connection, () => ' ', TIMEOUTS.requestMs * 3);
    t.diagnostic(`closed after ${closedAt} ms`);
    assert.ok(closedAt !== undefined, 'the connection was never closed');
    assert.ok(closedAt >= TIMEOUTS.requestMs - 50, `closed after ${closedAt} ms, before the request timeout`);
    assert.ok(closedAt <= TIMEOUTS.requestMs + SLACK_MS, `closed after ${closedAt} ms`);
    assert.equal(timeoutProblem(connection.received()).status, 408);
    assert.equal(await server.count('locations'), 0);
  });

  test('an idle keep-alive connection is closed at keepAliveTimeout, which the answer announces', async (t) => {
    const server = await startServer({ timeouts: TIMEOUTS });
    t.after(() => server.close());
    const connection = await openRaw(server.port);
    connection.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    await connection.waitFor(/"status":"ok"/);
    const answeredAt = Date.now();
    // Node announces the idle time in a Keep-Alive header, in whole seconds, so a client can retire the connection first.
    assert.match(connection.received(), /\r\nKeep-Alive: timeout=1\r\n/);
    await connection.closed;
    const idleFor = Date.now() - answeredAt;
    // Node 20.20 closes an idle connection a second after the announced time (its
    // HTTP_SERVER_KEEP_ALIVE_TIMEOUT_BUFFER), so that a client retiring it on time never races the
    // close: 2_000 ms here, which the slack of 1_100 ms before left 100 ms of room above.
    t.diagnostic(`closed after ${idleFor} ms idle`);
    assert.ok(idleFor >= TIMEOUTS.keepAliveMs - 50 && idleFor <= TIMEOUTS.keepAliveMs + SLACK_MS, `closed after ${idleFor} ms idle`);
  });

  test('the entry point takes the timeouts from KEEP_ALIVE_TIMEOUT_MS, HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS', async (t) => {
    const database = await createTestDatabase();
    let child: ChildServer | undefined;
    t.after(async () => {
      killIfRunning(child);
      await child?.exited;
      await database.drop();
    });
    child = await startChildServer(database.url, {
      KEEP_ALIVE_TIMEOUT_MS: '2000',
      HEADERS_TIMEOUT_MS: '1000',
      // Past the headers' latest cut-off (2_000 + SLACK_MS), as in the first test.
      REQUEST_TIMEOUT_MS: '8000',
    });
    const idle = await openRaw(child.port);
    t.after(() => idle.socket.destroy());
    idle.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    await idle.waitFor(/"status":"ok"/);
    assert.match(idle.received(), /\r\nKeep-Alive: timeout=2\r\n/);
    // Without a checking interval of its own, node notices the timeout up to a second late.
    const slow = await openRaw(child.port);
    slow.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const closedAt = await dripUntilClosed(slow, () => 'X-Slow: 1\r\n', 2_000 + SLACK_MS + 1_000);
    t.diagnostic(`closed after ${closedAt} ms`);
    assert.ok(closedAt !== undefined && closedAt >= 950 && closedAt <= 2_000 + SLACK_MS, `closed after ${closedAt} ms`);
    assert.equal(
      timeoutProblem(slow.received()).detail,
      'The request did not arrive in time: headers within 1 s, the whole request within 8 s.',
    );
  });

  test("without options the server keeps production's timeouts: 5 s idle, headers in 10 s, the request in 25 s", async (t) => {
    const running = await startFieldlog({ databaseUrl: ':memory:', port: 0 });
    t.after(() => running.close());
    const connection = await openRaw(Number(new URL(running.url).port));
    t.after(() => connection.socket.destroy());
    connection.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    await connection.waitFor(/"status":"ok"/);
    assert.match(connection.received(), /\r\nKeep-Alive: timeout=5\r\n/);
    // Waiting 10 and 25 s to see the other two is what this file no longer does; node reports them.
    assert.deepEqual(
      { headers: running.server.headersTimeout, request: running.server.requestTimeout, keepAlive: running.server.keepAliveTimeout },
      { headers: 10_000, request: 25_000, keepAlive: 5_000 },
    );
  });
});
