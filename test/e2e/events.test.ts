// Issue 19, first step: the change log over HTTP. Every committed change appends exactly one event,
// whichever way it arrived (JSON, a form, _method, a batch, an Idempotency-Key), with the resource as
// the newest version shows it; a refused or failed write appends none; GET /events pages through the
// log oldest first, filters it, and says where it ends and where it now starts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openStore } from '../../src/storage/index.js';
import { assertProblem, assertSuccess } from '../fixtures/resources.js';
import { makeKey } from '../support/credentials.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';
import { eventsAfter, newestId } from '../support/events.js';
import type { LoggedEvent } from '../support/events.js';
import { createDevice, locationV3, readIn, readingV3 } from '../support/version-3.js';

const PAGE = { accept: 'text/html' };

/** The events a piece of work appended, and nothing else. */
async function eventsOf(server: TestServer, work: () => Promise<unknown>): Promise<LoggedEvent[]> {
  const start = await newestId(server);
  await work();
  return eventsAfter(server, start);
}

describe('one event per committed change (issue 19)', () => {
  let server: TestServer;
  let device: string;
  before(async () => {
    server = await startServer();
    device = await createDevice(server, 'Collar 1');
  });
  after(() => server.close());

  test('a create, PATCH, PUT and DELETE of a location each append one event, with the resource as version 3 shows it', async () => {
    let id = '';
    const created = await eventsOf(server, async () => {
      id = assertSuccess(await server.request('POST', '/locations', { json: { version_number: 3, ...locationV3(device) } }), 201).data.id;
    });
    assert.deepEqual(
      created.map((e) => [e.type, e.collection, e.resource_id, e.actor]),
      [['location.created', 'locations', id, null]],
    );
    assert.deepEqual(created[0]!.data, await readIn(server, 'locations', id, 3));
    assert.match(created[0]!.occurred_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    // A version 1 client's change is logged as the newest version shows the resource: device and accuracy included.
    const patched = await eventsOf(server, () =>
      server.request('PATCH', `/locations/${id}`, { json: { version_number: 1, altitude: 61 } }),
    );
    assert.deepEqual(
      patched.map((e) => e.type),
      ['location.updated'],
    );
    assert.equal(patched[0]!.data.altitude, 61);
    assert.equal(patched[0]!.data.device, device);
    assert.deepEqual(patched[0]!.data, await readIn(server, 'locations', id, 3));

    const put = await eventsOf(server, () =>
      server.request('POST', `/locations/${id}`, {
        form: { _method: 'PUT', version_number: '3', ...strings(locationV3(device, { altitude: 70 })) },
      }),
    );
    assert.deepEqual(
      put.map((e) => [e.type, e.data.altitude]),
      [['location.updated', 70]],
    );

    const stored = await readIn(server, 'locations', id, 3);
    const deleted = await eventsOf(server, () => server.request('DELETE', `/locations/${id}?version_number=2`));
    assert.deepEqual(
      deleted.map((e) => [e.type, e.resource_id]),
      [['location.deleted', id]],
    );
    assert.deepEqual(deleted[0]!.data, stored, 'a delete logs the resource as it was');
  });

  test('a form post from a page, a batch of N and an idempotent create append one event per row; a replay appends none', async () => {
    const form = await eventsOf(server, () => server.request('POST', '/readings', { form: strings(readingV3(device)), headers: PAGE }));
    assert.deepEqual(
      form.map((e) => e.type),
      ['reading.created'],
    );

    const batch = await eventsOf(server, async () => {
      const answer = await server.request('POST', '/readings?version_number=3', {
        json: [readingV3(device, { mean: 1 }), readingV3('GONE'), readingV3(device, { mean: 3 })],
      });
      assert.equal(assertSuccess(answer, 200).meta.created, 2);
    });
    assert.deepEqual(
      batch.map((e) => [e.type, e.data.mean]),
      [
        ['reading.created', 1],
        ['reading.created', 3],
      ],
    );
    assert.ok(batch[0]!.id < batch[1]!.id);

    const headers = { 'idempotency-key': 'events-once' };
    const once = await eventsOf(server, async () => {
      const json = { version_number: 3, ...readingV3(device, { mean: 5 }) };
      assert.equal((await server.request('POST', '/readings', { json, headers })).status, 201);
      const replay = await server.request('POST', '/readings', { json, headers });
      assert.equal(replay.headers['idempotent-replayed'], 'true');
    });
    assert.equal(once.length, 1, 'the replay made no second event');
  });

  test('a refused or failed write appends nothing', async () => {
    const id = assertSuccess(await server.request('POST', '/locations', { json: { version_number: 3, ...locationV3(device) } }), 201).data
      .id;
    const none = await eventsOf(server, async () => {
      assert.equal((await server.request('POST', '/locations', { json: { version_number: 3, ...locationV3('GONE') } })).status, 422);
      assert.equal(
        (await server.request('POST', '/locations', { json: { version_number: 3, ...locationV3(device, { latitude: 91 }) } })).status,
        422,
      );
      assert.equal((await server.request('PATCH', `/locations/${id}`, { json: { version_number: 3, device: 'GONE' } })).status, 422);
      assert.equal(
        (
          await server.request('PATCH', `/locations/${id}`, {
            json: { version_number: 3, altitude: 1 },
            headers: { 'if-match': '"json-v3-stale"' },
          })
        ).status,
        412,
      );
      // Nothing named: nothing written, so nothing logged.
      assert.equal((await server.request('PATCH', `/locations/${id}`, { json: { version_number: 3 } })).status, 200);
      assert.equal((await server.request('DELETE', `/devices/${device}?version_number=1`)).status, 409);
      const atomic = await server.request('POST', '/locations?version_number=3&atomic=true', {
        json: [locationV3(device), locationV3('GONE')],
      });
      assert.equal(atomic.status, 422);
      assert.equal((await server.request('DELETE', '/locations/no-such-id?version_number=1')).status, 404);
    });
    assert.deepEqual(none, []);
  });

  test('concurrent creates append one event each, ids strictly increasing, none missing', async () => {
    const ids: string[] = [];
    const logged = await eventsOf(server, async () => {
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          i % 2 === 0
            ? server.request('POST', '/locations', { json: { version_number: 3, ...locationV3(device, { altitude: i }) } })
            : server.request('POST', '/readings', { json: { version_number: 3, ...readingV3(device, { mean: i }) } }),
        ),
      );
      for (const answer of answers) ids.push(assertSuccess(answer, 201).data.id);
    });
    assert.deepEqual(logged.map((e) => e.resource_id).sort(), [...ids].sort());
    for (let i = 1; i < logged.length; i++) assert.ok(logged[i]!.id > logged[i - 1]!.id);
  });
});

