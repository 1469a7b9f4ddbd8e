import { html } from './html.js';
import type { Markup } from './html.js';

export interface LayoutOptions {
  /** The confirmation of the write that led here, shown once at the top. */
  flash?: string | undefined;
}

/**
 * Every page: complete without script. The style and the script are files of ours (/assets/), so
 * the Content-Security-Policy can forbid inline code, and the browser caches them across pages.
 */
export function renderLayout(title: string, body: Markup, options: LayoutOptions = {}): string {
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
<li><a href="/docs">API docs</a></li>
<li><a href="/problems">Problem types</a></li>
</ul></nav>
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
