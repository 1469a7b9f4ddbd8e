// Issue 20, INTERFACE.md §10: bulk ingest takes `text/csv` as well as a JSON array or NDJSON. The first
// record is a header of parameter names, each later record one item, checked as a form-encoded create
// of the batch's version (cells are strings; an empty cell is a parameter not sent). The answer is the
// JSON batch's, each result also naming its `row` (the header is row 1). Also: the bad files real
// users send (BOM, mixed line ends, quoted line breaks, ragged rows, repeated or unknown columns, a
// quote left open, Latin-1 bytes, 10,001 rows, a body over the limit), the export's formula
// neutralisation, version 3's device references, and a round trip from GET /locations.csv.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse as csvParse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  DEVICE_V1,
  LOCATION_KEYS,
  LOCATION_V1,
  LOCATION_V2,
  READING_KEYS,
  READING_V1,
  READING_V2,
  assertProblem,
  assertSuccess,
  tableRows,
} from '../fixtures/resources.js';
import type { Fields, Table } from '../fixtures/resources.js';
import { openRaw } from '../support/raw-socket.js';
import { startServer } from '../support/server.js';
import type { Answer, TestServer } from '../support/server.js';
import { createDevice, locationV3, readIn, readingV3, snapshot } from '../support/version-3.js';

const CSV = { 'content-type': 'text/csv; charset=utf-8' };
const NEVER = '01JNEVEREXISTED0000000000Z';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

/** Rows under a header of `columns`, written by csv-stringify (CRLF, quotes where RFC 4180 needs them). */
function csvOf(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => (row[column] === undefined ? '' : String(row[column])))),
    // Quoted as the export quotes (src/resources/formats/csv-text.ts): csv-stringify leaves a lone LF or CR bare.
    { header: true, columns: [...columns], record_delimiter: '\r\n', quoted_match: /[\r\n]/ },
  );
}

function postCsv(target: string, body: string | Buffer, on: TestServer = server, headers: Record<string, string> = CSV): Promise<Answer> {
  return on.request('POST', target, { body, headers });
}

/** A 200 batch answer: the envelope, the counts, and one result per item with its index and row. */
function assertBatch(answer: Answer, call: string, version: number, received: number, created: number, rows?: number[]): any {
  const body = assertSuccess(answer, 200);
  assert.equal(body.meta.action, call);
  assert.equal(body.meta.version_number, version);
  assert.deepEqual([body.meta.received, body.meta.created, body.meta.failed], [received, created, received - created]);
  assert.equal(body.data.length, received);
  body.data.forEach((result: any, index: number) => {
    assert.equal(result.index, index);
    assert.equal(typeof result.row, 'number', `result ${index} names its row`);
  });
  if (rows !== undefined)
    assert.deepEqual(
      body.data.map((r: any) => r.row),
      rows,
    );
  return body;
}

/** The fields of the version as GET by id shows them, without what the server sets. */
async function storedFields(on: TestServer, collection: Table, id: string, version: number, names: readonly string[]): Promise<Fields> {
  const data = await readIn(on, collection, id, version);
  return Object.fromEntries(names.map((name) => [name, data[name]]));
}

/** `n` distinct valid version 2 locations, some west of Greenwich (negative numbers are not neutralised). */
function locations(n: number): Fields[] {
  return Array.from({ length: n }, (_, i) => ({ ...LOCATION_V2, longitude: -180 + (i % 36_000) / 100, altitude: i }));
}

