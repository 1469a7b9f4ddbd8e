// CSV bodies for bulk ingest (issue 20): `Content-Type: text/csv`, RFC 4180, a header row of parameter
// names and one item a record after it. csv-parse (the adaltas csv project, also our writer's) reads
// the bytes; this file maps its records onto items, each read like a form-encoded create: cells are
// strings, converted by the Validator as a form's are, and an empty cell is a parameter not sent.
import { CsvError, Parser } from 'csv-parse';
import type { Options } from 'csv-parse';
import { ProblemError } from '../../contract/problem-error.js';
import { ParameterBag } from '../input/parameter-bag.js';
import type { ItemReading } from './batch-body.js';
import type { Slices } from './slices.js';

/** A CSV batch: its header's names, and each item's cells with the row it is on. */
export interface CsvBatch {
  header: readonly string[];
  items: CsvItem[];
}

export interface CsvItem {
  /** The record's number in the file, counted from 1 at the header; blank lines are not records. */
  row: number;
  cells: string[];
}

// RFC 4180 with what real files hold: a UTF-8 BOM (spreadsheets write one) is dropped; CRLF and LF
// both end a record, mixed in one file; a quoted cell keeps its line breaks; a row may have more or
// fewer cells than the header (that row's problem, not the file's: readCsvItem). A lone CR is not a
// record delimiter (only classic Mac OS wrote it) and stays in its cell. Blank lines are skipped by
// the parser, and are not rows: kept as records, each would be one empty cell, a row of a length
// other than the header's, for which csv-parse builds an error object with a stack trace and a
// JSON copy of the record (about 20 µs): 16 MiB of line breaks would have taken minutes.
const PARSE_OPTIONS: Omit<Options, 'max_record_size'> = {
  bom: true,
  record_delimiter: ['\r\n', '\n'],
  relax_column_count: true,
  skip_empty_lines: true,
};

/**
 * Bytes handed to csv-parse at a time. A piece of ordinary rows takes it about 40 µs; one of 512
 * two-byte rows of the wrong length about 11 ms (the error object above, for each), the most the
 * event loop waits for a piece. Smaller pieces cost nothing measurable in throughput.
 */
const PIECE_BYTES = 1024;

/** How much a CSV batch may hold: items (rows after the header), columns (each a parameter), and text a row. */
export interface CsvLimits {
  maxItems: number;
  /** A single body's parameter limit: a row carries one parameter a column. */
  maxColumns: number;
  /**
   * A single body's byte limit, for the text of one row's cells. csv-parse stops at it
   * (max_record_size), so that no row is built past it: a row of a million one-character cells
   * costs 70 ms in one block (the copy of a row of the wrong length, above), eight million 850 ms.
   */
  maxRowBytes: number;
}

/**
 * The header and items of a CSV body (valid UTF-8), parsed a piece at a time with the event loop
 * free between slices. Throws `batch-empty` (no header, or no item after it), `batch-too-large` at
 * item `maxItems + 1`, `body-too-large` at a row of more than `maxRowBytes`, `body-shape` for a
 * header of more than `maxColumns` columns, `invalid-parameters` for a header that names a
 * parameter twice, and `body-malformed` where the CSV itself is broken (a quote never closed, text
 * after a closing quote): a quote decides where every later record begins, so such an error is the file's.
 */
export async function readCsvBatch(bytes: Buffer, limits: CsvLimits, slices: Slices): Promise<CsvBatch> {
  const { maxItems } = limits;
  const parser = new Parser({ ...PARSE_OPTIONS, max_record_size: limits.maxRowBytes });
  // Its failures are read from parser.errored, set as soon as a write fails; the event would come a tick later.
  parser.on('error', () => undefined);
  let header: string[] | undefined;
  const items: CsvItem[] = [];
  let row = 0;
  try {
    // One piece a turn at most: written, its records taken, then the clock looked at. The parser is
    // driven by hand (write, then read until it has nothing) rather than piped, so that no piece is
    // parsed in a turn of the loop that has already used its slice.
    for (let at = 0; at < bytes.length + PIECE_BYTES; at += PIECE_BYTES) {
      if (at < bytes.length) parser.write(bytes.subarray(at, at + PIECE_BYTES));
      // The last record (and an unclosed quote) comes from csv-parse's flush, which runs a tick after end().
      else await new Promise((resolve) => parser.end(resolve));
      for (let record = parser.read() as string[] | null; record !== null; record = parser.read() as string[] | null) {
        row++;
        if (header === undefined) {
          header = record;
          checkHeader(header, limits.maxColumns);
        } else if (items.length === maxItems) {
          throw new ProblemError(
            'batch-too-large',
            `The batch holds more than ${maxItems} items (rows after the header); split it into batches of at most ${maxItems}.`,
            { limit: maxItems },
          );
        } else items.push({ row, cells: record });
      }
      if (parser.errored !== null) throw parser.errored instanceof CsvError ? refusal(parser.errored, bytes, limits) : parser.errored;
      await slices.maybePause();
    }
  } finally {
    parser.destroy();
  }
  if (header === undefined)
    throw new ProblemError('batch-empty', 'The CSV body is empty; send a header row of parameter names and one row per item.');
  if (items.length === 0) {
    throw new ProblemError(
      'batch-empty',
      'The CSV body holds a header row but no item; send one row per item after the header (blank lines are skipped).',
    );
  }
  return { header, items };
}

/**
 * A header is a list of parameter names. More columns than a single create may carry parameters is
 * refused before its names are looked at (JSON's items are refused past that many members too). A
 * name twice would make a cell's parameter depend on which column wins: refused for the whole batch,
 * as a single create that sends a parameter twice is refused (`duplicate`), never merged or picked.
 * Columns with an empty name are not compared: their cells are checked per item.
 */
