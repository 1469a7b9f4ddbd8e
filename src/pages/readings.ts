// What only readings have: charts of an area over time, an area's history on each reading, the
// latest value of every area kept fresh by script, and the pooled summary.
import { READING } from '../resources/readings/calls.js';
import { READING_HISTORY, READING_LATEST, READING_SEARCH, READING_SUMMARY } from '../resources/readings/query-calls.js';
import { collectionRouteNames } from '../resources/route-names.js';
import { renderReadingsChart } from './charts.js';
import type { CollectionKit } from './collection-pages.js';
import { listPage, renderRawLinks } from './collection-pages.js';
import { renderSearchForm } from './forms.js';
import { html } from './html.js';
import type { Markup } from './html.js';
import type { PageRenderer, PageView, SiteCollection } from './site.js';
import { renderItemsTable, renderPagination } from './tables.js';

const HISTORY = READING_HISTORY.name;
const LATEST = READING_LATEST.name;
const SEARCH = READING_SEARCH.name;
const SUMMARY = READING_SUMMARY.name;
const LIST = collectionRouteNames(READING.name).list;
/** Enough points to see a trend; the history page pages through the rest. */
const CHART_LIMIT = 200;
const CHARTED_AREAS = 6;
/** The latest values follow the change log (fieldlog.js); without a stream they are polled this often. */
export const REFRESH_INTERVAL_MS = 3000;

type Item = Record<string, unknown>;

/**
 * One chart per area (the first few), each point one reading. Readings that say what they measured
 * (version 3) are charted per quantity and unit as well: one axis never mixes Celsius and Fahrenheit,
 * as the summary never pools them.
 */
export function renderAreaCharts(items: readonly Item[], idPrefix: string): Markup {
  const byArea = new Map<string, Item[]>();
  for (const item of items) {
    const series = seriesName(item);
    byArea.set(series, [...(byArea.get(series) ?? []), item]);
  }
  const areas = [...byArea.keys()].slice(0, CHARTED_AREAS);
  return html`${areas.map((area, i) => html`<h3>${area}</h3>${renderReadingsChart(byArea.get(area)!.map(toPoint), { id: `${idPrefix}-${i}`, title: `Readings of ${area} over time: mean with ±stdDev band` })}`)}
${byArea.size > areas.length ? html`<p class="muted">Charts for the first ${areas.length} of ${byArea.size} areas; search for an area to chart it alone.</p>` : ''}`;
}

/** The area, and what was measured in which unit when the reading says so: `bonn:rheinaue, air_temperature in Cel`. */
function seriesName(item: Item): string {
  const area = String(item.area);
  if (item.quantity == null && item.unit == null) return area;
  return `${area}, ${item.quantity == null ? 'a quantity not given' : String(item.quantity)} in ${item.unit == null ? 'a unit not given' : String(item.unit)}`;
}

function toPoint(item: Item) {
  const id = String(item.id);
  return {
    id,
    time: String(item.time),
    mean: Number(item.mean),
    stdDev: typeof item.stdDev === 'number' ? item.stdDev : null,
    href: `/readings/${encodeURIComponent(id)}`,
  };
}

/**
 * The latest reading of each area, refreshed in the background through the JSON interface whenever
 * a reading changes: from /readings/latest where that route exists, else the newest readings of the list.
 */
async function renderLatest(view: PageView): Promise<Markup> {
  const { site, request } = view;
  const latest = site.has(LATEST);
  const route = latest ? LATEST : LIST;
  const values = latest ? {} : { limit: 10 };
  const { reply, problem } = await site.tryCall(route, {}, values, request);
  const version = site.newestOf(route)?.version ?? 1;
  const path = site.route(route)!.path;
  const items = Array.isArray(reply?.data) ? (reply.data as Item[]) : [];
  return html`<section aria-labelledby="latest-heading">
<h2 id="latest-heading">${latest ? 'Latest reading of each area' : 'Newest readings'}</h2>
${problem === undefined ? '' : html`<p class="problem" role="alert">${problem}</p>`}
${renderItemsTable(items, { id: 'latest', collection: '/readings', caption: 'Refreshed as readings change while this page is open (with script).', columns: ['area', 'time', 'mean'], refresh: { url: latest ? path : `${path}?limit=10`, version, intervalMs: REFRESH_INTERVAL_MS } })}
<p class="muted" data-refresh-status="latest"></p>
</section>`;
}