describe('a CSV batch stores what the JSON array of the same items stores', () => {
  for (const [collection, call, version, items] of [
    ['locations', 'location-batch', 2, [LOCATION_V2, { ...LOCATION_V2, longitude: -0.1275, latitude: 51.5072, altitude: -3.5, speed: 0 }]],
    ['locations', 'location-batch', 1, [LOCATION_V1, { longitude: 1e-7, latitude: -90, altitude: 120000 }]],
    ['readings', 'reading-batch', 2, [READING_V2, { ...READING_V2, area: 'bonn:nord', mean: -4.25, good: 0, stdDev: 0 }]],
    ['readings', 'reading-batch', 1, [READING_V1]],
    ['devices', 'device-batch', 1, [DEVICE_V1, { ...DEVICE_V1, name: 'Collar, "18"', description: 'Two lines:\nnorth herd' }]],
  ] as const) {
    test(`POST /${collection}?version_number=${version} with text/csv: the same rows, compared by GET, as the JSON array`, async () => {
      const names = Object.keys(items[0]!);
      const target = `/${collection}?version_number=${version}`;
      const json = assertSuccess(await server.request('POST', target, { json: items }), 200);
      assert.equal(json.meta.created, items.length);
      const before = await server.count(collection);
      const answer = await postCsv(target, csvOf(names, items));
      const body = assertBatch(answer, call, version, items.length, items.length);
      assert.equal(
        body.meta.message,
        `${items.length} ${items.length === 1 ? 'item' : 'items'} received: ${items.length} ${items.length === 1 ? call.replace('-batch', '') : collection} created.`,
      );
      assert.equal(await server.count(collection), before + items.length);
      for (const [index, result] of (body.data as any[]).entries()) {
        assert.deepEqual(Object.keys(result), ['index', 'status', 'row', 'id', 'location']);
        assert.equal(result.status, 201);
        assert.equal(result.location, `/${collection}/${result.id}`);
        const fromCsv = await storedFields(server, collection, result.id, version, names);
        const fromJson = await storedFields(server, collection, json.data[index].id, version, names);
        assert.deepEqual(fromCsv, fromJson, `item ${index}`);
        assert.deepEqual(fromCsv, items[index], `item ${index} as sent`);
      }
    });
  }
});

describe('rows', () => {
  test('each result names its row: the header is row 1, a quoted line break keeps a record one row, blank lines are skipped', async () => {
    const text = [
      'name,kind,description',
      'Collar 1,gps-collar,"first line',
      'second line"',
      '',
      'Collar 2,,',
      '\r',
      ',gps-collar,no name',
      'Collar 3,gps-collar,',
    ].join('\n');
    const body = assertBatch(await postCsv('/devices?version_number=1', text), 'device-batch', 1, 4, 3, [2, 3, 4, 5]);
    assert.deepEqual(
      body.data.map((r: any) => r.status),
      [201, 201, 422, 201],
    );
    const first = await readIn(server, 'devices', body.data[0].id, 1);
    assert.equal(first.description, 'first line\nsecond line', 'the quoted line break is kept');
    const second = await readIn(server, 'devices', body.data[1].id, 1);
    assert.deepEqual([second.kind, second.description], [null, null], 'empty cells of optional parameters are not sent');
    assert.deepEqual(
      body.data[2].errors.map((e: any) => [e.parameter, e.code]),
      [['name', 'required']],
    );
    assert.deepEqual(Object.keys(body.data[2]).slice(0, 3), ['index', 'status', 'row']);
  });

  test('a UTF-8 BOM is dropped, and CRLF and LF mix in one file', async () => {
    const text = `\uFEFFlongitude,latitude,altitude\r\n7.1,50.7,60\n7.2,50.8,61\r\n7.3,50.9,62`;
    const body = assertBatch(await postCsv('/locations?version_number=1', Buffer.from(text)), 'location-batch', 1, 3, 3, [2, 3, 4]);
    const stored = await Promise.all(body.data.map((r: any) => storedFields(server, 'locations', r.id, 1, ['longitude', 'altitude'])));
    assert.deepEqual(stored, [
      { longitude: 7.1, altitude: 60 },
      { longitude: 7.2, altitude: 61 },
      { longitude: 7.3, altitude: 62 },
    ]);
  });
});

