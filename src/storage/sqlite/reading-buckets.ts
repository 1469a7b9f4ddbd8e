import { TIME_KEY, instantKeySql } from './instant-key.js';

// The SQL of reading_buckets (issue 22, docs/named-routes.md "How the summary is answered"): the
// text of migration 150, which test/unit/storage/reading-buckets-sql.test.ts compares with
// readingBucketsMigration(), and the from-scratch fill that the migration, scripts/seed.ts and the
// tests run. Written here rather than by hand because every statement repeats the instant key
// expression (instant-key.ts), which SQLite's index on it only matches when it is the same tree.
//
// A bucket is one group of the summary (area, quantity, unit; '' for none) in one hour, day or month,
// its start the prefix of the instant key that its readings share. Readings without an area or a
// time are in no bucket: the API requires both (versions 1 to 3), only a write past it makes one.

const COLUMNS = `area, quantity, unit, span, start, readings, "number", good, with_std_dev, number_with_std_dev, mean, mean_sd, m2`;

/**
 * A bucket's readings: those of its group whose key starts with `start`; readings_by_area_time seeks
 * the hour's range. The key expression has no affinity, and SQLite seeks an index on it only by a
 * value without one too: + strips a column's TEXT affinity (bucket.start in the fill).
 */
function rowsOf(area: string, quantity: string, unit: string, start: string): string {
  return `r.area = ${area} AND ${TIME_KEY} >= +${start} AND ${TIME_KEY} < ${start} || '~'
      AND coalesce(r.quantity, '') = ${quantity} AND coalesce(r.unit, '') = ${unit}`;
}

/** Sums and means of readings (alias r) as a bucket keeps them, without m2. */
const ROW_SUMS = `count(*) AS readings, total(r."number") AS "number", total(r.good) AS good, count(r.std_dev) AS with_std_dev,
      total(CASE WHEN r.std_dev IS NOT NULL THEN r."number" END) AS number_with_std_dev,
      total(r."number" * r.mean) / nullif(total(r."number"), 0) AS mean,
      total(CASE WHEN r.std_dev IS NOT NULL THEN r."number" * r.mean END) / nullif(total(CASE WHEN r.std_dev IS NOT NULL THEN r."number" END), 0) AS mean_sd`;

/** The second pass: M2 of the readings with a stdDev about their mean `meanSd`. */
const ROW_SQUARES = (meanSd: string) => `total(r."number" * (r.std_dev * r.std_dev + (r.mean - ${meanSd}) * (r.mean - ${meanSd})))`;

/**
 * Sums and means of buckets (alias h) merged in two passes: μ = Σ n_h μ_h / N, and in the second
 * M2 = Σ (M2_h + n_h (μ_h − μ)²), the parallel form of Chan's update, of non-negative terms. A child
 * that lost a mean or M2 (NULL where samples are: Infinity − Infinity is NULL in SQLite) makes the
 * parent's NULL too, never a sum that silently skips it.
 */
const CHILD_SUMS = `sum(h.readings) AS readings, total(h."number") AS "number", total(h.good) AS good, sum(h.with_std_dev) AS with_std_dev,
      total(h.number_with_std_dev) AS number_with_std_dev,
      CASE WHEN count(CASE WHEN h."number" > 0 AND h.mean IS NULL THEN 1 END) = 0
        THEN total(h."number" * h.mean) / nullif(total(h."number"), 0) END AS mean,
      CASE WHEN count(CASE WHEN h.number_with_std_dev > 0 AND h.mean_sd IS NULL THEN 1 END) = 0
        THEN total(h.number_with_std_dev * h.mean_sd) / nullif(total(h.number_with_std_dev), 0) END AS mean_sd`;

const CHILD_SQUARES = (meanSd: string) => `CASE WHEN count(CASE WHEN h.m2 IS NULL OR h.mean_sd IS NULL THEN 1 END) = 0
        THEN total(h.m2 + h.number_with_std_dev * (h.mean_sd - ${meanSd}) * (h.mean_sd - ${meanSd})) END`;

/** The buckets of `span` below one of the span above, starting with `start`. */
function childrenOf(area: string, quantity: string, unit: string, span: string, start: string): string {
  return `h.area = ${area} AND h.quantity = ${quantity} AND h.unit = ${unit} AND h.span = '${span}'
      AND h.start > ${start} AND h.start < ${start} || '~'`;
}

/**
 * The statements that put the buckets of one group and instant key back to what its readings make:
 * the hour from its readings, then the day from its hours, then the month from its days; a bucket
 * left without readings is gone. `table` is reading_buckets, or another of its shape.
 */
