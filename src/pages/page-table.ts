// Which page each route gets, by route name. Routes without an entry get the generic envelope page,
// so a route added elsewhere is usable by people at once and gets a page of its own here when it needs one.
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
  const pages = new Map<string, PageRenderer>([['home', homePage], ['problems', problemsPage], ['problem', problemPage]]);
  for (const collection of site.collections) {
    const { kit, extra } = KITS[collection.name] ?? { kit: {}, extra: () => [] };
    const plural = collection.name.charAt(0).toUpperCase() + collection.name.slice(1);
    const show = showPage(collection, kit);
    pages.set(`${collection.call}-list`, listPage(collection, kit, plural));
    pages.set(`${collection.call}-search`, listPage(collection, kit, `Search ${collection.name}`));
    pages.set(collection.call, show);
    // A write asked for in HTML without a form (script, curl) shows what was written.
    pages.set(`${collection.call}-create`, show);
    pages.set(`${collection.call}-replace`, show);
    pages.set(`${collection.call}-patch`, show);
    pages.set(`${collection.call}-new`, newPage(collection));
    pages.set(`${collection.call}-edit`, editPage(collection));
    for (const [name, page] of extra(collection)) pages.set(name, page);
  }
  return pages;
}

/** The pages for people, as the pipeline uses them (DispatchOptions.pages). */
export function createPages(options: Omit<SiteOptions, 'pages' | 'refusedForm'>): Site {
  return new Site({ ...options, pages: buildPageTable, refusedForm: refusedFormPage });
}
