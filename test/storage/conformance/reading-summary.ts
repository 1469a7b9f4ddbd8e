// store.queries.readings.summary: pooled statistics per area, compared with the definition in
// docs/named-routes.md computed here, to 1e-9 relative; the pooled σ against the raw samples it
// stands for; and the edges of the double range (issue 14) with values worked out by hand.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AreaSummary, FieldValue, Store, StoredRow } from '../../../src/storage/index.js';
import type { ReadingFilters } from '../../../src/storage/queries.js';
import type { FreshStore } from '../conformance.js';
import { FLOAT_EDGE_AREAS, MAX_COUNT } from '../../fixtures/summary-float-edges.js';
import { generateReadings, seed } from './data.js';
import { bucketedSummaryCases } from './reading-summary-buckets.js';
import { matchesFilters, seedVersion3Readings } from './reading-queries.js';
import {
  assertClose,
  compareText,
  createRandom,
  matchesArea,
  pagesFor,
  pooledStatistics,
  sampleStatistics,
  walk,
  withinTime,
} from './reference.js';
import type { ReadingStats } from './reference.js';

type Filters = { area?: string; from?: string; to?: string };

async function summaryWalk(store: Store, filters: Filters & ReadingFilters, limit: number, between?: () => Promise<void>) {
  return walk(limit, (cursor) => store.queries.readings.summary({ ...filters, limit, cursor, scope: 'summary' }), between);
}

function assertSummary(item: AreaSummary, readings: readonly ReadingStats[], label: string, relative = 1e-9): void {
  const expected = pooledStatistics(readings);
  assert.deepEqual(
    [item.readings, item.number, item.good, item.readingsWithoutStdDev, item.numberWithStdDev],
    [expected.readings, expected.number, expected.good, expected.readingsWithoutStdDev, expected.numberWithStdDev],
    label,
  );
  assertClose(item.mean, expected.mean, relative, `${label} mean`);
  assertClose(item.stdDev, expected.stdDev, relative, `${label} stdDev`);
}

const stats = (fields: Record<string, FieldValue>): ReadingStats => ({
  number: fields.number as number,
  mean: fields.mean as number,
  stdDev: fields.stdDev as number | null,
  good: fields.good as number,
});

const MAX = Number.MAX_VALUE;

