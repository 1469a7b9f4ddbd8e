// The pages every collection has: its list (and its search and latest routes, which answer lists
// too), one resource, and the create and edit forms. A collection's kit (locations.ts,
// readings.ts) adds what only it has: charts, member routes, the latest values.
import type { PageRequest } from '../contract/pages.js';
import type { ProblemError } from '../contract/problem-error.js';
import type { MediaOffer } from '../contract/route.js';
import { errorsByParameter, renderDeleteForm, renderResourceForm, renderSearchForm, EMPTY_FORM } from './forms.js';
import type { FormState, Suggestion } from './forms.js';
import { html } from './html.js';
import type { Markup } from './html.js';
import { collectionRouteNames } from '../resources/route-names.js';
import type { PageContent, PageRenderer, PageView, Site, SiteCollection } from './site.js';
import { renderItemsTable, renderPagination, renderRecord } from './tables.js';
import type { ItemsTableOptions } from './tables.js';

export interface CollectionKit {
  /** The collection's search route, declared with its other named routes: its page and its form on the list. */
  search?: string;
  /** Sections above the results of the collection's list, search and latest pages. */
  listExtras?(view: PageView, collection: SiteCollection, items: Record<string, unknown>[]): Promise<Markup>;
  /** Sections below one resource: its member routes. */
  showExtras?(view: PageView, collection: SiteCollection, item: Record<string, unknown>): Promise<Markup>;
  /** Its list and latest pages follow the change log (fieldlog.js): the first page of rows refreshes as rows change. */
  live?: boolean;
}

/**
 * How often a live list polls when it has no stream (fieldlog.js): slowly, as a fallback only; a
 * page of a list is heavier than the latest values, which poll faster (readings.ts).
 */
export const LIST_REFRESH_INTERVAL_MS = 10_000;

const plural = (collection: SiteCollection) => collection.name.charAt(0).toUpperCase() + collection.name.slice(1);
const lower = (collection: SiteCollection) => collection.noun.toLowerCase();

/** `.json` and `.xml` of what the page shows, with the version_number a program must send. */
export function renderRawLinks(
  path: string,
  query: Readonly<Record<string, unknown>>,
  version: number | undefined,
  media: readonly MediaOffer[] = [],
): Markup {
  const search = queryOf(query, version, []);
  const more = media.filter((offer) => LINKED_MEDIA[offer.name] !== undefined);
  return html`<span class="muted">Same data for programs:</span> <a href="${`${path}.json${search}`}">JSON</a> · <a href="${`${path}.xml${search}`}">XML</a>${more.map((offer) => html` · <a href="${`${path}${offer.suffix}${search}`}">${LINKED_MEDIA[offer.name]}</a>`)}`;
}

/** The route's own formats that a page links to, by their names for people. */
const LINKED_MEDIA: Partial<Record<MediaOffer['name'], string>> = { csv: 'CSV', geojson: 'GeoJSON' };

/** A query string of the values sent, `version_number` last, without the ones named in `leave`. */
function queryOf(query: Readonly<Record<string, unknown>>, version: number | undefined, leave: readonly string[]): string {
  const pairs = Object.entries(query)
    .filter(([name]) => name !== 'version_number' && !leave.includes(name))
    .map(([n, v]) => [n, String(v)] as [string, string]);
  if (version !== undefined) pairs.push(['version_number', String(version)]);
  return pairs.length === 0 ? '' : `?${new URLSearchParams(pairs)}`;
}

/**
 * Every row the list or search matches, whatever its pages, as a file (GET /{collection}/export,
 * issue 20): the search's filters kept, its page size and cursor left out. Nothing when the
 * collection has no export or the visitor may not use it.
 */
function renderDownloadLinks(view: PageView, collection: SiteCollection, isSearch: boolean): Markup {
  const name = `${collection.call}-export`;
  const route = view.site.route(name);
  const version = view.site.newestOf(name);
  if (route === undefined || version === undefined || !view.site.mayUse(view.request, name)) return html``;
  const search = queryOf(isSearch ? view.request.received : {}, version.version, ['limit', 'cursor']);
  const offers = (route.media ?? []).filter((offer) => LINKED_MEDIA[offer.name] !== undefined);
  if (offers.length === 0) return html``;
  return html`<li><span class="muted">Download every ${isSearch ? 'match' : collection.noun.toLowerCase()}:</span> ${offers.map(
    (offer, index) =>
      html`${index === 0 ? '' : ' · '}<a href="${`${route.path}${offer.suffix}${search}`}" download>${LINKED_MEDIA[offer.name]}</a>`,
  )}</li>`;
}

/** The search form of a collection, when its search route exists; filled in on the search page itself. */
export function renderCollectionSearch(view: PageView, collection: SiteCollection, kit: CollectionKit, state: FormState): Markup {
  const name = kit.search;
  if (name === undefined) return html``;
  const version = view.site.newestOf(name);
  const route = view.site.route(name);
  if (version === undefined || route === undefined || route.method !== 'GET') return html``;
  return renderSearchForm({
    action: route.path,
    parameters: version.parameters,
    state,
    version: version.version,
    results: 'results',
    title: `Search ${collection.name}`,
  });
}

