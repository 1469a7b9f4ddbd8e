// Webhook deliveries to a real receiver on loopback (issue 19, INTERFACE.md §9): each event of the
// subscribed types is POSTed as the change log's JSON, signed so that the `standardwebhooks` package
// verifies it; failures (500, a hang, a redirect, an answer that trickles in) are retried with
// backoff, in event order, with the same webhook-id; a delivery is given up after its time and the
// queue goes on; a paused webhook queues its events and sends them in order once resumed.
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { test } from 'node:test';
import type { TestContext } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { LOCATION_V2, READING_V2, assertSuccess } from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';
import { startReceiver, until } from '../support/webhook-receiver.js';
import type { ReceivedPost } from '../support/webhook-receiver.js';
import { eventsAfter, newestId } from '../support/events.js';
import { deliveriesOf, subscribe, webhookSettings } from '../support/webhooks.js';
import type { DeliverySettings, DeliveryView } from '../support/webhooks.js';

async function setUp(t: TestContext, settings: DeliverySettings = {}) {
  const server = await startServer({ webhooks: webhookSettings(settings) });
  const receiver = await startReceiver();
  t.after(async () => {
    await server.close();
    await receiver.close();
  });
  return { server, receiver };
}

/** A location made, changed and removed: three events, location.created, .updated and .deleted. */
async function locationLifetime(server: TestServer): Promise<void> {
  const id = await createLocation(server);
  assertSuccess(await server.request('PATCH', `/locations/${id}`, { json: { version_number: 2, altitude: 61 } }), 200);
  assertSuccess(await server.request('DELETE', `/locations/${id}?version_number=2`), 200);
}

async function createLocation(server: TestServer): Promise<string> {
  return assertSuccess(await server.request('POST', '/locations', { json: { version_number: 2, ...LOCATION_V2 } }), 201).data.id;
}

/** The webhook's deliveries once there are `count` and none is pending. */
function settled(server: TestServer, webhookId: string, count: number): Promise<DeliveryView[]> {
  return until(`${count} settled deliveries`, async () => {
    const deliveries = await deliveriesOf(server, webhookId);
    return deliveries.length === count && deliveries.every((delivery) => delivery.state !== 'pending') ? deliveries : undefined;
  });
}

function messageIds(webhookId: string, events: { id: number }[]): string[] {
  return events.map((event) => `msg_${webhookId}_${event.id}`);
}

const attemptsOf = (posts: ReceivedPost[]) => posts.map((post) => [post.id, post.status]);

test('each event of the subscribed types is POSTed once, as the log has it, and standardwebhooks verifies every delivery; other types are not sent', async (t) => {
  const { server, receiver } = await setUp(t);
  const start = await newestId(server);
  const { id: webhookId, secret } = await subscribe(server, `${receiver.url}/hooks/fieldlog?field=north`, 'location.*');

  const located = await createLocation(server);
  assertSuccess(await server.request('POST', '/readings', { json: { version_number: 2, ...READING_V2 } }), 201);
  assertSuccess(await server.request('PATCH', `/locations/${located}`, { json: { version_number: 2, altitude: 61 } }), 200);
  assertSuccess(await server.request('DELETE', `/locations/${located}?version_number=2`), 200);
  const deliveries = await settled(server, webhookId, 3);

  const logged = await eventsAfter(server, start);
  assert.deepEqual(
    logged.map((event) => event.type),
    ['location.created', 'reading.created', 'location.updated', 'location.deleted'],
  );
  const sent = logged.filter((event) => event.collection === 'locations');
  assert.equal(receiver.posts.length, 3, 'the reading.created event is not sent to a location.* webhook');
  assert.deepEqual(
    receiver.posts.map((post) => JSON.parse(post.body)),
    sent,
    'each body is the event as GET /events shows it, in event order',
  );
  assert.deepEqual(
    receiver.posts.map((post) => post.id),
    messageIds(webhookId, sent),
  );
  const verifier = new Webhook(secret);
  for (const post of receiver.posts) {
    assert.equal(post.path, '/hooks/fieldlog?field=north');
    assert.equal(post.headers['content-type'], 'application/json');
    assert.equal(post.headers['user-agent'], 'Fieldlog-Webhooks/1');
    assert.match(String(post.headers['webhook-signature']), /^v1,[A-Za-z0-9+/]{43}=$/);
    assert.ok(Math.abs(Number(post.headers['webhook-timestamp']) * 1000 - post.at) < 5_000);
    const headers = post.headers as Record<string, string>;
    assert.deepEqual(verifier.verify(post.body, headers), JSON.parse(post.body), `standardwebhooks verifies ${post.id}`);
    // The check is real: a changed body, another webhook-id or another secret fails it.
    assert.throws(() => verifier.verify(post.body.replace('"location.', '"reading.'), headers));
    assert.throws(() => verifier.verify(post.body, { ...headers, 'webhook-id': `${post.id}0` }));
    assert.throws(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(post.body, headers));
  }

  assert.deepEqual(
    deliveries.map((delivery) => [delivery.id, delivery.event_id, delivery.event_type, delivery.state, delivery.attempts]),
    sent.map((event, i) => [messageIds(webhookId, sent)[i], event.id, event.type, 'delivered', 1]),
  );
  for (const delivery of deliveries) {
    assert.deepEqual(
      delivery.attempt_log.map((attempt) => [attempt.attempt, attempt.status, attempt.error]),
      [[1, 204, null]],
    );
    assert.equal(delivery.next_attempt_at, null);
    assert.equal(delivery.first_attempt_at, delivery.last_attempt_at);
  }
  const webhook = assertSuccess(await server.request('GET', `/webhooks/${webhookId}`), 200).data;
  assert.deepEqual([webhook.pending, webhook.delivered, webhook.failed], [0, 3, 0]);

  // The deliveries page newest event first; links.next goes on from the oldest on the page.
  const page = assertSuccess(await server.request('GET', `/webhooks/${webhookId}/deliveries?limit=2`), 200);
  assert.deepEqual(
    page.data.map((delivery: DeliveryView) => delivery.event_id),
    [sent[2]!.id, sent[1]!.id],
  );
  assert.equal(page.links.next, `/webhooks/${webhookId}/deliveries?limit=2&before=${sent[1]!.id}`);
  const rest = assertSuccess(await server.request('GET', page.links.next), 200);
  assert.deepEqual(
    rest.data.map((delivery: DeliveryView) => delivery.event_id),
    [sent[0]!.id],
  );
  assert.equal(rest.links.next, null);
});