export function readingSummaryCases(fresh: FreshStore): void {
  test('summary pools each area: sums, weighted mean and pooled standard deviation, under area and time filters, page by page', async (t) => {
    const store = await fresh(t);
    const all = await seed(store, 'readings', generateReadings(13));
    const cases: Filters[] = [
      {},
      { area: 'bonn:*' },
      { from: '2026-04-01T00:00:00+02:00', to: '2026-06-01T00:00:00Z' },
      { area: 'a*', to: '2026-03-01T00:00:00-05:00' },
      { area: 'edge:*', from: '2016-12-31T23:59:60Z' },
      { area: 'nowhere' },
    ];
    for (const filters of cases) {
      const groups = new Map<string, ReadingStats[]>();
      for (const row of all) {
        const area = row.fields.area as string;
        if (!matchesArea(filters.area, area) || !withinTime(row.fields.time!, filters.from, filters.to)) continue;
        groups.set(area, [...(groups.get(area) ?? []), stats(row.fields)]);
      }
      for (const limit of [4, 1000]) {
        const { items, pages } = await summaryWalk(store, filters, limit);
        const label = JSON.stringify(filters);
        assert.deepEqual(
          items.map((item) => item.area),
          [...groups.keys()].sort(compareText),
          label,
        );
        assert.equal(pages, pagesFor(groups.size, limit));
        for (const item of items) assertSummary(item, groups.get(item.area)!, `${item.area} ${label}`);
      }
    }
  });

  test('the pooled standard deviation is that of every underlying sample, also for a mean of 1e6 with a spread of 1e-3', async (t) => {
    const store = await fresh(t);
    const random = createRandom(21);
    const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const areas: [string, number, number][] = [
      ['plain', 10, 3],
      ['offset', 1e6, 0.001],
      ['cold', -40, 5],
      ['mixed', 0, 1],
    ];
    const samples = new Map<string, { values: number[]; withStdDev: boolean; reading: ReadingStats }[]>();
    const rows: Record<string, FieldValue>[] = [];
    for (const [area, centre, spread] of areas) {
      const list = [];
      for (let i = 0; i < 60; i += 1) {
        const drift = gaussian() * spread * 2;
        const values = Array.from({ length: 1 + Math.floor(random() * 40) }, () => centre + drift + gaussian() * spread);
        const { mean, stdDev } = sampleStatistics(values);
        // In "mixed", a third of the readings come from version 1 clients and carry no stdDev.
        const withStdDev = area !== 'mixed' || i % 3 !== 0;
        const row = {
          area,
          time: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
          mean,
          good: values.length,
          number: values.length,
          stdDev: withStdDev ? stdDev : null,
        };
        rows.push(row);
        list.push({ values, withStdDev, reading: stats(row) });
      }
      samples.set(area, list);
    }
    // A reading of no samples counts as a reading and changes nothing else.
    const empty = { area: 'plain', time: '2026-01-15T12:00:00Z', mean: 999, good: 0, number: 0, stdDev: 0 };
    rows.push(empty);
    samples.get('plain')!.push({ values: [], withStdDev: true, reading: stats(empty) });
    await seed(store, 'readings', rows, 10);
    const { items } = await summaryWalk(store, {}, 10);
    assert.deepEqual(
      items.map((item) => item.area),
      ['cold', 'mixed', 'offset', 'plain'],
    );
    for (const item of items) {
      const readings = samples.get(item.area)!;
      assertSummary(
        item,
        readings.map((r) => r.reading),
        item.area,
      );
      // Each reading's own mean and σ were rounded from its samples: for 1e6 ± 1e-3 that rounding is 1e-7 of σ.
      const tolerance = item.area === 'offset' ? 1e-6 : 1e-9;
      assertClose(item.mean, sampleStatistics(readings.flatMap((r) => r.values)).mean, tolerance, `${item.area} mean of the samples`);
      const covered = readings.filter((r) => r.withStdDev).flatMap((r) => r.values);
      assertClose(item.stdDev, sampleStatistics(covered).stdDev, tolerance, `${item.area} stdDev of the samples`);
    }
  });

  test('summary without samples or without a stdDev: mean null for no samples, stdDev null when no reading with one has samples', async (t) => {
    const store = await fresh(t);
    const time = '2026-11-22T18:00:00Z';
    await store.collection('readings').insertMany([
      { area: 'only-v1', time, mean: 4, good: 2, number: 2 },
      { area: 'only-v1', time, mean: 1, good: 1, number: 1 },
      { area: 'no-samples', time, mean: 5, good: 0, number: 0, stdDev: 1 },
      { area: 'no-samples', time, mean: 6, good: 0, number: 0 },
      { area: 'v2-empty', time, mean: 5, good: 0, number: 0, stdDev: 2 },
      { area: 'v2-empty', time, mean: 7, good: 3, number: 3 },
      { area: 'single', time, mean: -2.5, good: 4, number: 4, stdDev: 0.5 },
    ]);
    const { items } = await summaryWalk(store, {}, 10);
    assert.deepEqual(items, [
      { area: 'no-samples', readings: 2, number: 0, good: 0, mean: null, stdDev: null, readingsWithoutStdDev: 1, numberWithStdDev: 0 },
      { area: 'only-v1', readings: 2, number: 3, good: 3, mean: 3, stdDev: null, readingsWithoutStdDev: 2, numberWithStdDev: 0 },
      { area: 'single', readings: 1, number: 4, good: 4, mean: -2.5, stdDev: 0.5, readingsWithoutStdDev: 0, numberWithStdDev: 4 },
      { area: 'v2-empty', readings: 2, number: 3, good: 3, mean: 7, stdDev: null, readingsWithoutStdDev: 1, numberWithStdDev: 0 },
    ]);
  });

  test('issue 14: pooled statistics near the largest and smallest doubles are the true ones, never Infinity or a lost 0', async (t) => {
    const store = await fresh(t);
    const time = '2026-11-22T18:00:00Z';
    await store
      .collection('readings')
      .insertMany(
        Object.entries(FLOAT_EDGE_AREAS).flatMap(([area, { readings }]) =>
          readings.map(([number, mean, stdDev]) => ({ area, time, mean, good: number, number, seen: number, span: 60, stdDev })),
        ),
      );
    // A thousand counts of 2^53 − 1 sum as doubles, never an integer overflow.
    const counts = 1030;
    await store
      .collection('readings')
      .insertMany(Array.from({ length: counts }, () => ({ area: 'counts', time, mean: 1, good: MAX_COUNT, number: MAX_COUNT, stdDev: 1 })));
    const items = new Map((await summaryWalk(store, {}, 3)).items.map((item) => [item.area, item]));
    assert.deepEqual([...items.keys()], [...Object.keys(FLOAT_EDGE_AREAS), 'counts'].sort(compareText));
    for (const [area, { readings, mean, stdDev }] of Object.entries(FLOAT_EDGE_AREAS)) {
      const item = items.get(area)!;
      assert.equal(
        item.number,
        readings.reduce((sum, [n]) => sum + n, 0),
        `${area} number`,
      );
      assertClose(item.mean, mean, 1e-12, `${area} mean`);
      assertClose(item.stdDev, stdDev, 1e-12, `${area} stdDev`);
    }
    assert.equal(items.get('edge')?.mean, 1.7e308);
    assert.equal(items.get('largest')?.mean, MAX);
    assert.equal(items.get('tiny')?.stdDev, 5e-324);
    assert.equal(items.get('far')?.stdDev, 1e-200);
    assert.equal(items.get('beyond')?.numberWithStdDev, 2 * MAX_COUNT);
    const total = items.get('counts')!;
    assert.deepEqual(
      [total.readings, total.number, total.good, total.mean, total.stdDev, total.numberWithStdDev],
      [counts, counts * MAX_COUNT, counts * MAX_COUNT, 1, 1, counts * MAX_COUNT],
    );
  });

  test('a summary walk stays stable while readings of new and old areas are written between its pages', async (t) => {
    const store = await fresh(t);
    const readings = store.collection('readings');
    const all = await seed(
      store,
      'readings',
      generateReadings(14).filter((_, index) => index % 4 === 0),
    );
    const before = (await summaryWalk(store, {}, 1000)).items.map((item) => item.area);
    let round = 0;
    const during = await summaryWalk(store, {}, 3, async () => {
      round += 1;
      await readings.insertMany([
        { area: `A-new-${round}`, time: '2026-01-01T00:00:00Z', mean: 1, good: 1, number: 1 },
        { area: `zz-new-${round}`, time: '2026-01-01T00:00:00Z', mean: 1, good: 1, number: 1 },
        { area: 'bonn:beuel', time: '2026-01-01T00:00:00Z', mean: 1, good: 1, number: 1 },
      ]);
      await readings.delete(all[round]!.id);
    });
    const areas = during.items.map((item) => item.area);
    assert.deepEqual(
      areas.filter((area) => before.includes(area)),
      before,
    );
    assert.ok(!areas.some((area) => area.startsWith('A-new')), 'areas before the cursor stay behind it');
    assert.deepEqual(areas, [...areas].sort(compareText));
  });

  version3SummaryCases(fresh);
  bucketedSummaryCases(fresh);
}

