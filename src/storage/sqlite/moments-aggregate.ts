import type Database from 'better-sqlite3';
import type { BucketRow } from '../summary-moments.js';

// /readings/summary's merge of a group's parts (whole buckets and raw readings, bucketed-summary.ts)
// as one SQLite aggregate, so that each part is read once. In SQL the merge took two passes over the
// parts, the means first and then M2 about them, and each part is a seek of the primary key (about
// 2.6 µs at ten million readings): twelve seeks a group where six do. Here the statement reads each
// part once, and the aggregate keeps them and takes the same two passes in memory: the same sums (by
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
 * A group's parts, kept as they come: its statement reads each once, and result() takes the two
 * passes over them here, in memory, where they cost nothing like a seek.
 */
class Merge {
  /** The eight values of each part, one after another. */
  readonly parts: (number | null)[] = [];

  step(...values: (number | null)[]): void {
    for (const value of values) this.parts.push(value);
  }

  /** The BLOB of the group's values, or null when it has no reading. */
  result(): Buffer | null {
    const parts = this.parts;
    const readings = new Sum();
    const number = new Sum();
    const good = new Sum();
    const withStdDev = new Sum();
    const numberWithStdDev = new Sum();
    const weighted = new Sum();
    const weightedSd = new Sum();
    let numberLost = false;
    let goodLost = false;
    let numberWithStdDevLost = false;
    let meanLost = false;
    let meanSdLost = false;
    // The first pass: the counts and the means, as the SQL's sums over the parts were.
    const value = (index: number): number | null => parts[index] ?? null;
    for (let at = 0; at < parts.length; at += 8) {
      const r = value(at);
      const n = value(at + 1);
      const g = value(at + 2);
      const w = value(at + 3);
      const nSd = value(at + 4);
      const mean = value(at + 5);
      const meanSd = value(at + 6);
      if (r !== null) readings.add(r);
      if (w !== null) withStdDev.add(w);
      if (n === null) numberLost = true;
      else number.add(n);
      if (g === null) goodLost = true;
      else good.add(g);
      if (nSd === null) numberWithStdDevLost = true;
      else numberWithStdDev.add(nSd);
      if (n !== null && n > 0 && mean === null) meanLost = true;
      if (n !== null && mean !== null) weighted.add(n * mean);
      if (nSd !== null && nSd > 0 && meanSd === null) meanSdLost = true;
      if (nSd !== null && meanSd !== null) weightedSd.add(nSd * meanSd);
    }
    if (!(readings.total > 0)) return null;
    // A mean divides by the counts that are there, as total() skips a NULL; the count itself is lost.
    const mean = meanLost || number.total === 0 ? Number.NaN : weighted.total / number.total;
    const meanSd = meanSdLost || numberWithStdDev.total === 0 ? Number.NaN : weightedSd.total / numberWithStdDev.total;
    // The second pass: M2 = Σ (M2ᵢ + nᵢ(μᵢ − μ)²) about the mean of all, which adds non-negative terms.
    let m2 = 0;
    if (!numberWithStdDevLost && numberWithStdDev.total > 0) {
      const sum = new Sum();
      for (let at = 0; at < parts.length && !Number.isNaN(m2); at += 8) {
        const nSd = value(at + 4);
        if (nSd === null || !(nSd > 0)) continue;
        const partMeanSd = value(at + 6);
        const partM2 = value(at + 7);
        if (partMeanSd === null || partM2 === null || Number.isNaN(meanSd)) m2 = Number.NaN;
        else sum.add(partM2 + nSd * (partMeanSd - meanSd) * (partMeanSd - meanSd));
      }
      if (!Number.isNaN(m2)) m2 = sum.total;
    }
    const values = [
      readings.total,
      numberLost ? Number.NaN : number.total,
      goodLost ? Number.NaN : good.total,
      withStdDev.total,
      numberWithStdDevLost ? Number.NaN : numberWithStdDev.total,
      mean,
      meanSd,
      m2,
    ];
    const blob = Buffer.allocUnsafe(values.length * 8);
    values.forEach((value, index) => {
      blob.writeDoubleLE(value, index * 8);
    });
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
      return merge;
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
