// Issue 17: a page shows a form, button or link only to those who may use the route it leads to,
// by the access declared beside that route: a viewer sees no "New", "Edit" or delete; an editor does.
// A public page (home) shows the data of a read route only to those who may read it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { collectionRouteNames } from '../../../src/resources/route-names.js';
import { HOME_ROUTE } from '../../../src/resources/system/home.js';
import { USER, openSite, pageRequest, replyOf } from '../../support/page-requests.js';
import type { Looker, SiteUnderTest } from '../../support/page-requests.js';

let under: SiteUnderTest;
before(async () => {
  under = await openSite();
});
after(() => under.close());

const LOCATION = collectionRouteNames('location');
const ITEM = {
  id: 'loc-1',
  name: 'Rheinaue',
  latitude: 50.7,
  longitude: 7.1,
  altitude: 60,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};
const VIEWER = USER('vi', 'read');
const EDITOR = USER('ed', 'write');

async function listAs(looker: Looker): Promise<string> {
  return under.site.renderPage(pageRequest(under.route(LOCATION.list), looker, { path: '/locations' }), replyOf([ITEM], '1 location.'));
}

/** The page's own content: the header has a form of its own (Sign out). */
const mainOf = (page: string) => page.slice(page.indexOf('<main'), page.indexOf('</main>'));

async function showAs(looker: Looker): Promise<string> {
  return mainOf(
    await under.site.renderPage(
      pageRequest(under.route(LOCATION.read), looker, { path: '/locations/loc-1', params: { id: 'loc-1' } }),
      replyOf(ITEM, 'Location loc-1.'),
    ),
  );
}

test('a viewer sees no "New location" on the list; an editor and an open server do', async () => {
  assert.doesNotMatch(await listAs(VIEWER), /New location/);
  assert.match(await listAs(EDITOR), /<a class="button" href="\/locations\/new">New location<\/a>/);
  assert.match(await listAs('open'), /New location/);
});

test('a viewer sees no Edit and no delete on a location; an editor sees both', async () => {
  const viewer = await showAs(VIEWER);
  assert.doesNotMatch(viewer, /href="\/locations\/loc-1\/edit/);
  assert.doesNotMatch(viewer, /name="_method" value="DELETE"/);
  assert.doesNotMatch(viewer, /Delete/);
  const editor = await showAs(EDITOR);
  assert.match(editor, /<a class="button" href="\/locations\/loc-1\/edit">Edit<\/a>/);
  assert.match(editor, /<form method="post" action="\/locations\/loc-1" class="delete"/);
  assert.match(editor, /href="\/locations\/loc-1\/edit#delete" data-no-script>Delete…/);
});

test('home shows the newest rows and "New" links to an editor, no "New" to a viewer, and no rows to nobody', async () => {
  const home = under.route(HOME_ROUTE);
  const data = { collections: [{ name: 'locations', href: '/locations', count: 0, versions: [1] }], calls: [] };
  const editor = await under.site.renderPage(pageRequest(home, EDITOR, { path: '/' }), replyOf(data));
  assert.match(editor, /id="home-locations"/);
  assert.match(editor, /href="\/locations\/new">New location<\/a>/);
  const viewer = await under.site.renderPage(pageRequest(home, VIEWER, { path: '/' }), replyOf(data));
  assert.match(viewer, /id="home-locations"/);
  assert.doesNotMatch(viewer, /New location/);
  const nobody = await under.site.renderPage(pageRequest(home, 'anonymous', { path: '/' }), replyOf(data));
  assert.doesNotMatch(nobody, /id="home-locations"/, 'a public page shows no rows of a route that needs a credential');
  assert.match(nobody, /<a href="\/session\/new\?next=%2F">Sign in<\/a> to see the locations\./);
});
