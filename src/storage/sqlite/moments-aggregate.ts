import type Database from 'better-sqlite3';
import type { BucketRow } from '../summary-moments.js';

// /readings/summary's merge of a group's parts (whole buckets and raw readings, bucketed-summary.ts)
// as one SQLite aggregate, so that each part is read once. In SQL the merge took two passes over the
// parts, the means first and then M2 about them, and each part is a seek of the primary key (about
// 2.6 µs at ten million readings): twelve seeks a group where six do. Here the statement reads each
// part once, and the aggregate takes the same two passes in memory: the same sums (by
// Kahan-Babuska-Neumaier, as total()), then M2 = Σ (M2ᵢ + nᵢ(μᵢ − μ)²), which adds non-negative
// terms, so a mean of 10^6 with a spread of 10^-3 keeps its digits. (Chan's update part by part took
// one pass but lost up to 1e-9 of M2 where means lie 10^6 spreads from zero: each step's deviation
// is taken from a mean rounded at every step, where the two passes round it once.)
//
// The columns and their NULLs are the SQL's: a count or a sum of which one part lost its value
// (NULL) is lost too, never the sum of the others; a mean is NULL where a part with samples lost its
// mean. The result is the eight values of BucketRow as doubles in a BLOB (NaN for NULL), which keeps
// every bit and Infinity, where JSON text would not; NULL when the parts hold no reading.

export const MERGE_MOMENTS = 'fieldlog_merge_moments';

/** Σ by Kahan-Babuska-Neumaier, as SQLite's own total() sums since 3.43. */
class Sum {
  value = 0;
  #compensation = 0;

  add(term: number): void {
    const next = this.value + term;
    this.#compensation += Math.abs(this.value) >= Math.abs(term) ? this.value - next + term : term - next + this.value;
    this.value = next;
  }

  get total(): number {
    // Past the largest double the sum is ±Infinity, and the compensation NaN: total() says Infinity.
    return Number.isFinite(this.value) ? this.value + this.#compensation : this.value;
  }
}

/**
 * A group's parts, merged as they come. The first pass's sums need nothing but the part at hand, so
 * they are kept as the parts arrive; the second pass needs each part's count, mean and M2 about it,
 * so only those three are kept (NaN for a lost value: SQLite has no NaN, it stores NULL). The step
 * runs once a part, some 250 times a page: keeping every value in an array took half the
 * aggregate's time (bench/README.md, the eighth round of issue 22).
 */
class Merge {
  readonly #readings = new Sum();
  readonly #number = new Sum();
  readonly #good = new Sum();
  readonly #withStdDev = new Sum();
  readonly #numberWithStdDev = new Sum();
  readonly #weighted = new Sum();
  readonly #weightedSd = new Sum();
  #numberLost = false;
  #goodLost = false;
  #numberWithStdDevLost = false;
  #meanLost = false;
  #meanSdLost = false;
  /** Some part with samples that have a stdDev lost its mean or its M2. */
  #m2Lost = false;
  /**
   * For each part with samples that have a stdDev: their count, mean and M2, one after another. An
   * array of doubles, which V8 keeps unboxed; a Float64Array of that size costs an off-heap buffer per group.
   */
  readonly #spread: number[] = [];

  step(
    r: number | null,
    n: number | null,
    g: number | null,
    w: number | null,
    nSd: number | null,
    mean: number | null,
    meanSd: number | null,
    m2: number | null,
  ): void {
    if (r !== null) this.#readings.add(r);
    if (w !== null) this.#withStdDev.add(w);
    if (n === null) this.#numberLost = true;
    else this.#number.add(n);
    if (g === null) this.#goodLost = true;
    else this.#good.add(g);
    if (nSd === null) this.#numberWithStdDevLost = true;
    else this.#numberWithStdDev.add(nSd);
    if (n !== null && n > 0 && mean === null) this.#meanLost = true;
    if (n !== null && mean !== null) this.#weighted.add(n * mean);
    if (nSd !== null && nSd > 0 && meanSd === null) this.#meanSdLost = true;
    if (nSd !== null && meanSd !== null) this.#weightedSd.add(nSd * meanSd);
    if (nSd !== null && nSd > 0) {
      if (meanSd === null || m2 === null) this.#m2Lost = true;
      else this.#spread.push(nSd, meanSd, m2);
    }
  }

