// TypeScript types for the API, generated from the OpenAPI document by openapi-typescript (issue 4).
// `npm run openapi:types` writes them to test/generated/fieldlog-api.ts for the typed client;
// test/e2e/typed-client.test.ts regenerates them from the served document and compiles the client
// against the fresh ones, so a stale copy can never hide a document that no longer types.
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';

export const GENERATED_TYPES = new URL('../generated/fieldlog-api.ts', import.meta.url);

export async function renderApiTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, { alphabetize: false });
  return `// Generated from /openapi.json by \`npm run openapi:types\` (openapi-typescript); do not edit.\n${astToString(ast)}`;
}
