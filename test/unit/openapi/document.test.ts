// The generated OpenAPI document's shape (issue 4): driven by the registry and the route table, so a
// new call, version or route is covered here without new test code.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { createApp } from '../../../src/app.js';
import type { RouteDefinition } from '../../../src/contract/route.js';
import { buildOpenApiDocument, newestVersion, toTemplate } from '../../../src/openapi/index.js';
import { openStore } from '../../../src/storage/index.js';
import type { Store } from '../../../src/storage/index.js';
import { Validator } from '../../../src/versioning/index.js';
import type { Registry } from '../../../src/versioning/index.js';

let store: Store;
let registry: Registry;
let routes: RouteDefinition[];
let document: OpenAPIObject;
const schemas = () => document.components!.schemas as Record<string, any>;
const operation = (path: string, method: string): any => (document.paths as any)[path]?.[method.toLowerCase()];

before(async () => {
  store = await openStore(':memory:');
  const app = createApp({ store });
  registry = app.registry;
  routes = app.router.routes().map((entry) => entry.value);
  document = buildOpenApiDocument(registry, routes);
});
after(() => store.close());

test('every route of the router is an operation, under its {param} template', () => {
  for (const route of routes) {
    const found = operation(toTemplate(route.path), route.method);
    assert.ok(found, `${route.method} ${route.path} is missing`);
    assert.equal(found.operationId, route.name);
  }
});

test('every path has OPTIONS, and every path with PUT, PATCH or DELETE has a POST that overrides', () => {
  for (const [path, item] of Object.entries(document.paths as Record<string, any>)) {
    assert.ok(item.options?.responses['204'], `OPTIONS ${path}`);
    const overridden = ['put', 'patch', 'delete'].filter((m) => m in item);
    if (overridden.length === 0) continue;
    // One variant is referenced alone; several are a oneOf.
    const body = item.post.requestBody.content['application/json'].schema;
    const variants = (body.oneOf ?? [body]).map((r: any) => schemas()[r.$ref.split('/').pop()]);
    assert.deepEqual(
      // A create's batch bodies (arrays) carry no _method; /readings and /locations have their own POST and a DELETE (issue 21).
      [...new Set(variants.filter((v: any) => v.properties?._method !== undefined).map((v: any) => v.properties._method.const))].sort(),
      overridden.map((m) => m.toUpperCase()).sort(),
    );
    // A path with a POST of its own (signing in at /session) answers that POST without `_method`.
    const ownPost = routes.some((r) => r.method === 'POST' && toTemplate(r.path) === path);
    if (!ownPost) assert.ok(item.post.responses['405'], `POST ${path} without _method is 405`);
  }
});

