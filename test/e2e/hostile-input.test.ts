// Issue 2, "Robust from the first line": prototype keys, numbers outside the contract's grammar,
// repeated keys, DTDs, deep nesting, too many parameters and too large bodies. Every answer is a
// well-formed client error: never a 5xx, never a stack trace, and nothing is stored.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_BODY_LIMITS } from '../../src/http/input/body.js';
import { LOCATION_KEYS } from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import { assertProblem } from '../support/problem-assertions.js';
import type { Answer, RequestOptions, TestServer } from '../support/server.js';

const LOCATION_V1 = { version_number: 1, longitude: 7.1, latitude: 50.7, altitude: 60 };
const LOCATION_V2 = { ...LOCATION_V1, version_number: 2, speed: 1.4, timestamp: '2026-11-22T18:45:00Z' };
const READING_V2 = {
  version_number: 2,
  time: '2026-11-22T18:00:00Z',
  area: 'bonn:rheinaue',
  mean: 21.5,
  good: 58,
  number: 60,
  seen: 64,
  span: 60,
  stdDev: 0.8,
};
/** Every numeric parameter of the newest version of each collection. */
const NUMERIC: Record<'locations' | 'readings', { valid: Record<string, string | number>; numbers: string[] }> = {
  locations: { valid: LOCATION_V2, numbers: ['longitude', 'latitude', 'altitude', 'speed'] },
  readings: { valid: READING_V2, numbers: ['mean', 'good', 'number', 'seen', 'span', 'stdDev'] },
};
const OUTSIDE_GRAMMAR = ['Infinity', '-Infinity', 'NaN', '1e400', '0x10', ' ', '', '1_000', '+5', '.5', '5.', '0b1', '1,5', '١٢'];
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];

let server: TestServer;
const answers: { label: string; answer: Answer }[] = [];

before(async () => {
  server = await startServer();
});
after(() => server.close());

/** Every request of this file goes through here, so that every answer is checked for 5xx and stacks. */
async function send(method: string, target: string, options: RequestOptions = {}): Promise<Answer> {
  const answer = await server.request(method, target, options);
  const label = `${method} ${target.slice(0, 80)}`;
  answers.push({ label, answer });
  assertNoLeak(label, answer);
  return answer;
}