test('a receiver that answers 500 three times, then 204, gets each event once, in order, after the retries; the webhook-id stays the same across them', async (t) => {
  const { server, receiver } = await setUp(t, { retryBaseMs: 20 });
  receiver.reply = (_post, index) => ({ status: index < 3 ? 500 : 204 });
  const start = await newestId(server);
  const { id: webhookId, secret } = await subscribe(server, `${receiver.url}/`, 'location.*');
  await locationLifetime(server);
  const deliveries = await settled(server, webhookId, 3);

  const [first, second, third] = messageIds(webhookId, await eventsAfter(server, start)) as [string, string, string];
  assert.equal(new Set([first, second, third]).size, 3, 'each event has a webhook-id of its own');
  assert.deepEqual(
    attemptsOf(receiver.posts),
    [
      [first, 500],
      [first, 500],
      [first, 500],
      [first, 204],
      [second, 204],
      [third, 204],
    ],
    'the second event is sent only once the first has been received',
  );
  const retried = receiver.posts.slice(0, 4);
  assert.equal(new Set(retried.map((post) => post.body)).size, 1, 'every attempt sends the same body');
  for (const post of receiver.posts) new Webhook(secret).verify(post.body, post.headers as Record<string, string>);

  const [head, ...rest] = deliveries as [DeliveryView, ...DeliveryView[]];
  assert.deepEqual([head.state, head.attempts, head.last_status, head.last_error, head.next_attempt_at], ['delivered', 4, 204, null, null]);
  assert.deepEqual(
    head.attempt_log.map((attempt) => [attempt.attempt, attempt.status, attempt.error]),
    [
      [1, 500, 'the receiver answered 500'],
      [2, 500, 'the receiver answered 500'],
      [3, 500, 'the receiver answered 500'],
      [4, 204, null],
    ],
  );
  // Backoff: the n-th wait is at least half of retryBaseMs · 2^(n-1) (jitter takes off up to half).
  const times = head.attempt_log.map((attempt) => Date.parse(attempt.at));
  for (let n = 1; n < times.length; n++) {
    assert.ok(times[n]! - times[n - 1]! >= (20 * 2 ** (n - 1)) / 2 - 1, `wait ${n}: ${times[n]! - times[n - 1]!} ms`);
  }
  assert.equal(head.first_attempt_at, head.attempt_log[0]!.at);
  assert.equal(head.last_attempt_at, head.attempt_log[3]!.at);
  assert.deepEqual(
    rest.map((delivery) => [delivery.state, delivery.attempts, delivery.attempt_log.map((attempt) => attempt.status)]),
    [
      ['delivered', 1, [204]],
      ['delivered', 1, [204]],
    ],
  );
});

