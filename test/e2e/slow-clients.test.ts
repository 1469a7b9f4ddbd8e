import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { openRaw } from '../support/raw-socket.js';
import type { RawConnection } from '../support/raw-socket.js';
import { startServer } from '../support/server.js';

/** Sends one piece a second until the server closes the connection or `limitMs` passes. */
async function dripUntilClosed(connection: RawConnection, pieces: () => string, limitMs: number): Promise<number | undefined> {
  let closedAt: number | undefined;
  void connection.closed.then((ms) => { closedAt = ms; });
  const started = Date.now();
  while (closedAt === undefined && Date.now() - started < limitMs) {
    connection.write(pieces());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return closedAt;
}

// Both cases wait for real timeouts, so they run side by side.
describe('slow clients are cut off (issue 6)', { concurrency: true }, () => {
  test('headers sent one line a second are cut off within 15 s', async (t) => {
    const server = await startServer();
    t.after(() => server.close());
    const connection = await openRaw(server.port);
    connection.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    let n = 0;
    const closedAt = await dripUntilClosed(connection, () => `X-Slow-${n++}: 1\r\n`, 20_000);
    assert.ok(closedAt !== undefined && closedAt <= 15_000, `closed after ${closedAt} ms`);
    assert.match(connection.received(), /^(HTTP\/1\.1 408|$)/);
  });

  test('a body sent one byte a second is cut off within 30 s', async (t) => {
    const server = await startServer();
    t.after(() => server.close());
    const connection = await openRaw(server.port);
    connection.write('POST /locations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n');
    const closedAt = await dripUntilClosed(connection, () => ' ', 35_000);
    assert.ok(closedAt !== undefined && closedAt <= 30_000, `closed after ${closedAt} ms`);
    assert.equal((server.db().prepare('SELECT count(*) AS n FROM locations').get() as { n: number }).n, 0);
  });
});