describe('every version of every call', () => {
  test('has its item schema: id, exactly its fields, the timestamps, who wrote it', () => {
    for (const call of registry.calls().filter((c) => c.kind === 'resource')) {
      for (const version of call.versions) {
        const item = schemas()[`${call.name}.v${version.version}`];
        assert.ok(item, `${call.name} v${version.version}`);
        assert.deepEqual(Object.keys(item.properties), [
          'id',
          ...Object.keys(version.parameters),
          'created_at',
          'updated_at',
          'created_by',
          'updated_by',
        ]);
      }
    }
  });

  test('has an answer envelope naming it in meta.action and meta.version_number', () => {
    const envelopes = Object.values(schemas())
      .map((schema) => schema.properties?.meta?.properties)
      .filter(Boolean);
    // A call whose routes answer files alone (the exports, issue 20) has no envelope to name it.
    const filesOnly = (name: string) => {
      const own = routes.filter((route) => route.call === name);
      return own.length > 0 && own.every((route) => route.response?.kind === 'raw');
    };
    const calls = registry.calls();
    assert.deepEqual(
      calls.filter((call) => filesOnly(call.name)).map((call) => call.name),
      ['location-export', 'reading-export'],
    );
    for (const call of calls.filter((call) => !filesOnly(call.name))) {
      for (const version of call.versions) {
        assert.ok(
          envelopes.some((meta) => meta.action?.const === call.name && meta.version_number?.const === version.version),
          `${call.name} v${version.version}`,
        );
      }
    }
  });

  test("has request bodies that are exactly the validator's schemas plus version_number and action", () => {
    const validator = new Validator(registry);
    for (const route of routes.filter((r) => r.call !== undefined && ['POST', 'PUT', 'PATCH'].includes(r.method))) {
      const body = operation(toTemplate(route.path), route.method).requestBody.content['application/json'].schema;
      // A create that also takes batches (bulk ingest, issue 7) lists the batch arrays after the objects.
      const batches =
        route.batch === undefined ? [] : registry.getCall(route.batch.call).versions.map((v) => `${route.batch!.call}.v${v.version}.body`);
      const variants = (body.oneOf ?? [body])
        .filter((r: any) => !batches.includes(r.$ref.split('/').pop()))
        .map((r: any) => schemas()[r.$ref.split('/').pop()])
        // The bodies of a POST standing for another method (`_method`) are that method's call's.
        .filter((v: any) => route.method !== 'POST' || v.properties._method === undefined);
      const versions = registry.getCall(route.call!).versions;
      assert.equal(variants.length, versions.length, `${route.method} ${route.path}: one schema per version`);
      versions.forEach((version, i) => {
        const variant = variants[i];
        assert.equal(variant.properties.version_number.const, version.version);
        const expected = validator.schemaFor(version, route.input) as any;
        const stripped = Object.fromEntries(
          Object.entries(variant.properties as Record<string, any>)
            .filter(([name]) => name !== 'version_number' && name !== 'action')
            .map(([name, s]) => {
              const { description, examples, ...rest } = s;
              return [name, rest];
            }),
        );
        assert.deepEqual(stripped, expected.properties);
        assert.deepEqual(variant.required, ['version_number', ...expected.required]);
        assert.equal(variant.additionalProperties, false);
        for (const name of Object.keys(version.parameters)) {
          if (route.input === 'none') continue;
          assert.match(variant.properties[name].description, new RegExp(escapeRegExp(version.parameters[name]!.description)));
        }
      });
    }
  });

  test('is a document of its own, holding only that version', () => {
    for (let version = 1; version <= newestVersion(registry); version++) {
      const single = buildOpenApiDocument(registry, routes, { version });
      const numbers = JSON.stringify(single).match(/"version_number":\{"type":"integer","const":\d+/g) ?? [];
      assert.ok(numbers.length > 0);
      for (const found of numbers) assert.ok(found.endsWith(`:${version}`), found);
      for (const call of registry.calls()) {
        const names = Object.keys(single.components!.schemas!).filter((n) => n.startsWith(`${call.name}.v`));
        for (const name of names) assert.ok(name.startsWith(`${call.name}.v${version}`), name);
      }
    }
  });
});

test('every problem status a route lists is a response with problem+json and problem+xml', () => {
  for (const item of Object.values(document.paths as Record<string, any>)) {
    for (const op of Object.values(item) as any[]) {
      for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
        if (Number(status) < 400) continue;
        const resolved = response.$ref === undefined ? response : (document.components!.responses as any)[response.$ref.split('/').pop()];
        assert.ok(
          resolved.content['application/problem+json'] && resolved.content['application/problem+xml'],
          `${op.operationId} ${status}`,
        );
        assert.ok(resolved.headers['X-Request-Id']);
        assert.ok(resolved.headers.traceparent, `${op.operationId} ${status} names no traceparent`);
        if (status === '405') assert.ok(resolved.headers.Allow);
      }
    }
  }
});

test('every operation takes a traceparent and every answer names its span (W3C Trace Context, issue 21)', () => {
  const components = document.components as Record<string, any>;
  assert.equal(components.parameters.traceparent.in, 'header');
  const pattern = new RegExp(components.headers.traceparent.schema.pattern);
  assert.match('00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01', pattern);
  let operations = 0;
  for (const item of Object.values(document.paths as Record<string, any>)) {
    for (const [method, op] of Object.entries(item) as [string, any][]) {
      if (method === 'options') continue;
      operations++;
      const names = (op.parameters ?? []).map((p: any) => p.$ref);
      assert.ok(names.includes('#/components/parameters/traceparent'), `${op.operationId} takes no traceparent`);
      for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
        const resolved = response.$ref === undefined ? response : components.responses[response.$ref.split('/').pop()];
        if (Number(status) >= 200 && resolved.headers !== undefined) assert.ok(resolved.headers.traceparent, `${op.operationId} ${status}`);
      }
    }
  }
  assert.ok(operations > 20);
});

