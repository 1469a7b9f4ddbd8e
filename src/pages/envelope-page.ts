import { html } from './html.js';
import type { Markup } from './html.js';
import { renderLayout } from './layout.js';

/**
 * The generic page for any success envelope: the message, the data as a table, the links. Pages
 * tailored to each collection can replace it route by route; none is needed for a page to be complete.
 */
export function renderEnvelopePage(title: string, envelope: { data: unknown; meta: Record<string, unknown>; links: Record<string, unknown> }): string {
  const { data, meta, links } = envelope;
  return renderLayout(title, html`
<h1>${title}</h1>
<p class="message" role="status">${String(meta.message ?? '')}</p>
${Array.isArray(data) ? renderRows(data as Record<string, unknown>[]) : renderRecord(data)}
<nav><ul>${Object.entries(links).filter(([, href]) => typeof href === 'string')
    .map(([rel, href]) => html`<li><a href="${String(href)}" rel="${rel}">${rel}</a></li>`)}</ul></nav>`);
}

function renderRecord(data: unknown): Markup {
  if (data === null || typeof data !== 'object') return html`<p>${String(data)}</p>`;
  return html`<table><tbody>${Object.entries(data).map(([key, value]) => html`<tr><th scope="row">${key}</th><td>${formatValue(value)}</td></tr>`)}</tbody></table>`;
}

function renderRows(rows: Record<string, unknown>[]): Markup {
  if (rows.length === 0) return html`<p>Nothing here yet.</p>`;
  const columns = Object.keys(rows[0]!);
  return html`<table><thead><tr>${columns.map((c) => html`<th scope="col">${c}</th>`)}</tr></thead>
<tbody>${rows.map((row) => html`<tr>${columns.map((c) => html`<td>${c === 'id' ? html`<a href="${String(row.self ?? '')}">${String(row.id)}</a>` : formatValue(row[c])}</td>`)}</tr>`)}</tbody></table>`;
}

function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
