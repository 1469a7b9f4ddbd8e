// Issue 2: keyset pagination of the lists (INTERFACE.md §3): 250 rows walked in pages of 100 see each
// row exactly once, newest first, also while rows are added between pages; limit bounds; cursors that
// were not issued by this list are refused.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TestContext } from 'node:test';
import { LOCATION_V1, READING_V1, assertProblem, assertSuccess, create } from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

async function freshServer(t: TestContext): Promise<TestServer> {
  const server = await startServer();
  t.after(() => server.close());
  return server;
}

/** Creates `count` locations one after another; returns their ids in creation order. */
async function seedLocations(server: TestServer, count: number, offset = 0): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    ids.push((await create(server, 'locations', 1, { ...LOCATION_V1, longitude: ((offset + i) % 360) - 179.5 })).id);
  }
  return ids;
}

interface Walk {
  ids: string[];
  pageSizes: number[];
}

/** Follows meta.next_cursor (or links.next) from the first page to the last; `between` runs after each page. */
async function walk(
  server: TestServer,
  follow: 'cursor' | 'link',
  between: (page: number) => Promise<void> = async () => {},
): Promise<Walk> {
  const ids: string[] = [];
  const pageSizes: number[] = [];
  let target: string | null = '/locations?version_number=1&limit=100';
  while (target !== null) {
    const answer = await server.request('GET', target);
    const body = assertSuccess(answer, 200);
    assert.equal(body.meta.limit, 100);
    assert.equal(body.meta.count, body.data.length);
    assert.ok(body.data.length <= 100);
    ids.push(...body.data.map((item: any) => item.id));
    pageSizes.push(body.data.length);
    const cursor: string | null = body.meta.next_cursor;
    if (cursor === null) {
      assert.equal(body.links.next, null);
      assert.match(body.meta.message, /this is the last page/);
    } else {
      assert.equal(typeof cursor, 'string');
      assert.equal(body.links.next, `/locations?version_number=1&limit=100&cursor=${encodeURIComponent(cursor)}`);
    }
    await between(pageSizes.length);
    target =
      cursor === null
        ? null
        : follow === 'link'
          ? body.links.next
          : `/locations?version_number=1&limit=100&cursor=${encodeURIComponent(cursor)}`;
    assert.ok(pageSizes.length <= 10, 'the walk does not end');
  }
  return { ids, pageSizes };
}

test('walking 250 locations in pages of 100 via meta.next_cursor sees each row exactly once, newest first', async (t) => {
  const server = await freshServer(t);
  const created = await seedLocations(server, 250);
  const { ids, pageSizes } = await walk(server, 'cursor');
  assert.deepEqual(pageSizes, [100, 100, 50]);
  assert.equal(new Set(ids).size, 250);
  assert.deepEqual(ids, [...created].reverse());
});

test('walking 250 locations by following links.next gives the same rows in the same order', async (t) => {
  const server = await freshServer(t);
  const created = await seedLocations(server, 250);
  const { ids, pageSizes } = await walk(server, 'link');
  assert.deepEqual(pageSizes, [100, 100, 50]);
  assert.deepEqual(ids, [...created].reverse());
});

test('rows created between page requests cause no duplicate and no miss among the rows that were there', async (t) => {
  const server = await freshServer(t);
  const created = await seedLocations(server, 250);
  const added: string[] = [];
  const { ids } = await walk(server, 'cursor', async () => {
    added.push(...(await seedLocations(server, 7, 1000 + added.length)));
  });
  assert.equal(added.length, 21);
  assert.equal(new Set(ids).size, ids.length, 'a row was served twice');
  // Newer rows sort before the cursor, so a walk that started earlier never reaches them.
  assert.deepEqual(ids, [...created].reverse());
  // A new walk sees all of them, newest first.
  const again = await walk(server, 'cursor');
  assert.deepEqual(again.ids, [...created, ...added].reverse());
});

test('deleting the row a cursor points at does not break the walk: the next page starts after it', async (t) => {
  const server = await freshServer(t);
  const created = await seedLocations(server, 250);
  const newestFirst = [...created].reverse();
  // After page 1: delete its last row (the cursor's key) and a row page 2 has not served yet.
  const deleted = [newestFirst[99]!, newestFirst[150]!];
  const { ids, pageSizes } = await walk(server, 'cursor', async (page) => {
    if (page !== 1) return;
    for (const id of deleted) assertSuccess(await server.request('DELETE', `/locations/${id}?version_number=1`), 200);
  });
  assert.deepEqual(pageSizes, [100, 100, 49]);
  assert.deepEqual(
    ids,
    newestFirst.filter((id) => id !== newestFirst[150]),
  );
});

test('the list answers 50 items by default and accepts limit 1 and 1000', async (t) => {
  const server = await freshServer(t);
  const created = await seedLocations(server, 60);
  const byDefault = assertSuccess(await server.request('GET', '/locations?version_number=1'), 200);
  assert.equal(byDefault.meta.limit, 50);
  assert.equal(byDefault.meta.count, 50);
  assert.deepEqual(
    byDefault.data.map((item: any) => item.id),
    [...created].reverse().slice(0, 50),
  );
  assert.equal(byDefault.links.self, '/locations?version_number=1&limit=50');
  assert.equal(byDefault.meta.message, '50 locations, newest first.');

  const one = assertSuccess(await server.request('GET', '/locations?version_number=1&limit=1'), 200);
  assert.deepEqual(
    one.data.map((item: any) => item.id),
    [created.at(-1)],
  );
  assert.equal(one.meta.message, '1 location, newest first.');

  const all = assertSuccess(await server.request('GET', '/locations?version_number=1&limit=1000'), 200);
  assert.equal(all.meta.count, 60);
  assert.equal(all.meta.next_cursor, null);
});

