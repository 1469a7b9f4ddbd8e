// Issue 19: the change log as a live stream (GET /events with Accept: text/event-stream, or
// /events.sse). What a client sees over real sockets, parsed by eventsource-parser
// (test/support/sse-client.ts) rather than by our own reading of the framing: each committed change
// as one event, in id order, equal to the list's item; filters; resume with Last-Event-ID or after
// with no gap and no duplicate, across a restart and from another process's writes; refusals before
// the head as problem details; limits per address and in total; a client that stops reading is cut
// off; a heartbeat; negotiation; shutdown; access.
//
// "Nothing else arrived" is shown without sleeping: a heartbeat goes to every live stream in one
// turn, after what was written to it before, so a keep-alive that follows the last expected event
// means the server had nothing more for that stream.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startServer as startFieldlog } from '../../src/server.js';
import { openStore } from '../../src/storage/index.js';
import { assertProblem, assertSuccess } from '../fixtures/resources.js';
import { makeKey } from '../support/credentials.js';
import { send, startServer } from '../support/server.js';
import type { Answer, TestServer } from '../support/server.js';
import { eventsAfter, newestId } from '../support/events.js';
import type { LoggedEvent } from '../support/events.js';
import { openEventStream, parseEventText } from '../support/sse-client.js';
import type { EventStream, ReceivedEvent, StreamItem, StreamOptions } from '../support/sse-client.js';
import { createDevice, locationV3, readingV3 } from '../support/version-3.js';

const STREAM = '/events?version_number=1';

/** Opens a stream that must be admitted, closed after the test. */
async function openStream(t: { after(fn: () => Promise<void>): void }, server: TestServer, query = '', options: StreamOptions = {}) {
  const stream = await openEventStream(server.port, `${STREAM}${query}`, options);
  if (stream.status !== 200) assert.fail(`the stream was refused: ${stream.status} ${(await stream.answer()).text}`);
  t.after(() => stream.close());
  return stream;
}

/** What a stream event must be: the list's item, with its id and type in `id:` and `event:`. */
function asStreamed(events: readonly LoggedEvent[]): ReceivedEvent[] {
  return events.map((event) => ({ id: String(event.id), event: event.type, data: event }));
}

function keepAlives(items: readonly StreamItem[], from = 0): number {
  return items.slice(from).filter((item) => item.kind === 'comment' && item.text === 'keep-alive').length;
}

/** Resolves once the stream is live: a heartbeat goes only to streams that caught up. */
function live(stream: EventStream): Promise<void> {
  return stream.waitFor('a keep-alive (the stream is live)', (items) => keepAlives(items) > 0);
}

/**
 * Waits until `count` events arrived and then `beats` keep-alives after the last of them: the
 * server had nothing more for this stream. Returns every event it received.
 */
async function settled(stream: EventStream, count: number, beats = 1): Promise<ReceivedEvent[]> {
  await stream.waitForEvents(count);
  const from = stream.items.length;
  await stream.waitFor(`${beats} keep-alive(s) after event ${count}`, (items) => keepAlives(items, from) >= beats);
  return stream.events();
}

/** The JSON of a 201 create. */
async function created(server: TestServer, collection: string, fields: Record<string, unknown>, version = 3): Promise<any> {
  return assertSuccess(await server.request('POST', `/${collection}`, { json: { version_number: version, ...fields } }), 201).data;
}

async function readingBatch(server: TestServer, items: readonly Record<string, unknown>[]): Promise<void> {
  const body = assertSuccess(await server.request('POST', '/readings?version_number=3', { json: items }), 200);
  assert.equal(body.meta.created, items.length, JSON.stringify(body.data.filter((r: any) => r.status !== 201).slice(0, 3)));
}

/** A problem detail says what went wrong and nothing of how the server is built. */
function assertNoLeak(answer: Answer): void {
  assert.doesNotMatch(answer.text, /\n\s+at |node:internal|\.ts:\d+|\bError: /, 'no stack trace or source path');
}

