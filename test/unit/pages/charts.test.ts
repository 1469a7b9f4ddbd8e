import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderLocationsScatter, renderReadingsChart } from '../../../src/pages/charts.js';

const count = (svg: string, pattern: RegExp) => svg.match(pattern)?.length ?? 0;

test('a readings chart has one point per reading, in time order, a mean line and a ±stdDev band', () => {
  const readings = [
    { id: 'b', time: '2026-11-22T12:00:00+01:00', mean: 20, stdDev: 1 },
    { id: 'a', time: '2026-11-22T10:00:00Z', mean: 18, stdDev: 0.5 },
    { id: 'c', time: '2026-11-22T13:00:00Z', mean: 23, stdDev: null },
  ];
  const svg = renderReadingsChart(readings, { id: 'x', title: 'T' }).text;
  assert.equal(count(svg, /<circle class="point"/g), 3);
  assert.deepEqual(
    [...svg.matchAll(/data-reading-id="(\w)"/g)].map((m) => m[1]),
    ['a', 'b', 'c'],
    'sorted by instant, offsets honoured',
  );
  assert.equal(count(svg, /<polygon class="band"/g), 1);
  assert.equal(count(svg, /<polyline class="mean"/g), 1);
  assert.match(svg, /role="img" aria-labelledby="x-title x-desc"/);
  assert.doesNotMatch(svg, /NaN|Infinity/);
});

test('a readings chart carries its points as a table, in the same order, for people who cannot see it (issue 23)', () => {
  const svg = renderReadingsChart(
    [
      { id: 'b', time: '2026-11-22T12:00:00Z', mean: 20, stdDev: 1, href: '/readings/b' },
      { id: 'a', time: '2026-11-22T10:00:00Z', mean: 18, stdDev: null, href: '/readings/a' },
    ],
    { id: 'x', title: 'Readings of bonn' },
  ).text;
  assert.match(svg, /<details class="chart-data"><summary>The 2 charted readings as a table<\/summary>/);
  assert.match(svg, /<caption id="x-data-caption">Readings of bonn<\/caption>/);
  const rows = [
    ...svg.matchAll(
      /<tr><td><a href="([^"]+)">(\w)<\/a><\/td><td>([^<]+)<\/td><td class="number">([^<]+)<\/td><td[^>]*>([^<]+)<\/td><\/tr>/g,
    ),
  ].map((m) => m.slice(1));
  assert.deepEqual(rows, [
    ['/readings/a', 'a', '2026-11-22T10:00:00Z', '18', '—'],
    ['/readings/b', 'b', '2026-11-22T12:00:00Z', '20', '1'],
  ]);
});

test('one reading, equal values and no stdDev still draw inside the frame', () => {
  const svg = renderReadingsChart([{ id: 'a', time: '2026-11-22T10:00:00Z', mean: 0, stdDev: null }], { id: 'x', title: 'T' }).text;
  assert.equal(count(svg, /<circle/g), 1);
  assert.doesNotMatch(svg, /NaN|Infinity|<polygon/);
  assert.match(renderReadingsChart([], { id: 'x', title: 'T' }).text, /No readings/);
});

test('a scatter is a labelled group, not an image, whose points are links named with their values, also listed as a table (issue 23)', () => {
  const svg = renderLocationsScatter(
    [
      { id: 'p', longitude: 7.1, latitude: 50.7, href: '/locations/p' },
      { id: 'q', longitude: -0.5, latitude: 51, href: '/locations/q' },
    ],
    { id: 's', title: 'Places' },
  ).text;
  // role="img" would make the links one picture that assistive technology cannot enter (axe: nested-interactive).
  assert.match(svg, /<svg class="chart" id="s" [^>]*role="group" aria-labelledby="s-title" aria-describedby="s-desc"/);
  assert.doesNotMatch(svg, /role="img"/);
  assert.deepEqual(
    [...svg.matchAll(/<a href="([^"]+)" aria-label="([^"]+)"><circle/g)].map((m) => [m[1], m[2]]),
    [
      ['/locations/p', 'Location p: longitude 7.1, latitude 50.7'],
      ['/locations/q', 'Location q: longitude -0.5, latitude 51'],
    ],
  );
  assert.match(svg, /<g aria-hidden="true">\n<rect/, 'the frame and axis labels are not read out; the description says the same');
  const rows = [
    ...svg.matchAll(/<tr><td><a href="[^"]+">(\w)<\/a><\/td><td class="number">([^<]+)<\/td><td class="number">([^<]+)<\/td><\/tr>/g),
  ].map((m) => m.slice(1));
  assert.deepEqual(rows, [
    ['p', '7.1', '50.7'],
    ['q', '-0.5', '51'],
  ]);
});

test('a scatter links each location and escapes what it shows', () => {
  const svg = renderLocationsScatter(
    [
      { id: '<a>', longitude: 7, latitude: 50, href: '/locations/%3Ca%3E' },
      { id: 'b', longitude: 7, latitude: 50, href: '/locations/b' },
    ],
    { id: 's', title: '"t"' },
  ).text;
  assert.equal(count(svg, /<circle class="point"/g), 2);
  assert.match(svg, /data-location-id="&lt;a&gt;"/);
  assert.match(svg, /<title id="s-title">&quot;t&quot;<\/title>/);
  assert.doesNotMatch(svg, /NaN/);
});

