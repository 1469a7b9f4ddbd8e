// Issue 21: whose count a request goes on (src/http/guards/rate-limit-bucket.ts). IPv6 clients by
// their /56 (RATE_LIMIT_IPV6_PREFIX), IPv4-mapped IPv6 as the IPv4 address, the health routes never,
// and a request with a valid key or session under that credential, not its address; a bad credential
// under the address. Addresses other than the loopback are those a trusted proxy (the loopback, with
// TRUST_PROXY) forwards for.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addUser, makeKey, signIn } from '../support/credentials.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const LIST = '/locations?version_number=1';
// An hour: on PostgreSQL the window is aligned to the clock, and one that began mid-test would reset.
const WINDOW = 3600;

function statusFrom(server: TestServer, headers: Record<string, string>, target = LIST): Promise<number> {
  return server.request('GET', target, { headers }).then((answer) => answer.status);
}

async function statuses(server: TestServer, headers: Record<string, string>, times: number): Promise<number[]> {
  const seen: number[] = [];
  for (let index = 0; index < times; index++) seen.push(await statusFrom(server, headers));
  return seen;
}

test('two IPv6 addresses in one /56 share a bucket; another /56 has its own; IPv4-mapped IPv6 is the IPv4 address', async (t) => {
  const server = await startServer({ rateLimit: { limit: 2, windowSeconds: WINDOW }, trustProxy: ['loopback'] });
  t.after(() => server.close());
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  assert.equal(await statusFrom(server, from('2001:db8:0:1::1')), 200);
  assert.equal(await statusFrom(server, from('2001:db8:0:ff:aaaa::2')), 200, 'the same /56, another /64');
  assert.equal(await statusFrom(server, from('2001:db8:0:42::3')), 429, 'a third address of the /56 meets the limit of the first two');
  assert.equal(await statusFrom(server, from('2001:db8:0:100::1')), 200, 'the next /56 is another client');

  assert.deepEqual([await statusFrom(server, from('::ffff:203.0.113.9')), await statusFrom(server, from('203.0.113.9'))], [200, 200]);
  assert.equal(await statusFrom(server, from('::ffff:203.0.113.9')), 429, 'the mapped and the plain IPv4 address are one client');
  assert.equal(await statusFrom(server, from('203.0.113.10')), 200, 'IPv4 addresses are not grouped');
});

test('RATE_LIMIT_IPV6_PREFIX sets the grouping: at 64, two /64s of one /56 are two clients', async (t) => {
  const server = await startServer({ rateLimit: { limit: 1, windowSeconds: WINDOW, ipv6Prefix: 64 }, trustProxy: ['loopback'] });
  t.after(() => server.close());
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  assert.deepEqual([await statusFrom(server, from('2001:db8:0:1::1')), await statusFrom(server, from('2001:db8:0:2::1'))], [200, 200]);
  assert.equal(await statusFrom(server, from('2001:db8:0:1:ffff::9')), 429, 'the same /64');
});

test('/healthz and /readyz are never counted nor refused, and do not use up the budget of the routes', async (t) => {
  const server = await startServer({ rateLimit: { limit: 2, windowSeconds: WINDOW } });
  t.after(() => server.close());
  for (let index = 0; index < 5; index++) {
    for (const path of ['/healthz', '/readyz']) {
      const answer = await server.request('GET', path);
      assert.equal(answer.status, 200, path);
      assert.equal(answer.headers.ratelimit, undefined, `${path} is not counted, so it says nothing of a count`);
    }
  }
  assert.deepEqual(await statuses(server, {}, 3), [200, 200, 429]);
  // Refused elsewhere, the client's probes still answer.
  assert.equal((await server.request('GET', '/healthz')).status, 200);
  assert.equal((await server.request('HEAD', '/readyz')).status, 200);
});

test('two keys from one address have a bucket each; a forged, a malformed or no credential counts under the address', async (t) => {
  const server = await startServer({ rateLimit: { limit: 3, windowSeconds: WINDOW } });
  t.after(() => server.close());
  const first = await makeKey(server.databaseUrl, 'first', 'read');
  const second = await makeKey(server.databaseUrl, 'second', 'read');
  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

  assert.deepEqual(await statuses(server, bearer(first), 4), [200, 200, 200, 429]);
  assert.deepEqual(await statuses(server, bearer(second), 3), [200, 200, 200], 'another key from the same address');

  // A well-formed key nobody holds names nobody: its requests are the address's, so inventing keys
  // never buys a fresh budget.
  const forged = `fl_${'A'.repeat(43)}`;
  assert.deepEqual(await statuses(server, bearer(forged), 2), [401, 401]);
  assert.equal(await statusFrom(server, bearer(`fl_${'B'.repeat(43)}`)), 401, 'a second forged key: the same address, its third request');
  assert.equal(await statusFrom(server, { Authorization: 'Bearer not-a-key' }), 429, 'a malformed one too');
  assert.equal(await statusFrom(server, {}), 429, 'and none');
  assert.equal(await statusFrom(server, bearer(second)), 429, 'the second key has used its own three');
});

test('a signed-in person is counted as that person, not by the address they share with others', async (t) => {
  const server = await startServer({ rateLimit: { limit: 3, windowSeconds: WINDOW } });
  t.after(() => server.close());
  await addUser(server.databaseUrl, 'vera', 'viewer');
  // Signing in is a request of the address (it carries no credential yet): one of its three.
  const cookie = await signIn(server, 'vera');
  assert.deepEqual(await statuses(server, { Cookie: cookie, Accept: 'application/json' }, 4), [200, 200, 200, 429]);
  assert.deepEqual(await statuses(server, {}, 3), [401, 401, 429], 'the address had used one of its three to sign in');
});
