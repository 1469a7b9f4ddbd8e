import { html } from './html.js';
import type { Markup } from './html.js';

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1b1f23; }
  header { display: flex; gap: 1rem; align-items: baseline; flex-wrap: wrap; border-bottom: 1px solid #d0d7de; margin-bottom: 1rem; }
  header a { text-decoration: none; }
  table { border-collapse: collapse; width: 100%; overflow-x: auto; display: block; }
  th, td { text-align: left; padding: .25rem .5rem; border-bottom: 1px solid #eaeef2; }
  .message { background: #ddf4ff; padding: .5rem 1rem; border-radius: 6px; }
  .problem { background: #ffebe9; padding: .5rem 1rem; border-radius: 6px; }
  code { background: #f6f8fa; padding: 0 .25rem; }
`;

export function renderLayout(title: string, body: Markup): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Fieldlog</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/"><strong>Fieldlog</strong></a><a href="/locations">Locations</a><a href="/readings">Readings</a><a href="/docs">API docs</a></header>
<main>
${body}
</main>
</body>
</html>
`.text;
}