describe('GET /events (issue 19)', () => {
  let server: TestServer;
  let device: string;
  before(async () => {
    server = await startServer();
    device = await createDevice(server, 'Mast');
    for (let i = 0; i < 3; i++)
      await server.request('POST', '/locations', { json: { version_number: 3, ...locationV3(device, { altitude: i }) } });
    for (let i = 0; i < 2; i++)
      await server.request('POST', '/readings', { json: { version_number: 3, ...readingV3(device, { mean: i }) } });
  });
  after(() => server.close());

  test('pages oldest first with no gap and no repeat; the last page says where the log ends for now', async () => {
    const all = await eventsAfter(server, 0);
    assert.deepEqual(
      all.map((e) => e.type),
      ['device.created', 'location.created', 'location.created', 'location.created', 'reading.created', 'reading.created'],
    );
    const seen: number[] = [];
    let target: string | null = '/events?version_number=1&limit=2';
    let last: any;
    while (target !== null) {
      last = assertSuccess(await server.request('GET', target), 200);
      seen.push(...last.data.map((e: LoggedEvent) => e.id));
      target = last.links.next;
    }
    assert.deepEqual(
      seen,
      all.map((e) => e.id),
    );
    assert.equal(last.meta.last_id, all.at(-1)!.id);
    assert.equal(last.links.poll, `/events?version_number=1&limit=2&after=${all.at(-1)!.id}`);
  });

  test('filters by type, by a resource with *, and by collection; a filtered poll goes on from the end of the log', async () => {
    const readings = await eventsAfter(server, 0, '&type=reading.*');
    assert.deepEqual(
      readings.map((e) => e.type),
      ['reading.created', 'reading.created'],
    );
    assert.deepEqual(
      (await eventsAfter(server, 0, '&type=device.created')).map((e) => e.resource_id),
      [device],
    );
    assert.deepEqual(
      (await eventsAfter(server, 0, '&collection=locations')).map((e) => e.collection),
      ['locations', 'locations', 'locations'],
    );
    assert.equal((await eventsAfter(server, 0, '&type=location.deleted')).length, 0);
    const empty = assertSuccess(await server.request('GET', '/events?version_number=1&type=location.deleted'), 200);
    assert.equal(empty.meta.last_id, empty.meta.newest_id, 'nothing matched, and every event up to the newest was looked at');
  });

  test('bad parameters are refused by name; after beyond the newest event is 422; the call is versioned', async () => {
    const newest = await newestId(server);
    const beyond = assertProblem(
      await server.request('GET', `/events?version_number=1&after=${newest + 1}`),
      422,
      'invalid-parameters',
      '/events',
    );
    assert.deepEqual(
      beyond.errors.map((e: any) => [e.parameter, e.code, e.received]),
      [['after', 'maximum', newest + 1]],
    );
    const bad = assertProblem(
      await server.request('GET', '/events?version_number=1&after=-1&type=reading.moved&collection=sensors'),
      422,
      'invalid-parameters',
      '/events',
    );
    assert.deepEqual(bad.errors.map((e: any) => e.parameter).sort(), ['after', 'collection', 'type']);
    assertProblem(await server.request('GET', '/events'), 400, 'version-missing', '/events');
    assertProblem(await server.request('GET', '/events?version_number=2'), 400, 'version-unsupported', '/events');
    const foreign = await server.request('GET', '/events?version_number=1&limit=1&type=reading.*');
    const cursor = foreign.json().meta.next_cursor;
    assertProblem(await server.request('GET', `/events?version_number=1&cursor=${cursor}`), 400, 'cursor-invalid', '/events');
  });

  test('XML carries each event with its data; HTML shows the log', async () => {
    const xml = await server.request('GET', '/events.xml?version_number=1&limit=1');
    assert.equal(xml.status, 200);
    assert.match(xml.text, /<i><id>1<\/id><type>device\.created<\/type><collection>devices<\/collection>/);
    assert.match(xml.text, new RegExp(`<data><id>${device}</id><name>Mast</name>`));
    const page = await server.request('GET', '/events', { headers: PAGE });
    assert.equal(page.status, 200);
    assert.match(page.text, /device\.created/);
  });
});

