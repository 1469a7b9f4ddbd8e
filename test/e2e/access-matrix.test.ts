// Every route × every kind of credential (issue 17, INTERFACE.md §8), generated from the routes'
// own `access` declarations: a route added tomorrow is in this matrix without anyone listing it.
// Each cell is the answer the contract gives: public routes never refuse; no credential is 401
// authentication-required; a revoked key, an expired session or a forged cookie is 401
// credentials-invalid, the same answer for each; a scope too small is 403 scope-insufficient; a
// scope large enough gets past the check (whatever the route then says about the empty request).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createApp } from '../../src/app.js';
import type { Access, RouteDefinition } from '../../src/contract/route.js';
import { openSqliteStore } from '../../src/storage/sqlite/database.js';
import { makeCredentials } from '../support/credentials.js';
import type { CredentialName, Credentials } from '../support/credentials.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const declarations = await openSqliteStore(':memory:');
// Signing out last: it ends the session the cells after it would send.
const ROUTES: RouteDefinition[] = createApp({ store: declarations })
  .router.routes()
  .map((entry) => entry.value)
  .sort((a, b) => Number(a.path === '/session' && a.method === 'DELETE') - Number(b.path === '/session' && b.method === 'DELETE'));
await declarations.close();

const SAMPLE_PARAMS: Record<string, string> = {
  id: '01M82WCNEXW9DQCC3MXG4DN1M8',
  type: 'rate-limited',
  file: 'fieldlog.css',
  name: 'nobody',
};
const RANK: Record<Access, number> = { public: 0, read: 1, write: 2, admin: 3 };
const CREDENTIALS: CredentialName[] = ['none', 'read', 'write', 'admin', 'revoked', 'expired-session', 'forged-cookie'];

type Expected = 'allowed' | 'authentication-required' | 'credentials-invalid' | 'scope-insufficient';

function expected(access: Access, credential: CredentialName, publicRead = false): Expected {
  if (access === 'public') return 'allowed';
  if (credential === 'none') return publicRead && access === 'read' ? 'allowed' : 'authentication-required';
  if (credential === 'revoked' || credential === 'expired-session' || credential === 'forged-cookie') return 'credentials-invalid';
  return RANK[credential] >= RANK[access] ? 'allowed' : 'scope-insufficient';
}

function target(route: RouteDefinition): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x');
}

interface Cell {
  status: number;
  type: string | undefined;
  www: unknown;
  location: string;
}

async function cell(server: TestServer, route: RouteDefinition, headers: Record<string, string>): Promise<Cell> {
  const body = route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} };
  const answer = await server.request(route.method, target(route), { headers: { Accept: 'application/json', ...headers }, ...body });
  const type = answer.headers['content-type']?.toString().startsWith('application/problem+json')
    ? (answer.json().type as string)
    : undefined;
  return {
    status: answer.status,
    type: type?.replace(/^.*\/problems\//, ''),
    www: answer.headers['www-authenticate'],
    location: String(answer.headers.location ?? ''),
  };
}

function judge(route: RouteDefinition, credential: string, want: Expected, got: Cell): void {
  const where = `${route.method} ${route.path} (access ${route.access}) with ${credential}`;
  if (want === 'allowed') {
    const toSignIn = got.status === 303 && got.location.startsWith('/session/new?next=');
    assert.ok(![401, 403].includes(got.status) && !toSignIn, `${where}: got ${got.status} ${got.type ?? ''}, wanted past the check`);
    return;
  }
  assert.equal(got.status, want === 'scope-insufficient' ? 403 : 401, `${where}: status`);
  assert.equal(got.type, want, `${where}: problem type`);
  if (got.status === 401) assert.match(String(got.www), /^Bearer realm="fieldlog"/, `${where}: WWW-Authenticate`);
}

let server: TestServer;
let credentials: Credentials;
before(async () => {
  server = await startServer({ rateLimit: { limit: 0 } });
  credentials = await makeCredentials(server);
});
after(() => server.close());

test('the route table declares access on every route, and it covers each kind', () => {
  assert.ok(ROUTES.length > 20);
  for (const route of ROUTES) assert.ok(['public', 'read', 'write', 'admin'].includes(route.access), `${route.method} ${route.path}`);
  const kinds = new Set(ROUTES.map((route) => route.access));
  for (const kind of ['public', 'read', 'write'] as const) assert.ok(kinds.has(kind), `some route is ${kind}`);
});

for (const credential of CREDENTIALS) {
  test(`every route with ${credential}: the answer its access declares`, async () => {
    for (const route of ROUTES)
      judge(route, credential, expected(route.access, credential), await cell(server, route, credentials.headers[credential]));
  });
}

test('people: a viewer reads but may not write, an editor writes, an admin does everything', async () => {
  for (const [role, scope] of [
    ['viewer', 'read'],
    ['editor', 'write'],
    ['admin', 'admin'],
  ] as const) {
    for (const route of ROUTES) {
      if (route.method === 'DELETE' && route.path === '/session') continue;
      judge(route, `${role} session`, expected(route.access, scope), await cell(server, route, { Cookie: credentials.sessions[role] }));
    }
  }
});

test('PUBLIC_READ=true: reads need no credential, writes still do, and a bad credential is still refused', async (t) => {
  const open = await startServer({ rateLimit: { limit: 0 }, publicRead: true });
  t.after(() => open.close());
  const opened = await makeCredentials(open);
  for (const route of ROUTES) {
    judge(route, 'none', expected(route.access, 'none', true), await cell(open, route, {}));
    judge(route, 'revoked', expected(route.access, 'revoked', true), await cell(open, route, opened.headers.revoked));
  }
});

test('AUTH=off: every route is open, whatever keys exist', async (t) => {
  const open = await startServer({ rateLimit: { limit: 0 }, auth: 'off' });
  t.after(() => open.close());
  await makeCredentials(open);
  for (const route of ROUTES) judge(route, 'none', 'allowed', await cell(open, route, {}));
});
