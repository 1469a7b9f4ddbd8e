// Webhook deliveries across processes (issue 19, INTERFACE.md §9): the queue is in the database, so a
// process killed with SIGKILL in the middle of a delivery, or with retries waiting, loses none (the
// next process takes over once the dead one's lease runs out: at least once); two processes on one
// database send each delivery once between them; and a server that no longer allows private
// addresses refuses, at the moment of delivery, a webhook made when they were allowed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startServer as startFieldlog } from '../../src/server.js';
import type { RunningServer } from '../../src/server.js';
import { LOCATION_V2, assertSuccess } from '../fixtures/resources.js';
import { killIfRunning, startChildServer } from '../support/child-server.js';
import type { ChildServer } from '../support/child-server.js';
import { startServer } from '../support/server.js';
import { createTestDatabase } from '../support/test-database.js';
import { startReceiver, until } from '../support/webhook-receiver.js';
import type { Receiver } from '../support/webhook-receiver.js';
import { eventsAfter, newestId } from '../support/events.js';
import { deliveriesOf, over, subscribe, webhookSettings } from '../support/webhooks.js';
import type { DeliveryView, Requester } from '../support/webhooks.js';

async function createLocations(server: Requester, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    assertSuccess(await server.request('POST', '/locations', { json: { version_number: 2, ...LOCATION_V2, speed: i } }), 201);
  }
}

/** The webhook's deliveries once there are `count`, every one delivered. */
function allDelivered(server: Requester, webhookId: string, count: number, timeoutMs = 10_000): Promise<DeliveryView[]> {
  return until(
    `${count} delivered deliveries`,
    async () => {
      const deliveries = await deliveriesOf(server, webhookId);
      return deliveries.length === count && deliveries.every((delivery) => delivery.state === 'delivered') ? deliveries : undefined;
    },
    timeoutMs,
  );
}

/** How many POSTs each webhook-id got, in the order the ids first came. */
function countsById(receiver: Receiver): Map<string, number> {
  const counts = new Map<string, number>();
  for (const post of receiver.posts) counts.set(post.id, (counts.get(post.id) ?? 0) + 1);
  return counts;
}

test('SIGKILL while a delivery is in flight, then while retries wait: the next process delivers every event, none lost', {
  timeout: 60_000,
}, async (t) => {
  const database = await createTestDatabase();
  const receiver = await startReceiver();
  let child: ChildServer | undefined;
  t.after(async () => {
    killIfRunning(child);
    await child?.exited;
    await receiver.close();
    await database.drop();
  });
  // The child reads its settings from the environment: a lease of 1.5 s (not 60) lets the test wait
  // for a dead process's lease to run out; 500 ms attempts fit in it twice over.
  const env = {
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_TIMEOUT_MS: '500',
    WEBHOOK_RETRY_BASE_MS: '50',
    WEBHOOK_LEASE_MS: '1500',
  };
  child = await startChildServer(database.url, env);
  const start = await newestId(over(child.port));
  const { id: webhookId } = await subscribe(over(child.port), `${receiver.url}/`, 'location.*');

  // Round 1: the receiver holds the first POST unanswered; the process dies while it waits.
  receiver.reply = () => ({ hang: true });
  await createLocations(over(child.port), 5);
  await until('the first POST', () => (receiver.posts.length > 0 ? true : undefined));
  child.process.kill('SIGKILL');
  assert.deepEqual(await child.exited, { code: null, signal: 'SIGKILL' });
  const inFlight = receiver.posts[0]!.id;

  // Round 2: the receiver refuses; the next process fails, schedules retries, and dies too.
  receiver.reply = () => ({ status: 500 });
  child = await startChildServer(database.url, env);
  await createLocations(over(child.port), 5);
  const api = over(child.port);
  const waiting = await until('a refused POST from the second process, and its queue of 10', async () => {
    const deliveries = await deliveriesOf(api, webhookId);
    return receiver.posts.some((post) => post.status === 500) && deliveries.length === 10 ? deliveries : undefined;
  });
  assert.ok(
    waiting.every((delivery) => delivery.state === 'pending'),
    'every delivery is still to do when the second process dies',
  );
  child.process.kill('SIGKILL');
  await child.exited;

  // Round 3: the receiver takes everything; a third process finds the queue and works through it.
  receiver.reply = () => ({ status: 204 });
  child = await startChildServer(database.url, env);
  const events = await eventsAfter(over(child.port), start);
  assert.equal(events.length, 10);
  const deliveries = await allDelivered(over(child.port), webhookId, 10, 20_000);

  const expected = events.map((event) => `msg_${webhookId}_${event.id}`);
  assert.deepEqual(
    deliveries.map((delivery) => delivery.id),
    expected,
  );
  assert.deepEqual(
    receiver.succeeded().map((post) => post.id),
    expected,
    'each event received once, in event order',
  );
  assert.deepEqual([...countsById(receiver).keys()], expected, 'no event was sent before the ones before it');
  assert.equal(inFlight, expected[0]);
  assert.ok(countsById(receiver).get(inFlight)! >= 2, 'the POST the killed process never heard back from was sent again: at least once');
});

