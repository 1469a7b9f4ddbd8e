// Charts drawn on the server as inline SVG: no script, no external tiles, nothing to load. Each
// reading or location is one element carrying its id (data-reading-id, data-location-id), so the
// picture and the table beside it describe the same rows. Colours are presentation attributes, which
// the Content-Security-Policy allows where style attributes would be refused.
//
// For people who cannot see them (issue 23), every chart comes with its points as a table, in a
// <details> under the picture. A chart of links (the locations) is a labelled group, never an
// image: role="img" makes its content one picture, so a screen reader could not reach the links
// inside it (axe's nested-interactive). Each point's link is named with its values.
import { html } from './html.js';
import type { Markup } from './html.js';
import { renderTableRegion } from './tables.js';

export interface ReadingPoint {
  id: string;
  time: string;
  mean: number;
  stdDev: number | null;
  /** The reading's page, linked from the chart's table. */
  href?: string;
}

export interface PlacePoint {
  id: string;
  longitude: number;
  latitude: number;
  href: string;
}

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { left: 60, right: 16, top: 16, bottom: 40 };
const PLOT_W = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_H = HEIGHT - MARGIN.top - MARGIN.bottom;

/**
 * Four significant digits: enough to read a chart, short enough for an axis. Near the largest double
 * the rounding goes past it (1.7977e308 → 1.798e308, which Number reads as Infinity); the digits stay.
 */
const short = (n: number): string => {
  const rounded = Number(n.toPrecision(4));
  return Number.isFinite(rounded) ? String(rounded) : n.toPrecision(4);
};
const px = (n: number): string => n.toFixed(1);

/** [lo, hi] widened when empty (one value) and padded, so no point sits on the frame. */
function range(values: readonly number[], minimumSpan: number): [number, number] {
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (hi - lo < minimumSpan) {
    const middle = (lo + hi) / 2;
    lo = middle - minimumSpan / 2;
    hi = middle + minimumSpan / 2;
  }
  const pad = (hi - lo) * 0.05;
  return [lo - pad, hi + pad];
}

function scale([lo, hi]: [number, number], from: number, length: number, flip = false): (v: number) => number {
  return (v) => (flip ? from + length - ((v - lo) / (hi - lo)) * length : from + ((v - lo) / (hi - lo)) * length);
}

/** Charted values stay below 2^1000: a few of them added, halved or padded stay far from the largest double (about 2^1024). */
const SAFE_EXPONENT = 1000;

/**
 * The power of two that values of this magnitude are charted in (issue 14). A reading may hold any
 * double, its mean up to ±1.8e308 and its stdDev as large: mean ± stdDev, the span of the axis and its
 * padding would overflow to Infinity, and Infinity − Infinity is NaN, so the SVG would carry neither.
 * Dividing by a power of two changes no digit of a value, only its exponent; 1 for ordinary values.
 */
function unitOf(magnitude: number): number {
  if (!(magnitude > 2 ** SAFE_EXPONENT) || !Number.isFinite(magnitude)) return 1;
  return 2 ** (Math.ceil(Math.log2(magnitude)) - SAFE_EXPONENT);
}

/** A value charted in `unit` back as a double: the padded frame may reach past the largest one. */
const inUnit = (v: number, unit: number): number => Math.min(Number.MAX_VALUE, Math.max(-Number.MAX_VALUE, v * unit));