describe('each row is checked as a form-encoded create', () => {
  test("a row's problem is word for word what the same fields sent as a form would get", async () => {
    const bad = { longitude: '0x10', latitude: '91', altitude: 'NaN' };
    const form = await server.request('POST', '/locations', { form: { version_number: '1', ...bad } });
    const { instance, request_id, ...expected } = assertProblem(form, 422, 'invalid-parameters', '/locations');
    const body = assertBatch(
      await postCsv('/locations?version_number=1', csvOf(['longitude', 'latitude', 'altitude'], [LOCATION_V1, bad])),
      'location-batch',
      1,
      2,
      1,
    );
    assert.deepEqual(body.data[1], { index: 1, status: 422, row: 3, ...expected });
  });

  test('an empty cell is a parameter not sent: an optional one stays unset, a required one is 422 required', async () => {
    const device = await createDevice(server, 'csv-empty-cells');
    const columns = ['longitude', 'latitude', 'altitude', 'speed', 'timestamp', 'device', 'accuracy'];
    const rows = [locationV3(device, { accuracy: '' as never }), locationV3(device, { speed: '' as never })];
    const body = assertBatch(await postCsv('/locations?version_number=3', csvOf(columns, rows)), 'location-batch', 3, 2, 1);
    assert.equal((await readIn(server, 'locations', body.data[0].id, 3)).accuracy, null);
    assert.deepEqual(
      body.data[1].errors.map((e: any) => [e.parameter, e.code]),
      [['speed', 'required']],
    );
  });
});

describe('columns', () => {
  test('a header naming an unknown parameter: each row that fills it is 422 unknown, as a JSON item with that member; an empty cell sends nothing', async () => {
    const json = assertSuccess(
      await server.request('POST', '/locations?version_number=1', { json: [{ ...LOCATION_V1, bogus: 'x', id: 'abc' }] }),
      200,
    ).data[0];
    const text = csvOf(['longitude', 'latitude', 'altitude', 'bogus', 'id'], [{ ...LOCATION_V1, bogus: 'x', id: 'abc' }, LOCATION_V1]);
    const body = assertBatch(await postCsv('/locations?version_number=1', text), 'location-batch', 1, 2, 1, [2, 3]);
    assert.deepEqual(body.data[0], { ...json, row: 2 });
    assert.deepEqual(
      body.data[0].errors.map((e: any) => [e.parameter, e.code, e.expected]),
      [
        ['bogus', 'unknown', 'one of: longitude, latitude, altitude'],
        ['id', 'unknown', 'one of: longitude, latitude, altitude'],
      ],
    );
    assert.equal(body.data[1].status, 201);
  });

  test('a name repeated in the header is 422 invalid-parameters naming it and its columns, and nothing is stored', async () => {
    const before = await server.count('locations');
    const text = 'longitude,latitude,altitude,latitude\n7.1,50.7,60,50.8\n';
    const problem = assertProblem(await postCsv('/locations?version_number=1', text), 422, 'invalid-parameters', '/locations');
    assert.deepEqual(
      problem.errors.map((e: any) => [e.parameter, e.code]),
      [['latitude', 'duplicate']],
    );
    assert.match(problem.detail, /names latitude in columns 2 and 4; name each parameter once/);
    assert.equal(await server.count('locations'), before);
  });

  test("version_number and action may be columns, as they may be JSON members: the batch's or empty", async () => {
    const columns = ['version_number', 'action', 'longitude', 'latitude', 'altitude'];
    const rows = [
      { version_number: 1, action: 'location', ...LOCATION_V1 },
      { ...LOCATION_V1 },
      { version_number: 2, ...LOCATION_V1 },
      { action: 'reading', ...LOCATION_V1 },
      { version_number: 'one', ...LOCATION_V1 },
    ];
    const json = assertSuccess(await server.request('POST', '/locations?version_number=1', { json: rows }), 200);
    const body = assertBatch(await postCsv('/locations?version_number=1', csvOf(columns, rows)), 'location-batch', 1, 5, 2);
    assert.deepEqual(
      body.data.map((r: any) => [r.status, r.type ?? null]),
      [
        [201, null],
        [201, null],
        [400, '/problems/batch-version-mismatch'],
        [400, '/problems/action-mismatch'],
        [400, '/problems/version-invalid'],
      ],
    );
    assert.deepEqual(
      body.data.map((r: any) => [r.status, r.type]),
      json.data.map((r: any) => [r.status, r.type]),
    );
    assert.match(body.data[2].detail, /^Item 2 \(row 4\) names version 2, but the batch is version 1/);
  });
});

