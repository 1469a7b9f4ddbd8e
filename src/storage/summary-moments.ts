import type { AreaSummary } from './queries.js';

// The engine-neutral half of /readings/summary from pre-aggregates (issue 22): what a bucket of
// readings keeps, how two of them merge, which buckets and raw readings cover a from/to range, and
// the AreaSummary they make. Both engines keep the table reading_buckets (migration 150) with the
// columns of BucketRow; docs/named-routes.md states the formulas of the summary itself.
//
// A reading i summarises n_i samples by their mean μ_i and population σ_i. Moments keep, for all of
// a group's samples, their count and mean, and for the samples of the readings that have a stdDev,
// their count, mean and M2, the sum of squared deviations about that mean: M2 = Σ n_i (σ_i² + (μ_i − μ)²).
// Two sets merge by the pairwise update of Chan, Golub and LeVeque (1979):
//   δ = μ_b − μ_a;  n = n_a + n_b;  μ = μ_a + δ·n_b/n;  M2 = M2_a + M2_b + δ²·n_a·n_b/n,
// which adds non-negative terms and never subtracts two large sums, so a mean of 10^6 with a spread
// of 10^-3 keeps its digits. A list is merged as a balanced tree, so each value passes through
// log2(k) merges rather than k, and rounding errors grow with log k.

/** What a bucket (or any set of readings of one group) keeps. */
export interface Moments {
  readings: number;
  /** Σ n_i. */
  number: number;
  good: number;
  /** Readings that have a stdDev. */
  withStdDev: number;
  /** Σ n_i over the readings that have a stdDev. */
  numberWithStdDev: number;
  /** Mean of all samples; null when there are none. */
  mean: number | null;
  /** Mean of the samples of the readings that have a stdDev; null when there are none. */
  meanSd: number | null;
  /** Σ n_i (σ_i² + (μ_i − meanSd)²) over the readings that have a stdDev; 0 when there are none. */
  m2: number | null;
}

/** A row of reading_buckets as either engine returns it (SQL names, REAL or float8 columns). */
export interface BucketRow {
  readings: number | null;
  number: number | null;
  good: number | null;
  with_std_dev: number | null;
  number_with_std_dev: number | null;
  mean: number | null;
  mean_sd: number | null;
  m2: number | null;
}

/** The fields of a reading the summary reads. */
export interface ReadingValues {
  number: number;
  mean: number;
  stdDev: number | null;
  good: number;
}

export const NO_MOMENTS: Moments = Object.freeze({
  readings: 0,
  number: 0,
  good: 0,
  withStdDev: 0,
  numberWithStdDev: 0,
  mean: null,
  meanSd: null,
  m2: 0,
});

/** One reading as Moments: n = n_i, μ = μ_i, M2 = n_i σ_i². A reading of no samples adds only to the counts. */
export function readingMoments(reading: ReadingValues): Moments {
  const hasStdDev = reading.stdDev !== null;
  const samples = reading.number > 0;
  return {
    readings: 1,
    number: reading.number,
    good: reading.good,
    withStdDev: hasStdDev ? 1 : 0,
    numberWithStdDev: hasStdDev ? reading.number : 0,
    mean: samples ? reading.mean : null,
    meanSd: samples && hasStdDev ? reading.mean : null,
    m2: samples && hasStdDev ? reading.number * reading.stdDev! * reading.stdDev! : 0,
  };
}

export function bucketMoments(row: BucketRow): Moments {
  // A count lost to NULL stays lost (NaN), never 0: isTrustworthy then refuses the group.
  const count = (value: number | null) => (value === null ? Number.NaN : Number(value));
  const value = (value: number | null) => (value === null ? null : Number(value));
  return {
    readings: count(row.readings),
    number: count(row.number),
    good: count(row.good),
    withStdDev: count(row.with_std_dev),
    numberWithStdDev: count(row.number_with_std_dev),
    mean: value(row.mean),
    meanSd: value(row.mean_sd),
    m2: value(row.m2),
  };
}

/** The mean of n_a + n_b values from the means of both parts; a part of no values has no mean. */
function mergeMean(meanA: number | null, countA: number, meanB: number | null, countB: number): number | null {
  if (countB === 0) return countA === 0 ? null : meanA;
  if (countA === 0) return meanB;
  if (meanA === null || meanB === null) return Number.NaN;
  return meanA + ((meanB - meanA) * countB) / (countA + countB);
}

/** Chan, Golub and LeVeque's pairwise update. A part that lost a value (null where one is due) makes NaN, which isTrustworthy refuses. */
export function mergeMoments(a: Moments, b: Moments): Moments {
  const nA = a.numberWithStdDev;
  const nB = b.numberWithStdDev;
  let m2: number | null;
  if (nB === 0) m2 = nA === 0 ? 0 : a.m2;
  else if (nA === 0) m2 = b.m2;
  else if (a.m2 === null || b.m2 === null || a.meanSd === null || b.meanSd === null) m2 = Number.NaN;
  else {
    const delta = b.meanSd - a.meanSd;
    // δ·(δ·n_a·n_b/n) in this order: n_a·n_b alone may pass 2^1024 for counts near 2^53.
    m2 = a.m2 + b.m2 + delta * ((delta * nA) / (nA + nB)) * nB;
  }
  return {
    readings: a.readings + b.readings,
    number: a.number + b.number,
    good: a.good + b.good,
    withStdDev: a.withStdDev + b.withStdDev,
    numberWithStdDev: nA + nB,
    mean: mergeMean(a.mean, a.number, b.mean, b.number),
    meanSd: mergeMean(a.meanSd, nA, b.meanSd, nB),
    m2,
  };
}

