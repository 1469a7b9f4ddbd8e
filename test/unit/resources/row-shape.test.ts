import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRegistry } from '../../../src/resources/index.js';
import { represent, storedRowValues } from '../../../src/resources/representation.js';
import { rowData, rowsData, shapeRow } from '../../../src/resources/row-shape.js';
import { openSqliteStore } from '../../../src/storage/sqlite/database.js';
import type { CollectionName, FieldValue, RowValues } from '../../../src/storage/store.js';

const SAMPLES: Record<CollectionName, Record<string, FieldValue>[]> = {
  locations: [
    { longitude: 7.1, latitude: 50.7, altitude: 60 },
    { longitude: -0.5, latitude: -89.25, altitude: 0, speed: 1.4, timestamp: '2026-11-22T18:45:00+01:00' },
    { longitude: 180, latitude: 0, altitude: -12000, speed: 0, timestamp: '2026-11-22T18:45:00.123456Z' },
  ],
  readings: [
    { time: '2024-05-01T12:00:00Z', area: 'bonn.rhein', mean: 12.5, good: 9, number: 10 },
    { time: '2024-05-01T12:00:00Z', area: 'köln "dom"\\\u2028\u0007', mean: -1e-7, good: 0, number: 3, seen: 4, span: 60, stdDev: 0.25 },
  ],
  devices: [{ name: 'Collar 17' }, { name: 'Mast "north" \\\u2028\u0007', kind: 'weather-station', description: 'Line one\nline two 🐺' }],
};

/** Who wrote each sample: a name JSON must escape, a plain one, and nobody (an open server). */
const ACTORS = ['key "a"\\\u2028', 'ada', null];

const registry = buildRegistry();
const versionsOf = (name: CollectionName) => {
  const call = ({ locations: 'location', readings: 'reading', devices: 'device' } as const)[name];
  return registry.getCall(call).versions.map((version) => registry.parameterNames(call, version.version));
};

test('listValues pages, shaped, are page by page exactly what represent() makes of list(), in JSON too, for every version of both collections', async (t) => {
  const store = await openSqliteStore(':memory:');
  t.after(() => store.close());
  for (const [name, samples] of Object.entries(SAMPLES) as [CollectionName, Record<string, FieldValue>[]][]) {
    const rows = store.collection(name);
    for (let i = 0; i < 7; i++) await rows.insert(samples[i % samples.length]!, ACTORS[i % ACTORS.length]);
    for (const fields of versionsOf(name)) {
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await rows.list({ limit: 3, cursor });
        const values = await rows.listValues({ limit: 3, cursor });
        const expected = page.rows.map((row) => represent(row, fields));
        const { data, dataJson } = rowsData(name, fields, values.rows);
        // The same members in the same order, which is what the JSON and XML answers show.
        assert.equal(dataJson, JSON.stringify(expected), `${name} ${fields.join(',')}`);
        assert.deepEqual(data, expected);
        assert.equal(values.nextCursor, page.nextCursor);
        cursor = page.nextCursor ?? undefined;
        pages++;
      } while (cursor !== undefined);
      assert.equal(pages, 3);
      for (const row of (await rows.list({ limit: 10 })).rows) {
        const values = rows.getValues(row.id);
        assert.deepEqual(values, storedRowValues(name, row));
        assert.equal(JSON.stringify(shapeRow(name, fields, values!)), JSON.stringify(represent(row, fields)));
        const one = rowData(name, fields, values!);
        assert.deepEqual(one.data, represent(row, fields));
        assert.equal(one.dataJson, JSON.stringify(represent(row, fields)));
      }
    }
  }
  assert.equal(store.collection('locations').getValues('01J00000000000000000000000'), undefined);
});

test('a field the collection does not have is a programmer error with a sentence', () => {
  assert.throws(() => shapeRow('locations', ['longitude', 'area'], []), /Field "area" is not a column of locations/);
});

test("a row's JSON is JSON.stringify of its shape for any values, including those SQLite would not hand back", () => {
  const odd: RowValues[] = [
    [
      '01M82D1F54P5GPR4SVS5YGF4MB',
      '2026-11-22T19:51:58.372Z',
      '2026-11-22T19:51:58.372Z',
      -172.318742,
      -14.182596,
      136.8,
      15.59,
      '2026-11-23T01:14:28+05:30',
    ],
    ['id "quoted" \\ \n \ud800', 'c', 'u', null, null, null, null, null],
    ['x', 'c', 'u', Number.POSITIVE_INFINITY, Number.NaN, -0, 1e21, '\u2028€😀'],
    ['x', 'c', 'u'],
  ];
  for (const fields of versionsOf('locations')) {
    for (const values of odd)
      assert.equal(rowData('locations', fields, values).dataJson, JSON.stringify(shapeRow('locations', fields, values)));
    assert.equal(rowsData('locations', fields, odd).dataJson, JSON.stringify(odd.map((values) => shapeRow('locations', fields, values))));
    assert.equal(rowsData('locations', fields, []).dataJson, '[]');
  }
});
