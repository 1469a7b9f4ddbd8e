import type { CallChanges } from '../versioning/index.js';
import { html } from './html.js';
import { renderLayout } from './layout.js';

/** The changelog for people: per call, what each version adds and removes, with the registry's words. */
export function renderChangesPage(calls: readonly CallChanges[]): string {
  return renderLayout(
    'What changed between versions',
    html`
<h1>What changed between versions</h1>
<p class="message" role="status">Generated from the registry of calls. Send <code>version_number</code> to choose the version you speak; the <a href="/docs">API docs</a> show each version's schema.</p>
${calls.map(
  (call) => html`
<section>
<h2><code>${call.call}</code></h2>
<p>${call.summary} Versions: ${call.versions.join(', ')}.</p>
${
  call.changes.length === 0
    ? html`<p>One version so far; nothing has changed.</p>`
    : call.changes.map(
        (change) => html`
<h3>Version ${change.from} → ${change.to}</h3>
${change.note === null ? '' : html`<p>${change.note}</p>`}
${
  change.added.length === 0
    ? ''
    : html`<table><thead><tr><th scope="col">added</th><th scope="col">meaning</th><th scope="col">expected</th></tr></thead>
<tbody>${change.added.map((p) => html`<tr><td><code>${p.name}</code></td><td>${p.description}${p.unit === null ? '' : ` (${p.unit})`}</td><td>${p.expected}</td></tr>`)}</tbody></table>`
}
${change.removed.length === 0 ? '' : html`<p>Removed: ${change.removed.map((name, i) => html`${i === 0 ? '' : ', '}<code>${name}</code>`)}.</p>`}
${change.added.length === 0 && change.removed.length === 0 ? html`<p>The parameters are unchanged.</p>` : ''}`,
      )
}
</section>`,
)}`,
  );
}
