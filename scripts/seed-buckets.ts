// The summary's buckets (migrations 150 and 190) after a bulk load, in one ordered walk of an index
// instead of fillStatements()' sorted GROUP BYs and one index seek per hour for its M2 (122 s of a
// ten-million-row seed). readings_by_area_unit_time holds every reading with a quantity or a unit in
// the order of its group and instant key, with every column a bucket needs, so each group's hours,
// and their days, day-tens and months, arrive one after another and are written as the group ends.
//
// The arithmetic is fillStatements()' own, term for term: SQLite's total() is a Kahan-Babuska-
// Neumaier sum (func.c), copied in Total below; the same divisions, the same NULLs. Rows are summed
// in index order, which fillStatements()' sorter may not keep within an hour, so the last bit of a
// mean can differ; test/unit/scripts/seed.test.ts compares the table with fillStatements() to 1e-12.
import type Database from 'better-sqlite3';
import { TIME_KEY } from '../src/storage/sqlite/instant-key.js';
import { fillStatements } from '../src/storage/sqlite/reading-buckets.js';
import { createRowInserter } from './seed-row-inserter.js';

/** SQLite's total(): NULLs skipped, a Kahan-Babuska-Neumaier sum, 0.0 for none. */
class Total {
  private sum = 0;
  private error = 0;

  add(value: number | null): void {
    if (value === null || Number.isNaN(value)) return;
    const t = this.sum + value;
    if (Math.abs(this.sum) > Math.abs(value)) this.error += this.sum - t + value;
    else this.error += value - t + this.sum;
    this.sum = t;
  }

  get value(): number {
    return Number.isFinite(this.error) ? this.sum + this.error : this.sum;
  }
}

/** SQLite's REAL arithmetic: NaN is NULL, and NULL in is NULL out. */
const real = (value: number | null): number | null => (value === null || Number.isNaN(value) ? null : value);
const times = (a: number | null, b: number | null): number | null => (a === null || b === null ? null : real(a * b));
/** x / nullif(y, 0): NULL for a zero or NULL divisor, as SQLite divides. */
const divide = (x: number | null, y: number | null): number | null => (x === null || y === null || y === 0 ? null : real(x / y));

interface Row {
  number: number | null;
  good: number | null;
  stdDev: number | null;
  mean: number | null;
}

/** A bucket's columns after its group and span, in the table's order. */
type Bucket = [
  start: string,
  readings: number,
  number: number,
  good: number,
  withStdDev: number,
  numberWithStdDev: number,
  mean: number | null,
  meanSd: number | null,
  m2: number | null,
];

/** An hour from its readings: ROW_SUMS, then ROW_SQUARES about its mean_sd. */
function hourOf(start: string, rows: readonly Row[]): Bucket {
  const number = new Total();
  const good = new Total();
  const numberWithStdDev = new Total();
  const weighted = new Total();
  const weightedSd = new Total();
  let withStdDev = 0;
  for (const row of rows) {
    number.add(row.number);
    good.add(row.good);
    weighted.add(times(row.number, row.mean));
    if (row.stdDev !== null) {
      withStdDev += 1;
      numberWithStdDev.add(row.number);
      weightedSd.add(times(row.number, row.mean));
    }
  }
  const meanSd = divide(weightedSd.value, numberWithStdDev.value);
  let m2: number | null = 0;
  if (numberWithStdDev.value > 0) {
    const squares = new Total();
    for (const row of rows) {
      if (row.stdDev === null) continue;
      const deviation = row.mean === null || meanSd === null ? null : row.mean - meanSd;
      squares.add(times(row.number, deviation === null ? null : row.stdDev * row.stdDev + deviation * deviation));
    }
    m2 = squares.value;
  }
  return [
    start,
    rows.length,
    number.value,
    good.value,
    withStdDev,
    numberWithStdDev.value,
    divide(weighted.value, number.value),
    meanSd,
    m2,
  ];
}

