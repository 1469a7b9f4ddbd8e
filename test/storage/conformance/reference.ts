// Brute-force answers for the storage conformance suite, computed here from the rows a test wrote and
// independently of any engine: instant order, page walks, row shapes and pooled statistics. The
// documented geometry and area semantics come from test/support/named-routes.ts, which the HTTP
// tests use too, so both suites hold the engines to one reading of docs/named-routes.md.
import assert from 'node:assert/strict';
import { COLUMNS } from '../../../src/storage/index.js';
import type { CollectionName, FieldValue, KeysetPage, RowValues, StoredRow } from '../../../src/storage/index.js';

export { createRandom } from '../../../scripts/seeded-random.js';
export { distanceMetres, inBbox, matchesArea, writeInstant } from '../../support/named-routes.js';

/** What the store hands out for created_at and updated_at: RFC 3339 in UTC with milliseconds. */
export const ISO_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The date-times the validator lets through (src/versioning/parameters.ts): `T`/`t`, `Z`/`z` or ±HH:MM, any fraction. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

/**
 * An instant as a sortable pair: whole UTC minutes, then 'SS.fffffffff' compared as text, so a leap
 * second (60) sorts after :59 and before the next minute, and fractions count to the nanosecond.
 */
function instantOf(text: string): [number, string] {
  let instant = INSTANTS.get(text);
  if (instant === undefined) {
    instant = parseInstant(text);
    INSTANTS.set(text, instant);
  }
  return instant;
}

// The brute force sorts thousands of rows by time many times over: each text is parsed once.
const INSTANTS = new Map<string, [number, string]>();

function parseInstant(text: string): [number, string] {
  const match = DATE_TIME.exec(text);
  assert.ok(match !== null, `not a date-time the validator accepts: ${text}`);
  const [, year, month, day, hour, minute, second, fraction, sign, offsetHours, offsetMinutes] = match;
  const date = new Date(0);
  // setUTCFullYear: Date.UTC reads the years 0-99 as 1900-1999.
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  date.setUTCHours(Number(hour), Number(minute), 0, 0);
  const offset = sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  return [date.getTime() / 60_000 - offset, `${second!}.${(fraction ?? '').padEnd(9, '0').slice(0, 9)}`];
}

/** Negative, zero or positive as `a` is before, at or after `b`. */
export function compareInstants(a: string, b: string): number {
  const [minuteA, secondA] = instantOf(a);
  const [minuteB, secondB] = instantOf(b);
  if (minuteA !== minuteB) return minuteA - minuteB;
  return secondA < secondB ? -1 : secondA > secondB ? 1 : 0;
}

/** Inclusive bounds on a time field; a row without a time matches no bound. */
export function withinTime(value: FieldValue, from: string | undefined, to: string | undefined): boolean {
  if (from === undefined && to === undefined) return true;
  if (typeof value !== 'string') return false;
  return (from === undefined || compareInstants(value, from) >= 0) && (to === undefined || compareInstants(value, to) <= 0);
}

const byId = (a: StoredRow, b: StoredRow): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Newest first by a time field, rows without one last, id descending as the tiebreak. */
export function newestFirst(field: string) {
  return (a: StoredRow, b: StoredRow): number => {
    const left = a.fields[field];
    const right = b.fields[field];
    if (typeof left === 'string' && typeof right === 'string') return compareInstants(right, left) || byId(b, a);
    if (typeof left === 'string') return -1;
    if (typeof right === 'string') return 1;
    return byId(b, a);
  };
}

/** Binary order of area names ('B' before 'a'), as the store promises for latest and summary. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A row's RowValues (id, created_at, updated_at, created_by, updated_by, then columns.ts's order) as
 * a StoredRow; values after those are ignored.
 */
export function rowOf(collection: CollectionName, values: RowValues): StoredRow {
  const fields: Record<string, FieldValue> = {};
  COLUMNS[collection].forEach((column, index) => {
    fields[column.field] = values[5 + index] as FieldValue;
  });
  return {
    id: values[0] as string,
    created_at: values[1] as string,
    updated_at: values[2] as string,
    created_by: values[3] as string | null,
    updated_by: values[4] as string | null,
    fields,
  };
}

/** The RowValues a StoredRow stands for. */
export function valuesOf(collection: CollectionName, row: StoredRow): FieldValue[] {
  return [
    row.id,
    row.created_at,
    row.updated_at,
    row.created_by,
    row.updated_by,
    ...COLUMNS[collection].map((column) => row.fields[column.field] ?? null),
  ];
}

/** `fields` as the store keeps them: every column, null where not given. */
export function withNulls(collection: CollectionName, fields: Record<string, FieldValue>): Record<string, FieldValue> {
  return Object.fromEntries(COLUMNS[collection].map((column) => [column.field, fields[column.field] ?? null]));
}

