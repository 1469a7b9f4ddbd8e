// Issue 7: production runs the validators ajv generated at build time (src/versioning/standalone.ts,
// bundled by scripts/build.ts in place of schema-compiler.ts); the sources compile the same schemas
// with ajv at run time. Both must answer exactly alike: the same verdict, the same ajv errors
// (keyword, instancePath, params, message) and the same 422 body, for valid and invalid inputs of
// every (call, version, mode) in the registry.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildRegistry } from '../../../src/resources/index.js';
import { Validator, inputModesOf, schemaFor } from '../../../src/versioning/validate.js';
import type { InputMode } from '../../../src/versioning/input-mode.js';
import type { CallVersion, ParameterSchema } from '../../../src/versioning/index.js';
import { schemaCompiler } from '../../../src/versioning/schema-compiler.js';
import type { CompileSchema } from '../../../src/versioning/schema-compiler.js';
import { listSchemaTexts, renderStandaloneValidators } from '../../../src/versioning/standalone.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const registry = buildRegistry();

/** Values that pass, break or sit on the edge of each keyword this registry's schemas use. */
function valuesFor(schema: ParameterSchema, example: unknown): unknown[] {
  // 1e400 in JSON reads as Infinity: the values a body's numbers can become.
  const values: unknown[] = [
    example,
    null,
    [],
    {},
    true,
    'x',
    '',
    ' ',
    0,
    -1,
    1.5,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.NaN,
    '1',
    '1.5',
    'abc',
  ];
  for (const limit of [schema.minimum, schema.maximum, schema.exclusiveMinimum]) {
    if (limit !== undefined) values.push(limit, limit - 0.5, limit + 0.5, limit - 1, limit + 1);
  }
  for (const length of [schema.minLength, schema.maxLength]) {
    if (length !== undefined)
      values.push('a'.repeat(length), 'a'.repeat(length + 1), 'a'.repeat(Math.max(0, length - 1)), '😀'.repeat(length));
  }
  if (schema.format === 'date-time') {
    values.push(
      '2024-02-30T10:00:00Z',
      '2024-01-01T25:00:00Z',
      '2024-01-01T10:00:00+0100',
      '2024-01-01 10:00:00Z',
      '2024-01-01T10:00:00.123456789+05:30',
      '2024-01-01T10:00:00z',
    );
  }
  if (schema.pattern !== undefined) values.push('a b', 'a/b', '*', '1,2,3,4', '1,2,3', '-180,-90,180,90', 'x'.repeat(300));
  return values;
}

/** Inputs for one (call, version, mode): the examples, then each parameter's values over them, missing ones and strangers. */
function inputsFor(version: CallVersion, mode: InputMode): Record<string, unknown>[] {
  const examples = Object.fromEntries(Object.entries(version.parameters).map(([name, spec]) => [name, spec.example]));
  const inputs: Record<string, unknown>[] = [{}, { ...examples }, { bogus: 1 }, { ...examples, bogus: 'x', __proto__x: 1 }];
  for (const [name, spec] of Object.entries(version.parameters)) {
    for (const value of valuesFor(spec.schema, spec.example)) inputs.push({ ...examples, [name]: value }, { [name]: value });
    const { [name]: _left, ...without } = examples;
    inputs.push(without);
  }
  // Every parameter wrong at once: allErrors lists them all, in ajv's order.
  inputs.push(Object.fromEntries(Object.keys(version.parameters).map((name) => [name, [1]])));
  return mode === 'none' ? [...inputs, { version_number: 1 }] : inputs;
}

function* pairs(): Generator<{ label: string; version: CallVersion; mode: InputMode }> {
  for (const call of registry.calls()) {
    for (const version of call.versions) {
      for (const mode of inputModesOf(call)) yield { label: `${call.name} v${version.version} ${mode}`, version, mode };
    }
  }
}

describe('validators compiled at build time answer as ajv at run time (issue 7)', () => {
  let folder: string;
  let standalone: CompileSchema;
  const runtime = schemaCompiler();
  let validators: readonly [Validator, Validator];

  before(async () => {
    // Inside the project, so the generated imports of ajv's helpers find node_modules.
    mkdirSync(join(ROOT, '.tmp'), { recursive: true });
    folder = mkdtempSync(join(ROOT, '.tmp', 'standalone-test-'));
    const file = join(folder, 'validators.mjs');
    writeFileSync(file, renderStandaloneValidators(registry));
    const generated = (await import(pathToFileURL(file).href)) as { schemaCompiler: () => CompileSchema };
    standalone = generated.schemaCompiler();
    validators = [new Validator(registry, runtime), new Validator(registry, standalone)];
  });
  after(() => rmSync(folder, { recursive: true, force: true }));

  test('the generated module holds one check per distinct schema and refuses a schema it does not hold', () => {
    const texts = listSchemaTexts(registry);
    assert.ok(texts.length > 0);
    for (const text of texts) assert.equal(typeof standalone(JSON.parse(text) as Record<string, unknown>), 'function');
    assert.throws(
      () => standalone({ type: 'object', properties: {}, required: [], additionalProperties: true }),
      /older than its sources: run npm run build/,
    );
  });

  for (const { label, version, mode } of pairs()) {
    test(`${label}: the same verdict, ajv errors and parameter errors on every input`, () => {
      const schema = schemaFor(version, mode);
      const [fromRuntime, fromBuild] = [runtime(schema), standalone(schema)];
      let refused = 0;
      for (const input of inputsFor(version, mode)) {
        // Each check changes its argument (defaults are filled in), so each gets its own copy.
        const [a, b] = [structuredClone(input), structuredClone(input)];
        const verdict = fromRuntime(a);
        assert.equal(fromBuild(b), verdict, JSON.stringify(input));
        assert.deepEqual(fromBuild.errors, fromRuntime.errors, JSON.stringify(input));
        assert.deepEqual(b, a, `defaults filled alike: ${JSON.stringify(input)}`);
        const [resultA, resultB] = validators.map((v) => v.validate(version, mode, structuredClone(input)));
        assert.deepEqual(resultB, resultA, JSON.stringify(input));
        if (!verdict) refused++;
      }
      assert.ok(refused > 0, 'some inputs are refused');
    });
  }
});
