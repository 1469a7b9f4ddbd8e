// CSV (RFC 4180) written by Papa Parse: CRLF line ends, a header row, quotes where a cell holds a
// comma, a quote, a CR or LF, or begins or ends with a space. A text cell that a spreadsheet would
// run as a formula (one that begins with =, +, -, @, a tab or a carriage return: OWASP's list) gets a
// leading apostrophe (Papa Parse's escapeFormulae), which spreadsheets show as text and hide; numbers
// are written as numbers, so -3.5 stays -3.5. Papa Parse over csv-stringify: as exact, and 2.2 times
// faster on our rows (bench/csv-libraries.bench.ts, docs/design.md).
import Papa from 'papaparse';

export const CSV_TYPE = 'text/csv; charset=utf-8; header=present';

// Papa Parse's own pattern for `escapeFormulae: true` is /^[=+\-@\t\r].*$/, whose `.` stops at a line
// break: a cell "=1\n2" would pass unescaped. This one looks at the first character alone.
const OPTIONS = { newline: '\r\n', escapeFormulae: /^[=+\-@\t\r]/ };

/** The cells of a row, in the columns' order: null and absent members are empty cells. */
function cellsOf(columns: readonly string[], row: Readonly<Record<string, unknown>>): unknown[] {
  const cells = new Array<unknown>(columns.length);
  for (let i = 0; i < columns.length; i++) {
    const value = row[columns[i]!];
    cells[i] = value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
  }
  return cells;
}

/** The rows under a header of `columns`, each row's cells in that order, every line ended by CRLF. */
export function csvText(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return `${csvHeader(columns)}${csvRows(columns, rows)}`;
}

/** Only the header row, for an export that writes its rows as they come. */
export function csvHeader(columns: readonly string[]): string {
  return `${Papa.unparse([columns as string[]], OPTIONS)}\r\n`;
}

/** Rows without the header, each ended by CRLF; nothing for none. */
export function csvRows(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(
    rows.map((row) => cellsOf(columns, row)),
    OPTIONS,
  )}\r\n`;
}

/** One cell as the rows above write it, unquoted: for a reader that compares (tests, the upload's round trip). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