describe('the live stream of the change log (issue 19)', () => {
  let server: TestServer;
  let device: string;
  before(async () => {
    server = await startServer({ eventStreams: { heartbeatMs: 200 } });
    device = await createDevice(server, 'Collar 1');
  });
  after(() => server.close());

  test('each change made while a client listens reaches it once, in id order, equal to the list item', async (t) => {
    const start = await newestId(server);
    const stream = await openStream(t, server);
    assert.equal(stream.headers['content-type'], 'text/event-stream; charset=utf-8');
    await stream.waitFor('the opening retry and comment', (items) => items.length >= 2);
    assert.deepEqual(stream.items[0], { kind: 'retry', ms: 2000 }, 'retry: 2000 comes first');
    assert.equal(stream.items[1]!.kind, 'comment');

    // Line breaks and an SSE field inside a value stay inside the one data: line.
    await created(server, 'devices', { name: 'Mast', description: 'line one\nline two\r\n: no comment\ndata: no data\n\nid: 999' }, 1);
    const location = await created(server, 'locations', locationV3(device));
    assertSuccess(await server.request('PATCH', `/locations/${location.id}`, { json: { version_number: 3, altitude: 61 } }), 200);
    assertSuccess(
      await server.request('POST', `/locations/${location.id}`, { json: { _method: 'PATCH', version_number: 3, altitude: 62 } }),
      200,
    );
    assertSuccess(await server.request('DELETE', `/locations/${location.id}?version_number=3`), 200);
    await readingBatch(server, [readingV3(device, { mean: 1 }), readingV3(device, { mean: 2 }), readingV3(device, { mean: 3 })]);

    const logged = await eventsAfter(server, start);
    assert.deepEqual(
      logged.map((e) => e.type),
      [
        'device.created',
        'location.created',
        'location.updated',
        'location.updated',
        'location.deleted',
        'reading.created',
        'reading.created',
        'reading.created',
      ],
    );
    const received = await settled(stream, logged.length);
    assert.deepEqual(received, asStreamed(logged));
    assert.equal(received[0]!.data.data.description, 'line one\nline two\r\n: no comment\ndata: no data\n\nid: 999');
    assert.deepEqual(
      received.slice(2, 4).map((e) => e.data.data.altitude),
      [61, 62],
    );
    assert.deepEqual(
      received.slice(5).map((e) => e.data.data.mean),
      [1, 2, 3],
    );
    for (let i = 1; i < received.length; i++) assert.ok(Number(received[i]!.id) > Number(received[i - 1]!.id), 'ids increase');
  });

  test('type=reading.*, type=location.deleted and collection=devices each get only their events, live and caught up', async (t) => {
    const filters = ['&type=reading.*', '&type=location.deleted', '&collection=devices'];
    const start = await newestId(server);
    const everything = await openStream(t, server);
    const filtered = await Promise.all(filters.map((query) => openStream(t, server, query)));
    await Promise.all([everything, ...filtered].map(live));

    const other = await createDevice(server, 'Spare');
    const location = await created(server, 'locations', locationV3(device));
    const reading = await created(server, 'readings', readingV3(device));
    assertSuccess(await server.request('PATCH', `/readings/${reading.id}`, { json: { version_number: 3, mean: 9 } }), 200);
    assertSuccess(await server.request('DELETE', `/locations/${location.id}?version_number=3`), 200);
    assertSuccess(await server.request('DELETE', `/readings/${reading.id}?version_number=3`), 200);
    assertSuccess(await server.request('DELETE', `/devices/${other}?version_number=1`), 200);
    await created(server, 'locations', locationV3(device));

    const all = await eventsAfter(server, start);
    const expected = await Promise.all(filters.map((query) => eventsAfter(server, start, query)));
    assert.deepEqual(
      expected.map((events) => events.map((e) => e.type)),
      [['reading.created', 'reading.updated', 'reading.deleted'], ['location.deleted'], ['device.created', 'device.deleted']],
    );
    assert.deepEqual(await settled(everything, all.length), asStreamed(all));
    // Two heartbeats after the unfiltered stream had the last event: anything wrongly let through
    // would have been written before them.
    const received = await Promise.all(filtered.map((stream, i) => settled(stream, expected[i]!.length, 2)));
    for (const [i, events] of received.entries()) assert.deepEqual(events, asStreamed(expected[i]!), filters[i]);

    // The same filters over the log itself: a stream that starts in the past catches up filtered.
    const caughtUp = await Promise.all(filters.map((query) => openStream(t, server, `${query}&after=${start}`)));
    await Promise.all(caughtUp.map(live));
    for (const [i, stream] of caughtUp.entries())
      assert.deepEqual(stream.events(), asStreamed(expected[i]!), `${filters[i]} from after=${start}`);
  });

  test('resume with Last-Event-ID or after: the missed changes, no gap, no duplicate; the header wins over after', async (t) => {
    const start = await newestId(server);
    const first = await openStream(t, server);
    for (let i = 0; i < 3; i++) await createDevice(server, `Before ${i}`);
    const seen = await first.waitForEvents(3);
    await first.close();
    const lastSeen = seen.at(-1)!.id!;
    for (let i = 0; i < 3; i++) await createDevice(server, `While away ${i}`);

    const resumed = await openStream(t, server, '', { headers: { 'last-event-id': lastSeen } });
    await resumed.waitForEvents(3);
    await createDevice(server, 'After');
    const all = await eventsAfter(server, start);
    assert.equal(all.length, 7);
    const rest = all.filter((e) => e.id > Number(lastSeen));
    assert.deepEqual(await settled(resumed, 4), asStreamed(rest));
    assert.deepEqual(
      [...seen, ...resumed.events()].map((e) => Number(e.id)),
      all.map((e) => e.id),
      'what the two connections received is the log: no gap, no duplicate',
    );

    const byAfter = await openStream(t, server, `&after=${lastSeen}`);
    assert.deepEqual(await settled(byAfter, 4), asStreamed(rest));

    // What an EventSource sends when it reconnects: the URL it opened (after= included) and the header.
    const headerLater = await openStream(t, server, `&after=${start}`, { headers: { 'last-event-id': lastSeen } });
    assert.deepEqual(await settled(headerLater, 4), asStreamed(rest));
    const headerEarlier = await openStream(t, server, `&after=${lastSeen}`, { headers: { 'last-event-id': String(start) } });
    assert.deepEqual(await settled(headerEarlier, 7), asStreamed(all));
  });

  test('a client that resumes while writes go on, past more than a page of the log, gets each event once', async (t) => {
    const start = await newestId(server);
    await readingBatch(
      server,
      Array.from({ length: 700 }, (_, i) => readingV3(device, { mean: i })),
    );
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 40; i++)
      writes.push(created(server, i % 2 === 0 ? 'locations' : 'readings', i % 2 === 0 ? locationV3(device) : readingV3(device)));
    // Catching up over 700+ events while the shared reader moves on: the hand-over must lose none.
    const stream = await openStream(t, server, `&after=${start}`);
    await Promise.all(writes);
    const all = await eventsAfter(server, start);
    assert.equal(all.length, 740);
    const received = await settled(stream, all.length);
    assert.deepEqual(
      received.map((e) => Number(e.id)),
      all.map((e) => e.id),
    );
  });

  test('an idle stream gets a keep-alive comment every heartbeatMs', async (t) => {
    const opened = Date.now();
    const stream = await openStream(t, server);
    // The first within five heartbeats of the stream's answer, the second within five of the first;
    // a bound on the two together would only add the time the stream took to open.
    await stream.waitFor('a keep-alive', (items) => keepAlives(items) >= 1, 1_000);
    const first = Date.now() - opened;
    await stream.waitFor('a second keep-alive', (items) => keepAlives(items) >= 2, 1_000);
    t.diagnostic(`keep-alives ${first} and ${Date.now() - opened} ms after the stream was asked for (heartbeatMs 200)`);
    assert.deepEqual(stream.events(), [], 'a heartbeat is a comment, not an event');
  });

  test('Accept chooses the stream or the list; /events.sse is the stream; HEAD is its head alone', async (t) => {
    const preferred = await openStream(t, server, '', { headers: { accept: 'text/event-stream;q=1, application/json;q=0.5' } });
    assert.equal(preferred.headers['content-type'], 'text/event-stream; charset=utf-8');
    assert.equal(preferred.headers['cache-control'], 'no-store');
    assert.match(String(preferred.headers.vary), /\bAccept\b/);
    await preferred.waitFor('the opening retry', (items) => items[0]?.kind === 'retry');

    const list = assertSuccess(await server.request('GET', STREAM, { headers: { accept: 'application/json' } }), 200);
    assert.ok(Array.isArray(list.data));
    const json = await server.request('GET', STREAM, { headers: { accept: 'application/json, text/event-stream;q=0.5' } });
    assert.equal(json.headers['content-type'], 'application/json; charset=utf-8');

    const suffix = await openEventStream(server.port, '/events.sse?version_number=1', { headers: { accept: '*/*' } });
    t.after(() => suffix.close());
    assert.equal(suffix.status, 200);
    assert.equal(suffix.headers['content-type'], 'text/event-stream; charset=utf-8');
    await suffix.waitFor('the opening retry', (items) => items[0]?.kind === 'retry');

    const refused = assertProblem(
      await server.request('GET', STREAM, { headers: { accept: 'text/csv' } }),
      406,
      'not-acceptable',
      '/events',
    );
    assert.ok(refused.available.includes('text/event-stream'), `available: ${refused.available}`);
    assert.ok(refused.available.includes('application/json'));

    // HEAD over a raw socket: the head, and not one byte after it.
    const raw = await rawExchange(
      server.port,
      `HEAD ${STREAM} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nConnection: close\r\n\r\n`,
    );
    const [head, body] = splitHead(raw);
    assert.match(head, /^HTTP\/1\.1 200 /);
    assert.match(head, /\r\ncontent-type: text\/event-stream; charset=utf-8\r\n/i);
    assert.match(head, /\r\ncache-control: no-store\r\n/i);
    assert.equal(body.length, 0, 'HEAD has no body');
    const checked = await openEventStream(server.port, STREAM, { method: 'HEAD' });
    assert.equal(checked.status, 200);
    assert.equal(await checked.ended, 'complete');
  });
});