test('two servers on one database send each delivery once between them, in event order', async (t) => {
  const settings = webhookSettings();
  const first = await startServer({ webhooks: settings });
  // A second process on the same database, as WORKERS or a second machine runs it.
  const second = await startFieldlog({ port: 0, host: '127.0.0.1', databaseUrl: first.databaseUrl, webhooks: settings });
  // Answers that take a while keep each webhook's lease held while the other process looks for work.
  const slowly = () => ({ status: 204, delayMs: 15 });
  const receivers = [await startReceiver(slowly), await startReceiver(slowly)] as const;
  t.after(async () => {
    await second.close();
    await first.close();
    for (const receiver of receivers) await receiver.close();
  });
  const servers = [first, over(Number(new URL(second.url).port))] as const;
  const start = await newestId(first);
  const everything = await subscribe(first, `${receivers[0].url}/`, '*');
  const locations = await subscribe(servers[1], `${receivers[1].url}/`, 'location.*');

  // Both servers take writes at once, so both hear of new events and both look for due deliveries.
  await Promise.all(servers.map((server) => createLocations(server, 15)));
  const events = await eventsAfter(first, start);
  assert.equal(events.length, 30);
  for (const [webhook, receiver] of [
    [everything, receivers[0]],
    [locations, receivers[1]],
  ] as const) {
    const deliveries = await allDelivered(first, webhook.id, 30);
    assert.ok(deliveries.every((delivery) => delivery.attempts === 1));
    const expected = events.map((event) => `msg_${webhook.id}_${event.id}`);
    assert.deepEqual(
      receiver.posts.map((post) => post.id),
      expected,
    );
  }
  // Several more rounds of both workers (pollMs 50): nothing is sent again.
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.deepEqual(
    receivers.map((receiver) => [receiver.posts.length, countsById(receiver).size]),
    [
      [30, 30],
      [30, 30],
    ],
  );
});

test('a webhook to a loopback address made while private addresses were allowed is refused at delivery once they are not, and its receiver gets nothing', async (t) => {
  const receiver = await startReceiver();
  const server = await startServer({ webhooks: webhookSettings() });
  let guarded: RunningServer | undefined;
  t.after(async () => {
    await guarded?.close();
    await server.close();
    await receiver.close();
  });
  const { id: webhookId } = await subscribe(server, `${receiver.url}/`, 'location.*');
  // The same database under WEBHOOK_ALLOW_HTTP=true alone: the URL's scheme passes, its address does not.
  await server.stop();
  guarded = await startFieldlog({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: server.databaseUrl,
    webhooks: webhookSettings({ policy: { allowHttp: true, allowPrivate: false }, giveUpMs: 300 }),
  });
  const api = over(Number(new URL(guarded.url).port));

  await createLocations(api, 1);
  const [delivery] = await until('the delivery given up', async () => {
    const deliveries = await deliveriesOf(api, webhookId);
    return deliveries[0]?.state === 'failed' ? deliveries : undefined;
  });
  assert.ok(delivery!.attempts >= 1);
  for (const attempt of delivery!.attempt_log) {
    assert.equal(attempt.status, null);
    assert.match(attempt.error!, /^The host 127\.0\.0\.1 is not a public address \(loopback\)\./);
  }
  assert.equal(receiver.posts.length, 0, 'no connection reached the receiver');
});
