// API keys over HTTP for admins (issue 17, INTERFACE.md §8): made, listed and revoked at /keys; the
// secret is in the create's answer once and nowhere after; a revoked key stops working within one
// second in every process (two servers on one database stand for two processes or machines); a key's
// use is recorded; the request log names the principal and never carries a secret.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { makeKey, signIn, addUser } from '../support/credentials.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';
import { startServer as startFieldlog } from '../../src/server.js';

const KEY = /^fl_[A-Za-z0-9_-]{43}$/;
const LOCATION = { version_number: 2, longitude: 7.1, latitude: 50.7, altitude: 61.5, speed: 1.5, timestamp: '2026-11-26T10:00:00Z' };

function bearer(key: string): Record<string, string> {
  return { Authorization: `Bearer ${key}` };
}

/**
 * When the first request that `key` no longer works for was sent. Requests are timed by when they
 * were sent, not when their answers came: the server decided by the cache as it was when it got the
 * request, and how long the answer then took on a busy machine is not the key's.
 */
async function untilRefused(server: TestServer, key: string, deadline: number): Promise<number> {
  for (;;) {
    const sent = Date.now();
    const answer = await server.request('GET', '/locations?version_number=2', { headers: bearer(key) });
    if (answer.status === 401) {
      assert.match(answer.json().type, /\/problems\/credentials-invalid$/);
      return sent;
    }
    assert.equal(answer.status, 200);
    if (sent >= deadline) throw new Error('the revoked key still works past its second');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('an admin makes a key at /keys, sees it listed without its secret, and the key works at once', async (t) => {
  const server = await startServer({ rateLimit: { limit: 0 } });
  t.after(() => server.close());
  const admin = await makeKey(server.databaseUrl, 'root', 'admin');

  const created = await server.request('POST', '/keys', { headers: bearer(admin), json: { name: 'tablet', scope: 'write' } });
  assert.equal(created.status, 201, created.text);
  assert.equal(created.headers['cache-control'], 'no-store');
  assert.equal(created.headers.location, '/keys/tablet');
  const body = created.json();
  assert.match(body.data.key, KEY);
  assert.deepEqual(
    { ...body.data, key: undefined, created_at: undefined },
    {
      name: 'tablet',
      scope: 'write',
      prefix: body.data.key.slice(0, 11),
      key: undefined,
      created_at: undefined,
      last_used_at: null,
      revoked_at: null,
    },
  );
  assert.match(body.meta.message, /shown this once/);

  const listed = await server.request('GET', '/keys', { headers: bearer(admin) });
  assert.equal(listed.status, 200);
  assert.deepEqual(
    listed.json().data.map((key: { name: string; scope: string }) => [key.name, key.scope]),
    [
      ['root', 'admin'],
      ['tablet', 'write'],
    ],
  );
  assert.ok(!listed.text.includes(body.data.key.slice(11)), 'a list never holds a secret');

  const shown = await server.request('GET', '/keys/tablet', { headers: bearer(admin) });
  assert.equal(shown.status, 200);
  assert.equal(shown.json().data.scope, 'write');
  assert.equal(shown.json().data.key, undefined, 'the secret is shown once, at its create');

  const used = await server.request('POST', '/locations', { headers: bearer(body.data.key), json: LOCATION });
  assert.equal(used.status, 201, used.text);
});

test('keys at /keys: a taken name or a bad scope is a 422 naming the parameter; an unknown one to revoke is a 404; a write key may not make keys', async (t) => {
  const server = await startServer({ rateLimit: { limit: 0 } });
  t.after(() => server.close());
  const admin = await makeKey(server.databaseUrl, 'root', 'admin');
  const writer = await makeKey(server.databaseUrl, 'writer', 'write');

  const taken = await server.request('POST', '/keys', { headers: bearer(admin), json: { name: 'writer', scope: 'read' } });
  assert.equal(taken.status, 422);
  assert.equal(taken.json().errors[0].parameter, 'name');
  assert.match(taken.json().detail, /A live key named "writer" exists already/);
  const badScope = await server.request('POST', '/keys', { headers: bearer(admin), json: { name: 'x', scope: 'root' } });
  assert.equal(badScope.status, 422);
  assert.deepEqual([badScope.json().errors[0].parameter, badScope.json().errors[0].received], ['scope', 'root']);
  const badName = await server.request('POST', '/keys', { headers: bearer(admin), json: { name: '../etc', scope: 'read' } });
  assert.equal(badName.status, 422);
  assert.equal(badName.json().errors[0].parameter, 'name');
  // A form (or any client that can only POST) revokes with _method=DELETE.
  await makeKey(server.databaseUrl, 'spare', 'read');
  const viaPost = await server.request('POST', '/keys/spare', { headers: bearer(admin), json: { _method: 'DELETE' } });
  assert.equal(viaPost.status, 200, viaPost.text);
  assert.notEqual(viaPost.json().data.revoked_at, null);
  const unknown = await server.request('DELETE', '/keys/nobody', { headers: bearer(admin) });
  assert.equal(unknown.status, 404);
  assert.match(unknown.json().detail, /No live key is named "nobody"/);
  const refused = await server.request('POST', '/keys', { headers: bearer(writer), json: { name: 'mine', scope: 'admin' } });
  assert.equal(refused.status, 403);
  assert.equal(refused.json().scope, 'admin');
  assert.equal(await server.count('api_keys'), 3, 'nothing was written by the refused requests');
});

test('a revoked key stops working within one second, in this process and in another on the same database', async (t) => {
  const first = await startServer({ rateLimit: { limit: 0 } });
  t.after(() => first.close());
  const admin = await makeKey(first.databaseUrl, 'root', 'admin');
  const doomed = await makeKey(first.databaseUrl, 'doomed', 'read');
  // A second server on the same database: another process, as WORKERS or a second machine runs it.
  const second = await startFieldlog({ port: 0, host: '127.0.0.1', databaseUrl: first.databaseUrl, rateLimit: { limit: 0 } });
  t.after(() => second.close());
  const viaSecond = (target: string, key: string) => fetch(`${second.url}${target}`, { headers: bearer(key) });

  // Both processes have the key in their caches.
  assert.equal((await first.request('GET', '/locations?version_number=2', { headers: bearer(doomed) })).status, 200);
  assert.equal((await viaSecond('/locations?version_number=2', doomed)).status, 200);

  const revoked = await first.request('DELETE', '/keys/doomed', { headers: bearer(admin) });
  assert.equal(revoked.status, 200, revoked.text);
  assert.notEqual(revoked.json().data.revoked_at, null);
  const at = Date.now();
  const refusedHere = await untilRefused(first, doomed, at + 1000);
  let refusedThere: number;
  for (;;) {
    const sent = Date.now();
    const answer = await viaSecond('/locations?version_number=2', doomed);
    if (answer.status === 401) {
      refusedThere = sent;
      break;
    }
    assert.ok(sent < at + 1000, 'the other process still takes the revoked key past its second');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  t.diagnostic(`refused ${refusedHere - at} ms after the revocation here, ${refusedThere - at} ms after it in the other process`);
  assert.ok(refusedHere - at < 1000 && refusedThere - at < 1000);
});

test('a key in use gets last_used_at; the request log names the key or person and carries no secret, cookie or Authorization', async (t) => {
  const lines: string[] = [];
  const server = await startServer({ rateLimit: { limit: 0 }, log: (line) => lines.push(line) });
  t.after(() => server.close());
  const key = await makeKey(server.databaseUrl, 'logger', 'write');
  await addUser(server.databaseUrl, 'ada', 'editor');
  const cookie = await signIn(server, 'ada');

  await server.request('POST', '/locations', { headers: { ...bearer(key), 'x-request-id': 'by-key' }, json: LOCATION });
  await server.request('GET', '/locations?version_number=2', { headers: { Cookie: cookie, 'x-request-id': 'by-person' } });
  await server.request('GET', '/locations?version_number=2', { headers: { 'x-request-id': 'by-nobody' } });
  const deadline = Date.now() + 3000;
  while ((await server.row<{ last_used_at: string | null }>('SELECT last_used_at FROM api_keys'))?.last_used_at == null) {
    assert.ok(Date.now() < deadline, 'last_used_at was never written');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const used = (await server.row<{ last_used_at: string }>('SELECT last_used_at FROM api_keys'))!.last_used_at;
  assert.ok(Math.abs(Date.parse(used) - Date.now()) < 10_000);

  await new Promise((resolve) => setTimeout(resolve, 50));
  const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const find = (id: string) => logged.find((line) => line.request_id === id)!;
  assert.equal(find('by-key').principal, 'key:logger');
  assert.equal(find('by-person').principal, 'user:ada');
  assert.equal(find('by-nobody').status, 401);
  assert.equal(find('by-nobody').principal, undefined);
  const all = lines.join('');
  assert.ok(!all.includes(key) && !all.includes(key.slice(3)), 'no key in the log');
  assert.ok(!all.includes(cookie.split('=')[1]!), 'no session id in the log');
  assert.doesNotMatch(all, /authorization|cookie|bearer/i);
});
