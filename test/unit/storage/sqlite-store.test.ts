import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { openSqliteStore, type SqliteStore } from '../../../src/storage/sqlite/database.js';
import { createId } from '../../../src/storage/ids.js';
import { MIGRATIONS_DIRECTORY, migrate } from '../../../src/storage/sqlite/migrate.js';
import { openStore } from '../../../src/storage/open-store.js';
import { CursorError, type CollectionName, type CollectionStore, type FieldValue, type StoredRow } from '../../../src/storage/store.js';

const ISO_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const SAMPLES: Record<CollectionName, { fields: Record<string, FieldValue>; unset: string[]; change: Record<string, FieldValue> }> = {
  locations: {
    fields: { longitude: 7.1, latitude: 50.7, altitude: 60 },
    unset: ['speed', 'timestamp', 'device', 'accuracy'],
    change: { altitude: 61.5, timestamp: '2024-05-01T12:00:00+02:00' },
  },
  readings: {
    fields: { time: '2024-05-01T12:00:00Z', area: 'bonn.rhein', mean: 12.5, good: 9, number: 10 },
    unset: ['seen', 'span', 'stdDev', 'device', 'quantity', 'unit'],
    change: { seen: 12, stdDev: 0.25 },
  },
  devices: {
    fields: { name: 'Collar 17' },
    unset: ['kind', 'description'],
    change: { kind: 'gps-collar', description: 'On the north mast.' },
  },
};

function tempFile(t: TestContext): string {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-storage-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  // A missing parent folder is created by the store.
  return join(folder, 'nested', 'fieldlog.db');
}

async function openTemp(t: TestContext, location = tempFile(t)): Promise<SqliteStore> {
  const store = await openSqliteStore(location);
  t.after(() => store.close());
  return store;
}

async function insertMany(
  collection: CollectionStore,
  count: number,
  fields: (index: number) => Record<string, FieldValue> = (index) => ({ altitude: index }),
): Promise<StoredRow[]> {
  const rows: StoredRow[] = [];
  for (let index = 0; index < count; index += 1) rows.push(await collection.insert(fields(index)));
  return rows;
}

/** Walks every page; `between` runs after each page, before the next request. */
async function walk(collection: CollectionStore, limit: number, between: () => Promise<void> = async () => {}): Promise<StoredRow[][]> {
  const pages: StoredRow[][] = [];
  let cursor: string | undefined;
  do {
    const page = await collection.list({ limit, cursor });
    pages.push(page.rows);
    cursor = page.nextCursor ?? undefined;
    await between();
  } while (cursor !== undefined);
  return pages;
}

for (const where of ['a file', ':memory:'] as const) {
  for (const name of ['locations', 'readings'] as const) {
    test(`${name} on ${where}: insert, get, list, update, delete and count round-trip`, async (t) => {
      const store = where === ':memory:' ? await openTemp(t, ':memory:') : await openTemp(t);
      const collection = store.collection(name);
      const sample = SAMPLES[name];

      const created = await collection.insert(sample.fields);
      assert.match(created.id, /^[0-9A-HJKMNP-TV-Z]{26}$/);
      assert.match(created.created_at, ISO_MILLIS);
      assert.equal(created.updated_at, created.created_at);
      assert.deepEqual(created.fields, { ...sample.fields, ...Object.fromEntries(sample.unset.map((field) => [field, null])) });

      assert.deepEqual(await collection.get(created.id), created);
      assert.deepEqual(await collection.list({ limit: 10 }), { rows: [created], nextCursor: null });
      assert.equal(await collection.count(), 1);

      await sleep(2);
      const updated = await collection.update(created.id, () => sample.change);
      assert.ok(updated);
      assert.deepEqual(updated.fields, { ...created.fields, ...sample.change });
      assert.equal(updated.created_at, created.created_at);
      assert.ok(updated.updated_at > created.updated_at, 'update sets updated_at');
      assert.deepEqual(await collection.get(created.id), updated);

      assert.deepEqual(await collection.delete(created.id), updated);
      assert.equal(await collection.get(created.id), undefined);
      assert.equal(await collection.delete(created.id), undefined);
      assert.equal(await collection.count(), 0);
    });
  }
}

test('update of a missing id resolves undefined without calling change', async (t) => {
  const locations = (await openTemp(t, ':memory:')).collection('locations');
  const result = await locations.update(createId(), () => assert.fail('change must not run'));
  assert.equal(result, undefined);
});

test('update whose change throws writes nothing and passes the error on', async (t) => {
  const readings = (await openTemp(t)).collection('readings');
  const row = await readings.insert(SAMPLES.readings.fields);
  const failure = new Error('good > number');
  await assert.rejects(
    readings.update(row.id, () => {
      throw failure;
    }),
    (error) => error === failure,
  );
  await assert.rejects(
    readings.update(row.id, () => ({ mean: 1, bogus: 2 })),
    /Field "bogus" is not a column of readings/,
  );
  await assert.rejects(
    readings.update(row.id, () => ({ good: 1.5 })),
    /Field "good" of readings takes a safe integer/,
  );
  assert.deepEqual(await readings.get(row.id), row);
});

