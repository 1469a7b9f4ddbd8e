// The one ajv configuration, shared by the validators compiled at run time (schema-compiler.ts) and
// those generated at build time (standalone.ts), so both check exactly the same way.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Options } from 'ajv';
import formatsModule from 'ajv-formats';

// ajv-formats is CommonJS; under NodeNext its default import is module.exports, whose `default` is the plugin.
const addFormats = formatsModule.default;

/**
 * allErrors: one 422 lists every parameter at once. strict: a misspelt keyword fails at start-up (or
 * at build time). coerceTypes off: it would turn `" "` into 0; text is converted by the contract's
 * number grammar instead (validate.ts).
 */
export const AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  strictNumbers: true,
  useDefaults: true,
  coerceTypes: false,
} as const satisfies Options;

/** `code` only for generating source (`{ source: true, esm: true }`). */
export function createAjv(code?: Options['code']): Ajv2020 {
  const ajv = new Ajv2020({ ...AJV_OPTIONS, ...(code === undefined ? {} : { code }) });
  addFormats(ajv, ['date-time']);
  return ajv;
}
