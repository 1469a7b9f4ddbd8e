// GET /problems and /problems/{type}: the catalogue of problems for people, the pages that a
// problem's `type` URI leads to.
import { html } from './html.js';
import type { PageRenderer } from './site.js';
import { renderTableRegion } from './tables.js';

interface ProblemEntry {
  type: string;
  status: number;
  title: string;
  fix: string;
}

export const problemsPage: PageRenderer = async ({ reply }) => {
  const entries = Array.isArray(reply.data) ? (reply.data as ProblemEntry[]) : [];
  return {
    title: 'Problem types',
    body: html`<h1>Problem types</h1>
<p class="message" role="status">${reply.message}</p>
<p>Every error answer is an RFC 9457 problem detail whose <code>type</code> is one of these pages.</p>
${renderTableRegion(
  'problems-caption',
  html`<table><caption id="problems-caption">Each problem, its status and how to fix it</caption>
<thead><tr><th scope="col">type</th><th scope="col">status</th><th scope="col">what it means and how to fix it</th></tr></thead>
<tbody>${entries.map((e) => html`<tr><td><a href="${e.type}">${e.type.replace('/problems/', '')}</a></td><td>${e.status}</td><td><strong>${e.title}.</strong> ${e.fix}</td></tr>`)}</tbody>
</table>`,
)}`,
  };
};

export const problemPage: PageRenderer = async ({ reply }) => {
  const entry = reply.data as ProblemEntry;
  return {
    title: entry.title,
    body: html`<h1>${entry.title}</h1>
<dl class="record"><dt>type</dt><dd><code>${entry.type}</code></dd><dt>status</dt><dd>${entry.status}</dd></dl>
<h2>How to fix it</h2>
<p>${entry.fix}</p>
<p><a href="/problems">All problem types</a> · <a href="/docs">API docs</a></p>`,
  };
};