describe('ragged rows', () => {
  test("a row with fewer or more cells than the header is that row's 422 naming its row and the counts; the other rows are stored", async () => {
    const before = await server.count('locations');
    const text = 'longitude,latitude,altitude\n7.1,50.7,60\n7.1,50.7\n7.1,50.7,60,61\n7.2,50.8,61\n';
    const body = assertBatch(await postCsv('/locations?version_number=1', text), 'location-batch', 1, 4, 2, [2, 3, 4, 5]);
    assert.deepEqual(
      body.data.map((r: any) => r.status),
      [201, 422, 422, 201],
    );
    assert.equal(body.data[1].type, '/problems/invalid-parameters');
    assert.match(body.data[1].detail, /^Item 1 \(row 3\) has 2 cells, but the header has 3 \(longitude, latitude, altitude\)/);
    assert.match(body.data[2].detail, /^Item 2 \(row 4\) has 4 cells, but the header has 3/);
    assert.equal(await server.count('locations'), before + 2);
  });

  test('with atomic=true a ragged row refuses the batch: 422 batch-invalid naming index and row, and nothing is stored', async () => {
    const before = await server.count('locations');
    const text = 'longitude,latitude,altitude\n7.1,50.7,60\n7.1,50.7\n';
    const problem = assertProblem(await postCsv('/locations?version_number=1&atomic=true', text), 422, 'batch-invalid', '/locations');
    assert.deepEqual(
      problem.items.map((i: any) => [i.index, i.row, i.status]),
      [[1, 3, 422]],
    );
    assert.match(problem.detail, /1 of 2 items is invalid \(index 1; row 3\); with atomic=true nothing was stored/);
    assert.equal(await server.count('locations'), before);
  });
});

describe('atomic=true', () => {
  test('one invalid row refuses the batch, listing every refused row with its problem; all valid rows are stored together', async () => {
    const before = await server.count('readings');
    const columns = Object.keys(READING_V2);
    const refused = assertProblem(
      await postCsv('/readings?version_number=2&atomic=true', csvOf(columns, [READING_V2, { ...READING_V2, good: 99 }, READING_V2])),
      422,
      'batch-invalid',
      '/readings',
    );
    assert.deepEqual([refused.received, refused.failed], [3, 1]);
    assert.deepEqual(
      refused.items.map((i: any) => [i.index, i.row, i.status, i.errors[0].parameter]),
      [[1, 3, 422, 'good']],
    );
    assert.equal(await server.count('readings'), before);
    const body = assertBatch(
      await postCsv('/readings?version_number=2&atomic=true', csvOf(columns, [READING_V2, READING_V2])),
      'reading-batch',
      2,
      2,
      2,
    );
    assert.equal(body.meta.atomic, true);
    assert.equal(await server.count('readings'), before + 2);
  });
});

