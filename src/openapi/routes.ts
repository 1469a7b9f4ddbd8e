// The documentation routes: the OpenAPI document (JSON and YAML, whole or per version), Swagger UI and
// the changelog. None is a versioned call; they are described in the document like any other route.
import { ProblemError } from '../contract/problem-error.js';
import { rawReply } from '../contract/route.js';
import type { RouteDefinition } from '../contract/route.js';
import { renderChangesPage } from '../pages/changes.js';
import { renderDocsPage } from '../pages/docs-page.js';
import { VERSION_RULES, listChanges, readVersionNumber } from '../versioning/index.js';
import type { ParameterSpec, Registry } from '../versioning/index.js';
import { CHANGES_SCHEMA, RULES_SCHEMA } from './changes.js';
import { newestVersion } from './versions.js';
import { ASSET_MEDIA_TYPES, createAssets } from './swagger-ui.js';
import type { SpecLink } from '../pages/docs-page.js';

const DOCUMENT_VERSION: ParameterSpec = {
  schema: { type: 'integer', minimum: 1 },
  description: 'Only this version of each call, and only the calls that have it; leave it out for every version.',
  example: 1,
};

/**
 * `routes` is read on first request, so the document covers every route the app registered,
 * these included. Each document is built once per version and kept. The modules that build it
 * (document.ts and the rest of src/openapi/, openapi3-ts, yaml) are imported then too: in the
 * production bundle they are a chunk of their own, which a start-up does not load (issue 7).
 */
export function docsRoutes(registry: Registry, routes: () => readonly RouteDefinition[]): RouteDefinition[] {
  const newest = newestVersion(registry);
  const versions = Array.from({ length: newest }, (_, i) => i + 1);
  const specs: SpecLink[] = [
    { name: 'Every version', url: '/openapi.json' },
    ...versions.map((v) => ({ name: `Version ${v}`, url: `/openapi.json?version_number=${v}`, ...deprecatedIn(registry, v) })),
  ];
  const documents = new Map<number | undefined, { json: string; yaml: () => string }>();
  const documentFor = async (raw: unknown) => {
    const version = chooseVersion(raw, versions);
    let built = documents.get(version);
    if (built === undefined) {
      const [{ buildOpenApiDocument }, { OpenApiBuilder }] = await Promise.all([import('./document.js'), import('openapi3-ts/oas31')]);
      const document = buildOpenApiDocument(registry, routes(), version === undefined ? {} : { version });
      // openapi3-ts's builder serialises; its YAML comes from the `yaml` package it depends on, and
      // costs about a hundred times the JSON (some 100 ms against 1 ms here), so it waits for a
      // request of /openapi.yaml.
      const builder = OpenApiBuilder.create(document);
      let yaml: string | undefined;
      built = { json: builder.getSpecAsJson(), yaml: () => (yaml ??= builder.getSpecAsYaml()) };
      documents.set(version, built);
    }
    return built;
  };
  const asset = createAssets(specs);
  const problemsOfDocument = ['version-invalid', 'version-unsupported'] as const;

  return [
    {
      method: 'GET',
      access: 'public',
      path: '/openapi.json',
      name: 'openapi',
      input: 'none',
      query: { version_number: DOCUMENT_VERSION },
      summary: 'This OpenAPI 3.1 document, generated from the registry',
      problems: problemsOfDocument,
      response: { kind: 'raw', mediaTypes: ['application/json'] },
      handler: async ({ values }) => rawReply('application/json; charset=utf-8', (await documentFor(values.version_number)).json),
    },
    {
      method: 'GET',
      access: 'public',
      path: '/openapi.yaml',
      name: 'openapi-yaml',
      input: 'none',
      query: { version_number: DOCUMENT_VERSION },
      summary: 'The same document in YAML',
      problems: problemsOfDocument,
      response: { kind: 'raw', mediaTypes: ['application/yaml'] },
      handler: async ({ values }) => rawReply('application/yaml; charset=utf-8', (await documentFor(values.version_number)).yaml()),
    },
    {
      method: 'GET',
      access: 'public',
      path: '/docs',
      name: 'docs',
      input: 'none',
      summary: 'Swagger UI for this document, with a version picker',
      response: { kind: 'raw', mediaTypes: ['text/html'] },
      handler: async () => rawReply('text/html; charset=utf-8', renderDocsPage(specs)),
    },
    {
      method: 'GET',
      access: 'public',
      path: '/docs/assets/:file',
      name: 'docs-asset',
      input: 'none',
      summary: "Swagger UI's files, from the installed swagger-ui-dist package",
      problems: ['route-not-found'],
      response: { kind: 'raw', mediaTypes: ASSET_MEDIA_TYPES.map((t) => t.split(';')[0]!) },
      handler: async ({ params }) => {
        const found = asset(params.file!);
        if (found === undefined) {
          throw new ProblemError(
            'route-not-found',
            `/docs/assets/ has no file "${params.file!.slice(0, 64)}"; Swagger UI's page is /docs.`,
            { collections: [] },
          );
        }
        return rawReply(found.type, found.body, { 'Cache-Control': 'public, max-age=3600' });
      },
    },
    {
      method: 'GET',
      access: 'public',
      path: '/changes',
      name: 'changes',
      input: 'none',
      summary: 'What changed from each version of each call to the next, which versions are deprecated, and the rules across versions',
      response: { kind: 'data', schema: CHANGES_SCHEMA, meta: { rules: RULES_SCHEMA } },
      handler: async ({ format }) => {
        const changes = listChanges(registry);
        if (format === 'html') return rawReply('text/html; charset=utf-8', renderChangesPage(changes, VERSION_RULES));
        const count = changes.reduce((n, c) => n + c.changes.length, 0);
        const deprecated = changes.reduce((n, c) => n + c.deprecated.length, 0);
        return {
          data: changes,
          meta: { rules: VERSION_RULES },
          message: `${changes.length} calls, ${count} version changes, ${deprecated} deprecated call versions; meta.rules holds the ${VERSION_RULES.length} rules across versions.`,
          links: { self: '/changes', docs: '/docs', openapi: '/openapi.json' },
        };
      },
    },
  ];
}

