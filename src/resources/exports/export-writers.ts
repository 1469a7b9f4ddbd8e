// The three formats of an export (INTERFACE.md §10), each written a page of rows at a time: a head
// before the first row, the rows, a tail after the last. Every row is the JSON list's item for the
// request's version (shapeRow: id, the version's fields, the server's fields), so the formats cannot
// drift from each other or from /{collection}/search.
import type { MediaOffer } from '../../contract/route.js';
import { SERVER_COLUMNS } from '../../storage/index.js';
import type { CollectionName, RowValues } from '../../storage/index.js';
import { CSV_TYPE, csvHeader, csvRows } from '../formats/csv-text.js';
import { CSV, GEOJSON } from '../formats/field-formats.js';
import { GEOJSON_TYPE, featureText } from '../formats/geojson.js';
import { shapeRow } from '../row-shape.js';

/** Newline-delimited JSON (one JSON text per line, each ended by "\n"), asked for as the bulk ingest's bodies are named. */
export const NDJSON: MediaOffer = { name: 'ndjson', type: 'application/x-ndjson', suffix: '.ndjson' };

export interface ExportWriter {
  /** The Content-Type. */
  type: string;
  /** The file name's extension, dot included. */
  extension: string;
  /** What comes before the first row. */
  head(): string;
  /** One page of rows, `written` rows having come before it. */
  rows(page: readonly RowValues[], written: number): string;
  /** What comes after the last row, `written` rows in all. */
  tail(written: number): string;
}

export interface ExportSubject {
  collection: CollectionName;
  /** The fields of the request's version of the resource call, in the registry's order. */
  fields: readonly string[];
  /** GeoJSON's `meta`: what the envelope's would say (action, version_number, request_id). */
  meta: Record<string, unknown>;
}

/** The writer of one of the export's offers; a programmer error for a media an export does not offer. */
export function exportWriter(media: MediaOffer['name'], subject: ExportSubject): ExportWriter {
  if (media === 'csv') return csvWriter(subject);
  if (media === 'ndjson') return ndjsonWriter(subject);
  if (media === 'geojson') return geojsonWriter(subject);
  throw new Error(`An export has no writer for "${media}"; offer only csv, ndjson and geojson on an export route`);
}

function csvWriter({ collection, fields }: ExportSubject): ExportWriter {
  // The JSON item's members, in its order: what the list's CSV heads its columns with.
  const [id, ...server] = SERVER_COLUMNS;
  const columns = [id, ...fields, ...server];
  return {
    type: CSV_TYPE,
    extension: CSV.suffix,
    // The header row even when no row matches: an empty export is still a table with its columns.
    head: () => csvHeader(columns),
    rows: (page) => {
      let text = '';
      for (const values of page) {
        const row = shapeRow(collection, fields, values);
        let record = '';
        for (const [at, column] of columns.entries()) record += (at === 0 ? '' : ',') + exportCell(row[column]);
        text += `${record}\r\n`;
      }
      return text;
    },
    tail: () => '',
  };
}

/**
 * One cell, byte for byte as the list's CSV writes it (csvRows, by Papa Parse: compared in
 * test/unit/resources/export-writers.test.ts). A text cell that Papa Parse quotes or neutralises
 * (a formula's first character, a quote, a comma, a CR, LF or byte-order mark, a space at either
 * end) is written by csvRows itself; any other text goes as it is, which is what Papa Parse writes
 * for it; null is an empty cell.
 *
 * Why not csvRows for every row, as the list does: a number would go through toString(), which
 * keeps each result in V8's number-to-string cache, and the cache carries it through young
 * collections into the old generation, where it stays until a full collection: a million rows of
 * coordinates grew the heap by some 60 MiB (exports-memory.sqlite.test.ts). JSON.stringify writes a
 * finite number exactly as toString() does, and its text dies young. Nor a cell array for each row:
 * arrays made at one place in the code may be allocated in the old generation once V8 has seen many
 * of them live (pretenuring, decided from a sample taken early in the process's life), and each then
 * keeps its cells' text alive until a full collection too: csv-stringify's arrays did that in a
 * quarter of the processes on a busy machine (an RSS 50-70 MiB higher during a million-row export).
 * Cells written here make only their own text.
 */
function exportCell(value: unknown): string {
  if (typeof value === 'number') return JSON.stringify(value);
  if (value === null || value === undefined) return '';
  return typeof value === 'string' && !PAPA_TOUCHES.test(value) ? value : csvRows(CELL, [{ cell: value }]).slice(0, -2);
}

/** What Papa Parse's unparse quotes or neutralises, with csv-text.ts's options (its `safe()`, and escapeFormulae). */
const PAPA_TOUCHES = /^[=+\-@\t\r]|[\r\n",\uFEFF]|^ | $/;
const CELL = ['cell'];

function ndjsonWriter({ collection, fields }: ExportSubject): ExportWriter {
  return {
    type: NDJSON.type,
    extension: NDJSON.suffix,
    head: () => '',
    rows: (page) => {
      let text = '';
      for (const values of page) text += `${JSON.stringify(shapeRow(collection, fields, values))}\n`;
      return text;
    },
    tail: () => '',
  };
}

/**
 * A FeatureCollection written as it is read (RFC 7946 §3.3): its opening and the `features` array's
 * bracket first, the features as they come, and `meta` (a foreign member, §6.1) last, when the count
 * is known. Cut short, it is not valid JSON, so a truncated download cannot pass for a whole one.
 */
function geojsonWriter({ collection, fields, meta }: ExportSubject): ExportWriter {
  return {
    type: GEOJSON_TYPE,
    extension: GEOJSON.suffix,
    head: () => '{"type":"FeatureCollection","features":[',
    rows: (page, written) => {
      let text = '';
      for (let index = 0; index < page.length; index++) {
        text += (written + index === 0 ? '' : ',') + featureText(shapeRow(collection, fields, page[index]!));
      }
      return text;
    },
    tail: (written) => `],"meta":${JSON.stringify({ ...meta, count: written })}}`,
  };
}
