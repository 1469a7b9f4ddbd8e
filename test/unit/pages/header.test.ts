// Issue 17: the header of every page says who is signed in and offers the way out, or the way in;
// the admin's link to the keys appears only to those who may use it; a problem page, which answers
// no visitor's request, keeps the plain header.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderLayout } from '../../../src/pages/layout.js';
import type { Visitor } from '../../../src/pages/layout.js';
import { html } from '../../../src/pages/html.js';
import { renderProblemPage } from '../../../src/pages/problem-page.js';
import { USER } from '../../support/page-requests.js';
import type { Principal } from '../../../src/contract/route.js';

const RANK = { public: 0, read: 1, write: 2, admin: 3 } as const;

function visitor(principal: Principal | undefined, rank: number, extra: Partial<Visitor> = {}): Visitor {
  return { principal, allows: (access) => RANK[access] <= rank, path: '/locations', method: 'GET', received: {}, ...extra };
}

const headerOf = (page: string) => page.slice(page.indexOf('<header>'), page.indexOf('</header>'));

test('a signed-in person sees their name and role, and a Sign out button that posts DELETE /session', () => {
  const header = headerOf(renderLayout('T', html`<p>x</p>`, { visitor: visitor(USER('ada', 'write'), RANK.write) }));
  assert.match(header, /Signed in as <strong>ada<\/strong> <span class="muted">\(editor\)<\/span>/);
  assert.match(
    header,
    /<form method="post" action="\/session"><input type="hidden" name="_method" value="DELETE"><button type="submit" class="secondary">Sign out<\/button><\/form>/,
  );
  assert.doesNotMatch(header, /Sign in/);
  assert.doesNotMatch(header, /href="\/keys"/, 'an editor gets no link to the keys');
});

test('an admin gets the link to the API keys; a viewer is named as one', () => {
  assert.match(
    headerOf(renderLayout('T', html``, { visitor: visitor(USER('root', 'admin'), RANK.admin) })),
    /<li><a href="\/keys">API keys<\/a><\/li>/,
  );
  const viewer = headerOf(renderLayout('T', html``, { visitor: visitor(USER('vi', 'read'), RANK.read) }));
  assert.match(viewer, /\(viewer\)/);
  assert.doesNotMatch(viewer, /href="\/keys"/);
});

test('nobody signed in: a Sign in link that comes back to the page, query included', () => {
  const header = headerOf(
    renderLayout('T', html``, {
      visitor: visitor(undefined, RANK.public, { path: '/locations/search', received: { q: 'a b', limit: '5' } }),
    }),
  );
  assert.match(header, /<a href="\/session\/new\?next=%2Flocations%2Fsearch%3Fq%3Da%2Bb%26limit%3D5">Sign in<\/a>/);
  assert.doesNotMatch(header, /Sign out|Signed in/);
  // After a form post the path is where to come back to: a write is never replayed.
  const posted = headerOf(
    renderLayout('T', html``, {
      visitor: visitor(undefined, RANK.public, { method: 'POST', path: '/locations', received: { name: 'x' } }),
    }),
  );
  assert.match(posted, /next=%2Flocations"/);
});

test('a name is text, never markup', () => {
  const header = headerOf(renderLayout('T', html``, { visitor: visitor(USER('<b>x</b>', 'read'), RANK.read) }));
  assert.match(header, /&lt;b&gt;x&lt;\/b&gt;/);
});

test('an open server (everything allowed to nobody) offers no sign-in; the sign-in page itself links no sign-in', () => {
  assert.doesNotMatch(headerOf(renderLayout('T', html``, { visitor: visitor(undefined, RANK.admin) })), /Sign in|Sign out/);
  assert.doesNotMatch(
    headerOf(renderLayout('T', html``, { visitor: visitor(undefined, RANK.public, { path: '/session/new' }) })),
    /Sign in/,
  );
});

test('a key is named with its scope, without a Sign out button (a key is not a session)', () => {
  const header = headerOf(renderLayout('T', html``, { visitor: visitor({ kind: 'key', name: 'tablet', scope: 'write' }, RANK.write) }));
  assert.match(header, /Using key <strong>tablet<\/strong>/);
  assert.doesNotMatch(header, /Sign out/);
});

test('a problem page, which has no visitor, shows the plain header', () => {
  const page = renderProblemPage({ type: '/problems/x', title: 'T', status: 404, detail: 'D', instance: '/x', request_id: 'r' });
  assert.doesNotMatch(headerOf(page), /Sign in|Sign out|Signed in|\/keys/);
});