test('resume across a restart on the same database: exactly the events missed before and after it', async (t) => {
  const server = await startServer({ eventStreams: { heartbeatMs: 100 } });
  t.after(() => server.close());
  const device = await createDevice(server, 'Mast');
  const start = await newestId(server);
  const stream = await openEventStream(server.port, STREAM);
  t.after(() => stream.close());
  await created(server, 'locations', locationV3(device));
  await created(server, 'readings', readingV3(device));
  const seen = await stream.waitForEvents(2);
  await created(server, 'locations', locationV3(device, { altitude: 1 }));

  await server.restart();
  assert.equal(await stream.ended, 'complete', 'the old server ended the stream as it stopped');
  await created(server, 'locations', locationV3(device, { altitude: 2 }));
  await created(server, 'readings', readingV3(device, { mean: 2 }));

  const resumed = await openEventStream(server.port, STREAM, { headers: { 'last-event-id': seen.at(-1)!.id! } });
  t.after(() => resumed.close());
  assert.equal(resumed.status, 200);
  await resumed.waitForEvents(3);
  await created(server, 'devices', { name: 'Live after restart' }, 1);
  const all = await eventsAfter(server, start);
  assert.equal(all.length, 6);
  assert.deepEqual(await settled(resumed, 4), asStreamed(all.slice(2)));
  assert.deepEqual(
    [...seen, ...resumed.events()].map((e) => Number(e.id)),
    all.map((e) => e.id),
  );
});

