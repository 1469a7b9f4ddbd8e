// Issue 14: one declaration decides which numbers a parameter may hold, and validation, storage and
// the OpenAPI document read the same bounds from it. Driven by the registry, so a new parameter is
// covered without new test code.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { createApp } from '../../../src/app.js';
import { buildOpenApiDocument } from '../../../src/openapi/index.js';
import { checkValue, getColumns, isCollectionName } from '../../../src/storage/columns.js';
import { openStore } from '../../../src/storage/index.js';
import type { Store } from '../../../src/storage/index.js';
import { MAX_EXACT_INTEGER, Validator, boundSchema, parseDecimal, parseDigits } from '../../../src/versioning/index.js';
import type { CallVersion, ParameterSpec, Registry } from '../../../src/versioning/index.js';

let store: Store;
let registry: Registry;
let validator: Validator;
let document: OpenAPIObject;
before(async () => {
  store = await openStore(':memory:');
  const app = createApp({ store });
  registry = app.registry;
  validator = new Validator(registry);
  document = buildOpenApiDocument(
    registry,
    app.router.routes().map((entry) => entry.value),
  );
});
after(() => store.close());

function* parameters(): Generator<[CallVersion, string, ParameterSpec]> {
  for (const call of registry.calls())
    for (const version of call.versions) for (const [name, spec] of Object.entries(version.parameters)) yield [version, name, spec];
}

/** Every parameter's values at the examples, so that one changed parameter is the only problem. */
function examples(version: CallVersion): Record<string, unknown> {
  return Object.fromEntries(Object.entries(version.parameters).map(([name, spec]) => [name, spec.example]));
}

test('boundSchema narrows integers to ±(2^53 − 1) and leaves other types as declared', () => {
  assert.deepEqual(boundSchema({ type: 'integer', minimum: 0 }), { type: 'integer', minimum: 0, maximum: MAX_EXACT_INTEGER });
  assert.deepEqual(boundSchema({ type: 'integer' }), { type: 'integer', minimum: -MAX_EXACT_INTEGER, maximum: MAX_EXACT_INTEGER });
  assert.deepEqual(boundSchema({ type: 'integer', minimum: 1, maximum: 1e30 }), {
    type: 'integer',
    minimum: 1,
    maximum: MAX_EXACT_INTEGER,
  });
  assert.deepEqual(boundSchema({ type: 'integer', exclusiveMinimum: 0 }), {
    type: 'integer',
    exclusiveMinimum: 0,
    maximum: MAX_EXACT_INTEGER,
  });
  assert.deepEqual(boundSchema({ type: 'number', minimum: 0 }), { type: 'number', minimum: 0 });
});

test('issue 14: every integer parameter of every call version is bounded within ±(2^53 − 1), and says so in its expected text', () => {
  let integers = 0;
  for (const [version, name, spec] of parameters()) {
    if (spec.schema.type !== 'integer') continue;
    integers++;
    const { minimum, maximum } = spec.schema;
    assert.ok(maximum !== undefined && maximum <= MAX_EXACT_INTEGER, `${version.call} v${version.version} ${name}`);
    assert.ok((minimum ?? spec.schema.exclusiveMinimum)! >= -MAX_EXACT_INTEGER, `${version.call} v${version.version} ${name}`);
  }
  assert.ok(integers >= 6, `only ${integers} integer parameters`);
});

test('issue 14: validation refuses an integer one past its bound and accepts the bound, and storage keeps what validation accepts', () => {
  for (const [version, name, spec] of parameters()) {
    if (spec.schema.type !== 'integer' || version.kind !== 'resource') continue;
    const maximum = spec.schema.maximum!;
    const mode = 'partial';
    const past = validator.validate(version, mode, { [name]: maximum + 1 });
    assert.equal(past.ok, false, `${version.call} v${version.version} ${name} = ${maximum + 1}`);
    if (!past.ok)
      assert.deepEqual(
        past.errors.map((e) => [e.parameter, e.code, e.expected]),
        [[name, 'maximum', `integer from ${spec.schema.minimum} to ${maximum}`]],
      );
    // As text too: 2^53 + 1 cannot be held, so it reads as 2^53 and is refused the same way.
    assert.equal(validator.validate(version, mode, { [name]: String(BigInt(maximum) + 2n) }).ok, false);
    // Every integer at its maximum together, so that rules between them (good <= number <= seen) hold.
    const atMaximum = Object.entries(version.parameters)
      .filter(([, s]) => s.schema.type === 'integer')
      .map(([n, s]) => [n, s.schema.maximum]);
    const at = validator.validate(version, 'all', { ...examples(version), ...Object.fromEntries(atMaximum) });
    assert.equal(at.ok, true, `${version.call} v${version.version} ${name} = ${maximum}: ${JSON.stringify(at)}`);
    // The value validation let through goes into its column unchanged (checkValue throws otherwise).
    const collection = `${version.call}s`;
    assert.ok(isCollectionName(collection));
    const column = getColumns(collection).find((c) => c.field === name)!;
    assert.doesNotThrow(() => checkValue(collection, column, maximum));
    assert.doesNotThrow(() => checkValue(collection, column, spec.schema.minimum!));
  }
});

test('issue 14: the OpenAPI document publishes the bounds that validation applies, in bodies, items and query parameters', () => {
  const schemas = document.components!.schemas as Record<string, any>;
  let compared = 0;
  for (const [version, name, spec] of parameters()) {
    if (spec.schema.type !== 'integer') continue;
    const published =
      version.kind === 'resource'
        ? [
            schemas[`${version.call}.v${version.version}.all`].properties[name],
            schemas[`${version.call}.v${version.version}`].properties[name],
          ]
        : Object.values(document.paths!)
            .flatMap((item: any) => Object.values(item))
            .flatMap((operation: any) => operation.parameters ?? [])
            .filter((parameter: any) => parameter.name === name && parameter.in === 'query' && parameter.schema.type === 'integer')
            .map((parameter: any) => parameter.schema);
    assert.ok(published.length > 0, `${version.call} v${version.version} ${name} is not in the document`);
    for (const schema of published) {
      assert.equal(schema.maximum, spec.schema.maximum, `${version.call} v${version.version} ${name}`);
      assert.equal(schema.minimum, spec.schema.minimum, `${version.call} v${version.version} ${name}`);
      compared++;
    }
  }
  assert.ok(compared > 10);
});

test('issue 14: text is read like a JSON number of the same spelling, whatever its length; -0 reads as 0', () => {
  const long = `3.${'14159265358979323846'.repeat(10)}`;
  assert.equal(parseDecimal(long), JSON.parse(long));
  assert.equal(parseDecimal(`1${'0'.repeat(400)}`), undefined);
  assert.equal(parseDecimal(`0.${'0'.repeat(400)}1`), 0);
  assert.ok(Object.is(parseDecimal('-0'), 0) && Object.is(parseDecimal('-1e-400'), 0));
  assert.equal(parseDecimal('5e-324'), 5e-324);
  assert.equal(parseDigits('10000000000'), 1e10);
  assert.equal(parseDigits('9007199254740991'), MAX_EXACT_INTEGER);
  assert.equal(parseDigits('9007199254740992'), undefined);
});
