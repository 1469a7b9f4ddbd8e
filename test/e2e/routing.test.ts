// Issue 2, INTERFACE.md §3: unknown paths, action words in paths, 405 with Allow, OPTIONS and HEAD,
// percent-decoding, raw request targets, trailing slashes and parameters in the wrong place.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../support/server.js';
import { assertProblem } from '../support/problem-assertions.js';
import type { TestServer } from '../support/server.js';

const LOCATION_V1 = { version_number: 1, longitude: 7.1, latitude: 50.7, altitude: 60 };
const COLLECTIONS = ['locations', 'readings', 'devices'];

let server: TestServer;
let id: string;

before(async () => {
  server = await startServer();
  const created = await server.request('POST', '/locations', { json: LOCATION_V1 });
  assert.equal(created.status, 201, created.text);
  id = created.json().data.id;
});
after(() => server.close());

function countLocations(): Promise<number> {
  return server.count('locations');
}

describe('paths that name no route', () => {
  test('an unknown collection answers 404 route-not-found listing the collections', async () => {
    for (const path of ['/widgets', '/widgets/5', '/location', '/Locations']) {
      const answer = await server.request('GET', `${path}?version_number=1`);
      const problem = assertProblem(answer, 'route-not-found', path);
      assert.deepEqual(problem.collections, COLLECTIONS);
      assert.ok(problem.detail.includes(path.split('/')[1]!), `the detail names what was asked for: ${problem.detail}`);
      assert.match(problem.detail, /locations and readings/);
    }
    const deep = await server.request('GET', `/locations/${id}/owner/name`);
    const problem = assertProblem(deep, 'route-not-found', `/locations/${id}/owner/name`);
    assert.deepEqual(problem.collections, COLLECTIONS);
  });

  test('an action word in the path answers 404 action-in-path naming the method-and-path that does it', async () => {
    const cases: [string, string, string][] = [
      ['GET', '/locations/delete/5', 'DELETE /locations/5'],
      ['GET', '/locations/5/delete', 'DELETE /locations/5'],
      ['GET', '/delete/locations/5', 'DELETE /locations/5'],
      ['POST', '/locations/delete/5', 'DELETE /locations/5'],
      ['GET', '/locations/update/5', 'PUT or PATCH /locations/5'],
      ['GET', '/readings/remove/abc', 'DELETE /readings/abc'],
      ['GET', '/create/locations', 'POST /locations'],
      ['POST', '/locations/create', 'POST /locations'],
      ['POST', '/readings/add', 'POST /readings'],
    ];
    for (const [method, path, instead] of cases) {
      const answer = await server.request(method, path, method === 'POST' ? { json: LOCATION_V1 } : {});
      const problem = assertProblem(answer, 'action-in-path', path);
      assert.equal(problem.instead, instead, `${method} ${path}`);
      assert.ok(problem.detail.includes(`Send ${instead}`), `${method} ${path}: ${problem.detail}`);
    }
  });

  test('GET /locations/delete is an identifier that does not exist: 404 resource-not-found hinting at DELETE', async () => {
    const answer = await server.request('GET', '/locations/delete?version_number=1');
    const problem = assertProblem(answer, 'resource-not-found', '/locations/delete');
    assert.equal(problem.id, 'delete');
    assert.match(problem.detail, /No location has id "delete"/);
    assert.match(problem.detail, /DELETE \/locations\/\{id\}/);
    const create = await server.request('GET', '/locations/create?version_number=1');
    const hint = assertProblem(create, 'resource-not-found', '/locations/create');
    assert.match(hint.detail, /POST \/locations\b/);
  });

  test('a double slash is a path, not a host: //locations/abc answers 404', async () => {
    for (const path of ['//locations/abc', `//locations/${id}`, '/locations//abc']) {
      const answer = await server.request('GET', `${path}?version_number=1`);
      const problem = assertProblem(answer, 'route-not-found', path);
      assert.deepEqual(problem.collections, COLLECTIONS);
    }
  });

  test('an absolute-form request target is routed by its path', async () => {
    const answer = await server.request('GET', `http://fieldlog.example/locations/${id}?version_number=1`);
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.json().data.id, id);
  });

  test('a request target that is neither a path nor an absolute URL answers 400 path-malformed', async () => {
    for (const target of ['ftp://fieldlog.example/locations', 'http://[::1/locations']) {
      const answer = await server.request('GET', target);
      const problem = assertProblem(answer, 'path-malformed', '/');
      assert.match(problem.detail, /neither a path nor an absolute http URL/);
    }
  });
});

