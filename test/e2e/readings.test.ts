// Issue 2: every resource route of /readings over real HTTP, in each request body format, and the
// cross-field rules (good <= number, seen >= number) checked on create and against stored values on
// update, with the stored row read back from the database (the pass's engine).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  BODY_FORMATS,
  READING_KEYS,
  READING_V1,
  READING_V2,
  assertOpaqueId,
  assertProblem,
  assertServerTime,
  assertSuccess,
  bodyIn,
  create,
  rowById,
  tableRows,
} from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

/** The stored row of a reading with these fields (the column of stdDev is std_dev). */
function expectedRow(data: Record<string, any>): Record<string, unknown> {
  return {
    id: data.id,
    created_at: data.created_at,
    updated_at: data.updated_at,
    time: data.time,
    area: data.area,
    mean: data.mean,
    good: data.good,
    number: data.number,
    seen: data.seen ?? null,
    span: data.span ?? null,
    std_dev: data.stdDev ?? null,
    // Version 3's columns (issue 18): version 1 and 2 writes leave them null.
    device: data.device ?? null,
    quantity: data.quantity ?? null,
    unit: data.unit ?? null,
    created_by: data.created_by,
    updated_by: data.updated_by,
  };
}

for (const format of BODY_FORMATS) {
  for (const version of [1, 2] as const) {
    test(`POST /readings with a ${format} body (version ${version}) answers 201 with a Location header and the stored row`, async () => {
      const sent = version === 1 ? READING_V1 : READING_V2;
      const started = Date.now();
      const answer = await server.request('POST', '/readings', bodyIn(format, { version_number: String(version), ...sent }, 'reading'));
      const body = assertSuccess(answer, 201);
      const id = body.data.id;
      assertOpaqueId(id);
      assertServerTime(body.data.created_at, started);
      assert.deepEqual(Object.keys(body.data), READING_KEYS[version]);
      assert.deepEqual(body, {
        data: { id, ...sent, created_at: body.data.created_at, updated_at: body.data.created_at, created_by: null, updated_by: null },
        meta: { action: 'reading', version_number: version, request_id: answer.headers['x-request-id'], message: `Reading ${id} created.` },
        links: { self: `/readings/${id}`, collection: '/readings' },
      });
      assert.equal(answer.headers.location, `/readings/${id}`);
      assert.deepEqual(await rowById(server, 'readings', id), expectedRow(body.data));

      const fetched = await server.request('GET', `${answer.headers.location}?version_number=${version}`);
      assert.deepEqual(assertSuccess(fetched, 200), {
        data: body.data,
        meta: { action: 'reading', version_number: version, request_id: fetched.headers['x-request-id'], message: `Reading ${id}.` },
        links: { self: `/readings/${id}`, collection: '/readings' },
      });
    });
  }

  test(`PUT /readings/:id with a ${format} body replaces every version 2 field`, async () => {
    const created = await create(server, 'readings', 2, READING_V2);
    const replacement = {
      time: '2026-11-23T06:00:00+01:00',
      area: 'koeln_dom.1',
      mean: -3.25,
      good: 0,
      number: 0,
      seen: 5,
      span: 0.5,
      stdDev: 0,
    };
    const answer = await server.request('PUT', `/readings/${created.id}`, bodyIn(format, { version_number: 2, ...replacement }, 'reading'));
    const body = assertSuccess(answer, 200);
    assert.deepEqual(body, {
      data: {
        id: created.id,
        ...replacement,
        created_at: created.created_at,
        updated_at: body.data.updated_at,
        created_by: null,
        updated_by: null,
      },
      meta: {
        action: 'reading',
        version_number: 2,
        request_id: answer.headers['x-request-id'],
        message: `Reading ${created.id} replaced: time, area, mean, good, number, seen, span, stdDev.`,
      },
      links: { self: `/readings/${created.id}`, collection: '/readings' },
    });
    assert.ok(body.data.updated_at >= created.updated_at);
    assert.deepEqual(await rowById(server, 'readings', created.id), expectedRow(body.data));
  });

  test(`PATCH /readings/:id with a ${format} body changes only the fields it names`, async () => {
    const created = await create(server, 'readings', 2, READING_V2);
    const answer = await server.request(
      'PATCH',
      `/readings/${created.id}`,
      bodyIn(format, { version_number: 2, stdDev: 1.5, area: 'bonn:beuel' }, 'reading'),
    );
    const body = assertSuccess(answer, 200);
    assert.deepEqual(body, {
      data: { ...created, stdDev: 1.5, area: 'bonn:beuel', updated_at: body.data.updated_at },
      meta: {
        action: 'reading',
        version_number: 2,
        request_id: answer.headers['x-request-id'],
        message: `Reading ${created.id} updated: stdDev, area.`,
      },
      links: { self: `/readings/${created.id}`, collection: '/readings' },
    });
    assert.deepEqual(await rowById(server, 'readings', created.id), expectedRow(body.data));
  });
}

