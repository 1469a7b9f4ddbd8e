// The change log (Store.events, issue 19, INTERFACE.md §9): exactly one event per committed create,
// update and delete, in the transaction of its change, and none for a write that fails; list's
// filters; ids that only grow, also under concurrent writers (on PostgreSQL from several connections,
// which the advisory lock of event-append.ts puts in commit order); bounds and prune. Every event is
// compared with the resource as get() reads it back.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { COLLECTION_NAMES, COLUMNS, MissingReferenceError, ReferencedRowError, openStore } from '../../../src/storage/index.js';
import type { CollectionName, FieldValue, Store, StoredRow } from '../../../src/storage/index.js';
import type { ChangeEvent } from '../../../src/storage/events.js';
import type { FreshDatabase } from '../conformance.js';
import { ISO_MILLIS } from './reference.js';

interface Sample {
  fields: Record<string, FieldValue>;
  change: Record<string, FieldValue>;
  make(index: number): Record<string, FieldValue>;
}

// Every column set on some write, `stdDev` (column std_dev) among them: an event's data names fields, not columns.
const SAMPLES: Record<CollectionName, Sample> = {
  locations: {
    fields: {
      longitude: -180,
      latitude: 5e-324,
      altitude: Number.MAX_VALUE,
      timestamp: '2026-01-01t00:30:00.123456789123+01:00',
      accuracy: 3.5,
    },
    change: { altitude: 0.1 + 0.2, speed: 299_792_458, timestamp: null },
    make: (index) => ({ longitude: (index % 360) - 180, latitude: (index % 180) - 90, altitude: index / 7 }),
  },
  readings: {
    fields: { time: '2026-11-22T18:00:00Z', area: 'a_b.C:d-9', mean: -1.25, good: 3, number: Number.MAX_SAFE_INTEGER, stdDev: 0.5 },
    change: { seen: 12, span: 1e-300, stdDev: 0, quantity: 'temperature', unit: 'Cel' },
    make: (index) => ({ time: '2026-11-22T18:00:00Z', area: `area-${index % 7}`, mean: index / 3, stdDev: index, number: index }),
  },
  devices: {
    fields: { name: `"Collar" \\ \u2028 🐺`, kind: 'gps-collar', description: 'Line one\nline two' },
    change: { description: null, kind: 'tag' },
    make: (index) => ({ name: `device-${index}`, kind: index % 2 === 0 ? 'gps-collar' : null }),
  },
};

const NOUN: Record<CollectionName, string> = { locations: 'location', readings: 'reading', devices: 'device' };

const ALL = 1_000_000;

/** What an event's data must be: the resource as get() reads it, in the order the API writes it. */
function dataOf(name: CollectionName, row: StoredRow): Record<string, unknown> {
  const data: Record<string, unknown> = { id: row.id };
  for (const column of COLUMNS[name]) data[column.field] = row.fields[column.field] ?? null;
  data.created_at = row.created_at;
  data.updated_at = row.updated_at;
  data.created_by = row.created_by;
  data.updated_by = row.updated_by;
  return data;
}

/** Every event after `after`. */
const eventsAfter = (store: Store, after: number): Promise<ChangeEvent[]> => store.events.list({ after, limit: ALL });

/** Checks one event against the change it stands for, made between `from` and `to` (ISO instants). */
function assertEvent(
  event: ChangeEvent | undefined,
  expected: { type: string; collection: CollectionName; row: StoredRow; actor: string | null; from: string; to: string },
  label: string,
): void {
  assert.ok(event, `${label}: an event`);
  assert.equal(typeof event.id, 'number', label);
  assert.ok(Number.isSafeInteger(event.id) && event.id > 0, `${label}: id ${event.id}`);
  assert.equal(event.type, expected.type, label);
  assert.equal(event.collection, expected.collection, label);
  assert.equal(event.resource_id, expected.row.id, label);
  assert.equal(event.actor, expected.actor, label);
  assert.match(event.occurred_at, ISO_MILLIS, label);
  assert.ok(
    event.occurred_at >= expected.from && event.occurred_at <= expected.to,
    `${label}: occurred_at ${event.occurred_at} within ${expected.from} … ${expected.to}`,
  );
  assert.deepEqual(event.data, dataOf(expected.collection, expected.row), label);
  // The API writes data in this order; a client that diffs JSON text relies on it.
  assert.deepEqual(Object.keys(event.data), Object.keys(dataOf(expected.collection, expected.row)), `${label}: key order`);
}

