// Issue 18: /readings/summary never pools readings of different units. From version 3 it groups by
// area, quantity and unit, and each item says which (null for readings written through versions 1
// and 2, which come first in their area); it takes the filters quantity, unit and device. Version 1
// and 2 readers cannot see a unit, so their areas are split the same way, one item per group: with
// only readings of their own versions, their answers are what they always were.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { READING_V1, READING_V2, assertSuccess } from '../fixtures/resources.js';
import type { Fields } from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';
import { createDevice, createIn, readingV3 } from '../support/version-3.js';

let server: TestServer;
let device = '';

const TIME = '2026-11-22T18:00:00Z';
const sample = (mean: number, stdDev: number, number = 2): Fields => ({ mean, stdDev, good: number, number, seen: number, time: TIME });

before(async () => {
  server = await startServer({ rateLimit: { limit: 0 } });
  device = await createDevice(server, 'Station 4');
  const rows: [number, Fields][] = [
    [3, readingV3(undefined, { ...sample(20, 0), area: 'bonn:rheinaue' })],
    [3, readingV3(undefined, { ...sample(22, 0), area: 'bonn:rheinaue' })],
    [3, readingV3(undefined, { ...sample(70, 2), area: 'bonn:rheinaue', unit: '[degF]' })],
    [2, { ...READING_V2, ...sample(21, 1), area: 'bonn:rheinaue' }],
    [1, { ...READING_V1, mean: 19, good: 2, number: 2, time: TIME, area: 'bonn:rheinaue' }],
    [3, readingV3(device, { ...sample(60, 1, 4), area: 'koeln:dom', quantity: 'relative_humidity', unit: '%' })],
    [3, readingV3(device, { ...sample(18, 0), area: 'koeln:dom' })],
    [2, { ...READING_V2, ...sample(5, 0), area: 'bonn:beuel' }],
  ];
  for (const [version, fields] of rows) await createIn(server, 'readings', version, fields);
});
after(() => server.close());

async function summary(query: string): Promise<any> {
  return assertSuccess(await server.request('GET', `/readings/summary?${query}`), 200);
}

const stats = (readings: number, number: number, mean: number, stdDev: number, withoutStdDev = 0) => ({
  readings,
  number,
  good: number,
  mean,
  stdDev,
  readings_without_std_dev: withoutStdDev,
  number_with_std_dev: number - 2 * withoutStdDev,
});

/** Every group, in order, as a version 3 reader sees it. */
const GROUPS = [
  { area: 'bonn:beuel', quantity: null, unit: null, ...stats(1, 2, 5, 0) },
  // Version 1 and 2 readings pool together: they are one group, first in their area.
  { area: 'bonn:rheinaue', quantity: null, unit: null, ...stats(2, 4, 20, 1, 1) },
  { area: 'bonn:rheinaue', quantity: 'air_temperature', unit: 'Cel', ...stats(2, 4, 21, 1) },
  { area: 'bonn:rheinaue', quantity: 'air_temperature', unit: '[degF]', ...stats(1, 2, 70, 2) },
  { area: 'koeln:dom', quantity: 'air_temperature', unit: 'Cel', ...stats(1, 2, 18, 0) },
  { area: 'koeln:dom', quantity: 'relative_humidity', unit: '%', ...stats(1, 4, 60, 1) },
];

test('version 3 answers one item per area, quantity and unit, each saying which; Celsius and Fahrenheit are never pooled', async () => {
  const body = await summary('version_number=3');
  assert.deepEqual(body.data, GROUPS);
  assert.equal(body.meta.action, 'reading-summary');
  assert.equal(body.meta.version_number, 3);
  assert.match(body.meta.message, /^Pooled statistics of 6 groups of readings, by area, quantity and unit; this is the last page\.$/);
});

