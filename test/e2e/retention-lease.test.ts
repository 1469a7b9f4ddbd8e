// The retention schedule's lease (issue 21, retention_lease): of several processes on one database,
// one holds it at a time; its holder renews it; a lease its holder left to run out (a process that
// died) goes to the next that asks, and a released one at once. Two stores on one database stand for
// two processes, on the engine of the pass.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openStore } from '../../src/storage/index.js';
import { createTestDatabase } from '../support/test-database.js';

test('one process holds the retention lease at a time; it passes on when run out or released', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.drop());
  const first = await openStore(database.url);
  t.after(() => first.close());
  const second = await openStore(database.url);
  t.after(() => second.close());
  const at = (ms: number) => new Date(Date.UTC(2030, 0, 1) + ms);

  assert.equal(await first.retention.claim('a', at(0), at(60_000)), true);
  assert.equal(await second.retention.claim('b', at(1_000), at(61_000)), false, 'held by a');
  assert.equal(await first.retention.claim('a', at(30_000), at(90_000)), true, 'a renews its own');
  assert.equal(await second.retention.claim('b', at(60_000), at(120_000)), false, 'renewed, so not run out yet');
  assert.equal(await second.retention.claim('b', at(90_001), at(150_000)), true, 'run out: b takes it');
  assert.equal(await first.retention.claim('a', at(91_000), at(151_000)), false);
  await first.retention.release('a');
  assert.equal(await first.retention.claim('a', at(92_000), at(152_000)), false, 'a cannot release what b holds');
  await second.retention.release('b');
  assert.equal(await first.retention.claim('a', at(93_000), at(153_000)), true, 'released: a takes it at once');
});
