// Issue 18: version 1 of location and reading is deprecated (INTERFACE.md §2). Every answer of
// version 1, on every route that speaks it, carries Deprecation (RFC 9745) and a Link to /changes
// (rel="deprecation"), and no Sunset while no end date is set; versions 2 and 3 carry none of them;
// and the body of a version 1 answer is what it always was. Over HTTP, on the engine of the pass.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LOCATION } from '../../src/resources/locations/calls.js';
import { READING } from '../../src/resources/readings/calls.js';
import { VERSION_RULES } from '../../src/versioning/index.js';
import { startServer } from '../support/server.js';
import type { Answer, TestServer } from '../support/server.js';

let server: TestServer;
let device: string;
before(async () => {
  server = await startServer();
  // Version 3 of both calls names a device; location requires one.
  const created = await server.request('POST', '/devices', { json: { version_number: 1, name: 'collar 7' } });
  assert.equal(created.status, 201, created.text);
  device = created.json().data.id;
});
after(() => server.close());

/** The Deprecation header of a call version deprecated on `since`: `@` and the epoch seconds of that day. */
function deprecationOf(since: string): string {
  return `@${Date.parse(`${since}T00:00:00Z`) / 1000}`;
}

const SERVER_FIELDS = ['created_at', 'updated_at', 'created_by', 'updated_by'];
/** What a version 1 reader has always been shown of each, in this order. */
const V1_FIELDS: Record<'locations' | 'readings', string[]> = {
  locations: ['longitude', 'latitude', 'altitude'],
  readings: ['time', 'area', 'mean', 'good', 'number'],
};
const V1_SUMMARY = ['area', 'readings', 'number', 'good', 'mean'];

function bodyOf(collection: 'locations' | 'readings', version: number): Record<string, unknown> {
  if (collection === 'locations') {
    const v1 = { longitude: 7.1, latitude: 50.7, altitude: 60 };
    const v2 = { ...v1, speed: 1.4, timestamp: '2026-11-22T18:45:00Z' };
    return [v1, v2, { ...v2, device, accuracy: 5 }][version - 1]!;
  }
  const v1 = { time: '2026-11-22T18:45:00Z', area: 'plot-dep', mean: 21.5, good: 9, number: 10 };
  const v2 = { ...v1, seen: 12, span: 60, stdDev: 0.4 };
  return [v1, v2, { ...v2, quantity: 'air_temperature', unit: 'Cel', device }][version - 1]!;
}

/** What the body of an answer holds, for the version 1 check: resources, summaries, batch results, or nothing. */
type Shape = 'resource' | 'resources' | 'summaries' | 'batch' | 'none';

interface Exchange {
  label: string;
  answer: Answer;
  status: number;
  shape: Shape;
  /** Members a route adds to each resource (nearby's distance_m). */
  extra?: string[];
}