test('a stream sees the changes another server process makes on the same database', async (t) => {
  const eventStreams = { heartbeatMs: 100 };
  const a = await startServer({ eventStreams });
  // A second server on A's database: its writes reach A only through the database (the poll, or NOTIFY).
  const b = await startFieldlog({ databaseUrl: a.databaseUrl, port: 0, host: '127.0.0.1', eventStreams });
  const bPort = Number(new URL(b.url).port);
  t.after(async () => {
    await b.close();
    await a.close();
  });
  const device = await createDevice(a, 'Mast');
  const start = await newestId(a);
  const onA = await openEventStream(a.port, STREAM);
  const onB = await openEventStream(bPort, STREAM);
  t.after(() => Promise.all([onA.close(), onB.close()]).then(() => {}));
  assert.deepEqual([onA.status, onB.status], [200, 200]);

  // Only B writes: nothing in A's process announces these, only the database can wake A's stream.
  for (let i = 0; i < 2; i++) {
    const answer = await send(bPort, 'POST', '/locations', { json: { version_number: 3, ...locationV3(device, { altitude: i }) } });
    assert.equal(answer.status, 201);
  }
  const fromB = await eventsAfter(a, start);
  assert.equal(fromB.length, 2);
  assert.deepEqual(await onA.waitForEvents(2), asStreamed(fromB), "server A's stream has B's creates");
  // And the other way round.
  for (let i = 0; i < 2; i++) await created(a, 'readings', readingV3(device, { mean: i }));
  const all = await eventsAfter(a, start);
  assert.equal(all.length, 4);
  assert.deepEqual(await settled(onB, 4), asStreamed(all), "server B's stream has its own creates, then A's");
  assert.deepEqual(await settled(onA, 4), asStreamed(all));
});

