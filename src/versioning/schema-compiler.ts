// How the Validator turns a JSON Schema into a check. Here, under the sources (`npm start`, the
// tests), ajv compiles each schema when the Validator is built. The production build
// (scripts/build.ts) puts a generated module in this one's place in the bundle: the same checks,
// compiled by ajv at build time (standalone.ts), so `node dist/main.js` neither loads ajv's
// compiler nor runs it (issue 7: compiling was about 60 ms of a 450 ms start).
import type { ValidateFunction } from 'ajv';
import { createAjv } from './ajv-settings.js';

export type CompileSchema = (schema: Record<string, unknown>) => ValidateFunction;

/** Compiles with one ajv instance; throws on a schema ajv refuses (strict mode). */
export function schemaCompiler(): CompileSchema {
  const ajv = createAjv();
  return (schema) => ajv.compile(schema);
}