/** Every number the SVG draws with: coordinates, lengths and point lists. */
function drawnNumbers(svg: string): number[] {
  const picture = svg.slice(0, svg.indexOf('</svg>'));
  const attributes = [...picture.matchAll(/ (?:x|y|x1|x2|y1|y2|cx|cy|width|height|points)="([^"]*)"/g)].map((m) => m[1]!);
  return attributes
    .flatMap((value) => value.split(/[ ,]+/))
    .filter((n) => n !== '')
    .map(Number);
}

test('readings near the largest double chart with finite coordinates: no NaN or Infinity in the markup (issue 14)', () => {
  const MAX = Number.MAX_VALUE;
  const cases: { name: string; readings: { id: string; time: string; mean: number; stdDev: number | null }[] }[] = [
    {
      name: 'means at ±MAX',
      readings: [
        { id: 'a', time: '2026-11-22T10:00:00Z', mean: MAX, stdDev: null },
        { id: 'b', time: '2026-11-22T11:00:00Z', mean: -MAX, stdDev: null },
      ],
    },
    {
      name: 'means at ±MAX with stdDevs as large',
      readings: [
        { id: 'a', time: '2026-11-22T10:00:00Z', mean: MAX, stdDev: MAX },
        { id: 'b', time: '2026-11-22T11:00:00Z', mean: -MAX, stdDev: MAX },
        { id: 'c', time: '2026-11-22T12:00:00Z', mean: 0, stdDev: MAX / 2 },
      ],
    },
    { name: 'a mean of 0 with a stdDev near MAX', readings: [{ id: 'a', time: '2026-11-22T10:00:00Z', mean: 0, stdDev: 1.7e308 }] },
    { name: 'one reading at MAX', readings: [{ id: 'a', time: '2026-11-22T10:00:00Z', mean: MAX, stdDev: 0 }] },
    { name: 'one reading at -MAX', readings: [{ id: 'a', time: '2026-11-22T10:00:00Z', mean: -MAX, stdDev: 1 }] },
    {
      name: 'a tiny value beside a huge one',
      readings: [
        { id: 'a', time: '2026-11-22T10:00:00Z', mean: 5e-324, stdDev: 5e-324 },
        { id: 'b', time: '2026-11-22T11:00:00Z', mean: 1.5e308, stdDev: 1e308 },
      ],
    },
  ];
  for (const { name, readings } of cases) {
    const svg = renderReadingsChart(readings, { id: 'x', title: 'T' }).text;
    assert.doesNotMatch(svg, /NaN|Infinity/, name);
    const numbers = drawnNumbers(svg);
    assert.ok(numbers.length > 0, name);
    // Every coordinate is finite and inside the picture: the frame is padded, so nothing is drawn outside it.
    for (const n of numbers) assert.ok(Number.isFinite(n) && n >= 0 && n <= 640, `${name}: ${n}`);
    assert.equal(count(svg, /<circle class="point"/g), readings.length, name);
  }
});

test('readings near the largest double keep their order on the chart: a larger mean is drawn higher (issue 14)', () => {
  const svg = renderReadingsChart(
    [
      { id: 'a', time: '2026-11-22T10:00:00Z', mean: -Number.MAX_VALUE, stdDev: null },
      { id: 'b', time: '2026-11-22T11:00:00Z', mean: 0, stdDev: null },
      { id: 'c', time: '2026-11-22T12:00:00Z', mean: Number.MAX_VALUE, stdDev: null },
    ],
    { id: 'x', title: 'T' },
  ).text;
  const ys = [...svg.matchAll(/<circle class="point" cx="[^"]+" cy="([^"]+)"/g)].map((m) => Number(m[1]));
  assert.equal(ys.length, 3);
  assert.ok(ys[0]! > ys[1]! && ys[1]! > ys[2]!, `SVG y grows downwards: ${ys.join(', ')}`);
  // The axis names the values in full, the ends of the padded frame at the largest double.
  const labels = [...svg.matchAll(/<text class="axis" [^>]*text-anchor="end">([^<]+)<\/text>/g)].map((m) => m[1]);
  assert.deepEqual(labels.slice(0, 3), ['-1.798e+308', '0', '1.798e+308']);
});

test('ordinary readings chart as before: the power-of-two unit is 1 below 2^1000', () => {
  const svg = renderReadingsChart(
    [
      { id: 'a', time: '2026-11-22T10:00:00Z', mean: 1e299, stdDev: 1e298 },
      { id: 'b', time: '2026-11-22T11:00:00Z', mean: 2e299, stdDev: null },
    ],
    { id: 'x', title: 'T' },
  ).text;
  assert.doesNotMatch(svg, /NaN|Infinity/);
  assert.match(svg, /data-mean="1e\+299"/);
});
