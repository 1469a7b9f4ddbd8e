// Issue 17: the admin's page of API keys lists every key without its secret, offers Revoke on the
// live ones and a form to create one; the answer of a create shows the new key's secret once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ProblemError } from '../../../src/contract/problem-error.js';
import { NEW_KEY_ID } from '../../../src/pages/keys.js';
import { KEY_ROUTES } from '../../../src/resources/keys/key-routes.js';
import { USER, openSite, pageRequest, replyOf } from '../../support/page-requests.js';
import type { SiteUnderTest } from '../../support/page-requests.js';

let under: SiteUnderTest;
before(async () => {
  under = await openSite();
});
after(() => under.close());

const KEYS = [
  { name: 'tablet', scope: 'write', prefix: 'fl_AbCd', created_at: '2025-01-02T03:04:05.000Z', last_used_at: null, revoked_at: null },
  {
    name: 'old<one>',
    scope: 'read',
    prefix: 'fl_XyZw',
    created_at: '2024-01-02T03:04:05.000Z',
    last_used_at: '2024-02-01T00:00:00.000Z',
    revoked_at: '2024-03-01T00:00:00.000Z',
  },
];

test('GET /keys: a row per key with scope, prefix and dates; Revoke only on a live key, posting DELETE', async () => {
  const page = await under.site.renderPage(
    pageRequest(under.route(KEY_ROUTES.list), USER('root', 'admin')),
    replyOf(KEYS, '1 live key, 1 revoked.'),
  );
  assert.match(page, /<h1>API keys<\/h1>/);
  assert.match(page, /<caption id="keys-caption">2 keys, 1 live;/);
  const tablet = page.slice(page.indexOf('<tr data-key="tablet"'), page.indexOf('</tr>', page.indexOf('<tr data-key="tablet"')));
  assert.match(tablet, /<td data-label="scope">write<\/td>/);
  assert.match(tablet, /<code>fl_AbCd…<\/code>/);
  assert.match(tablet, /<td data-label="last used">never<\/td>/);
  assert.match(
    tablet,
    /<form method="post" action="\/keys\/tablet" class="revoke" data-confirm="Revoke key tablet\? [^"]*">\n<input type="hidden" name="_method" value="DELETE">\n<button type="submit" class="danger" aria-label="Revoke key tablet">Revoke<\/button>/,
  );
  const old = page.slice(page.indexOf('<tr data-key="old&lt;one&gt;"'));
  assert.match(old, /^<tr data-key="old&lt;one&gt;" class="revoked">/, 'names are escaped');
  assert.doesNotMatch(old.slice(0, old.indexOf('</tr>')), /<form/, 'a revoked key has nothing to revoke');
});

test('GET /keys has the create form: the name as the route declares it and a choice of scope', async () => {
  const page = await under.site.renderPage(
    pageRequest(under.route(KEY_ROUTES.list), USER('root', 'admin')),
    replyOf([], '0 live keys, 0 revoked.'),
  );
  assert.match(page, /<form class="fields" method="post" action="\/keys" aria-labelledby="create-heading">/);
  assert.match(page, /<input id="key-name" name="name" type="text"[^>]* required[^>]* maxlength="64" pattern=/);
  assert.match(
    page,
    /<select id="key-scope" name="scope" required[^>]*>\n<option value="read" selected>read: GET and HEAD<\/option><option value="write">[^<]*<\/option><option value="admin">/,
  );
  assert.match(page, /No keys yet\./);
});

test('a refused create comes back with the name typed, the scope chosen, and the reason beside the name', async () => {
  const request = pageRequest(under.route(KEY_ROUTES.create), USER('root', 'admin'), {
    method: 'POST',
    received: { name: 'tablet', scope: 'admin' },
  });
  const problem = new ProblemError(
    'invalid-parameters',
    'A live key named "tablet" exists already; revoke it first or choose another name.',
    {
      errors: [
        {
          parameter: 'name',
          code: 'taken',
          message: 'a live key is named "tablet"',
          expected: 'a name no live key has',
          received: 'tablet',
        },
      ],
    },
  );
  const page = await under.site.renderRefusedForm(request, problem);
  assert.ok(page !== undefined);
  assert.match(page, /<title>Error: API keys · Fieldlog<\/title>/);
  assert.match(page, /role="alert"[^>]*>\n<p>A live key named &quot;tablet&quot; exists already/);
  assert.match(page, /id="key-name" name="name" type="text" value="tablet"/);
  assert.match(page, /<p class="error" id="key-name-error">a live key is named &quot;tablet&quot;<\/p>/);
  assert.match(page, /<option value="admin" selected>/);
});

test("POST /keys answered as a page shows the secret once, in a code element with an id, and says it won't be shown again", async () => {
  const secret = `fl_${'Q'.repeat(43)}`;
  const created = {
    name: 'tablet',
    scope: 'write',
    prefix: 'fl_QQQQ',
    created_at: '2025-01-02T03:04:05.000Z',
    last_used_at: null,
    revoked_at: null,
    key: secret,
  };
  const page = await under.site.renderPage(
    pageRequest(under.route(KEY_ROUTES.create), USER('root', 'admin'), { method: 'POST' }),
    replyOf(created, 'Key "tablet" (write) created.', { status: 201 }),
  );
  assert.match(page, new RegExp(`<code id="${NEW_KEY_ID}">${secret}</code>`));
  assert.equal(page.split(secret).length - 1, 1, 'the secret is on the page exactly once');
  assert.match(page, /it will not be shown again/);
});

test('the header of an admin links to the keys', async () => {
  const page = await under.site.renderPage(pageRequest(under.route(KEY_ROUTES.list), USER('root', 'admin')), replyOf([]));
  assert.match(page, /<a href="\/keys">API keys<\/a>/);
});
