// What the OpenAPI document says about access (INTERFACE.md §8, issue 17) is what the server answers,
// for every route of the router and every POST that `_method` turns into PUT, PATCH or DELETE: each
// operation's `security` names the scope its route declares, and a request without a credential, with
// one that is not valid, with one of too small a scope, or for a page without a session gets the 401,
// 403 or 303 the document lists. Every answer here also passes test/support/contract.ts, so each
// refusal is held to its documented schema and headers (WWW-Authenticate on a 401), and the sign-in
// 303 of every operation that needs a credential is produced (the coverage floor asks for it). The
// list of routes is the router's: a new route is covered without a line here.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { RouteDefinition } from '../../src/contract/route.js';
import { toTemplate } from '../../src/openapi/index.js';
import { getContractChecker } from '../support/contract.js';
import { startServer } from '../support/server.js';
import type { Answer, RequestOptions, TestServer } from '../support/server.js';
import { createApp } from '../../src/app.js';
import { openStore } from '../../src/storage/index.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCOPES = ['read', 'write', 'admin'] as const;
type Scope = (typeof SCOPES)[number];

let server: TestServer;
let routes: RouteDefinition[];
const keys = new Map<Scope, string>();

/** `npm run keys -- create`, as an operator would: the key is the last line it prints. */
function createKey(scope: Scope): string {
  const made = spawnSync('npm', ['run', '-s', 'keys', '--', 'create', '--name', `openapi-${scope}`, '--scope', scope], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: server.databaseUrl },
    encoding: 'utf8',
  });
  assert.equal(made.status, 0, made.stderr);
  return made.stdout.trimEnd().split('\n').at(-1)!;
}

before(async () => {
  server = await startServer();
  for (const scope of SCOPES) keys.set(scope, createKey(scope));
  // Keys exist before the first request, so the server (open on loopback until one exists) enforces.
  const store = await openStore(':memory:');
  try {
    routes = createApp({ store })
      .router.routes()
      .map((entry) => entry.value);
  } finally {
    await store.close();
  }
});
after(() => server.close());

/** A path the route matches; the refusals come before the handler, so the values need not exist. */
function pathOf(route: RouteDefinition): string {
  const values: Record<string, string> = { id: 'no-such-id', file: 'missing.css', type: 'rate-limited' };
  return route.path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? 'x');
}

function bodyOf(method: string): RequestOptions {
  return ['POST', 'PUT', 'PATCH'].includes(method) ? { json: { version_number: 1 } } : {};
}

const RANK: Record<string, number> = { public: 0, read: 1, write: 2, admin: 3 };

/** The scope just below `access`: a credential that is valid but too small; undefined for read. */
function smaller(access: string): Scope | undefined {
  return SCOPES.find((scope) => RANK[scope] === RANK[access]! - 1);
}

function problemType(answer: Answer): string {
  return answer.json().type;
}

async function refusals(method: string, path: string, access: string, options: RequestOptions, where: string): Promise<void> {
  const none = await server.request(method, path, options);
  const bad = await server.request(method, path, { ...options, headers: { authorization: `Bearer fl_${'A'.repeat(43)}` } });
  const page = await server.request(method, path, { ...options, headers: { accept: 'text/html' } });
  if (access === 'public') {
    for (const answer of [none, bad, page]) assert.ok(![401, 403].includes(answer.status), `${where}: ${answer.status}`);
    return;
  }
  assert.equal(none.status, 401, where);
  assert.equal(problemType(none), '/problems/authentication-required', where);
  assert.match(String(none.headers['www-authenticate']), /^Bearer realm="fieldlog"/, where);
  assert.equal(bad.status, 401, where);
  assert.equal(problemType(bad), '/problems/credentials-invalid', where);
  assert.equal(page.status, 303, where);
  assert.match(String(page.headers.location), /^\/session\/new\?next=/, where);
  const below = smaller(access);
  if (below !== undefined) {
    const small = await server.request(method, path, { ...options, headers: { authorization: `Bearer ${keys.get(below)}` } });
    assert.equal(small.status, 403, where);
    assert.equal(problemType(small), '/problems/scope-insufficient', where);
  }
}

test("every route's operation names its access in `security`, and is answered the refusals the document lists", async () => {
  const document = (await server.request('GET', '/openapi.json')).json();
  assert.deepEqual(document, JSON.parse(JSON.stringify((await getContractChecker()).document)));
  for (const route of routes) {
    const where = `${route.method} ${route.path} (${route.access})`;
    const operation = document.paths[toTemplate(route.path)][route.method.toLowerCase()];
    assert.deepEqual(
      operation.security,
      route.access === 'public' ? [] : [{ bearerKey: [route.access] }, { sessionCookie: [route.access] }],
      where,
    );
    await refusals(route.method, pathOf(route), route.access, bodyOf(route.method), where);
  }
});

test('a POST that `_method` turns into PUT, PATCH or DELETE is refused as the method it stands for', async () => {
  const document = (await server.request('GET', '/openapi.json')).json();
  let checked = 0;
  for (const route of routes.filter((r) => ['PUT', 'PATCH', 'DELETE'].includes(r.method))) {
    const template = toTemplate(route.path);
    if (routes.some((r) => r.method === 'POST' && toTemplate(r.path) === template)) continue;
    const where = `POST ${route.path} as ${route.method} (${route.access})`;
    const override = document.paths[template].post;
    assert.ok(
      override.security.some((r: Record<string, string[]>) => r.bearerKey?.[0] === route.access) || route.access === 'public',
      where,
    );
    await refusals('POST', pathOf(route), route.access, { form: { _method: route.method, version_number: 1 } }, where);
    checked++;
  }
  assert.ok(checked > 0);
});
