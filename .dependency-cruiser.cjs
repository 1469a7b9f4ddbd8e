// The layers of docs/architecture.md, held by test/unit/architecture/layers.test.ts (run by npm test):
// an arrow may only point inward, and no module may reach itself through others.
const OUTER_THAN_BASE = '^src/(http|pages|resources|openapi|contract)/|^src/(app|server|config)[.]ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A cycle makes load order matter (a top-level use can hit the temporal dead zone) and two modules one.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'base-imports-nothing-outer',
      comment: 'router/, versioning/ and storage/ are the base: they know paths, calls and rows, not requests or pages.',
      severity: 'error',
      from: { path: '^src/(router|versioning|storage)/' },
      to: { path: OUTER_THAN_BASE },
    },
    {
      name: 'contract-is-shared-ground',
      comment: 'The route contract (routes, replies, problems, the page renderers\' interface) is what every folder shares: it imports only the base.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^src/(http|pages|resources|openapi)/|^src/(app|server|config)[.]ts$' },
    },
    {
      name: 'http-renders-nothing-itself',
      comment: 'The pipeline is handed its renderers (Pages) and routes; it imports no page, resource or API document code.',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: '^src/(pages|resources|openapi)/|^src/(app|server|config)[.]ts$' },
    },
    {
      name: 'resources-below-renderers',
      comment: 'Resources declare calls and routes; the pages and the API document render them, not the other way round.',
      severity: 'error',
      from: { path: '^src/resources/' },
      to: { path: '^src/(pages|openapi)/|^src/(app|server)[.]ts$' },
    },
    {
      name: 'renderers-below-the-entry',
      comment: 'Only the entry (server.ts) and the wiring (app.ts) see everything.',
      severity: 'error',
      from: { path: '^src/(pages|openapi)/' },
      to: { path: '^src/(app|server)[.]ts$' },
    },
    {
      name: 'pages-below-the-document',
      comment: 'The docs routes (openapi/) use the page renderers; pages import nothing from openapi/.',
      severity: 'error',
      from: { path: '^src/pages/' },
      to: { path: '^src/openapi/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^src/.*[.]d[.]ts$' },
  },
};