test('an empty PATCH of a reading is a no-op 200 that says nothing changed and leaves the row as it was', async () => {
  const created = await create(server, 'readings', 1, READING_V1);
  const stored = await rowById(server, 'readings', created.id);
  const answer = await server.request('PATCH', `/readings/${created.id}`, { form: { version_number: '1' } });
  assert.deepEqual(assertSuccess(answer, 200), {
    data: created,
    meta: {
      action: 'reading',
      version_number: 1,
      request_id: answer.headers['x-request-id'],
      message: `Nothing to change: the request named no fields, so reading ${created.id} is as it was.`,
    },
    links: { self: `/readings/${created.id}`, collection: '/readings' },
  });
  assert.deepEqual(await rowById(server, 'readings', created.id), stored);
});

test('DELETE /readings/:id answers 200 with the deleted reading, removes the row, and GET then answers 404', async () => {
  const created = await create(server, 'readings', 2, READING_V2);
  const answer = await server.request('DELETE', `/readings/${created.id}?version_number=2`);
  assert.deepEqual(assertSuccess(answer, 200), {
    data: created,
    meta: { action: 'reading', version_number: 2, request_id: answer.headers['x-request-id'], message: `Reading ${created.id} deleted.` },
    links: { collection: '/readings' },
  });
  assert.equal(await rowById(server, 'readings', created.id), undefined);
  const again = await server.request('GET', `/readings/${created.id}?version_number=2`);
  const problem = assertProblem(again, 404, 'resource-not-found', `/readings/${created.id}`);
  assert.equal(problem.collection, 'readings');
  assert.equal(problem.id, created.id);
  assert.match(problem.detail, /No reading has id/);
});

test('GET /readings lists newest first; a version 1 reader sees no version 2 fields', async (t) => {
  const own = await startServer();
  t.after(() => own.close());
  const older = await create(own, 'readings', 2, READING_V2);
  const newer = await create(own, 'readings', 1, { ...READING_V1, area: 'bonn:beuel' });
  const answer = await own.request('GET', '/readings?version_number=1');
  const { seen: _seen, span: _span, stdDev: _stdDev, ...olderAsVersion1 } = older;
  assert.deepEqual(assertSuccess(answer, 200), {
    data: [newer, olderAsVersion1],
    meta: {
      action: 'reading-list',
      version_number: 1,
      request_id: answer.headers['x-request-id'],
      message: '2 readings, newest first; this is the last page.',
      count: 2,
      limit: 50,
      next_cursor: null,
    },
    links: { self: '/readings?version_number=1&limit=50', collection: '/readings', next: null },
  });
  const version2 = assertSuccess(await own.request('GET', '/readings?version_number=2'), 200);
  assert.deepEqual(version2.data, [{ ...newer, seen: null, span: null, stdDev: null }, older]);
});

test('POST /readings with good > number answers 422 on good (code maximum) and stores nothing', async () => {
  const before = await tableRows(server, 'readings');
  const answer = await server.request('POST', '/readings', { json: { version_number: 1, ...READING_V1, good: 61, number: 60 } });
  const body = assertProblem(answer, 422, 'invalid-parameters', '/readings');
  assert.deepEqual(body.errors, [
    {
      parameter: 'good',
      code: 'maximum',
      expected: 'good <= number',
      received: 61,
      message: 'good must be <= number (60): no more samples can pass the check than were counted',
    },
  ]);
  assert.equal(body.detail, '1 parameter of reading version 1 is invalid: good.');
  assert.deepEqual(await tableRows(server, 'readings'), before);
});

test('POST /readings version 2 with seen < number answers 422 on seen (code minimum) and stores nothing', async () => {
  const before = await tableRows(server, 'readings');
  const answer = await server.request('POST', '/readings', {
    xml: `<reading><version_number>2</version_number>${Object.entries({ ...READING_V2, seen: 59 })
      .map(([k, v]) => `<${k}>${v}</${k}>`)
      .join('')}</reading>`,
  });
  const body = assertProblem(answer, 422, 'invalid-parameters', '/readings');
  assert.deepEqual(body.errors, [
    {
      parameter: 'seen',
      code: 'minimum',
      expected: 'seen >= number',
      received: 59,
      message: 'seen must be >= number (60): the sensor counts only samples it saw',
    },
  ]);
  assert.deepEqual(await tableRows(server, 'readings'), before);
});

