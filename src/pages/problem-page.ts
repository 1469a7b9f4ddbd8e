import { html } from './html.js';
import { renderLayout } from './layout.js';

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  request_id: string;
  errors?: readonly { parameter: string; message: string; expected: string; received?: unknown }[];
  [extension: string]: unknown;
}

/** A problem detail for people: what happened, each invalid parameter, and where to read about it. */
export function renderProblemPage(problem: ProblemBody): string {
  return renderLayout(problem.title, html`
<h1>${problem.status} · ${problem.title}</h1>
<p class="problem" role="alert">${problem.detail}</p>
${problem.errors !== undefined && problem.errors.length > 0 ? html`<table><thead><tr><th scope="col">parameter</th><th scope="col">problem</th><th scope="col">expected</th><th scope="col">received</th></tr></thead>
<tbody>${problem.errors.map((e) => html`<tr><td>${e.parameter}</td><td>${e.message}</td><td>${e.expected}</td><td>${e.received === undefined ? '—' : JSON.stringify(e.received)}</td></tr>`)}</tbody></table>` : ''}
<p>Read more: <a href="${problem.type}">${problem.type}</a>. Request <code>${problem.request_id}</code> at <code>${problem.instance}</code>.</p>
<p><a href="/">Home</a> · <a href="/docs">API docs</a></p>`);
}