/** Every route that speaks `version` of the collection's calls, each answered once, in an order that keeps ids alive. */
async function exchanges(collection: 'locations' | 'readings', version: number): Promise<Exchange[]> {
  const body = bodyOf(collection, version);
  const done: Exchange[] = [];
  const send = async (label: string, status: number, shape: Shape, sent: Promise<Answer>, extra?: string[]) => {
    const answer = await sent;
    assert.equal(answer.status, status, `${label} (version ${version}): ${answer.text.slice(0, 600)}`);
    done.push({ label, answer, status, shape, ...(extra === undefined ? {} : { extra }) });
    return answer;
  };
  const path = `/${collection}`;
  const q = `version_number=${version}`;
  const created = await send(
    'create (JSON)',
    201,
    'resource',
    server.request('POST', path, { json: { version_number: version, ...body } }),
  );
  const id = created.json().data.id as string;
  const form = Object.fromEntries(Object.entries({ version_number: version, ...body }).map(([k, v]) => [k, String(v)]));
  await send(
    'create (form, answered as JSON)',
    201,
    'resource',
    server.request('POST', path, { form, headers: { accept: 'application/json' } }),
  );
  const key = { 'idempotency-key': `deprecation-${collection}-${version}` };
  await send(
    'create with an Idempotency-Key',
    201,
    'resource',
    server.request('POST', path, { json: { version_number: version, ...body }, headers: key }),
  );
  await send(
    'the same create replayed',
    201,
    'resource',
    server.request('POST', path, { json: { version_number: version, ...body }, headers: key }),
  );
  await send('GET by id', 200, 'resource', server.request('GET', `${path}/${id}?${q}`));
  await send('GET by id in XML', 200, 'none', server.request('GET', `${path}/${id}.xml?${q}`));
  await send('HEAD by id', 200, 'none', server.request('HEAD', `${path}/${id}?${q}`));
  await send('list', 200, 'resources', server.request('GET', `${path}?${q}&limit=5`));
  await send('PUT', 200, 'resource', server.request('PUT', `${path}/${id}`, { json: { version_number: version, ...body } }));
  const change = collection === 'locations' ? { altitude: 61 } : { mean: 22 };
  await send('PATCH', 200, 'resource', server.request('PATCH', `${path}/${id}`, { json: { version_number: version, ...change } }));
  await send(
    'POST with _method=PATCH',
    200,
    'resource',
    server.request('POST', `${path}/${id}`, { json: { _method: 'PATCH', version_number: version, ...change } }),
  );
  await send('search', 200, 'resources', server.request('GET', `${path}/search?${q}`));
  await send('latest', 200, 'resources', server.request('GET', `${path}/latest?${q}`));
  if (collection === 'locations') {
    await send('nearby', 200, 'resources', server.request('GET', `${path}/${id}/nearby?${q}&radius=1000`), ['distance_m']);
  } else {
    await send('history', 200, 'resources', server.request('GET', `${path}/${id}/history?${q}`));
    await send('summary', 200, 'summaries', server.request('GET', `${path}/summary?${q}`));
  }
  await send('bulk batch', 200, 'batch', server.request('POST', `${path}?${q}`, { json: [body, body] }));
  await send('DELETE', 200, 'resource', server.request('DELETE', `${path}/${id}?${q}`));
  return done;
}