export function recomputeStatements(table: string, area: string, quantity: string, unit: string, key: string): string[] {
  const hour = `substr(${key}, 1, 13)`;
  const day = `substr(${key}, 1, 10)`;
  const month = `substr(${key}, 1, 7)`;
  const remove = (span: string, start: string) =>
    `DELETE FROM ${table} WHERE area = ${area} AND quantity = ${quantity} AND unit = ${unit} AND span = '${span}' AND start = ${start}`;
  const fromChildren = (span: string, start: string, child: string) => `INSERT INTO ${table} (${COLUMNS})
    SELECT ${area}, ${quantity}, ${unit}, '${span}', ${start}, s.readings, s."number", s.good, s.with_std_dev, s.number_with_std_dev, s.mean, s.mean_sd,
      CASE WHEN s.number_with_std_dev > 0 THEN (SELECT ${CHILD_SQUARES('s.mean_sd')} FROM ${table} AS h
        WHERE ${childrenOf(area, quantity, unit, child, start)} AND h.number_with_std_dev > 0) ELSE 0 END
    FROM (SELECT ${CHILD_SUMS} FROM ${table} AS h WHERE ${childrenOf(area, quantity, unit, child, start)}) AS s
    WHERE s.readings > 0`;
  return [
    remove('hour', hour),
    `INSERT INTO ${table} (${COLUMNS})
    SELECT ${area}, ${quantity}, ${unit}, 'hour', ${hour}, s.readings, s."number", s.good, s.with_std_dev, s.number_with_std_dev, s.mean, s.mean_sd,
      CASE WHEN s.number_with_std_dev > 0 THEN (SELECT ${ROW_SQUARES('s.mean_sd')} FROM readings AS r
        WHERE ${rowsOf(area, quantity, unit, hour)} AND r.std_dev IS NOT NULL) ELSE 0 END
    FROM (SELECT ${ROW_SUMS} FROM readings AS r WHERE ${rowsOf(area, quantity, unit, hour)}) AS s
    WHERE s.readings > 0`,
    remove('day', day),
    fromChildren('day', day, 'hour'),
    remove('month', month),
    fromChildren('month', month, 'day'),
  ];
}

/**
 * Every bucket from scratch, into an empty `table`: hours from the readings (one GROUP BY, then M2
 * in a second pass over each hour's readings), days from hours, months from days. Run by migration
 * 150, by scripts/seed.ts after a bulk load, and by the tests as the reference the table must equal.
 */
export function fillStatements(table = 'reading_buckets'): string[] {
  const hourOf = `substr(${TIME_KEY}, 1, 13)`;
  const parents = (span: string, length: number, child: string) => [
    `INSERT INTO ${table} (${COLUMNS})
    SELECT h.area, h.quantity, h.unit, '${span}', substr(h.start, 1, ${length}), ${CHILD_SUMS}, NULL
    FROM ${table} AS h WHERE h.span = '${child}' GROUP BY h.area, h.quantity, h.unit, substr(h.start, 1, ${length})`,
    `UPDATE ${table} AS b SET m2 = CASE WHEN b.number_with_std_dev > 0 THEN (SELECT ${CHILD_SQUARES('b.mean_sd')} FROM ${table} AS h
        WHERE ${childrenOf('b.area', 'b.quantity', 'b.unit', child, 'b.start')} AND h.number_with_std_dev > 0) ELSE 0 END
    WHERE b.span = '${span}'`,
  ];
  return [
    `INSERT INTO ${table} (${COLUMNS})
    SELECT r.area, coalesce(r.quantity, ''), coalesce(r.unit, ''), 'hour', ${hourOf}, ${ROW_SUMS}, NULL
    FROM readings AS r WHERE r.area IS NOT NULL AND r."time" IS NOT NULL
    GROUP BY r.area, coalesce(r.quantity, ''), coalesce(r.unit, ''), ${hourOf}`,
    `UPDATE ${table} AS b SET m2 = CASE WHEN b.number_with_std_dev > 0 THEN (SELECT ${ROW_SQUARES('b.mean_sd')} FROM readings AS r
        WHERE ${rowsOf('b.area', 'b.quantity', 'b.unit', 'b.start')} AND r.std_dev IS NOT NULL) ELSE 0 END
    WHERE b.span = 'hour'`,
    ...parents('day', 10, 'hour'),
    ...parents('month', 7, 'day'),
  ];
}

/**
 * A reading merged into its hour, day and month by Chan, Golub and LeVeque's update
 * (src/storage/summary-moments.ts states it), one statement for all three so that the instant key is
 * computed once: SET sees the bucket's old values, `excluded` the reading as a bucket of one.
 * Infinity − Infinity is NULL in SQLite: such a bucket stays NULL, and the summary answers its group
 * by brute force.
 */