/**
 * The background refresh of a live kit's list or latest page: the same route and query as the page,
 * in JSON. Not of a search (its form fills the table in place), nor of a later page (a cursor's
 * rows are older than any new one).
 */
function liveRefresh(view: PageView, kit: CollectionKit, isSearch: boolean): ItemsTableOptions['refresh'] {
  const { request, site } = view;
  if (kit.live !== true || isSearch || Object.hasOwn(request.received, 'cursor')) return undefined;
  const version = request.version?.version ?? site.newestOf(request.route.name)?.version;
  if (version === undefined) return undefined;
  const pairs = Object.entries(request.received)
    .filter(([name]) => name !== 'version_number')
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => [name, String(v)] as [string, string]));
  const url = pairs.length === 0 ? request.path : `${request.path}?${new URLSearchParams(pairs)}`;
  return { url, version, intervalMs: LIST_REFRESH_INTERVAL_MS };
}

/** A list, search or latest page: the same table, the search form, pagination where the route pages. */
export function listPage(collection: SiteCollection, kit: CollectionKit, heading: string): PageRenderer {
  return async (view) => {
    const { request, reply, site } = view;
    const items = Array.isArray(reply.data) ? (reply.data as Record<string, unknown>[]) : [];
    const isSearch = kit.search !== undefined && request.route.name === kit.search;
    const fields = Object.keys(site.registry.newest(collection.call).parameters);
    const creates = site.mayUse(request, collectionRouteNames(collection.call).new);
    const refresh = liveRefresh(view, kit, isSearch);
    return {
      title: heading,
      body: html`<h1>${heading}</h1>
<p class="message" role="status" data-summary>${reply.message}</p>
<ul class="actions">${creates ? html`<li><a class="button" href="${`/${collection.name}/new`}">New ${lower(collection)}</a></li>` : ''}<li>${renderRawLinks(request.path, request.received, request.version?.version, request.route.media)}</li>${renderDownloadLinks(view, collection, isSearch)}</ul>
${kit.listExtras === undefined ? '' : await kit.listExtras(view, collection, items)}
${renderCollectionSearch(view, collection, kit, isSearch ? { values: request.received, errors: new Map() } : EMPTY_FORM)}
<h2 id="results-heading">${isSearch ? 'Results' : plural(collection)}</h2>
${renderItemsTable(items, { id: 'results', collection: `/${collection.name}`, caption: reply.message, columns: fields, refresh })}
${refresh === undefined ? '' : html`<p class="muted" data-refresh-status="results"></p>`}
<div data-pagination="results">${renderPagination(request.path, request.received, reply.meta?.next_cursor)}</div>`,
    };
  };
}