for (const [collection, call] of [
  ['locations', LOCATION],
  ['readings', READING],
] as const) {
  describe(`${collection}: version 1 is deprecated`, () => {
    const declared = call.versions[0]!.deprecated;

    test('the registry declares it with a day and advice, and no end date yet', () => {
      assert.ok(declared, `${call.name} version 1 is deprecated`);
      assert.match(declared.since, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(declared.sunset, undefined);
      assert.ok(declared.advice.length > 10);
      for (const later of call.versions.slice(1)) assert.equal(later.deprecated, undefined);
    });

    test('every version 1 answer carries Deprecation and Link rel="deprecation" to /changes, and no Sunset', async () => {
      for (const { label, answer } of await exchanges(collection, 1)) {
        assert.equal(answer.headers.deprecation, deprecationOf(declared!.since), label);
        assert.match(String(answer.headers.link), /<\/changes>;\s*rel="deprecation"/, label);
        assert.equal(answer.headers.sunset, undefined, label);
      }
    });

    test('versions 2 and 3 carry none of them', async () => {
      for (const version of [2, 3]) {
        for (const { label, answer } of await exchanges(collection, version)) {
          const where = `${label}, version ${version}`;
          assert.equal(answer.headers.deprecation, undefined, where);
          assert.equal(answer.headers.sunset, undefined, where);
          assert.doesNotMatch(String(answer.headers.link ?? ''), /rel="deprecation"/, where);
        }
      }
    });

    test('a version 1 body holds what version 1 always did: its fields only, in their order', async () => {
      const item = ['id', ...V1_FIELDS[collection], ...SERVER_FIELDS];
      for (const { label, answer, shape, extra } of await exchanges(collection, 1)) {
        if (shape === 'none') continue;
        // Serialised as always: compact JSON, nothing added around the envelope.
        assert.equal(answer.text, JSON.stringify(answer.json()), label);
        const { data, meta } = answer.json();
        assert.equal(meta.version_number, 1, label);
        assert.doesNotMatch(meta.message, /deprecat/i, label);
        const items: Record<string, unknown>[] = shape === 'resource' ? [data] : data;
        assert.ok(items.length > 0, label);
        for (const one of items) {
          if (shape === 'summaries') assert.deepEqual(Object.keys(one), V1_SUMMARY, label);
          else if (shape === 'batch') assert.deepEqual(Object.keys(one), ['index', 'status', 'id', 'location'], label);
          else assert.deepEqual(Object.keys(one), [...item, ...(extra ?? [])], label);
        }
      }
    });

    test('GET by id in version 1 answers exactly the bytes it did before the deprecation', async () => {
      const noun = call.name[0]!.toUpperCase() + call.name.slice(1);
      const created = (await server.request('POST', `/${collection}`, { json: { version_number: 2, ...bodyOf(collection, 2) } })).json()
        .data;
      const answer = await server.request('GET', `/${collection}/${created.id}?version_number=1`, {
        headers: { 'x-request-id': 'deprecation-bytes' },
      });
      const data: Record<string, unknown> = { id: created.id };
      for (const name of [...V1_FIELDS[collection], ...SERVER_FIELDS]) data[name] = created[name];
      const expected = JSON.stringify({
        data,
        meta: { action: call.name, version_number: 1, request_id: 'deprecation-bytes', message: `${noun} ${created.id}.` },
        links: { self: `/${collection}/${created.id}`, collection: `/${collection}` },
      });
      assert.equal(answer.text, expected);
      assert.equal(answer.headers['content-length'], String(Buffer.byteLength(expected)));
    });
  });
}

describe('where people and programs read about it', () => {
  test('/changes lists the deprecated versions and the rules across versions, in JSON, XML and HTML', async () => {
    const json = await server.request('GET', '/changes');
    assert.equal(json.status, 200);
    const { data, meta } = json.json();
    for (const call of [LOCATION, READING]) {
      const entry = data.find((c: { call: string }) => c.call === call.name);
      const { since, advice } = call.versions[0]!.deprecated!;
      assert.deepEqual(entry.deprecated, [{ version: 1, since, sunset: null, advice }]);
      // The calls that mirror it (list, search, batch, …) are deprecated with it.
      const list = data.find((c: { call: string }) => c.call === `${call.name}-list`);
      assert.deepEqual(
        list.deprecated.map((d: { version: number }) => d.version),
        [1],
      );
    }
    assert.equal(data.find((c: { call: string }) => c.call === 'device').deprecated.length, 0);
    assert.deepEqual(meta.rules, VERSION_RULES);

    const xml = await server.request('GET', '/changes.xml');
    assert.match(xml.text, /<deprecated><i><version>1<\/version><since>\d{4}-\d{2}-\d{2}<\/since><sunset\b/);
    assert.match(xml.text, /<rules><i><id>own-fields<\/id><rule>A client of version N/);

    const page = await server.request('GET', '/changes', { headers: { accept: 'text/html' } });
    assert.match(page.text, /<h2 id="deprecated">Deprecated versions<\/h2>/);
    assert.match(page.text, /<h2 id="rules">Rules across versions<\/h2>/);
    const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
    for (const { id, rule } of VERSION_RULES) assert.ok(page.text.includes(`<li id="rule-${id}">${escaped(rule)}</li>`), id);
    assert.match(page.text, /Version 1 is deprecated<\/strong> since \d{4}-\d{2}-\d{2}, with no end date yet\./);
  });

  test('the home page and /docs say which version is deprecated, beside the version', async () => {
    const { since } = LOCATION.versions[0]!.deprecated!;
    const home = await server.request('GET', '/', { headers: { accept: 'text/html' } });
    assert.ok(
      home.text.includes(
        `locations: version 1 (deprecated since ${since}; see <a href="/changes#deprecated">changes</a>), version 2, version 3`,
      ),
      home.text.slice(-1500),
    );
    assert.match(home.text, /devices: version 1<\/li>/);
    const docs = await server.request('GET', '/docs');
    assert.ok(
      docs.text.includes(`Version 1</a> (location, reading deprecated since ${since}; see <a href="/changes#deprecated">changes</a>)`),
    );
    assert.match(docs.text, /Version 2<\/a> ·/);
  });
});
