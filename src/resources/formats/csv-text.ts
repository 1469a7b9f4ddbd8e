// CSV (RFC 4180) written by csv-stringify: CRLF line ends, a header row, quotes where a cell holds a
// comma, a quote or a line break. A text cell that a spreadsheet would run as a formula (one that
// begins with =, +, -, @, a tab or a carriage return: OWASP's list) gets a leading apostrophe, which
// spreadsheets show as text and hide; numbers are written as numbers, so -3.5 stays -3.5.
import { stringify } from 'csv-stringify/sync';

export const CSV_TYPE = 'text/csv; charset=utf-8; header=present';

const FORMULA = /^[=+\-@\t\r]/;
// csv-stringify quotes a cell holding its own record delimiter (CRLF), a comma or a quote; RFC 4180
// wants a lone CR or LF quoted too, and spaces at either end are quoted so no reader trims them.
const NEEDS_QUOTES = /[\r\n]|^\s|\s$/;

/** One cell: empty for null, the number or boolean as JSON writes it, text neutralised against formulas. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return FORMULA.test(value) ? `'${value}` : value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The rows under a header of `columns`, each row's cells in that order. */
export function csvText(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => csvCell(row[column]))),
    { header: true, columns: [...columns], record_delimiter: '\r\n', quoted_match: NEEDS_QUOTES },
  );
}

/** Only the header row, for an export that writes its rows as they come. */
export function csvHeader(columns: readonly string[]): string {
  return stringify([columns.map((column) => csvCell(column))], { record_delimiter: '\r\n', quoted_match: NEEDS_QUOTES });
}

/** Rows without the header. */
export function csvRows(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return stringify(
    rows.map((row) => columns.map((column) => csvCell(row[column]))),
    { record_delimiter: '\r\n', quoted_match: NEEDS_QUOTES },
  );
}
