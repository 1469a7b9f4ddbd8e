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
  assert.deepEqual([...svg.matchAll(/data-reading-id="(\w)"/g)].map((m) => m[1]), ['a', 'b', 'c'], 'sorted by instant, offsets honoured');
  assert.equal(count(svg, /<polygon class="band"/g), 1);
  assert.equal(count(svg, /<polyline class="mean"/g), 1);
  assert.match(svg, /role="img" aria-labelledby="x-title x-desc"/);
  assert.doesNotMatch(svg, /NaN|Infinity/);
});

test('one reading, equal values and no stdDev still draw inside the frame', () => {
  const svg = renderReadingsChart([{ id: 'a', time: '2026-11-22T10:00:00Z', mean: 0, stdDev: null }], { id: 'x', title: 'T' }).text;
  assert.equal(count(svg, /<circle/g), 1);
  assert.doesNotMatch(svg, /NaN|Infinity|<polygon/);
  assert.match(renderReadingsChart([], { id: 'x', title: 'T' }).text, /No readings/);
});

test('a scatter links each location and escapes what it shows', () => {
  const svg = renderLocationsScatter([
    { id: '<a>', longitude: 7, latitude: 50, href: '/locations/%3Ca%3E' },
    { id: 'b', longitude: 7, latitude: 50, href: '/locations/b' },
  ], { id: 's', title: '"t"' }).text;
  assert.equal(count(svg, /<circle class="point"/g), 2);
  assert.match(svg, /data-location-id="&lt;a&gt;"/);
  assert.match(svg, /<title id="s-title">&quot;t&quot;<\/title>/);
  assert.doesNotMatch(svg, /NaN/);
});
