// The grid plan of a mean-range search (issue 22): every reading's mean falls in one cell of a
// logarithmic scale, and the index readings_by_mean_cell_time (migration 170) holds each cell's
// readings newest first. A range is answered by walking each cell of it that holds readings, newest
// first, one small statement per cell, and merging the walks here, as the box grid does
// (location-grid.ts). A page costs about (limit + 1) entries per cell however many readings the range
// holds; the mean plan reads every reading of the range and sorts them.
//
// Why logarithmic: a cell is 1/256 of a power of two (0.27% of the mean wide), so a range like
// [1042, ∞) hPa is a few cells whatever the scale of the quantity, and a cell's share of the readings
// does not grow with the table. Zero is a cell of its own, negatives mirror positives, and a NULL
// mean has no cell (no range holds it).
//
// Exactness does not depend on the cells: every walk checks the mean range itself. It depends on
// every mean of the range lying in a walked cell. The cell of a bound is computed by SQLite with the
// same expression as the index (the bound is bound as a parameter, never turned into a cell in
// JavaScript), so the two never disagree on libm; what remains is that the expression is monotone,
// which holds when log2 is (a test checks the cell boundaries on this machine's SQLite).
import { TIME_KEY } from './instant-key.js';
import { selectRow } from '../row-sql.js';
import type { FieldValue } from '../store.js';

/** Cells per power of two. 256: at 1,000 hPa a cell is 2.7 hPa wide. */
const CELLS_PER_OCTAVE = 256;
/** Added to a positive cell so that it is above 0 even for the smallest double (log2 = -1074). */
const CELL_OFFSET = 275_000;

/** The cell of a mean expression (a column or a bound parameter); NULL for NULL. */
export function meanCellSql(mean: string): string {
  const cell = (positive: string) => `CAST(floor(log2(${positive}) * ${CELLS_PER_OCTAVE}) + ${CELL_OFFSET} AS INTEGER)`;
  return `(CASE WHEN ${mean} > 0 THEN ${cell(mean)} WHEN ${mean} < 0 THEN -${cell(`-${mean}`)} WHEN ${mean} = 0 THEN 0 END)`;
}

/** The cell of a reading's mean, as migration 170's index and every walk spell it. */
export const MEAN_CELL_SQL = meanCellSql('mean');

/**
 * Above this many cells a range is answered by the other plans: each cell costs a walk of at least
 * (limit + 1) entries, and a range that wide holds enough readings for the time index.
 */
export const MEAN_GRID_MAX_CELLS = 32;
/**
 * What one cell costs beyond its entries, in entries of an index walk (about 0.1 µs each): its seek
 * in the enumeration (4 µs) and its walk's statement (10 µs for 11 entries), measured warm at 1M and
 * 3M rows (docs/mean-grid.md). The box grid's GRID_CELL_COST, 500, also counts pages read cold.
 */
const MEAN_CELL_COST = 150;

/** A mean range; a missing bound is open. */
export interface MeanRange {
  minMean?: number | undefined;
  maxMean?: number | undefined;
}

/** Runs one statement and answers its rows, as arrays when `raw`. */
export type RunStatement = (sql: string, params: Record<string, string | number>, raw: boolean) => unknown[];

// The first cell after :after that holds a reading, at most :high: one seek of the index.
const NEXT_CELL_SQL = `SELECT ${MEAN_CELL_SQL} AS cell FROM readings INDEXED BY readings_by_mean_cell_time
  WHERE ${MEAN_CELL_SQL} > :after AND ${MEAN_CELL_SQL} <= :high ORDER BY ${MEAN_CELL_SQL} LIMIT 1`;
const BOUND_CELLS_SQL = `SELECT ${meanCellSql(':low')} AS low, ${meanCellSql(':high')} AS high`;
/** Below and above every cell, even an infinite mean's (the cast saturates at ±(2^63 - 1)). */
const BELOW_ALL = -Number.MAX_VALUE;
const ABOVE_ALL = Number.MAX_VALUE;

/**
 * The cells that hold a reading whose mean may lie in the range, lowest first; undefined when there
 * are more than MEAN_GRID_MAX_CELLS. Only cells that exist are listed (a seek each), so an open range
 * costs what its readings occupy, not the width of the scale. `maxCells` is raised only by the
 * equivalence test, which walks every range through the grid.
 */
