import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BatchGate } from '../../../src/http/batch/batch-gate.js';

test('the batch gate lets in as many as it has slots, the rest in arrival order as slots free (issue 14)', async () => {
  const gate = new BatchGate(2);
  const order: number[] = [];
  const first = await gate.enter();
  const second = await gate.enter();
  const waiting = [3, 4].map((n) =>
    gate.enter().then((leave) => {
      order.push(n);
      return leave;
    }),
  );
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(order, [], 'nobody past the two slots gets in');
  first();
  first(); // leaving twice frees one slot only
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(order, [3]);
  second();
  const [third, fourth] = await Promise.all(waiting);
  assert.deepEqual(order, [3, 4]);
  third!();
  fourth!();
  const again = await gate.enter();
  const andAgain = await gate.enter();
  again();
  andAgain();
});