describe('refusals before the head (issue 19)', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
    for (let i = 0; i < 4; i++) await createDevice(server, `D${i}`);
  });
  after(() => server.close());

  const stream = (headers: Record<string, string>, query = '') =>
    server.request('GET', `${STREAM}${query}`, { headers: { accept: 'text/event-stream', ...headers } });

  test('a Last-Event-ID that is not an event id is 400 last-event-id-invalid', async () => {
    for (const value of ['abc', '-1', '1e3', '', '1.5', '0x10', 'x'.repeat(1024), '9'.repeat(1024)]) {
      const answer = await stream({ 'last-event-id': value });
      const problem = assertProblem(answer, 400, 'last-event-id-invalid', '/events');
      assert.equal(problem.received, value.slice(0, 64), `"${value.slice(0, 20)}"`);
      assertNoLeak(answer);
    }
  });

  test('a Last-Event-ID beyond the newest event is 400 with newest_id; after beyond it is 422', async () => {
    const newest = await newestId(server);
    const beyond = await stream({ 'last-event-id': String(newest + 1) });
    const problem = assertProblem(beyond, 400, 'last-event-id-invalid', '/events');
    assert.equal(problem.newest_id, newest);
    assertNoLeak(beyond);
    const later = await stream({}, `&after=${newest + 1}`);
    const invalid = assertProblem(later, 422, 'invalid-parameters', '/events');
    assert.deepEqual(
      invalid.errors.map((e: any) => [e.parameter, e.code, e.received]),
      [['after', 'maximum', newest + 1]],
    );
    assertNoLeak(later);
    // The newest itself is fine: the stream starts there.
    const atNewest = await openEventStream(server.port, STREAM, { headers: { 'last-event-id': String(newest) } });
    assert.equal(atNewest.status, 200);
    await atNewest.close();
  });

  test('a start older than the retained log is 410 events-expired with where the log now starts', async (t) => {
    await server.stop();
    // Retention removes the two oldest events, as EVENT_RETENTION_DAYS would in the background.
    const store = await openStore(server.databaseUrl);
    assert.equal(await store.events.prune(new Date(Date.now() + 60_000), 2), 2);
    await store.close();
    await server.restart();
    for (const [headers, query] of [
      [{ 'last-event-id': '1' }, ''],
      [{}, '&after=1'],
      [{}, '&after=0'],
    ] as const) {
      const answer = await stream(headers, query);
      const gone = assertProblem(answer, 410, 'events-expired', '/events');
      assert.equal(gone.log_starts_after, 2);
      assertNoLeak(answer);
    }
    const fromStart = await openEventStream(server.port, STREAM, { headers: { 'last-event-id': '2' } });
    t.after(() => fromStart.close());
    assert.equal(fromStart.status, 200);
    assert.deepEqual(
      (await fromStart.waitForEvents(2)).map((e) => e.id),
      ['3', '4'],
    );
  });
});