/** "location, reading deprecated since 2026-11-26" for the docs page, naming the resource calls whose version N is. */
function deprecatedIn(registry: Registry, version: number): Pick<SpecLink, 'deprecated'> {
  const found = registry
    .calls()
    .filter((call) => call.kind === 'resource')
    .flatMap((call) => {
      const deprecated = call.versions[version - 1]?.deprecated;
      return deprecated === undefined ? [] : [{ call: call.name, since: deprecated.since, sunset: deprecated.sunset }];
    });
  if (found.length === 0) return {};
  const days = [...new Set(found.map((f) => `since ${f.since}${f.sunset === undefined ? '' : `, ends ${f.sunset}`}`))];
  return { deprecated: `${found.map((f) => f.call).join(', ')} deprecated ${days.join('; ')}` };
}

/** undefined (every version) when the query names none; a ProblemError when it names one that is not. */
function chooseVersion(raw: unknown, versions: readonly number[]): number | undefined {
  const reading = readVersionNumber(raw);
  if (reading.kind === 'missing') return undefined;
  if (reading.kind === 'invalid') {
    throw new ProblemError(
      'version-invalid',
      `version_number must be decimal digits, such as 1; received ${JSON.stringify(reading.received)?.slice(0, 64)}.`,
      { supported: [...versions], received: reading.received },
    );
  }
  if (!versions.includes(reading.version)) {
    throw new ProblemError(
      'version-unsupported',
      `There is no version ${reading.version} of any call; documents exist for version ${versions.join(', ')}.`,
      { supported: [...versions], received: reading.version },
    );
  }
  return reading.version;
}