/** An area's readings over time: the mean as a line and a point per reading, ±stdDev as a band. */
export function renderReadingsChart(readings: readonly ReadingPoint[], options: { id: string; title: string }): Markup {
  const read = readings
    .map((r) => ({ ...r, t: Date.parse(r.time), sd: r.stdDev !== null && Number.isFinite(r.stdDev) ? Math.abs(r.stdDev) : 0 }))
    .filter((p) => Number.isFinite(p.t) && Number.isFinite(p.mean))
    .sort((a, b) => a.t - b.t);
  if (read.length === 0) return html`<p class="muted">No readings to chart yet.</p>`;
  // Every value is charted in `unit` (1 unless some are near the largest double): m is the mean, s the stdDev in it.
  const unit = unitOf(Math.max(...read.map((p) => Math.max(Math.abs(p.mean), p.sd))));
  const points = read.map((p) => ({ ...p, m: p.mean / unit, s: p.sd / unit }));
  const time = range(
    points.map((p) => p.t),
    2 * 3600_000,
  );
  const value = range(
    points.flatMap((p) => [p.m - p.s, p.m + p.s]),
    Math.max(Math.abs(points[0]!.m) * 0.02, 1e-6),
  );
  const x = scale(time, MARGIN.left, PLOT_W);
  const y = scale(value, MARGIN.top, PLOT_H, true);
  const upper = points.map((p) => `${px(x(p.t))},${px(y(p.m + p.s))}`);
  const lower = points.map((p) => `${px(x(p.t))},${px(y(p.m - p.s))}`).reverse();
  const withSd = points.some((p) => p.stdDev !== null);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const ticks = [value[0], (value[0] + value[1]) / 2, value[1]];
  return html`<figure class="chart-figure">
<svg class="chart" id="${options.id}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="${options.id}-title ${options.id}-desc" data-points="${points.length}">
<title id="${options.id}-title">${options.title}</title>
<desc id="${options.id}-desc">${points.length} reading${points.length === 1 ? '' : 's'} from ${first.time} to ${last.time}; the line is the mean${withSd ? ', the shaded band the mean ± standard deviation' : ''}.</desc>
<rect x="${MARGIN.left}" y="${MARGIN.top}" width="${PLOT_W}" height="${PLOT_H}" fill="#f6f8fa"/>
${ticks.map((t) => html`<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${px(y(t))}" y2="${px(y(t))}" stroke="#d0d7de"/><text class="axis" x="${MARGIN.left - 6}" y="${px(y(t) + 4)}" text-anchor="end">${short(inUnit(t, unit))}</text>`)}
<text class="axis" x="${MARGIN.left}" y="${HEIGHT - 12}">${first.time}</text>
${points.length > 1 ? html`<text class="axis" x="${WIDTH - MARGIN.right}" y="${HEIGHT - 12}" text-anchor="end">${last.time}</text>` : ''}
${withSd ? html`<polygon class="band" points="${[...upper, ...lower].join(' ')}" fill="#54aeff" fill-opacity="0.25" stroke="none"/>` : ''}
<polyline class="mean" points="${points.map((p) => `${px(x(p.t))},${px(y(p.m))}`).join(' ')}" fill="none" stroke="#0969da" stroke-width="2"/>
${points.map((p) => html`<circle class="point" cx="${px(x(p.t))}" cy="${px(y(p.m))}" r="4" fill="#0969da" data-reading-id="${p.id}" data-time="${p.time}" data-mean="${p.mean}"><title>${p.time}: mean ${p.mean}${p.stdDev === null ? '' : ` ± ${p.stdDev}`}</title></circle>`)}
</svg>
${renderDataTable(
  options,
  `The ${points.length} charted reading${points.length === 1 ? '' : 's'} as a table`,
  ['reading', 'time', 'mean', 'stdDev'],
  points.map((p) => [link(p.id, p.href), p.time, p.mean, p.stdDev ?? '—']),
)}
</figure>`;
}

/** Locations by longitude and latitude (equirectangular), each a link to its page. */
export function renderLocationsScatter(places: readonly PlacePoint[], options: { id: string; title: string }): Markup {
  const points = places.filter((p) => Number.isFinite(p.longitude) && Number.isFinite(p.latitude));
  if (points.length === 0) return html`<p class="muted">No locations to plot yet.</p>`;
  const lon = range(
    points.map((p) => p.longitude),
    0.01,
  );
  const lat = range(
    points.map((p) => p.latitude),
    0.01,
  );
  const x = scale(lon, MARGIN.left, PLOT_W);
  const y = scale(lat, MARGIN.top, PLOT_H, true);
  // The frame and the axis labels are hidden from screen readers: the description says the same.
  return html`<figure class="chart-figure">
<svg class="chart" id="${options.id}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="group" aria-labelledby="${options.id}-title" aria-describedby="${options.id}-desc" data-points="${points.length}">
<title id="${options.id}-title">${options.title}</title>
<desc id="${options.id}-desc">${points.length} location${points.length === 1 ? '' : 's'}, longitude ${short(lon[0])} to ${short(lon[1])} across, latitude ${short(lat[0])} to ${short(lat[1])} up; each point is a link to its location.</desc>
<g aria-hidden="true">
<rect x="${MARGIN.left}" y="${MARGIN.top}" width="${PLOT_W}" height="${PLOT_H}" fill="#f6f8fa"/>
<text class="axis" x="${MARGIN.left - 6}" y="${MARGIN.top + 10}" text-anchor="end">${short(lat[1])}°</text>
<text class="axis" x="${MARGIN.left - 6}" y="${MARGIN.top + PLOT_H}" text-anchor="end">${short(lat[0])}°</text>
<text class="axis" x="${MARGIN.left}" y="${HEIGHT - 12}">${short(lon[0])}°</text>
<text class="axis" x="${WIDTH - MARGIN.right}" y="${HEIGHT - 12}" text-anchor="end">${short(lon[1])}° longitude</text>
</g>
${points.map((p) => html`<a href="${p.href}" aria-label="${`Location ${p.id}: longitude ${p.longitude}, latitude ${p.latitude}`}"><circle class="point" cx="${px(x(p.longitude))}" cy="${px(y(p.latitude))}" r="5" fill="#1f883d" data-location-id="${p.id}"><title>${p.id}: ${p.longitude}, ${p.latitude}</title></circle></a>`)}
</svg>
${renderDataTable(
  options,
  `The ${points.length} plotted location${points.length === 1 ? '' : 's'} as a table`,
  ['location', 'longitude', 'latitude'],
  points.map((p) => [link(p.id, p.href), p.longitude, p.latitude]),
)}
</figure>`;
}

const link = (text: string, href: string | undefined): Markup | string => (href === undefined ? text : html`<a href="${href}">${text}</a>`);

/** The chart's points as a table, folded under it: the same values, for reading rather than seeing. */
function renderDataTable(
  chart: { id: string; title: string },
  summary: string,
  columns: readonly string[],
  rows: readonly (readonly (Markup | string | number)[])[],
): Markup {
  const captionId = `${chart.id}-data-caption`;
  return html`<details class="chart-data"><summary>${summary}</summary>
${renderTableRegion(
  captionId,
  html`<table id="${`${chart.id}-data`}"><caption id="${captionId}">${chart.title}</caption>
<thead><tr>${columns.map((c) => html`<th scope="col">${c}</th>`)}</tr></thead>
<tbody>${rows.map((row) => html`<tr>${row.map((cell) => html`<td${typeof cell === 'number' ? html` class="number"` : ''}>${cell}</td>`)}</tr>`)}</tbody>
</table>`,
)}
</details>`;
}
