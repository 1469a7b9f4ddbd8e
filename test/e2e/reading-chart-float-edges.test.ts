// Issue 14: the charts of the reading pages at the edges of the double range. A mean of ±1.8e308 or a
// stdDev as large is a valid reading, so every page that charts it answers 200 with an SVG whose
// coordinates are finite numbers: mean ± stdDev and the span of the axis would overflow to Infinity
// (and to NaN after a subtraction) if they were drawn as they are.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const MAX = Number.MAX_VALUE;
const PAGE = { Accept: 'text/html' };
/** [hour, mean, stdDev] of the readings of one area. */
const READINGS: [number, number, number][] = [
  [10, MAX, MAX],
  [11, -MAX, MAX],
  [12, 0, 1.7e308],
  [13, 1e-300, 5e-324],
];

let server: TestServer;
const ids: string[] = [];
before(async () => {
  server = await startServer({ rateLimit: { limit: 0 } });
  for (const [hour, mean, stdDev] of READINGS) {
    const answer = await server.request('POST', '/readings', {
      json: {
        version_number: 2,
        time: `2026-11-22T${hour}:00:00Z`,
        area: 'edge:double',
        mean,
        good: 1,
        number: 1,
        seen: 1,
        span: 60,
        stdDev,
      },
    });
    assert.equal(answer.status, 201, answer.text);
    ids.push(answer.json().data.id);
  }
});
after(() => server.close());

test('the pages that chart readings near the largest double answer 200 with finite coordinates', async () => {
  const newest = ids[ids.length - 1]!;
  for (const path of [`/readings/${newest}`, `/readings/${newest}/history`, '/readings/search?area=edge:*', '/readings/summary']) {
    const answer = await server.request('GET', path, { headers: PAGE });
    assert.equal(answer.status, 200, path);
    const charts = [...answer.text.matchAll(/<svg class="chart"[\s\S]*?<\/svg>/g)].map((m) => m[0]);
    assert.ok(charts.length > 0, `${path} charts the readings`);
    for (const svg of charts) {
      assert.doesNotMatch(svg, /NaN|Infinity/, path);
      assert.equal(svg.match(/<circle class="point"/g)?.length, READINGS.length, path);
    }
  }
});