test('streams per client address and in total: 429 too-many-streams, 503 streams-unavailable; a closed stream frees its place', async (t) => {
  const server = await startServer({ eventStreams: { perClient: 2, total: 3 } });
  t.after(() => server.close());
  const open = async (from: string) => {
    const stream = await openEventStream(server.port, STREAM, { localAddress: from });
    t.after(() => stream.close());
    return stream;
  };
  // Clients that go before their stream starts (the request sent, the connection ended with it) take
  // no place: on PostgreSQL they went while the start was checked, and held their place for good.
  // Their requests come first, so the server is long done with them when the test ends.
  for (let i = 0; i < 6; i++) await requestAndLeave(server.port, '127.0.0.4');

  const a1 = await open('127.0.0.1');
  const a2 = await open('127.0.0.1');
  assert.deepEqual([a1.status, a2.status], [200, 200], 'the places of the clients that left early were given back');

  const third = await open('127.0.0.1');
  const tooMany = assertProblem(await third.answer(), 429, 'too-many-streams', '/events');
  assert.equal(tooMany.limit, 2);
  assert.match(String(third.headers['retry-after']), /^\d+$/);

  const b1 = await open('127.0.0.2');
  assert.equal(b1.status, 200, 'another address has places of its own');
  const full = await open('127.0.0.3');
  const unavailable = assertProblem(await full.answer(), 503, 'streams-unavailable', '/events');
  assert.equal(unavailable.limit, 3);
  assert.match(String(full.headers['retry-after']), /^\d+$/);

  await a2.close();
  const next = await admitted(open, '127.0.0.1');
  assert.ok(next !== undefined, 'a stream closed by its client gives its place back');
  assert.equal((await open('127.0.0.3')).status, 503, 'and the total is full again');

  await Promise.all([a1.close(), b1.close(), next!.close()]);
  const both = [await admitted(open, '127.0.0.4'), await admitted(open, '127.0.0.4')];
  assert.ok(
    both.every((stream) => stream !== undefined),
    'the address that left early has both its places',
  );
});

/**
 * Opens streams from `from` until one is admitted, for at most 3 s: the server learns that a client
 * went from its socket, a moment after the client closed it. Undefined when none was admitted.
 */
async function admitted(open: (from: string) => Promise<EventStream>, from: string): Promise<EventStream | undefined> {
  for (const deadline = Date.now() + 3_000; Date.now() < deadline; ) {
    const attempt = await open(from);
    if (attempt.status === 200) return attempt;
    assert.ok([429, 503].includes(attempt.status), `${attempt.status}`);
    await attempt.answer();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return undefined;
}

/**
 * Sends a stream request and, with it, the end of what the client sends (FIN): a client gone
 * before any answer. Resolves once the server closed the connection, so the server is done with it.
 */
function requestAndLeave(port: number, from: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: from }, () => {
      socket.end(`GET ${STREAM} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`);
    });
    socket.resume();
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

/** Readings per batch in the slow-client tests: about 0.7 MB of events, ten times the bound below. */
const BATCH = 1_000;

