import { TIME_KEY, instantKeySql } from './instant-key.js';

// The SQL of reading_buckets (issue 22, docs/named-routes.md "How the summary is answered"): the
// texts of migrations 150 and 190, which test/storage/reading-buckets.sqlite.test.ts compares with
// readingBucketsMigration() and readingBucketTensMigration(), and the from-scratch fill that the
// migrations, scripts/seed.ts and the tests run. Written here rather than by hand because every statement repeats the instant key
// expression (instant-key.ts), which SQLite's index on it only matches when it is the same tree.
//
// A bucket is one group of the summary (area, quantity, unit; '' for none) in one hour, day, day-tens
// or month (BUCKET_LEVELS), its start the prefix of the instant key that its readings share. Readings without an area or a
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
 * A span of buckets: the length of its start (a prefix of the instant key), and the span below it
 * that it is made from; the hour, the finest, is made from its readings.
 */
interface BucketLevel {
  span: string;
  length: number;
  child?: string;
}

/** The spans of migration 150: hour, day, month. */
const LEVELS_150: readonly BucketLevel[] = [
  { span: 'hour', length: 13 },
  { span: 'day', length: 10, child: 'hour' },
  { span: 'month', length: 7, child: 'day' },
];

/**
 * The spans since migration 190, finest first. A day-tens bucket holds the days of a month that share
 * the tens digit ('2026-11-2': the 20th to the 29th; '-0' the 1st to the 9th, '-3' the 30th and
 * 31st), so that the days at either end of a long range are a few buckets rather than up to 31.
 */
const BUCKET_LEVELS: readonly BucketLevel[] = [
  { span: 'hour', length: 13 },
  { span: 'day', length: 10, child: 'hour' },
  { span: 'day-tens', length: 9, child: 'day' },
  { span: 'month', length: 7, child: 'day-tens' },
];

/**
 * The statements that put the buckets of one group and instant key back to what its readings make:
 * the hour from its readings, then each span from the one below it; a bucket left without readings
 * is gone. `table` is reading_buckets, or another of its shape.
 */
export function recomputeStatements(
  table: string,
  area: string,
  quantity: string,
  unit: string,
  key: string,
  levels: readonly BucketLevel[] = BUCKET_LEVELS,
): string[] {
  const startOf = (level: BucketLevel) => `substr(${key}, 1, ${level.length})`;
  const hour = startOf(levels[0]!);
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
    ...levels.slice(1).flatMap((level) => [remove(level.span, startOf(level)), fromChildren(level.span, startOf(level), level.child!)]),
  ];
}

/** The buckets of one span from the span below it, into a `table` that holds those and none of these. */
function fillFromChildren(table: string, { span, length, child }: BucketLevel): string[] {
  return [
    `INSERT INTO ${table} (${COLUMNS})
    SELECT h.area, h.quantity, h.unit, '${span}', substr(h.start, 1, ${length}), ${CHILD_SUMS}, NULL
    FROM ${table} AS h WHERE h.span = '${child}' GROUP BY h.area, h.quantity, h.unit, substr(h.start, 1, ${length})`,
    `UPDATE ${table} AS b SET m2 = CASE WHEN b.number_with_std_dev > 0 THEN (SELECT ${CHILD_SQUARES('b.mean_sd')} FROM ${table} AS h
        WHERE ${childrenOf('b.area', 'b.quantity', 'b.unit', child!, 'b.start')} AND h.number_with_std_dev > 0) ELSE 0 END
    WHERE b.span = '${span}'`,
  ];
}

/**
 * Every bucket from scratch, into an empty `table`: hours from the readings (one GROUP BY, then M2
 * in a second pass over each hour's readings), then each span from the one below it. Run by
 * migration 150, by scripts/seed.ts after a bulk load, and by the tests as the reference the table
 * must equal.
 */
export function fillStatements(table = 'reading_buckets', levels: readonly BucketLevel[] = BUCKET_LEVELS): string[] {
  const hourOf = `substr(${TIME_KEY}, 1, 13)`;
  return [
    `INSERT INTO ${table} (${COLUMNS})
    SELECT r.area, coalesce(r.quantity, ''), coalesce(r.unit, ''), 'hour', ${hourOf}, ${ROW_SUMS}, NULL
    FROM readings AS r WHERE r.area IS NOT NULL AND r."time" IS NOT NULL
    GROUP BY r.area, coalesce(r.quantity, ''), coalesce(r.unit, ''), ${hourOf}`,
    `UPDATE ${table} AS b SET m2 = CASE WHEN b.number_with_std_dev > 0 THEN (SELECT ${ROW_SQUARES('b.mean_sd')} FROM readings AS r
        WHERE ${rowsOf('b.area', 'b.quantity', 'b.unit', 'b.start')} AND r.std_dev IS NOT NULL) ELSE 0 END
    WHERE b.span = 'hour'`,
    ...levels.slice(1).flatMap((level) => fillFromChildren(table, level)),
  ];
}

/**
 * A reading merged into its bucket of each span by Chan, Golub and LeVeque's update
 * (src/storage/summary-moments.ts states it), one statement for all of them so that the instant key is
 * computed once: SET sees the bucket's old values, `excluded` the reading as a bucket of one.
 * Infinity − Infinity is NULL in SQLite: such a bucket stays NULL, and the summary answers its group
 * by brute force.
 */
