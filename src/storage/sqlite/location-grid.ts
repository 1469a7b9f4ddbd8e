// The grid plan of a bbox search (issue 22): every location's point falls in one cell of a fixed
// 0.1° grid, and the index locations_by_cell_time (migration 160) holds each cell's locations newest
// first. A box covering a few cells is answered by walking each of them from the newest, one small
// statement per cell, and merging the walks here (one compound statement of every walk cost SQLite
// ten times their sum, in its merge of sorted arms). A page costs about (limit + 1) index entries per
// cell however many points the box holds; the R*Tree plan reads every point of the box and sorts them.
//
// The cell is an expression over longitude and latitude, not a stored column: the tables keep the
// columns of INTERFACE.md, and no write path needs to know about it. The query repeats the exact
// expression text, the only way SQLite matches an index on an expression.
//
// Exactness does not depend on the cells: the query still checks the box itself on each entry. It
// depends on every point of the box lying in a listed cell, which holds because the cell of a
// coordinate is a monotone function of it (IEEE addition, multiplication and truncation, the same in
// JavaScript and SQLite), so a point between the box's edges has a cell between theirs.
import { longitudeRanges } from '../geo.js';
import type { BoundingBox } from '../queries.js';

/** Cells per degree: 0.1°, a town; a dense one held 667 points at a million rows of the seed. */
const CELLS_PER_DEGREE = 10;
/** Columns of the grid: longitude -180 to 180 inclusive, so 180 has a column of its own. */
const COLUMNS = 360 * CELLS_PER_DEGREE + 1;
/**
 * Above this many cells a box is answered by the other plans: the grid's page costs one walk of at
 * least (limit + 1) entries per cell, and a box this wide (0.6° square) holds enough points that the
 * time index finds a page quickly.
 */
export const GRID_MAX_CELLS = 49;
/**
 * What one cell's walk costs beyond its entries, in entries of an index walk: the seek, and the
 * pages a walk reads cold. Measured at a million rows: a cell's page took 0.02-0.2 ms, an entry of a
 * time-index walk about 0.1 µs (docs/location-grid.md).
 */
const GRID_CELL_COST = 500;
/** The cell of a location, as the index and every grid query spell it; NULL without a point. */
export const CELL_SQL = `CAST((latitude + 90) * ${CELLS_PER_DEGREE} AS INTEGER) * ${COLUMNS} + CAST((longitude + 180) * ${CELLS_PER_DEGREE} AS INTEGER)`;

const row = (latitude: number) => Math.trunc((latitude + 90) * CELLS_PER_DEGREE);
const column = (longitude: number) => Math.trunc((longitude + 180) * CELLS_PER_DEGREE);

/** The cells that hold every point of a box; undefined when there are more than GRID_MAX_CELLS. */
export function gridCells(bbox: BoundingBox): number[] | undefined {
  const cells = new Set<number>();
  const rows = row(bbox.maxLat) - row(bbox.minLat) + 1;
  for (const [west, east] of longitudeRanges(bbox.minLon, bbox.maxLon)) {
    if (rows * (column(east) - column(west) + 1) > GRID_MAX_CELLS) return undefined;
    for (let r = row(bbox.minLat); r <= row(bbox.maxLat); r++) {
      // Two ranges of a box across the antimeridian can share a column; the set keeps each cell once.
      for (let c = column(west); c <= column(east); c++) cells.add(r * COLUMNS + c);
    }
  }
  return cells.size > GRID_MAX_CELLS ? undefined : [...cells];
}

/**
 * What a page through the grid costs, in entries of an index walk; undefined for a box of more than
 * GRID_MAX_CELLS cells. A walk of a cell of which the box covers a share finds a page after about
 * (limit + 1) / share entries (points spread evenly), so a box whose edge cuts a sliver off a cell
 * costs much more than its number of cells says.
 */
export function gridCost(bbox: BoundingBox, limit: number): number | undefined {
  const cells = gridCells(bbox);
  if (cells === undefined) return undefined;
  const rows = sideShares(bbox.minLat, bbox.maxLat, -90);
  let cost = cells.length * GRID_CELL_COST;
  for (const [west, east] of longitudeRanges(bbox.minLon, bbox.maxLon)) {
    for (const across of sideShares(west, east, -180)) {
      for (const up of rows) cost += (limit + 1) / Math.max(across * up, 1e-6);
    }
  }
  return cost;
}

/** The share of each cell of one side (a row or a column) that a box's side from low to high covers. */
function sideShares(low: number, high: number, origin: number): number[] {
  const size = 1 / CELLS_PER_DEGREE;
  const first = Math.trunc((low - origin) * CELLS_PER_DEGREE);
  const last = Math.trunc((high - origin) * CELLS_PER_DEGREE);
  return Array.from({ length: last - first + 1 }, (_, index) => {
    const cell = first + index;
    const bottom = origin + cell * size;
    return (Math.min(high, bottom + size) - Math.max(low, bottom)) / size;
  });
}