describe('refusals of the whole batch', () => {
  test('an empty body, a header alone, or a header and blank lines is 400 batch-empty', async () => {
    for (const text of [
      '',
      '\uFEFF',
      'longitude,latitude,altitude',
      'longitude,latitude,altitude\r\n',
      'longitude,latitude,altitude\n\n\r\n',
      '\n\n',
    ]) {
      const problem = assertProblem(await postCsv('/locations?version_number=1', text), 400, 'batch-empty', '/locations');
      assert.match(problem.detail, /CSV body/, JSON.stringify(text));
    }
  });

  test('a quote left open at the end is 400 body-malformed naming its row and line, and nothing is stored', async () => {
    const before = await server.count('devices');
    const text = 'name,kind,description\r\nCollar 1,gps-collar,fine\r\n"Collar\r\n2",gps-collar,"never closed\r\nCollar 3,gps-collar,\r\n';
    const problem = assertProblem(await postCsv('/devices?version_number=1', text), 400, 'body-malformed', '/devices');
    assert.equal(problem.parser, 'csv');
    assert.equal(problem.line, 4, 'the line where the open quote is');
    assert.match(problem.detail, /a quoted cell of row 3, opened on line 4, is never closed/);
    assert.equal(await server.count('devices'), before);
  });

  test('a quote inside an unquoted cell, or text after a closing quote, is 400 body-malformed naming the row', async () => {
    for (const [text, row] of [
      ['name,kind\nCollar 1,gps\nCollar "2",gps\n', 3],
      ['name,kind\nCollar 1,"gps"x\n', 2],
    ] as const) {
      const problem = assertProblem(await postCsv('/devices?version_number=1', text), 400, 'body-malformed', '/devices');
      assert.match(problem.detail, new RegExp(`in row ${row}, line ${row}`), problem.detail);
    }
  });

  test('bytes that are not UTF-8 are 400 body-malformed saying at which byte, line and column', async () => {
    const before = await server.count('devices');
    // "Münster" saved as Latin-1: ü is the single byte 0xFC.
    const text = Buffer.concat([Buffer.from('name,kind\r\nCollar 1,gps\r\nM'), Buffer.from([0xfc]), Buffer.from('nster,gps\r\n')]);
    const problem = assertProblem(await postCsv('/devices?version_number=1', text), 400, 'body-malformed', '/devices');
    assert.deepEqual([problem.parser, problem.position, problem.line, problem.column], ['utf-8', 26, 3, 2]);
    assert.match(problem.detail, /byte 0xFC at offset 26 \(line 3, column 2\)/);
    assert.equal(await server.count('devices'), before);
  });

  test('a charset other than UTF-8 is 415 listing text/csv among the accepted types; so is header=absent', async () => {
    for (const type of ['text/csv; charset=latin1', 'text/csv; header=absent']) {
      const answer = await postCsv('/locations?version_number=1', csvOf(['longitude', 'latitude', 'altitude'], [LOCATION_V1]), server, {
        'content-type': type,
      });
      assert.ok(assertProblem(answer, 415, 'unsupported-media-type', '/locations').accepted.includes('text/csv'));
    }
  });

  test('without version_number it is 400 version-missing naming the batch call; CSV to a PUT is 415', async () => {
    const text = csvOf(['longitude', 'latitude', 'altitude'], [LOCATION_V1]);
    const problem = assertProblem(await postCsv('/locations', text), 400, 'version-missing', '/locations');
    assert.deepEqual([problem.call, problem.parameter_location], ['location-batch', 'query']);
    const id = assertSuccess(await server.request('POST', '/locations?version_number=1', { json: [LOCATION_V1] }), 200).data[0].id;
    const put = await server.request('PUT', `/locations/${id}`, { body: `version_number,${text}`, headers: CSV });
    assertProblem(put, 415, 'unsupported-media-type', `/locations/${id}`);
  });
});

