// Issue 17: the sign-in form (GET /session/new), and the same form when POST /session refuses it:
// the name kept, the password never sent back, the server's sentence in an alert.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ProblemError } from '../../../src/contract/problem-error.js';
import { SESSION_ROUTES } from '../../../src/resources/session/session-routes.js';
import { USER, openSite, pageRequest, replyOf } from '../../support/page-requests.js';
import type { SiteUnderTest } from '../../support/page-requests.js';

let under: SiteUnderTest;
before(async () => {
  under = await openSite();
});
after(() => under.close());

const mainOf = (page: string) => page.slice(page.indexOf('<main'), page.indexOf('</main>'));

test('GET /session/new is a labelled form posting name, password and next to /session', async () => {
  const route = under.route(SESSION_ROUTES.form);
  const page = await under.site.renderPage(pageRequest(route, 'anonymous'), replyOf({ next: '/readings?limit=5' }));
  const main = mainOf(page);
  assert.match(page, /<title>Sign in · Fieldlog<\/title>/);
  assert.match(main, /<h1>Sign in to Fieldlog<\/h1>/);
  assert.match(main, /<form class="fields sign-in" method="post" action="\/session">/);
  assert.match(main, /<input type="hidden" name="next" value="\/readings\?limit=5">/);
  assert.match(
    main,
    /<label for="sign-in-name">Name<\/label>\n<input id="sign-in-name" name="name" type="text" autocomplete="username" required maxlength="64"/,
  );
  assert.match(
    main,
    /<label for="sign-in-password">Password<\/label>\n<input id="sign-in-password" name="password" type="password" autocomplete="current-password" required/,
  );
  assert.doesNotMatch(main, /role="alert"/, 'nothing has gone wrong yet');
});

test('a next that leaves the site becomes / in the form', async () => {
  const route = under.route(SESSION_ROUTES.form);
  for (const next of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
    const page = await under.site.renderPage(pageRequest(route, 'anonymous'), replyOf({ next }));
    assert.match(page, /name="next" value="\/"/, next);
  }
});

test('a wrong password: the form again with the name kept, the password empty, the sentence in an alert', async () => {
  const route = under.route(SESSION_ROUTES.create, 'POST');
  const request = pageRequest(route, 'anonymous', {
    method: 'POST',
    path: '/session',
    received: { name: 'ada', password: 'not the password at all', next: '/locations' },
  });
  const problem = new ProblemError('sign-in-failed', 'The name or the password is wrong. Check both and try again.');
  const page = await under.site.renderRefusedForm(request, problem);
  assert.ok(page !== undefined);
  assert.match(page, /<title>Error: Sign in · Fieldlog<\/title>/);
  assert.match(
    page,
    /<div class="problem" role="alert" id="sign-in-problem" data-problem tabindex="-1" autofocus>\n<p>The name or the password is wrong\. Check both and try again\.<\/p>/,
  );
  assert.match(page, /id="sign-in-name" name="name"[^>]* value="ada"/);
  assert.doesNotMatch(page, /not the password at all/, 'the password is never sent back');
  assert.match(page, /name="next" value="\/locations"/);
});

test('too many tries: the throttle sentence; an empty name: its error beside the field', async () => {
  const route = under.route(SESSION_ROUTES.create, 'POST');
  const throttled = await under.site.renderRefusedForm(
    pageRequest(route, 'anonymous', { method: 'POST', received: { name: 'ada', password: 'x' } }),
    new ProblemError(
      'sign-in-throttled',
      'Too many failed sign-ins for this name or from this address; try again in 899 s.',
      { retry_after: 899 },
      { 'Retry-After': '899' },
    ),
  );
  assert.match(
    throttled ?? '',
    /role="alert"[^>]*>\n<p>Too many failed sign-ins for this name or from this address; try again in 899 s\.<\/p>/,
  );
  const empty = await under.site.renderRefusedForm(
    pageRequest(route, 'anonymous', { method: 'POST', received: { name: '', password: '' } }),
    new ProblemError('invalid-parameters', 'name is required to sign in.', {
      errors: [{ parameter: 'name', code: 'required', message: 'name is required', expected: 'a non-empty string', received: '' }],
    }),
  );
  assert.match(
    empty ?? '',
    /id="sign-in-name"[^>]* aria-invalid="true" aria-describedby="sign-in-name-error">\n<p class="error" id="sign-in-name-error">name is required<\/p>/,
  );
});

test('a person already signed in is told so on the form', async () => {
  const page = await under.site.renderPage(pageRequest(under.route(SESSION_ROUTES.form), USER('ada', 'read')), replyOf({ next: '/' }));
  assert.match(mainOf(page), /You are signed in as <strong>ada<\/strong> \(viewer\)/);
});
