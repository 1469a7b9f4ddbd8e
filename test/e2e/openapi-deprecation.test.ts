// Issue 18: the OpenAPI documents say which call versions are deprecated. In the document of version
// 1, every operation of location and reading, and of the calls that mirror them, is `deprecated: true`;
// in the documents of versions 2 and 3 none is. The document of every version keeps each operation
// (versions 2 and 3 still serve it) and marks version 1's bodies and answers instead. Their successes
// name the Deprecation, Link and Sunset headers. The expectations are read off the registry.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Validator as OpenApiValidator } from '@seriousme/openapi-schema-validator';
import { createApp } from '../../src/app.js';
import type { RouteDefinition } from '../../src/contract/route.js';
import { toTemplate } from '../../src/openapi/index.js';
import { openStore } from '../../src/storage/index.js';
import type { Store } from '../../src/storage/index.js';
import type { Registry } from '../../src/versioning/index.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

type Json = any;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let server: TestServer;
let store: Store;
let registry: Registry;
let routes: RouteDefinition[];
const documents = new Map<string, Json>();

before(async () => {
  server = await startServer();
  store = await openStore(':memory:');
  const app = createApp({ store });
  registry = app.registry;
  routes = app.router.routes().map((entry) => entry.value);
  for (const query of ['', '?version_number=1', '?version_number=2', '?version_number=3']) {
    const answer = await server.request('GET', `/openapi.json${query}`);
    assert.equal(answer.status, 200);
    documents.set(query, answer.json());
  }
});
after(async () => {
  await store.close();
  await server.close();
});

const documentOf = (version?: number): Json => documents.get(version === undefined ? '' : `?version_number=${version}`);

/** Every operation of a document but OPTIONS (which no version speaks), keyed "METHOD /template". */
function operations(document: Json): Map<string, Json> {
  const found = new Map<string, Json>();
  for (const [path, item] of Object.entries<Json>(document.paths)) {
    for (const method of METHODS) if (item[method] !== undefined) found.set(`${method.toUpperCase()} ${path}`, item[method]);
  }
  return found;
}

/** Whether version N of a route's call is deprecated in the registry; false outside the registry or without version N. */
function deprecatedAt(route: RouteDefinition, version: number): boolean {
  return route.call !== undefined && registry.findVersion(route.call, version)?.deprecated !== undefined;
}

/** Version 1 of these is deprecated: the calls of location and reading, and the calls that mirror them. */
const EXPECTED_IN_VERSION_1 = [
  'GET /locations',
  'POST /locations',
  'GET /locations/{id}',
  'PUT /locations/{id}',
  'PATCH /locations/{id}',
  'DELETE /locations/{id}',
  'POST /locations/{id}',
  'GET /locations/search',
  'GET /locations/latest',
  'GET /locations/{id}/nearby',
  'GET /readings',
  'POST /readings',
  'GET /readings/{id}',
  'PUT /readings/{id}',
  'PATCH /readings/{id}',
  'DELETE /readings/{id}',
  'POST /readings/{id}',
  'GET /readings/search',
  'GET /readings/latest',
  'GET /readings/{id}/history',
  'GET /readings/summary',
];