/** One resource: its fields, what can be done with it, and its member routes. */
export function showPage(collection: SiteCollection, kit: CollectionKit): PageRenderer {
  return async (view) => {
    const { request, site } = view;
    const item = (view.reply.data ?? {}) as Record<string, unknown>;
    const id = String(item.id);
    const self = `/${collection.name}/${encodeURIComponent(id)}`;
    const names = collectionRouteNames(collection.call);
    // Without script, deleting goes through the edit page: both are needed for the link to lead anywhere.
    const edits = site.mayUse(request, names.edit);
    const deletes = site.mayUse(request, names.delete);
    return {
      title: `${collection.noun} ${id}`,
      body: html`<h1>${collection.noun} <code>${id}</code></h1>
${renderRecord(item)}
<ul class="actions">
${edits ? html`<li><a class="button" href="${`${self}/edit`}">Edit</a></li>` : ''}
${deletes ? html`<li>${renderDeleteForm(self, collection.noun, id, { scriptOnly: true })}${edits ? html`<a class="button secondary" href="${`${self}/edit#delete`}" data-no-script>Delete…</a>` : ''}</li>` : ''}
<li><a href="${`/${collection.name}`}">All ${collection.name}</a></li>
<li>${renderRawLinks(view.request.path, {}, view.request.version?.version, view.request.route.media)}</li>
</ul>
${kit.showExtras === undefined ? '' : await kit.showExtras(view, collection, item)}`,
    };
  };
}

/** GET /{collection}/new: a form of the newest version's fields, posting to the collection. */
export function newPage(collection: SiteCollection): PageRenderer {
  return async ({ site, request }) => renderNewForm(site, collection, EMPTY_FORM, await referenceChoices(site, collection, request));
}

/** How many rows of a referenced collection a form offers: the newest ones; any other id may still be typed. */
const CHOICES = 200;

/**
 * For each field that names a row of another collection (a location's device), the newest rows of
 * it as choices, labelled by their name where they have one. Empty when the visitor may not list them.
 */
async function referenceChoices(site: Site, collection: SiteCollection, request: PageRequest): Promise<Record<string, Suggestion[]>> {
  const choices: Record<string, Suggestion[]> = {};
  for (const [name, spec] of Object.entries(site.registry.newest(collection.call).parameters)) {
    const target = spec.references === undefined ? undefined : site.collections.find((c) => c.name === spec.references);
    if (target === undefined) continue;
    const { reply } = await site.tryCall(collectionRouteNames(target.call).list, {}, { limit: CHOICES }, request);
    const items = Array.isArray(reply?.data) ? (reply.data as Record<string, unknown>[]) : [];
    choices[name] = items.map((item) => ({ value: String(item.id), label: typeof item.name === 'string' ? item.name : String(item.id) }));
  }
  return choices;
}

/** GET /{collection}/{id}/edit: the form filled with the stored values, and the delete step. */
export function editPage(collection: SiteCollection): PageRenderer {
  return async ({ site, reply, request }) => {
    const item = (reply.data ?? {}) as Record<string, unknown>;
    const deletes = site.mayUse(request, collectionRouteNames(collection.call).delete);
    return renderEditForm(
      site,
      collection,
      String(item.id),
      { values: item, errors: new Map() },
      { ifMatch: reply.headers?.ETag, deletes, suggestions: await referenceChoices(site, collection, request) },
    );
  };
}

function renderNewForm(
  site: Site,
  collection: SiteCollection,
  state: FormState,
  suggestions: Record<string, Suggestion[]>,
  detail?: string,
): PageContent {
  const version = site.registry.newest(collection.call);
  return {
    title: `New ${lower(collection)}`,
    body: html`<h1>New ${lower(collection)}</h1>
<p>The fields of version ${version.version} of <code>${collection.call}</code>; every field is required${version.optional.length === 0 ? '' : ' but those marked optional'}. <a href="${`/${collection.name}`}">Back to ${collection.name}</a></p>
${renderResourceForm({ collection: `/${collection.name}`, parameters: version.parameters, optional: version.optional, state, suggestions, ...(detail === undefined ? {} : { detail }), submitLabel: `Create ${lower(collection)}` })}`,
  };
}

interface EditFormOptions {
  /** The server's sentence after a refused save. */
  detail?: string | undefined;
  ifMatch?: string | undefined;
  /** Whether the visitor may delete: the delete step is shown only then. */
  deletes: boolean;
  suggestions: Record<string, Suggestion[]>;
}

function renderEditForm(site: Site, collection: SiteCollection, id: string, state: FormState, options: EditFormOptions): PageContent {
  const { detail, ifMatch } = options;
  const version = site.registry.newest(collection.call);
  const self = `/${collection.name}/${encodeURIComponent(id)}`;
  return {
    title: `Edit ${lower(collection)} ${id}`,
    body: html`<h1>Edit ${lower(collection)} <code>${id}</code></h1>
<p>Saving replaces every field of version ${version.version} of <code>${collection.call}</code>. <a href="${self}">Back to the ${lower(collection)}</a></p>
${renderResourceForm({ collection: `/${collection.name}`, id, parameters: version.parameters, optional: version.optional, state, suggestions: options.suggestions, ...(detail === undefined ? {} : { detail }), submitLabel: 'Save changes', ifMatch })}
${
  options.deletes
    ? html`<h2 id="delete">Delete this ${lower(collection)}</h2>
<p>Deleting removes ${lower(collection)} <code>${id}</code> for good; it cannot be undone.</p>
${renderDeleteForm(self, collection.noun, id, { scriptOnly: false })}`
    : ''
}`,
  };
}

/**
 * A refused create (POST /{collection}) or edit (PUT or PATCH /{collection}/{id}) comes back as its
 * form, with what was sent and the server's messages; other refused posts get the problem page.
 */
export async function refusedFormPage(site: Site, request: PageRequest, problem: ProblemError): Promise<PageContent | undefined> {
  const collection = site.collectionOf(request.route);
  if (collection === undefined || request.route.call !== collection.call) return undefined;
  // Values the form can correct, or a save that met someone else's; any other refusal is its problem page.
  if (problem.type !== 'invalid-parameters' && problem.type !== 'precondition-failed') return undefined;
  const state: FormState = { values: request.received, errors: errorsByParameter(problem.extensions.errors) };
  const suggestions = await referenceChoices(site, collection, request);
  if (request.method === 'POST' && request.params.id === undefined)
    return refused(renderNewForm(site, collection, state, suggestions, problem.detail));
  if ((request.method === 'PUT' || request.method === 'PATCH') && request.params.id !== undefined) {
    // After a 412 the form carries the current tag: saving again is then a deliberate overwrite of
    // the change the detail tells about, not a blind one.
    const ifMatch = problem.type === 'precondition-failed' ? String(problem.extensions.etag) : request.ifMatch;
    const deletes = site.mayUse(request, collectionRouteNames(collection.call).delete);
    return refused(renderEditForm(site, collection, request.params.id, state, { detail: problem.detail, ifMatch, deletes, suggestions }));
  }
  return undefined;
}

/** The title is the first thing a screen reader says of a page: it tells at once that the form came back. */
function refused(page: PageContent): PageContent {
  return { ...page, title: `Error: ${page.title}` };
}
