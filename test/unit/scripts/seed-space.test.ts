// The seed's space report (scripts/seed.ts measureSpace, issue 22): bytes per row of each collection
// with its indexes. It reads dbstat a b-tree at a time and the counts from row_counts; these must
// be what a page-by-page dbstat and count(*) say.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { measureSpace, seedDatabase } from '../../../scripts/seed.js';

test('the space report counts every row and every page of each collection, its indexes, R*Tree and area catalogue included', (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-seed-space-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const path = join(folder, 'seeded.db');
  seedDatabase({ database: path, locations: 3000, readings: 2000, devices: 40, seed: 7 });
  const space = measureSpace(path);

  const db = new Database(path, { readonly: true });
  t.after(() => db.close());
  const pages = db
    .prepare(`SELECT s.name, coalesce(m.tbl_name, s.name) AS owner, sum(s.pgsize) AS bytes
      FROM dbstat AS s LEFT JOIN sqlite_master AS m ON m.name = s.name GROUP BY s.name`)
    .all() as { name: string; owner: string; bytes: number }[];
  const owned = (collection: string, also: string | undefined) =>
    pages
      .filter(({ owner }) => owner === collection || (also !== undefined && owner.startsWith(also)))
      .reduce((sum, { bytes }) => sum + bytes, 0);
  assert.deepEqual(space, {
    bytes: statSync(path).size,
    perRow: {
      devices: { rows: 40, bytes: owned('devices', undefined) },
      locations: { rows: 3000, bytes: owned('locations', 'location_points') },
      readings: { rows: 2000, bytes: owned('readings', 'reading_areas') },
    },
  });
  for (const table of ['devices', 'locations', 'readings'] as const) {
    assert.equal(space.perRow[table]!.rows, db.prepare(`SELECT count(*) FROM ${table}`).pluck().get());
  }
  assert.ok(space.perRow.locations!.bytes > owned('locations', undefined), 'the R*Tree is counted with locations');
});
