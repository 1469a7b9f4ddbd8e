// What RFC 9110 and 9112 ask of a request's head, answered as problem details (issue 14, items 5, 7,
// 8, 9 and 12). Raw sockets: fetch and node's client cannot send two Host headers, a transfer coding
// other than chunked, CONNECT, or an Expect they did not choose.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openRaw } from '../support/raw-socket.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

const LOCATION = JSON.stringify({ version_number: 1, longitude: 1, latitude: 2, altitude: 3 });

/** Sends `raw`, waits for one whole answer (headers and a JSON body), and parses it. */
async function exchange(raw: string): Promise<{ status: number; head: string; problem: any; text: string }> {
  const connection = await openRaw(server.port);
  connection.write(raw);
  const text = await connection.waitFor(/\r\n\r\n\{.*\}$/s);
  connection.socket.destroy();
  const [head, body] = [text.slice(0, text.indexOf('\r\n\r\n')), text.slice(text.indexOf('\r\n\r\n') + 4)];
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)![1]), head, problem: JSON.parse(body), text };
}

function locationCount(): Promise<number> {
  return server.count('locations');
}

describe('Host (RFC 9112 §3.2)', () => {
  test('two Host headers answer 400 host-invalid, a problem detail', async () => {
    const { status, problem } = await exchange('GET /healthz HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n');
    assert.equal(status, 400);
    assert.equal(problem.type, '/problems/host-invalid');
    assert.equal(problem.hosts, 2);
    assert.match(problem.detail, /2 Host headers/);
  });

  test('an HTTP/1.1 request without Host answers 400 host-invalid as a problem detail, not a bare 400', async () => {
    const { status, problem } = await exchange('GET /healthz HTTP/1.1\r\n\r\n');
    assert.equal(status, 400);
    assert.equal(problem.type, '/problems/host-invalid');
    assert.equal(problem.hosts, 0);
  });

  test('HTTP/1.0 needs no Host, and one Host is fine', async () => {
    assert.equal((await exchange('GET /healthz HTTP/1.0\r\n\r\n')).status, 200);
    assert.equal((await exchange('GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n')).status, 200);
  });

  test('the read lane refuses two Host headers too', async () => {
    const created = await server.request('POST', '/locations', { json: JSON.parse(LOCATION) });
    const { id } = created.json().data;
    const { status, problem } = await exchange(`GET /locations/${id}?version_number=1 HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n`);
    assert.equal(status, 400);
    assert.equal(problem.type, '/problems/host-invalid');
  });
});