function assertNoLeak(label: string, answer: Answer): void {
  assert.ok(answer.status < 500, `${label} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  for (const leak of [/\n\s*at \S+ \(/, /\bat [^\s]+ \([^)]*:\d+:\d+\)/, /node:internal/, /\/work\//, /\.ts:\d/, /\.js:\d+:\d+/]) {
    assert.doesNotMatch(answer.text, leak, `${label}: the answer leaks a stack trace`);
  }
}

function count(collection: 'locations' | 'readings'): Promise<number> {
  return server.count(collection);
}

function xmlOf(root: string, params: Record<string, unknown>): string {
  return `<${root}>${Object.entries(params)
    .map(([k, v]) => `<${k}>${String(v)}</${k}>`)
    .join('')}</${root}>`;
}

/** A create still works, and the stored row has exactly the version's fields and nothing inherited. */
async function assertCreateStillClean(): Promise<void> {
  const created = await send('POST', '/locations', { json: LOCATION_V1 });
  assert.equal(created.status, 201, created.text);
  const { data } = created.json();
  assert.deepEqual(Object.keys(data), LOCATION_KEYS[1]);
  const read = await send('GET', `/locations/${data.id}?version_number=2`);
  assert.deepEqual(Object.keys(read.json().data), LOCATION_KEYS[2]);
  assert.equal(read.json().data.speed, null);
  const row = (await server.row('SELECT * FROM locations WHERE id = ?', data.id))!;
  assert.deepEqual(Object.keys(row), [
    'id',
    'created_at',
    'updated_at',
    'longitude',
    'latitude',
    'altitude',
    'speed',
    'timestamp',
    'created_by',
    'updated_by',
    // Version 3's columns (issue 18, migration 070), added at the end; a version 1 create leaves them null.
    'device',
    'accuracy',
  ]);
  assert.equal(row.speed, null);
  assert.equal(row.device, null);
  assert.equal(row.timestamp, null);
}

describe('prototype keys', () => {
  test('__proto__, constructor and prototype in a JSON body answer 422 unknown and store nothing', async () => {
    const before = await count('locations');
    for (const key of PROTOTYPE_KEYS) {
      // Written by hand: JSON.stringify({ __proto__: … }) would not send the key at all.
      const text = `{"version_number":1,"longitude":7.1,"latitude":50.7,"altitude":60,"${key}":"polluted"}`;
      const answer = await send('POST', '/locations', { body: text, headers: { 'content-type': 'application/json' } });
      const problem = assertProblem(answer, 'invalid-parameters', '/locations');
      assert.deepEqual(problem.errors, [
        {
          parameter: key,
          code: 'unknown',
          received: 'polluted',
          message: `${key} is not a parameter of location version 1; it takes one of: longitude, latitude, altitude`,
          expected: 'one of: longitude, latitude, altitude',
        },
      ]);
      assert.match(problem.detail, new RegExp(`invalid: ${key}\\.`));
    }
    assert.equal(await count('locations'), before);
    await assertCreateStillClean();
  });

  test('__proto__, constructor and prototype in a form body answer 422 unknown and store nothing', async () => {
    const before = await count('locations');
    for (const key of PROTOTYPE_KEYS) {
      const answer = await send('POST', '/locations', {
        form: [...Object.entries(LOCATION_V1).map(([k, v]) => [k, String(v)] as [string, string]), [key, 'polluted']],
      });
      const problem = assertProblem(answer, 'invalid-parameters', '/locations');
      assert.deepEqual(
        problem.errors.map((e: any) => [e.parameter, e.code, e.received]),
        [[key, 'unknown', 'polluted']],
      );
    }
    assert.equal(await count('locations'), before);
    await assertCreateStillClean();
  });

  test('__proto__, constructor and prototype elements in an XML body answer 422 unknown and store nothing', async () => {
    const before = await count('locations');
    for (const key of PROTOTYPE_KEYS) {
      const answer = await send('POST', '/locations', { xml: xmlOf('location', { ...LOCATION_V1, [key]: 'polluted' }) });
      const problem = assertProblem(answer, 'invalid-parameters', '/locations');
      assert.deepEqual(
        problem.errors.map((e: any) => [e.parameter, e.code, e.received]),
        [[key, 'unknown', 'polluted']],
      );
    }
    // The element that xml-js would turn into a prototype swap: refused as nesting before anything reads it.
    const nested = await send('POST', '/locations', {
      xml: '<location><version_number>1</version_number><__proto__><polluted>yes</polluted></__proto__></location>',
    });
    assertProblem(nested, 'body-shape', '/locations');
    assert.equal(await count('locations'), before);
    await assertCreateStillClean();
  });

  test('prototype keys holding objects answer 400 body-shape', async () => {
    const before = await count('locations');
    for (const text of [
      '{"version_number":1,"__proto__":{"polluted":"yes"}}',
      '{"version_number":1,"constructor":{"prototype":{"polluted":"yes"}}}',
    ]) {
      const answer = await send('POST', '/locations', { body: text, headers: { 'content-type': 'application/json' } });
      const problem = assertProblem(answer, 'body-shape', '/locations');
      assert.match(problem.detail, /__proto__|constructor/);
    }
    assert.equal(await count('locations'), before);
    await assertCreateStillClean();
  });

  test('prototype keys in a query string or a PATCH body answer 422 unknown and change nothing', async () => {
    const created = await send('POST', '/locations', { json: LOCATION_V1 });
    const id = created.json().data.id as string;
    for (const key of PROTOTYPE_KEYS) {
      const list = await send('GET', `/locations?version_number=1&${key}=1`);
      assert.deepEqual(
        assertProblem(list, 'invalid-parameters', '/locations').errors.map((e: any) => [e.parameter, e.code]),
        [[key, 'unknown']],
      );
      const one = await send('GET', `/locations/${id}?version_number=1&${key}=1`);
      assert.deepEqual(
        assertProblem(one, 'invalid-parameters', `/locations/${id}`).errors.map((e: any) => [e.parameter, e.code]),
        [[key, 'unknown']],
      );
      const patch = await send('PATCH', `/locations/${id}`, {
        body: `{"version_number":1,"latitude":1,"${key}":1}`,
        headers: { 'content-type': 'application/json' },
      });
      assert.deepEqual(
        assertProblem(patch, 'invalid-parameters', `/locations/${id}`).errors.map((e: any) => [e.parameter, e.code]),
        [[key, 'unknown']],
      );
    }
    const row = (await server.row<{ latitude: number }>('SELECT latitude FROM locations WHERE id = ?', id))!;
    assert.equal(row.latitude, 50.7);
    for (const key of PROTOTYPE_KEYS) {
      const asId = await send('GET', `/locations/${key}?version_number=1`);
      const problem = assertProblem(asId, 'resource-not-found', `/locations/${key}`);
      assert.equal(problem.id, key);
      assert.equal(problem.detail, `No location has id "${key}". List /locations to find current identifiers.`);
    }
  });
});

describe("numbers outside the contract's grammar", () => {
  for (const collection of ['locations', 'readings'] as const) {
    const { valid, numbers } = NUMERIC[collection];
    const root = collection === 'locations' ? 'location' : 'reading';

    test(`form bodies: every numeric parameter of ${collection} refuses ${OUTSIDE_GRAMMAR.length} non-numbers by name, and nothing is stored`, async () => {
      const before = await count(collection);
      for (const bad of OUTSIDE_GRAMMAR) {
        const body = { ...valid, ...Object.fromEntries(numbers.map((n) => [n, bad])) };
        const answer = await send('POST', `/${collection}`, { form: body });
        const problem = assertProblem(answer, 'invalid-parameters', `/${collection}`);
        assert.deepEqual(
          problem.errors.map((e: any) => e.parameter),
          numbers,
          `form ${JSON.stringify(bad)}`,
        );
        for (const error of problem.errors) {
          assert.equal(error.code, 'type', `${error.parameter}=${JSON.stringify(bad)}`);
          assert.equal(error.received, bad);
          assert.ok(error.message.startsWith(`${error.parameter} must be`), error.message);
          assert.ok(error.message.includes(JSON.stringify(bad)), error.message);
        }
        for (const name of numbers) assert.ok(problem.detail.includes(name), problem.detail);
      }
      assert.equal(await count(collection), before);
    });

    test(`XML bodies: every numeric parameter of ${collection} refuses ${OUTSIDE_GRAMMAR.length} non-numbers by name, and nothing is stored`, async () => {
      const before = await count(collection);
      for (const bad of OUTSIDE_GRAMMAR) {
        const body = { ...valid, ...Object.fromEntries(numbers.map((n) => [n, bad])) };
        const answer = await send('POST', `/${collection}`, { xml: xmlOf(root, body) });
        const problem = assertProblem(answer, 'invalid-parameters', `/${collection}`);
        assert.deepEqual(
          problem.errors.map((e: any) => e.parameter),
          numbers,
          `xml ${JSON.stringify(bad)}`,
        );
        for (const error of problem.errors) {
          assert.equal(error.code, 'type');
          // XML text is the value as sent, as in a form (issue 14: no longer trimmed).
          assert.equal(error.received, bad);
        }
      }
      assert.equal(await count(collection), before);
    });

    test(`JSON bodies: 1e400 for every numeric parameter of ${collection} is refused by name, and nothing is stored`, async () => {
      const before = await count(collection);
      const members = Object.entries(valid).map(([k, v]) => `"${k}":${numbers.includes(k) ? '1e400' : JSON.stringify(v)}`);
      const answer = await send('POST', `/${collection}`, {
        body: `{${members.join(',')}}`,
        headers: { 'content-type': 'application/json' },
      });
      const problem = assertProblem(answer, 'invalid-parameters', `/${collection}`);
      assert.deepEqual(
        problem.errors.map((e: any) => e.parameter),
        numbers,
      );
      const strings = await send('POST', `/${collection}`, {
        json: { ...valid, ...Object.fromEntries(numbers.map((n) => [n, 'Infinity'])) },
      });
      assert.deepEqual(
        assertProblem(strings, 'invalid-parameters', `/${collection}`).errors.map((e: any) => e.parameter),
        numbers,
      );
      assert.equal(await count(collection), before);
    });
  }

  test('decimal strings inside the grammar are converted and stored as numbers', async () => {
    const answer = await send('POST', '/readings', {
      form: { ...READING_V2, mean: '-1.5e2', good: '0', number: '10', seen: '10', span: '0.25', stdDev: '1E-3' },
    });
    assert.equal(answer.status, 201, answer.text);
    const { data } = answer.json();
    assert.deepEqual([data.mean, data.good, data.number, data.seen, data.span, data.stdDev], [-150, 0, 10, 10, 0.25, 0.001]);
  });

  test('numbers outside the grammar in the query string are refused too', async () => {
    for (const bad of ['Infinity', '0x10', '1e400', '', '+5']) {
      const answer = await send('GET', `/locations?version_number=1&limit=${encodeURIComponent(bad)}`);
      const problem = assertProblem(answer, 'invalid-parameters', '/locations');
      assert.deepEqual(
        problem.errors.map((e: any) => [e.parameter, e.received]),
        [['limit', bad]],
      );
    }
  });
});

describe('repeated keys', () => {
  test('a key sent twice in a form body answers 422 duplicate and stores nothing', async () => {
    const before = await count('locations');
    const pairs: [string, string][] = [
      ['version_number', '1'],
      ['longitude', '7'],
      ['longitude', '8'],
      ['latitude', '50'],
      ['altitude', '60'],
    ];
    const answer = await send('POST', '/locations', { form: pairs });
    const problem = assertProblem(answer, 'invalid-parameters', '/locations');
    assert.deepEqual(
      problem.errors.map((e: any) => [e.parameter, e.code]),
      [['longitude', 'duplicate']],
    );
    assert.match(problem.errors[0].message, /more than once/);
    assert.equal(await count('locations'), before);
  });

  test('a key sent twice in the query string answers 422 duplicate', async () => {
    const answer = await send('GET', '/locations?version_number=1&limit=5&limit=6');
    const problem = assertProblem(answer, 'invalid-parameters', '/locations');
    assert.deepEqual(
      problem.errors.map((e: any) => [e.parameter, e.code]),
      [['limit', 'duplicate']],
    );
  });

  test('an XML element sent twice answers 422 duplicate and stores nothing', async () => {
    const before = await count('readings');
    const xml =
      '<reading><version_number>1</version_number><time>2026-11-22T18:00:00Z</time><area>a</area><area>b</area>' +
      '<mean>1</mean><good>1</good><number>2</number><number>3</number></reading>';
    const answer = await send('POST', '/readings', { xml });
    const problem = assertProblem(answer, 'invalid-parameters', '/readings');
    assert.deepEqual(
      problem.errors.map((e: any) => [e.parameter, e.code]),
      [
        ['area', 'duplicate'],
        ['number', 'duplicate'],
      ],
    );
    assert.equal(await count('readings'), before);
  });
});

describe('documents built to hurt the parser', () => {
  test('XML with a DOCTYPE or ENTITY (billion laughs, external entity) answers 400 body-malformed and stores nothing', async () => {
    const before = await count('locations');
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<location><version_number>1</version_number><longitude>1</longitude><latitude>1</latitude><altitude>&lol9;</altitude></location>`;
    const external = `<?xml version="1.0"?>
<!DOCTYPE location [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<location><version_number>1</version_number><longitude>1</longitude><latitude>1</latitude><altitude>&xxe;</altitude></location>`;
    const lowerCase = '<!doctype location><location><version_number>1</version_number></location>';
    for (const xml of [laughs, external, lowerCase]) {
      const started = Date.now();
      const answer = await send('POST', '/locations', { xml });
      const problem = assertProblem(answer, 'body-malformed', '/locations');
      assert.match(problem.detail, /DOCTYPE/);
      assert.ok(!answer.text.includes('root:'), 'no file content in the answer');
      assert.ok(Date.now() - started < 2000);
    }
    const undeclared = await send('POST', '/locations', {
      xml: '<location><version_number>1</version_number><altitude>&xxe;</altitude></location>',
    });
    assertProblem(undeclared, 'body-malformed', '/locations');
    assert.equal(await count('locations'), before);
  });

  test('JSON nested 100,000 deep answers 400 body-shape quickly and the server stays up', async () => {
    for (const text of ['['.repeat(100_000) + ']'.repeat(100_000), `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`]) {
      const started = Date.now();
      const answer = await send('POST', '/locations', { body: text, headers: { 'content-type': 'application/json' } });
      const elapsed = Date.now() - started;
      const problem = assertProblem(answer, 'body-shape', '/locations');
      // Refused at the first nested bracket, before JSON.parse builds anything.
      assert.match(problem.detail, /is an array|holds an object/);
      assert.equal(typeof problem.position, 'number');
      assert.ok(elapsed < 1000, `took ${elapsed} ms`);
    }
    const health = await send('GET', '/healthz');
    assert.equal(health.status, 200);
    await assertCreateStillClean();
  });

  test('XML nested 10,000 deep answers 400 body-shape and the server stays up', async () => {
    const xml = `<location><version_number>1</version_number>${'<a>'.repeat(10_000)}1${'</a>'.repeat(10_000)}</location>`;
    const answer = await send('POST', '/locations', { xml });
    assertProblem(answer, 'body-shape', '/locations');
    assert.equal((await send('GET', '/healthz')).status, 200);
  });

  test(`more than ${DEFAULT_BODY_LIMITS.maxParameters} parameters answer 400 body-shape, not a silently cut list`, async () => {
    const limit = DEFAULT_BODY_LIMITS.maxParameters;
    const padding = (n: number): [string, string][] => Array.from({ length: n }, (_, i) => [`p${i}`, '1']);
    const base: [string, string][] = Object.entries(LOCATION_V1).map(([k, v]) => [k, String(v)]);
    // Exactly at the cap the body is read whole, so every extra name is reported.
    const atCap = await send('POST', '/locations', { form: [...base, ...padding(limit - base.length)] });
    const unknown = assertProblem(atCap, 'invalid-parameters', '/locations');
    assert.equal(unknown.errors.length, limit - base.length);
    for (const extra of [1, 2_000 - limit]) {
      const before = await count('locations');
      const over = await send('POST', '/locations', { form: [...base, ...padding(limit - base.length + extra)] });
      const problem = assertProblem(over, 'body-shape', '/locations');
      assert.equal(problem.limit, limit);
      assert.match(problem.detail, new RegExp(`more than ${limit} parameters`));
      assert.equal(await count('locations'), before);
    }
    const json = await send('POST', '/locations', { json: Object.fromEntries([...base, ...padding(limit)]) });
    assertProblem(json, 'body-shape', '/locations');
    const xml = await send('POST', '/locations', { xml: xmlOf('location', Object.fromEntries([...base, ...padding(limit)])) });
    assertProblem(xml, 'body-shape', '/locations');
    const query = await send(
      'GET',
      `/locations?version_number=1&${padding(limit)
        .map(([k, v]) => `${k}=${v}`)
        .join('&')}`,
    );
    assertProblem(query, 'body-shape', '/locations');
  });

  test('a body over the limit answers 413 body-too-large with limit_bytes', async () => {
    const before = await count('locations');
    const big = Buffer.alloc(DEFAULT_BODY_LIMITS.maxBytes + 1, 'a');
    const json = await send('POST', '/locations', { body: big, headers: { 'content-type': 'application/json' } });
    const problem = assertProblem(json, 'body-too-large', '/locations');
    assert.equal(problem.limit_bytes, DEFAULT_BODY_LIMITS.maxBytes);
    assert.equal(problem.limit_bytes, 1024 * 1024);
    assert.match(problem.detail, /1048576 bytes/);
    const form = await send('POST', '/locations', { body: big, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(assertProblem(form, 'body-too-large', '/locations').limit_bytes, 1024 * 1024);
    const xml = await send('POST', '/locations', {
      body: Buffer.alloc(DEFAULT_BODY_LIMITS.maxXmlBytes + 1, 'a'),
      headers: { 'content-type': 'application/xml' },
    });
    assert.equal(assertProblem(xml, 'body-too-large', '/locations').limit_bytes, DEFAULT_BODY_LIMITS.maxXmlBytes);
    // Refused from Content-Length before the missing Content-Type matters.
    const untyped = await send('POST', '/locations', { body: big });
    assertProblem(untyped, 'body-too-large', '/locations');
    assert.equal(await count('locations'), before);
    assert.equal((await send('GET', '/healthz')).status, 200);
  });

  test('a chunked body over the limit, with no Content-Length, answers 413 too', async () => {
    const big = Buffer.alloc(DEFAULT_BODY_LIMITS.maxBytes + 1024, 'a');
    const answer = await send('POST', '/locations', {
      body: big,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    assert.equal(assertProblem(answer, 'body-too-large', '/locations').limit_bytes, DEFAULT_BODY_LIMITS.maxBytes);
    assert.equal((await send('GET', '/healthz')).status, 200);
  });

  test('a body of exactly the limit is read and judged on its content', async () => {
    const prefix = '{"version_number":1,"longitude":"';
    const filler = 'x'.repeat(DEFAULT_BODY_LIMITS.maxBytes - prefix.length - 2);
    const answer = await send('POST', '/locations', { body: `${prefix}${filler}"}`, headers: { 'content-type': 'application/json' } });
    const problem = assertProblem(answer, 'invalid-parameters', '/locations');
    const longitude = problem.errors.find((e: any) => e.parameter === 'longitude');
    assert.equal(longitude.code, 'type');
    assert.ok(problem.detail.length < 200, 'the detail names the parameter, not its megabyte of text');
  });
});

describe('hostile paths and headers', () => {
  test('odd paths answer 4xx with a problem', async () => {
    const paths = [
      '/locations/%00?version_number=1',
      '/locations/..%2F..%2Fetc%2Fpasswd?version_number=1',
      '/locations/../../etc/passwd',
      `/locations/${'a'.repeat(8_000)}?version_number=1`,
      '/%E0%A4%A',
      '/locations?version_number=%ZZ',
      '/locations?%',
      '/locations?version_number=1&&&=&=x',
      '/locations/%F0%9F%92%A9?version_number=1',
      '/locations/%EF%BF%BF?version_number=1',
      '/locations/%ED%A0%80?version_number=1',
    ];
    for (const path of paths) {
      const answer = await send('GET', path);
      assert.ok(answer.status >= 400 && answer.status < 500, `${path.slice(0, 60)} → ${answer.status}`);
      const problem = answer.json();
      assert.equal(problem.status, answer.status);
      assert.ok(problem.instance.length <= 512, 'a long path is clipped in instance');
    }
  });

  test('a Content-Type header with junk parameters answers 415, not 500', async () => {
    for (const type of [
      'application/json; charset',
      'application/json; charset="',
      ';;;',
      '/',
      'application/json; charset=utf-8; charset=latin1',
    ]) {
      const answer = await send('POST', '/locations', { body: '{}', headers: { 'content-type': type } });
      const problem = assertProblem(answer, 'unsupported-media-type', '/locations');
      assert.ok(problem.detail.includes(type) || /charset/.test(problem.detail), problem.detail);
    }
  });

  test('an Accept header of junk is answered, not crashed on', async () => {
    for (const accept of ['*/*;q=x', ';;;,,,', 'application/json;q=1.5', 'x'.repeat(10_000), 'text/html;level=1;q=0.5, */*;q=0']) {
      const answer = await send('GET', '/locations?version_number=1', { headers: { accept } });
      assert.ok(answer.status === 200 || answer.status === 406, `${accept.slice(0, 40)}: ${answer.status}`);
    }
  });
});

test('no answer in this file was a 5xx or carried a stack trace', () => {
  assert.ok(answers.length > 100, `only ${answers.length} answers were checked`);
  for (const { label, answer } of answers) assertNoLeak(label, answer);
});
