// Issue 17, the pages for people over HTTP: a page without a session leads to the sign-in form and
// back; a refused sign-in is the form again with its status (401, 429 with Retry-After, 422) and
// never the password; the header names who is signed in and signs them out; a viewer gets no write
// controls; an admin lists, creates (the secret shown once) and revokes keys through the forms.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openUsers } from '../../src/storage/index.js';
import { LOCATION_V2 } from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import type { Answer, TestServer } from '../support/server.js';

const PAGE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const PASSWORD = 'correct horse battery staple';
const COOKIE = 'fieldlog_session';

function assertHtml(answer: Answer, status: number): void {
  assert.equal(answer.status, status, answer.text.slice(0, 600));
  assert.match(String(answer.headers['content-type']), /^text\/html; charset=utf-8$/);
}

async function addUsers(server: TestServer, people: [string, string][]): Promise<void> {
  const users = await openUsers(server.databaseUrl);
  try {
    for (const [name, role] of people) await users.add(name, role, PASSWORD);
  } finally {
    await users.close();
  }
}

/** Signs in through the form as a browser does; resolves to the Cookie header to send from then on. */
async function signIn(server: TestServer, name: string, next = '/'): Promise<string> {
  const answer = await server.request('POST', '/session', { form: { name, password: PASSWORD, next }, headers: PAGE });
  assert.equal(answer.status, 303, answer.text.slice(0, 400));
  const set = String(answer.headers['set-cookie']);
  const id = new RegExp(`${COOKIE}=([^;]+)`).exec(set)?.[1];
  assert.ok(id, set);
  return `${COOKIE}=${id}`;
}

const page = (cookie: string) => ({ ...PAGE, cookie });
const mainOf = (text: string) => text.slice(text.indexOf('<main'), text.indexOf('</main>'));
const headerOf = (text: string) => text.slice(text.indexOf('<header>'), text.indexOf('</header>'));