const BAD_LIMITS: [string, string, string][] = [
  ['0', 'minimum', 'limit must be >= 1'],
  ['1001', 'maximum', 'limit must be <= 1000'],
  ['abc', 'type', 'limit must be an integer written in decimal, such as 50; "abc" is not'],
  ['1.5', 'type', 'limit must be a whole number; 1.5 is not'],
  ['-5', 'minimum', 'limit must be >= 1'],
  ['', 'type', 'limit must be an integer written in decimal, such as 50; "" is not'],
];
for (const [limit, code, message] of BAD_LIMITS) {
  test(`limit=${JSON.stringify(limit)} answers 422 invalid-parameters with code ${code}`, async (t) => {
    const server = await freshServer(t);
    const answer = await server.request('GET', `/readings?version_number=1&limit=${limit}`);
    const body = assertProblem(answer, 422, 'invalid-parameters', '/readings');
    assert.deepEqual(body, {
      type: '/problems/invalid-parameters',
      title: 'Some parameters are invalid',
      status: 422,
      detail: '1 parameter of reading-list version 1 is invalid: limit.',
      instance: '/readings',
      request_id: answer.headers['x-request-id'],
      errors: [{ parameter: 'limit', code, message, expected: 'integer from 1 to 1000', received: limit }],
    });
  });
}

for (const cursor of ['abc', '!!!', 'eyJ2IjoxfQ', 'eyJ2IjoxLCJzIjoibG9jYXRpb25zIiwiayI6IiJ9', 'A'.repeat(500)]) {
  test(`a malformed cursor (${cursor.slice(0, 24)}) answers 400 cursor-invalid`, async (t) => {
    const server = await freshServer(t);
    const answer = await server.request('GET', `/locations?version_number=1&cursor=${encodeURIComponent(cursor)}`);
    const body = assertProblem(answer, 400, 'cursor-invalid', '/locations');
    assert.deepEqual(body, {
      type: '/problems/cursor-invalid',
      title: 'The cursor is not valid for this route',
      status: 400,
      detail: 'The cursor is not one this service issued; start again without a cursor.',
      instance: '/locations',
      request_id: answer.headers['x-request-id'],
      reason: 'malformed',
    });
  });
}

test('a cursor longer than any issued answers 422 on cursor (maxLength) before it is decoded', async (t) => {
  const server = await freshServer(t);
  const cursor = 'x'.repeat(600);
  const answer = await server.request('GET', `/locations?version_number=1&cursor=${cursor}`);
  const body = assertProblem(answer, 422, 'invalid-parameters', '/locations');
  assert.deepEqual(body.errors, [
    {
      parameter: 'cursor',
      code: 'maxLength',
      message: 'cursor must have at most 512 characters',
      expected: 'a next_cursor value from a previous page of the same route',
      received: `${cursor.slice(0, 256)}… (600 characters)`,
    },
  ]);
});

test('a cursor altered by one character answers 400 cursor-invalid', async (t) => {
  const server = await freshServer(t);
  await seedLocations(server, 3);
  const cursor: string = assertSuccess(await server.request('GET', '/locations?version_number=1&limit=1'), 200).meta.next_cursor;
  const altered = `${cursor.slice(0, 3)}${cursor[3] === 'A' ? 'B' : 'A'}${cursor.slice(4)}`;
  const answer = await server.request('GET', `/locations?version_number=1&cursor=${encodeURIComponent(altered)}`);
  assertProblem(answer, 400, 'cursor-invalid', '/locations');
});

test('a cursor issued by /readings used on /locations answers 400 cursor-invalid (foreign), and the other way round', async (t) => {
  const server = await freshServer(t);
  await seedLocations(server, 2);
  for (let i = 0; i < 2; i++) await create(server, 'readings', 1, READING_V1);
  const readingsCursor: string = assertSuccess(await server.request('GET', '/readings?version_number=1&limit=1'), 200).meta.next_cursor;
  const locationsCursor: string = assertSuccess(await server.request('GET', '/locations?version_number=1&limit=1'), 200).meta.next_cursor;

  const onLocations = await server.request('GET', `/locations?version_number=1&cursor=${encodeURIComponent(readingsCursor)}`);
  assert.deepEqual(assertProblem(onLocations, 400, 'cursor-invalid', '/locations'), {
    type: '/problems/cursor-invalid',
    title: 'The cursor is not valid for this route',
    status: 400,
    detail: 'The cursor belongs to another list ("readings"), not "locations"; start again without a cursor.',
    instance: '/locations',
    request_id: onLocations.headers['x-request-id'],
    reason: 'foreign',
  });
  const onReadings = await server.request('GET', `/readings?version_number=1&cursor=${encodeURIComponent(locationsCursor)}`);
  assert.equal(assertProblem(onReadings, 400, 'cursor-invalid', '/readings').reason, 'foreign');
});

test('a cursor from a version 1 page continues the same walk for a version 2 reader', async (t) => {
  const server = await freshServer(t);
  const created = await seedLocations(server, 3);
  const first = assertSuccess(await server.request('GET', '/locations?version_number=1&limit=2'), 200);
  const second = assertSuccess(
    await server.request('GET', `/locations?version_number=2&limit=2&cursor=${encodeURIComponent(first.meta.next_cursor)}`),
    200,
  );
  assert.deepEqual(
    second.data.map((item: any) => item.id),
    [created[0]],
  );
  assert.equal(second.data[0].speed, null);
  assert.equal(second.meta.next_cursor, null);
  assert.equal(second.meta.message, '1 location after the cursor, newest first; this is the last page.');
});