test('a receiver that never answers is cut off at the timeout and tried again; meanwhile the server and other webhooks carry on', async (t) => {
  // A timeout of 3 s leaves the requests below room to finish while the POST hangs, even on a busy machine.
  const { server, receiver } = await setUp(t, { timeoutMs: 3_000 });
  const healthy = await startReceiver();
  t.after(() => healthy.close());
  receiver.reply = (_post, index) => (index === 0 ? { hang: true } : { status: 204 });
  const { id: webhookId } = await subscribe(server, `${receiver.url}/`, 'location.*');
  const { id: otherId } = await subscribe(server, `${healthy.url}/`, 'location.*');

  await createLocation(server);
  await until('the POST that hangs', () => (receiver.posts.length > 0 ? true : undefined));
  const hanging = performance.now();
  // While that POST waits for its answer, the server answers other requests at once: a GET waiting
  // for the delivery would take the whole timeout, 3 s.
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    assertSuccess(await server.request('GET', '/events?version_number=1&limit=5'), 200);
    const took = performance.now() - started;
    t.diagnostic(`GET ${i + 1} took ${Math.round(took)} ms while a delivery hung`);
    assert.ok(took < 1_000, `a GET took ${Math.round(took)} ms while a delivery hung`);
  }
  await createLocation(server);
  t.diagnostic(`the GETs and the create were answered ${Math.round(performance.now() - hanging)} ms into the hang`);
  assert.equal(receiver.posts[0]!.cut, false, 'the requests above were answered while the POST still hung');
  const [delivery] = await settled(server, webhookId, 2);
  const [timedOut, delivered] = delivery!.attempt_log as [DeliveryView['attempt_log'][0], DeliveryView['attempt_log'][0]];
  assert.deepEqual([timedOut.status, timedOut.error], [null, 'no complete answer within 3 s']);
  t.diagnostic(`the attempt that hung was cut off after ${timedOut.duration_ms} ms`);
  // Not before the timeout; past it, the worker's timer may fire late on a busy machine.
  assert.ok(timedOut.duration_ms >= 2_990 && timedOut.duration_ms < 5_000, `${timedOut.duration_ms} ms`);
  assert.equal(receiver.posts[0]!.cut, true, 'the sender closed the connection it gave up on');
  assert.deepEqual([delivered.status, delivery!.state, delivery!.attempts], [204, 'delivered', 2]);

  // The other webhook's deliveries did not wait for the one that hung.
  const [other] = await settled(server, otherId, 2);
  assert.deepEqual([other!.state, other!.attempts], ['delivered', 1]);
  assert.ok(healthy.posts[0]!.at < Date.parse(timedOut.at) + timedOut.duration_ms, 'delivered while the other one hung');
});

test('a redirect is not followed: the attempt fails naming the Location, its target gets nothing, and the retry goes to the webhook URL', async (t) => {
  const { server, receiver } = await setUp(t);
  const elsewhere = await startReceiver();
  t.after(() => elsewhere.close());
  receiver.reply = (_post, index) =>
    index === 0
      ? { status: 302, headers: { location: `${elsewhere.url}/found` } }
      : index === 1
        ? { status: 307, headers: { location: `${elsewhere.url}/temporary` } }
        : { status: 204 };
  const { id: webhookId } = await subscribe(server, `${receiver.url}/`, 'location.*');
  await createLocation(server);
  const [delivery] = await settled(server, webhookId, 1);

  assert.deepEqual(
    delivery!.attempt_log.map((attempt) => [attempt.status, attempt.error]),
    [
      [302, `the receiver answered 302; redirects are not followed (Location: ${elsewhere.url}/found)`],
      [307, `the receiver answered 307; redirects are not followed (Location: ${elsewhere.url}/temporary)`],
      [204, null],
    ],
  );
  assert.equal(delivery!.state, 'delivered');
  assert.equal(elsewhere.posts.length, 0, 'the redirect target got nothing');
  assert.equal(receiver.posts.length, 3);
});

test('an answer that trickles in a byte at a time is cut off at the timeout, recorded as a failure with its status, and retried', async (t) => {
  const { server, receiver } = await setUp(t, { timeoutMs: 300 });
  // 40 bytes at one every 50 ms: 2 s, far past the timeout, though the status line comes at once.
  receiver.reply = (_post, index) => (index === 0 ? { trickle: 'x'.repeat(40), everyMs: 50 } : { status: 204 });
  const { id: webhookId } = await subscribe(server, `${receiver.url}/`, 'location.*');
  await createLocation(server);
  const [delivery] = await settled(server, webhookId, 1);

  const [slow, fast] = delivery!.attempt_log;
  assert.deepEqual([slow!.status, slow!.error], [200, 'no complete answer within 300 ms']);
  assert.ok(slow!.duration_ms >= 290 && slow!.duration_ms < 1_500, `${slow!.duration_ms} ms`);
  assert.equal(receiver.posts[0]!.cut, true, 'the connection was closed before the answer ended');
  assert.deepEqual([fast!.status, fast!.error, delivery!.state, delivery!.attempts], [204, null, 'delivered', 2]);
});