/** A day from its hours, a day-tens from its days or a month from its day-tens: CHILD_SUMS, then CHILD_SQUARES about its mean_sd. */
function parentOf(start: string, children: readonly Bucket[]): Bucket {
  const number = new Total();
  const good = new Total();
  const numberWithStdDev = new Total();
  const weighted = new Total();
  const weightedSd = new Total();
  let readings = 0;
  let withStdDev = 0;
  let lostMean = false;
  let lostMeanSd = false;
  for (const [, r, n, g, w, nw, mean, meanSd] of children) {
    readings += r;
    number.add(n);
    good.add(g);
    withStdDev += w;
    numberWithStdDev.add(nw);
    weighted.add(times(n, mean));
    weightedSd.add(times(nw, meanSd));
    if (n > 0 && mean === null) lostMean = true;
    if (nw > 0 && meanSd === null) lostMeanSd = true;
  }
  const meanSd = lostMeanSd ? null : divide(weightedSd.value, numberWithStdDev.value);
  let m2: number | null = 0;
  if (numberWithStdDev.value > 0) {
    const squares = new Total();
    for (const [, , , , , nw, , childMeanSd, childM2] of children) {
      if (!(nw > 0)) continue;
      if (childM2 === null || childMeanSd === null) {
        m2 = null;
        break;
      }
      const deviation = meanSd === null ? null : childMeanSd - meanSd;
      squares.add(deviation === null ? null : real(childM2 + nw * deviation * deviation));
    }
    if (m2 !== null) m2 = squares.value;
  }
  return [
    start,
    readings,
    number.value,
    good.value,
    withStdDev,
    numberWithStdDev.value,
    lostMean ? null : divide(weighted.value, number.value),
    meanSd,
    m2,
  ];
}

/**
 * Fills an empty reading_buckets from the readings. Readings without a quantity and a unit are not in
 * readings_by_area_unit_time; they are few (none in a seed) and take fillStatements()' path, as does
 * everything when a group of the walk would be theirs too (a quantity or unit of '').
 */
export function fillBucketsByWalk(db: Database.Database): void {
  const walk = db
    .prepare(`SELECT area, coalesce(quantity, '') AS quantity, coalesce(unit, '') AS unit, substr(${TIME_KEY}, 1, 13) AS hour,
        "number", good, std_dev, mean
      FROM readings AS r INDEXED BY readings_by_area_unit_time
      WHERE (quantity IS NOT NULL OR unit IS NOT NULL) AND area IS NOT NULL AND ${TIME_KEY} <> ''
      ORDER BY area, coalesce(quantity, ''), coalesce(unit, ''), ${TIME_KEY}, id`)
    .raw();
  const bare = db.prepare(
    `SELECT 1 FROM readings WHERE quantity IS NULL AND unit IS NULL AND area IS NOT NULL AND "time" IS NOT NULL LIMIT 1`,
  );
  // Buckets are written many to a statement: one statement a bucket cost twice as much CPU.
  const inserter = createRowInserter(
    db,
    'reading_buckets',
    'area, quantity, unit, span, start, readings, "number", good, with_std_dev, number_with_std_dev, mean, mean_sd, m2'.split(', '),
  );
  let group: [string, string, string] | null = null;
  let hours: Bucket[] = [];
  let rows: Row[] = [];
  let hour = '';
  let shared = false;
  const endHour = () => {
    if (rows.length > 0) hours.push(hourOf(hour, rows));
    rows = [];
  };
  const endGroup = () => {
    endHour();
    if (group === null || hours.length === 0) return;
    const parents = (children: Bucket[], length: number) => {
      const made: Bucket[] = [];
      for (let from = 0; from < children.length; ) {
        const start = children[from]![0].slice(0, length);
        let to = from;
        while (to < children.length && children[to]![0].slice(0, length) === start) to += 1;
        made.push(parentOf(start, children.slice(from, to)));
        from = to;
      }
      return made;
    };
    const days = parents(hours, 10);
    const tens = parents(days, 9);
    const months = parents(tens, 7);
    // In the primary key's order within the group: 'day' < 'day-tens' < 'hour' < 'month'.
    for (const [span, buckets] of [
      ['day', days],
      ['day-tens', tens],
      ['hour', hours],
      ['month', months],
    ] as const) {
      for (const bucket of buckets) {
        inserter.add(...group, span, ...bucket);
      }
    }
    hours = [];
  };
  const fill = db.transaction(() => {
    for (const [area, quantity, unit, start, number, good, stdDev, mean] of walk.iterate() as Iterable<
      [string, string, string, string, number | null, number | null, number | null, number | null]
    >) {
      if (group === null || group[0] !== area || group[1] !== quantity || group[2] !== unit) {
        endGroup();
        group = [area, quantity, unit];
        if (quantity === '' && unit === '') shared = true;
      } else if (start !== hour) {
        endHour();
      }
      hour = start;
      rows.push({ number, good, stdDev, mean });
    }
    endGroup();
    inserter.flush();
    if (shared || bare.get() !== undefined) {
      db.exec('DELETE FROM reading_buckets');
      for (const statement of fillStatements()) db.exec(statement);
    }
  });
  // better-sqlite3 refuses a write while a statement of the same connection is being read; SQLite
  // itself allows it (the walk reads readings, the inserts write reading_buckets).
  db.unsafeMode(true);
  try {
    fill();
  } finally {
    db.unsafeMode(false);
  }
}
