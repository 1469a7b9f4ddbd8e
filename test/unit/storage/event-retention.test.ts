// Retention of the change log (src/storage/event-retention.ts, issue 19): older events are pruned in
// batches in the background until none is left before the cut, a failure is reported and the next
// round tries again, and the stop function stops it and waits for a batch under way.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventLog } from '../../../src/storage/event-log.js';
import { startEventRetention } from '../../../src/storage/event-retention.js';
import { openStore } from '../../../src/storage/index.js';
import type { Store } from '../../../src/storage/index.js';

const DAY_MS = 86_400_000;
/** The batch event-retention.ts prunes by. */
const BATCH = 1000;

async function memoryStore(t: TestContext): Promise<Store> {
  const store = await openStore(':memory:');
  t.after(() => store.close());
  return store;
}

/** Waits until `done` holds, checking every few milliseconds; fails after `ms`. */
async function until(done: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) assert.fail(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

interface PruneCall {
  before: string;
  batch: number;
  removed?: number;
}

/** The log, with every prune recorded, and how many ran at once at most. */
function spyOn(log: EventLog): { log: EventLog; calls: PruneCall[]; mostAtOnce: () => number; inFlight: () => number } {
  const calls: PruneCall[] = [];
  let running = 0;
  let most = 0;
  return {
    calls,
    mostAtOnce: () => most,
    inFlight: () => running,
    log: {
      list: (query) => log.list(query),
      listText: (query) => log.listText(query),
      bounds: () => log.bounds(),
      watch: (listener) => log.watch(listener),
      prune: async (before, batch) => {
        const call: PruneCall = { before: before.toISOString(), batch };
        calls.push(call);
        running += 1;
        most = Math.max(most, running);
        try {
          call.removed = await log.prune(before, batch);
          return call.removed;
        } finally {
          running -= 1;
        }
      },
    },
  };
}

/** An EventLog whose prune is the test's; list and bounds are never asked for. */
function fakeLog(prune: (before: Date, batch: number) => Promise<number>): EventLog {
  return {
    list: () => assert.fail('retention does not list'),
    listText: () => assert.fail('retention does not list'),
    bounds: () => assert.fail('retention does not ask for bounds'),
    watch: () => assert.fail('retention does not watch'),
    prune,
  };
}

test('retention prunes in batches, oldest first, until no event before the cut is left, and keeps the newer ones', async (t) => {
  const store = await memoryStore(t);
  const locations = store.collection('locations');
  // 2,300 old events: two full batches and a part of one.
  for (let start = 0; start < 2300; start += 500) {
    await locations.insertMany(Array.from({ length: Math.min(500, 2300 - start) }, (_, index) => ({ altitude: start + index })));
  }
  const old = await store.events.list({ after: 0, limit: 10_000 });
  assert.equal(old.length, 2300);
  await sleep(5);
  const cut = new Date();
  await sleep(5);
  const kept = await locations.insert({ altitude: -1 });
  await locations.update(kept.id, () => ({ altitude: -2 }));
  const newer = await store.events.list({ after: old.at(-1)!.id, limit: 10 });
  assert.equal(newer.length, 2);

  const spy = spyOn(store.events);
  const errors: unknown[] = [];
  // `now` a day and a bit ahead: with days: 1 the cut falls between the old events and the newer.
  const stop = startEventRetention(spy.log, {
    days: 1,
    now: () => new Date(cut.getTime() + DAY_MS),
    everyMs: 20,
    onError: (error) => errors.push(error),
  });
  let stopped = false;
  t.after(() => (stopped ? undefined : stop()));
  await until(async () => (await store.events.list({ after: 0, limit: 10_000 })).length === 2, 5000, 'the old events to go');
  // A few more rounds, which find nothing more to do.
  await sleep(100);
  await stop();
  stopped = true;

  assert.deepEqual(errors, []);
  assert.deepEqual(
    (await store.events.list({ after: 0, limit: 10 })).map((event) => event.id),
    newer.map((event) => event.id),
    'the newer events are kept',
  );
  assert.deepEqual(await store.events.bounds(), { newest: newer.at(-1)!.id, prunedThrough: old.at(-1)!.id });
  assert.ok(spy.calls.length > 3, `rounds went on after the backlog: ${spy.calls.length} calls`);
  for (const call of spy.calls) {
    assert.equal(call.before, cut.toISOString(), 'the cut is now() less the days');
    assert.equal(call.batch, BATCH);
  }
  const removed = spy.calls.map((call) => call.removed);
  assert.deepEqual(removed.slice(0, 3), [BATCH, BATCH, 300], 'full batches first, then the rest');
  assert.ok(
    removed.slice(3).every((count) => count === 0),
    `nothing more once the backlog is gone: ${removed.join(',')}`,
  );
  assert.equal(spy.mostAtOnce(), 1, 'one prune at a time');
});

test('retention reports a failed prune to onError and tries again on the next round', async (t) => {
  const errors: unknown[] = [];
  const failure = new Error('database is locked');
  let calls = 0;
  // The first prune rejects, the second throws before it returns a promise, the rest find nothing.
  const log = fakeLog((() => {
    calls += 1;
    if (calls === 1) return Promise.reject(failure);
    if (calls === 2) throw failure;
    return Promise.resolve(0);
  }) as EventLog['prune']);
  const stop = startEventRetention(log, { days: 30, everyMs: 10, onError: (error) => errors.push(error) });
  t.after(stop);
  await until(() => calls >= 4, 2000, 'rounds after the failures');
  await stop();
  assert.deepEqual(errors, [failure, failure]);
  const after = calls;
  await sleep(50);
  assert.equal(calls, after, 'no round after stop');
});

test('retention cuts at now() less the days, and without `now` at the clock', async (t) => {
  const befores: number[] = [];
  const log = fakeLog(async (before) => {
    befores.push(before.getTime());
    return 0;
  });
  const fixed = Date.parse('2030-06-01T12:00:00.000Z');
  const stopFixed = startEventRetention(log, { days: 7, now: () => new Date(fixed), everyMs: 1000, onError: assert.fail });
  await stopFixed();
  assert.deepEqual(befores, [fixed - 7 * DAY_MS], 'a round at once on start');

  befores.length = 0;
  const from = Date.now();
  const stop = startEventRetention(log, { days: 30, everyMs: 1000, onError: assert.fail });
  t.after(stop);
  await stop();
  const to = Date.now();
  assert.equal(befores.length, 1);
  assert.ok(befores[0]! >= from - 30 * DAY_MS && befores[0]! <= to - 30 * DAY_MS, 'thirty days before the clock');
});

test('stop waits for the prune under way, and no prune starts after it', async (t) => {
  let release: ((removed: number) => void) | undefined;
  let calls = 0;
  // Each prune waits for the test; answering a full batch asks for another.
  const log = fakeLog(
    () =>
      new Promise<number>((resolve) => {
        calls += 1;
        release = resolve;
      }),
  );
  const errors: unknown[] = [];
  const stop = startEventRetention(log, { days: 1, everyMs: 10_000, onError: (error) => errors.push(error) });
  t.after(() => release?.(0));
  await until(() => calls === 1, 1000, 'the first prune');
  let done = false;
  const stopping = stop().then(() => {
    done = true;
  });
  await sleep(30);
  assert.equal(done, false, 'stop waits while a prune is under way');
  release!(BATCH);
  await stopping;
  assert.equal(done, true);
  await sleep(100);
  assert.equal(calls, 1, 'a full batch does not start another once stopped');
  assert.deepEqual(errors, []);
});

test('rounds never overlap: a tick while a prune is under way starts no other, and stop waits for that prune', async (t) => {
  const pending: ((removed: number) => void)[] = [];
  let calls = 0;
  // The first prune takes as long as the test wants; any later one finds nothing.
  const log = fakeLog(() => {
    calls += 1;
    return calls === 1 ? new Promise<number>((resolve) => pending.push(resolve)) : Promise.resolve(0);
  });
  const errors: unknown[] = [];
  const stop = startEventRetention(log, { days: 1, everyMs: 10, onError: (error) => errors.push(error) });
  t.after(() => {
    for (const resolve of pending) resolve(0);
    return stop();
  });
  // Several ticks pass while the first round's prune is under way.
  await sleep(60);
  const whilePruning = calls;
  let done = false;
  const stopping = stop().then(() => {
    done = true;
  });
  await sleep(30);
  const stoppedEarly = done;
  pending[0]!(0);
  await stopping;
  assert.deepEqual(errors, []);
  assert.equal(whilePruning, 1, `ticks during a prune started ${whilePruning - 1} more prunes beside it`);
  assert.equal(stoppedEarly, false, "stop resolved while the first round's prune was still under way");
});
