// CollectionStore, method by method, for both collections: what a row looks like when it comes back,
// insertMany's all-or-nothing and id order, insertOnce's three outcomes, update's atomic
// read-modify-write, delete's check, and list's newest-first keyset walk.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { COLLECTION_NAMES } from '../../../src/storage/index.js';
import type { RowValues, CollectionName, CollectionStore, FieldValue, StoredRow } from '../../../src/storage/index.js';
import type { FreshStore } from '../conformance.js';
import { ISO_MILLIS, assertOnceEach, createRandom, ids, pagesFor, valuesOf, walk, withNulls } from './reference.js';

interface Sample {
  /** Values at the edges of their types, which must come back exactly as written. */
  fields: Record<string, FieldValue>;
  change: Record<string, FieldValue>;
  /** A counter field for the concurrent read-modify-write case. */
  counter: string;
  /** A counter in a TEXT column (devices have no number): the count as decimal text. */
  textCounter?: boolean;
  /** Makes the index-th row of a bulk insert. */
  make(index: number): Record<string, FieldValue>;
}

const SAMPLES: Record<CollectionName, Sample> = {
  locations: {
    fields: { longitude: -180, latitude: 5e-324, altitude: Number.MAX_VALUE, timestamp: '2026-01-01t00:30:00.123456789123+01:00' },
    change: { altitude: 0.1 + 0.2, speed: 299_792_458, timestamp: '2016-12-31T23:59:60Z' },
    counter: 'altitude',
    make: (index) => ({ longitude: (index % 360) - 180, latitude: (index % 180) - 90, altitude: index }),
  },
  readings: {
    fields: { time: '0000-01-01T00:30:00+01:00', area: 'a_b.C:d-9', mean: -Number.MAX_VALUE, good: 0, number: Number.MAX_SAFE_INTEGER },
    change: { seen: Number.MAX_SAFE_INTEGER, span: 1e-300, stdDev: 0 },
    counter: 'number',
    make: (index) => ({ time: '2026-11-22T18:00:00Z', area: `area-${index % 7}`, mean: index / 3, good: 0, number: index }),
  },
  devices: {
    // Text at its edges: the longest name and description, quotes, a backslash, a line separator, and characters beyond the BMP.
    fields: { name: `"Collar" \\ \u2028 ${'x'.repeat(110)}`, kind: 'gps-collar', description: `🐺 ${'d'.repeat(1996)}` },
    change: { description: 'Line one\nline two\ttabbed' },
    counter: 'name',
    textCounter: true,
    make: (index) => ({ name: `device-${index}`, kind: index % 2 === 0 ? 'gps-collar' : null }),
  },
};

/** Unknown ids: a well-formed id that was never issued, and text no engine issues as an id. */
const UNKNOWN_IDS = ['01ARZ3NDEKTSV4RRFFQ69G5FAV', 'not-an-id', '', "x'; DROP TABLE locations; --", '00000000-0000-0000-0000-000000000000'];

async function insertRows(collection: CollectionStore, make: (index: number) => Record<string, FieldValue>, count: number) {
  const rows: StoredRow[] = [];
  for (let index = 0; index < count; index += 1) rows.push(await collection.insert(make(index)));
  return rows;
}

const listWalk = (collection: CollectionStore, limit: number, between?: () => Promise<void>) =>
  walk(
    limit,
    async (cursor) => {
      const page = await collection.list({ limit, cursor });
      return { items: page.rows, nextCursor: page.nextCursor };
    },
    between,
  );

