// Issue 3: /readings/summary's pooled standard deviation is the standard deviation of all the
// underlying samples. Samples are generated here, each reading posts their count, mean and
// population standard deviation, and the pooled answer must equal the direct computation over every
// sample of the area. Means far from zero with small spreads are included: they are where the
// textbook formula Σ n(σ² + μ²) − Nμ² loses its digits.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createRandom, insertDirectly, postAll } from '../support/named-routes.js';
import type { Body } from '../support/named-routes.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

let server: TestServer;
const samplesByArea = new Map<string, { time: string; values: number[]; withStdDev: boolean }[]>();

function populationStats(values: number[]): { mean: number; stdDev: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return { mean, stdDev: Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length) };
}

before(async () => {
  server = await startServer({ rateLimit: { limit: 0 } });
  const random = createRandom(21);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  // area → (centre, spread): ordinary data, a large offset with a tiny spread, and negative means.
  const areas: [string, number, number][] = [
    ['plain', 10, 3],
    ['offset', 1e6, 0.001],
    ['cold', -40, 5],
    ['mixed', 0, 1],
  ];
  const bodies: Body[] = [];
  for (const [area, centre, spread] of areas) {
    const readings = [];
    for (let i = 0; i < 60; i += 1) {
      // Each reading has its own drift, so the means differ as well as the samples.
      const drift = gaussian() * spread * 2;
      const values = Array.from({ length: 1 + Math.floor(random() * 40) }, () => centre + drift + gaussian() * spread);
      const { mean, stdDev } = populationStats(values);
      // In "mixed", a third of the readings come from version 1 clients and carry no stdDev.
      const withStdDev = area !== 'mixed' || i % 3 !== 0;
      const time = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
      readings.push({ time, values, withStdDev });
      const body: Body = { version_number: withStdDev ? 2 : 1, area, time, mean, good: values.length, number: values.length };
      if (withStdDev) Object.assign(body, { seen: values.length, span: 60, stdDev });
      bodies.push(body);
    }
    samplesByArea.set(area, readings);
  }
  // A reading of no samples at all counts as a reading and changes nothing else.
  bodies.push({
    version_number: 2,
    area: 'plain',
    time: '2026-01-15T12:00:00Z',
    mean: 999,
    good: 0,
    number: 0,
    seen: 0,
    span: 60,
    stdDev: 0,
  });
  samplesByArea.get('plain')!.push({ time: '2026-01-15T12:00:00Z', values: [], withStdDev: true });
  await insertDirectly(server, 'readings', bodies.slice(10));
  await postAll(server, 'readings', bodies.slice(0, 10));
});
after(() => server.close());

function close(actual: number, expected: number, label: string, relative = 1e-9): void {
  assert.ok(Math.abs(actual - expected) <= relative * Math.max(1e-12, Math.abs(expected)), `${label}: ${actual} against ${expected}`);
}

for (const [label, from, to] of [
  ['all time', undefined, undefined],
  ['February to April', '2026-02-01T00:00:00+01:00', '2026-04-30T23:59:59Z'],
] as const) {
  test(`the pooled standard deviation equals the direct one over every sample (${label})`, async () => {
    const query = new URLSearchParams({ version_number: '2', limit: '10' });
    if (from !== undefined) query.set('from', from);
    if (to !== undefined) query.set('to', to);
    const answer = await server.request('GET', `/readings/summary?${query}`);
    assert.equal(answer.status, 200, answer.text);
    const body = answer.json();
    assert.deepEqual(
      body.data.map((item: any) => item.area),
      ['cold', 'mixed', 'offset', 'plain'],
    );
    for (const item of body.data) {
      const readings = samplesByArea
        .get(item.area)!
        .filter(
          (r) =>
            (from === undefined || Date.parse(r.time) >= Date.parse(from)) && (to === undefined || Date.parse(r.time) <= Date.parse(to)),
        );
      const everySample = readings.flatMap((r) => r.values);
      const withStdDev = readings.filter((r) => r.withStdDev).flatMap((r) => r.values);
      assert.equal(item.readings, readings.length);
      assert.equal(item.number, everySample.length);
      assert.equal(item.readings_without_std_dev, readings.filter((r) => !r.withStdDev).length);
      assert.equal(item.number_with_std_dev, withStdDev.length);
      close(item.mean, populationStats(everySample).mean, `${item.area} mean`);
      // The pooled σ covers the samples of the readings that reported one.
      close(item.stdDev, populationStats(withStdDev).stdDev, `${item.area} stdDev`, item.area === 'offset' ? 1e-6 : 1e-9);
    }
  });
}

test('an area whose readings have no stdDev has a null stdDev and a mean; a version 1 reader sees neither stdDev nor its counts', async () => {
  await postAll(server, 'readings', [
    { version_number: 1, area: 'only-v1', time: '2026-01-01T00:00:00Z', mean: 4, good: 2, number: 2 },
    { version_number: 1, area: 'only-v1', time: '2026-01-02T00:00:00Z', mean: 1, good: 1, number: 1 },
  ]);
  const v2 = (await server.request('GET', '/readings/summary?version_number=2&area=only-v1')).json();
  assert.deepEqual(v2.data, [
    { area: 'only-v1', readings: 2, number: 3, good: 3, mean: 3, stdDev: null, readings_without_std_dev: 2, number_with_std_dev: 0 },
  ]);
  const v1 = (await server.request('GET', '/readings/summary?version_number=1&area=only-*')).json();
  assert.deepEqual(v1.data, [{ area: 'only-v1', readings: 2, number: 3, good: 3, mean: 3 }]);
  assert.equal(v1.meta.action, 'reading-summary');
  assert.match(v1.meta.message, /^Pooled statistics of 1 area, areas in name order; this is the last page\.$/);
});