describe('the document of version 1', () => {
  test('marks every operation of location and reading, and of their mirrors, deprecated: true', () => {
    const deprecated = [...operations(documentOf(1))].filter(([, op]) => op.deprecated === true).map(([key]) => key);
    for (const key of EXPECTED_IN_VERSION_1) assert.ok(deprecated.includes(key), key);
  });

  test('marks exactly the operations whose call is deprecated in version 1, read off the registry', () => {
    const ops = operations(documentOf(1));
    for (const route of routes) {
      const op = ops.get(`${route.method} ${toTemplate(route.path)}`);
      if (op === undefined || route.call === undefined) continue;
      assert.equal(op.deprecated === true, deprecatedAt(route, 1), `${route.method} ${route.path} (${route.call})`);
    }
    // The POST that stands for PUT, PATCH and DELETE through _method is deprecated with them.
    for (const [key, op] of ops) {
      if (!op.operationId.endsWith('-override')) continue;
      const path = key.split(' ')[1]!;
      const standsFor = routes.filter((r) => toTemplate(r.path) === path && ['PUT', 'PATCH', 'DELETE'].includes(r.method));
      assert.equal(op.deprecated === true, standsFor.length > 0 && standsFor.every((r) => deprecatedAt(r, 1)), key);
    }
  });

  test("says so in each deprecated operation's description, with the registry's advice", () => {
    const ops = operations(documentOf(1));
    for (const key of EXPECTED_IN_VERSION_1) {
      const collection = key.split('/')[1]!;
      const advice = registry.findVersion(collection === 'locations' ? 'location' : 'reading', 1)!.deprecated!.advice;
      assert.ok(ops.get(key).description.includes('**Version 1 is deprecated**'), key);
      assert.ok(ops.get(key).description.includes(advice), key);
    }
  });

  test('describes Deprecation, Link and Sunset on the successes of deprecated operations, in components.headers', () => {
    const document = documentOf(1);
    for (const name of ['Deprecation', 'Link', 'Sunset']) assert.ok(document.components.headers[name]?.description, name);
    assert.match(document.components.headers.Deprecation.description, /RFC 9745/);
    assert.match(document.components.headers.Sunset.description, /RFC 8594/);
    const ops = operations(document);
    for (const key of EXPECTED_IN_VERSION_1) {
      const successes = Object.entries<Json>(ops.get(key).responses).filter(([status]) => /^2/.test(status));
      assert.ok(successes.length > 0, key);
      for (const [status, response] of successes) {
        for (const name of ['Deprecation', 'Link', 'Sunset'])
          assert.deepEqual(response.headers?.[name], { $ref: `#/components/headers/${name}` }, `${key} ${status} ${name}`);
      }
    }
    // Bulk ingest answers 200 on the create's POST: it names them too.
    assert.ok(ops.get('POST /locations').responses['200'].headers.Deprecation);
  });

  test('is still valid OpenAPI 3.1', async () => {
    const validator = new OpenApiValidator();
    const result = await validator.validate(documentOf(1));
    assert.ok(result.valid, JSON.stringify(result.errors, null, 1)?.slice(0, 2000));
  });
});

describe('the documents of versions 2 and 3', () => {
  for (const version of [2, 3]) {
    test(`version ${version}: no operation is deprecated, and no answer names the deprecation headers`, () => {
      const document = documentOf(version);
      for (const [key, op] of operations(document)) {
        assert.equal(op.deprecated, undefined, key);
        for (const [status, response] of Object.entries<Json>(op.responses))
          assert.equal(response.headers?.Deprecation, undefined, `${key} ${status}`);
        assert.doesNotMatch(op.description ?? '', /is deprecated\*\*/, key);
      }
      assert.equal(document.components.headers?.Deprecation, undefined);
      const marked = Object.entries<Json>(document.components.schemas).filter(([, s]) => s.deprecated === true);
      assert.deepEqual(marked, []);
    });
  }
});

describe('the document of every version', () => {
  test('deprecates no operation, since versions 2 and 3 still serve each one', () => {
    for (const [key, op] of operations(documentOf())) assert.equal(op.deprecated, undefined, key);
  });

  test("marks version 1's bodies and answers of location, reading and their mirrors deprecated, and no later version's", () => {
    const schemas: Record<string, Json> = documentOf().components.schemas;
    for (const name of [
      'location.v1.all',
      'location.v1.partial',
      'location.v1.answer',
      'location-list.v1.answer',
      'reading.v1.all',
      'reading-batch.v1.body',
      'reading-summary.v1.answer',
    ]) {
      assert.equal(schemas[name]?.deprecated, true, name);
    }
    // Bodies and answers are marked; a representation (location.v1, location-nearby.v1.item) is not,
    // since other answers show it too.
    for (const [name, schema] of Object.entries(schemas)) {
      const match =
        name.match(/^([a-z-]+)\.v(\d+)\.(?:all|partial|none|answer|body|as-put|as-patch|as-delete)$/) ??
        name.match(/^([a-z-]+-batch)\.v(\d+)\.item$/);
      if (match === null) continue;
      const version = registry.findVersion(match[1]!, Number(match[2]));
      if (version === undefined) continue;
      assert.equal(schema.deprecated === true, version.deprecated !== undefined, name);
    }
  });

  test('says which version is deprecated in the operation and in version_number', () => {
    const op = operations(documentOf()).get('GET /locations/{id}');
    assert.match(op.description, /\*\*Version 1 is deprecated\*\* since \d{4}-\d{2}-\d{2}, with no end date yet: /);
    const versionNumber = op.parameters.find((p: Json) => p.name === 'version_number');
    assert.match(versionNumber.description, /Version 1 is deprecated/);
    const devices = operations(documentOf()).get('GET /devices/{id}');
    assert.doesNotMatch(devices.description, /deprecated/);
    // The headers are described, but not required: versions 2 and 3 answer the same operation without them.
    assert.notEqual(documentOf().components.headers.Deprecation.required, true);
  });
});