test('a client that stops reading is cut off once its buffer passes bufferBytes; the server goes on serving', async (t) => {
  const server = await startServer({ eventStreams: { bufferBytes: 64 * 1024, perClient: 1, heartbeatMs: 100 } });
  t.after(() => server.close());
  const device = await createDevice(server, 'Mast');
  const start = await newestId(server);

  // Beside it, from another address, a client that reads: the same bursts must not cut it off.
  const reading = await openEventStream(server.port, STREAM, { localAddress: '127.0.0.2' });
  t.after(() => reading.close());
  assert.equal(reading.status, 200);
  const slow = await slowClient(server.port);
  t.after(() => slow.socket.destroy());
  // Live (a heartbeat came), and from now on not one byte more is read.
  await slow.readUntil(/: keep-alive\n/);
  slow.socket.pause();

  // Batches of large-ish readings until the server lets the same address open a stream again: its
  // only place (perClient 1) is free, so the paused stream was ended. The kernel's buffers on both
  // sides absorb a few MB before Node's own buffer grows at all.
  const area = 'a'.repeat(128);
  let batches = 0;
  let admitted: EventStream | undefined;
  while (admitted === undefined) {
    assert.ok(batches < 30, `the paused client was never cut off after ${batches} batches`);
    await readingBatch(
      server,
      Array.from({ length: BATCH }, (_, i) => readingV3(device, { area, mean: i })),
    );
    batches++;
    const attempt = await openEventStream(server.port, STREAM);
    if (attempt.status === 200) admitted = attempt;
    else assertProblem(await attempt.answer(), 429, 'too-many-streams', '/events');
  }
  t.after(() => admitted!.close());
  const newest = await newestId(server);
  assert.equal(newest - start, batches * BATCH);
  // Each burst was larger than the bound, and was read as fast as it came: no cause to cut that one.
  assert.deepEqual(
    (await reading.waitForEvents(newest - start, 10_000)).map((e) => Number(e.id)),
    Array.from({ length: newest - start }, (_, i) => start + 1 + i),
  );
  assert.equal(reading.isEnded(), false, 'the reading client is still connected');

  // Reading again, the paused client gets what its buffers held, then the end: far from everything.
  slow.socket.resume();
  await slow.closed;
  const received = parseEventText(dechunk(slow.body()));
  assert.ok(received.length < newest - start, `received ${received.length} of ${newest - start}`);
  assert.deepEqual(
    received.map((e) => Number(e.id)),
    Array.from({ length: received.length }, (_, i) => start + 1 + i),
    'what did arrive is the log from the start, in order',
  );

  // Everything else works: the list, a write, the new stream live, and the cut client can resume.
  assertSuccess(await server.request('GET', '/events?version_number=1&limit=1'), 200);
  await createDevice(server, 'After the cut');
  const [live] = await admitted.waitForEvents(1);
  assert.equal(live!.data.type, 'device.created');
  await admitted.close();
  const lastReceived = received.at(-1)?.id ?? String(start);
  const resumed = await openEventStream(server.port, `${STREAM}&type=device.*`, { headers: { 'last-event-id': lastReceived } });
  t.after(() => resumed.close());
  assert.equal(resumed.status, 200);
  assert.deepEqual(
    (await resumed.waitForEvents(1)).map((e) => e.event),
    ['device.created'],
  );
});

test('closing the server ends every stream: at once for a client that reads, and a backed-up one is written to no more', async (t) => {
  // Far above "at once" (1 s), so that a stream held for the grace period is told apart from one
  // ended at once however busy the machine.
  const GRACE_MS = 5_000;
  // The backed-up stream's end cannot be flushed, so its response stays open for some tens of ms
  // after it was ended (until node closes the connection as idle): anything written to it then (an
  // event committed by a request in flight, a heartbeat) was written after end(), an 'error' event
  // with no listener, and the process crashed. A heartbeat every 2 ms lands in that window surely.
  const server = await startServer({ shutdownGraceMs: GRACE_MS, eventStreams: { heartbeatMs: 2, bufferBytes: 1024 ** 3 } });
  t.after(() => server.close());
  const device = await createDevice(server, 'Mast');
  const stream = await openEventStream(server.port, STREAM);
  t.after(() => stream.close());
  assert.equal(stream.status, 200);
  const backedUp = await slowClient(server.port);
  t.after(() => backedUp.socket.destroy());
  await backedUp.readUntil(/: keep-alive\n/);
  backedUp.socket.pause();
  // About 7 MB of events, more than the kernel's buffers take (about 4 MB on loopback): the rest
  // waits in the server for the paused client, so its stream cannot finish when it is ended.
  const area = 'a'.repeat(128);
  for (let i = 0; i < 7; i++)
    await readingBatch(
      server,
      Array.from({ length: BATCH }, () => readingV3(device, { area })),
    );
  await stream.waitForEvents(7 * BATCH, 10_000);

  const stopping = Date.now();
  const stopped = server.stop();
  assert.equal(await stream.ended, 'complete', 'the stream was ended, not cut');
  const ended = Date.now() - stopping;
  await stopped;
  const closed = Date.now() - stopping;
  t.diagnostic(`the reading stream ended ${ended} ms after the close began; the close took ${closed} ms (grace ${GRACE_MS} ms)`);
  // Without streams.close() the reading stream would hold the close for the grace period, and then be cut.
  assert.ok(ended < 1_000, `the reading client's stream ended ${ended} ms after the close began, not at once`);
  // The backed-up client may hold the close until the grace period cuts it (node closes its connection
  // as idle in tens of ms here), then the rest stops: the close ends however its stream went.
  assert.ok(closed < GRACE_MS + 2_000, `the close took ${closed} ms`);
  // Reading again, the backed-up client finds its connection closed.
  backedUp.socket.resume();
  await backedUp.closed;
});