type GroupFilters = Filters & ReadingFilters;

/** The key a summary groups by: area, quantity, unit, with '' for none (which sorts first). */
const groupKey = (area: string, quantity: FieldValue | undefined, unit: FieldValue | undefined): [string, string, string] => [
  area,
  (quantity as string | null | undefined) ?? '',
  (unit as string | null | undefined) ?? '',
];

/** Binary order of group keys: area, then quantity, then unit, readings without one first. */
function compareKeys(a: readonly string[], b: readonly string[]): number {
  return compareText(a[0]!, b[0]!) || compareText(a[1]!, b[1]!) || compareText(a[2]!, b[2]!);
}

/** The groups of the rows that match `filters`, in the order the store promises. */
function groupsOf(all: readonly StoredRow[], filters: GroupFilters): { key: [string, string, string]; readings: ReadingStats[] }[] {
  const groups = new Map<string, { key: [string, string, string]; readings: ReadingStats[] }>();
  for (const row of all) {
    const area = row.fields.area as string;
    if (!matchesArea(filters.area, area) || !withinTime(row.fields.time!, filters.from, filters.to) || !matchesFilters(row, filters))
      continue;
    const key = groupKey(area, row.fields.quantity, row.fields.unit);
    const group = groups.get(JSON.stringify(key)) ?? { key, readings: [] };
    group.readings.push(stats(row.fields));
    groups.set(JSON.stringify(key), group);
  }
  return [...groups.values()].sort((a, b) => compareKeys(a.key, b.key));
}

