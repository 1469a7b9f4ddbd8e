// People sign in and out (issue 17, INTERFACE.md §8): POST /session checks name and password and sets
// a session cookie (HttpOnly, SameSite=Lax, Path=/, Secure behind TLS), then 303 to `next`, a path of
// this site only; DELETE /session (or POST with _method=DELETE) ends it. A page without a session
// goes to the sign-in form and comes back. Failed sign-ins are counted per name and per address: the
// sixth within 15 minutes is 429 with Retry-After, even with the right password. A wrong name and a
// wrong password get the same answer.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { hashKey } from '../../src/storage/index.js';
import { PASSWORD, addUser, signIn } from '../support/credentials.js';
import { startServer } from '../support/server.js';
import type { Answer, TestServer } from '../support/server.js';

let server: TestServer;
before(async () => {
  server = await startServer({ rateLimit: { limit: 0 } });
  await addUser(server.databaseUrl, 'ada', 'editor');
});
after(() => server.close());

function cookieOf(answer: Answer): string {
  return [answer.headers['set-cookie'] ?? []].flat().find((value) => value.startsWith('fieldlog_session='))!;
}

test('signing in sets an HttpOnly, SameSite=Lax session cookie naming a session in the database, and 303s to next', async () => {
  const answer = await server.request('POST', '/session', {
    form: { name: 'ada', password: PASSWORD, next: '/readings?version_number=2' },
  });
  assert.equal(answer.status, 303);
  assert.equal(answer.headers.location, '/readings?version_number=2');
  const cookie = cookieOf(answer);
  assert.match(cookie, /^fieldlog_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/);
  const id = cookie.split(';')[0]!.split('=')[1]!;
  const stored = await server.rows<{ id_hash: string; user_name: string }>('SELECT id_hash, user_name FROM sessions');
  assert.deepEqual(
    stored.map((row) => [row.id_hash, row.user_name]),
    [[hashKey(id), 'ada']],
    'the database holds the hash, never the id',
  );

  const page = await server.request('GET', '/locations?version_number=2', { headers: { Cookie: cookie.split(';')[0]! } });
  assert.equal(page.status, 200);
});

test('Secure is added when the request came over TLS through a trusted proxy, and only then', async (t) => {
  const proxied = await startServer({ rateLimit: { limit: 0 }, trustProxy: ['loopback'] });
  t.after(() => proxied.close());
  await addUser(proxied.databaseUrl, 'ada', 'editor');
  const viaTls = await proxied.request('POST', '/session', {
    headers: { 'X-Forwarded-Proto': 'https' },
    form: { name: 'ada', password: PASSWORD },
  });
  assert.match(cookieOf(viaTls), /; Secure$/);
  const plain = await proxied.request('POST', '/session', {
    headers: { 'X-Forwarded-Proto': 'http' },
    form: { name: 'ada', password: PASSWORD },
  });
  assert.doesNotMatch(cookieOf(plain), /Secure/);
  // Without TRUST_PROXY, anyone could write the header: it is ignored.
  const untrusted = await server.request('POST', '/session', {
    headers: { 'X-Forwarded-Proto': 'https' },
    form: { name: 'ada', password: PASSWORD },
  });
  assert.doesNotMatch(cookieOf(untrusted), /Secure/);
});

test('next goes only to a path of this site: other origins and their encodings go to /', async () => {
  const hostile = [
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '%2f%2fevil.example',
    'javascript:alert(1)',
    '/\tevil',
    ' //evil.example',
    '/%0d%0aSet-Cookie:x=1',
    'http:evil.example',
    '/session/new?next=//evil.example',
  ];
  for (const next of hostile) {
    const answer = await server.request('POST', '/session', { form: { name: 'ada', password: PASSWORD, next } });
    assert.equal(answer.status, 303, next);
    assert.equal(answer.headers.location, '/', `next=${JSON.stringify(next)} must not leave the site`);
  }
  const kept = await server.request('POST', '/session', { form: { name: 'ada', password: PASSWORD, next: '/locations/new?x=1#top' } });
  assert.equal(kept.headers.location, '/locations/new?x=1#top');
});