test('with credentials enforced a stream needs one: read scope opens it, none is 401', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const reader = await makeKey(server.databaseUrl, 'reader', 'read');
  const writer = await makeKey(server.databaseUrl, 'writer', 'write');

  const anonymous = await openEventStream(server.port, STREAM);
  const refused = await anonymous.answer();
  assertProblem(refused, 401, 'authentication-required', '/events');
  assert.match(String(refused.headers['www-authenticate']), /^Bearer realm="fieldlog"/);
  const forged = await openEventStream(server.port, STREAM, { headers: { authorization: 'Bearer not-a-key' } });
  assert.equal(forged.status, 401);
  await forged.answer();

  const stream = await openEventStream(server.port, STREAM, { headers: { authorization: `Bearer ${reader}` } });
  t.after(() => stream.close());
  assert.equal(stream.status, 200);
  const made = await server.request('POST', '/devices', {
    json: { version_number: 1, name: 'C' },
    headers: { authorization: `Bearer ${writer}` },
  });
  assert.equal(made.status, 201);
  const [event] = await stream.waitForEvents(1);
  assert.deepEqual([event!.event, event!.data.actor, event!.data.resource_id], ['device.created', 'writer', made.json().data.id]);
});

/** A raw socket's whole exchange: what the server sent until it closed. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.write(request);
  });
}

function splitHead(raw: string): [string, string] {
  const end = raw.indexOf('\r\n\r\n');
  assert.ok(end >= 0, `no complete head in ${JSON.stringify(raw.slice(0, 200))}`);
  return [raw.slice(0, end + 2), raw.slice(end + 4)];
}

interface SlowClient {
  socket: ReturnType<typeof connect>;
  /** Reads until the text received so far matches. */
  readUntil(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Everything received, head included. */
  body(): Buffer;
  closed: Promise<void>;
}

/** A stream request over a raw socket, whose reading the test can stop (pause) and start again. */
async function slowClient(port: number): Promise<SlowClient> {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const chunks: Buffer[] = [];
  const checks = new Set<() => void>();
  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    for (const check of [...checks]) check();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(`GET ${STREAM} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`);
  return {
    socket,
    closed,
    body: () => Buffer.concat(chunks),
    readUntil: (pattern, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          checks.delete(check);
          reject(new Error(`no ${pattern} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          if (!pattern.test(Buffer.concat(chunks).toString('utf8'))) return;
          checks.delete(check);
          clearTimeout(timer);
          resolve();
        };
        checks.add(check);
        check();
      }),
  };
}

/** The body of a raw HTTP/1.1 answer in chunked transfer coding (RFC 9112 §7.1), as far as it came. */
function dechunk(raw: Buffer): string {
  const headEnd = raw.indexOf('\r\n\r\n');
  assert.ok(headEnd >= 0, 'the answer has a head');
  assert.match(raw.subarray(0, headEnd).toString('latin1'), /\r\ntransfer-encoding: chunked/i);
  const parts: Buffer[] = [];
  let at = headEnd + 4;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    const from = lineEnd + 2;
    parts.push(raw.subarray(from, Math.min(from + size, raw.length)));
    if (from + size + 2 > raw.length) break;
    at = from + size + 2;
  }
  return Buffer.concat(parts).toString('utf8');
}
