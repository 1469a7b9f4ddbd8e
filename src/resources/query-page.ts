import type { CallContext, Reply } from '../contract/route.js';
import type { CollectionName, RowValues } from '../storage/index.js';
import { rowsData } from './row-shape.js';

// The answer of a named route that lists: items in `data`; count, limit and next_cursor in `meta`;
// self and next links that repeat the request's parameters (INTERFACE.md §6).

export type QueryPage = {
  context: CallContext;
  /** The route's path as requested, without query string (`/locations/01J…/nearby`). */
  path: string;
  collection: CollectionName;
  nextCursor: string | null;
  /** What the page holds, in a sentence without its final full stop. */
  message: string;
} & (
  | { data: unknown[] }
  /** Stored rows, each shown with `fields` (the resource call's fields of the request's version). */
  | { rows: readonly RowValues[]; fields: readonly string[] }
);

export function pageReply(page: QueryPage): Reply {
  const { context, path, collection, nextCursor } = page;
  const version = context.version!;
  const limit = context.values.limit as number;
  const link = (cursor: unknown) => `${path}?${queryString(context, version.version, cursor)}`;
  const last = nextCursor === null ? '; this is the last page' : '';
  const { data, dataJson } = 'rows' in page ? rowsData(collection, page.fields, page.rows) : { data: page.data, dataJson: undefined };
  return {
    data,
    ...(dataJson === undefined ? {} : { dataJson }),
    message: `${page.message}${context.values.cursor === undefined ? '' : ', after the cursor'}${last}.`,
    meta: { count: data.length, limit, next_cursor: nextCursor },
    links: { self: link(context.values.cursor), collection: `/${collection}`, next: nextCursor === null ? null : link(nextCursor) },
  };
}

/** version_number first, then the validated parameters as the client would write them, cursor last. */
function queryString(context: CallContext, version: number, cursor: unknown): string {
  const query = new URLSearchParams({ version_number: String(version) });
  for (const [name, value] of Object.entries(context.values)) {
    if (name !== 'cursor' && value !== undefined) query.append(name, String(value));
  }
  if (typeof cursor === 'string') query.append('cursor', cursor);
  return query.toString();
}