test('every example in the document is valid against its own schema', () => {
  const ajv = new Ajv2020({ strict: false });
  formatsModule.default(ajv, ['date-time']);
  ajv.addSchema(document as any, 'openapi');
  let checked = 0;
  const walk = (node: any, pointer: string): void => {
    if (node === null || typeof node !== 'object') return;
    if (node.schema !== undefined && node.examples !== undefined && !Array.isArray(node.examples)) {
      for (const [name, example] of Object.entries(node.examples as Record<string, any>)) {
        const validate = ajv.compile({ $ref: `openapi#${pointer}/schema` });
        assert.ok(validate(example.value), `${pointer} example ${name}: ${ajv.errorsText(validate.errors)}`);
        checked++;
      }
    }
    if (Array.isArray(node.examples) && node.type !== undefined && !pointer.includes('/examples')) {
      const validate = ajv.compile({ $ref: `openapi#${pointer}` });
      for (const example of node.examples) {
        assert.ok(validate(example), `${pointer}: ${JSON.stringify(example)} ${ajv.errorsText(validate.errors)}`);
        checked++;
      }
    }
    for (const [key, value] of Object.entries(node)) walk(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  walk(document, '');
  assert.ok(checked > 50, `only ${checked} examples found`);
});

describe("access (INTERFACE.md §8), from each route's own declaration", () => {
  const requirement = (access: string) => (access === 'public' ? [] : [{ bearerKey: [access] }, { sessionCookie: [access] }]);
  const RANK: Record<string, number> = { public: 0, read: 1, write: 2, admin: 3 };
  /** A response, through its $ref, and the problem types its problem+json schema names. */
  const resolve = (doc: OpenAPIObject, response: any): any =>
    response?.$ref === undefined ? response : (doc.components!.responses as any)[response.$ref.split('/').pop()];
  const problemTypes = (doc: OpenAPIObject, response: any): string[] => {
    const schema = resolve(doc, response)?.content?.['application/problem+json']?.schema;
    if (schema === undefined) return [];
    return (schema.oneOf ?? [schema]).map((r: any) =>
      r.$ref
        .split('/')
        .pop()
        .replace(/^problem\./, ''),
    );
  };
  /** The routes a documented operation stands for: its own, and for a POST those `_method` reaches. */
  const routesOf = (doc: OpenAPIObject, template: string, method: string): RouteDefinition[] => {
    const onPath = routes.filter((r) => toTemplate(r.path) === template && (doc.paths as any)[template]?.[r.method.toLowerCase()]);
    const own = onPath.filter((r) => r.method === method);
    const overridden = method === 'POST' ? onPath.filter((r) => ['PUT', 'PATCH', 'DELETE'].includes(r.method)) : [];
    return [...own, ...overridden];
  };

  test('components.securitySchemes: an API key as a bearer token, and the session cookie', () => {
    const schemes = document.components!.securitySchemes as Record<string, any>;
    assert.deepEqual(Object.keys(schemes).sort(), ['bearerKey', 'sessionCookie']);
    assert.equal(schemes.bearerKey.type, 'http');
    assert.equal(schemes.bearerKey.scheme, 'bearer');
    assert.match(schemes.bearerKey.bearerFormat, /^fl_/);
    assert.match(schemes.bearerKey.description, /npm run keys -- create --name NAME --scope read\|write\|admin/);
    assert.deepEqual(
      { type: schemes.sessionCookie.type, in: schemes.sessionCookie.in, name: schemes.sessionCookie.name },
      { type: 'apiKey', in: 'cookie', name: 'fieldlog_session' },
    );
    assert.match(schemes.sessionCookie.description, /\/session\/new/);
    // No top-level default: each operation says what it needs, from its route.
    assert.equal(document.security, undefined);
  });

  test("every route's operation, in the whole document and in each version's: security, 401, 403 and the sign-in 303 follow its access", () => {
    const versions = Array.from({ length: newestVersion(registry) }, (_, i) => i + 1);
    for (const doc of [document, ...versions.map((version) => buildOpenApiDocument(registry, routes, { version }))]) {
      let checked = 0;
      for (const route of routes) {
        const template = toTemplate(route.path);
        const op = (doc.paths as any)[template]?.[route.method.toLowerCase()];
        if (op === undefined) continue; // a call this version lacks
        checked++;
        const where = `${route.method} ${route.path} (${route.access})`;
        const standsFor = routesOf(doc, template, route.method);
        const needed = standsFor.map((r) => r.access).filter((a) => a !== 'public');
        if (standsFor.length === 1) assert.deepEqual(op.security, requirement(route.access), where);
        const credential = needed.length > 0;
        assert.equal(
          problemTypes(doc, op.responses['401']).includes('authentication-required') &&
            problemTypes(doc, op.responses['401']).includes('credentials-invalid'),
          credential,
          `${where}: 401`,
        );
        // Every credential holds read at least, so only write and admin routes can answer 403 scope-insufficient.
        assert.equal(
          problemTypes(doc, op.responses['403']).includes('scope-insufficient'),
          needed.some((a) => RANK[a]! > RANK.read!),
          `${where}: 403`,
        );
        assert.equal(/sign-in form/.test(op.responses['303']?.description ?? ''), credential, `${where}: 303 to sign in`);
        if (credential) {
          const challenge = resolve(doc, op.responses['401']).headers['WWW-Authenticate'];
          assert.equal(challenge.required, true, where);
          assert.match(challenge.description, /Bearer realm="fieldlog"/);
        }
        // A POST that also stands for another method of other access (DELETE /readings, admin) says what each needs.
        const mixed = new Set(standsFor.map((r) => r.access)).size > 1;
        assert.match(
          op.description,
          mixed
            ? new RegExp(`${route.method} ${route.access === 'public' ? 'needs no credential' : `needs the ${route.access} scope`}`)
            : route.access === 'public'
              ? /Needs no credential\./
              : new RegExp(`Needs the ${route.access} scope`),
          where,
        );
      }
      assert.ok(checked > 10, `only ${checked} operations`);
      for (const [template, item] of Object.entries(doc.paths as Record<string, any>)) {
        assert.deepEqual(item.options.security, [], `OPTIONS ${template} needs no credential`);
        for (const [method, op] of Object.entries(item as Record<string, any>))
          assert.ok(Array.isArray(op.security), `${method} ${template}`);
      }
    }
  });

  test('a POST standing for PUT, PATCH or DELETE carries the access of the methods it stands for', () => {
    let checked = 0;
    for (const [template, item] of Object.entries(document.paths as Record<string, any>)) {
      const overridden = routes.filter((r) => toTemplate(r.path) === template && ['PUT', 'PATCH', 'DELETE'].includes(r.method));
      if (overridden.length === 0) continue;
      checked++;
      const own = routes.find((r) => toTemplate(r.path) === template && r.method === 'POST');
      const all = [...(own === undefined ? [] : [own]), ...overridden];
      const needed = all.map((r) => r.access).filter((a) => a !== 'public');
      const least = needed.reduce((a, b) => (RANK[b]! < RANK[a]! ? b : a), needed[0] ?? 'public');
      const expected = needed.length === all.length ? requirement(least) : needed.length === 0 ? [] : [{}, ...requirement(least)];
      assert.deepEqual(item.post.security, expected, `POST ${template}`);
      if (needed.length > 0) assert.ok(problemTypes(document, item.post.responses['401']).includes('authentication-required'), template);
    }
    assert.ok(checked >= 2);
  });

  test("changing a route's declared access changes its operation, and nothing else decides it", () => {
    const target = routes.find((r) => r.access === 'read' && r.call !== undefined)!;
    const changed = routes.map((r) => (r === target ? { ...r, access: 'admin' as const } : r));
    const op = (buildOpenApiDocument(registry, changed).paths as any)[toTemplate(target.path)][target.method.toLowerCase()];
    assert.deepEqual(op.security, requirement('admin'));
    assert.match(op.description, /Needs the admin scope/);
    const opened = routes.map((r) => (r === target ? { ...r, access: 'public' as const } : r));
    const open = (buildOpenApiDocument(registry, opened).paths as any)[toTemplate(target.path)][target.method.toLowerCase()];
    assert.deepEqual(open.security, []);
    assert.equal(open.responses['401'], undefined);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test("a collection's POST documents every body it takes, its own and the overrides', with the newest create's example first", () => {
  for (const collection of ['locations', 'readings']) {
    const body = operation(`/${collection}`, 'POST').requestBody;
    // Bulk ingest's NDJSON and CSV (issue 20) stay beside the `_method=DELETE` variant of the purge (issue 21).
    assert.deepEqual(Object.keys(body.content).sort(), [
      'application/json',
      'application/x-ndjson',
      'application/x-www-form-urlencoded',
      'application/xml',
      'text/csv',
    ]);
    const singular = collection.slice(0, -1);
    const first = Object.keys(body.content['application/json'].examples)[0];
    assert.equal(first, `${singular}.v${newestVersion(registry)}.all`, "Swagger UI's try-it-out fills the body with the first example");
  }
});