const now = (): string => new Date().toISOString();

/** Asserts that nothing was appended after `mark`, and that the log still ends there. */
async function assertNoEventSince(store: Store, mark: number, label: string): Promise<void> {
  assert.deepEqual(await eventsAfter(store, mark), [], label);
  assert.equal((await store.events.bounds()).newest, mark, label);
}

export function eventCases(fresh: FreshDatabase, secondConnection: boolean): void {
  for (const name of COLLECTION_NAMES) {
    const sample = SAMPLES[name];
    const noun = NOUN[name];

    test(`${name}: insert, update, delete and insertOnce each append one event holding the resource as get() reads it`, async (t) => {
      const { store } = await fresh(t);
      const collection = store.collection(name);
      assert.deepEqual(await eventsAfter(store, 0), []);

      let from = now();
      const created = await collection.insert(sample.fields, 'ada');
      let to = now();
      let events = await eventsAfter(store, 0);
      assert.equal(events.length, 1);
      const stored = await collection.get(created.id);
      assert.ok(stored);
      assertEvent(events[0], { type: `${noun}.created`, collection: name, row: stored, actor: 'ada', from, to }, 'insert');
      let last = events[0]!.id;

      await sleep(2);
      from = now();
      await collection.update(created.id, () => sample.change, 'bo');
      to = now();
      events = await eventsAfter(store, last);
      assert.equal(events.length, 1, 'one event for the update');
      const updated = await collection.get(created.id);
      assert.ok(updated);
      assert.notDeepEqual(updated, stored);
      assertEvent(events[0], { type: `${noun}.updated`, collection: name, row: updated, actor: 'bo', from, to }, 'update');
      assert.ok(events[0]!.id > last, 'ids increase');
      last = events[0]!.id;

      // An update by no one (an open server) has no actor.
      await collection.update(created.id, () => ({}));
      events = await eventsAfter(store, last);
      assert.equal(events.length, 1, 'an update that sets nothing new is still a committed change');
      const touched = await collection.get(created.id);
      assertEvent(events[0], { type: `${noun}.updated`, collection: name, row: touched!, actor: null, from: to, to: now() }, 'open update');
      last = events[0]!.id;

      // A delete's actor is the deleter, not the row's updated_by; its data is the row before the delete.
      from = now();
      const deleted = await collection.delete(created.id, undefined, 'cy');
      to = now();
      assert.deepEqual(deleted, touched);
      events = await eventsAfter(store, last);
      assert.equal(events.length, 1, 'one event for the delete');
      assertEvent(events[0], { type: `${noun}.deleted`, collection: name, row: touched!, actor: 'cy', from, to }, 'delete');
      last = events[0]!.id;

      // A delete with a check takes the same path to the log.
      const checkedRow = await collection.insert(sample.fields);
      from = now();
      assert.deepEqual(await collection.delete(checkedRow.id, () => {}, 'dee'), checkedRow);
      to = now();
      events = await eventsAfter(store, last);
      assert.deepEqual(
        events.map((event) => [event.type, event.resource_id, event.actor]),
        [
          [`${noun}.created`, checkedRow.id, null],
          [`${noun}.deleted`, checkedRow.id, 'dee'],
        ],
      );
      assertEvent(events[1], { type: `${noun}.deleted`, collection: name, row: checkedRow, actor: 'dee', from, to }, 'checked delete');
      last = events[1]!.id;

      // Nothing happens, nothing is logged: deletes and updates of ids that do not exist.
      assert.equal(await collection.delete(created.id, undefined, 'cy'), undefined);
      assert.equal(await collection.delete(created.id, () => {}, 'cy'), undefined);
      assert.equal(await collection.update(created.id, () => sample.change, 'cy'), undefined);
      await assertNoEventSince(store, last, 'writes to no row');

      from = now();
      const once = await collection.insertOnce('key-1', 'print-a', sample.fields, 'eve');
      to = now();
      assert.ok(once.kind === 'created');
      events = await eventsAfter(store, last);
      assert.equal(events.length, 1, 'one event for insertOnce');
      assertEvent(
        events[0],
        { type: `${noun}.created`, collection: name, row: (await collection.get(once.row.id))!, actor: 'eve', from, to },
        'insertOnce',
      );
      last = events[0]!.id;
      assert.deepEqual(await collection.insertOnce('key-1', 'print-a', sample.fields, 'eve'), { kind: 'replayed', row: once.row });
      assert.deepEqual(await collection.insertOnce('key-1', 'print-b', sample.fields, 'eve'), { kind: 'conflict' });
      await assertNoEventSince(store, last, 'a replay and a conflict');

      // Every event of the test, in order, with ids that only grow.
      const all = await eventsAfter(store, 0);
      assert.deepEqual(
        all.map((event) => event.type),
        [
          `${noun}.created`,
          `${noun}.updated`,
          `${noun}.updated`,
          `${noun}.deleted`,
          `${noun}.created`,
          `${noun}.deleted`,
          `${noun}.created`,
        ],
      );
      for (let index = 1; index < all.length; index++) assert.ok(all[index]!.id > all[index - 1]!.id, `id ${index}`);
    });

    test(`${name}: insertMany of N rows appends N events, in row order, with increasing ids`, async (t) => {
      const { store } = await fresh(t);
      const collection = store.collection(name);
      assert.deepEqual(await collection.insertMany([], 'ada'), []);
      assert.deepEqual(await eventsAfter(store, 0), [], 'no rows, no events');
      const first = await collection.insert(sample.fields);
      const mark = (await store.events.bounds()).newest;
      // Past the SQLite writer's chunk of 100 rows, with a remainder, and a row of nothing but nulls.
      const records = Array.from({ length: 257 }, (_, index) => sample.make(index));
      records[101] = {};
      const from = now();
      const given = await collection.insertMany(records, 'ingest');
      const to = now();
      const events = await eventsAfter(store, mark);
      assert.equal(events.length, records.length);
      assert.deepEqual(
        events.map((event) => event.resource_id),
        given,
        'one event per row, in the order given',
      );
      for (let index = 0; index < events.length; index++) {
        if (index > 0) assert.ok(events[index]!.id > events[index - 1]!.id, `id of row ${index}`);
        const row = await collection.get(given[index]!);
        assert.ok(row);
        assertEvent(events[index], { type: `${noun}.created`, collection: name, row, actor: 'ingest', from, to }, `row ${index}`);
      }
      assert.ok(events[0]!.id > mark);
      assert.equal((await store.events.bounds()).newest, events.at(-1)!.id);
      // An insertMany without an actor logs null.
      const [open] = await collection.insertMany([sample.make(1)]);
      const [openEvent] = await eventsAfter(store, events.at(-1)!.id);
      assert.equal(openEvent?.resource_id, open);
      assert.equal(openEvent?.actor, null);
      assert.ok(first);
    });
  }

  test('a write that fails appends no event: a throwing change or check, a missing or still-named reference, a failed insertMany', async (t) => {
    const { store } = await fresh(t);
    const devices = store.collection('devices');
    const locations = store.collection('locations');
    const readings = store.collection('readings');
    const device = await devices.insert({ name: 'collar' }, 'ada');
    const location = await locations.insert({ longitude: 7, latitude: 50, device: device.id }, 'ada');
    const reading = await readings.insert({ area: 'bonn', time: '2026-01-01T00:00:00Z' }, 'ada');
    const mark = (await store.events.bounds()).newest;
    assert.equal((await eventsAfter(store, 0)).length, 3);
    assert.ok(mark > 0);

    const failure = new Error('precondition failed');
    await assert.rejects(
      locations.update(
        location.id,
        () => {
          throw failure;
        },
        'bo',
      ),
      (error) => error === failure,
    );
    await assertNoEventSince(store, mark, 'update whose change throws');

    await assert.rejects(
      readings.update(reading.id, () => ({ mean: Number.NaN }), 'bo'),
      /takes a/,
    );
    await assert.rejects(
      readings.update(reading.id, () => ({ nowhere: 1 }), 'bo'),
      /is not a column of/,
    );
    await assertNoEventSince(store, mark, 'update of a value that cannot be stored');

    await assert.rejects(
      devices.delete(
        device.id,
        () => {
          throw failure;
        },
        'bo',
      ),
      (error) => error === failure,
    );
    await assertNoEventSince(store, mark, 'delete whose check throws');

    await assert.rejects(locations.insert({ longitude: 1, latitude: 2, device: 'no-such-device' }, 'bo'), MissingReferenceError);
    await assertNoEventSince(store, mark, 'insert naming a device that does not exist');
    await assert.rejects(readings.insertOnce('key', 'print', { area: 'x', device: 'no-such-device' }, 'bo'), MissingReferenceError);
    await assertNoEventSince(store, mark, 'insertOnce naming a device that does not exist');
    await assert.rejects(
      readings.update(reading.id, () => ({ device: 'no-such-device' }), 'bo'),
      MissingReferenceError,
    );
    await assertNoEventSince(store, mark, 'update naming a device that does not exist');

    await assert.rejects(devices.delete(device.id, undefined, 'bo'), ReferencedRowError);
    await assert.rejects(
      devices.delete(device.id, () => {}, 'bo'),
      ReferencedRowError,
    );
    await assertNoEventSince(store, mark, 'delete of a device still named');

    // insertMany fails as a whole: a missing reference deep in the batch, after rows (and their events) went in.
    const good = Array.from({ length: 150 }, (_, index) => SAMPLES.readings.make(index));
    await assert.rejects(
      readings.insertMany([...good.slice(0, 120), { area: 'late', device: 'no-such-device' }, ...good.slice(120)], 'bo'),
      MissingReferenceError,
    );
    await assertNoEventSince(store, mark, 'insertMany with a missing reference');
    const unstorable: Record<string, FieldValue>[] = [{ nowhere: 1 }, { mean: Number.NaN }, { area: 5 }];
    for (const bad of unstorable) {
      await assert.rejects(readings.insertMany([...good.slice(0, 120), bad, ...good.slice(120)], 'bo'));
    }
    await assertNoEventSince(store, mark, 'insertMany of a row that cannot be stored');

    // The rows are as they were, and the store still logs the next change.
    assert.deepEqual(await locations.get(location.id), location);
    assert.deepEqual(await devices.get(device.id), device);
    assert.equal(await readings.count(), 1);
    await locations.delete(location.id, undefined, 'bo');
    const deleted = await devices.delete(device.id, undefined, 'bo');
    assert.deepEqual(deleted, device);
    assert.deepEqual(
      (await eventsAfter(store, mark)).map((event) => [event.type, event.resource_id, event.actor]),
      [
        ['location.deleted', location.id, 'bo'],
        ['device.deleted', device.id, 'bo'],
      ],
    );
  });

  test('list filters: after, type exact, type with .* and *, collection, limit, and each together', async (t) => {
    const { store } = await fresh(t);
    const locations = store.collection('locations');
    const readings = store.collection('readings');
    const devices = store.collection('devices');
    const l1 = await locations.insert({ altitude: 1 });
    const r1 = await readings.insert({ area: 'a' });
    const l2 = await locations.insert({ altitude: 2 });
    const d1 = await devices.insert({ name: 'collar' });
    await readings.update(r1.id, () => ({ mean: 2 }));
    await locations.delete(l1.id);
    const [r2, r3] = await readings.insertMany([{ area: 'b' }, { area: 'c' }]);
    await locations.update(l2.id, () => ({ altitude: 3 }));
    await devices.delete(d1.id);

    const all = await eventsAfter(store, 0);
    const expected = [
      ['location.created', l1.id],
      ['reading.created', r1.id],
      ['location.created', l2.id],
      ['device.created', d1.id],
      ['reading.updated', r1.id],
      ['location.deleted', l1.id],
      ['reading.created', r2],
      ['reading.created', r3],
      ['location.updated', l2.id],
      ['device.deleted', d1.id],
    ];
    assert.deepEqual(
      all.map((event) => [event.type, event.resource_id]),
      expected,
    );
    const id = (index: number): number => all[index]!.id;
    const pick = (events: ChangeEvent[]): number[] => events.map((event) => event.id);
    const where = (keep: (event: ChangeEvent) => boolean): number[] => pick(all.filter(keep));

    // after
    assert.deepEqual(pick(await eventsAfter(store, id(4))), pick(all.slice(5)));
    assert.deepEqual(pick(await eventsAfter(store, id(9))), []);
    assert.deepEqual(pick(await eventsAfter(store, id(9) + 1000)), []);
    assert.deepEqual(pick(await eventsAfter(store, id(0) - 1)), pick(all));
    // type: exact, a collection's, every type
    const list = (query: { after?: number; type?: string; collection?: CollectionName; limit?: number }) =>
      store.events.list({ after: query.after ?? 0, type: query.type, collection: query.collection, limit: query.limit ?? ALL });
    assert.deepEqual(pick(await list({ type: 'location.created' })), [id(0), id(2)]);
    assert.deepEqual(pick(await list({ type: 'reading.updated' })), [id(4)]);
    assert.deepEqual(pick(await list({ type: 'device.deleted' })), [id(9)]);
    assert.deepEqual(pick(await list({ type: 'location.*' })), [id(0), id(2), id(5), id(8)]);
    assert.deepEqual(
      pick(await list({ type: 'reading.*' })),
      where((event) => event.collection === 'readings'),
    );
    assert.deepEqual(pick(await list({ type: '*' })), pick(all));
    assert.deepEqual(pick(await list({})), pick(all));
    // Neither a part of a type nor another noun's star matches.
    assert.deepEqual(pick(await list({ type: 'location' })), []);
    assert.deepEqual(pick(await list({ type: 'location.' })), []);
    assert.deepEqual(pick(await list({ type: 'locations.*' })), []);
    assert.deepEqual(pick(await list({ type: 'sensor.*' })), []);
    assert.deepEqual(pick(await list({ type: 'location.moved' })), []);
    // collection
    assert.deepEqual(pick(await list({ collection: 'locations' })), [id(0), id(2), id(5), id(8)]);
    assert.deepEqual(pick(await list({ collection: 'devices' })), [id(3), id(9)]);
    assert.deepEqual(
      (await list({ collection: 'readings' })).map((event) => event.resource_id),
      [r1.id, r1.id, r2, r3],
    );
    // limit: the first `limit` matching events, oldest first
    assert.deepEqual(pick(await list({ limit: 1 })), [id(0)]);
    assert.deepEqual(pick(await list({ limit: 3 })), [id(0), id(1), id(2)]);
    assert.deepEqual(pick(await list({ limit: 10 })), pick(all));
    assert.deepEqual(pick(await list({ limit: 11 })), pick(all));
    // together
    assert.deepEqual(pick(await list({ after: id(2), type: 'reading.created' })), [id(6), id(7)]);
    assert.deepEqual(pick(await list({ after: id(1), type: 'reading.*', limit: 2 })), [id(4), id(6)]);
    assert.deepEqual(pick(await list({ after: id(0), collection: 'locations', type: 'location.*', limit: 2 })), [id(2), id(5)]);
    assert.deepEqual(pick(await list({ collection: 'locations', type: 'reading.*' })), []);
    assert.deepEqual(pick(await list({ collection: 'readings', type: 'reading.created', after: id(6) })), [id(7)]);
    // A walk by after and limit, as a client pages: every event once, in order, for any page size.
    for (const limit of [1, 3, 4, 10]) {
      const walked: number[] = [];
      let after = 0;
      for (;;) {
        const page = await list({ after, limit });
        assert.ok(page.length <= limit);
        if (page.length === 0) break;
        walked.push(...pick(page));
        after = page.at(-1)!.id;
      }
      assert.deepEqual(walked, pick(all), `limit ${limit}`);
    }
  });

  test('type matching is exact and case-sensitive on every engine, also for a collection star', async (t) => {
    const { store } = await fresh(t);
    await store.collection('locations').insert({ altitude: 1 });
    const list = (type: string) => store.events.list({ after: 0, type, limit: 10 });
    assert.equal((await list('location.*')).length, 1);
    assert.deepEqual(await list('Location.created'), []);
    assert.deepEqual(await list('LOCATION.*'), [], 'PostgreSQL LIKE is case-sensitive; SQLite LIKE is not unless told');
  });

  test('200 concurrent creates across collections: 200 events, increasing ids, and a poller sees each once with no gap filled in later', async (t) => {
    const { store, databaseUrl } = await fresh(t);
    // A second writer, as another process would be, and a reader of its own, on the same database.
    let other: Store | undefined;
    let reader: Store | undefined;
    if (secondConnection && databaseUrl !== undefined) {
      const [second, third] = await Promise.all([openStore(databaseUrl, { poolSize: 4 }), openStore(databaseUrl, { poolSize: 2 })]);
      other = second;
      reader = third;
      t.after(() => Promise.all([second.close(), third.close()]));
    }
    const COUNT = 200;
    let finished = false;
    const pollers = [store, ...(reader === undefined ? [] : [reader])].map((source) => poll(source, () => finished));
    // A poller that fails early is reported below, once the writes are done.
    for (const poller of pollers) poller.catch(() => undefined);
    let created: string[];
    try {
      created = await Promise.all(
        Array.from({ length: COUNT }, async (_, index) => {
          // Spread over a few milliseconds, so that the pollers read between commits.
          if (index % 3 === 2) await sleep(index % 20);
          const name = COLLECTION_NAMES[index % COLLECTION_NAMES.length]!;
          const writer = other !== undefined && index % 2 === 1 ? other : store;
          const collection = writer.collection(name);
          const fields = SAMPLES[name].make(index);
          // Some through insertOnce: on PostgreSQL a transaction of its own on each pool connection.
          if (index % 4 === 0) {
            const once = await collection.insertOnce(`key-${index}`, 'print', fields, `writer-${index % 2}`);
            assert.ok(once.kind === 'created');
            return once.row.id;
          }
          return (await collection.insert(fields, `writer-${index % 2}`)).id;
        }),
      );
    } finally {
      finished = true;
    }
    const polled = await Promise.all(pollers);
    const events = await eventsAfter(store, 0);
    assert.equal(events.length, COUNT);
    for (let index = 1; index < events.length; index++) {
      assert.ok(events[index]!.id > events[index - 1]!.id, `ids strictly increase at ${index}`);
    }
    assert.equal(new Set(events.map((event) => event.id)).size, COUNT);
    assert.deepEqual(events.map((event) => event.resource_id).sort(), [...created].sort());
    for (const event of events) {
      const index = created.indexOf(event.resource_id);
      const name = COLLECTION_NAMES[index % COLLECTION_NAMES.length]!;
      assert.equal(event.type, `${NOUN[name]}.created`);
      assert.equal(event.collection, name);
      assert.equal(event.actor, `writer-${index % 2}`);
    }
    const final = pickIds(events);
    for (const [which, { seen, snapshots }] of polled.entries()) {
      // Every event exactly once, in id order: none committed behind one the poller had already passed.
      assert.deepEqual(seen, final, `poller ${which}`);
      for (const [index, snapshot] of snapshots.entries()) {
        assert.deepEqual(
          snapshot,
          final.slice(0, snapshot.length),
          `poller ${which}: read ${index} of the whole log is a prefix of the final log`,
        );
      }
      assert.ok(snapshots.length > 1, `poller ${which} ran while the writes did`);
    }
    assert.equal((await store.events.bounds()).newest, final.at(-1));
    if (other !== undefined) assert.equal((await other.events.bounds()).newest, final.at(-1));
  });

  test('bounds and prune: newest and prunedThrough, batches oldest first, newer events left, ids never handed out again', async (t) => {
    const { store } = await fresh(t);
    const events = store.events;
    const locations = store.collection('locations');
    assert.deepEqual(await events.bounds(), { newest: 0, prunedThrough: 0 });
    assert.equal(await events.prune(new Date(Date.now() + 86_400_000), 10), 0, 'nothing to prune');
    assert.deepEqual(await events.bounds(), { newest: 0, prunedThrough: 0 });

    await locations.insertMany(Array.from({ length: 9 }, (_, index) => SAMPLES.locations.make(index)));
    const updated = await locations.insert({ altitude: 1 });
    await locations.update(updated.id, () => ({ altitude: 2 }));
    const old = await eventsAfter(store, 0);
    assert.equal(old.length, 11);
    assert.deepEqual(await events.bounds(), { newest: old.at(-1)!.id, prunedThrough: 0 });
    await sleep(5);
    const cut = new Date();
    await sleep(5);
    await locations.delete(updated.id);
    await locations.insert({ altitude: 3 });
    const fresher = (await eventsAfter(store, old.at(-1)!.id)).map((event) => event.id);
    assert.equal(fresher.length, 2);
    const ids = [...old.map((event) => event.id), ...fresher];

    // Nothing occurred before a time before the first event.
    assert.equal(await events.prune(new Date(Date.parse(old[0]!.occurred_at) - 1), 100), 0);
    assert.deepEqual(pickIds(await eventsAfter(store, 0)), ids);

    assert.equal(await events.prune(cut, 4), 4);
    assert.deepEqual(await events.bounds(), { newest: ids.at(-1), prunedThrough: ids[3] });
    assert.deepEqual(pickIds(await eventsAfter(store, 0)), ids.slice(4));
    assert.equal(await events.prune(cut, 4), 4);
    assert.deepEqual(await events.bounds(), { newest: ids.at(-1), prunedThrough: ids[7] });
    assert.equal(await events.prune(cut, 4), 3, 'the last of the old ones, not the newer');
    assert.deepEqual(await events.bounds(), { newest: ids.at(-1), prunedThrough: ids[10] });
    assert.equal(await events.prune(cut, 4), 0);
    assert.deepEqual(pickIds(await eventsAfter(store, 0)), fresher, 'events after the cut are left');
    assert.deepEqual(
      (await eventsAfter(store, 0)).map((event) => event.type),
      ['location.deleted', 'location.created'],
    );
    // A list from before the pruned part starts where the log now starts.
    assert.deepEqual(pickIds(await eventsAfter(store, ids[2]!)), fresher);

    // Everything: the log is empty, and where it stood is kept.
    assert.equal(await events.prune(new Date(Date.now() + 86_400_000), 100), 2);
    assert.deepEqual(await eventsAfter(store, 0), []);
    const emptied = await events.bounds();
    assert.equal(emptied.prunedThrough, ids.at(-1));
    assert.ok(emptied.newest >= emptied.prunedThrough, 'newest never falls below prunedThrough');
    assert.equal(emptied.newest, ids.at(-1));
    assert.equal(await events.prune(new Date(Date.now() + 86_400_000), 100), 0);
    assert.deepEqual(await events.bounds(), emptied);

    // The next event gets an id above every pruned one: a client that resumes from one misses nothing.
    const next = await locations.insert({ altitude: 4 });
    const after = await eventsAfter(store, 0);
    assert.equal(after.length, 1);
    assert.equal(after[0]!.resource_id, next.id);
    assert.ok(after[0]!.id > ids.at(-1)!, `id ${after[0]!.id} above the pruned ${ids.at(-1)}`);
    assert.deepEqual(pickIds(await eventsAfter(store, ids.at(-1)!)), [after[0]!.id]);
    assert.deepEqual(await events.bounds(), { newest: after[0]!.id, prunedThrough: ids.at(-1) });
  });
}

const pickIds = (events: readonly ChangeEvent[]): number[] => events.map((event) => event.id);

/**
 * Reads the log as a client that follows it does, `after` the last event seen, until `finished` was
 * true before a read that found nothing new; beside it, the whole log each time.
 */
async function poll(source: Store, finished: () => boolean): Promise<{ seen: number[]; snapshots: number[][] }> {
  const seen: number[] = [];
  const snapshots: number[][] = [];
  let after = 0;
  for (;;) {
    const last = finished();
    const page = await source.events.list({ after, limit: 17 });
    for (const event of page) {
      assert.ok(event.id > after, `event ${event.id} after ${after}`);
      seen.push(event.id);
      after = event.id;
    }
    snapshots.push(pickIds(await eventsAfter(source, 0)));
    if (last && page.length === 0) return { seen, snapshots };
    await nextTurn();
  }
}
