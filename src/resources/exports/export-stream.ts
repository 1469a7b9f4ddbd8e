// An export's body, written as its rows are read (INTERFACE.md §10): one page of the search at a
// time, through the search's own keyset cursor, so that the process holds one page and what the
// socket has not taken, whatever the number of rows.
import { once } from 'node:events';
import type { StreamOut } from '../../contract/route.js';
import type { KeysetPage, RowValues } from '../../storage/index.js';
import type { ExportWriter } from './export-writers.js';

/** Rows per read: a page costs a few milliseconds on either engine, and its text is some 100-300 KB. */
export const EXPORT_PAGE_ROWS = 1000;

/**
 * Rows per write. Node's http keeps each string it is given until the socket has taken it (the
 * chunks of a corked writev stay on the write request), so a page's text lives until the client has
 * read it. A string over 128 KiB (a page of GeoJSON is some 375 KiB) is a large object for V8, moved
 * to the old generation by the first young collection it lives through and freed only by a full
 * one: written a page at a time, a million-row GeoJSON export raised the RSS some 60 MiB more than
 * in slices (exports-memory.sqlite.test.ts). A hundred rows' text is some 12-40 KiB.
 */
export const WRITE_ROWS = 100;

/** The page after `cursor`, in the search's order. */
export type ReadPage = (cursor: string) => Promise<KeysetPage<RowValues>>;

/**
 * Writes `first` and every page after it to `out`, then ends it. Never rejects: it is called by the
 * pipeline after the head went out, when nothing can be answered any more.
 *
 * - Backpressure: when `out.write` says the socket's buffer is full, the next page is read only once
 *   it has drained, so a slow client slows the reads rather than filling memory.
 * - A client that goes (`gone` aborts, or `out` is destroyed) stops the walk at once: no further page
 *   is read, so the query it would have been ends with the page in hand.
 * - A failure of the database mid-way destroys the response: the head said 200, so the only honest
 *   thing left is a body cut short (no last chunk of the chunked coding, an unfinished GeoJSON or
 *   CSV record), which clients report as an error, rather than an end that passes for the whole.
 */
export async function writeExport(
  out: StreamOut,
  gone: AbortSignal,
  first: KeysetPage<RowValues>,
  read: ReadPage,
  writer: ExportWriter,
): Promise<void> {
  // The pipeline listens for 'close' only once the head is out: a client that left while the first
  // page was read never aborts `gone`, but its response is destroyed already.
  const stopped = () => gone.aborted || out.destroyed;
  try {
    if (stopped()) return;
    let rows = first.items;
    let cursor = first.nextCursor;
    let written = 0;
    let full = !send(out, writer.head());
    for (;;) {
      // A page goes out in slices, each its own string: see WRITE_ROWS.
      for (let from = 0; from < rows.length; from += WRITE_ROWS) {
        const slice = rows.slice(from, from + WRITE_ROWS);
        full = !send(out, writer.rows(slice, written)) || full;
        written += slice.length;
      }
      // The rows are let go before the wait: while a slow client reads, only the text the socket
      // has not taken yet is held.
      rows = [];
      if (cursor === null) break;
      // A socket that keeps up still gets one page a turn of the event loop: SQLite reads on this
      // thread, and one export must not hold up other requests for longer than a page's read.
      await (full ? drained(out, gone) : nextTurn());
      full = false;
      if (stopped()) return;
      ({ items: rows, nextCursor: cursor } = await read(cursor));
    }
    if (stopped()) return;
    send(out, writer.tail(written));
    out.end();
  } catch {
    // See above: a body cut short, not a false success.
    out.destroy();
  }
}

/** Writes `text` unless it is empty; false when the socket's buffer is full (as `out.write`). */
function send(out: StreamOut, text: string): boolean {
  return text === '' || out.write(text);
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Resolves when `out` has drained, or at once when the client has gone. */
async function drained(out: StreamOut, gone: AbortSignal): Promise<void> {
  if (gone.aborted) return;
  // With the signal, `once` removes its listener when the client goes, so none piles up.
  await once(out as unknown as NodeJS.EventEmitter, 'drain', { signal: gone }).catch(() => {});
}
