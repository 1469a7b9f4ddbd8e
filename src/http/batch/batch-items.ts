// A batch's items, whatever body held them (a JSON array, NDJSON lines, CSV rows): counted, each read
// on demand as the parameters of one create (or the problem that stops it there), and each with its
// place in the body for its result. The batch pipeline (batch-request.ts) checks and stores them the
// same way for every format.
import type { BodyLimits } from '../input/body.js';
import { readItem, splitInSteps } from './batch-body.js';
import type { BatchFormat, ItemReading } from './batch-body.js';
import { readCsvBatch, readCsvItem } from './batch-csv.js';
import type { Slices } from './slices.js';

/** Where an item is in the body, as its result and messages name it: NDJSON's line, CSV's row. */
export interface ItemPlace {
  line?: number | undefined;
  row?: number | undefined;
}

export interface ItemSource {
  count: number;
  place(index: number): ItemPlace;
  /** Whether reading the item may take long enough (a large item) to look at the clock first. */
  large(index: number): boolean;
  /** The item's parameters, or its problem. Throws only for a problem of the whole batch (a JSON array's syntax). */
  read(index: number): ItemReading;
}

/** "Item 3", "Item 3 (line 5)", "Item 3 (row 5)": how messages name an item. */
export function describeItem(index: number, place: ItemPlace): string {
  if (place.line !== undefined) return `Item ${index} (line ${place.line})`;
  if (place.row !== undefined) return `Item ${index} (row ${place.row})`;
  return `Item ${index}`;
}

/**
 * A JSON array up to this size is parsed by one JSON.parse (about 4 ns a byte: 4 ms at 1 MiB);
 * a larger one item by item, between which the event loop gets its turns.
 */
const WHOLE_PARSE_BYTES = 1024 * 1024;

/** An item this long costs about 0.1 ms to parse, worth a look at the clock before it. */
const LARGE_ITEM_CHARS = 32 * 1024;

/**
 * The items of a JSON array or NDJSON body, split in steps (batch-body.ts). A JSON array of flat
 * items that fits WHOLE_PARSE_BYTES is built by one JSON.parse, the fastest way there is; anything
 * else item by item as it is read.
 */
export async function jsonItems(
  text: string,
  format: BatchFormat,
  maxItems: number,
  limits: BodyLimits,
  slices: Slices,
): Promise<ItemSource> {
  const splitter = splitInSteps(text, format, maxItems, limits.maxBytes);
  let step = splitter.next();
  for (; step.done !== true; step = splitter.next()) await slices.maybePause();
  const spans = step.value;
  const parsed =
    format === 'json' && text.length <= WHOLE_PARSE_BYTES && !spans.some((span) => span.nested)
      ? parseWhole(text, spans.length)
      : undefined;
  return {
    count: spans.length,
    place: (index) => spans[index]!,
    large: (index) => spans[index]!.end - spans[index]!.start > LARGE_ITEM_CHARS,
    read: (index) => readItem(text, spans[index]!, index, format, limits.maxParameters, parsed?.[index], limits.maxBytes),
  };
}

/** The array as JSON.parse builds it, or undefined if it does not parse (readItem then finds where). */
function parseWhole(text: string, items: number): unknown[] | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.length === items ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The items of a CSV body (batch-csv.ts): one a row after the header, each with its row. */
export async function csvItems(bytes: Buffer, maxItems: number, limits: BodyLimits, slices: Slices): Promise<ItemSource> {
  const batch = await readCsvBatch(bytes, { maxItems, maxColumns: limits.maxParameters, maxRowBytes: limits.maxBytes }, slices);
  return {
    count: batch.items.length,
    place: (index) => ({ row: batch.items[index]!.row }),
    large: (index) => cellsLength(batch.items[index]!.cells) > LARGE_ITEM_CHARS,
    read: (index) => readCsvItem(batch, index, limits.maxParameters),
  };
}

function cellsLength(cells: readonly string[]): number {
  let length = 0;
  for (const cell of cells) length += cell.length;
  return length;
}