export const READING_KIT: CollectionKit = {
  search: SEARCH,
  live: true,

  async listExtras(view, collection, items) {
    if (view.request.route.name === collectionRouteNames(collection.call).list) return renderLatest(view);
    return html`<h2>Charts</h2>${renderAreaCharts(items, 'results-chart')}`;
  },

  async showExtras(view, _collection, item) {
    const { site, request } = view;
    const id = String(item.id);
    const { reply, problem } = site.has(HISTORY)
      ? await site.tryCall(HISTORY, { id }, { limit: CHART_LIMIT }, request)
      : { reply: undefined, problem: undefined };
    const history = Array.isArray(reply?.data) ? (reply.data as Item[]) : [item];
    return html`<h2 id="history">History of ${String(item.area)}</h2>
${problem === undefined ? '' : html`<p class="problem" role="alert">${problem}</p>`}
${renderReadingsChart(history.map(toPoint), { id: 'history-chart', title: `Readings of ${String(item.area)} up to this one: mean with ±stdDev band` })}
${site.has(HISTORY) ? html`<p><a href="${`/readings/${encodeURIComponent(id)}/history`}">The whole history of ${String(item.area)}</a></p>` : ''}`;
  },
};

/** GET /readings/{id}/history: the area's readings up to this one, charted and listed. */
const historyPage: PageRenderer = async ({ request, reply }) => {
  const id = request.params.id ?? '';
  const items = Array.isArray(reply.data) ? (reply.data as Item[]) : [];
  const area = items[0]?.area === undefined ? 'this area' : String(items[0].area);
  return {
    title: `History of ${area}`,
    body: html`<h1>History of ${area}</h1>
<p class="message" role="status">${reply.message}</p>
<ul class="actions"><li><a href="${`/readings/${encodeURIComponent(id)}`}">Back to reading ${id}</a></li><li>${renderRawLinks(request.path, request.received, request.version?.version)}</li></ul>
${renderReadingsChart(items.map(toPoint), { id: 'history-chart', title: `Readings of ${area} up to reading ${id}: mean with ±stdDev band` })}
${renderItemsTable(items, { id: 'results', collection: '/readings', caption: reply.message })}
${renderPagination(request.path, request.received, reply.meta?.next_cursor)}`,
  };
};

/**
 * GET /readings/summary: pooled statistics per area, and the readings behind them charted. Its form
 * always loads the page: filling the table in place would leave the server-drawn charts stale.
 */
const summaryPage: PageRenderer = async (view) => {
  const { request, reply, site } = view;
  const rows = Array.isArray(reply.data) ? (reply.data as Item[]) : [];
  const version = site.newestOf(SUMMARY);
  const search = site.newestOf(SEARCH);
  // The same filters as the summary, but not its cursor: a cursor belongs to the route that issued it.
  const filters = keep({ ...request.values, limit: CHART_LIMIT * 5, cursor: undefined }, search?.parameters ?? {});
  const searched = search === undefined ? undefined : await site.tryCall(SEARCH, {}, filters, request);
  const readings = Array.isArray(searched?.reply?.data) ? (searched.reply.data as Item[]) : [];
  return {
    title: 'Summary of readings',
    body: html`<h1>Summary of readings</h1>
<p class="message" role="status">${reply.message}</p>
<ul class="actions"><li>${renderRawLinks(request.path, request.received, request.version?.version)}</li></ul>
${version === undefined ? '' : renderSearchForm({ action: request.route.path, parameters: version.parameters, state: { values: request.received, errors: new Map() }, version: version.version, title: 'Summarise readings', submitLabel: 'Summarise' })}
${renderItemsTable(rows, { id: 'summary', collection: '/readings', caption: 'Pooled statistics per area', keyed: false })}
${renderPagination(request.path, request.received, reply.meta?.next_cursor)}
<h2>Readings over time</h2>
${searched?.problem === undefined ? '' : html`<p class="problem" role="alert">${searched.problem}</p>`}
${renderAreaCharts(readings, 'summary-chart')}`,
  };
};

function keep(values: Record<string, unknown>, known: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => Object.hasOwn(known, name) && value !== undefined));
}

/** Pages of the reading routes beyond the common ones, by route name. */
export function readingPages(collection: SiteCollection): [string, PageRenderer][] {
  return [
    [HISTORY, historyPage],
    [SUMMARY, summaryPage],
    [LATEST, listPage(collection, READING_KIT, 'Latest reading of each area')],
  ];
}