describe('limits', () => {
  test('10,000 rows are stored; 10,001 are refused with 413 batch-too-large and nothing is stored', { timeout: 120_000 }, async () => {
    const columns = Object.keys(LOCATION_V2);
    const before = await server.count('locations');
    const full = assertBatch(
      await postCsv('/locations?version_number=2', csvOf(columns, locations(10_000))),
      'location-batch',
      2,
      10_000,
      10_000,
    );
    assert.equal(full.data.at(-1).row, 10_001);
    assert.equal(await server.count('locations'), before + 10_000);
    const problem = assertProblem(
      await postCsv('/locations?version_number=2', csvOf(columns, locations(10_001))),
      413,
      'batch-too-large',
      '/locations',
    );
    assert.equal(problem.limit, 10_000);
    assert.equal(await server.count('locations'), before + 10_000);
  });

  test('a body over BULK_BODY_LIMIT_BYTES is 413 body-too-large; so is a row over a single body, and nothing is stored', async (t) => {
    const small = await startServer({ limits: { maxBatchBytes: 4096, maxBytes: 1024 } });
    t.after(() => small.close());
    const columns = Object.keys(LOCATION_V2);
    const problem = assertProblem(
      await postCsv('/locations?version_number=2', csvOf(columns, locations(100)), small),
      413,
      'body-too-large',
      '/locations',
    );
    assert.equal(problem.limit_bytes, 4096);
    // csv-parse builds a row whole before it can be an item's problem: past a single body's limit, the file is not read on.
    const text = csvOf(['name', 'description'], [DEVICE_V1, { name: 'long', description: 'd'.repeat(1100) }]);
    const long = assertProblem(await postCsv('/devices?version_number=1', text, small), 413, 'body-too-large', '/devices');
    assert.equal(long.limit_bytes, 1024);
    assert.match(long.detail, /^Row 3 of the CSV body holds more than 1024 bytes of text/);
    assert.equal(await small.count('locations'), 0);
    assert.equal(await small.count('devices'), 0);
  });

  test('pathological files are answered in well under a second each: 16 MiB of blank lines, millions of cells, a header too wide', {
    timeout: 60_000,
  }, async (t) => {
    const MiB = 1024 * 1024;
    for (const [name, body, status, type] of [
      ['15 MiB of blank lines around one row', `longitude,latitude,altitude\n${'\n'.repeat(15 * MiB)}7.1,50.7,60\n\r\n`, 200, undefined],
      ['a row of 8 million cells', `longitude,latitude,altitude\n${'1,'.repeat(8 * MiB - 20)}\n`, 413, 'body-too-large'],
      ['a header of 8 million columns', `${'a,'.repeat(8 * MiB - 20)}\n1\n`, 413, 'body-too-large'],
      ['a header of 65 columns', `${Array.from({ length: 65 }, (_, i) => `c${i}`).join(',')}\n1\n`, 400, 'body-shape'],
      ['10,001 one-cell rows under a header of three', `longitude,latitude,altitude\n${'1\n'.repeat(10_001)}`, 413, 'batch-too-large'],
    ] as const) {
      const started = performance.now();
      const answer = await postCsv('/locations?version_number=1', Buffer.from(body));
      const took = performance.now() - started;
      t.diagnostic(`${name}: ${answer.status} in ${took.toFixed(0)} ms`);
      assert.equal(answer.status, status, `${name}: ${answer.text.slice(0, 300)}`);
      if (type !== undefined) assert.equal(answer.json().type, `/problems/${type}`, name);
      assert.ok(took < 5_000, `${name} took ${took.toFixed(0)} ms`);
    }
    assert.equal((await server.request('GET', '/healthz')).status, 200);
  });

  test('1 GB announced by Content-Length is refused with 413 before a byte of it is read', async () => {
    const connection = await openRaw(server.port);
    connection.write(
      `POST /locations?version_number=1 HTTP/1.1\r\nHost: x\r\nContent-Type: text/csv\r\nContent-Length: ${1024 ** 3}\r\n\r\n`,
    );
    const answer = await connection.waitFor(/\r\n\r\n\{.*\}$/s);
    assert.match(answer, /^HTTP\/1\.1 413 Payload Too Large\r\n/);
    assert.match(answer, /"type":"\/problems\/body-too-large"/);
    await connection.closed;
  });

  test('a chunked CSV body streamed without end is cut off near the limit: 413, and the rest is never read', {
    timeout: 60_000,
  }, async (t) => {
    const connection = await openRaw(server.port);
    const { socket } = connection;
    const before = await server.count('locations');
    socket.write('POST /locations?version_number=1 HTTP/1.1\r\nHost: x\r\nContent-Type: text/csv\r\nTransfer-Encoding: chunked\r\n\r\n');
    const header = 'longitude,latitude,altitude\r\n';
    socket.write(`${header.length.toString(16)}\r\n${header}\r\n`);
    const rows = '7.1,50.7,60\r\n'.repeat(0x10000 / 13);
    const chunk = Buffer.from(`${Buffer.byteLength(rows).toString(16)}\r\n${rows}\r\n`);
    const limit = 1024 ** 3;
    let sent = 0;
    let answeredAfter: number | undefined;
    void connection.waitFor(/^HTTP\/1\.1 413/, 50_000).then(
      () => {
        answeredAfter = sent;
      },
      () => undefined,
    );
    while (sent < limit && !socket.destroyed && answeredAfter === undefined) {
      if (!socket.write(chunk))
        await new Promise((resolve) => {
          socket.once('drain', resolve);
          socket.once('close', resolve);
        });
      sent += chunk.length;
    }
    await connection.closed;
    assert.match(connection.received(), /^HTTP\/1\.1 413 Payload Too Large\r\n[\s\S]*"type":"\/problems\/body-too-large"/);
    assert.ok(answeredAfter !== undefined && answeredAfter < 64 * 1024 * 1024, `the server answered after ${answeredAfter} bytes`);
    t.diagnostic(`413 after ${answeredAfter} bytes sent, of a 1 GB body`);
    assert.equal(await server.count('locations'), before);
    assert.equal((await server.request('GET', '/healthz')).status, 200);
  });
});

