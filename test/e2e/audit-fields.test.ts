// INTERFACE.md §8 (issue 17, "Audit"): every resource records created_by and updated_by, the name of
// the key or person that wrote it, null when the server is open. These run an open server (no key,
// no person, on loopback): every representation of both collections carries both names as null,
// in JSON, XML and HTML, in every version, in lists and named routes; every kind of write keeps them
// null; and a client cannot set them: they are the server's, refused as unknown parameters as
// created_at is. Who a write records when a principal sends it: test/unit/resources/audit-actor.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  DEVICE_KEYS,
  DEVICE_V1,
  LOCATION_KEYS,
  LOCATION_V1,
  LOCATION_V2,
  READING_KEYS,
  READING_V1,
  READING_V2,
  assertProblem,
  assertSuccess,
  bodyIn,
  create,
  rowById,
} from '../fixtures/resources.js';
import type { BodyFormat, Fields, Table } from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

/** `newest`: the fields of the collection's newest version (`versions`), which every version's reader is shown. */
const COLLECTIONS = [
  {
    name: 'locations',
    root: 'location',
    keys: LOCATION_KEYS as Record<number, readonly string[]>,
    versions: [1, 2],
    v1: LOCATION_V1,
    newest: LOCATION_V2,
    change: { altitude: 61 },
  },
  {
    name: 'readings',
    root: 'reading',
    keys: READING_KEYS as Record<number, readonly string[]>,
    versions: [1, 2],
    v1: READING_V1,
    newest: READING_V2,
    change: { mean: 22.5 },
  },
  {
    name: 'devices',
    root: 'device',
    keys: DEVICE_KEYS as Record<number, readonly string[]>,
    versions: [1],
    v1: DEVICE_V1,
    newest: DEVICE_V1,
    change: { kind: 'weather-station' },
  },
] as const;

const OPEN = { created_by: null, updated_by: null };

/** The stored row's audit columns, read beside the server. */
async function storedAudit(collection: Table, id: string) {
  const row = await rowById(server, collection, id);
  return { created_by: row?.created_by, updated_by: row?.updated_by };
}

for (const c of COLLECTIONS) {
  describe(`${c.name} on an open server`, () => {
    test('JSON: every version of one resource and of the list names created_by and updated_by, null, after the timestamps', async () => {
      const created = await create(server, c.name, c.versions.length as 1 | 2, c.newest);
      for (const version of c.versions) {
        const one = assertSuccess(await server.request('GET', `/${c.name}/${created.id}?version_number=${version}`), 200);
        assert.deepEqual(Object.keys(one.data), c.keys[version]);
        assert.deepEqual({ created_by: one.data.created_by, updated_by: one.data.updated_by }, OPEN);
        const list = assertSuccess(await server.request('GET', `/${c.name}?version_number=${version}&limit=5`), 200);
        for (const item of list.data) assert.deepEqual(Object.keys(item), c.keys[version]);
      }
      assert.deepEqual(await storedAudit(c.name, created.id), OPEN);
    });

    test('XML: the same members as JSON, element for element, created_by and updated_by nil', async () => {
      const created = await create(server, c.name, 1, c.v1);
      const answer = await server.request('GET', `/${c.name}/${created.id}.xml?version_number=1`);
      assert.equal(answer.status, 200, answer.text);
      const data = /<data>(.*)<\/data>/s.exec(answer.text)![1]!;
      const elements = [...data.matchAll(/<(\w+)(?: nil="true"\/>|>)/g)].map((match) => match[1]);
      assert.deepEqual(elements, c.keys[1]);
      assert.match(data, /<created_by nil="true"\/><updated_by nil="true"\/>$/);
      const list = await server.request('GET', `/${c.name}.xml?version_number=1&limit=1`);
      assert.match(list.text, /<created_by nil="true"\/><updated_by nil="true"\/><\/i>/);
    });

    test("HTML: the resource's page lists created_by and updated_by; the list's table shows created_by, as it shows created_at", async () => {
      const created = await create(server, c.name, c.versions.length as 1 | 2, c.newest);
      const page = await server.request('GET', `/${c.name}/${created.id}`, { headers: { accept: 'text/html' } });
      assert.equal(page.status, 200, page.text);
      assert.match(
        page.text,
        /<dt>created_at<\/dt><dd>[^<]+<\/dd><dt>updated_at<\/dt><dd>[^<]+<\/dd><dt>created_by<\/dt><dd>—<\/dd><dt>updated_by<\/dt><dd>—<\/dd>/,
      );
      const list = await server.request('GET', `/${c.name}.html`);
      assert.equal(list.status, 200, list.text);
      const columns = /<table class="items" id="results"[^>]* data-columns="([^"]+)"/.exec(list.text)?.[1]?.split(',') ?? [];
      assert.ok(columns.includes('created_by'), String(columns));
      assert.ok(!columns.includes('updated_by'), 'updated_by, like updated_at, is on the resource page');
      assert.match(list.text, /<td data-label="created_by">—<\/td>/);
    });

    test('every write keeps them null: PUT, PATCH, POST with _method, an idempotent create and bulk ingest', async () => {
      const created = await create(server, c.name, c.versions.length as 1 | 2, c.newest);
      const patched = await server.request('PATCH', `/${c.name}/${created.id}`, {
        json: { version_number: c.versions.length, ...c.change },
      });
      assert.deepEqual({ created_by: assertSuccess(patched, 200).data.created_by, updated_by: patched.json().data.updated_by }, OPEN);
      const put = await server.request('PUT', `/${c.name}/${created.id}`, { json: { version_number: 1, ...c.v1 } });
      assert.equal(assertSuccess(put, 200).data.updated_by, null);
      const form = await server.request('POST', `/${c.name}/${created.id}`, {
        form: { _method: 'PATCH', version_number: '1', ...Object.fromEntries(Object.entries(c.change).map(([k, v]) => [k, String(v)])) },
        headers: { accept: 'application/json' },
      });
      assert.equal(assertSuccess(form, 200).data.updated_by, null);
      assert.deepEqual(await storedAudit(c.name, created.id), OPEN);

      const keyed = await server.request('POST', `/${c.name}`, {
        json: { version_number: 1, ...c.v1 },
        headers: { 'idempotency-key': `audit-${c.name}` },
      });
      assert.deepEqual({ created_by: assertSuccess(keyed, 201).data.created_by, updated_by: keyed.json().data.updated_by }, OPEN);
      const batch = assertSuccess(await server.request('POST', `/${c.name}?version_number=1`, { json: [c.v1, c.v1] }), 200);
      for (const result of batch.data) assert.deepEqual(await storedAudit(c.name, result.id), OPEN);
    });
  });
}

