import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { test } from 'node:test';
import { dataJsonOf } from '../../../src/http/output/envelope-json.js';
import { sendReply } from '../../../src/http/output/respond.js';
import type { Exchange } from '../../../src/http/output/respond.js';
import type { Reply } from '../../../src/contract/route.js';
import type { CallVersion } from '../../../src/versioning/index.js';

function unreachable(): never {
  throw new Error('a JSON answer rendered a page');
}

/** What sendReply wrote: the status, headers and body a client would see. */
function capture(reply: Reply, version: CallVersion | undefined, requestId = '4f1c2a9e-0b7d-4e0a-9c3b-2d6f8a1e5b70') {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
  const res = {
    headersSent: false,
    getHeader() {
      return undefined;
    },
    writeHead(status: number, headers: Record<string, unknown>) {
      sent.status = status;
      sent.headers = headers;
      return this;
    },
    end(body?: string) {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  // A JSON answer renders no page: the renderers are never called.
  const pages = { renderEnvelope: unreachable, renderProblem: unreachable, renderPage: unreachable, renderRefusedForm: unreachable };
  const trace = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', parentId: undefined, flags: '01' };
  const exchange: Exchange = { requestId, trace, format: 'json', head: false, path: '/locations/x', pages };
  sendReply(res, exchange, reply, version);
  return sent;
}

const VERSION = { call: 'location', version: 2 } as CallVersion;

test("a resource's JSON answer is exactly JSON.stringify of its envelope, whatever the message, links and data hold", () => {
  const datas: unknown[] = [
    { id: '01M82D1F54P5GPR4SVS5YGF4MB', longitude: -172.318742, altitude: null, timestamp: '2026-11-23T01:14:28+05:30' },
    { label: 'quote " backslash \\ newline \n tab \t nul \u0000 é € 😀 \ud800' },
    null,
  ];
  const messages = ['Location 01M82D1F54P5GPR4SVS5YGF4MB.', 'A "quoted" \\ message\nwith € and \u2028', ''];
  const linkSets: Record<string, string | null>[] = [
    { self: '/locations/a%22b', collection: '/locations' },
    { self: '/x', next: null },
    {},
  ];
  for (const data of datas) {
    for (const message of messages) {
      for (const links of linkSets) {
        for (const requestId of ['r1', 'a.b:c_d-e', '4f1c2a9e-0b7d-4e0a-9c3b-2d6f8a1e5b70']) {
          const reply: Reply = { status: 201, data, dataJson: dataJsonOf(data), message, links, headers: { ETag: '"json-v2-abc"' } };
          const sent = capture(reply, VERSION, requestId);
          const expected = JSON.stringify({ data, meta: { action: 'location', version_number: 2, request_id: requestId, message }, links });
          assert.equal(sent.body, expected);
          assert.equal(sent.status, 201);
          assert.equal(sent.headers?.['Content-Length'], Buffer.byteLength(expected));
          assert.equal(sent.headers?.ETag, '"json-v2-abc"');
          assert.equal(sent.headers?.['X-Request-Id'], requestId);
          assert.equal(sent.headers?.Vary, 'Accept');
        }
      }
    }
  }
});

test('extra meta, or no version, still answers with JSON.stringify of the envelope', () => {
  const data = [{ id: 'a' }];
  const withMeta: Reply = {
    data,
    dataJson: dataJsonOf(data),
    message: '1 location.',
    meta: { count: 1, next_cursor: null },
    links: { self: '/locations' },
  };
  assert.equal(
    capture(withMeta, VERSION, 'r1').body,
    JSON.stringify({
      data,
      meta: { action: 'location', version_number: 2, request_id: 'r1', message: '1 location.', count: 1, next_cursor: null },
      links: { self: '/locations' },
    }),
  );
  const unversioned: Reply = { data: { ok: true }, dataJson: dataJsonOf({ ok: true }), message: 'Up.', links: {} };
  assert.equal(
    capture(unversioned, undefined, 'r1').body,
    JSON.stringify({ data: { ok: true }, meta: { request_id: 'r1', message: 'Up.' }, links: {} }),
  );
});