export function collectionCases(fresh: FreshStore): void {
  for (const name of COLLECTION_NAMES) {
    const sample = SAMPLES[name];
    // The counter's value as its column takes it, and a value of the other type, which it refuses.
    const counted = (count: number): FieldValue => (sample.textCounter === true ? String(count) : count);
    const mistyped: FieldValue = sample.textCounter === true ? 5 : 'text';

    test(`${name}: insert answers the stored row, and get, getValues, list and count read it back exactly`, async (t) => {
      const collection = (await fresh(t)).collection(name);
      const created = await collection.insert(sample.fields);
      assert.equal(typeof created.id, 'string');
      assert.match(created.id, /^[^/.]+$/, 'ids contain no / or .');
      assert.match(created.created_at, ISO_MILLIS);
      assert.equal(created.updated_at, created.created_at);
      // Fields never set are null; the edges of each type come back to the last bit and character.
      assert.deepEqual(created.fields, withNulls(name, sample.fields));
      assert.deepEqual(await collection.get(created.id), created);
      assert.deepEqual(await collection.getValues(created.id), valuesOf(name, created));
      assert.deepEqual(await collection.list({ limit: 10 }), { rows: [created], nextCursor: null });
      assert.deepEqual(await collection.listValues({ limit: 10 }), { rows: [valuesOf(name, created)], nextCursor: null });
      assert.equal(await collection.count(), 1);
      const empty = await collection.insert({});
      assert.deepEqual(empty.fields, withNulls(name, {}));
      assert.notEqual(empty.id, created.id);
      assert.equal(await collection.count(), 2);
    });

    test(`${name}: an id that does not exist is undefined for get, getValues, update and delete, never an error`, async (t) => {
      const collection = (await fresh(t)).collection(name);
      const kept = await collection.insert(sample.fields);
      for (const id of UNKNOWN_IDS) {
        assert.equal(await collection.get(id), undefined, id);
        assert.equal(await collection.getValues(id), undefined, id);
        assert.equal(await collection.update(id, () => assert.fail('change must not run')), undefined, id);
        assert.equal(await collection.delete(id, () => assert.fail('check must not run')), undefined, id);
        assert.equal(await collection.delete(id), undefined, id);
      }
      assert.deepEqual(await collection.list({ limit: 10 }), { rows: [kept], nextCursor: null });
    });

    test(`${name}: insertMany writes every row, answers their ids in the order given, and those ids list newest last-given first`, async (t) => {
      const collection = (await fresh(t)).collection(name);
      assert.deepEqual(await collection.insertMany([]), []);
      const first = await collection.insert(sample.fields);
      const records = Array.from({ length: 257 }, (_, index) => sample.make(index));
      records[3] = {}; // every field left out is null, as in insert()
      const given = await collection.insertMany(records);
      assert.equal(given.length, records.length);
      assert.equal(new Set(given).size, given.length);
      for (const [index, id] of given.entries()) {
        const row = await collection.get(id);
        assert.deepEqual(row?.fields, withNulls(name, records[index]!), `row ${index}`);
      }
      const listed = await listWalk(collection, 1000);
      assert.deepEqual(ids(listed.items), [...given].reverse().concat(first.id));
      assert.equal(await collection.count(), records.length + 1);
    });

    test(`${name}: insertMany writes no row at all when one of them cannot be stored`, async (t) => {
      const collection = (await fresh(t)).collection(name);
      const kept = await collection.insert(sample.fields);
      const good = Array.from({ length: 150 }, (_, index) => sample.make(index));
      for (const bad of [{ nowhere: 1 }, { [sample.counter]: Number.NaN }, { [sample.counter]: mistyped }]) {
        await assert.rejects(collection.insertMany([...good.slice(0, 120), bad, ...good.slice(120)]));
        await assert.rejects(collection.insertMany([bad]));
      }
      assert.equal(await collection.count(), 1);
      assert.deepEqual(await collection.list({ limit: 10 }), { rows: [kept], nextCursor: null });
    });

    test(`${name}: values that do not fit a column are refused with a sentence naming the field, and nothing is written`, async (t) => {
      const store = await fresh(t);
      const collection = store.collection(name);
      const text = ({ locations: 'timestamp', readings: 'area', devices: 'description' } as const)[name];
      await assert.rejects(collection.insert({ 'x"; DROP TABLE x; --': 1 }), /Field "x"; DROP TABLE x; --" is not a column of/);
      await assert.rejects(collection.insert({ std_dev: 1 }), /is not a column of/);
      await assert.rejects(
        collection.insert({ [sample.counter]: sample.textCounter === true ? 5 : 'east' }),
        new RegExp(`Field "${sample.counter}" of ${name} takes`),
      );
      for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
        await assert.rejects(collection.insert({ [sample.counter]: value }), /takes a/);
      }
      await assert.rejects(collection.insert({ [text]: 5 }), /takes a string/);
      if (name === 'readings') {
        await assert.rejects(collection.insert({ number: 2 ** 53 }), /takes a safe integer/);
        await assert.rejects(collection.insert({ good: 1.5 }), /takes a safe integer/);
      }
      assert.equal(await collection.count(), 0);
      assert.throws(() => store.collection('sensors' as CollectionName), /Collection "sensors" does not exist/);
    });

    test(`${name}: insertOnce creates once, replays the row as it was created, and refuses another request under the key`, async (t) => {
      const store = await fresh(t);
      const collection = store.collection(name);
      const created = await collection.insertOnce('key-1', 'print-a', sample.fields);
      assert.equal(created.kind, 'created');
      assert.ok(created.kind === 'created');
      assert.deepEqual(created.row.fields, withNulls(name, sample.fields));
      assert.deepEqual(await collection.get(created.row.id), created.row);
      await sleep(2);
      await collection.update(created.row.id, () => sample.change);
      // The replay is the first answer, not the row as it is now.
      assert.deepEqual(await collection.insertOnce('key-1', 'print-a', sample.fields), { kind: 'replayed', row: created.row });
      assert.deepEqual(await collection.insertOnce('key-1', 'print-b', sample.fields), { kind: 'conflict' });
      assert.equal(await collection.count(), 1);
      // Keys belong to one collection; another key is another create.
      const other = COLLECTION_NAMES.find((candidate) => candidate !== name)!;
      assert.equal((await store.collection(other).insertOnce('key-1', 'print-b', SAMPLES[other].fields)).kind, 'created');
      assert.equal((await collection.insertOnce('key-2', 'print-a', sample.fields)).kind, 'created');
      assert.equal(await collection.count(), 2);
    });

    test(`${name}: concurrent insertOnce calls with one key create one row and replay it to the others`, async (t) => {
      const collection = (await fresh(t)).collection(name);
      const outcomes = await Promise.all(Array.from({ length: 12 }, () => collection.insertOnce('retry', 'print', sample.fields)));
      const created = outcomes.filter((outcome) => outcome.kind === 'created');
      assert.equal(created.length, 1);
      const row = created[0]!.kind === 'created' ? created[0]!.row : undefined;
      for (const outcome of outcomes) if (outcome.kind !== 'created') assert.deepEqual(outcome, { kind: 'replayed', row });
      assert.equal(await collection.count(), 1);
    });

    test(`${name}: update merges the change over the current row, null clears a field, undefined leaves it`, async (t) => {
      const collection = (await fresh(t)).collection(name);
      const row = await collection.insert(sample.fields);
      await sleep(2);
      const [cleared, ...others] = Object.keys(sample.fields);
      const untouched = others.find((field) => !(field in sample.change))!;
      const updated = await collection.update(row.id, (current) => {
        assert.deepEqual(current, row);
        current.fields[untouched] = 12345; // the callback's copy: changing it writes nothing
        return { ...sample.change, [cleared!]: null, [untouched]: undefined as unknown as FieldValue };
      });
      assert.ok(updated);
      assert.deepEqual(updated.fields, { ...row.fields, ...sample.change, [cleared!]: null });
      assert.equal(updated.id, row.id);
      assert.equal(updated.created_at, row.created_at);
      assert.match(updated.updated_at, ISO_MILLIS);
      assert.ok(updated.updated_at > row.updated_at, 'update moves updated_at on');
      assert.deepEqual(await collection.get(row.id), updated);
      assert.deepEqual(await collection.getValues(row.id), valuesOf(name, updated));
      assert.equal(await collection.count(), 1);
    });

    test(`${name}: created_by and updated_by name who wrote the row: creates set both, updates only updated_by, no actor is null`, async (t) => {
      const collection = (await fresh(t)).collection(name);
      const open = await collection.insert(sample.fields);
      assert.equal(open.created_by, null);
      assert.equal(open.updated_by, null);
      assert.equal((await collection.insert(sample.fields, null)).created_by, null);

      const made = await collection.insert(sample.fields, 'ada');
      assert.equal(made.created_by, 'ada');
      assert.equal(made.updated_by, 'ada');
      assert.deepEqual(await collection.get(made.id), made);
      assert.deepEqual(await collection.getValues(made.id), valuesOf(name, made));

      await sleep(2);
      const changed = await collection.update(made.id, () => sample.change, 'field-laptop');
      assert.ok(changed);
      assert.equal(changed.created_by, 'ada', 'an update leaves created_by');
      assert.equal(changed.updated_by, 'field-laptop');
      assert.deepEqual(await collection.get(made.id), changed);
      assert.deepEqual(await collection.getValues(made.id), valuesOf(name, changed));
      // The same values written by someone else is still a change of who changed it last.
      const again = await collection.update(made.id, () => sample.change, 'ada');
      assert.equal(again?.updated_by, 'ada');
      const reopened = await collection.update(made.id, () => sample.change);
      assert.equal(reopened?.created_by, 'ada');
      assert.equal(reopened?.updated_by, null, 'an update on an open server records no one');

      const bulk = await collection.insertMany([sample.make(0), sample.make(1)], 'ingest-key');
      for (const id of bulk) {
        const row = await collection.get(id);
        assert.equal(row?.created_by, 'ingest-key');
        assert.equal(row?.updated_by, 'ingest-key');
      }

      const once = await collection.insertOnce('audit', 'print', sample.fields, 'ada');
      assert.ok(once.kind === 'created');
      assert.equal(once.row.created_by, 'ada');
      assert.deepEqual(await collection.get(once.row.id), once.row);
      // A replay is the first answer, whoever asks again.
      assert.deepEqual(await collection.insertOnce('audit', 'print', sample.fields, 'bob'), { kind: 'replayed', row: once.row });

      // Names as keys and people may have them come back exactly, also through list and delete.
      const names = ['Zoë "the" O\'Brien', '  spaced  ', 'ключ', '😀', "x'; DROP TABLE locations; --"];
      const named = await Promise.all(names.map((actor) => collection.insert(sample.fields, actor)));
      assert.deepEqual(
        named.map((row) => [row.created_by, row.updated_by]),
        names.map((actor) => [actor, actor]),
      );
      const listed = await collection.listValues({ limit: 1000 });
      for (const row of named)
        assert.deepEqual(
          listed.rows.find((values) => values[0] === row.id),
          valuesOf(name, row),
        );
      assert.deepEqual(await collection.delete(made.id), reopened);
    });

    test(`${name}: an update whose change throws, or names what cannot be stored, writes nothing`, async (t) => {
      const collection = (await fresh(t)).collection(name);
      const row = await collection.insert(sample.fields);
      const failure = new Error('precondition failed');
      await assert.rejects(
        collection.update(row.id, () => {
          throw failure;
        }),
        (error) => error === failure,
      );
      await assert.rejects(
        collection.update(row.id, () => ({ ...sample.change, bogus: 2 })),
        /Field "bogus" is not a column of/,
      );
      await assert.rejects(
        collection.update(row.id, () => ({ ...sample.change, [sample.counter]: Number.NaN })),
        /takes a/,
      );
      assert.deepEqual(await collection.get(row.id), row);
    });

    test(`${name}: update is an atomic read-modify-write: concurrent changes of one row each see the one before`, async (t) => {
      const collection = (await fresh(t)).collection(name);
      const row = await collection.insert({ ...sample.fields, [sample.counter]: counted(0) });
      const bystander = await collection.insert(sample.fields);
      const seen: number[] = [];
      const results = await Promise.all(
        Array.from({ length: 25 }, () =>
          collection.update(row.id, (current) => {
            const value = Number(current.fields[sample.counter]);
            seen.push(value);
            return { [sample.counter]: counted(value + 1) };
          }),
        ),
      );
      assert.equal((await collection.get(row.id))?.fields[sample.counter], counted(25));
      // Every committed change started from the value the previous one left.
      assert.deepEqual(
        results.map((result) => Number(result?.fields[sample.counter])).sort((a, b) => a - b),
        Array.from({ length: 25 }, (_, index) => index + 1),
      );
      assert.ok(seen.length >= 25);
      assert.deepEqual(await collection.get(bystander.id), bystander);
    });

    test(`${name}: count is exactly the rows a walk of the list finds, through concurrent inserts, batches, a failed batch and deletes`, async (t) => {
      const store = await fresh(t);
      const collection = store.collection(name);
      const listed = async () => (await listWalk(collection, 1000)).items.length;
      // Concurrent single inserts and batches, which the engines group into shared transactions.
      const rows = (
        await Promise.all([
          ...Array.from({ length: 40 }, (_, index) => collection.insert(sample.make(index))),
          collection.insertMany(Array.from({ length: 300 }, (_, index) => sample.make(index))).then(() => []),
          collection.insertMany(Array.from({ length: 7 }, (_, index) => sample.make(index))).then(() => []),
        ])
      ).flat();
      assert.equal(await collection.count(), 347);
      // A batch that cannot be stored leaves the count as it was.
      await assert.rejects(collection.insertMany([sample.make(1), { [sample.counter]: Number.NaN }]));
      assert.equal(await collection.count(), 347);
      // Deletes, concurrent, one of them stopped by its check: only the others count.
      await Promise.all(
        rows.slice(0, 15).map((row, index) =>
          collection
            .delete(row.id, () => {
              if (index === 0) throw new Error('kept');
            })
            .catch(() => undefined),
        ),
      );
      assert.equal(await collection.count(), 333);
      assert.equal(await listed(), 333);
      // Another collection's writes are not counted here.
      const other = COLLECTION_NAMES.find((candidate) => candidate !== name)!;
      await store.collection(other).insertMany(Array.from({ length: 3 }, (_, index) => SAMPLES[other].make(index)));
      assert.equal(await collection.count(), 333);
      assert.equal(await store.collection(other).count(), 3);
    });

    test(`${name}: delete answers the row as it was last stored; a check sees it first and can stop the delete`, async (t) => {
      const collection = (await fresh(t)).collection(name);
      const row = await collection.insert(sample.fields);
      const other = await collection.insert(sample.fields);
      const updated = await collection.update(row.id, () => sample.change);
      const refusal = new Error('If-Match failed');
      await assert.rejects(
        collection.delete(row.id, (current) => {
          assert.deepEqual(current, updated);
          throw refusal;
        }),
        (error) => error === refusal,
      );
      assert.deepEqual(await collection.get(row.id), updated);
      let checked: StoredRow | undefined;
      assert.deepEqual(
        await collection.delete(row.id, (current) => {
          checked = current;
        }),
        updated,
      );
      assert.deepEqual(checked, updated);
      assert.equal(await collection.get(row.id), undefined);
      assert.equal(await collection.getValues(row.id), undefined);
      assert.equal(await collection.delete(row.id), undefined);
      assert.equal(await collection.update(row.id, () => assert.fail('change must not run')), undefined);
      assert.deepEqual(await collection.delete(other.id), other);
      assert.equal(await collection.count(), 0);
      assert.deepEqual(await collection.list({ limit: 5 }), { rows: [], nextCursor: null });
    });

    test(`${name}: a delete waiting behind an update checks and answers the updated row`, async (t) => {
      const collection = (await fresh(t)).collection(name);
      const row = await collection.insert({ ...sample.fields, [sample.counter]: counted(1) });
      let checked: FieldValue | undefined;
      const [updated, deleted] = await Promise.all([
        collection.update(row.id, () => ({ [sample.counter]: counted(2) })),
        collection.delete(row.id, (current) => {
          checked = current.fields[sample.counter];
        }),
      ]);
      // Whichever ran first, the delete saw the row it deleted and answered it.
      if (checked === counted(2)) assert.deepEqual(deleted, updated);
      else {
        assert.equal(checked, counted(1));
        assert.equal(updated, undefined);
        assert.equal(deleted?.fields[sample.counter], counted(1));
      }
      assert.equal(await collection.get(row.id), undefined);
    });

    test(`${name}: list and listValues walk newest first, one full page after another, each row once`, async (t) => {
      const collection = (await fresh(t)).collection(name);
      const inserted = await insertRows(collection, sample.make, 120);
      const newestFirst = ids(inserted).reverse();
      for (const limit of [1, 7, 40, 120, 1000]) {
        const listed = await listWalk(collection, limit);
        assert.deepEqual(ids(listed.items), newestFirst, `limit ${limit}`);
        assert.equal(listed.pages, pagesFor(inserted.length, limit), `limit ${limit}`);
        const values = await walk(limit, async (cursor) => {
          const page = await collection.listValues({ limit, cursor });
          return { items: page.rows, nextCursor: page.nextCursor };
        });
        assert.deepEqual(
          values.items,
          listed.items.map((row) => valuesOf(name, row)),
        );
      }
      for (const limit of [0, -1, 1.5, Number.NaN]) await assert.rejects(collection.list({ limit }), `limit ${limit}`);
    });

    test(`${name}: a list walk stays stable while rows are inserted and deleted between its pages`, async (t) => {
      const collection = (await fresh(t)).collection(name);
      const inserted = await insertRows(collection, sample.make, 90);
      await collection.insertMany(Array.from({ length: 90 }, (_, index) => sample.make(index + 90)));
      const before = ids((await listWalk(collection, 1000)).items);
      const random = createRandom(16);
      const deleted = new Set<string>();
      const added = new Set<string>();
      let cursorRow: string | undefined;
      const listed = await walk(
        13,
        async (cursor) => {
          const page = await collection.list({ limit: 13, cursor });
          cursorRow = page.rows.at(-1)?.id;
          return { items: page.rows, nextCursor: page.nextCursor };
        },
        async () => {
          for (const id of await collection.insertMany([sample.make(1), sample.make(2)])) added.add(id);
          added.add((await collection.insert(sample.make(3))).id);
          // The row the cursor stands on goes, and so does one at random.
          for (const id of [cursorRow!, before[Math.floor(random() * before.length)]!]) {
            await collection.delete(id);
            deleted.add(id);
          }
        },
      );
      const kept = before.filter((id) => !deleted.has(id));
      assertOnceEach(ids(listed.items), kept, 'list');
      const known = new Set([...before, ...added]);
      assert.ok(
        listed.items.every((row) => known.has(row.id)),
        'only rows that were written',
      );
      // The rows that existed throughout keep their order.
      assert.deepEqual(
        ids(listed.items).filter((id) => kept.includes(id)),
        kept,
      );
      assert.ok(inserted.length > 0);
    });
  }

  test('reads by id at once, some of one id, some of none: each answer is its own row, as read alone', async (t) => {
    const store = await fresh(t);
    const collection = store.collection('locations');
    const rows = await Promise.all(
      Array.from({ length: 40 }, (_, index) => collection.insert({ altitude: index, longitude: 7, latitude: 50 })),
    );
    const asked = [...rows.map((row) => row.id), rows[3]!.id, rows[3]!.id, 'no-such-id', rows[39]!.id];
    const answers = await Promise.all(asked.map((id) => collection.getValues(id)));
    const alone: (RowValues | undefined)[] = [];
    for (const id of asked) alone.push(await collection.getValues(id));
    assert.deepEqual(answers, alone);
    assert.equal(answers[42], undefined);
    assert.equal(answers[40]![0], rows[3]!.id);
    assert.notEqual(answers[40], answers[41], 'two reads of one id get arrays of their own');
    answers.slice(0, 40).forEach((values, index) => {
      assert.equal(values![0], rows[index]!.id);
    });
  });

  test('an id holding U+0000 is found nowhere and changes nothing, on every engine', async (t) => {
    const store = await fresh(t);
    const location = await store.collection('locations').insert({ longitude: 7.1, latitude: 50.7 });
    const reading = await store.collection('readings').insert({ area: 'bonn', time: '2026-01-01T00:00:00Z' });
    for (const id of ['\u0000', `${location.id}\u0000`, `\u0000${reading.id}`]) {
      for (const name of ['locations', 'readings'] as const) {
        const collection = store.collection(name);
        assert.equal(await collection.get(id), undefined);
        assert.equal(await collection.getValues(id), undefined);
        assert.equal(await collection.update(id, () => ({})), undefined);
        assert.equal(await collection.delete(id), undefined);
        assert.equal(await collection.delete(id, () => {}), undefined);
      }
      assert.equal(await store.queries.locations.nearby({ id, radius: 1000, limit: 5, scope: `location-nearby:${id}` }), undefined);
      assert.equal(await store.queries.readings.history({ id, limit: 5, scope: `reading-history:${id}` }), undefined);
    }
    assert.equal(await store.collection('locations').count(), 1);
    assert.equal(await store.collection('readings').count(), 1);
  });

  test('check resolves on an open store; close may be called twice, and check rejects after it', async (t) => {
    const store = await fresh(t);
    await store.check();
    await store.collection('locations').insert({ altitude: 1 });
    await store.close();
    await store.close();
    await assert.rejects(store.check());
  });
}