test('update with a change setting some fields keeps the others, and null clears one', async (t) => {
  const locations = (await openTemp(t)).collection('locations');
  const row = await locations.insert({ longitude: 7.1, latitude: 50.7, altitude: 60, speed: 3 });
  const updated = await locations.update(row.id, (current) => {
    assert.deepEqual(current, row);
    current.fields.longitude = 0; // a copy: changing it writes nothing
    return { latitude: 51, speed: null, altitude: undefined as unknown as FieldValue };
  });
  assert.deepEqual(updated?.fields, {
    longitude: 7.1,
    latitude: 51,
    altitude: 60,
    speed: null,
    timestamp: null,
    device: null,
    accuracy: null,
  });
});

test('update with an async change callback is refused', async (t) => {
  const locations = (await openTemp(t, ':memory:')).collection('locations');
  const row = await locations.insert({ altitude: 1 });
  const asyncChange = (async () => ({ altitude: 2 })) as unknown as () => Record<string, FieldValue>;
  await assert.rejects(locations.update(row.id, asyncChange), /synchronous change callback/);
  assert.deepEqual(await locations.get(row.id), row);
});

test('list walks 250 rows in pages of 100, newest first, each row exactly once', async (t) => {
  const locations = (await openTemp(t)).collection('locations');
  const inserted = await insertMany(locations, 250);
  const pages = await walk(locations, 100);
  assert.deepEqual(
    pages.map((page) => page.length),
    [100, 100, 50],
  );
  assert.deepEqual(
    pages.flat().map((row) => row.id),
    inserted.map((row) => row.id).reverse(),
  );
});

test('list walks each row exactly once while rows are inserted between pages', async (t) => {
  const locations = (await openTemp(t)).collection('locations');
  const inserted = await insertMany(locations, 250);
  const pages = await walk(locations, 100, async () => void (await insertMany(locations, 7)));
  assert.deepEqual(
    pages.flat().map((row) => row.id),
    inserted.map((row) => row.id).reverse(),
  );
  assert.equal(await locations.count(), 250 + 7 * pages.length);
});

test('list goes on after the row its cursor points at was deleted', async (t) => {
  const locations = (await openTemp(t, ':memory:')).collection('locations');
  const inserted = await insertMany(locations, 5);
  const first = await locations.list({ limit: 2 });
  assert.ok(first.nextCursor);
  await locations.delete(first.rows[1]!.id);
  const second = await locations.list({ limit: 10, cursor: first.nextCursor });
  assert.deepEqual(
    second.rows.map((row) => row.id),
    inserted
      .slice(0, 3)
      .map((row) => row.id)
      .reverse(),
  );
  assert.equal(second.nextCursor, null);
});

test('list refuses a malformed cursor and a cursor of another collection', async (t) => {
  const store = await openTemp(t, ':memory:');
  await insertMany(store.collection('readings'), 3, (index) => ({ mean: index }));
  const readingsPage = await store.collection('readings').list({ limit: 1 });
  assert.ok(readingsPage.nextCursor);
  await assert.rejects(
    store.collection('locations').list({ limit: 1, cursor: 'not a cursor' }),
    (error) => error instanceof CursorError && error.reason === 'malformed',
  );
  await assert.rejects(
    store.collection('locations').list({ limit: 1, cursor: '' }),
    (error) => error instanceof CursorError && error.reason === 'malformed',
  );
  await assert.rejects(
    store.collection('locations').list({ limit: 1, cursor: readingsPage.nextCursor }),
    (error) => error instanceof CursorError && error.reason === 'foreign',
  );
  await assert.rejects(store.collection('locations').list({ limit: 0 }), /positive integer/);
});

test('reopening the same file keeps every row', async (t) => {
  const location = tempFile(t);
  const first = await openSqliteStore(location);
  const locations = await insertMany(first.collection('locations'), 20);
  const reading = await first.collection('readings').insert(SAMPLES.readings.fields);
  await first.close();
  await first.close(); // idempotent

  const second = await openTemp(t, location);
  assert.equal(await second.collection('locations').count(), 20);
  for (const row of locations) assert.deepEqual(await second.collection('locations').get(row.id), row);
  assert.deepEqual(await second.collection('readings').get(reading.id), reading);
});

test('migrations run once: opening twice applies nothing new', async (t) => {
  const location = tempFile(t);
  await (await openSqliteStore(location)).close();
  await (await openSqliteStore(location)).close();
  const db = new Database(location);
  t.after(() => db.close());
  const files = readdirSync(MIGRATIONS_DIRECTORY)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  assert.deepEqual(db.prepare('SELECT name FROM schema_migrations ORDER BY version').pluck().all(), files);
  assert.deepEqual(migrate(db), []);
  // stdDev is std_dev in SQL.
  assert.ok(db.prepare("SELECT name FROM pragma_table_info('readings')").pluck().all().includes('std_dev'));
});

