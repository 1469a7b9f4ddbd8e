// Issue 21: TRUST_PROXY names the proxies whose X-Forwarded-For and X-Forwarded-Proto are believed
// (src/http/guards/client-address.ts). test/e2e/rate-limit.test.ts and sign-in.test.ts show a trusted
// loopback proxy and a server that trusts none; these show a server that does trust proxies, but
// not the peer that sent the headers: they change neither the rate-limit bucket nor the cookie.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PASSWORD, addUser } from '../support/credentials.js';
import { startServer } from '../support/server.js';
import type { Answer } from '../support/server.js';

const LIST = '/locations?version_number=1';

function cookieOf(answer: Answer): string {
  const cookie = [answer.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('fieldlog_session='));
  assert.ok(cookie !== undefined, `no session cookie: ${answer.status} ${answer.text}`);
  return cookie;
}

test('X-Forwarded-For from a peer outside TRUST_PROXY changes nothing: every name it gives is the one peer', async (t) => {
  // The test's own address is the loopback, which this list leaves out.
  const server = await startServer({ rateLimit: { limit: 2, windowSeconds: 3600 }, trustProxy: ['10.0.0.0/8', '192.0.2.1'] });
  t.after(() => server.close());
  const from = (client: string) => server.request('GET', LIST, { headers: { 'X-Forwarded-For': client } }).then((answer) => answer.status);
  assert.deepEqual([await from('203.0.113.5'), await from('203.0.113.6'), await from('10.1.2.3')], [200, 200, 429]);
});

test('a trusted proxy chain is read from the right: the first address that is not a trusted proxy is the client', async (t) => {
  const server = await startServer({ rateLimit: { limit: 1, windowSeconds: 3600 }, trustProxy: ['loopback', '10.0.0.0/8'] });
  t.after(() => server.close());
  const from = (chain: string) => server.request('GET', LIST, { headers: { 'X-Forwarded-For': chain } }).then((answer) => answer.status);
  // The client wrote 198.51.100.1 itself; the proxies appended the client's real address and their own.
  assert.equal(await from('198.51.100.1, 203.0.113.5, 10.0.0.7'), 200);
  assert.equal(await from('198.51.100.2, 203.0.113.5, 10.0.0.8'), 429, 'the same client behind another proxy, naming someone else first');
  assert.equal(await from('203.0.113.6, 10.0.0.7'), 200, 'another client');
});

test('X-Forwarded-Proto: https from a peer outside TRUST_PROXY does not mark the session cookie Secure', async (t) => {
  const server = await startServer({ rateLimit: { limit: 0 }, trustProxy: ['10.0.0.0/8'] });
  t.after(() => server.close());
  await addUser(server.databaseUrl, 'ada', 'editor');
  const signedIn = await server.request('POST', '/session', {
    headers: { 'X-Forwarded-Proto': 'https' },
    form: { name: 'ada', password: PASSWORD },
  });
  assert.equal(signedIn.status, 303);
  assert.doesNotMatch(cookieOf(signedIn), /Secure/);
});
