import { html } from './html.js';
import type { Markup } from './html.js';
import { renderLayout } from './layout.js';
import { renderTableRegion } from './tables.js';
import type { ProblemBody } from '../contract/answer-shapes.js';

export type { ProblemBody } from '../contract/answer-shapes.js';

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * The request's own path as a link, only when it stays on this site: `//host` and `/\host` are
 * read by browsers as another host, and a link on our error page must not lead there.
 */
function sameSitePath(path: string): string | undefined {
  return /^\/(?![/\\])/.test(path) && !path.includes('\\') ? path : undefined;
}

/** A problem detail for people: what happened, what to do next, and where to go from here. */
export function renderProblemPage(problem: ProblemBody): string {
  return renderLayout(
    problem.title,
    html`
<h1>${problem.status} · ${problem.title}</h1>
<p class="problem" role="alert">${problem.detail}</p>
${
  problem.errors !== undefined && problem.errors.length > 0
    ? renderTableRegion(
        'problem-errors-caption',
        html`<table><caption id="problem-errors-caption">Parameters that were not accepted</caption><thead><tr><th scope="col">parameter</th><th scope="col">problem</th><th scope="col">expected</th><th scope="col">received</th></tr></thead>
<tbody>${problem.errors.map((e) => html`<tr><td>${e.parameter}</td><td>${e.message}</td><td>${e.expected}</td><td>${e.received === undefined ? '—' : JSON.stringify(e.received)}</td></tr>`)}</tbody></table>`,
      )
    : ''
}
<h2>Where to go from here</h2>
<ul>${renderNextSteps(problem)}
<li><a href="/">Home</a>, <a href="/locations">locations</a>, <a href="/readings">readings</a>, <a href="/devices">devices</a>.</li>
<li>What this problem means and how to fix it: <a href="${problem.type}">${problem.type}</a>.</li>
</ul>
<p class="muted">Request <code>${problem.request_id}</code> at <code>${problem.instance}</code>. Quote the request id when reporting a problem.</p>`,
  );
}

/** The advice that depends on what happened: each problem's own members say where to go. */
function renderNextSteps(problem: ProblemBody): Markup {
  switch (problem.status) {
    case 404: {
      const collections = strings(problem.collections);
      const collection = typeof problem.collection === 'string' ? problem.collection : undefined;
      if (collection !== undefined)
        return html`<li>It may have been deleted. <a href="${`/${collection}`}">List the ${collection}</a> to find the current ones.</li>`;
      if (typeof problem.instead === 'string')
        return html`<li>Use <code>${problem.instead}</code>: the method is the action, the path names the thing.</li>`;
      return html`<li>Check the address.${collections.length === 0 ? '' : html` The collections are ${collections.map((c, i) => html`${i === 0 ? '' : ' and '}<a href="${`/${c}`}">${c}</a>`)}.`}</li>`;
    }
    case 405: {
      const allowed = strings(problem.allowed);
      const open = allowed.includes('GET') ? sameSitePath(problem.instance) : undefined;
      return html`<li>This address answers ${allowed.join(', ')}.${open === undefined ? '' : html` <a href="${open}">Open it</a>.`}</li>`;
    }
    case 406: {
      const available = strings(problem.available);
      const path = sameSitePath(problem.instance);
      const page = path === undefined || /\.(json|xml|html)$/.test(path) ? undefined : `${path}.html`;
      return html`<li>This address answers ${available.join(', ')}.${page === undefined ? '' : html` <a href="${page}">Open it as a page</a>.`}</li>`;
    }
    case 403:
      return html`<li>Open the form on this site's own pages and submit it from there.</li>`;
    case 422:
      return html`<li>Go back, correct the values listed above, and send again.</li>`;
    default:
      if (problem.status < 500) return html``;
      return html`<li>This is not your mistake. Try again in a moment${sameSitePath(problem.instance) === undefined ? '' : html`: <a href="${sameSitePath(problem.instance)!}">reload</a>`}.</li>`;
  }
}