export const ids = (rows: readonly { id: string }[]): string[] => rows.map((row) => row.id);

export interface Walk<T> {
  items: T[];
  pages: number;
}

/**
 * Follows nextCursor from the first page to the last. Every page but the last is full and the last
 * is not empty (unless it is the only one): a store looks one row ahead rather than answering an
 * empty last page. `between` runs after each page that has a next one, before it is asked for.
 */
export async function walk<T>(
  limit: number,
  fetchPage: (cursor: string | undefined) => Promise<KeysetPage<T> | undefined>,
  between?: () => Promise<void>,
): Promise<Walk<T>> {
  const items: T[] = [];
  let cursor: string | undefined;
  let pages = 0;
  for (;;) {
    const page = await fetchPage(cursor);
    assert.ok(page !== undefined, 'the walk lost its origin');
    pages += 1;
    assert.ok(page.items.length <= limit, `a page of ${page.items.length} items for limit ${limit}`);
    if (page.nextCursor !== null) assert.equal(page.items.length, limit, 'a page with a next page is full');
    else if (pages > 1) assert.ok(page.items.length > 0, 'the last page of a walk is not empty');
    items.push(...page.items);
    if (page.nextCursor === null) return { items, pages };
    assert.equal(typeof page.nextCursor, 'string');
    cursor = page.nextCursor;
    await between?.();
    assert.ok(pages < 10_000, 'the walk does not end');
  }
}

/** How many pages a walk of `count` items takes at `limit`: never an empty page after a full one. */
export const pagesFor = (count: number, limit: number): number => Math.max(1, Math.ceil(count / limit));

/** Each key at most once, and every one of `required` present. */
export function assertOnceEach(keys: readonly string[], required: Iterable<string>, label: string): void {
  const seen = new Set<string>();
  for (const key of keys) {
    assert.ok(!seen.has(key), `${label}: ${key} came twice`);
    seen.add(key);
  }
  for (const key of required) assert.ok(seen.has(key), `${label}: ${key} was skipped`);
}

export function assertClose(actual: number | null, expected: number | null, relative: number, label: string): void {
  if (expected === null) return assert.equal(actual, null, label);
  assert.ok(
    actual !== null && (actual === expected || Math.abs(actual - expected) <= relative * Math.abs(expected)),
    `${label}: ${actual} against ${expected}`,
  );
}

/** Neumaier's compensated sum: the reference sums must not be the least accurate party. */
export function accurateSum(values: Iterable<number>): number {
  let sum = 0;
  let compensation = 0;
  for (const value of values) {
    const next = sum + value;
    compensation += Math.abs(sum) >= Math.abs(value) ? sum - next + value : value - next + sum;
    sum = next;
  }
  return sum + compensation;
}

export interface ReadingStats {
  number: number;
  mean: number;
  stdDev: number | null;
  good: number;
}

/**
 * Pooled statistics of some readings straight from docs/named-routes.md, in the stable two-pass form:
 * μ = Σ nμᵢ / N over all readings; σ = √(Σ nᵢ(σᵢ² + (μᵢ − μ′)²) / N′) over the readings with a stdDev,
 * μ′ their own mean. For data within the double range; the range's edges have hand-worked values.
 */
export function pooledStatistics(readings: readonly ReadingStats[]) {
  const number = accurateSum(readings.map((r) => r.number));
  const withStdDev = readings.filter((r) => r.stdDev !== null);
  const numberWithStdDev = accurateSum(withStdDev.map((r) => r.number));
  const ownMean = numberWithStdDev === 0 ? 0 : accurateSum(withStdDev.map((r) => r.number * r.mean)) / numberWithStdDev;
  const squares = accurateSum(withStdDev.map((r) => r.number * (r.stdDev! ** 2 + (r.mean - ownMean) ** 2)));
  return {
    readings: readings.length,
    number,
    good: accurateSum(readings.map((r) => r.good)),
    mean: number === 0 ? null : accurateSum(readings.map((r) => r.number * r.mean)) / number,
    stdDev: numberWithStdDev === 0 ? null : Math.sqrt(squares / numberWithStdDev),
    readingsWithoutStdDev: readings.length - withStdDev.length,
    numberWithStdDev,
  };
}

/** Population mean and standard deviation of raw samples, two passes. */
export function sampleStatistics(values: readonly number[]): { mean: number; stdDev: number } {
  const mean = accurateSum(values) / values.length;
  return { mean, stdDev: Math.sqrt(accurateSum(values.map((value) => (value - mean) ** 2)) / values.length) };
}
