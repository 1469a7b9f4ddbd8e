// GET /: what Fieldlog holds and where to go from here.
import { collectionRouteNames } from '../resources/route-names.js';
import type { Registry } from '../versioning/index.js';
import { html } from './html.js';
import type { Markup } from './html.js';
import { SIGN_IN_PATH } from './layout.js';
import type { PageRenderer, Site, SiteCollection } from './site.js';
import { renderItemsTable } from './tables.js';

const NEWEST_ON_HOME = 5;

interface CollectionEntry {
  name: string;
  href: string;
  count: number;
  versions: number[];
}

export const homePage: PageRenderer = async ({ reply, site, request }) => {
  const data = (reply.data ?? {}) as { collections?: CollectionEntry[] };
  const entries = data.collections ?? [];
  // Home is public; the lists are not: a visitor who may not read them sees the way in instead.
  const shown = site.collections.map((collection) => {
    const names = collectionRouteNames(collection.call);
    return { collection, names, reads: site.mayUse(request, names.list), creates: site.mayUse(request, names.new) };
  });
  // The sections depend on the rows and on what the visitor may use, nothing else of theirs: kept
  // until the next change (issue 22: a public page that cost the server 0.3 ms of lists and tables).
  const key = shown.map(({ reads, creates }) => `${reads ? 'r' : '-'}${creates ? 'c' : '-'}`).join('');
  const sections = await site.untilChange(`home:${key}`, async () => {
    const lists = await Promise.all(
      shown.map(async ({ names, reads }) => (reads ? await site.tryCall(names.list, {}, { limit: NEWEST_ON_HOME }, request) : {})),
    );
    return {
      markup: html`${shown.map((section, i) => renderNewest(site, section, lists[i]?.reply?.data))}`,
      complete: lists.every((list, i) => !shown[i]!.reads || list.reply !== undefined),
    };
  });
  return {
    title: 'Home',
    body: html`<h1>Fieldlog</h1>
<p class="message" role="status">${reply.message}</p>
<ul class="actions">${entries.map((e) => html`<li><a class="button secondary" href="${e.href}">${e.name}: ${e.count}</a></li>`)}</ul>
${sections}
<h2>For programs</h2>
<p>Every page is also an answer in JSON and XML at the same address. The conventions:</p>
<ul>
<li><a href="/docs">API docs</a>: every route, parameter and answer (Swagger UI), from <a href="/openapi.json">the OpenAPI document</a>.</li>
<li><a href="/problems">Problem types</a>: each error a request can meet, and how to fix it.</li>
<li><a href="/changes">What changed between versions</a> of each call; send <code>version_number</code> with every programmatic request.</li>
</ul>
<p>Versions:</p>
<ul class="versions">${entries.map((e) => html`<li>${e.name}: ${renderVersions(site.registry, site.collections.find((c) => c.name === e.name)?.call, e.versions)}</li>`)}</ul>`,
  };
};

/** A collection's newest rows, or the way in for a visitor who may not read them. */
function renderNewest(
  site: Site,
  { collection, reads, creates }: { collection: SiteCollection; reads: boolean; creates: boolean },
  data: unknown,
): Markup {
  const items = Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
  const signIn = `${SIGN_IN_PATH}?next=${encodeURIComponent('/')}`;
  return html`<section aria-labelledby="${`newest-${collection.name}`}">
<h2 id="${`newest-${collection.name}`}">Newest ${collection.name}</h2>
${
  reads
    ? html`${renderItemsTable(items, { id: `home-${collection.name}`, collection: `/${collection.name}`, caption: `The ${NEWEST_ON_HOME} newest ${collection.name}`, columns: Object.keys(site.registry.newest(collection.call).parameters) })}
<p><a href="${`/${collection.name}`}">All ${collection.name}</a>${creates ? html` · <a href="${`/${collection.name}/new`}">New ${collection.noun.toLowerCase()}</a>` : ''}</p>`
    : html`<p><a href="${signIn}">Sign in</a> to see the ${collection.name}.</p>`
}
</section>`;
}

/**
 * "version 1 (deprecated since 2026-11-26; see changes), version 2, version 3": pages speak the newest
 * version, so this list is where people meet a deprecated one (issue 18).
 */
function renderVersions(registry: Registry, call: string | undefined, versions: readonly number[]): Markup[] {
  return versions.map((number, i) => {
    const deprecated = call === undefined ? undefined : registry.findVersion(call, number)?.deprecated;
    const note =
      deprecated === undefined
        ? ''
        : html` (deprecated since ${deprecated.since}${deprecated.sunset === undefined ? '' : `, ends ${deprecated.sunset}`}; see <a href="/changes#deprecated">changes</a>)`;
    return html`${i === 0 ? '' : ', '}version ${number}${note}`;
  });
}
