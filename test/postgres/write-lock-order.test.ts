// Every kind of write, at once, from two processes' pools on PostgreSQL: none may fail with
// "deadlock detected". A write takes row locks (its own row, an idempotency key), the row-count shard
// of its backend (migration 140) and the change log's lock (090) before its COMMIT; two paths that
// took the last two in opposite orders deadlocked when their backends shared a shard (pid % 16),
// which more than 16 connections make certain. The counts and the change log must still agree with
// the rows.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import { MissingReferenceError, ReferencedRowError, openStore } from '../../src/storage/index.js';
import type { Store } from '../../src/storage/index.js';
import { EVENT_APPEND_LOCK } from '../../src/storage/postgres/event-append.js';
import { postgresSuite } from '../support/postgres.js';
import { createThrowAwayDatabase } from '../support/postgres-database.js';

const ROUNDS = 6;
const WRITES = 120;

function location(index: number) {
  return { longitude: (index % 360) - 180, latitude: (index % 180) - 90, altitude: index };
}

function reading(index: number) {
  return {
    area: `area-${index % 5}`,
    time: new Date(Date.UTC(2026, 0, 1 + (index % 60), index % 24)).toISOString(),
    mean: index / 7,
    number: 1 + (index % 9),
    good: 1,
    stdDev: 0.5,
  };
}

