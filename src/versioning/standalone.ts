// Validators compiled at build time (issue 7). ajv's standalone code generation writes each distinct
// schema the Validator uses as a plain function; scripts/build.ts bundles the module rendered here in
// place of schema-compiler.ts, so production starts with its checks ready. Never imported by the
// server itself: ajv's compiler is what this keeps out of the production start.
// test/unit/versioning/standalone.test.ts checks that these functions answer exactly as ajv's
// run-time ones on valid and invalid inputs of every (call, version, mode).
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { createAjv } from './ajv-settings.js';
import type { Registry } from './registry.js';
import { inputModesOf, schemaFor } from './validate.js';

// CommonJS with `exports.default`, as ajv-formats is (ajv-settings.ts).
const standaloneCode = standaloneCodeModule.default;

/** Every distinct schema the Validator checks for this registry, as JSON text, in registry order. */
export function listSchemaTexts(registry: Registry): string[] {
  const texts = new Set<string>();
  for (const call of registry.calls()) {
    for (const version of call.versions) for (const mode of inputModesOf(call)) texts.add(JSON.stringify(schemaFor(version, mode)));
  }
  return [...texts];
}

/**
 * The source of an ES module with schema-compiler.ts's exports, whose schemaCompiler() hands out the
 * precompiled check for each schema by its JSON text. A schema it does not hold is a build older
 * than the sources, refused with a sentence before the server listens.
 */
export function renderStandaloneValidators(registry: Registry): string {
  const ajv = createAjv({ source: true, esm: true });
  const texts = listSchemaTexts(registry);
  const exports: Record<string, string> = {};
  texts.forEach((text, index) => {
    const id = `fieldlog:schema-${index}`;
    ajv.addSchema(JSON.parse(text) as Record<string, unknown>, id);
    exports[`check${index}`] = id;
  });
  // The generated code reaches ajv's run-time helpers (ucs2length for maxLength, ajv-formats'
  // date-time) with require(), which an ES module lacks: each becomes an import, which the bundler
  // follows like any other.
  const imports = new Map<string, string>();
  const code = standaloneCode(ajv, exports)
    .replace(/require\("([^"]+)"\)/g, (_, specifier: string) => {
      let name = imports.get(specifier);
      if (name === undefined) {
        name = `runtime${imports.size}`;
        imports.set(specifier, name);
      }
      return name;
    })
    .replace(/^"use strict";/, '');
  const table = texts.map((text, index) => `  [${JSON.stringify(text)}, check${index}],`).join('\n');
  return `// Generated at build time by src/versioning/standalone.ts from the registry; do not edit.
${[...imports].map(([specifier, name]) => `import ${name} from ${JSON.stringify(`${specifier}.js`)};`).join('\n')}
${code}

const CHECKS = new Map([
${table}
]);

export function schemaCompiler() {
  return (schema) => {
    const check = CHECKS.get(JSON.stringify(schema));
    if (check === undefined) {
      throw new Error('This build has no precompiled validator for a schema of the registry; the build is older than its sources: run npm run build. Schema: ' + JSON.stringify(schema));
    }
    return check;
  };
}
`;
}