describe('framing errors are explained as what they are (RFC 9112 §6)', () => {
  test('two Content-Length headers are named as such, not as Content-Length with Transfer-Encoding', async () => {
    const { status, problem, head } = await exchange(
      `POST /locations HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: ${LOCATION.length}\r\nContent-Length: ${LOCATION.length}\r\n\r\n${LOCATION}`,
    );
    assert.equal(status, 400);
    assert.equal(problem.type, '/problems/request-malformed');
    assert.match(problem.detail, /more than one Content-Length/);
    assert.doesNotMatch(problem.detail, /Transfer-Encoding/);
    assert.match(head, /\r\nConnection: close/i);
  });

  test('Content-Length with Transfer-Encoding is named as both, not as a chunked rule', async () => {
    const { status, problem } = await exchange(
      'POST /locations HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    );
    assert.equal(status, 400);
    assert.match(problem.detail, /both Content-Length and Transfer-Encoding/);
    assert.doesNotMatch(problem.detail, /must end with chunked/);
  });
});

describe('codings (RFC 9110 §8.4, RFC 9112 §6.1)', () => {
  test('a gzip body answers 415 content-encoding-unsupported with Accept-Encoding: identity, not "invalid UTF-8", and stores nothing', async () => {
    const before = await locationCount();
    const gzip = Buffer.from([
      0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xab, 0xae, 0x05, 0x00, 0x43, 0xbf, 0xa6, 0xa3, 0x02, 0x00, 0x00, 0x00,
    ]);
    const answer = await server.request('POST', '/locations', {
      body: gzip,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    assert.equal(answer.status, 415);
    const problem = answer.json();
    assert.equal(problem.type, '/problems/content-encoding-unsupported');
    assert.equal(problem.content_encoding, 'gzip');
    assert.deepEqual(problem.accepted, ['identity']);
    assert.equal(answer.headers['accept-encoding'], 'identity');
    assert.equal(await locationCount(), before);
  });

  test('br on a plain body is refused the same way; identity is accepted', async () => {
    const before = await locationCount();
    const br = await server.request('POST', '/locations', {
      body: LOCATION,
      headers: { 'content-type': 'application/json', 'content-encoding': 'br' },
    });
    assert.equal(br.status, 415);
    assert.equal(br.json().type, '/problems/content-encoding-unsupported');
    assert.equal(await locationCount(), before);
    const identity = await server.request('POST', '/locations', {
      body: LOCATION,
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
    });
    assert.equal(identity.status, 201);
  });

  test('a batch with Content-Encoding is refused before it is read', async () => {
    const answer = await server.request('POST', '/locations?version_number=1', {
      body: `[${LOCATION}]`,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    assert.equal(answer.status, 415);
    assert.equal(answer.json().type, '/problems/content-encoding-unsupported');
  });

  test('Transfer-Encoding: gzip, chunked answers 501 transfer-coding-unsupported and stores nothing', async () => {
    const before = await locationCount();
    const size = Buffer.byteLength(LOCATION).toString(16);
    const { status, problem } = await exchange(
      `POST /locations HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip, chunked\r\n\r\n${size}\r\n${LOCATION}\r\n0\r\n\r\n`,
    );
    assert.equal(status, 501);
    assert.equal(problem.type, '/problems/transfer-coding-unsupported');
    assert.equal(problem.transfer_encoding, 'gzip, chunked');
    assert.equal(await locationCount(), before);
  });

  test('Transfer-Encoding: chunked alone is read as before', async () => {
    const size = Buffer.byteLength(LOCATION).toString(16);
    const { status } = await exchange(
      `POST /locations HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${size}\r\n${LOCATION}\r\n0\r\n\r\n`,
    );
    assert.equal(status, 201);
  });
});

describe('Expect (RFC 9110 §10.1.1)', () => {
  test('Expect: 100-continue with an oversized Content-Length gets the 413 at once, with no 100 Continue before it', async () => {
    const connection = await openRaw(server.port);
    connection.write(
      'POST /locations HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: 99999999\r\n\r\n',
    );
    const text = await connection.waitFor(/\r\n\r\n\{.*\}$/s);
    assert.match(text, /^HTTP\/1\.1 413 /);
    assert.doesNotMatch(text, /100 Continue/);
    assert.match(text, /"type":"\/problems\/body-too-large"/);
    await connection.closed;
  });

  test('Expect: 100-continue with an acceptable body gets 100 Continue, then the answer to the body sent after it', async () => {
    const connection = await openRaw(server.port);
    connection.write(
      `POST /locations HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: ${LOCATION.length}\r\n\r\n`,
    );
    await connection.waitFor(/^HTTP\/1\.1 100 Continue\r\n\r\n$/);
    connection.write(LOCATION);
    const text = await connection.waitFor(/\r\n\r\n\{.*\}$/s);
    assert.match(text, /^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201 Created\r\n/);
    connection.socket.destroy();
  });

  test("Expect: foo answers 417 expectation-failed as a problem detail, not node's bare 417", async () => {
    const { status, problem, head } = await exchange('GET /healthz HTTP/1.1\r\nHost: a\r\nExpect: foo\r\n\r\n');
    assert.equal(status, 417);
    assert.equal(problem.type, '/problems/expectation-failed');
    assert.equal(problem.expect, 'foo');
    assert.match(head, /\r\nContent-Type: application\/problem\+json/i);
  });
});

test('CONNECT answers 501 method-not-implemented as a problem detail instead of a closed connection', async () => {
  const connection = await openRaw(server.port);
  connection.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
  const text = await connection.waitFor(/\r\n\r\n\{.*\}$/s);
  assert.match(text, /^HTTP\/1\.1 501 Not Implemented\r\n/);
  const problem = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
  assert.equal(problem.type, '/problems/method-not-implemented');
  assert.equal(problem.method, 'CONNECT');
  assert.match(problem.detail, /not a proxy/);
  await connection.closed;
});