function checkHeader(header: readonly string[], maxColumns: number): void {
  if (header.length > maxColumns) {
    throw new ProblemError(
      'body-shape',
      `The CSV header has ${header.length} columns; a create takes at most ${maxColumns} parameters, one a column. Send only the columns of the version's parameters.`,
      { limit: maxColumns },
    );
  }
  const columns = new Map<string, number[]>();
  header.forEach((name, column) => {
    if (name === '') return;
    const at = columns.get(name);
    if (at === undefined) columns.set(name, [column + 1]);
    else at.push(column + 1);
  });
  const repeated = [...columns].filter(([, at]) => at.length > 1);
  if (repeated.length === 0) return;
  const where = (at: readonly number[]) => `columns ${at.slice(0, -1).join(', ')} and ${at.at(-1)}`;
  throw new ProblemError(
    'invalid-parameters',
    `The CSV header names ${repeated.map(([name, at]) => `${clip(name)} in ${where(at)}`).join(', ')}; name each parameter once.`,
    {
      errors: repeated.map(([name, at]) => ({
        parameter: clip(name),
        code: 'duplicate',
        message: `${clip(name)} is named in ${where(at)} of the CSV header; name each parameter once (cells are never merged or picked)`,
        expected: 'the parameter once',
      })),
    },
  );
}

/** csv-parse's refusal as `400 body-malformed` (or a row too long, `413 body-too-large`), naming the row (its records are rows) and the line. */
function refusal(error: CsvError, bytes: Buffer, limits: CsvLimits): ProblemError {
  const row = Number(error.records ?? 0) + 1;
  if (error.code === 'CSV_MAX_RECORD_SIZE') {
    return new ProblemError(
      'body-too-large',
      `Row ${row} of the CSV body holds more than ${limits.maxRowBytes} bytes of text, over what a single create's body may have; no parameter needs that much (a quote left open makes the rest of the body one cell). The body was not read past it.`,
      { limit_bytes: limits.maxRowBytes },
    );
  }
  // csv-parse's `bytes` is the offset of the last cell or record boundary before the error, where
  // an unclosed quote opens; its own `lines` counts CRLF inside quotes twice, so lines are counted here.
  const line = lineAt(bytes, Number(error.bytes ?? 0));
  const where = `row ${row}, line ${line}`;
  let what: string;
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
    what = `a quoted cell of row ${row}, opened on line ${line}, is never closed: the body ends inside it. End the cell with a quote (a quote inside a quoted cell is written twice: "")`;
  } else if (error.code === 'CSV_INVALID_CLOSING_QUOTE' || error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE') {
    what = `in ${where}, a quoted cell's closing quote is followed by more text instead of a comma or the end of the row. Write a quote inside a quoted cell twice ("")`;
  } else if (error.code === 'INVALID_OPENING_QUOTE') {
    what = `in ${where}, a cell that does not begin with a quote holds one. Quote the whole cell and write the quote inside it twice ("")`;
  } else {
    what = `in ${where}: ${error.message}`;
  }
  return new ProblemError('body-malformed', `The CSV body does not parse (RFC 4180): ${what}.`, { parser: 'csv', line });
}

/** The line (from 1) that the byte at `offset` is on. */
function lineAt(bytes: Buffer, offset: number): number {
  let line = 1;
  for (let i = bytes.indexOf(0x0a); i !== -1 && i < offset; i = bytes.indexOf(0x0a, i + 1)) line++;
  return line;
}

/**
 * Formula neutralisation undone: our CSV export (src/resources/formats/csv-text.ts) writes a text cell
 * that begins with =, +, -, @, a tab or a carriage return with an apostrophe before it, so that a
 * spreadsheet shows it as text. Exactly that apostrophe is taken off again, and no other: `'-bonn:x`
 * is sent as `-bonn:x`, while `'bonn` or `''=x` stay as they are (and are checked as sent).
 */
const NEUTRALISED = /^'[=+\-@\t\r]/;

function cellValue(cell: string): string {
  return cell.charCodeAt(0) === 0x27 && NEUTRALISED.test(cell) ? cell.slice(1) : cell;
}

/**
 * One item, read as a form-encoded create: the header's names with the row's cells, an empty cell
 * not sent, strings for the Validator to convert as it converts a form's. A row with more or fewer
 * cells than the header is that item's problem. (A row longer than a single create's body was
 * refused while parsing: CsvLimits.maxRowBytes.)
 */
export function readCsvItem(batch: CsvBatch, index: number, maxParameters: number): ItemReading {
  const { header } = batch;
  const { row, cells } = batch.items[index]!;
  const where = `Item ${index} (row ${row})`;
  if (cells.length !== header.length) {
    return new ProblemError(
      'invalid-parameters',
      `${where} has ${cells.length} cell${cells.length === 1 ? '' : 's'}, but the header has ${header.length} (${listed(header)}); send one cell per header column, an empty cell to leave its parameter out.`,
    );
  }
  const bag = new ParameterBag(maxParameters);
  try {
    for (let column = 0; column < cells.length; column++) {
      const cell = cells[column]!;
      if (cell !== '') bag.add(header[column]!, cellValue(cell));
    }
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    return new ProblemError(error.type, `${where}: ${error.detail}`, error.extensions);
  }
  return bag.result();
}

function listed(names: readonly string[]): string {
  const shown = names.slice(0, 12).map((name) => (name === '' ? '(no name)' : clip(name)));
  return names.length > shown.length ? `${shown.join(', ')}, …` : shown.join(', ');
}

function clip(text: string): string {
  return text.length > 64 ? `${text.slice(0, 64)}…` : text;
}
