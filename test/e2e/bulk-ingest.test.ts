// Issue 7, bulk ingest: POST /{collection} with a JSON array or an NDJSON body of up to 10,000 items,
// version_number (and atomic) in the query string. Each item is validated as a single create of the
// batch's version; the valid ones are stored in one transaction; the answer has a result per item.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  DEVICE_V1,
  LOCATION_V1,
  LOCATION_V2,
  READING_V1,
  READING_V2,
  assertProblem,
  assertSuccess,
  rowById,
} from '../fixtures/resources.js';
import type { Table } from '../fixtures/resources.js';
import type { Fields } from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import type { Answer, TestServer } from '../support/server.js';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

const NDJSON = { 'content-type': 'application/x-ndjson' };

function count(table: Table): Promise<number> {
  return server.count(table);
}

/** `n` distinct valid locations of version 2. */
function locations(n: number, from = 0): Fields[] {
  return Array.from({ length: n }, (_, i) => ({ ...LOCATION_V2, longitude: -180 + ((from + i) % 36_000) / 100, altitude: from + i }));
}

function ndjson(items: readonly unknown[]): string {
  return `${items.map((item) => JSON.stringify(item)).join('\n')}\n`;
}

/** A 200 batch answer: the envelope, the counts, and one result per item in order. */
function assertBatch(answer: Answer, call: string, version: number, received: number, created: number): any {
  const body = assertSuccess(answer, 200);
  assert.equal(body.meta.action, call);
  assert.equal(body.meta.version_number, version);
  assert.deepEqual([body.meta.received, body.meta.created, body.meta.failed], [received, created, received - created]);
  assert.equal(body.data.length, received);
  body.data.forEach((result: any, index: number) => {
    assert.equal(result.index, index);
  });
  return body;
}