test('adding a migration file is the only step: the next open applies just that file', async (t) => {
  const location = tempFile(t);
  await (await openSqliteStore(location)).close();
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-migrations-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  for (const name of readdirSync(MIGRATIONS_DIRECTORY)) copyFileSync(join(MIGRATIONS_DIRECTORY, name), join(folder, name));
  writeFileSync(join(folder, '999-test-index.sql'), 'CREATE INDEX readings_area ON readings (area);');
  const db = new Database(location);
  t.after(() => db.close());
  assert.deepEqual(migrate(db, folder), ['999-test-index.sql']);
  assert.deepEqual(migrate(db, folder), []);
  // Code that lacks a migration the database has refuses to run against it.
  assert.throws(() => migrate(db), /has migration 999, which this version of Fieldlog does not know/);
});

test('pragmas are set on every open: WAL, synchronous FULL, foreign keys, busy timeout', async (t) => {
  const location = tempFile(t);
  // The main connection's: it keeps SQLite's automatic checkpoint (the writer thread's does not).
  const expected = { journal_mode: 'wal', synchronous: 2, foreign_keys: 1, busy_timeout: 5000, wal_autocheckpoint: 1000 };
  const first = await openSqliteStore(location);
  assert.deepEqual(first.readPragmas(), expected);
  await first.close();
  // The second open finds the file already in WAL mode: better-sqlite3 would default to NORMAL (1).
  const second = await openTemp(t, location);
  assert.deepEqual(second.readPragmas(), expected);
  const memory = await openTemp(t, ':memory:');
  assert.deepEqual(memory.readPragmas(), { ...expected, journal_mode: 'memory' });
});

test('field names and values outside the column list are refused with a sentence', async (t) => {
  const store = await openTemp(t, ':memory:');
  const locations = store.collection('locations');
  await assert.rejects(
    locations.insert({ longitude: 1, 'x"; DROP TABLE locations; --': 2 }),
    /Field "x"; DROP TABLE locations; --" is not a column of locations; its fields are longitude, latitude, altitude, speed, timestamp, device, accuracy\./,
  );
  await assert.rejects(locations.insert({ std_dev: 1 }), /is not a column of locations/);
  await assert.rejects(
    locations.insert({ longitude: 'east' }),
    /Field "longitude" of locations takes a finite number or null, not string "east"/,
  );
  await assert.rejects(locations.insert({ longitude: Number.NaN }), /takes a finite number/);
  await assert.rejects(locations.insert({ timestamp: 5 }), /takes a string/);
  await assert.rejects(store.collection('readings').insert({ number: 2 ** 53 }), /takes a safe integer/);
  assert.equal(await locations.count(), 0);
  assert.throws(
    () => store.collection('sensors' as CollectionName),
    /Collection "sensors" does not exist; collections are locations, readings, devices\./,
  );
});

test('ids sort by creation, even within one millisecond', async (t) => {
  const ids = Array.from({ length: 1000 }, () => createId());
  assert.deepEqual([...ids].sort(), ids);
  assert.equal(new Set(ids).size, ids.length);
  assert.ok(ids.every((id) => !id.includes('/') && !id.includes('.')));
  const readings = (await openTemp(t, ':memory:')).collection('readings');
  const rows = await Promise.all(Array.from({ length: 50 }, () => readings.insert({ area: 'a' })));
  assert.deepEqual(
    rows.map((row) => row.id),
    rows.map((row) => row.id).sort(),
  );
});

test('check resolves while open and rejects once closed', async (t) => {
  const store = await openTemp(t);
  assert.equal(store.kind, 'sqlite');
  await store.check();
  await store.close();
  await assert.rejects(store.check(), /closed/);
});

test('openStore accepts SQLite paths and :memory:, and refuses schemes other than postgres: with a sentence', async (t) => {
  const location = tempFile(t);
  for (const url of [location, `sqlite:${location}`, `sqlite://${location}`, ':memory:', 'sqlite::memory:']) {
    const store = await openStore(url);
    assert.equal(store.kind, 'sqlite');
    await store.collection('locations').insert({ altitude: 1 });
    await store.close();
  }
  const reopened = await openStore(location);
  assert.equal(await reopened.collection('locations').count(), 3);
  await reopened.close();
  await assert.rejects(openStore('mysql://user:secret@db/x'), (error: Error) => {
    assert.match(error.message, /scheme "mysql:" is not supported/);
    assert.doesNotMatch(error.message, /secret/);
    return true;
  });
  await assert.rejects(openStore(''), /DATABASE_URL is empty/);
});
