// The served OpenAPI document, Swagger UI's files and the changelog (issue 4), over real HTTP.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator as OpenApiValidator } from '@seriousme/openapi-schema-validator';
import { parse as parseYaml } from 'yaml';
import { getContractChecker } from '../support/contract.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

async function lint(document: unknown): Promise<{ errors: string[]; warnings: string[] }> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: '/openapi.json', config });
  const describe = (p: (typeof problems)[number]) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`;
  // Signing in and out answer only 303 (RFC 9110 §15.4.4: a reload never signs in twice), so their
  // operations have no 2xx by design; the rule holds for every other operation.
  const kept = problems.filter((p) => !(p.ruleId === 'operation-2xx-response' && redirectsOnly(document, p.location[0]?.pointer)));
  return {
    errors: kept.filter((p) => p.severity === 'error').map(describe),
    warnings: kept.filter((p) => p.severity === 'warn').map(describe),
  };
}

/** Whether the responses at `pointer` (#/paths/…/responses) hold a 3xx and no 2xx. */
function redirectsOnly(document: any, pointer: string | undefined): boolean {
  if (pointer === undefined) return false;
  const responses = pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  const statuses = Object.keys(responses ?? {});
  return statuses.some((s) => /^3\d\d$/.test(s)) && !statuses.some((s) => /^2/.test(s));
}

describe('GET /openapi.json', () => {
  test('is the generated document, and an independent validator finds it valid OpenAPI 3.1', async () => {
    const answer = await server.request('GET', '/openapi.json');
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /^application\/json/);
    const document = answer.json();
    assert.equal(document.openapi, '3.1.0');
    assert.deepEqual(document, JSON.parse(JSON.stringify((await getContractChecker()).document)));
    const validator = new OpenApiValidator();
    const result = await validator.validate(document);
    assert.equal(validator.version, '3.1');
    assert.ok(result.valid, JSON.stringify(result.errors, null, 1)?.slice(0, 2000));
  });

  test("passes Redocly's recommended rules with no errors and no warnings", async () => {
    const { errors, warnings } = await lint((await server.request('GET', '/openapi.json')).json());
    assert.deepEqual(errors, []);
    assert.deepEqual(warnings, []);
  });

  test('?version_number=N holds version N only, and is valid and lint-clean too', async () => {
    const home = (await server.request('GET', '/')).json();
    const versions = [...new Set<number>(home.data.calls.flatMap((c: { versions: number[] }) => c.versions))];
    for (const version of versions) {
      const document = (await server.request('GET', `/openapi.json?version_number=${version}`)).json();
      assert.equal(document.info.version, String(version));
      assert.ok((await new OpenApiValidator().validate(document)).valid);
      assert.deepEqual((await lint(document)).errors, []);
      const items = Object.keys(document.components.schemas).filter((n) => /^[a-z-]+\.v\d+$/.test(n));
      assert.ok(items.length > 0);
      for (const name of items) assert.ok(name.endsWith(`.v${version}`), name);
    }
  });

  test('a version no call has is 400 version-unsupported; a non-number is 400 version-invalid', async () => {
    const unsupported = await server.request('GET', '/openapi.json?version_number=99');
    assert.equal(unsupported.status, 400);
    assert.equal(unsupported.json().type, '/problems/version-unsupported');
    const invalid = await server.request('GET', '/openapi.json?version_number=one');
    assert.equal(invalid.json().type, '/problems/version-invalid');
    const unknown = await server.request('GET', '/openapi.json?format=yaml');
    assert.equal(unknown.status, 422);
  });

  test('/openapi.yaml is the same document in YAML', async () => {
    const answer = await server.request('GET', '/openapi.yaml?version_number=1');
    assert.equal(answer.status, 200);
    assert.match(String(answer.headers['content-type']), /^application\/yaml/);
    assert.deepEqual(parseYaml(answer.text), (await server.request('GET', '/openapi.json?version_number=1')).json());
  });

  test('HEAD answers the headers without the body', async () => {
    const answer = await server.request('HEAD', '/openapi.json');
    assert.equal(answer.status, 200);
    assert.equal(answer.text, '');
    assert.ok(Number(answer.headers['content-length']) > 10_000);
  });
});

describe('GET /docs', () => {
  test("is Swagger UI from the installed package, with a picker listing every version's document", async () => {
    const page = await server.request('GET', '/docs', { headers: { accept: 'text/html' } });
    assert.equal(page.status, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    assert.ok(
      sources.every((s) => s.startsWith('/')),
      `no CDN: ${sources.join(', ')}`,
    );
    const initializer = await server.request('GET', '/docs/assets/initializer.js');
    assert.match(initializer.text, /"url":"\/openapi\.json\?version_number=1"/);
    assert.match(initializer.text, /StandaloneLayout/);
  });

  test('serves each asset the page names with its media type', async () => {
    const page = await server.request('GET', '/docs');
    const assets = [...page.text.matchAll(/(?:src|href)="(\/docs\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    assert.ok(assets.length >= 4);
    const expected: Record<string, RegExp> = { css: /^text\/css/, js: /^text\/javascript/, png: /^image\/png/ };
    for (const path of assets) {
      const answer = await server.request('GET', path);
      assert.equal(answer.status, 200, path);
      assert.match(String(answer.headers['content-type']), expected[path.split('.').pop()!]!, path);
      assert.ok(answer.text.length > 100, path);
    }
  });

  test('a file the package does not ship, or a path outside it, is 404', async () => {
    assert.equal((await server.request('GET', '/docs/assets/package.json')).status, 404);
    assert.equal((await server.request('GET', '/docs/assets/..%2F..%2Fpackage.json')).status, 404);
    assert.equal((await server.request('GET', '/docs/assets/index.html')).status, 404);
  });
});

describe('GET /changes', () => {
  test('lists what each version of each call added, from the registry', async () => {
    const changes = (await server.request('GET', '/changes')).json().data;
    const location = changes.find((c: { call: string }) => c.call === 'location');
    assert.deepEqual(location.versions, [1, 2, 3]);
    assert.deepEqual(
      location.changes[0].added.map((p: { name: string }) => p.name),
      ['speed', 'timestamp'],
    );
    assert.equal(location.changes[0].added[0].unit, 'metres per second');
    assert.deepEqual(
      location.changes[1].added.map((p: { name: string }) => p.name),
      ['device', 'accuracy'],
    );
  });

  test('is a page for people, and XML for programs', async () => {
    const page = await server.request('GET', '/changes', { headers: { accept: 'text/html' } });
    assert.match(page.text, /Version 1 → 2/);
    assert.match(page.text, /<code>speed<\/code>/);
    const xml = await server.request('GET', '/changes.xml');
    assert.match(xml.text, /<call>reading<\/call>/);
  });
});
