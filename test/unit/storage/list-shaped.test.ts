import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRegistry } from '../../../src/resources/index.js';
import { represent } from '../../../src/resources/representation.js';
import { openSqliteStore } from '../../../src/storage/database.js';
import type { CollectionName, FieldValue } from '../../../src/storage/store.js';

const SAMPLES: Record<CollectionName, Record<string, FieldValue>[]> = {
  locations: [
    { longitude: 7.1, latitude: 50.7, altitude: 60 },
    { longitude: -0.5, latitude: -89.25, altitude: 0, speed: 1.4, timestamp: '2026-11-22T18:45:00+01:00' },
    { longitude: 180, latitude: 0, altitude: -12000, speed: 0, timestamp: '2026-11-22T18:45:00.123456Z' },
  ],
  readings: [
    { time: '2024-05-01T12:00:00Z', area: 'bonn.rhein', mean: 12.5, good: 9, number: 10 },
    { time: '2024-05-01T12:00:00Z', area: 'köln "dom"', mean: -1e-7, good: 0, number: 3, seen: 4, span: 60, stdDev: 0.25 },
  ],
};

test('listShaped gives, page by page, exactly what represent() makes of list() for every version of both collections', async (t) => {
  const store = await openSqliteStore(':memory:');
  t.after(() => store.close());
  const registry = buildRegistry();
  for (const [name, samples] of Object.entries(SAMPLES) as [CollectionName, Record<string, FieldValue>[]][]) {
    const rows = store.collection(name);
    for (let i = 0; i < 7; i++) await rows.insert(samples[i % samples.length]!);
    const call = name === 'locations' ? 'location' : 'reading';
    for (const version of registry.getCall(call).versions) {
      const fields = registry.parameterNames(call, version.version);
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await rows.list({ limit: 3, cursor });
        const shaped = await rows.listShaped({ limit: 3, cursor, fields });
        // The same members in the same order, which is what the JSON and XML answers show.
        assert.equal(JSON.stringify(shaped.items), JSON.stringify(page.rows.map((row) => represent(row, fields))), `${name} v${version.version}`);
        assert.equal(shaped.nextCursor, page.nextCursor);
        cursor = page.nextCursor ?? undefined;
        pages++;
      } while (cursor !== undefined);
      assert.equal(pages, 3);
    }
  }
});

test('listShaped refuses a field the collection does not have, and a limit that is not a positive integer', async (t) => {
  const store = await openSqliteStore(':memory:');
  t.after(() => store.close());
  const locations = store.collection('locations');
  await assert.rejects(locations.listShaped({ limit: 5, fields: ['longitude', 'area'] }), /not a column of locations/);
  await assert.rejects(locations.listShaped({ limit: 0, fields: ['longitude'] }), /positive integer/);
});