/** Merges a list as a balanced tree of pairwise merges; NO_MOMENTS for an empty list. */
export function mergeAll(list: readonly Moments[]): Moments {
  if (list.length === 0) return NO_MOMENTS;
  let level = [...list];
  while (level.length > 1) {
    const next: Moments[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(i + 1 < level.length ? mergeMoments(level[i]!, level[i + 1]!) : level[i]!);
    level = next;
  }
  return level[0]!;
}

/** SS / N below this (σ below 2^-400) may have lost its squares to underflow; the brute-force statement scales them. */
const SMALLEST_SHARE = 2 ** -800;

/**
 * Whether merged Moments can be answered as they are. Not where a value left the range of a double
 * or was lost on the way (a sum of counts past 2^53, which is no longer exact; a mean or M2 that
 * overflowed to Infinity or NaN, which SQLite stores as NULL; an M2 so small that its squares may
 * have underflowed): the float-edge fixtures of issue 14 reach each of these. The caller then
 * answers the group with the brute-force statement, which handles every edge.
 */
export function isTrustworthy(m: Moments): boolean {
  const exact = (count: number) => Number.isSafeInteger(count) && count >= 0;
  if (![m.readings, m.number, m.good, m.withStdDev, m.numberWithStdDev].every(exact)) return false;
  if (m.number > 0 && (m.mean === null || !Number.isFinite(m.mean))) return false;
  if (m.numberWithStdDev === 0) return true;
  if (m.meanSd === null || !Number.isFinite(m.meanSd) || m.m2 === null || !Number.isFinite(m.m2)) return false;
  return m.m2 >= SMALLEST_SHARE * m.numberWithStdDev;
}

/** A group's key as both engines store it: '' for no quantity or unit. */
export interface GroupKey {
  area: string;
  quantity: string;
  unit: string;
}

/** The answer for one group, as the brute-force statement gives it (src/storage/{sqlite,postgres}/reading-summary.ts). */
export function momentsToAreaSummary(key: GroupKey, m: Moments): AreaSummary {
  const stdDev = m.numberWithStdDev > 0 && m.m2 !== null ? Math.sqrt(m.m2 / m.numberWithStdDev) : null;
  return {
    area: key.area,
    ...(key.quantity === '' ? {} : { quantity: key.quantity }),
    ...(key.unit === '' ? {} : { unit: key.unit }),
    readings: m.readings,
    number: m.number,
    good: m.good,
    mean: m.number > 0 ? m.mean : null,
    stdDev: stdDev !== null && Number.isFinite(stdDev) ? stdDev : null,
    readingsWithoutStdDev: m.readings - m.withStdDev,
    numberWithStdDev: m.numberWithStdDev,
  };
}

/** 'day-tens': the days of a month that share the tens digit of their day (migration 190). */
export type BucketSpan = 'month' | 'day-tens' | 'day' | 'hour';

/** The length of a bucket's start, a prefix of the instant key 'YYYY-MM-DDTHH:MM:SS.fffffffff'. */
export const SPAN_LENGTH: Readonly<Record<BucketSpan, number>> = { month: 7, 'day-tens': 9, day: 10, hour: 13 };

const SPANS: readonly BucketSpan[] = ['month', 'day-tens', 'day', 'hour'];

/**
 * Above every character of an instant key (digits, '-', 'T', ':', '.'): `prefix + END` bounds the
 * keys that start with prefix from above.
 */
export const KEY_END = '~';

/**
 * The buckets of one span whose start lies strictly between `after` and `before` (undefined is no
 * bound), and the bucket `after` itself where afterIncluded.
 */
export interface BucketRange {
  span: BucketSpan;
  after: string | undefined;
  before: string | undefined;
  afterIncluded?: true;
}

/** Readings whose instant key lies in [from, to], both inclusive. */
export interface KeyRange {
  from: string;
  to: string;
}

export interface Cover {
  buckets: BucketRange[];
  readings: KeyRange[];
}

/** The first instant key of all; every month starts on day 01 and every day at 00:00. */
const FIRST_KEY = '0000-01-01T00:00:00.000000000';

/**
 * The first key a bucket starting with `start` can hold: every key is written in one format of 29
 * characters (year -1 is '-001'), so it ends as the first key of all, except that the day-tens
 * after the first start on day 10, 20 or 30, not 11, 21 or 31.
 */
function firstKeyOf(start: string): string {
  const tens = SPAN_LENGTH['day-tens'];
  if (start.length === tens && !start.endsWith('0')) return `${start}0${FIRST_KEY.slice(tens + 1)}`;
  return start + FIRST_KEY.slice(start.length);
}

/** Whether `key` is the first key its bucket of `span` can hold: a range that starts there holds that bucket whole. */
function startsBucket(key: string, span: BucketSpan): boolean {
  return key.length === FIRST_KEY.length && key === firstKeyOf(key.slice(0, SPAN_LENGTH[span]));
}

/**
 * Whether no bucket start can lie in the range: its bounds are two starts whose last field (the
 * month, the tens of the day, the day, the hour) are neighbours, such as the months of a 30-day
 * range, strictly between 2026-10 and 2026-11. No digit string of that length lies between them, so
 * the range is skipped rather than sought, once per group on a page. Only neighbours without a carry
 * count (not 2026-12 and 2027-01), which needs no calendar.
 */
function holdsNoStart({ after, before, afterIncluded }: BucketRange): boolean {
  if (after === undefined || before === undefined || afterIncluded === true || after.length !== before.length) return false;
  const field = after.length === SPAN_LENGTH['day-tens'] ? 1 : 2;
  const head = after.slice(0, -field);
  if (before.slice(0, -field) !== head || !/^\d+$/.test(after.slice(-field))) return false;
  const next = String(Number(after.slice(-field)) + 1).padStart(field, '0');
  return next.length === field && before === head + next;
}

/**
 * Whole buckets and raw readings that together hold exactly the readings with from ≤ key ≤ to, each
 * once; from and to are instant keys (undefined: no bound). The buckets are found by the prefixes of
 * the keys alone, never by a calendar: a bucket holds the keys that start with its start, and
 * buckets of one span sort like their keys, so the same rule holds for year -1 ('-001-…') and for
 * hour 24 of 9999-12-31, which instant keys also write. At the first span where from's and to's
 * prefixes differ, the buckets strictly between them are whole; below it, each end adds the
 * buckets of the next span within its own bucket, down to the hour; the readings of the two partial
 * hours are read raw. Within one hour, only raw readings. A `from` at the start of a bucket (a
 * range from midnight, as most are) takes that bucket whole and stops there: no smaller buckets and
 * no raw readings at that end.
 */
export function coverRange(from: string | undefined, to: string | undefined): Cover {
  const cover: Cover = { buckets: [], readings: [] };
  if (from !== undefined && to !== undefined && from > to) return cover;
  const prefix = (key: string, span: BucketSpan) => key.slice(0, SPAN_LENGTH[span]);
  let first = 0;
  while (first < SPANS.length && from !== undefined && to !== undefined && prefix(from, SPANS[first]!) === prefix(to, SPANS[first]!))
    first += 1;
  if (first === SPANS.length) {
    cover.readings.push({ from: from!, to: to! });
    return cover;
  }
  // The coarsest span, from the first that differs down, whose bucket `from` starts; none: -1.
  let whole = -1;
  if (from !== undefined)
    for (let level = SPANS.length - 1; level >= first; level -= 1) if (startsBucket(from, SPANS[level]!)) whole = level;
  const included = (level: number) => (level === whole ? { afterIncluded: true as const } : {});
  const top = SPANS[first]!;
  const between: BucketRange = {
    span: top,
    after: from === undefined ? undefined : prefix(from, top),
    before: to === undefined ? undefined : prefix(to, top),
    ...included(first),
  };
  if (!holdsNoStart(between)) cover.buckets.push(between);
  for (let level = first + 1; level < SPANS.length; level += 1) {
    const span = SPANS[level]!;
    const parent = SPANS[level - 1]!;
    if (from !== undefined && (whole === -1 || level <= whole))
      cover.buckets.push({ span, after: prefix(from, span), before: prefix(from, parent) + KEY_END, ...included(level) });
    // Nothing lies before the first bucket of its parent (the hour 00 of a range to midnight): no range to seek.
    if (to !== undefined && prefix(to, span) !== firstKeyOf(prefix(to, parent)).slice(0, SPAN_LENGTH[span]))
      cover.buckets.push({ span, after: prefix(to, parent), before: prefix(to, span) });
  }
  if (from !== undefined && whole === -1) cover.readings.push({ from, to: prefix(from, 'hour') + KEY_END });
  if (to !== undefined) cover.readings.push({ from: prefix(to, 'hour'), to });
  return cover;
}

/**
 * The one bucket that holds every key from `from` to `to` (the finest whose start both share), or
 * undefined where none does (no bound, or bounds in different months). Only the groups that have
 * that bucket can have a reading in the range: the summary walks them alone, not every group.
 */
export function enclosingBucket(from: string | undefined, to: string | undefined): { span: BucketSpan; start: string } | undefined {
  if (from === undefined || to === undefined) return undefined;
  let enclosing: { span: BucketSpan; start: string } | undefined;
  for (const span of SPANS) {
    const start = from.slice(0, SPAN_LENGTH[span]);
    if (start !== to.slice(0, SPAN_LENGTH[span])) break;
    enclosing = { span, start };
  }
  return enclosing;
}
