// Records and lists as HTML: one table shape for every list route, so script can refill any of them
// from the JSON interface (it reads data-collection and data-columns, as the server wrote them).
import { attribute, html } from './html.js';
import type { Markup } from './html.js';

/** Shown in tables and records: numbers and text as they are; absent values as a dash. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Columns of a list: every key of its items in first-seen order; updated_at and updated_by are on
 * each resource's page (a list shows when and by whom a resource was created).
 */
export function columnsOf(items: readonly Record<string, unknown>[], preferred: readonly string[] = []): string[] {
  const columns = new Set(preferred);
  for (const item of items) for (const key of Object.keys(item)) columns.add(key);
  columns.delete('updated_at');
  columns.delete('updated_by');
  return [...columns];
}

export interface ItemsTableOptions {
  /** The element id: forms that refill it name it. */
  id: string;
  /** The collection's path, for the link on each id. */
  collection: string;
  caption: string;
  /** Columns when there are no items yet to read them from (the registry's fields). */
  columns?: readonly string[];
  /** false for rows that are not resources (a summary per area): no id column, no links. */
  keyed?: boolean;
  /** The background refresh: the JSON route script polls, and how often. */
  refresh?: { url: string; version: number; intervalMs: number };
}

/**
 * The box a table scrolls in when it is wider than the screen. It is a region in the tab order,
 * named by the table's caption, so that a keyboard can scroll it as a mouse can (WCAG 2.1.1; axe's
 * scrollable-region-focusable found a problem page's table out of reach at phone width, issue 23).
 */
export function renderTableRegion(captionId: string, table: Markup): Markup {
  return html`<div class="table-wrap" role="region" aria-labelledby="${captionId}" tabindex="0">
${table}
</div>`;
}

export function renderItemsTable(items: readonly Record<string, unknown>[], options: ItemsTableOptions): Markup {
  const columns = columnsOf(items, [...(options.keyed === false ? [] : ['id']), ...(options.columns ?? [])]);
  return renderTableRegion(
    `${options.id}-caption`,
    html`<table class="items" id="${options.id}" data-collection="${options.collection}" data-columns="${columns.join(',')}"${attribute('data-refresh', options.refresh?.url)}${attribute('data-version', options.refresh?.version)}${attribute('data-interval-ms', options.refresh?.intervalMs)}>
<caption id="${`${options.id}-caption`}">${options.caption}</caption>
<thead><tr>${columns.map((c) => html`<th scope="col">${c}</th>`)}</tr></thead>
<tbody>${
      items.length === 0
        ? html`<tr><td colspan="${columns.length}">Nothing here yet.</td></tr>`
        : items.map((item) => renderRow(item, columns, options.collection))
    }</tbody>
</table>`,
  );
}

function renderRow(item: Record<string, unknown>, columns: readonly string[], collection: string): Markup {
  return html`<tr${attribute('data-id', item.id === undefined ? undefined : String(item.id))}>${columns.map((c) => {
    const value = item[c];
    // data-label names the column when a phone shows each row as a card (fieldlog.css).
    if (c === 'id')
      return html`<td data-label="id"><a href="${`${collection}/${encodeURIComponent(String(value))}`}">${String(value)}</a></td>`;
    return html`<td data-label="${c}"${attribute('class', typeof value === 'number' ? 'number' : undefined)}>${formatValue(value)}</td>`;
  })}</tr>`;
}

/** One resource as a list of terms, phone-friendly (a two-column table would overflow). */
export function renderRecord(data: Record<string, unknown>): Markup {
  return html`<dl class="record">${Object.entries(data).map(([key, value]) => html`<dt>${key}</dt><dd>${formatValue(value)}</dd>`)}</dl>`;
}

/**
 * Keyset pages have a next page and a first page, never a page number: the link carries the
 * query as the page was asked for (so a search stays a search) with the next cursor.
 */
export function renderPagination(path: string, query: Readonly<Record<string, unknown>>, nextCursor: unknown): Markup {
  const kept = Object.entries(query)
    .filter(([name]) => name !== 'cursor' && name !== 'version_number')
    .map(([name, value]) => [name, String(value)] as [string, string]);
  const first = kept.length === 0 ? path : `${path}?${new URLSearchParams(kept)}`;
  const next = typeof nextCursor === 'string' ? `${path}?${new URLSearchParams([...kept, ['cursor', nextCursor]])}` : undefined;
  const onLaterPage = Object.hasOwn(query, 'cursor');
  if (next === undefined && !onLaterPage) return html``;
  return html`<nav class="pagination" aria-label="Pages">
${onLaterPage ? html`<a href="${first}" rel="first">Newest page</a>` : ''}
${next === undefined ? html`<span class="muted">This is the last page.</span>` : html`<a href="${next}" rel="next">Next page</a>`}
</nav>`;
}
