// What only locations have: the scatter of where they are, and the nearby places of each.
import { LOCATION_LATEST, LOCATION_NEARBY, LOCATION_SEARCH } from '../resources/locations/query-calls.js';
import { renderLocationsScatter } from './charts.js';
import type { CollectionKit } from './collection-pages.js';
import { listPage, renderRawLinks } from './collection-pages.js';
import { renderField } from './forms.js';
import type { FormState } from './forms.js';
import { html } from './html.js';
import type { Markup } from './html.js';
import type { PageRenderer, PageView, SiteCollection } from './site.js';
import { renderItemsTable, renderPagination } from './tables.js';

const NEARBY = LOCATION_NEARBY.name;
/** How far the location page looks when no radius is asked for: a town's width. */
const DEFAULT_RADIUS_M = 10_000;
const NEARBY_ON_PAGE = 10;

function scatterOf(items: readonly Record<string, unknown>[], id: string, title: string): Markup {
  return renderLocationsScatter(
    items.map((item) => ({
      id: String(item.id),
      longitude: Number(item.longitude),
      latitude: Number(item.latitude),
      href: `/locations/${encodeURIComponent(String(item.id))}`,
    })),
    { id, title },
  );
}

export const LOCATION_KIT: CollectionKit = {
  search: LOCATION_SEARCH.name,
  live: true,

  async listExtras(_view, _collection, items) {
    return html`<h2>On the map</h2>${scatterOf(items, 'locations-scatter', `The ${items.length} locations listed below, by longitude and latitude`)}`;
  },

  async showExtras(view, _collection, item) {
    if (!view.site.has(NEARBY)) return html``;
    const id = String(item.id);
    const radius = defaultRadius(view);
    const { reply, problem } = await view.site.tryCall(NEARBY, { id }, withKnown(view, { radius, limit: NEARBY_ON_PAGE }), view.request);
    const items = Array.isArray(reply?.data) ? (reply.data as Record<string, unknown>[]) : [];
    return html`<h2 id="nearby">Nearby</h2>
${renderNearbyForm(view, id, { values: { radius }, errors: new Map() })}
${
  problem !== undefined
    ? html`<p class="problem" role="alert">${problem}</p>`
    : html`
<p class="message">${reply?.message ?? ''}</p>
${renderItemsTable(items, { id: 'nearby-results', collection: '/locations', caption: `Locations within ${radius} m of ${id}, nearest first`, columns: ['distance_m'] })}`
}`;
  },
};

/** Send only the parameters the nearby call has: its definition may name them differently. */
function withKnown(view: PageView, values: Record<string, unknown>): Record<string, unknown> {
  const known = view.site.parametersOf(NEARBY);
  return Object.fromEntries(Object.entries(values).filter(([name]) => Object.hasOwn(known, name)));
}

function defaultRadius(view: PageView): number {
  const spec = view.site.parametersOf(NEARBY).radius;
  const given = spec?.schema.default;
  return typeof given === 'number' ? given : DEFAULT_RADIUS_M;
}

function renderNearbyForm(view: PageView, id: string, state: FormState): Markup {
  const parameters = view.site.parametersOf(NEARBY);
  const names = Object.keys(parameters).filter((name) => name !== 'cursor');
  return html`<form class="fields" method="get" action="${`/locations/${encodeURIComponent(id)}/nearby`}">
<fieldset><legend>Find locations near this one</legend>
<div class="grid">${names.map((name) => renderField(name, parameters[name]!, { idPrefix: 'nearby', required: parameters[name]!.required === true, state }))}</div>
<p><button type="submit">Show nearby locations</button></p>
</fieldset>
</form>`;
}

/** GET /locations/{id}/nearby: the places around one location, with their distances. */
const nearbyPage: PageRenderer = async (view) => {
  const { request, reply } = view;
  const id = request.params.id ?? '';
  const items = Array.isArray(reply.data) ? (reply.data as Record<string, unknown>[]) : [];
  return {
    title: `Near location ${id}`,
    body: html`<h1>Near location <code>${id}</code></h1>
<p class="message" role="status">${reply.message}</p>
<ul class="actions"><li><a href="${`/locations/${encodeURIComponent(id)}`}">Back to the location</a></li><li>${renderRawLinks(request.path, request.received, request.version?.version)}</li></ul>
${renderNearbyForm(view, id, { values: request.received, errors: new Map() })}
${scatterOf(items, 'nearby-scatter', `The ${items.length} locations near ${id}`)}
${renderItemsTable(items, { id: 'results', collection: '/locations', caption: reply.message, columns: ['distance_m'] })}
${renderPagination(request.path, request.received, reply.meta?.next_cursor)}`,
  };
};

/** Pages of the location routes beyond the common ones, by route name. */
export function locationPages(collection: SiteCollection): [string, PageRenderer][] {
  return [
    [NEARBY, nearbyPage],
    [LOCATION_LATEST.name, listPage(collection, LOCATION_KIT, 'Latest locations')],
  ];
}