test('a delivery that keeps failing is given up after its time, and the next event is delivered', async (t) => {
  const { server, receiver } = await setUp(t, { retryBaseMs: 20, giveUpMs: 300 });
  // The first event's webhook-id is always refused; every other one is taken.
  receiver.reply = (post) => ({ status: post.id === receiver.posts[0]!.id ? 503 : 204 });
  const { id: webhookId } = await subscribe(server, `${receiver.url}/`, 'location.*');
  await createLocation(server);
  await createLocation(server);
  const [failed, delivered] = (await settled(server, webhookId, 2)) as [DeliveryView, DeliveryView];

  assert.equal(failed.state, 'failed');
  assert.ok(failed.attempts >= 2, `${failed.attempts} attempts`);
  assert.ok(failed.attempt_log.every((attempt) => attempt.status === 503));
  assert.equal(failed.next_attempt_at, null);
  // No attempt is due past giveUpMs after the first; a busy machine may run the last one a little late.
  const span = Date.parse(failed.last_attempt_at!) - Date.parse(failed.first_attempt_at!);
  assert.ok(span < 300 + 1_000, `its last attempt came ${span} ms after its first`);
  assert.deepEqual([delivered.state, delivered.attempts], ['delivered', 1]);

  const lastRefused = receiver.posts.findLastIndex((post) => post.id === failed.id);
  const taken = receiver.posts.findIndex((post) => post.id === delivered.id);
  assert.ok(taken > lastRefused, 'the next event went only once the first was given up');
  assert.equal(receiver.succeeded().length, 1);
  const webhook = assertSuccess(await server.request('GET', `/webhooks/${webhookId}`), 200).data;
  assert.deepEqual([webhook.pending, webhook.delivered, webhook.failed], [0, 1, 1]);
});

test('a paused webhook queues its events and sends nothing; resumed, it sends them in order', async (t) => {
  const { server, receiver } = await setUp(t);
  const start = await newestId(server);
  const { id: webhookId } = await subscribe(server, `${receiver.url}/`, '*');
  assert.equal(assertSuccess(await server.request('PATCH', `/webhooks/${webhookId}`, { json: { paused: true } }), 200).data.paused, true);

  await locationLifetime(server);
  await until('three queued deliveries', async () => {
    const webhook = assertSuccess(await server.request('GET', `/webhooks/${webhookId}`), 200).data;
    return webhook.pending === 3 ? true : undefined;
  });
  // A few rounds of the worker (pollMs 50) pass; a paused webhook is not claimed in any of them.
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(receiver.posts.length, 0);
  const queued = await deliveriesOf(server, webhookId);
  assert.deepEqual(
    queued.map((delivery) => [delivery.state, delivery.attempts, delivery.first_attempt_at, delivery.attempt_log.length]),
    [
      ['pending', 0, null, 0],
      ['pending', 0, null, 0],
      ['pending', 0, null, 0],
    ],
  );
  assert.ok(queued.every((delivery) => delivery.next_attempt_at !== null));

  const resumed = await server.request('POST', `/webhooks/${webhookId}`, { form: { _method: 'PATCH', paused: 'false' } });
  assert.equal(assertSuccess(resumed, 200).data.paused, false);
  await settled(server, webhookId, 3);
  assert.deepEqual(
    attemptsOf(receiver.posts),
    messageIds(webhookId, await eventsAfter(server, start)).map((id) => [id, 204]),
  );
});

test('a webhook removed while a delivery to it hangs sends nothing more, and its attempt ends without an error', async (t) => {
  const errors: string[] = [];
  const server = await startServer({
    webhooks: webhookSettings({ timeoutMs: 300 }),
    log: (line) => {
      if (line.includes('"level":"error"')) errors.push(line);
    },
  });
  const receiver = await startReceiver(() => ({ hang: true }));
  t.after(async () => {
    await server.close();
    await receiver.close();
  });
  const { id: webhookId } = await subscribe(server, `${receiver.url}/`, 'location.*');
  await createLocation(server);
  await until('the POST that hangs', () => (receiver.posts.length > 0 ? true : undefined));
  assertSuccess(await server.request('DELETE', `/webhooks/${webhookId}`), 200);
  await createLocation(server);

  await until('the hanging POST given up', () => (receiver.posts[0]!.cut ? true : undefined));
  // Past the attempt's end, a few rounds of the worker (pollMs 50) find nothing to send.
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(receiver.posts.length, 1);
  assert.deepEqual(errors, []);
  assert.equal(await server.count('webhook_attempts'), 0);
  assert.equal(await server.count('webhook_deliveries'), 0);
});