test('a page without a session goes to the sign-in form and names where it was; a program gets 401', async () => {
  const page = await server.request('GET', '/readings?version_number=2&area=x', { headers: { Accept: 'text/html' } });
  assert.equal(page.status, 303);
  assert.equal(page.headers.location, `/session/new?next=${encodeURIComponent('/readings?version_number=2&area=x')}`);
  const forged = await server.request('GET', '/readings', { headers: { Accept: 'text/html', Cookie: 'fieldlog_session=forged' } });
  assert.equal(forged.status, 303);
  assert.match(String(forged.headers['set-cookie']), /^fieldlog_session=; Path=\/; Max-Age=0/, 'a dead cookie is removed');
  const program = await server.request('GET', '/readings?version_number=2');
  assert.equal(program.status, 401);
  assert.equal(program.headers['www-authenticate'], 'Bearer realm="fieldlog"');
});

test('signing out ends the session in the database: the cookie stops working at once', async () => {
  const cookie = await signIn(server, 'ada');
  const out = await server.request('POST', '/session', { headers: { Cookie: cookie }, form: { _method: 'DELETE' } });
  assert.equal(out.status, 303);
  assert.equal(out.headers.location, '/session/new');
  assert.match(cookieOf(out), /^fieldlog_session=; Path=\/; Max-Age=0/);
  const after = await server.request('GET', '/locations?version_number=2', { headers: { Cookie: cookie } });
  assert.equal(after.status, 401);
  assert.match(after.json().type, /credentials-invalid$/);

  const again = await signIn(server, 'ada');
  const deleted = await server.request('DELETE', '/session', { headers: { Cookie: again } });
  assert.equal(deleted.status, 303);
  assert.equal((await server.request('GET', '/locations?version_number=2', { headers: { Cookie: again } })).status, 401);
});

test('a wrong name and a wrong password get the same answer; the sixth failure within 15 minutes is 429, even with the right password', async (t) => {
  // Behind a trusted proxy, so that each attempt can come from the address the test names.
  const throttled = await startServer({ rateLimit: { limit: 0 }, trustProxy: ['loopback'] });
  t.after(() => throttled.close());
  await addUser(throttled.databaseUrl, 'bea', 'viewer');
  await addUser(throttled.databaseUrl, 'cy', 'viewer');
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const wrongPassword = await throttled.request('POST', '/session', {
    headers: from('198.51.100.1'),
    form: { name: 'bea', password: 'not the password' },
  });
  const wrongName = await throttled.request('POST', '/session', {
    headers: from('198.51.100.2'),
    form: { name: 'nobody', password: 'not the password' },
  });
  assert.equal(wrongPassword.status, 401);
  assert.equal(wrongName.status, 401);
  const strip = (answer: Answer) => ({ ...answer.json(), request_id: undefined });
  assert.deepEqual(strip(wrongPassword), strip(wrongName));
  assert.equal(wrongPassword.headers['set-cookie'], undefined);

  // Per name: five failures for bea, each from another address; the sixth attempt is refused unchecked.
  for (let i = 3; i <= 6; i++) {
    const failed = await throttled.request('POST', '/session', {
      headers: from(`198.51.100.${i}`),
      form: { name: 'bea', password: `wrong ${i}` },
    });
    assert.equal(failed.status, 401);
  }
  const refused = await throttled.request('POST', '/session', { headers: from('198.51.100.7'), form: { name: 'bea', password: PASSWORD } });
  assert.equal(refused.status, 429, 'the right password after five failures is not even checked');
  assert.match(refused.json().type, /sign-in-throttled$/);
  const retry = Number(refused.headers['retry-after']);
  assert.ok(retry > 800 && retry <= 900, `Retry-After ${retry}`);
  assert.equal(refused.json().retry_after, retry);
  assert.equal(await throttled.count('sessions'), 0);

  // Per address: five failures from one address under other names; then cy's right password from
  // there is refused, and from elsewhere accepted.
  for (let i = 0; i < 5; i++) {
    const failed = await throttled.request('POST', '/session', {
      headers: from('203.0.113.9'),
      form: { name: `guess-${i}`, password: 'x' },
    });
    assert.equal(failed.status, 401);
  }
  const fromThere = await throttled.request('POST', '/session', { headers: from('203.0.113.9'), form: { name: 'cy', password: PASSWORD } });
  assert.equal(fromThere.status, 429);
  const fromElsewhere = await throttled.request('POST', '/session', {
    headers: from('203.0.113.10'),
    form: { name: 'cy', password: PASSWORD },
  });
  assert.equal(fromElsewhere.status, 303);
});
