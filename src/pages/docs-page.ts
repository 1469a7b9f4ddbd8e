// Swagger UI's page (/docs): its scripts and styles are the swagger-ui-dist package's, served under
// /docs/assets/ by src/openapi/swagger-ui.ts, with Fieldlog's links above them.
import { escapeHtml } from './html.js';

/** One document for Swagger UI's version picker. */
export interface SpecLink {
  name: string;
  url: string;
  /** Said after the link on the page: "location, reading deprecated since 2026-11-26". */
  deprecated?: string;
}

/** The page itself: no inline script or style, so the pages' Content-Security-Policy of 'self' allows it. */
export function renderDocsPage(specs: readonly SpecLink[]): string {
  // Swagger UI's picker shows names only, so the deprecation note goes beside the link (issue 18).
  const links = specs.map((s) => `<a href="${escapeHtml(s.url)}">${escapeHtml(s.name)}</a>${deprecationNote(s)}`).join(' · ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fieldlog API · Swagger UI</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png" sizes="32x32">
<link rel="stylesheet" href="/docs/assets/fieldlog-nav.css">
</head>
<body>
<nav class="fieldlog"><a href="/">Fieldlog</a> · <a href="/changes">What changed between versions</a> · <a href="/openapi.yaml">openapi.yaml</a> · ${links}</nav>
<div id="swagger-ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/assets/swagger-ui-standalone-preset.js"></script>
<script src="/docs/assets/initializer.js"></script>
</body>
</html>
`;
}

function deprecationNote(spec: SpecLink): string {
  if (spec.deprecated === undefined) return '';
  return ` (${escapeHtml(spec.deprecated)}; see <a href="/changes#deprecated">changes</a>)`;
}
