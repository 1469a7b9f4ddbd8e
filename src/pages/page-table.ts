// Which page each route gets, keyed by the names the routes are declared with (issue 15): the
// collection routes' names come from resources/route-names.ts, the named routes' from their calls,
// the system routes' from their constants, so renaming a route renames its key too and a page cannot
// silently fall back to the generic envelope page. Routes without an entry get that generic page, so
// a route added elsewhere is usable by people at once and gets a page of its own here when it needs
// one; test/unit/pages/page-table.test.ts lists the routes that keep the generic page on purpose.
import type { PageRequest } from '../contract/pages.js';
import type { ProblemError } from '../contract/problem-error.js';
import { KEY_ROUTES } from '../resources/keys/key-routes.js';
import { WEBHOOK_ROUTES } from '../resources/webhooks/webhook-routes.js';
import { collectionRouteNames } from '../resources/route-names.js';
import { SESSION_ROUTES } from '../resources/session/session-routes.js';
import { HOME_ROUTE } from '../resources/system/home.js';
import { PROBLEM_ROUTES } from '../resources/system/problem-pages.js';
import { editPage, listPage, newPage, refusedFormPage, showPage } from './collection-pages.js';
import type { CollectionKit } from './collection-pages.js';
import { homePage } from './home.js';
import { DEVICE_KIT, devicePages } from './devices.js';
import { createdKeyPage, keyPage, keysPage, refusedKeyPage } from './keys.js';
import { LOCATION_KIT, locationPages } from './locations.js';
import { problemPage, problemsPage } from './problems.js';
import { READING_KIT, readingPages } from './readings.js';
import { refusedSignInPage, signInPage } from './sign-in.js';
import { createdWebhookPage, deliveriesPage, refusedWebhookPage, webhookPage, webhooksPage } from './webhooks.js';
import { Site } from './site.js';
import type { PageContent, PageRenderer, SiteCollection, SiteOptions } from './site.js';

const KITS: Readonly<Record<string, { kit: CollectionKit; extra: (c: SiteCollection) => [string, PageRenderer][] }>> = {
  locations: { kit: LOCATION_KIT, extra: locationPages },
  readings: { kit: READING_KIT, extra: readingPages },
  devices: { kit: DEVICE_KIT, extra: devicePages },
};

export function buildPageTable(site: Site): ReadonlyMap<string, PageRenderer> {
  const pages = new Map<string, PageRenderer>([
    [HOME_ROUTE, homePage],
    [PROBLEM_ROUTES.index, problemsPage],
    [PROBLEM_ROUTES.type, problemPage],
    [SESSION_ROUTES.form, signInPage],
    [KEY_ROUTES.list, keysPage],
    [KEY_ROUTES.show, keyPage],
    // The one answer to a form post that is shown, not redirected: a key's secret exists only in it.
    [KEY_ROUTES.create, createdKeyPage],
    [WEBHOOK_ROUTES.list, webhooksPage],
    [WEBHOOK_ROUTES.show, webhookPage],
    [WEBHOOK_ROUTES.change, webhookPage],
    [WEBHOOK_ROUTES.deliveries, deliveriesPage],
    // As a key's: the signing secret exists only in this answer.
    [WEBHOOK_ROUTES.create, createdWebhookPage],
  ]);
  for (const collection of site.collections) {
    const { kit, extra } = KITS[collection.name] ?? { kit: {}, extra: () => [] };
    const routes = collectionRouteNames(collection.call);
    const plural = collection.name.charAt(0).toUpperCase() + collection.name.slice(1);
    const show = showPage(collection, kit);
    pages.set(routes.list, listPage(collection, kit, plural));
    if (kit.search !== undefined) pages.set(kit.search, listPage(collection, kit, `Search ${collection.name}`));
    pages.set(routes.read, show);
    // A write asked for in HTML without a form (script, curl) shows what was written.
    pages.set(routes.create, show);
    pages.set(routes.replace, show);
    pages.set(routes.patch, show);
    pages.set(routes.new, newPage(collection));
    pages.set(routes.edit, editPage(collection));
    for (const [name, page] of extra(collection)) pages.set(name, page);
  }
  return pages;
}

type RefusedForm = (site: Site, request: PageRequest, problem: ProblemError) => Promise<PageContent | undefined>;

/** Forms that come back when their post is refused, by the name of the route they post to; else a collection's. */
const REFUSED_FORMS: ReadonlyMap<string, RefusedForm> = new Map<string, RefusedForm>([
  [SESSION_ROUTES.create, refusedSignInPage],
  [KEY_ROUTES.create, refusedKeyPage],
  [WEBHOOK_ROUTES.create, refusedWebhookPage],
]);

function renderRefusedForm(site: Site, request: PageRequest, problem: ProblemError): Promise<PageContent | undefined> {
  return (REFUSED_FORMS.get(request.route.name) ?? refusedFormPage)(site, request, problem);
}

/** The pages for people, as the pipeline uses them (DispatchOptions.pages). */
export function createPages(options: Omit<SiteOptions, 'pages' | 'refusedForm'>): Site {
  return new Site({ ...options, pages: buildPageTable, refusedForm: renderRefusedForm });
}
