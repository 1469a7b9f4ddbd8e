// A device's track drawn on the server as inline SVG (issue 18): one polyline through its locations in
// time order, a start and an end mark, nothing to load and no script, as charts.ts draws its charts.
//
// Projection: equirectangular, x = longitude · cos(middle latitude), y = latitude, scaled to fit the
// track's bounding box with the same scale on both axes, so that a track keeps its shape at any
// latitude a device is likely to be at. A track that crosses ±180 is unwrapped (each longitude taken
// within 180° of the one before), so that it does not streak across the whole picture.
//
// The picture is one image to a screen reader (role="img"): its title names it and its description
// says where it starts and ends; the table of locations under it on the page holds every point.
import { html } from './html.js';
import type { Markup } from './html.js';

export interface TrackPoint {
  id: string;
  longitude: number;
  latitude: number;
  timestamp: string | null;
}

const WIDTH = 640;
const HEIGHT = 320;
const MARGIN = 20;
/** Degrees: a track that stands still is drawn in a box this wide rather than scaled to nothing. */
const MINIMUM_SPAN = 0.001;

const px = (n: number): string => n.toFixed(1);
const degrees = (n: number): string => String(Number(n.toFixed(5)));

/** Longitudes each within 180° of the previous one: the same meridians, one continuous line. */
export function unwrapLongitudes(longitudes: readonly number[]): number[] {
  const out: number[] = [];
  for (const longitude of longitudes) {
    const previous = out.at(-1);
    out.push(previous === undefined ? longitude : previous + ((((longitude - previous + 180) % 360) + 360) % 360) - 180);
  }
  return out;
}

/** Points in the viewBox for the locations given, in their order. */
export function projectTrack(points: readonly TrackPoint[]): { x: number; y: number }[] {
  const longitudes = unwrapLongitudes(points.map((p) => p.longitude));
  const latitudes = points.map((p) => p.latitude);
  const middle = (Math.min(...latitudes) + Math.max(...latitudes)) / 2;
  // Not below cos 89°: near a pole the width of a degree goes to nothing.
  const squeeze = Math.max(Math.cos((middle * Math.PI) / 180), Math.cos((89 * Math.PI) / 180));
  const xs = longitudes.map((lon) => lon * squeeze);
  const [west, east] = span(xs);
  const [south, north] = span(latitudes);
  const scale = Math.min((WIDTH - 2 * MARGIN) / (east - west), (HEIGHT - 2 * MARGIN) / (north - south));
  // Centred: the box of the track in the middle of the picture.
  const left = (WIDTH - (east - west) * scale) / 2;
  const top = (HEIGHT - (north - south) * scale) / 2;
  return xs.map((x, index) => ({ x: left + (x - west) * scale, y: top + (north - latitudes[index]!) * scale }));
}

/** [lo, hi], widened around the middle when narrower than MINIMUM_SPAN. */
function span(values: readonly number[]): [number, number] {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  if (hi - lo >= MINIMUM_SPAN) return [lo, hi];
  const middle = (lo + hi) / 2;
  return [middle - MINIMUM_SPAN / 2, middle + MINIMUM_SPAN / 2];
}

function describe(point: TrackPoint): string {
  return `${point.timestamp ?? 'an unknown time'} at longitude ${degrees(point.longitude)}, latitude ${degrees(point.latitude)}`;
}

/** The track as a figure, or a sentence when there is nothing to draw. */
export function renderTrackSvg(points: readonly TrackPoint[], options: { id: string; title: string }): Markup {
  const drawn = points.filter((p) => Number.isFinite(p.longitude) && Number.isFinite(p.latitude));
  if (drawn.length === 0) return html`<p class="muted">No locations to draw yet.</p>`;
  const at = projectTrack(drawn);
  const first = drawn[0]!;
  const last = drawn.at(-1)!;
  const start = at[0]!;
  const end = at.at(-1)!;
  const description =
    drawn.length === 1
      ? `One location: ${describe(first)}.`
      : `${drawn.length} locations in time order, from ${describe(first)} (the hollow circle) to ${describe(last)} (the filled circle). The table below lists every point.`;
  return html`<figure class="chart-figure">
<svg class="chart track" id="${options.id}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="${options.id}-title ${options.id}-desc" data-points="${drawn.length}">
<title id="${options.id}-title">${options.title}</title>
<desc id="${options.id}-desc">${description}</desc>
<rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}" fill="#f6f8fa"/>
${drawn.length > 1 ? html`<polyline class="track-line" points="${at.map((p) => `${px(p.x)},${px(p.y)}`).join(' ')}" fill="none" stroke="#0969da" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"/>` : ''}
<circle class="track-start" cx="${px(start.x)}" cy="${px(start.y)}" r="6" fill="#ffffff" stroke="#1f883d" stroke-width="3" data-location-id="${first.id}"/>
<circle class="track-end" cx="${px(end.x)}" cy="${px(end.y)}" r="6" fill="#cf222e" data-location-id="${last.id}"/>
</svg>
<figcaption class="muted">Equirectangular sketch, north up; the table below is the exact record.</figcaption>
</figure>`;
}