  /** The BLOB of the group's values, or null when it has no reading. */
  result(): Buffer | null {
    if (!(this.#readings.total > 0)) return null;
    const number = this.#number.total;
    const numberWithStdDev = this.#numberWithStdDev.total;
    // A mean divides by the counts that are there, as total() skips a NULL; the count itself is lost.
    const mean = this.#meanLost || number === 0 ? Number.NaN : this.#weighted.total / number;
    const meanSd = this.#meanSdLost || numberWithStdDev === 0 ? Number.NaN : this.#weightedSd.total / numberWithStdDev;
    // The second pass: M2 = Σ (M2ᵢ + nᵢ(μᵢ − μ)²) about the mean of all, which adds non-negative terms.
    let m2 = 0;
    if (!this.#numberWithStdDevLost && numberWithStdDev > 0) {
      if (this.#m2Lost || Number.isNaN(meanSd)) m2 = Number.NaN;
      else {
        const sum = new Sum();
        const spread = this.#spread;
        for (let at = 0; at < spread.length; at += 3) {
          const deviation = spread[at + 1]! - meanSd;
          sum.add(spread[at + 2]! + spread[at]! * deviation * deviation);
        }
        m2 = sum.total;
      }
    }
    const blob = Buffer.allocUnsafe(8 * 8);
    blob.writeDoubleLE(this.#readings.total, 0);
    blob.writeDoubleLE(this.#numberLost ? Number.NaN : number, 8);
    blob.writeDoubleLE(this.#goodLost ? Number.NaN : this.#good.total, 16);
    blob.writeDoubleLE(this.#withStdDev.total, 24);
    blob.writeDoubleLE(this.#numberWithStdDevLost ? Number.NaN : numberWithStdDev, 32);
    blob.writeDoubleLE(mean, 40);
    blob.writeDoubleLE(meanSd, 48);
    blob.writeDoubleLE(m2, 56);
    return blob;
  }
}

/** Adds the aggregate to a connection that runs the summary's statements. */
export function addMomentsAggregate(db: Database.Database): void {
  const options = {
    start: () => new Merge(),
    // Eight named parameters: better-sqlite3 reads the aggregate's arity from step's length.
    step: (
      merge: Merge,
      readings: number | null,
      number: number | null,
      good: number | null,
      withStdDev: number | null,
      numberWithStdDev: number | null,
      mean: number | null,
      meanSd: number | null,
      m2: number | null,
    ) => {
      merge.step(readings, number, good, withStdDev, numberWithStdDev, mean, meanSd, m2);
      // Nothing returned: better-sqlite3 keeps the accumulator start() made, where a value returned
      // would be stored again, in a new V8 handle, at every part.
    },
    result: (merge: Merge) => merge.result(),
    deterministic: true,
  };
  // better-sqlite3's types know an aggregate of one argument only.
  db.aggregate(MERGE_MOMENTS, options as unknown as Parameters<Database.Database['aggregate']>[1]);
}

/** The aggregate's BLOB as a bucket row, NULL where it holds NaN. */
export function momentsOfBlob(blob: Buffer): BucketRow {
  const at = (index: number): number | null => {
    const value = blob.readDoubleLE(index * 8);
    return Number.isNaN(value) ? null : value;
  };
  return {
    readings: at(0),
    number: at(1),
    good: at(2),
    with_std_dev: at(3),
    number_with_std_dev: at(4),
    mean: at(5),
    mean_sd: at(6),
    m2: at(7),
  };
}