describe('methods on known paths', () => {
  test('a known path with the wrong method answers 405 with Allow and the same list in allowed', async () => {
    const cases: [string, string, string[]][] = [
      ['PUT', '/locations', ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS']],
      ['PATCH', '/readings', ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS']],
      ['POST', `/locations/${id}`, ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']],
      ['DELETE', '/healthz', ['GET', 'HEAD', 'OPTIONS']],
      ['POST', '/', ['GET', 'HEAD', 'OPTIONS']],
      ['PROPFIND', '/locations', ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS']],
    ];
    for (const [method, path, allowed] of cases) {
      const answer = await server.request(method, path);
      const problem = assertProblem(answer, 'method-not-allowed', path);
      assert.equal(answer.headers.allow, allowed.join(', '), `${method} ${path}`);
      assert.deepEqual(problem.allowed, allowed);
      assert.equal(problem.method, method);
      assert.ok(problem.detail.startsWith(`${method} is not allowed on ${path}`), problem.detail);
    }
  });

  test('OPTIONS answers 204 with Allow and no body', async () => {
    const cases: [string, string][] = [
      // DELETE: what a filter matches, for admins (issue 21).
      ['/locations', 'GET, HEAD, POST, DELETE, OPTIONS'],
      [`/locations/${id}`, 'GET, HEAD, PUT, PATCH, DELETE, OPTIONS'],
      ['/readings/anything', 'GET, HEAD, PUT, PATCH, DELETE, OPTIONS'],
      ['/healthz', 'GET, HEAD, OPTIONS'],
      ['/', 'GET, HEAD, OPTIONS'],
    ];
    for (const [path, allow] of cases) {
      const answer = await server.request('OPTIONS', path);
      assert.equal(answer.status, 204, `${path}: ${answer.text}`);
      assert.equal(answer.headers.allow, allow, path);
      assert.equal(answer.text, '');
      assert.ok(answer.headers['x-request-id']);
    }
  });

  test('OPTIONS on an unknown path answers 404', async () => {
    const answer = await server.request('OPTIONS', '/widgets');
    assertProblem(answer, 'route-not-found', '/widgets');
  });

  test('HEAD answers the headers of GET, the same Content-Length included, without a body', async () => {
    const targets = [
      `/locations/${id}?version_number=1`,
      '/locations?version_number=1',
      '/',
      '/healthz',
      '/widgets',
      '/locations/missing?version_number=1',
      `/locations/${id}.xml?version_number=1`,
    ];
    for (const target of targets) {
      const headers = { 'x-request-id': 'head-vs-get' };
      const get = await server.request('GET', target, { headers });
      const head = await server.request('HEAD', target, { headers });
      assert.equal(head.status, get.status, target);
      assert.equal(head.text, '', `${target}: HEAD has no body`);
      assert.ok(get.text.length > 0);
      for (const name of ['content-type', 'content-length', 'vary', 'x-request-id', 'allow']) {
        assert.equal(head.headers[name], get.headers[name], `${target}: ${name}`);
      }
      assert.equal(Number(get.headers['content-length']), Buffer.byteLength(get.text), target);
    }
  });

  test('HEAD never changes data', async () => {
    const before = await countLocations();
    const answer = await server.request('HEAD', `/locations/${id}?version_number=1&_method=DELETE`);
    assert.equal(answer.status, 400);
    assert.equal(answer.text, '');
    assert.equal(await countLocations(), before);
  });
});

describe('path segments and query strings', () => {
  test('percent-encoded identifiers are decoded before lookup', async () => {
    const everyCharacter = [...id].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');
    for (const encoded of [`%30${id.slice(1)}`, everyCharacter, everyCharacter.toLowerCase()]) {
      const answer = await server.request('GET', `/locations/${encoded}?version_number=1`);
      assert.equal(answer.status, 200, `${encoded}: ${answer.text}`);
      assert.equal(answer.json().data.id, id);
    }
    const collection = await server.request('GET', '/%6Cocations?version_number=1');
    assert.equal(collection.status, 200, collection.text);
  });

  test('an encoded slash stays inside its segment', async () => {
    const answer = await server.request('GET', `/locations/a%2F${id}?version_number=1`);
    const problem = assertProblem(answer, 'resource-not-found', `/locations/a%2F${id}`);
    assert.equal(problem.id, `a/${id}`);
  });

  test('a malformed percent-escape answers 400 path-malformed naming the segment', async () => {
    for (const [path, segment] of [
      ['/locations/%E0%A4%A', '%E0%A4%A'],
      ['/locations/%zz', '%zz'],
      ['/locations/%C0%80', '%C0%80'],
      ['/%/locations', '%'],
    ]) {
      const answer = await server.request('GET', `${path!}?version_number=1`);
      const problem = assertProblem(answer, 'path-malformed', path!);
      assert.equal(problem.segment, segment);
      assert.ok(problem.detail.includes(segment!), problem.detail);
    }
    const health = await server.request('GET', '/healthz');
    assert.equal(health.status, 200, 'the server is still up');
  });

  test('one trailing slash is ignored', async () => {
    const list = await server.request('GET', '/locations/?version_number=1');
    assert.equal(list.status, 200, list.text);
    assert.ok(Array.isArray(list.json().data));
    const one = await server.request('GET', `/locations/${id}/?version_number=1`);
    assert.equal(one.status, 200, one.text);
    assert.equal(one.json().data.id, id);
  });

  test('POST with parameters in the query string answers 400 parameters-in-url naming them, and stores nothing', async () => {
    const before = await countLocations();
    const answer = await server.request('POST', '/locations?version_number=1&longitude=7', { json: LOCATION_V1 });
    const problem = assertProblem(answer, 'parameters-in-url', '/locations');
    assert.deepEqual(problem.parameters, ['version_number', 'longitude']);
    assert.match(problem.detail, /version_number, longitude/);
    assert.match(problem.detail, /body/);
    for (const method of ['PUT', 'PATCH']) {
      const update = await server.request(method, `/locations/${id}?version_number=1`, { json: LOCATION_V1 });
      const misplaced = assertProblem(update, 'parameters-in-url', `/locations/${id}`);
      assert.deepEqual(misplaced.parameters, ['version_number']);
      assert.ok(misplaced.detail.startsWith(method), misplaced.detail);
    }
    assert.equal(await countLocations(), before);
  });

  test('an extra query parameter on GET /locations/{id} answers 422 unknown', async () => {
    const answer = await server.request('GET', `/locations/${id}?version_number=1&longitude=7&colour=red`);
    const problem = assertProblem(answer, 'invalid-parameters', `/locations/${id}`);
    assert.deepEqual(
      problem.errors.map((e: any) => [e.parameter, e.code]),
      [
        ['longitude', 'unknown'],
        ['colour', 'unknown'],
      ],
    );
    const colour = problem.errors.find((e: any) => e.parameter === 'colour');
    assert.equal(colour.received, 'red');
    assert.equal(typeof colour.message, 'string');
    assert.equal(typeof colour.expected, 'string');
    assert.match(problem.detail, /longitude, colour/);
  });

  test('routes outside the registry refuse parameters rather than ignore them', async () => {
    const answer = await server.request('GET', '/healthz?verbose=1');
    const problem = assertProblem(answer, 'invalid-parameters', '/healthz');
    assert.deepEqual(
      problem.errors.map((e: any) => [e.parameter, e.code]),
      [['verbose', 'unknown']],
    );
  });
});
