import { html } from './html.js';
import type { Markup } from './html.js';
import { renderLayout } from './layout.js';
import type { LayoutOptions } from './layout.js';
import { formatValue, renderRecord, renderTableRegion } from './tables.js';

/**
 * The generic page for any success envelope: the message, the data as a table, the links. Routes
 * with a page of their own (src/pages/page-table.ts) replace it; none is needed for a page to be complete.
 */
export function renderEnvelopePage(
  title: string,
  envelope: { data: unknown; meta: Record<string, unknown>; links: Record<string, unknown> },
  layout: LayoutOptions = {},
): string {
  const { data, meta, links } = envelope;
  return renderLayout(
    title,
    html`
<h1>${title}</h1>
<p class="message" role="status">${String(meta.message ?? '')}</p>
${Array.isArray(data) ? renderRows(data as Record<string, unknown>[], title) : data !== null && typeof data === 'object' ? renderRecord(data as Record<string, unknown>) : html`<p>${formatValue(data)}</p>`}
<nav aria-label="Links"><ul>${Object.entries(links)
      .filter(([, href]) => typeof href === 'string')
      .map(([rel, href]) => html`<li><a href="${String(href)}" rel="${rel}">${rel}</a></li>`)}</ul></nav>`,
    layout,
  );
}

function renderRows(rows: Record<string, unknown>[], title: string): Markup {
  if (rows.length === 0) return html`<p>Nothing here yet.</p>`;
  const columns = Object.keys(rows[0]!);
  return renderTableRegion(
    'envelope-caption',
    html`<table><caption id="envelope-caption">${title}</caption><thead><tr>${columns.map((c) => html`<th scope="col">${c}</th>`)}</tr></thead>
<tbody>${rows.map((row) => html`<tr>${columns.map((c) => html`<td>${formatValue(row[c])}</td>`)}</tr>`)}</tbody></table>`,
  );
}
