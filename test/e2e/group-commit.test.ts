import assert from 'node:assert/strict';
import type { FileHandle } from 'node:fs/promises';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer } from '../support/server.js';

const BODY = { version_number: 1, longitude: 7.1, latitude: 50.7, altitude: 60 };

function heldSync() {
  const pending: { release: () => void; fail: (error: Error) => void }[] = [];
  const syncFile = (handle: FileHandle): Promise<void> => new Promise<void>((resolve, reject) => {
    pending.push({ release: () => handle.datasync().then(resolve, reject), fail: reject });
  });
  const nth = async (index: number) => {
    while (pending[index] === undefined) await sleep(1);
    return pending[index]!;
  };
  return { syncFile, nth };
}

test('with group commit no 201 is sent before the sync that covers it (issue 7)', async (t) => {
  const held = heldSync();
  const server = await startServer({ durability: 'group', syncFile: held.syncFile });
  t.after(() => server.close());
  let answered = false;
  const create = server.request('POST', '/locations', { json: BODY }).then((answer) => { answered = true; return answer; });
  await held.nth(0);
  await sleep(50);
  assert.equal(answered, false, 'the 201 waits for the sync');
  (await held.nth(0)).release();
  const answer = await create;
  assert.equal(answer.status, 201);
  assert.equal((server.db().prepare('SELECT count(*) AS n FROM locations').get() as { n: number }).n, 1);
});

test('a failed sync answers 500 with a request_id to every request of its group, and the server goes on', async (t) => {
  const held = heldSync();
  const server = await startServer({ durability: 'group', syncFile: held.syncFile });
  t.after(() => server.close());
  const leader = server.request('POST', '/locations', { json: BODY });
  await held.nth(0);
  const group = [
    server.request('POST', '/locations', { json: BODY }),
    server.request('PATCH', '/locations/nope', { json: { version_number: 1, altitude: 1 } }),
    server.request('POST', '/readings', { json: { version_number: 1, time: '2026-11-22T18:00:00Z', area: 'a', mean: 1, good: 1, number: 1 } }),
  ];
  await sleep(100);
  (await held.nth(0)).release();
  assert.equal((await leader).status, 201);
  (await held.nth(1)).fail(new Error('EIO: i/o error'));
  const answers = await Promise.all(group);
  // The PATCH of an unknown id wrote nothing, so it never waited for the sync.
  assert.deepEqual(answers.map((a) => a.status), [500, 404, 500]);
  for (const answer of [answers[0]!, answers[2]!]) {
    const problem = answer.json();
    assert.equal(problem.type, '/problems/internal-error');
    assert.equal(problem.request_id, answer.headers['x-request-id']);
    assert.ok(!answer.text.includes('EIO'), 'the cause stays in the server log');
  }
  const after = server.request('GET', '/healthz');
  assert.equal((await after).status, 200);
});

test('group commit serves concurrent creates and every 201 is a row', async (t) => {
  const server = await startServer({ durability: 'group' });
  t.after(() => server.close());
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => server.request('POST', '/locations', { json: { ...BODY, altitude: i } })));
  assert.ok(answers.every((a) => a.status === 201));
  const ids = new Set(server.db().prepare('SELECT id FROM locations').pluck().all() as string[]);
  assert.ok(answers.every((a) => ids.has(a.json().data.id)));
});