test('named routes carry them too: search, latest, nearby and history', async () => {
  const location = await create(server, 'locations', 2, LOCATION_V2);
  await create(server, 'locations', 2, { ...LOCATION_V2, longitude: 7.1001 });
  const reading = await create(server, 'readings', 2, READING_V2);
  for (const target of [
    '/locations/search?version_number=2&bbox=7,50,8,51',
    '/locations/latest?version_number=2',
    `/locations/${location.id}/nearby?version_number=2&radius=1000`,
    '/readings/search?version_number=2&area=bonn*',
    '/readings/latest?version_number=2',
    `/readings/${reading.id}/history?version_number=2`,
  ]) {
    const body = assertSuccess(await server.request('GET', target), 200);
    assert.ok(body.data.length > 0, target);
    for (const item of body.data) assert.deepEqual({ created_by: item.created_by, updated_by: item.updated_by }, OPEN, target);
  }
});

describe('a client cannot set them: 422 unknown, as created_at, and nothing is written', () => {
  const AUDIT = { created_by: 'mallory', updated_by: 'mallory' };
  const FORMATS: readonly BodyFormat[] = ['json', 'form', 'xml'];

  for (const c of COLLECTIONS) {
    for (const format of FORMATS) {
      test(`POST /${c.name} with created_by and updated_by in a ${format} body`, async () => {
        const before = await server.count(c.name);
        const answer = await server.request('POST', `/${c.name}`, bodyIn(format, { version_number: 1, ...c.v1, ...AUDIT }, c.root));
        const problem = assertProblem(answer, 422, 'invalid-parameters', `/${c.name}`);
        assert.deepEqual(
          problem.errors.map((e: any) => [e.parameter, e.code]),
          [
            ['created_by', 'unknown'],
            ['updated_by', 'unknown'],
          ],
        );
        assert.equal(await server.count(c.name), before);
      });
    }

    test(`PUT, PATCH and POST with _method of /${c.name}/{id} naming updated_by change nothing`, async () => {
      const created = await create(server, c.name, 1, c.v1);
      const stored = await rowById(server, c.name, created.id);
      const attempts: [string, Fields, BodyFormat][] = [
        ['PUT', { version_number: 1, ...c.v1, updated_by: 'mallory' }, 'json'],
        ['PATCH', { version_number: 1, created_by: 'mallory' }, 'xml'],
        ['POST', { _method: 'PATCH', version_number: 1, updated_by: 'mallory' }, 'form'],
      ];
      for (const [method, fields, format] of attempts) {
        const answer = await server.request(method, `/${c.name}/${created.id}`, bodyIn(format, fields, c.root));
        const problem = assertProblem(answer, 422, 'invalid-parameters', `/${c.name}/${created.id}`);
        assert.deepEqual(
          problem.errors.map((e: any) => e.code),
          ['unknown'],
          method,
        );
      }
      assert.deepEqual(await rowById(server, c.name, created.id), stored);
    });

    test(`a bulk item of /${c.name} naming created_by is refused as that item's 422 unknown`, async () => {
      const before = await server.count(c.name);
      const answer = await server.request('POST', `/${c.name}?version_number=1`, { json: [c.v1, { ...c.v1, created_by: 'mallory' }] });
      const body = assertSuccess(answer, 200);
      assert.deepEqual(
        body.data.map((result: any) => result.status),
        [201, 422],
      );
      assert.deepEqual(
        body.data[1].errors.map((e: any) => [e.parameter, e.code]),
        [['created_by', 'unknown']],
      );
      assert.equal(await server.count(c.name), before + 1);
      assert.deepEqual(await storedAudit(c.name, body.data[0].id), OPEN);
    });
  }
});