describe("the export's formula neutralisation", () => {
  test("exactly one apostrophe before =, +, -, @, a tab or a CR is taken off; any other apostrophe is the cell's", async () => {
    const rows = [
      { name: "'=SUM(A1:A3)", description: "'-12 dB" },
      { name: "'+49 228", description: "'@home" },
      // A name is one line of text (no tab); a description may hold tabs and line breaks.
      { name: 'tab', description: "'\tTabbed" },
      { name: 'return', description: "'\rReturn" },
      { name: "'plain", description: "''=twice" },
    ];
    const body = assertBatch(await postCsv('/devices?version_number=1', csvOf(['name', 'description'], rows)), 'device-batch', 1, 5, 5);
    const stored = await Promise.all(body.data.map((r: any) => readIn(server, 'devices', r.id, 1)));
    assert.deepEqual(
      stored.map((d) => [d.name, d.description]),
      [
        ['=SUM(A1:A3)', '-12 dB'],
        ['+49 228', '@home'],
        ['tab', '\tTabbed'],
        ['return', '\rReturn'],
        ["'plain", "''=twice"],
      ],
    );
  });

  test("an apostrophe the export never writes stays and is checked as sent: 'bonn is not an area", async () => {
    const text = csvOf(Object.keys(READING_V1), [
      { ...READING_V1, area: "'-bonn:x" },
      { ...READING_V1, area: "'bonn" },
    ]);
    const body = assertBatch(await postCsv('/readings?version_number=1', text), 'reading-batch', 1, 2, 1);
    assert.equal((await readIn(server, 'readings', body.data[0].id, 1)).area, '-bonn:x');
    assert.deepEqual(
      body.data[1].errors.map((e: any) => [e.parameter, e.received]),
      [['area', "'bonn"]],
    );
  });
});

describe('version 3: device references', () => {
  test("an unknown device is that row's 422 unknown-device, as for a JSON item; atomic=true stores nothing", async () => {
    const device = await createDevice(server, 'csv-v3');
    const columns = ['longitude', 'latitude', 'altitude', 'speed', 'timestamp', 'device', 'accuracy'];
    const rows = [locationV3(device), locationV3(NEVER), locationV3(NEVER, { latitude: 91 })];
    const json = assertSuccess(await server.request('POST', '/locations?version_number=3', { json: rows }), 200);
    const before = await snapshot(server);
    const body = assertBatch(await postCsv('/locations?version_number=3', csvOf(columns, rows)), 'location-batch', 3, 3, 1, [2, 3, 4]);
    const triples = (r: any) => (r.errors ?? []).map((e: any) => [e.parameter, e.code, e.received]);
    assert.deepEqual(body.data.map(triples), [
      [],
      [['device', 'unknown-device', NEVER]],
      [
        ['latitude', 'maximum', '91'],
        ['device', 'unknown-device', NEVER],
      ],
    ]);
    assert.deepEqual(
      body.data.map((r: any) => [r.status, r.type, r.detail]),
      json.data.map((r: any) => [r.status, r.type, r.detail]),
    );
    assert.deepEqual(await storedFields(server, 'locations', body.data[0].id, 3, columns), locationV3(device));
    const stored = await snapshot(server);
    assert.equal(stored.locations.length, before.locations.length + 1);

    const atomic = assertProblem(
      await postCsv('/readings?version_number=3&atomic=true', csvOf(Object.keys(readingV3(device)), [readingV3(device), readingV3(NEVER)])),
      422,
      'batch-invalid',
      '/readings',
    );
    assert.deepEqual(
      atomic.items.map((i: any) => [i.index, i.row, i.errors[0].code]),
      [[1, 3, 'unknown-device']],
    );
    assert.deepEqual(await snapshot(server), stored);
  });
});

