// Issue 15: the page table is keyed by the names the routes are declared with. These tests hold the
// two tables together in both directions: a page keyed by a name no route has would never be shown
// (its route would silently get the generic envelope page), and a route that people see without a
// page of its own must be listed here on purpose.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createApp } from '../../../src/app.js';
import type { RouteDefinition } from '../../../src/contract/route.js';
import { buildPageTable, createPages } from '../../../src/pages/page-table.js';
import { COLLECTIONS } from '../../../src/resources/index.js';
import { collectionRouteNames } from '../../../src/resources/route-names.js';
import { openStore } from '../../../src/storage/index.js';
import type { Store } from '../../../src/storage/index.js';
import { Validator } from '../../../src/versioning/index.js';

/** Routes people see on the generic envelope page on purpose, with the reason. */
const GENERIC_PAGE: Readonly<Record<string, string>> = {
  health: "a probe's answer (status and storage); the envelope shows it as it is",
  ready: "a balancer's answer (ready and storage); the envelope shows it as it is",
  'location-delete': "a form's delete is answered with 303 to the list; a script asking for HTML sees the deleted location in the envelope",
  'reading-delete': "a form's delete is answered with 303 to the list; a script asking for HTML sees the deleted reading in the envelope",
  'device-delete': "a form's delete is answered with 303 to the list; a script asking for HTML sees the deleted device in the envelope",
  'key-revoke': "a form's revoke is answered with 303 to the keys; a script asking for HTML sees the revoked key in the envelope",
  'webhook-delete':
    "a form's delete is answered with 303 to the webhooks; a script asking for HTML sees the removed webhook in the envelope",
  'event-list':
    'the change log as the envelope shows it (each event and its data); people watch it live on the readings and locations pages',
  'location-export':
    "the files are downloads; a browser gets the envelope's page of a link to each format (CSV, NDJSON, GeoJSON), the query kept",
  'reading-export': "the files are downloads; a browser gets the envelope's page of a link to each format (CSV, NDJSON), the query kept",
  'location-purge':
    "an admin's removal by filter is a program's call (no form removes rows in bulk); HTML shows the count and filter in the envelope",
  'reading-purge':
    "an admin's removal by filter is a program's call (no form removes rows in bulk); HTML shows the count and filter in the envelope",
  'retention-runs': "the record of retention's runs, read by operators; the envelope's page lists each run's counts",
};

/** Routes that answer HTML of their own making (a raw reply), so the page table never sees them. */
const OWN_HTML: Readonly<Record<string, string>> = {
  docs: "Swagger UI's page, rendered by the route (pages/docs-page.ts)",
  changes: 'the changelog, rendered by the route when HTML is asked for (pages/changes.ts)',
};

let store: Store;
let routes: RouteDefinition[];
let pageNames: string[];

before(async () => {
  // A throw-away store: the tables are built from code, but the routes close over a store.
  store = await openStore(':memory:');
  const { router, registry } = createApp({ store });
  routes = router.routes().map((entry) => entry.value);
  const site = createPages({
    registry,
    validator: new Validator(registry),
    collections: COLLECTIONS.map((c) => ({ name: c.name, call: c.call.name, noun: c.noun })),
    routes: () => routes,
  });
  pageNames = [...buildPageTable(site).keys()];
});

after(async () => {
  await store.close();
});

/** Whether a browser asking for text/html can get HTML from the route (test/support/page-routes.ts says the same). */
function answersHtml(route: RouteDefinition): boolean {
  return route.response?.kind !== 'raw' || route.response.mediaTypes.includes('text/html');
}

test('every page in the page table is keyed by the name of a route that exists and answers HTML (issue 15)', () => {
  const byName = new Map(routes.map((route) => [route.name, route]));
  const orphans = pageNames.filter((name) => byName.get(name) === undefined);
  assert.deepEqual(orphans, [], 'a page keyed by a name no route has: was the route renamed without its page?');
  const notHtml = pageNames.filter((name) => !answersHtml(byName.get(name)!));
  assert.deepEqual(notHtml, [], 'a page for a route that never answers HTML');
});

test('every route that answers people has a page of its own, or is listed as keeping the generic page (issue 15)', () => {
  const pages = new Set(pageNames);
  const names = [...new Set(routes.filter(answersHtml).map((route) => route.name))];
  const missing = names.filter((name) => !pages.has(name) && !Object.hasOwn(GENERIC_PAGE, name) && !Object.hasOwn(OWN_HTML, name));
  assert.deepEqual(missing, [], 'give each a page in src/pages/page-table.ts, or list it in GENERIC_PAGE or OWN_HTML with the reason');
  // The lists stay true: each names a route that answers HTML and has no page in the table.
  for (const name of [...Object.keys(GENERIC_PAGE), ...Object.keys(OWN_HTML)]) {
    assert.ok(names.includes(name), `${name} is listed here but no route of that name answers HTML`);
    assert.ok(!pages.has(name), `${name} is listed here but has a page in the page table`);
  }
});

test("a collection's route names are literal types, so a key the routes do not build is a compile error", () => {
  // Type-checked by `npx tsc --noEmit`: the annotation fails if the name is built differently.
  const list: 'location-list' = collectionRouteNames('location').list;
  const read: 'reading' = collectionRouteNames('reading').read;
  assert.deepEqual([list, read], ['location-list', 'reading']);
});
