// One webhook delivery attempt (issue 19), against real receivers on loopback: every outcome is a
// value, the timeout bounds the whole exchange, redirects are not followed, a large answer is cut,
// and the SSRF guard refuses before connecting.
import assert from 'node:assert/strict';
import type { LookupAddress } from 'node:dns';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { type TestContext, test } from 'node:test';
import type { HostLookup, WebhookUrlPolicy } from '../../../src/webhooks/address-guard.js';
import { type DeliveryOutcome, postDelivery, USER_AGENT } from '../../../src/webhooks/post-delivery.js';
import { newWebhookSecret, signDelivery } from '../../../src/webhooks/signature.js';

const OPEN: WebhookUrlPolicy = { allowHttp: true, allowPrivate: true };
const BODY = JSON.stringify({ id: 12, type: 'location.created', data: { name: 'Réservoir 🌊' } });
/** How long past its timeout an attempt may end: the timer fires late on a machine running other tests. */
const LATE_MS = 2_000;

interface Receiver {
  url: URL;
  hits: number;
  seen: { method: string; path: string; headers: IncomingHttpHeaders; body: string }[];
}

/** A receiver on 127.0.0.1, port 0, that records each request and answers with `answer`. */
async function startReceiver(t: TestContext, answer: (res: ServerResponse, req: IncomingMessage) => void): Promise<Receiver> {
  const receiver: Receiver = { url: new URL('http://127.0.0.1/'), hits: 0, seen: [] };
  const server = createServer((req, res) => {
    receiver.hits++;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiver.seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      answer(res, req);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => {
    server.closeAllConnections();
    server.close();
  });
  receiver.url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/fieldlog?tenant=7`);
  return receiver;
}

function deliver(url: URL, overrides: Partial<Parameters<typeof postDelivery>[0]> = {}): Promise<DeliveryOutcome> {
  return postDelivery({ url, headers: {}, body: BODY, timeoutMs: 2000, policy: OPEN, ...overrides });
}

test('204 is a success, and the receiver gets the exact body and headers', async (t) => {
  const receiver = await startReceiver(t, (res) => res.writeHead(204).end());
  const headers = signDelivery(newWebhookSecret(), 'msg_1', new Date(), BODY);
  const outcome = await deliver(receiver.url, { headers });
  assert.deepEqual({ ...outcome, durationMs: 0 }, { ok: true, status: 204, error: null, durationMs: 0, responseExcerpt: '' });
  assert.equal(receiver.seen.length, 1);
  const [seen] = receiver.seen;
  assert.equal(seen?.method, 'POST');
  assert.equal(seen?.path, '/hooks/fieldlog?tenant=7');
  assert.equal(seen?.body, BODY);
  assert.equal(seen?.headers['content-type'], 'application/json');
  assert.equal(seen?.headers['content-length'], String(Buffer.byteLength(BODY)), 'bytes, not characters');
  assert.equal(seen?.headers['user-agent'], USER_AGENT);
  assert.equal(seen?.headers['webhook-id'], headers['webhook-id']);
  assert.equal(seen?.headers['webhook-timestamp'], headers['webhook-timestamp']);
  assert.equal(seen?.headers['webhook-signature'], headers['webhook-signature']);
});

test('500 is a failure that keeps the status and the start of the answer', async (t) => {
  const receiver = await startReceiver(t, (res) => res.writeHead(500, { 'content-type': 'text/plain' }).end('database is down'));
  const outcome = await deliver(receiver.url);
  assert.equal(outcome.ok, false);
  assert.equal(outcome.status, 500);
  assert.match(outcome.error ?? '', /answered 500/);
  assert.equal(outcome.responseExcerpt, 'database is down');
});

test('a 302 is a failure naming its Location, and is not followed', async (t) => {
  const target = await startReceiver(t, (res) => res.writeHead(204).end());
  const redirecting = await startReceiver(t, (res) => res.writeHead(302, { location: target.url.href }).end());
  const outcome = await deliver(redirecting.url);
  assert.equal(outcome.ok, false);
  assert.equal(outcome.status, 302);
  assert.equal(outcome.error, `the receiver answered 302; redirects are not followed (Location: ${target.url.href})`);
  assert.equal(target.hits, 0);
});

test('a receiver that never answers is cut at the timeout', async (t) => {
  const receiver = await startReceiver(t, () => {});
  const started = performance.now();
  const outcome = await deliver(receiver.url, { timeoutMs: 300 });
  const took = performance.now() - started;
  t.diagnostic(`cut after ${Math.round(took)} ms`);
  assert.equal(outcome.ok, false);
  assert.equal(outcome.status, null);
  assert.equal(outcome.error, 'no complete answer within 300 ms');
  // Not before the timeout; after it, as late as a busy machine fires the timer.
  assert.ok(took >= 290 && took < 300 + LATE_MS, `took ${took} ms`);
  assert.equal(receiver.hits, 1);
});

test('an answer trickling one byte at a time is cut at the timeout, headers or not', async (t) => {
  const receiver = await startReceiver(t, (res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    const drip = setInterval(() => res.write('x'), 50);
    res.on('close', () => clearInterval(drip));
  });
  const started = performance.now();
  const outcome = await deliver(receiver.url, { timeoutMs: 300 });
  const took = performance.now() - started;
  t.diagnostic(`cut after ${Math.round(took)} ms`);
  assert.ok(took < 300 + LATE_MS, `took ${took} ms`);
  assert.equal(outcome.ok, false, 'a 2xx whose body never ends is not a success');
  assert.equal(outcome.status, 200);
  assert.equal(outcome.error, 'no complete answer within 300 ms');
  assert.match(outcome.responseExcerpt, /^x+$/);
});

test('a refused port is "connection refused"', async (t) => {
  const receiver = await startReceiver(t, (res) => res.end());
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const url = new URL(receiver.url);
  url.port = String(port);
  const outcome = await deliver(url);
  assert.deepEqual(
    { ...outcome, durationMs: 0 },
    { ok: false, status: null, error: 'connection refused', durationMs: 0, responseExcerpt: '' },
  );
});

test('a 10 MB answer is not read to its end, and the excerpt is at most 1 KiB', async (t) => {
  const receiver = await startReceiver(t, (res) => {
    res.on('error', () => {}); // the sender hangs up mid-answer, as it should
    res.writeHead(200, { 'content-type': 'text/plain' }).end(Buffer.alloc(10 * 1024 * 1024, 'y'));
  });
  const outcome = await deliver(receiver.url);
  assert.equal(outcome.ok, true);
  assert.equal(outcome.status, 200);
  assert.equal(outcome.responseExcerpt, 'y'.repeat(1024));
});

test('the excerpt does not end in half a character', async (t) => {
  const receiver = await startReceiver(t, (res) => res.writeHead(200).end(`a${'é'.repeat(1000)}`));
  const outcome = await deliver(receiver.url);
  assert.equal(outcome.responseExcerpt, `a${'é'.repeat(511)}`, '1 + 511 × 2 bytes; the 512th é would straddle 1 KiB');
});

test('without allowPrivate a loopback URL is refused and nothing connects', async (t) => {
  const receiver = await startReceiver(t, (res) => res.writeHead(204).end());
  const outcome = await deliver(receiver.url, { policy: { allowHttp: true, allowPrivate: false } });
  assert.equal(outcome.ok, false);
  assert.equal(outcome.status, null);
  assert.match(outcome.error ?? '', /127\.0\.0\.1 is not a public address \(loopback\)/);
  assert.equal(receiver.hits, 0);
});

test('without allowPrivate a name now resolving to 127.0.0.1 is refused at connection time', async (t) => {
  const receiver = await startReceiver(t, (res) => res.writeHead(204).end());
  const rebound: HostLookup = async (): Promise<LookupAddress[]> => [{ address: '127.0.0.1', family: 4 }];
  const url = new URL(receiver.url);
  url.hostname = 'hooks.example.com';
  const outcome = await deliver(url, { policy: { allowHttp: true, allowPrivate: false }, lookup: rebound });
  assert.equal(outcome.ok, false);
  assert.match(outcome.error ?? '', /hooks\.example\.com resolves to 127\.0\.0\.1, which is not a public address \(loopback\)/);
  assert.equal(receiver.hits, 0);
  // Under allowPrivate the same name arrives: the lookup was used, and the refusal was the guard's.
  assert.equal((await deliver(url, { lookup: rebound })).status, 204);
  assert.equal(receiver.hits, 1);
});

test('http: is refused unless the policy allows it', async (t) => {
  const receiver = await startReceiver(t, (res) => res.writeHead(204).end());
  const outcome = await deliver(receiver.url, { policy: { allowHttp: false, allowPrivate: true } });
  assert.match(outcome.error ?? '', /WEBHOOK_ALLOW_HTTP=true/);
  assert.equal(receiver.hits, 0);
});

test('the timeout covers a lookup that never answers', async (t) => {
  const silent: HostLookup = () => new Promise<LookupAddress[]>(() => {});
  const started = performance.now();
  const outcome = await deliver(new URL('https://hooks.example.com/'), { timeoutMs: 200, lookup: silent });
  const took = performance.now() - started;
  t.diagnostic(`cut after ${Math.round(took)} ms`);
  assert.ok(took < 200 + LATE_MS, `took ${took} ms`);
  assert.equal(outcome.error, 'no complete answer within 200 ms');
});
