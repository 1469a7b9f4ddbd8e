// Issue 22: fieldlog_merge_moments (src/storage/sqlite/moments-aggregate.ts) merges a group's parts in
// one pass. Its reference is the two-pass SQL it replaced: the means from the weighted sums, then
// M2 = Σ (M2ᵢ + nᵢ(μᵢ − μ)²) about them, with the same NULLs wherever a part lost a value.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { MERGE_MOMENTS, addMomentsAggregate, momentsOfBlob } from '../../../src/storage/sqlite/moments-aggregate.js';
import type { BucketRow } from '../../../src/storage/summary-moments.js';
import { createRandom } from '../../../scripts/seeded-random.js';

const COLUMNS = ['readings', 'number', 'good', 'with_std_dev', 'number_with_std_dev', 'mean', 'mean_sd', 'm2'] as const;

const exact = (column: string) => `CASE WHEN count(${column}) = count(*) THEN total(${column}) END`;
/** The statement bucketed-summary.ts ran before the aggregate, over the parts of group `g`. */
const TWO_PASSES = `SELECT s.readings, s."number", s.good, s.with_std_dev, s.number_with_std_dev, s.mean, s.mean_sd,
    CASE WHEN s.number_with_std_dev > 0 THEN (
      SELECT CASE WHEN count(CASE WHEN p.m2 IS NULL OR p.mean_sd IS NULL THEN 1 END) = 0
        THEN total(p.m2 + p.number_with_std_dev * (p.mean_sd - s.mean_sd) * (p.mean_sd - s.mean_sd)) END
      FROM parts AS p WHERE p.g = :g AND p.number_with_std_dev > 0) ELSE 0 END AS m2
  FROM (SELECT total(p.readings) AS readings, ${exact('p."number"')} AS "number", ${exact('p.good')} AS good,
      total(p.with_std_dev) AS with_std_dev, ${exact('p.number_with_std_dev')} AS number_with_std_dev,
      CASE WHEN count(CASE WHEN p."number" > 0 AND p.mean IS NULL THEN 1 END) = 0
        THEN total(p."number" * p.mean) / nullif(total(p."number"), 0) END AS mean,
      CASE WHEN count(CASE WHEN p.number_with_std_dev > 0 AND p.mean_sd IS NULL THEN 1 END) = 0
        THEN total(p.number_with_std_dev * p.mean_sd) / nullif(total(p.number_with_std_dev), 0) END AS mean_sd
    FROM parts AS p WHERE p.g = :g) AS s
  WHERE s.readings > 0`;

const ONE_PASS = `SELECT ${MERGE_MOMENTS}(readings, "number", good, with_std_dev, number_with_std_dev, mean, mean_sd, m2) AS moments
  FROM parts WHERE g = :g`;

function close(actual: number | null, expected: number | null, what: string): void {
  if (expected === null || actual === null) {
    assert.equal(actual, expected, what);
    return;
  }
  const scale = Math.max(Math.abs(expected), 1e-300);
  assert.ok(Math.abs(actual - expected) / scale <= 1e-12 || actual === expected, `${what}: ${actual} against ${expected}`);
}

test('the one-pass merge equals the two-pass SQL, NULLs included, on 2,000 random groups of parts', () => {
  const db = new Database(':memory:');
  addMomentsAggregate(db);
  db.exec(`CREATE TABLE parts (g INTEGER, ${COLUMNS.map((c) => `"${c}" REAL`).join(', ')})`);
  const insert = db.prepare(`INSERT INTO parts VALUES (?, ${COLUMNS.map(() => '?').join(', ')})`);
  const random = createRandom(22);
  const GROUPS = 2000;
  for (let g = 0; g < GROUPS; g++) {
    const parts = Math.floor(random() * 12);
    // Means far apart against their spread in some groups, close in others; a value lost now and then.
    const centre = random() < 0.3 ? 1e6 : (random() - 0.5) * 100;
    const spread = random() < 0.3 ? 1e-3 : random() * 10;
    const lost = (value: number) => (random() < 0.02 ? null : value);
    for (let p = 0; p < parts; p++) {
      const readings = Math.floor(random() * 5);
      const number = readings === 0 ? 0 : Math.floor(random() * 100);
      const withStdDev = Math.floor(random() * (readings + 1));
      const numberWithStdDev = withStdDev === 0 ? 0 : Math.floor(random() * (number + 1));
      const mean = number > 0 ? centre + (random() - 0.5) * spread : null;
      const meanSd = numberWithStdDev > 0 ? centre + (random() - 0.5) * spread : null;
      const m2 = numberWithStdDev > 0 ? numberWithStdDev * spread * spread * random() : 0;
      insert.run(
        g,
        readings,
        lost(number),
        lost(random() * 50),
        withStdDev,
        lost(numberWithStdDev),
        mean === null ? null : lost(mean),
        meanSd === null ? null : lost(meanSd),
        lost(m2),
      );
    }
  }
  const reference = db.prepare(TWO_PASSES);
  const merged = db.prepare(ONE_PASS).pluck();
  let compared = 0;
  for (let g = 0; g < GROUPS; g++) {
    const expected = reference.get({ g }) as BucketRow | undefined;
    const blob = merged.get({ g }) as Buffer | null;
    if (expected === undefined) {
      assert.equal(blob, null, `group ${g} has no reading`);
      continue;
    }
    assert.ok(blob !== null, `group ${g} has readings`);
    const actual = momentsOfBlob(blob);
    // The same two passes in the same order: equal to rounding, also where the means lie 10^9
    // spreads from zero (a one-pass merge by Chan's update lost up to 1e-9 of M2 there).
    for (const column of COLUMNS) {
      close(actual[column], expected[column], `group ${g}, ${column}`);
    }
    compared++;
  }
  assert.ok(compared > GROUPS / 2, `${compared} groups compared`);
});

test('Infinity and the largest doubles cross the BLOB bit for bit', () => {
  const db = new Database(':memory:');
  addMomentsAggregate(db);
  const blob = db
    .prepare(`SELECT ${MERGE_MOMENTS}(1, 2, 0, 1, 2, ?, ?, 0) AS moments`)
    .pluck()
    .get(Number.MAX_VALUE, Number.MAX_VALUE) as Buffer;
  const row = momentsOfBlob(blob);
  // 2·MAX_VALUE overflows the weighted sum: the mean is Infinity, as total() made it, never null.
  assert.equal(row.mean, Number.POSITIVE_INFINITY);
  assert.equal(row.readings, 1);
});