test('versions 1 and 2 split an area the same way, one item per group, without the quantity and unit they cannot see', async () => {
  const v2 = await summary('version_number=2');
  assert.deepEqual(
    v2.data,
    GROUPS.map(({ quantity, unit, ...item }) => item),
  );
  const v1 = await summary('version_number=1&area=bonn:rheinaue');
  assert.deepEqual(
    v1.data,
    GROUPS.filter((group) => group.area === 'bonn:rheinaue').map(({ area, readings, number, good, mean }) => ({
      area,
      readings,
      number,
      good,
      mean,
    })),
  );
  // An area with readings of versions 1 and 2 only is one item, as it always was.
  assert.deepEqual((await summary('version_number=2&area=bonn:beuel')).data, [
    { area: 'bonn:beuel', readings: 1, number: 2, good: 2, mean: 5, stdDev: 0, readings_without_std_dev: 0, number_with_std_dev: 2 },
  ]);
});

test('version 3 filters the summary by quantity, unit and device; readings without them never match a filter', async () => {
  const cases: [string, (group: (typeof GROUPS)[number]) => boolean][] = [
    ['quantity=air_temperature', (group) => group.quantity === 'air_temperature'],
    ['unit=Cel', (group) => group.unit === 'Cel'],
    ['quantity=air_temperature&unit=%5BdegF%5D', (group) => group.unit === '[degF]'],
    [`device=${device}`, (group) => group.area === 'koeln:dom'],
    [`device=${device}&unit=%25`, (group) => group.unit === '%'],
    ['quantity=relative_humidity&area=bonn:*', () => false],
  ];
  for (const [query, keep] of cases) {
    assert.deepEqual((await summary(`version_number=3&${query}`)).data, GROUPS.filter(keep), query);
  }
});

test('pages end between the groups of one area, and the cursor carries the whole group, in every version', async () => {
  for (const version of [1, 2, 3]) {
    const items: any[] = [];
    let target: string | null = `/readings/summary?version_number=${version}&limit=1`;
    while (target !== null) {
      const body = assertSuccess(await server.request('GET', target), 200);
      assert.equal(body.data.length, 1, target);
      items.push(body.data[0]);
      assert.equal(body.meta.next_cursor === null, items.length === GROUPS.length);
      target = body.links.next;
    }
    assert.deepEqual(
      items.map((item) => [item.area, item.mean]),
      GROUPS.map((group) => [group.area, group.mean]),
      `version ${version}`,
    );
  }
  // Three per page: the second page starts inside bonn:rheinaue, after its Celsius group.
  const first = await summary('version_number=3&limit=3');
  const second = assertSuccess(await server.request('GET', first.links.next), 200);
  assert.deepEqual(second.data, GROUPS.slice(3));
});

test('the summary answers alike in XML, a missing quantity and unit as nil', async () => {
  const answer = await server.request('GET', '/readings/summary.xml?version_number=3&area=bonn:rheinaue');
  assert.equal(answer.status, 200, answer.text);
  assert.match(String(answer.headers['content-type']), /^application\/xml/);
  assert.equal(answer.text.match(/<quantity>air_temperature<\/quantity>/g)?.length, 2);
  assert.match(answer.text, /<unit>\[degF\]<\/unit>/);
  assert.match(answer.text, /<quantity [^>]*nil="true"[^>]*\/>/);
  assert.match(answer.text, /<unit [^>]*nil="true"[^>]*\/>/);
});

test('the summary page shows the newest version: a quantity and a unit column, one row per group', async () => {
  const page = await server.request('GET', '/readings/summary.html?area=bonn:rheinaue');
  assert.equal(page.status, 200, page.text);
  assert.match(String(page.headers['content-type']), /^text\/html/);
  assert.match(
    page.text,
    /data-columns="area,quantity,unit,readings,number,good,mean,stdDev,readings_without_std_dev,number_with_std_dev"/,
  );
  const table = page.text.slice(page.text.indexOf('id="summary"'), page.text.indexOf('</table>', page.text.indexOf('id="summary"')));
  assert.equal(table.match(/<tr>/g)?.length, 1 + 3, 'a header row and three groups');
  assert.match(table, /<td data-label="unit">\[degF\]<\/td>/);
  // The readings behind it are charted per quantity and unit: one axis never mixes them.
  assert.match(page.text, /<h3>bonn:rheinaue, air_temperature in Cel<\/h3>/);
  assert.match(page.text, /<h3>bonn:rheinaue, air_temperature in \[degF\]<\/h3>/);
});