test('a version 1 PATCH raising number above the stored seen answers 422 blaming number and changes nothing', async () => {
  const created = await create(server, 'readings', 2, READING_V2); // seen 64, number 60
  const before = await tableRows(server, 'readings');
  const answer = await server.request('PATCH', `/readings/${created.id}`, { json: { version_number: 1, number: 70 } });
  const body = assertProblem(answer, 422, 'invalid-parameters', `/readings/${created.id}`);
  assert.deepEqual(body.errors, [
    {
      parameter: 'number',
      code: 'maximum',
      expected: 'number <= seen',
      received: 70,
      message: 'number must be <= seen (64 as stored): the sensor counts only samples it saw',
    },
  ]);
  assert.match(body.detail, /seen \(64 as stored\)/);
  assert.deepEqual(await tableRows(server, 'readings'), before);
});

test('a version 1 PUT whose number exceeds the stored version 2 seen answers 422 and changes nothing', async () => {
  const created = await create(server, 'readings', 2, READING_V2);
  const before = await tableRows(server, 'readings');
  const answer = await server.request('PUT', `/readings/${created.id}`, {
    form: { version_number: '1', ...READING_V1, good: '58', number: '65' },
  });
  const body = assertProblem(answer, 422, 'invalid-parameters', `/readings/${created.id}`);
  assert.deepEqual(
    body.errors.map((e: any) => [e.parameter, e.code, e.received]),
    [['number', 'maximum', 65]],
  );
  assert.deepEqual(await tableRows(server, 'readings'), before);
});

test('PATCH lowering number under the stored good answers 422 blaming number, and raising good over the stored number blames good', async () => {
  const created = await create(server, 'readings', 1, READING_V1); // good 58, number 60
  const before = await tableRows(server, 'readings');
  const lower = await server.request('PATCH', `/readings/${created.id}`, { json: { version_number: 1, number: 50 } });
  assert.deepEqual(assertProblem(lower, 422, 'invalid-parameters', `/readings/${created.id}`).errors, [
    {
      parameter: 'number',
      code: 'minimum',
      expected: 'number >= good',
      received: 50,
      message: 'number must be >= good (58 as stored): no more samples can pass the check than were counted',
    },
  ]);
  const raise = await server.request('PATCH', `/readings/${created.id}`, { json: { version_number: 1, good: 61 } });
  assert.deepEqual(assertProblem(raise, 422, 'invalid-parameters', `/readings/${created.id}`).errors, [
    {
      parameter: 'good',
      code: 'maximum',
      expected: 'good <= number',
      received: 61,
      message: 'good must be <= number (60 as stored): no more samples can pass the check than were counted',
    },
  ]);
  assert.deepEqual(await tableRows(server, 'readings'), before);

  // Both at once, consistent with each other: accepted.
  const both = await server.request('PATCH', `/readings/${created.id}`, { json: { version_number: 1, good: 40, number: 50 } });
  assert.deepEqual(assertSuccess(both, 200).data, { ...created, good: 40, number: 50, updated_at: both.json().data.updated_at });
});

test('every failing parameter is reported at once, each with parameter, code, message, expected and received', async () => {
  const before = await tableRows(server, 'readings');
  const answer = await server.request('POST', '/readings', {
    form: {
      version_number: '1',
      ...Object.fromEntries(Object.entries(READING_V1).map(([k, v]) => [k, String(v)])),
      time: 'yesterday',
      area: 'bad area!',
      good: '-1',
    },
  });
  const body = assertProblem(answer, 422, 'invalid-parameters', '/readings');
  assert.equal(body.detail, '3 parameters of reading version 1 are invalid: time, area, good.');
  assert.deepEqual(body.errors, [
    {
      parameter: 'time',
      code: 'format',
      received: 'yesterday',
      expected: 'RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z',
      message: 'time must be RFC 3339 date-time with offset, such as 2026-11-22T18:45:00Z',
    },
    {
      parameter: 'area',
      code: 'pattern',
      received: 'bad area!',
      expected: '1 to 128 characters of A-Z a-z 0-9 . _ : -',
      message: 'area must be 1 to 128 characters of A-Z a-z 0-9 . _ : -',
    },
    { parameter: 'good', code: 'minimum', received: '-1', expected: 'integer from 0 to 9007199254740991', message: 'good must be >= 0' },
  ]);
  assert.deepEqual(await tableRows(server, 'readings'), before);
});

test('a fractional good or number answers 422 type (they are integers) and stores nothing', async () => {
  const before = await tableRows(server, 'readings');
  const answer = await server.request('POST', '/readings', { json: { version_number: 1, ...READING_V1, good: 1.5, number: '2.5' } });
  const body = assertProblem(answer, 422, 'invalid-parameters', '/readings');
  assert.deepEqual(
    body.errors.map((e: any) => [e.parameter, e.code, e.received]),
    [
      ['good', 'type', 1.5],
      ['number', 'type', '2.5'],
    ],
  );
  assert.deepEqual(await tableRows(server, 'readings'), before);
});
