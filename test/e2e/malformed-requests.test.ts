// Issue 6: bytes that never become a request (a method the parser does not know, a raw space in the
// target, headers too large, both Content-Length and Transfer-Encoding) are answered with a problem
// detail like every other error, where Node alone sends a bare status line. src/http/pipeline/client-error.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openRaw } from '../support/raw-socket.js';
import { startServer } from '../support/server.js';

async function exchange(port: number, raw: string): Promise<{ head: string; body: any; text: string }> {
  const connection = await openRaw(port);
  connection.write(raw);
  await connection.closed;
  const text = connection.received();
  const [head = '', rest = ''] = text.split('\r\n\r\n');
  return { head, body: rest === '' ? undefined : JSON.parse(rest), text };
}

for (const [what, raw, status, type] of [
  ['a method the parser does not know', 'FETCH /locations HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'request-malformed'],
  ['a lower-case method', 'get /healthz HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'request-malformed'],
  ['a space inside the target', 'GET /loca tions HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'request-malformed'],
  [
    'Content-Length and Transfer-Encoding together',
    'POST /locations HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    400,
    'request-malformed',
  ],
  ['headers over 16 KiB', `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'headers-too-large'],
] as const) {
  test(`${what}: ${status} ${type} as problem+json with a request id, then the connection closes`, async (t) => {
    const server = await startServer();
    t.after(() => server.close());
    const { head, body } = await exchange(server.port, raw);
    assert.match(head, new RegExp(`^HTTP/1\\.1 ${status} `));
    assert.match(head, /\r\nContent-Type: application\/problem\+json; charset=utf-8\r\n/);
    assert.match(head, /\r\nConnection: close(\r\n|$)/);
    const requestId = /\r\nX-Request-Id: ([0-9a-f-]{36})/.exec(head)?.[1];
    assert.deepEqual(Object.keys(body), ['type', 'title', 'status', 'detail', 'instance', 'request_id']);
    assert.equal(body.type, `/problems/${type}`);
    assert.equal(body.status, status);
    assert.equal(body.request_id, requestId);
    assert.ok(body.detail.length > 20, body.detail);
    assert.equal((await server.request('GET', '/healthz')).status, 200);
  });
}

test('a malformed HEAD request gets the headers of the problem and no body', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const { head, text } = await exchange(server.port, 'HEAD /a b HTTP/1.1\r\nHost: x\r\n\r\n');
  assert.match(head, /^HTTP\/1\.1 400 /);
  assert.match(head, /\r\nContent-Length: [1-9][0-9]*\r\n/);
  assert.ok(text.endsWith('\r\n\r\n'), 'no body after the headers');
});