function version3SummaryCases(fresh: FreshStore): void {
  test('version 3: one summary per area, quantity and unit, never across units, under every filter, page by page across groups of one area', async (t) => {
    const store = await fresh(t);
    const { all, devices } = await seedVersion3Readings(store, 17);
    const cases: GroupFilters[] = [
      {},
      { area: 'bonn:*' },
      { from: '2026-04-01T00:00:00+02:00', to: '2026-06-01T00:00:00Z' },
      { quantity: 'air_temperature' },
      { unit: 'Cel' },
      { unit: 'ml' },
      { quantity: 'volume', unit: 'mL' },
      { quantity: 'quantity_only' },
      { device: devices.busy },
      { device: devices.quiet, from: '2026-02-01T00:00:00Z' },
      { device: devices.idle },
      { device: 'no-such-device' },
      { device: devices.busy, quantity: 'air_temperature', area: 'a*', to: '2026-10-01T00:00:00-05:00' },
    ];
    for (const filters of cases) {
      const groups = groupsOf(all, filters);
      const label = JSON.stringify(filters);
      for (const limit of [1, 4, 1000]) {
        const { items, pages } = await summaryWalk(store, filters, limit);
        assert.deepEqual(
          items.map((item) => groupKey(item.area, item.quantity, item.unit)),
          groups.map((group) => group.key),
          `${label}, limit ${limit}`,
        );
        assert.equal(pages, pagesFor(groups.length, limit));
        items.forEach((item, index) => {
          // Absent, never null, for readings written without them.
          for (const field of ['quantity', 'unit'] as const) assert.ok(item[field] !== null, `${label}: ${field} is absent, not null`);
          assertSummary(item, groups[index]!.readings, `${JSON.stringify(groups[index]!.key)} ${label}`);
        });
      }
    }
  });

  test('version 3: readings of different units are never pooled; groups without a quantity or a unit come first, in binary order', async (t) => {
    const store = await fresh(t);
    const time = '2026-11-22T18:00:00Z';
    const reading = (mean: number, stdDev: number | null, quantity: string | null, unit: string | null) => ({
      area: 'x',
      time,
      mean,
      good: 2,
      number: 2,
      stdDev,
      quantity,
      unit,
    });
    await store
      .collection('readings')
      .insertMany([
        reading(20, 0, 'air_temperature', 'Cel'),
        reading(22, 0, 'air_temperature', 'Cel'),
        reading(68, 2, 'air_temperature', '[degF]'),
        reading(293.15, 1, 'air_temperature', 'K'),
        reading(21, null, null, null),
        reading(19, 0.5, null, null),
        reading(5, 0, 'quantity_only', null),
        reading(6, 0, null, 'Cel'),
        reading(0.25, 0, 'volume', 'mL'),
        reading(250, 0, 'volume', 'ml'),
        { ...reading(1, 0, 'air_temperature', 'Cel'), area: 'W' },
      ]);
    const { items } = await summaryWalk(store, {}, 2);
    const pooled = { readings: 2, number: 4, good: 4, readingsWithoutStdDev: 0, numberWithStdDev: 4 };
    const single = { readings: 1, number: 2, good: 2, readingsWithoutStdDev: 0, numberWithStdDev: 2 };
    assert.deepEqual(items, [
      { area: 'W', quantity: 'air_temperature', unit: 'Cel', mean: 1, stdDev: 0, ...single },
      { area: 'x', mean: 20, stdDev: 0.5, ...pooled, readingsWithoutStdDev: 1, numberWithStdDev: 2 },
      { area: 'x', unit: 'Cel', mean: 6, stdDev: 0, ...single },
      { area: 'x', quantity: 'air_temperature', unit: 'Cel', mean: 21, stdDev: 1, ...pooled },
      { area: 'x', quantity: 'air_temperature', unit: 'K', mean: 293.15, stdDev: 1, ...single },
      { area: 'x', quantity: 'air_temperature', unit: '[degF]', mean: 68, stdDev: 2, ...single },
      { area: 'x', quantity: 'quantity_only', mean: 5, stdDev: 0, ...single },
      { area: 'x', quantity: 'volume', unit: 'mL', mean: 0.25, stdDev: 0, ...single },
      { area: 'x', quantity: 'volume', unit: 'ml', mean: 250, stdDev: 0, ...single },
    ]);
  });

  test('version 3: a summary walk across the groups of one area stays stable while groups before and after its cursor are written', async (t) => {
    const store = await fresh(t);
    const readings = store.collection('readings');
    const time = '2026-11-22T18:00:00Z';
    const at = (quantity: string | null, unit: string | null, area = 'x') => ({ area, time, mean: 1, good: 1, number: 1, quantity, unit });
    await readings.insertMany([at(null, null), at('b', 'Cel'), at('d', 'Cel'), at('f', 'Cel'), at('h', 'Cel'), at(null, null, 'y')]);
    let round = 0;
    const { items } = await summaryWalk(store, {}, 2, async () => {
      round += 1;
      // After the first page (x/'' and x/b): a group before the cursor, and one after it.
      if (round === 1) await readings.insertMany([at('a', 'Cel'), at('e', 'Cel'), at(null, null, 'w')]);
    });
    assert.deepEqual(
      items.map((item) => groupKey(item.area, item.quantity, item.unit)),
      [
        ['x', '', ''],
        ['x', 'b', 'Cel'],
        ['x', 'd', 'Cel'],
        ['x', 'e', 'Cel'],
        ['x', 'f', 'Cel'],
        ['x', 'h', 'Cel'],
        ['y', '', ''],
      ],
    );
  });
}