describe('who made a change, and where the log starts (issue 19)', () => {
  test('the actor is the key that wrote; a delete names whoever deleted', async (t) => {
    const server = await startServer();
    t.after(() => server.close());
    const writer = await makeKey(server.databaseUrl, 'field-laptop', 'write');
    const other = await makeKey(server.databaseUrl, 'office', 'write');
    const as = (key: string) => ({ authorization: `Bearer ${key}` });
    const made = await server.request('POST', '/devices', { json: { version_number: 1, name: 'C' }, headers: as(writer) });
    const id = assertSuccess(made, 201).data.id;
    assert.equal((await server.request('DELETE', `/devices/${id}?version_number=1`, { headers: as(other) })).status, 200);
    const log = assertSuccess(await server.request('GET', '/events?version_number=1', { headers: as(writer) }), 200).data as LoggedEvent[];
    assert.deepEqual(
      log.map((e) => [e.type, e.actor, e.data.created_by]),
      [
        ['device.created', 'field-laptop', 'field-laptop'],
        ['device.deleted', 'office', 'field-laptop'],
      ],
    );
    assert.equal(
      (await server.request('GET', '/events?version_number=1')).status,
      401,
      'the log needs a credential once the server is closed',
    );
  });

  test('a client asking from before the retained log gets 410 with where the log now starts', async (t) => {
    const server = await startServer();
    t.after(() => server.close());
    for (let i = 0; i < 4; i++) await server.request('POST', '/devices', { json: { version_number: 1, name: `D${i}` } });
    await server.stop();
    // Retention removes the two oldest (as EVENT_RETENTION_DAYS would, in the background).
    const store = await openStore(server.databaseUrl);
    assert.equal(await store.events.prune(new Date(Date.now() + 60_000), 2), 2);
    await store.close();
    await server.restart();
    const gone = assertProblem(await server.request('GET', '/events?version_number=1&after=1'), 410, 'events-expired', '/events');
    assert.equal(gone.log_starts_after, 2);
    assert.match(gone.detail, /now starts after id 2/);
    assert.equal(
      (await server.request('GET', '/events?version_number=1&after=0')).status,
      410,
      'from the very start is from before it too',
    );
    for (const target of ['/events?version_number=1&after=2', '/events?version_number=1']) {
      const rest = assertSuccess(await server.request('GET', target), 200);
      assert.deepEqual(
        rest.data.map((e: LoggedEvent) => e.id),
        [3, 4],
        `${target}: a client without after reads the log as it is kept`,
      );
    }
  });
});

function strings(fields: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
}