describe('sign-in, the header and the write controls over HTTP (issue 17)', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
    await addUsers(server, [
      ['vi', 'viewer'],
      ['ed', 'editor'],
      ['root', 'admin'],
    ]);
  });
  after(() => server.close());

  test('a page without a session goes to the sign-in form, which comes back to it', async () => {
    const away = await server.request('GET', '/readings?limit=5', { headers: PAGE });
    assert.equal(away.status, 303);
    assert.equal(away.headers.location, '/session/new?next=%2Freadings%3Flimit%3D5');

    const form = await server.request('GET', String(away.headers.location), { headers: PAGE });
    assertHtml(form, 200);
    assert.match(form.text, /<h1>Sign in to Fieldlog<\/h1>/);
    assert.match(form.text, /<input type="hidden" name="next" value="\/readings\?limit=5">/);
    assert.match(form.text, /type="password" autocomplete="current-password"/);
    assert.doesNotMatch(headerOf(form.text), /Sign in|Sign out/, 'the sign-in page links no sign-in of its own');

    const back = await server.request('POST', '/session', {
      form: { name: 'vi', password: PASSWORD, next: '/readings?limit=5' },
      headers: PAGE,
    });
    assert.equal(back.status, 303);
    assert.equal(back.headers.location, '/readings?limit=5');
  });

  test('a wrong password: 401 and the form again with the name, an alert, and no password', async () => {
    const wrong = 'this is not the password';
    const answer = await server.request('POST', '/session', { form: { name: 'vi', password: wrong, next: '/locations' }, headers: PAGE });
    assertHtml(answer, 401);
    assert.equal(answer.headers['set-cookie'], undefined, 'no session');
    assert.match(answer.text, /<title>Error: Sign in · Fieldlog<\/title>/);
    assert.match(answer.text, /role="alert"[^>]*>\n<p>The name or the password is wrong\. Check both and try again\.<\/p>/);
    assert.match(answer.text, /id="sign-in-name" name="name"[^>]* value="vi"/);
    assert.match(answer.text, /name="next" value="\/locations"/);
    assert.ok(!answer.text.includes(wrong), 'the password is never sent back');
  });

  test('an empty name: 422 and the form with the error beside the name', async () => {
    const answer = await server.request('POST', '/session', { form: { name: '', password: '', next: '/' }, headers: PAGE });
    assertHtml(answer, 422);
    assert.match(answer.text, /id="sign-in-name"[^>]* aria-invalid="true"/);
    assert.match(answer.text, /<p class="error" id="sign-in-name-error">/);
  });

  test('the header names who is signed in, with their role; Sign out ends the session', async () => {
    const cookie = await signIn(server, 'vi');
    const home = await server.request('GET', '/', { headers: page(cookie) });
    assertHtml(home, 200);
    assert.match(headerOf(home.text), /Signed in as <strong>vi<\/strong> <span class="muted">\(viewer\)<\/span>/);
    assert.match(
      headerOf(home.text),
      /<form method="post" action="\/session"><input type="hidden" name="_method" value="DELETE"><button type="submit" class="secondary">Sign out<\/button><\/form>/,
    );

    const out = await server.request('POST', '/session', { form: { _method: 'DELETE' }, headers: page(cookie) });
    assert.equal(out.status, 303);
    assert.equal(out.headers.location, '/session/new');
    assert.match(String(out.headers['set-cookie']), new RegExp(`^${COOKIE}=; .*Max-Age=0`));
    // The session is gone from the database, so the old cookie no longer opens a page: within the
    // second every process may take to forget a credential it holds (INTERFACE.md §8).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await server.request('GET', '/locations', { headers: page(cookie) });
    assert.equal(after.status, 303);
    assert.match(String(after.headers.location), /^\/session\/new\?next=%2Flocations$/);
  });

  test('nobody signed in: home shows a Sign in link and no rows', async () => {
    const home = await server.request('GET', '/', { headers: PAGE });
    assertHtml(home, 200);
    assert.match(headerOf(home.text), /<a href="\/session\/new\?next=%2F">Sign in<\/a>/);
    assert.doesNotMatch(home.text, /id="home-locations"/);
  });

  test('a viewer sees no New, Edit or delete; an editor sees them all', async () => {
    const editor = await signIn(server, 'ed');
    // The location form is of version 3, which names an existing device (issue 18).
    const device = await server.request('POST', '/devices', { form: { name: 'Collar 17' }, headers: page(editor) });
    assert.equal(device.status, 303, device.text.slice(0, 400));
    const created = await server.request('POST', '/locations', {
      form: {
        ...Object.fromEntries(Object.entries(LOCATION_V2).map(([name, value]) => [name, String(value)])),
        device: String(device.headers.location).split('/')[2]!,
      },
      headers: page(editor),
    });
    assert.equal(created.status, 303, created.text.slice(0, 400));
    const self = String(created.headers.location);

    const viewer = await signIn(server, 'vi');
    for (const path of ['/', '/locations', self]) {
      const seen = mainOf((await server.request('GET', path, { headers: page(viewer) })).text);
      assert.doesNotMatch(seen, /New location|\/edit"|>Edit<|_method" value="DELETE"/, `${path} as a viewer`);
    }
    const list = mainOf((await server.request('GET', '/locations', { headers: page(editor) })).text);
    assert.match(list, /href="\/locations\/new">New location</);
    const one = mainOf((await server.request('GET', self, { headers: page(editor) })).text);
    assert.match(one, />Edit</);
    assert.match(one, /_method" value="DELETE"/);
    assert.doesNotMatch(
      headerOf((await server.request('GET', '/', { headers: page(editor) })).text),
      /href="\/keys"/,
      'only admins see the keys link',
    );
  });

  test('an admin lists keys, creates one (its secret shown once, not stored) and revokes it through the forms', async () => {
    const admin = await signIn(server, 'root');
    const empty = await server.request('GET', '/keys', { headers: page(admin) });
    assertHtml(empty, 200);
    assert.match(headerOf(empty.text), /<a href="\/keys">API keys<\/a>/);
    assert.match(empty.text, /<form class="fields" method="post" action="\/keys"/);

    const created = await server.request('POST', '/keys', { form: { name: 'tablet', scope: 'write' }, headers: page(admin) });
    assertHtml(created, 201);
    assert.match(String(created.headers['cache-control']), /no-store/);
    const secret = /<code id="new-key">(fl_[^<]+)<\/code>/.exec(created.text)?.[1];
    assert.ok(secret, created.text.slice(0, 2000));
    assert.match(created.text, /it will not be shown again/);
    // The key works, and the list never shows it again.
    const used = await server.request('GET', '/locations?version_number=1', { headers: { authorization: `Bearer ${secret}` } });
    assert.equal(used.status, 200);
    const listed = await server.request('GET', '/keys', { headers: page(admin) });
    assert.ok(!listed.text.includes(secret));
    assert.match(listed.text, /<tr data-key="tablet">/);
    assert.match(listed.text, /action="\/keys\/tablet" class="revoke"/);

    const taken = await server.request('POST', '/keys', { form: { name: 'tablet', scope: 'read' }, headers: page(admin) });
    assertHtml(taken, 422);
    assert.match(taken.text, /id="key-name" name="name" type="text" value="tablet"/);
    assert.match(taken.text, /<option value="read" selected>/);

    const revoked = await server.request('POST', '/keys/tablet', { form: { _method: 'DELETE' }, headers: page(admin) });
    assert.equal(revoked.status, 303, revoked.text.slice(0, 400));
    assert.equal(revoked.headers.location, '/keys');
    const after = await server.request('GET', '/keys', { headers: page(admin) });
    assert.match(after.text, /<tr data-key="tablet" class="revoked">/);
    assert.doesNotMatch(after.text, /action="\/keys\/tablet"/, 'nothing left to revoke');
  });
});

describe('sign-in throttling on the form (issue 17)', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
    await addUsers(server, [['vi', 'viewer']]);
  });
  after(() => server.close());

  test('after 5 failures the 6th attempt is 429 with Retry-After, and the form says when to try again', async () => {
    for (let i = 0; i < 5; i++) {
      const failed = await server.request('POST', '/session', {
        form: { name: 'vi', password: `wrong password ${i}`, next: '/' },
        headers: PAGE,
      });
      assertHtml(failed, 401);
    }
    const sixth = await server.request('POST', '/session', { form: { name: 'vi', password: PASSWORD, next: '/' }, headers: PAGE });
    assertHtml(sixth, 429);
    assert.match(String(sixth.headers['retry-after']), /^\d+$/);
    assert.match(
      mainOf(sixth.text),
      /role="alert"[^>]*>\n<p>Too many failed sign-ins for this name or from this address; try again in \d+ s\./,
    );
    assert.match(sixth.text, /id="sign-in-name" name="name"[^>]* value="vi"/);
    assert.ok(!sixth.text.includes(PASSWORD));
  });
});