describe('a round trip from the CSV export', () => {
  test('GET /locations.csv and /readings.csv uploaded to another server, server columns dropped, create equal rows', async (t) => {
    const source = await startServer();
    const target = await startServer();
    t.after(() => Promise.all([source.close(), target.close()]));
    const sent = {
      locations: [LOCATION_V2, { ...LOCATION_V2, longitude: -73.9857, latitude: -40.5, altitude: -12, speed: 0 }],
      readings: [READING_V2, { ...READING_V2, area: '-bonn:x', mean: -0.5 }, { ...READING_V2, area: '-:7', stdDev: 0 }],
    };
    for (const [collection, keys] of [
      ['locations', LOCATION_KEYS[2]],
      ['readings', READING_KEYS[2]],
    ] as const) {
      assertSuccess(await source.request('POST', `/${collection}?version_number=2`, { json: sent[collection] }), 200);
      const exported = await source.request('GET', `/${collection}.csv?version_number=2&limit=100`);
      assert.equal(exported.status, 200);
      const fields = keys.filter(
        (key) => key !== 'id' && !(['created_at', 'updated_at', 'created_by', 'updated_by'] as string[]).includes(key),
      );

      // As exported, the server's own columns are unknown parameters of a create, as they are in a JSON item.
      const asIs = assertBatch(
        await postCsv(`/${collection}?version_number=2`, exported.text, target),
        `${collection.slice(0, -1)}-batch`,
        2,
        sent[collection].length,
        0,
      );
      for (const result of asIs.data) {
        assert.deepEqual(
          result.errors.map((e: any) => [e.parameter, e.code]),
          [
            ['id', 'unknown'],
            ['created_at', 'unknown'],
            ['updated_at', 'unknown'],
          ],
          'created_by and updated_by are empty on an open server, so not sent',
        );
      }

      // Dropping them (as docs/conventions.md says) makes the file a batch of creates.
      const [header, ...records] = csvParse(exported.text) as string[][];
      const keep = header!.map((name, column) => (fields.includes(name as never) ? column : -1)).filter((column) => column !== -1);
      const trimmed = stringify([keep.map((c) => header![c]), ...records.map((record) => keep.map((c) => record[c]))], {
        record_delimiter: '\r\n',
      });
      const body = assertBatch(
        await postCsv(`/${collection}?version_number=2`, trimmed, target),
        `${collection.slice(0, -1)}-batch`,
        2,
        sent[collection].length,
        sent[collection].length,
      );
      const original = assertSuccess(await source.request('GET', `/${collection}?version_number=2&limit=100`), 200).data;
      const copied = assertSuccess(await target.request('GET', `/${collection}?version_number=2&limit=100`), 200).data;
      const project = (rows: any[]) =>
        rows
          .map((row) => Object.fromEntries(fields.map((name) => [name, row[name]])))
          .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
      assert.deepEqual(project(copied), project(original));
      assert.deepEqual(project(copied), project(sent[collection].map((item) => ({ ...item }))));
      assert.equal(body.meta.created, sent[collection].length);
    }
    assert.deepEqual(
      (await tableRows(target, 'readings')).map((row) => row.area).sort(),
      ['-bonn:x', '-:7', READING_V2.area].sort(),
      'the neutralised areas came back without their apostrophe',
    );
  });
});