/** Waits until a backend whose query matches `where` waits for a lock of the kind `event` (pg_stat_activity's wait_event). */
async function waitFor(client: pg.Client, where: string, event: string): Promise<void> {
  for (let waited = 0; ; waited += 10) {
    // Inside a transaction, pg_stat_activity is read once and kept: read it anew.
    await client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ event: string }>(
      `SELECT wait_event AS event FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND ${where}`,
    );
    if (rows.length > 0) {
      assert.deepEqual(
        rows.map((row) => row.event),
        [event],
        where,
      );
      return;
    }
    assert.ok(waited < 10_000, `no backend with ${where} waited for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** One write of a kind chosen by `index`, through `store`: each path the service has. */
type Made = { name: 'locations' | 'readings'; id: string };

async function write(store: Store, index: number, made: Made[]): Promise<void> {
  const name = index % 2 === 0 ? 'locations' : 'readings';
  const fields = name === 'locations' ? location(index) : reading(index);
  const collection = store.collection(name);
  switch (index % 5) {
    case 0:
    case 1:
      made.push({ name, id: (await collection.insert(fields)).id });
      return;
    case 2: {
      const once = await collection.insertOnce(`key-${index}`, 'print', fields);
      assert.equal(once.kind, 'created');
      return;
    }
    case 3:
      await collection.insertMany([fields, fields, fields]);
      return;
    default: {
      // A row made by this round's earlier writes, of either collection: deleted, with a check as
      // the API's DELETE does, or updated.
      const row = made.shift();
      if (row === undefined) return;
      const owner = store.collection(row.name);
      if (index % 10 === 4) await owner.delete(row.id, () => undefined);
      else await owner.update(row.id, (current) => ({ ...current.fields, ...(row.name === 'readings' ? { good: 2 } : { altitude: 1 }) }));
    }
  }
}

describe('lock order of concurrent writes on PostgreSQL', postgresSuite(), () => {
  test('a create that names a device being deleted waits for the delete without the log lock, and is refused once it commits', async (t) => {
    const database = await createThrowAwayDatabase();
    const store = await openStore(database.url, { poolSize: 4 });
    const deleter = new pg.Client({ connectionString: database.url });
    await deleter.connect();
    t.after(async () => {
      await deleter.end().catch(() => undefined);
      await store.close();
      await database.drop();
    });
    const device = await store.collection('devices').insert({ name: 'doomed', kind: null });
    // Another process's delete, up to the point where it takes the log's lock, as every write does last.
    await deleter.query('BEGIN');
    await deleter.query('DELETE FROM devices WHERE id = $1', [device.id]);
    const create = store.collection('readings').insert({ ...reading(1), device: device.id });
    create.catch(() => undefined);
    // The create waits for the deleting transaction.
    await waitFor(deleter, `query LIKE 'WITH inserted%'`, 'transactionid');
    // Had the create taken the log's lock first, this would wait for it, and the two for each other.
    await deleter.query("SET lock_timeout = '5s'");
    await deleter.query(`SELECT pg_advisory_xact_lock(${EVENT_APPEND_LOCK})`);
    await deleter.query('COMMIT');
    await assert.rejects(create, MissingReferenceError);
    assert.equal(await store.collection('readings').count(), 0);
    assert.equal(await store.collection('devices').count(), 0);
  });

  test("a device's update leaves the device to creates that name it: both wait only for the log's lock", async (t) => {
    const database = await createThrowAwayDatabase();
    const store = await openStore(database.url, { poolSize: 4 });
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    t.after(async () => {
      await holder.end().catch(() => undefined);
      await store.close();
      await database.drop();
    });
    const device = await store.collection('devices').insert({ name: 'busy', kind: null });
    // The log's lock held elsewhere, as a long commit would hold it: each write stops at it.
    await holder.query('BEGIN');
    await holder.query(`SELECT pg_advisory_xact_lock(${EVENT_APPEND_LOCK})`);
    const update = store.collection('devices').update(device.id, (current) => ({ ...current.fields, description: 'moved' }));
    await waitFor(holder, `query LIKE 'SELECT pg_advisory_xact_lock%'`, 'advisory');
    const create = store.collection('readings').insert({ ...reading(1), device: device.id });
    // Had the update locked the device FOR UPDATE, the create's foreign-key lock would wait for the update's transaction.
    await waitFor(holder, `query LIKE 'WITH inserted%'`, 'advisory');
    await holder.query('COMMIT');
    assert.equal((await update)?.fields.description, 'moved');
    assert.equal((await create).fields.device, device.id);
  });

  test('a device updated and deleted while rows that name it are created: each write succeeds or is refused for its reference, none deadlocks', async (t) => {
    const database = await createThrowAwayDatabase();
    const stores = await Promise.all([openStore(database.url, { poolSize: 12 }), openStore(database.url, { poolSize: 12 })]);
    t.after(async () => {
      await Promise.all(stores.map((store) => store.close()));
      await database.drop();
    });
    for (let round = 0; round < ROUNDS; round++) {
      const devices = stores[0]!.collection('devices');
      const kept = await devices.insert({ name: `kept-${round}`, kind: 'gps-collar' });
      const doomed = await Promise.all(
        Array.from({ length: 8 }, (_, index) => devices.insert({ name: `doomed-${round}-${index}`, kind: null })),
      );
      const results = await Promise.allSettled(
        Array.from({ length: WRITES }, async (_, index) => {
          const store = stores[index % 2]!;
          const device = index % 3 === 0 ? doomed[index % 8]!.id : kept.id;
          if (index < doomed.length) {
            // Each doomed device first, so that no committed row names it yet, while creates name it.
            await store.collection('devices').delete(doomed[index]!.id, () => undefined);
            return;
          }
          switch (index % 5) {
            case 0:
              await store.collection('locations').insert({ ...location(index), device });
              return;
            case 1:
              await store
                .collection('devices')
                .update(kept.id, (current) => ({ ...current.fields, description: `round ${round}, ${index}` }));
              return;
            case 2:
              await store.collection('readings').insertMany([{ ...reading(index), device }]);
              return;
            default:
              await store.collection('readings').insert({ ...reading(index), device });
          }
        }),
      );
      const unexpected = results.flatMap((result) =>
        result.status === 'rejected' && !(result.reason instanceof MissingReferenceError) && !(result.reason instanceof ReferencedRowError)
          ? [String(result.reason)]
          : [],
      );
      assert.deepEqual(unexpected, [], `round ${round}`);
    }
  });

  test(`${ROUNDS} rounds of ${WRITES} mixed writes from two pools of 12: no deadlock, and counts and events agree with the rows`, async (t) => {
    const database = await createThrowAwayDatabase();
    const stores = await Promise.all([openStore(database.url, { poolSize: 12 }), openStore(database.url, { poolSize: 12 })]);
    const observer = new pg.Client({ connectionString: database.url });
    await observer.connect();
    t.after(async () => {
      await observer.end();
      await Promise.all(stores.map((store) => store.close()));
      await database.drop();
    });
    for (let round = 0; round < ROUNDS; round++) {
      const made: Made[] = [];
      const results = await Promise.allSettled(
        Array.from({ length: WRITES }, (_, index) => write(stores[index % 2]!, round * WRITES + index, made)),
      );
      const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
      assert.deepEqual(failures, [], `round ${round}`);
    }
    for (const name of ['locations', 'readings'] as const) {
      const { rows } = await observer.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`);
      assert.equal(await stores[0]!.collection(name).count(), Number(rows[0]!.n), name);
      const created = await observer.query<{ n: string }>(
        `SELECT (SELECT count(*) FROM events WHERE collection = $1 AND type LIKE '%.created')
          - (SELECT count(*) FROM events WHERE collection = $1 AND type LIKE '%.deleted') AS n`,
        [name],
      );
      assert.equal(Number(created.rows[0]!.n), Number(rows[0]!.n), `${name}: created minus deleted events`);
    }
  });
});
