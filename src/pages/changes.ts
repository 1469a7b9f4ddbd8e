import type { CallChanges, DeprecatedVersion, VersionRule } from '../versioning/index.js';
import { html } from './html.js';
import type { Markup } from './html.js';
import { renderLayout } from './layout.js';

/**
 * The changelog for people: the deprecated versions (where a deprecated answer's Link points), the
 * rules that hold across versions, and per call what each version adds and removes, with the
 * registry's words.
 */
export function renderChangesPage(calls: readonly CallChanges[], rules: readonly VersionRule[]): string {
  const deprecated = calls.flatMap((call) => call.deprecated.map((d) => ({ call: call.call, ...d })));
  return renderLayout(
    'What changed between versions',
    html`
<h1>What changed between versions</h1>
<p class="message" role="status">Generated from the registry of calls. Send <code>version_number</code> to choose the version you speak; the <a href="/docs">API docs</a> show each version's schema.</p>
${renderDeprecated(deprecated)}
<section aria-labelledby="rules">
<h2 id="rules">Rules across versions</h2>
<p>What a client can rely on, whichever versions it and other clients speak:</p>
<ol>${rules.map((r) => html`<li id="${`rule-${r.id}`}">${r.rule}</li>`)}</ol>
</section>
${calls.map(
  (call) => html`
<section>
<h2><code>${call.call}</code></h2>
<p>${call.summary} Versions: ${call.versions.join(', ')}.</p>
${call.deprecated.map((d) => html`<p class="deprecated"><strong>Version ${d.version} is deprecated</strong> ${sinceAndEnd(d)}. ${d.advice}</p>`)}
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

/** "since 2026-11-26, with no end date yet", or "since …, and may stop working after …". */
function sinceAndEnd(d: DeprecatedVersion): string {
  return `since ${d.since}, ${d.sunset === null ? 'with no end date yet' : `and may stop working after ${d.sunset}`}`;
}

/** Every deprecated call version in one table: where a deprecated answer's `Link rel="deprecation"` leads. */
function renderDeprecated(deprecated: readonly (DeprecatedVersion & { call: string })[]): Markup {
  if (deprecated.length === 0) {
    return html`<section aria-labelledby="deprecated"><h2 id="deprecated">Deprecated versions</h2><p>No version of any call is deprecated.</p></section>`;
  }
  return html`<section aria-labelledby="deprecated">
<h2 id="deprecated">Deprecated versions</h2>
<p>A deprecated version keeps working exactly as before. Its answers carry <code>Deprecation</code> (the day it was deprecated), <code>Link: &lt;/changes&gt;; rel="deprecation"</code> and, once an end date is set, <code>Sunset</code> (the day it may stop working).</p>
<table><thead><tr><th scope="col">call</th><th scope="col">version</th><th scope="col">deprecated since</th><th scope="col">end (Sunset)</th><th scope="col">instead</th></tr></thead>
<tbody>${deprecated.map(
    (d) =>
      html`<tr><td><code>${d.call}</code></td><td>${d.version}</td><td>${d.since}</td><td>${d.sunset ?? 'not set yet'}</td><td>${d.advice}</td></tr>`,
  )}</tbody></table>
</section>`;
}