function mergeReading(): string {
  const merged = (count: string, mean: string) =>
    `CASE WHEN excluded.${count} = 0 THEN ${mean} WHEN ${count} = 0 THEN excluded.${mean}
        ELSE ${mean} + (excluded.${mean} - ${mean}) * excluded.${count} / (${count} + excluded.${count}) END`;
  return `INSERT INTO reading_buckets (${COLUMNS})
    SELECT new.area, coalesce(new.quantity, ''), coalesce(new.unit, ''), s.column1, substr(k."key", 1, s.column2), 1, new."number", new.good,
      new.std_dev IS NOT NULL, CASE WHEN new.std_dev IS NOT NULL THEN new."number" ELSE 0 END,
      CASE WHEN new."number" > 0 THEN new.mean END,
      CASE WHEN new."number" > 0 AND new.std_dev IS NOT NULL THEN new.mean END,
      CASE WHEN new."number" > 0 AND new.std_dev IS NOT NULL THEN new."number" * new.std_dev * new.std_dev ELSE 0 END
    FROM (SELECT ${instantKeySql('new."time"')} AS "key") AS k, (VALUES ('hour', 13), ('day', 10), ('month', 7)) AS s
    WHERE true
    ON CONFLICT (area, quantity, unit, span, start) DO UPDATE SET
      readings = readings + 1, "number" = "number" + excluded."number", good = good + excluded.good,
      with_std_dev = with_std_dev + excluded.with_std_dev, number_with_std_dev = number_with_std_dev + excluded.number_with_std_dev,
      mean = ${merged('"number"', 'mean')},
      mean_sd = ${merged('number_with_std_dev', 'mean_sd')},
      m2 = CASE WHEN excluded.number_with_std_dev = 0 THEN m2 WHEN number_with_std_dev = 0 THEN excluded.m2
        ELSE m2 + excluded.m2 + (excluded.mean_sd - mean_sd) * ((excluded.mean_sd - mean_sd) * number_with_std_dev
          / (number_with_std_dev + excluded.number_with_std_dev)) * excluded.number_with_std_dev END`;
}

const HEADER = `-- 150: per-group pre-aggregates of readings by hour, day and month (issue 22), so that
-- /readings/summary over any from/to merges a few dozen buckets and the raw readings of two partial
-- hours instead of reading every reading in the range (docs/named-routes.md, "How the summary is
-- answered"). GENERATED by readingBucketsMigration() in src/storage/sqlite/reading-buckets.ts, which
-- explains it; a unit test fails when this file and that function differ.
--
-- Triggers keep it in the same transaction as every write of a reading, so no write path (single,
-- bulk, CSV, retention, purge, device delete) can forget it. An insert merges the reading into its
-- hour, day and month with Chan's update. A delete, and both sides of an update, recompute instead
-- (removing a value from a mean and M2 would lose precision): the hour from its readings, the day
-- from its hours, the month from its days, through the INSTEAD OF trigger of the view
-- reading_bucket_recomputes, so the long statements are written once. scripts/seed.ts drops the
-- insert trigger for a bulk load and refills the table with the fill below.`;

/** The whole text of migration 150. */
export function readingBucketsMigration(): string {
  const recompute = recomputeStatements('reading_buckets', 'new.area', 'new.quantity', 'new.unit', 'new."key"');
  const changed = ['"time"', 'area', 'quantity', 'unit', 'mean', '"number"', 'good', 'std_dev']
    .map((c) => `old.${c} IS NOT new.${c}`)
    .join(' OR ');
  const bucketed = (row: string) => `${row}.area IS NOT NULL AND ${row}."time" IS NOT NULL`;
  const recomputeOf = (row: string) =>
    `INSERT INTO reading_bucket_recomputes (area, quantity, unit, "key")
    SELECT ${row}.area, coalesce(${row}.quantity, ''), coalesce(${row}.unit, ''), ${instantKeySql(`${row}."time"`)} WHERE ${bucketed(row)}`;
  const statements = [
    `CREATE TABLE reading_buckets (
  area                TEXT NOT NULL,
  quantity            TEXT NOT NULL,
  unit                TEXT NOT NULL,
  span                TEXT NOT NULL CHECK (span IN ('hour', 'day', 'month')),
  start               TEXT NOT NULL,
  readings            INTEGER NOT NULL,
  "number"            REAL,
  good                REAL,
  with_std_dev        INTEGER NOT NULL,
  number_with_std_dev REAL,
  mean                REAL,
  mean_sd             REAL,
  m2                  REAL,
  PRIMARY KEY (area, quantity, unit, span, start)
) STRICT, WITHOUT ROWID`,
    `-- The summary walks the groups in order through their month buckets alone.
CREATE INDEX reading_buckets_by_span ON reading_buckets (span, area, quantity, unit, start)`,
    ...fillStatements(),
    `CREATE VIEW reading_bucket_recomputes AS SELECT area, quantity, unit, start AS "key" FROM reading_buckets WHERE 0`,
    `CREATE TRIGGER reading_bucket_recompute INSTEAD OF INSERT ON reading_bucket_recomputes
BEGIN
  ${recompute.join(';\n  ')};
END`,
    `CREATE TRIGGER reading_buckets_insert AFTER INSERT ON readings
WHEN ${bucketed('new')}
BEGIN
  ${mergeReading()};
END`,
    `CREATE TRIGGER reading_buckets_delete AFTER DELETE ON readings
WHEN ${bucketed('old')}
BEGIN
  ${recomputeOf('old')};
END`,
    `-- Every UPDATE from the store names every column: the WHEN skips those that change no bucket.
CREATE TRIGGER reading_buckets_update AFTER UPDATE ON readings
WHEN ${changed}
BEGIN
  ${recomputeOf('old')};
  ${recomputeOf('new')};
END`,
  ];
  return `${HEADER}\n\n${statements.join(';\n\n')};\n`;
}
