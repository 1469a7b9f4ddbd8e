// Which page each route gets, keyed by the names the routes are declared with (issue 15): the
// collection routes' names come from resources/route-names.ts, the named routes' from their calls,
// the system routes' from their constants, so renaming a route renames its key too and a page cannot
// silently fall back to the generic envelope page. Routes without an entry get that generic page, so
// a route added elsewhere is usable by people at once and gets a page of its own here when it needs
// one; test/unit/pages/page-table.test.ts lists the routes that keep the generic page on purpose.
import { collectionRouteNames } from '../resources/route-names.js';
import { HOME_ROUTE } from '../resources/system/home.js';
import { PROBLEM_ROUTES } from '../resources/system/problem-pages.js';
import { editPage, listPage, newPage, refusedFormPage, showPage } from './collection-pages.js';
import type { CollectionKit } from './collection-pages.js';
import { homePage } from './home.js';
import { LOCATION_KIT, locationPages } from './locations.js';
import { problemPage, problemsPage } from './problems.js';
import { READING_KIT, readingPages } from './readings.js';
import { Site } from './site.js';
import type { PageRenderer, SiteCollection, SiteOptions } from './site.js';

const KITS: Readonly<Record<string, { kit: CollectionKit; extra: (c: SiteCollection) => [string, PageRenderer][] }>> = {
  locations: { kit: LOCATION_KIT, extra: locationPages },
  readings: { kit: READING_KIT, extra: readingPages },
};

export function buildPageTable(site: Site): ReadonlyMap<string, PageRenderer> {
  const pages = new Map<string, PageRenderer>([
    [HOME_ROUTE, homePage],
    [PROBLEM_ROUTES.index, problemsPage],
    [PROBLEM_ROUTES.type, problemPage],
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

/** The pages for people, as the pipeline uses them (DispatchOptions.pages). */
export function createPages(options: Omit<SiteOptions, 'pages' | 'refusedForm'>): Site {
  return new Site({ ...options, pages: buildPageTable, refusedForm: refusedFormPage });
}
