// Issue 21, "Tracing": a W3C traceparent (Trace Context §3.2) is continued: its trace id is on the
// request's log lines and its answer, with a span of this server's; an invalid one is ignored and a
// new trace started, never a 400; and the webhook delivery of a change made by a traced request
// carries that trace to the receiver. X-Request-Id stays as it was. On the engine of the pass.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LOCATION_V2, assertSuccess } from '../fixtures/resources.js';
import { parseLogLines } from '../support/log-lines.js';
import { startServer } from '../support/server.js';
import { startReceiver, until } from '../support/webhook-receiver.js';
import { subscribe, webhookSettings } from '../support/webhooks.js';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

function readTraceparent(value: unknown): { traceId: string; spanId: string; flags: string } {
  const found = TRACEPARENT.exec(String(value));
  assert.ok(found !== null, `not a version 00 traceparent: ${String(value)}`);
  return { traceId: found[1]!, spanId: found[2]!, flags: found[3]! };
}

test('a valid traceparent is continued: the answer names a new span of the same trace, and the log lines carry both ids', async (t) => {
  const lines: string[] = [];
  const server = await startServer({ log: (line) => lines.push(line) });
  t.after(() => server.close());
  for (const flags of ['01', '00']) {
    const answer = await server.request('GET', '/locations?version_number=2', {
      headers: { traceparent: `00-${TRACE_ID}-${PARENT_ID}-${flags}`, 'x-request-id': `traced-${flags}` },
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['x-request-id'], `traced-${flags}`, 'X-Request-Id stays');
    const span = readTraceparent(answer.headers.traceparent);
    assert.deepEqual([span.traceId, span.flags], [TRACE_ID, flags]);
    assert.notEqual(span.spanId, PARENT_ID, "this server's own span");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const line = parseLogLines(lines).find((logged) => logged.request_id === `traced-${flags}`);
    assert.deepEqual([line?.trace_id, line?.span_id], [TRACE_ID, span.spanId]);
  }
  // A later version may append fields (§3.2.4.2): its first four are read, and 00 is sent on.
  const future = await server.request('GET', '/healthz', { headers: { traceparent: `cc-${TRACE_ID}-${PARENT_ID}-01-what-comes-next` } });
  assert.deepEqual(
    [readTraceparent(future.headers.traceparent).traceId, readTraceparent(future.headers.traceparent).flags],
    [TRACE_ID, '01'],
  );
});

test('an invalid traceparent is ignored and a new trace started, never a 400; without one, a new trace too', async (t) => {
  const lines: string[] = [];
  const server = await startServer({ log: (line) => lines.push(line) });
  t.after(() => server.close());
  const invalid = [
    `00-${TRACE_ID.toUpperCase()}-${PARENT_ID}-01`, // hex digits are lowercase
    `00-${'0'.repeat(32)}-${PARENT_ID}-01`, // an all-zero trace id
    `00-${TRACE_ID}-${'0'.repeat(16)}-01`, // an all-zero parent id
    `ff-${TRACE_ID}-${PARENT_ID}-01`, // version ff is forbidden
    `00-${TRACE_ID}-${PARENT_ID}-01-extra`, // version 00 is exactly 55 characters
    `00-${TRACE_ID.slice(1)}-${PARENT_ID}-01`, // a short trace id
    `00_${TRACE_ID}_${PARENT_ID}_01`, // not dashes
    `00-${TRACE_ID}-${PARENT_ID}-0g`, // flags are hex
    'garbage',
  ];
  const seen = new Set<string>();
  for (const [index, header] of [...invalid, undefined].entries()) {
    const answer = await server.request('GET', '/locations?version_number=2', {
      headers: { ...(header === undefined ? {} : { traceparent: header }), 'x-request-id': `invalid-${index}` },
    });
    assert.equal(answer.status, 200, `${header}: ${answer.text}`);
    const span = readTraceparent(answer.headers.traceparent);
    assert.notEqual(span.traceId, TRACE_ID, `${header} was not continued`);
    assert.equal(span.flags, '01', 'a trace started here is sampled: every request is logged');
    seen.add(span.traceId);
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(parseLogLines(lines).find((line) => line.request_id === `invalid-${index}`)?.trace_id, span.traceId);
  }
  assert.equal(seen.size, invalid.length + 1, 'each request started a trace of its own');
  // Two traceparent headers are invalid together (§3.2); node joins them with a comma.
  const twice = await server.request('GET', '/healthz', {
    headers: { traceparent: `00-${TRACE_ID}-${PARENT_ID}-01, 00-${TRACE_ID}-${PARENT_ID}-01` },
  });
  assert.equal(twice.status, 200);
  assert.notEqual(readTraceparent(twice.headers.traceparent).traceId, TRACE_ID);
});

test("a change's webhook delivery carries the trace of the request that made it, as a child span", async (t) => {
  const server = await startServer({ webhooks: webhookSettings() });
  const receiver = await startReceiver();
  t.after(async () => {
    await server.close();
    await receiver.close();
  });
  await subscribe(server, `${receiver.url}/`, 'location.*');
  const created = await server.request('POST', '/locations', {
    headers: { traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` },
    json: { version_number: 2, ...LOCATION_V2 },
  });
  const id = assertSuccess(created, 201).data.id as string;
  const requestSpan = readTraceparent(created.headers.traceparent).spanId;
  // A change with no traceparent of its own: its trace is the one its answer named.
  const patched = await server.request('PATCH', `/locations/${id}`, { json: { version_number: 2, altitude: 61 } });
  assertSuccess(patched, 200);
  const patchTrace = readTraceparent(patched.headers.traceparent).traceId;

  const posts = await until('two deliveries', () => (receiver.succeeded().length >= 2 ? receiver.succeeded() : undefined));
  const [first, second] = posts.map((post) => ({
    type: JSON.parse(post.body).type as string,
    span: readTraceparent(post.headers.traceparent),
  }));
  assert.equal(first!.type, 'location.created');
  assert.deepEqual([first!.span.traceId, first!.span.flags], [TRACE_ID, '01']);
  assert.ok(![PARENT_ID, requestSpan].includes(first!.span.spanId), "the delivery is a span of its own, the request's child");
  assert.equal(second!.type, 'location.updated');
  assert.equal(second!.span.traceId, patchTrace);
});