describe('a batch of valid items', () => {
  for (const [collection, call, version, fields] of [
    ['locations', 'location-batch', 2, LOCATION_V2],
    ['locations', 'location-batch', 1, LOCATION_V1],
    ['readings', 'reading-batch', 1, READING_V1],
    ['readings', 'reading-batch', 2, READING_V2],
    ['devices', 'device-batch', 1, DEVICE_V1],
  ] as const) {
    test(`POST /${collection}?version_number=${version} with a JSON array stores every item: 200, a 201 result per item with id and location`, async () => {
      const before = await count(collection);
      const items = [fields, { ...fields }, { version_number: version, ...fields }];
      const answer = await server.request('POST', `/${collection}?version_number=${version}`, { json: items });
      const body = assertBatch(answer, call, version, 3, 3);
      assert.equal(body.meta.atomic, false);
      assert.equal(body.meta.message, `3 items received: 3 ${collection} created.`);
      assert.deepEqual(body.links, { collection: `/${collection}` });
      assert.equal(answer.headers.location, undefined, 'a batch makes many resources, each with its own location');
      for (const result of body.data) {
        assert.deepEqual(Object.keys(result), ['index', 'status', 'id', 'location']);
        assert.equal(result.status, 201);
        assert.equal(result.location, `/${collection}/${result.id}`);
        const read = await server.request('GET', `${result.location}?version_number=${version}`);
        const data = assertSuccess(read, 200).data;
        for (const [name, value] of Object.entries(fields)) assert.equal(data[name], value, name);
      }
      assert.equal(await count(collection), before + 3);
    });

    test(`POST /${collection}?version_number=${version} with NDJSON stores every line's item, blank lines skipped, CRLF accepted`, async () => {
      const before = await count(collection);
      const text = `${JSON.stringify(fields)}\r\n\r\n${JSON.stringify({ ...fields, action: call.replace('-batch', '') })}\n\n`;
      const answer = await server.request('POST', `/${collection}?version_number=${version}`, { body: text, headers: NDJSON });
      const body = assertBatch(answer, call, version, 2, 2);
      assert.deepEqual(
        body.data.map((r: any) => r.status),
        [201, 201],
      );
      assert.equal(await count(collection), before + 2);
    });
  }

  test("the ids are in the items' order and list newest last, the rows exactly as sent, timestamps set by the server", async () => {
    const started = Date.now();
    const items = locations(5, 100);
    const body = assertBatch(
      await server.request('POST', '/locations?version_number=2&atomic=false', { json: items }),
      'location-batch',
      2,
      5,
      5,
    );
    const ids = body.data.map((r: any) => r.id);
    assert.deepEqual([...ids].sort(), ids, 'ids sort in the order of the items');
    for (const [i, id] of (ids as string[]).entries()) {
      const row = (await rowById(server, 'locations', id))!;
      assert.deepEqual(
        { longitude: row.longitude, latitude: row.latitude, altitude: row.altitude, speed: row.speed, timestamp: row.timestamp },
        items[i],
      );
      assert.equal(row.created_at, row.updated_at);
      assert.ok(Date.parse(row.created_at as string) >= started - 1);
    }
  });

  test('a single create still takes one JSON object without a query string, and answers 201 with Location', async () => {
    const answer = await server.request('POST', '/locations', { json: { version_number: 2, ...LOCATION_V2 } });
    assert.equal(assertSuccess(answer, 201).meta.action, 'location');
    assert.match(String(answer.headers.location), /^\/locations\//);
  });
});

describe('a batch with invalid items', () => {
  test('stores only the valid items; each refused one carries the problem a single create would get', async () => {
    const before = await count('locations');
    const single = await server.request('POST', '/locations', { json: { version_number: 2, ...LOCATION_V2, latitude: 91, speed: -1 } });
    const expected = assertProblem(single, 422, 'invalid-parameters', '/locations');
    const items = [
      LOCATION_V2,
      { ...LOCATION_V2, latitude: 91, speed: -1 },
      { ...LOCATION_V1 },
      { ...LOCATION_V2, bogus: 1 },
      { ...LOCATION_V2, version_number: 1 },
      { ...LOCATION_V2, version_number: '2', action: 'location' },
      { ...LOCATION_V2, action: 'reading' },
      { ...LOCATION_V2, version_number: 'two' },
      { ...LOCATION_V2, altitude: { metres: 60 } },
      42,
    ];
    const answer = await server.request('POST', '/locations?version_number=2', { json: items });
    const body = assertBatch(answer, 'location-batch', 2, items.length, 2);
    assert.deepEqual(
      body.data.map((r: any) => r.status),
      [201, 422, 422, 422, 400, 201, 400, 400, 400, 400],
    );
    assert.deepEqual(
      body.data.map((r: any) => r.type ?? null),
      [
        null,
        ...['invalid-parameters', 'invalid-parameters', 'invalid-parameters', 'batch-version-mismatch'].map((t) => `/problems/${t}`),
        null,
        ...['action-mismatch', 'version-invalid', 'body-shape', 'body-shape'].map((t) => `/problems/${t}`),
      ],
    );
    // Word for word what the single create answered, without its request's instance and request_id.
    const { instance, request_id, ...rest } = expected;
    assert.deepEqual(body.data[1], { index: 1, ...rest });
    assert.deepEqual(
      body.data[2].errors.map((e: any) => [e.parameter, e.code]),
      [
        ['speed', 'required'],
        ['timestamp', 'required'],
      ],
    );
    assert.deepEqual(
      body.data[3].errors.map((e: any) => [e.parameter, e.code]),
      [['bogus', 'unknown']],
    );
    assert.deepEqual([body.data[4].expected, body.data[4].received], [2, 1]);
    assert.match(body.data[4].detail, /Item 4 names version 1, but the batch is version 2/);
    assert.match(body.data[8].detail, /^Item 8: The parameter "altitude" holds an object/);
    assert.match(body.meta.message, /^10 items received: 2 locations created, 8 refused/);
    assert.equal(await count('locations'), before + 2);
    for (const result of body.data.filter((r: any) => r.status === 201)) assert.ok(await rowById(server, 'locations', result.id));
  });

  test("an NDJSON line that is not JSON, or not an object, is that item's problem, with its line number", async () => {
    const before = await count('readings');
    const text = [
      JSON.stringify(READING_V1),
      '',
      '{"time": "2026-11-22T18:00:00Z", "area": ',
      '[1, 2]',
      'null',
      JSON.stringify({ ...READING_V1, good: 61 }),
    ].join('\n');
    const body = assertBatch(
      await server.request('POST', '/readings?version_number=1', { body: text, headers: NDJSON }),
      'reading-batch',
      1,
      5,
      1,
    );
    assert.deepEqual(
      body.data.map((r: any) => [r.status, r.line ?? null]),
      [
        [201, null],
        [400, 3],
        [400, 4],
        [400, 5],
        [422, 6],
      ],
    );
    assert.equal(body.data[1].type, '/problems/body-malformed');
    assert.match(body.data[1].detail, /^Item 1 \(line 3\) does not parse as JSON: .* at column \d+\.$/);
    assert.match(body.data[2].detail, /^Item 2 \(line 4\) is an array/);
    assert.match(body.data[3].detail, /^Item 3 \(line 5\) is null/);
    assert.equal(body.data[4].errors[0].parameter, 'good', 'good <= number, checked per item as for one create');
    assert.equal(await count('readings'), before + 1);
  });

  test('an item repeating a member gets 422 duplicate, never last-wins', async () => {
    const text = `[{"longitude": 1, "longitude": 2, "latitude": 3, "altitude": 4}]`;
    const body = assertBatch(
      await server.request('POST', '/locations?version_number=1', { body: text, headers: { 'content-type': 'application/json' } }),
      'location-batch',
      1,
      1,
      0,
    );
    assert.deepEqual(
      body.data[0].errors.map((e: any) => [e.parameter, e.code]),
      [['longitude', 'duplicate']],
    );
  });
});

describe('atomic=true', () => {
  test('one invalid item refuses the batch: 422 batch-invalid lists every refused item, and nothing is stored', async () => {
    const before = await count('locations');
    const items = [LOCATION_V2, { ...LOCATION_V2, longitude: 181 }, LOCATION_V2, 'x'];
    const answer = await server.request('POST', '/locations?version_number=2&atomic=true', { json: items });
    const problem = assertProblem(answer, 422, 'batch-invalid', '/locations');
    assert.deepEqual([problem.received, problem.failed], [4, 2]);
    assert.deepEqual(
      problem.items.map((i: any) => [i.index, i.status, i.type]),
      [
        [1, 422, '/problems/invalid-parameters'],
        [3, 400, '/problems/body-shape'],
      ],
    );
    assert.equal(problem.items[0].errors[0].parameter, 'longitude');
    assert.match(problem.detail, /2 of 4 items are invalid \(index 1, 3\); with atomic=true nothing was stored/);
    assert.equal(await count('locations'), before);
  });

  test('with every item valid, all are stored: the same 200 answer, meta.atomic true', async () => {
    const before = await count('readings');
    const text = ndjson([READING_V2, READING_V2]);
    const body = assertBatch(
      await server.request('POST', '/readings?version_number=2&atomic=true', { body: text, headers: NDJSON }),
      'reading-batch',
      2,
      2,
      2,
    );
    assert.equal(body.meta.atomic, true);
    assert.equal(await count('readings'), before + 2);
  });

  test('atomic must be true or false', async () => {
    const answer = await server.request('POST', '/locations?version_number=2&atomic=yes', { json: [LOCATION_V2] });
    const problem = assertProblem(answer, 422, 'invalid-parameters', '/locations');
    assert.deepEqual(
      problem.errors.map((e: any) => [e.parameter, e.code]),
      [['atomic', 'type']],
    );
  });
});

describe('limits', () => {
  test('10,000 items are accepted and stored; 10,001 are refused with 413 batch-too-large and nothing is stored', {
    timeout: 60_000,
  }, async () => {
    const before = await count('locations');
    const full = await server.request('POST', '/locations?version_number=2', { json: locations(10_000) });
    const body = assertBatch(full, 'location-batch', 2, 10_000, 10_000);
    assert.equal(new Set(body.data.map((r: any) => r.id)).size, 10_000);
    assert.equal(await count('locations'), before + 10_000);

    for (const options of [{ json: locations(10_001) }, { body: ndjson(locations(10_001)), headers: NDJSON }]) {
      const refused = await server.request('POST', '/locations?version_number=2', options);
      const problem = assertProblem(refused, 413, 'batch-too-large', '/locations');
      assert.equal(problem.limit, 10_000);
      assert.match(problem.detail, /more than 10000 items/);
    }
    assert.equal(await count('locations'), before + 10_000);
  });

  test('a batch over BULK_BODY_LIMIT_BYTES is 413 body-too-large naming that limit; a single create keeps its own limit', async (t) => {
    const small = await startServer({ limits: { maxBatchBytes: 2048 } });
    t.after(() => small.close());
    const answer = await small.request('POST', '/locations?version_number=2', { body: ndjson(locations(40)), headers: NDJSON });
    assert.equal(assertProblem(answer, 413, 'body-too-large', '/locations').limit_bytes, 2048);
    const fits = await small.request('POST', '/locations?version_number=2', { json: locations(5) });
    assert.equal(fits.status, 200);
    const single = await small.request('POST', '/locations', {
      body: `{"version_number":2,"pad":"${'x'.repeat(4000)}"}`,
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(assertProblem(single, 422, 'invalid-parameters', '/locations').errors.at(-1).parameter, 'pad');
  });
});

describe('versions and the query string', () => {
  test('a batch without version_number is 400 version-missing, naming the batch call, its versions and the query string', async () => {
    const answer = await server.request('POST', '/locations', { body: ndjson([LOCATION_V2]), headers: NDJSON });
    const problem = assertProblem(answer, 400, 'version-missing', '/locations');
    assert.deepEqual([problem.call, problem.supported, problem.parameter_location], ['location-batch', [1, 2, 3], 'query']);
    assert.match(problem.detail, /location-batch needs version_number in the query string/);
  });

  test('a JSON array with no query string at all is 400 body-shape saying where version_number goes', async () => {
    const answer = await server.request('POST', '/locations', { json: [LOCATION_V2] });
    assert.match(assertProblem(answer, 400, 'body-shape', '/locations').detail, /batch with version_number in the query string/);
  });

  test('version_number that is not supported, or not an integer, is refused as for any call', async () => {
    assert.deepEqual(
      assertProblem(
        await server.request('POST', '/locations?version_number=4', { json: [LOCATION_V2] }),
        400,
        'version-unsupported',
        '/locations',
      ).supported,
      [1, 2, 3],
    );
    assertProblem(
      await server.request('POST', '/locations?version_number=two', { json: [LOCATION_V2] }),
      400,
      'version-invalid',
      '/locations',
    );
    assertProblem(
      await server.request('POST', '/locations?version_number=1&version_number=2', { json: [LOCATION_V1] }),
      400,
      'version-invalid',
      '/locations',
    );
  });

  test('action in the query string is the batch call; other query parameters are unknown', async () => {
    const ok = await server.request('POST', '/locations?version_number=1&action=location-batch', { json: [LOCATION_V1] });
    assertBatch(ok, 'location-batch', 1, 1, 1);
    const mismatch = await server.request('POST', '/locations?version_number=1&action=location', { json: [LOCATION_V1] });
    assert.equal(assertProblem(mismatch, 400, 'action-mismatch', '/locations').expected, 'location-batch');
    const unknown = await server.request('POST', '/locations?version_number=1&longitude=7', { json: [LOCATION_V1] });
    assert.deepEqual(
      assertProblem(unknown, 422, 'invalid-parameters', '/locations').errors.map((e: any) => [e.parameter, e.code]),
      [['longitude', 'unknown']],
    );
  });

  test('one JSON object with a query string is still 400 parameters-in-url, now explaining the batch exception', async () => {
    const answer = await server.request('POST', '/locations?version_number=2', { json: { ...LOCATION_V2 } });
    const problem = assertProblem(answer, 400, 'parameters-in-url', '/locations');
    assert.deepEqual(problem.parameters, ['version_number']);
    assert.match(problem.detail, /Only a batch \(a JSON array or NDJSON body\)/);
  });
});

describe('refusals of the whole batch', () => {
  test('an empty array or an NDJSON body of blank lines is 400 batch-empty', async () => {
    assertProblem(await server.request('POST', '/locations?version_number=2', { json: [] }), 400, 'batch-empty', '/locations');
    assertProblem(
      await server.request('POST', '/readings?version_number=1', { body: '\n \n', headers: NDJSON }),
      400,
      'batch-empty',
      '/readings',
    );
    assertProblem(
      await server.request('POST', '/readings?version_number=1', { body: '', headers: NDJSON }),
      400,
      'batch-empty',
      '/readings',
    );
  });

  test('a JSON array that does not parse is 400 body-malformed with its position, and nothing is stored', async () => {
    const before = await count('locations');
    const text = `[${JSON.stringify(LOCATION_V1)},\n{"longitude": 7,}]`;
    const answer = await server.request('POST', '/locations?version_number=1', {
      body: text,
      headers: { 'content-type': 'application/json' },
    });
    const problem = assertProblem(answer, 400, 'body-malformed', '/locations');
    assert.equal(problem.line, 2);
    assert.equal(problem.position, text.indexOf('}]'));
    assert.match(problem.detail, /in item 1\.$/);
    assert.equal(await count('locations'), before);
  });

  test('Idempotency-Key on a batch is 400 idempotency-key-unsupported, and nothing is stored', async () => {
    const before = await count('locations');
    const answer = await server.request('POST', '/locations?version_number=2', {
      json: [LOCATION_V2],
      headers: { 'idempotency-key': 'batch-1' },
    });
    assertProblem(answer, 400, 'idempotency-key-unsupported', '/locations');
    assert.equal(await count('locations'), before);
  });

  test('NDJSON in another charset than UTF-8 is 415; NDJSON to a route without batches is 415 too', async () => {
    const answer = await server.request('POST', '/locations?version_number=2', {
      body: ndjson([LOCATION_V2]),
      headers: { 'content-type': 'application/x-ndjson; charset=latin1' },
    });
    assertProblem(answer, 415, 'unsupported-media-type', '/locations');
    const id = (await server.request('POST', '/locations?version_number=2', { json: [LOCATION_V2] })).json().data[0].id;
    const put = await server.request('PUT', `/locations/${id}`, { body: ndjson([{ version_number: 2, ...LOCATION_V2 }]), headers: NDJSON });
    assertProblem(put, 415, 'unsupported-media-type', `/locations/${id}`);
  });
});

describe('formats', () => {
  test('an XML answer carries the same results, element for element', async () => {
    const answer = await server.request('POST', '/locations?version_number=2', {
      json: [LOCATION_V2, { ...LOCATION_V2, speed: -1 }],
      headers: { accept: 'application/xml' },
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-type'], 'application/xml; charset=utf-8');
    assert.match(
      answer.text,
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<response><data><i><index>0<\/index><status>201<\/status><id>[^<]+<\/id><location>\/locations\/[^<]+<\/location><\/i>/,
    );
    assert.match(
      answer.text,
      /<i><index>1<\/index><status>422<\/status><type>\/problems\/invalid-parameters<\/type>.*<errors><i><parameter>speed<\/parameter><code>minimum<\/code>/,
    );
    assert.match(
      answer.text,
      /<meta><action>location-batch<\/action><version_number>2<\/version_number>.*<received>2<\/received><created>1<\/created><failed>1<\/failed><atomic>false<\/atomic><\/meta><links><collection>\/locations<\/collection><\/links><\/response>/,
    );
  });

  test('an atomic refusal in XML lists the items as <i> elements of <items>', async () => {
    const answer = await server.request('POST', '/locations.xml?version_number=2&atomic=true', { json: [{ ...LOCATION_V2, speed: -1 }] });
    assert.equal(answer.status, 422);
    assert.match(
      answer.text,
      /<problem xmlns="urn:ietf:rfc:7807"><type>\/problems\/batch-invalid<\/type>.*<items><i><index>0<\/index><status>422<\/status>/,
    );
  });

  test('an HTML answer is a page with the results', async () => {
    const answer = await server.request('POST', '/locations?version_number=2', { json: [LOCATION_V2], headers: { accept: 'text/html' } });
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /^text\/html/);
    assert.match(answer.text, /1 items? received: 1 location created\./);
  });
});

test('the rows of a batch survive a restart of the server', async (t) => {
  const own = await startServer();
  t.after(() => own.close());
  const body = (
    await own.request('POST', '/readings?version_number=2', {
      body: ndjson([READING_V2, { ...READING_V2, area: 'bonn:nord' }]),
      headers: NDJSON,
    })
  ).json();
  await own.restart();
  for (const result of body.data) {
    const read = await own.request('GET', `${result.location}?version_number=2`);
    assert.equal(assertSuccess(read, 200).data.id, result.id);
  }
});

describe('items larger than a single body (issue 14)', () => {
  for (const [format, encode, headers] of [
    ['JSON array', (items: string[]) => `[${items.join(',')}]`, { 'content-type': 'application/json' }],
    ['NDJSON', (items: string[]) => items.join('\n'), NDJSON],
  ] as const) {
    test(`${format}: an item over 1 MiB, broken or not, is that item's 413 body-too-large, unread; its valid siblings are stored`, async () => {
      const before = await count('locations');
      const huge = `{"longitude": 1, "latitude": 2, "altitude": 3, "note": "${'n'.repeat(1024 * 1024)}", x}`;
      const body = encode([JSON.stringify(LOCATION_V1), huge, JSON.stringify(LOCATION_V1)]);
      const answer = await server.request('POST', '/locations?version_number=1', { body, headers });
      const result = assertBatch(answer, 'location-batch', 1, 3, 2);
      assert.deepEqual(
        result.data.map((item: any) => item.status),
        [201, 413, 201],
      );
      assert.equal(result.data[1].type, '/problems/body-too-large');
      assert.equal(result.data[1].limit_bytes, 1024 * 1024);
      assert.match(result.data[1].detail, /^Item 1\b.* over the 1048576 bytes a single create's body may have/);
      assert.equal(await count('locations'), before + 2);
    });
  }
});
