import type { Access, Principal } from '../contract/route.js';
import { html } from './html.js';
import type { Markup } from './html.js';

/** Who is looking at a page, as far as its header needs to know (a PageRequest is one). */
export interface Visitor {
  principal: Principal | undefined;
  allows(access: Access): boolean;
  /** The page's own address, to come back to after signing in. */
  path: string;
  method: string;
  /** The query as sent, for a GET: kept in `next` so a search survives the trip to sign in. */
  received: Readonly<Record<string, unknown>>;
}

export interface LayoutOptions {
  /** The confirmation of the write that led here, shown once at the top. */
  flash?: string | undefined;
  /** Absent on pages that answer no request of a visitor's (problem pages): the plain header. */
  visitor?: Visitor | undefined;
}

/** The sign-in form's path; the session routes (resources/session/) declare it. */
export const SIGN_IN_PATH = '/session/new';

/** A role is how a person's scope reads to people (INTERFACE.md §8: viewer = read, editor = write). */
export const ROLE_OF_SCOPE: Readonly<Record<Principal['scope'], string>> = { read: 'viewer', write: 'editor', admin: 'admin' };

/**
 * Every page: complete without script. The style and the script are files of ours (/assets/), so
 * the Content-Security-Policy can forbid inline code, and the browser caches them across pages.
 */
export function renderLayout(title: string, body: Markup, options: LayoutOptions = {}): string {
  const { visitor } = options;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Fieldlog</title>
<link rel="stylesheet" href="/assets/fieldlog.css">
<link rel="icon" href="data:,">
<script src="/assets/fieldlog.js" defer></script>
</head>
<body>
<a class="skip" href="#content">Skip to content</a>
<header>
<a href="/" class="brand"><strong>Fieldlog</strong></a>
<nav aria-label="Main"><ul>
<li><a href="/locations">Locations</a></li>
<li><a href="/readings">Readings</a></li>
<li><a href="/devices">Devices</a></li>
${visitor?.allows('admin') === true ? html`<li><a href="/keys">API keys</a></li><li><a href="/webhooks">Webhooks</a></li>` : ''}
<li><a href="/docs">API docs</a></li>
<li><a href="/problems">Problem types</a></li>
</ul></nav>
${visitor === undefined ? '' : renderAccount(visitor)}
</header>
<main id="content" tabindex="-1">
${options.flash === undefined ? '' : html`<p class="message flash" role="status">${options.flash}</p>`}
${body}
</main>
<footer><p>Every page here is also JSON and XML: add <code>.json</code> or <code>.xml</code> to the path, or send <code>Accept</code>. <a href="/openapi.json">OpenAPI document</a> · <a href="/changes">Changes between versions</a></p></footer>
</body>
</html>
`.text;
}

/**
 * Who is signed in, and the way out; or the way in. A server that lets an anonymous visitor do
 * everything (open on loopback, or AUTH=off) has nobody to sign in as, so it offers no sign-in.
 */
export function renderAccount(visitor: Visitor): Markup {
  const { principal } = visitor;
  if (principal === undefined) {
    if (visitor.allows('admin') || visitor.path.startsWith('/session')) return html``;
    return html`<p class="account"><a href="${`${SIGN_IN_PATH}?next=${encodeURIComponent(returnPath(visitor))}`}">Sign in</a></p>`;
  }
  if (principal.kind === 'key') {
    return html`<p class="account" data-principal="${principal.name}">Using key <strong>${principal.name}</strong> <span class="muted">(${principal.scope} scope)</span></p>`;
  }
  return html`<div class="account" data-principal="${principal.name}">
<p>Signed in as <strong>${principal.name}</strong> <span class="muted">(${ROLE_OF_SCOPE[principal.scope]})</span></p>
<form method="post" action="/session"><input type="hidden" name="_method" value="DELETE"><button type="submit" class="secondary">Sign out</button></form>
</div>`;
}

/** Where sign-in leads back to: the page with its query for a GET, else the path a form posted to. */
function returnPath(visitor: Visitor): string {
  if (visitor.method !== 'GET' && visitor.method !== 'HEAD') return visitor.path;
  const pairs = Object.entries(visitor.received).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((v) => [name, String(v)] as [string, string]) : [[name, String(value)] as [string, string]],
  );
  return pairs.length === 0 ? visitor.path : `${visitor.path}?${new URLSearchParams(pairs)}`;
}
