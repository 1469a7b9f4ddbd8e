// What only devices have (issue 18): the way to their track and what they reported last, on the
// device's own page, and the pages of those two routes: the track drawn above its table, and the
// newest location beside the newest reading of each quantity.
import { DEVICE_LATEST, DEVICE_TRACK } from '../resources/devices/query-calls.js';
import { LOCATION } from '../resources/locations/calls.js';
import { READING } from '../resources/readings/calls.js';
import type { CollectionKit } from './collection-pages.js';
import { renderRawLinks } from './collection-pages.js';
import { renderSearchForm } from './forms.js';
import { html } from './html.js';
import type { Markup } from './html.js';
import type { PageRenderer, PageView } from './site.js';
import { renderItemsTable, renderRecord } from './tables.js';
import { renderTrackSvg } from './track-svg.js';

const TRACK = DEVICE_TRACK.name;
const LATEST = DEVICE_LATEST.name;

type Item = Record<string, unknown>;

const devicePath = (id: string) => `/devices/${encodeURIComponent(id)}`;

export const DEVICE_KIT: CollectionKit = {
  async showExtras(view, _collection, item) {
    const id = String(item.id);
    const links = [
      view.site.has(TRACK)
        ? html`<li><a href="${`${devicePath(id)}/track`}">Its track</a>: its locations in time order, drawn and listed</li>`
        : '',
      view.site.has(LATEST)
        ? html`<li><a href="${`${devicePath(id)}/latest`}">What it reported last</a>: its newest location and the newest reading of each quantity</li>`
        : '',
    ];
    return html`<h2 id="device-routes">Where it went and what it measured</h2>
<ul>${links}</ul>`;
  },
};

/** Links between the device, its track and its latest, and the same data for programs. */
function renderActions(view: PageView, id: string): Markup {
  const { request } = view;
  const others = [
    html`<li><a href="${devicePath(id)}">Back to device ${id}</a></li>`,
    request.route.name !== TRACK && view.site.has(TRACK) ? html`<li><a href="${`${devicePath(id)}/track`}">Track</a></li>` : '',
    request.route.name !== LATEST && view.site.has(LATEST) ? html`<li><a href="${`${devicePath(id)}/latest`}">Latest</a></li>` : '',
  ];
  return html`<ul class="actions">${others}<li>${renderRawLinks(request.path, request.received, request.version?.version)}</li></ul>`;
}

/**
 * Keyset pages of a track: the first page (its oldest locations) and the next one. Not tables.ts's
 * pagination, whose first page is the newest: a track starts at its beginning.
 */
function renderTrackPagination(path: string, query: Readonly<Record<string, unknown>>, nextCursor: unknown): Markup {
  const kept = Object.entries(query)
    .filter(([name]) => name !== 'cursor' && name !== 'version_number')
    .map(([name, value]) => [name, String(value)] as [string, string]);
  const onLaterPage = Object.hasOwn(query, 'cursor');
  if (typeof nextCursor !== 'string' && !onLaterPage) return html``;
  const first = kept.length === 0 ? path : `${path}?${new URLSearchParams(kept)}`;
  return html`<nav class="pagination" aria-label="Pages">
${onLaterPage ? html`<a href="${first}" rel="first">First page</a>` : ''}
${typeof nextCursor === 'string' ? html`<a href="${`${path}?${new URLSearchParams([...kept, ['cursor', nextCursor]])}`}" rel="next">Next page</a>` : html`<span class="muted">This is the last page.</span>`}
</nav>`;
}

/** GET /devices/{id}/track: the track drawn, then the same locations as a table, a page at a time. */
const trackPage: PageRenderer = async (view) => {
  const { request, reply, site } = view;
  const id = request.params.id ?? '';
  const items = Array.isArray(reply.data) ? (reply.data as Item[]) : [];
  const version = site.newestOf(TRACK);
  const fields = Object.keys(site.registry.newest(LOCATION.name).parameters);
  const points = items.map((item) => ({
    id: String(item.id),
    longitude: Number(item.longitude),
    latitude: Number(item.latitude),
    timestamp: typeof item.timestamp === 'string' ? item.timestamp : null,
  }));
  return {
    title: `Track of device ${id}`,
    body: html`<h1>Track of device <code>${id}</code></h1>
<p class="message" role="status">${reply.message}</p>
${renderActions(view, id)}
${version === undefined ? '' : renderSearchForm({ action: `${devicePath(id)}/track`, parameters: version.parameters, state: { values: request.received, errors: new Map() }, version: version.version, title: 'Narrow the track', submitLabel: 'Show track' })}
<h2 id="track-heading">The track</h2>
${renderTrackSvg(points, { id: 'track', title: `Track of device ${id}: the ${points.length} location${points.length === 1 ? '' : 's'} of this page in time order` })}
${renderItemsTable(items, { id: 'results', collection: '/locations', caption: reply.message, columns: fields })}
${renderTrackPagination(request.path, request.received, reply.meta?.next_cursor)}`,
  };
};

/** GET /devices/{id}/latest: the newest location as a record, the newest reading of each quantity as a table. */
const latestPage: PageRenderer = async (view) => {
  const { request, reply, site } = view;
  const id = request.params.id ?? '';
  const data = (reply.data ?? {}) as { location?: Item | null; readings?: Item[] };
  const location = data.location ?? null;
  const readings = Array.isArray(data.readings) ? data.readings : [];
  return {
    title: `Latest of device ${id}`,
    body: html`<h1>What device <code>${id}</code> reported last</h1>
<p class="message" role="status">${reply.message}</p>
${renderActions(view, id)}
<h2 id="location-heading">Newest location</h2>
${
  location === null
    ? html`<p class="muted">No location of this device yet.</p>`
    : html`${renderRecord(location)}<p><a href="${`/locations/${encodeURIComponent(String(location.id))}`}">Location ${String(location.id)}</a></p>`
}
<h2 id="readings-heading">Newest reading of each quantity</h2>
${renderItemsTable(readings, { id: 'readings', collection: '/readings', caption: `The newest reading of each quantity device ${id} measured, in quantity order`, columns: ['quantity', 'unit', 'time', 'mean', ...Object.keys(site.registry.newest(READING.name).parameters)] })}`,
  };
};

/** Pages of the device routes beyond the common ones, by route name. */
export function devicePages(): [string, PageRenderer][] {
  return [
    [TRACK, trackPage],
    [LATEST, latestPage],
  ];
}