function mergeReading(levels: readonly BucketLevel[]): string {
  const merged = (count: string, mean: string) =>
    `CASE WHEN excluded.${count} = 0 THEN ${mean} WHEN ${count} = 0 THEN excluded.${mean}
        ELSE ${mean} + (excluded.${mean} - ${mean}) * excluded.${count} / (${count} + excluded.${count}) END`;
  return `INSERT INTO reading_buckets (${COLUMNS})
    SELECT new.area, coalesce(new.quantity, ''), coalesce(new.unit, ''), s.column1, substr(k."key", 1, s.column2), 1, new."number", new.good,
      new.std_dev IS NOT NULL, CASE WHEN new.std_dev IS NOT NULL THEN new."number" ELSE 0 END,
      CASE WHEN new."number" > 0 THEN new.mean END,
      CASE WHEN new."number" > 0 AND new.std_dev IS NOT NULL THEN new.mean END,
      CASE WHEN new."number" > 0 AND new.std_dev IS NOT NULL THEN new."number" * new.std_dev * new.std_dev ELSE 0 END
    FROM (SELECT ${instantKeySql('new."time"')} AS "key") AS k, (VALUES ${levels.map((level) => `('${level.span}', ${level.length})`).join(', ')}) AS s
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

/** The table of `levels`' spans, named `name`. */
function bucketTable(name: string, levels: readonly BucketLevel[]): string {
  return `CREATE TABLE ${name} (
  area                TEXT NOT NULL,
  quantity            TEXT NOT NULL,
  unit                TEXT NOT NULL,
  span                TEXT NOT NULL CHECK (span IN (${levels.map((level) => `'${level.span}'`).join(', ')})),
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
) STRICT, WITHOUT ROWID`;
}

const BY_SPAN = `-- The summary walks the groups in order through their month buckets alone.
CREATE INDEX reading_buckets_by_span ON reading_buckets (span, area, quantity, unit, start)`;

// As migration 180 made it.
const BY_START = 'CREATE INDEX reading_buckets_by_start ON reading_buckets (span, start, area, quantity, unit)';

/** The view whose INSTEAD OF trigger recomputes, and the triggers on readings that keep `levels`. */
function bucketTriggers(levels: readonly BucketLevel[]): string[] {
  const recompute = recomputeStatements('reading_buckets', 'new.area', 'new.quantity', 'new.unit', 'new."key"', levels);
  const changed = ['"time"', 'area', 'quantity', 'unit', 'mean', '"number"', 'good', 'std_dev']
    .map((c) => `old.${c} IS NOT new.${c}`)
    .join(' OR ');
  const bucketed = (row: string) => `${row}.area IS NOT NULL AND ${row}."time" IS NOT NULL`;
  const recomputeOf = (row: string) =>
    `INSERT INTO reading_bucket_recomputes (area, quantity, unit, "key")
    SELECT ${row}.area, coalesce(${row}.quantity, ''), coalesce(${row}.unit, ''), ${instantKeySql(`${row}."time"`)} WHERE ${bucketed(row)}`;
  return [
    `CREATE VIEW reading_bucket_recomputes AS SELECT area, quantity, unit, start AS "key" FROM reading_buckets WHERE 0`,
    `CREATE TRIGGER reading_bucket_recompute INSTEAD OF INSERT ON reading_bucket_recomputes
BEGIN
  ${recompute.join(';\n  ')};
END`,
    `CREATE TRIGGER reading_buckets_insert AFTER INSERT ON readings
WHEN ${bucketed('new')}
BEGIN
  ${mergeReading(levels)};
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
}

/** The whole text of migration 150. */
export function readingBucketsMigration(): string {
  const statements = [
    bucketTable('reading_buckets', LEVELS_150),
    BY_SPAN,
    ...fillStatements('reading_buckets', LEVELS_150),
    ...bucketTriggers(LEVELS_150),
  ];
  return `${HEADER}\n\n${statements.join(';\n\n')};\n`;
}

const HEADER_190 = `-- 190: a span between day and month, the day-tens (issue 22): the days of a month that share the
-- tens digit of their day ('2026-11-2' holds the 20th to the 29th). A summary over a month or more
-- merged up to 31 day buckets at each end of its range; now at most 9 days and 3 day-tens.
-- GENERATED by readingBucketTensMigration() in src/storage/sqlite/reading-buckets.ts; a unit test
-- fails when this file and that function differ.
--
-- SQLite cannot change a CHECK constraint in place, so the table is made again with the new span
-- allowed (its rows copied, its indexes of 150 and 180 made again), the day-tens filled from the
-- days, and the view and triggers of 150 made again with the new span: an insert merges a reading
-- into its hour, day, day-tens and month; a recompute makes the day-tens from its days and the month
-- from its day-tens (at most 4 rows, where it read up to 31 days).`;

/** The whole text of migration 190. */
export function readingBucketTensMigration(): string {
  const statements = [
    'DROP TRIGGER reading_buckets_insert',
    'DROP TRIGGER reading_buckets_update',
    'DROP TRIGGER reading_buckets_delete',
    'DROP TRIGGER reading_bucket_recompute',
    'DROP VIEW reading_bucket_recomputes',
    bucketTable('reading_buckets_190', BUCKET_LEVELS),
    'INSERT INTO reading_buckets_190 SELECT * FROM reading_buckets',
    'DROP TABLE reading_buckets',
    'ALTER TABLE reading_buckets_190 RENAME TO reading_buckets',
    BY_SPAN,
    BY_START,
    ...fillFromChildren('reading_buckets', BUCKET_LEVELS.find((level) => level.span === 'day-tens')!),
    ...bucketTriggers(BUCKET_LEVELS),
  ];
  return `${HEADER_190}\n\n${statements.join(';\n\n')};\n`;
}