export function meanCells(run: RunStatement, range: MeanRange, maxCells = MEAN_GRID_MAX_CELLS): number[] | undefined {
  const bounds = run(BOUND_CELLS_SQL, { low: range.minMean ?? 0, high: range.maxMean ?? 0 }, false)[0] as { low: number; high: number };
  const low = range.minMean === undefined ? BELOW_ALL : bounds.low;
  const high = range.maxMean === undefined ? ABOVE_ALL : bounds.high;
  const cells: number[] = [];
  let after = low - 1;
  while (cells.length <= maxCells) {
    const next = run(NEXT_CELL_SQL, { after, high }, false)[0] as { cell: number } | undefined;
    if (next === undefined) return cells;
    cells.push(next.cell);
    after = next.cell;
  }
  return undefined;
}

/**
 * What a page through the grid costs, in entries of an index walk. A cell that the range covers only
 * in part finds a page after about (limit + 1) / share entries, share being the part of the cell's
 * width (on the log scale) inside the range: an estimate only, so it may use JavaScript's log2.
 */
export function meanGridCost(cells: readonly number[], range: MeanRange, limit: number): number {
  let cost = 0;
  for (const cell of cells) cost += MEAN_CELL_COST + (limit + 1) / Math.max(cellShare(cell, range), 1e-6);
  return cost;
}

/** The share of a cell's width that a range covers, on the cell's own (logarithmic) scale. */
function cellShare(cell: number, range: MeanRange): number {
  if (cell === 0) return 1;
  const sign = Math.sign(cell);
  // The cell's edges as log2 of the magnitude, then as means (ordered low to high).
  const bottom = (Math.abs(cell) - CELL_OFFSET) / CELLS_PER_OCTAVE;
  const edges = [sign * 2 ** bottom, sign * 2 ** (bottom + 1 / CELLS_PER_OCTAVE)].sort((a, b) => a - b) as [number, number];
  const position = (mean: number) => {
    const magnitude = Math.min(Math.max(Math.log2(Math.abs(mean)), bottom), bottom + 1 / CELLS_PER_OCTAVE);
    return Number.isFinite(magnitude) ? (magnitude - bottom) * CELLS_PER_OCTAVE : 0;
  };
  // Positions 0..1 across the cell from its smaller magnitude to its larger one.
  let from = 0;
  let to = 1;
  const low = range.minMean ?? Number.NEGATIVE_INFINITY;
  const high = range.maxMean ?? Number.POSITIVE_INFINITY;
  if (sign > 0) {
    if (low > edges[0]) from = position(low);
    if (high < edges[1]) to = position(high);
  } else {
    if (high < edges[1]) from = position(high);
    if (low > edges[0]) to = position(low);
  }
  return Math.max(to - from, 0);
}

interface GridEntry {
  point: number;
  sort_key: string;
  id: string;
}

/**
 * A search page through the grid: `walk` (one cell's newest limit + 1 that pass every condition, from
 * buildReadingSearch's 'mean-grid' statement) run for each cell, the newest limit + 1 of all walks,
 * then those rows from the table in page order, as sortedPage reads them.
 */
export function meanGridSearch(
  run: RunStatement,
  cells: readonly number[],
  walk: { sql: string; params: Record<string, string | number> },
  limit: number,
): FieldValue[][] {
  const found: GridEntry[] = [];
  for (const cell of cells) found.push(...(run(walk.sql, { ...walk.params, cell }, false) as GridEntry[]));
  found.sort(newestFirst);
  const page = found.slice(0, limit + 1);
  if (page.length === 0) return [];
  return run(ROWS_SQL, { points: JSON.stringify(page.map((entry) => entry.point)) }, true) as FieldValue[][];
}

/** SQLite's order of the keys and ids: their UTF-8 bytes (JavaScript compares UTF-16 units). */
function newestFirst(a: GridEntry, b: GridEntry): number {
  return Buffer.compare(Buffer.from(b.sort_key), Buffer.from(a.sort_key)) || Buffer.compare(Buffer.from(b.id), Buffer.from(a.id));
}

const ROWS_SQL = `SELECT ${selectRow('readings', 'r')}, ${TIME_KEY} AS sort_key FROM readings AS r
  WHERE r.rowid IN (SELECT value FROM json_each(:points)) ORDER BY sort_key DESC, r.id DESC`;
