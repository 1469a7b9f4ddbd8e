// Schemas derived from the registry: each parameter's description, unit and example come from its
// ParameterSpec, and request bodies are exactly the schemas the Validator checks, with the wire words
// version_number and action added. Nothing here names a field of any collection.
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { describeExpected } from '../versioning/index.js';
import type { Call, CallVersion, InputMode, ParameterSpec, Validator } from '../versioning/index.js';

/** Component names: `location.v2` (the resource), `location.v2.all` (a create or PUT body), … */
export const schemaName = {
  item: (call: string, version: number) => `${call}.v${version}`,
  body: (call: string, version: number, mode: InputMode) => `${call}.v${version}.${mode}`,
  envelope: (call: string, version: number) => `${call}.v${version}.answer`,
};

export const ref = (name: string): { $ref: string } => ({ $ref: `#/components/schemas/${name}` });

/** "Latitude in degrees (WGS84), north positive. Unit: degrees. Expected: number from -90 to 90." */
export function describeParameter(spec: ParameterSpec): string {
  const unit = spec.unit === undefined ? '' : ` Unit: ${spec.unit}.`;
  return `${spec.description}${unit} Expected: ${describeExpected(spec)}.`;
}

/** A parameter's schema as validation uses it, plus its words and example. */
export function parameterSchema(
  spec: ParameterSpec,
  schema: Record<string, unknown> = spec.schema as unknown as Record<string, unknown>,
): SchemaObject {
  return { ...schema, description: describeParameter(spec), examples: [spec.example] } as SchemaObject;
}

export function versionNumberSchema(versions: readonly number[], where: 'query' | 'body'): SchemaObject {
  const description = `The version of the call this request speaks (INTERFACE.md §2): an integer, or a string of decimal digits, in the ${where}.`;
  return versions.length === 1
    ? { type: 'integer', const: versions[0], description, examples: [versions[0]] }
    : { type: 'integer', enum: [...versions], description, examples: [versions[versions.length - 1]] };
}

export function actionSchema(call: string): SchemaObject {
  return {
    type: 'string',
    const: call,
    description: `Optional: the route implies the call; when sent it must be "${call}".`,
    examples: [call],
  };
}

/**
 * The body of one (call, version, mode): Validator.schemaFor's schema, with version_number (the
 * discriminator of the oneOf that lists the versions) and action beside the call's parameters.
 */
export function bodySchema(validator: Validator, version: CallVersion, mode: InputMode): SchemaObject {
  const base = validator.schemaFor(version, mode) as { properties: Record<string, Record<string, unknown>>; required: string[] };
  const properties: Record<string, SchemaObject> = {
    version_number: versionNumberSchema([version.version], 'body'),
    action: actionSchema(version.call),
  };
  for (const [name, schema] of Object.entries(base.properties)) properties[name] = parameterSchema(version.parameters[name]!, schema);
  const how =
    mode === 'partial'
      ? 'any subset of the fields'
      : mode === 'none'
        ? 'no fields'
        : version.optional.length === 0
          ? 'every field'
          : `every field but the optional ${version.optional.join(', ')} (left out of a PUT, they are cleared)`;
  return {
    title: `${version.call} version ${version.version}`,
    description: `${how} of ${version.call} version ${version.version}.${version.note === undefined ? '' : ` ${version.note}`}`,
    type: 'object',
    properties,
    required: ['version_number', ...base.required],
    additionalProperties: false,
  };
}

/** An example body for one (call, version, mode), from the registry's examples. */
export function bodyExample(version: CallVersion, mode: InputMode): Record<string, unknown> {
  const example: Record<string, unknown> = { version_number: version.version };
  if (mode === 'none') return example;
  const names = Object.keys(version.parameters);
  // A partial update shows one field: the point of PATCH is to send only what changes.
  for (const name of mode === 'partial' ? names.slice(-1) : names) example[name] = version.parameters[name]!.example;
  return example;
}

/**
 * A resource as a version N reader sees it: id, the fields of version N in registry order, then the
 * server's own, in every version: the timestamps and who wrote it. A field is nullable unless every
 * version requires it, because a resource written by a client of another version, or one that left
 * an optional field out, may never have had it set.
 */
export function itemSchema(call: Call, version: CallVersion, extra: Readonly<Record<string, Record<string, unknown>>> = {}): SchemaObject {
  const properties: Record<string, SchemaObject> = {
    id: { type: 'string', pattern: '^[^/.]+$', description: 'Opaque identifier; clients must not parse it.' },
  };
  for (const [name, spec] of Object.entries(version.parameters)) {
    const always = call.versions.every((v) => name in v.parameters && !v.optional.includes(name));
    const schema = { ...spec.schema } as Record<string, unknown>;
    delete schema.default;
    properties[name] = parameterSchema(spec, always ? schema : { ...schema, type: [spec.schema.type, 'null'] });
  }
  properties.created_at = { type: 'string', format: 'date-time', description: 'When the resource was created (UTC).' };
  properties.updated_at = { type: 'string', format: 'date-time', description: 'When the resource last changed (UTC).' };
  properties.created_by = {
    type: ['string', 'null'],
    description:
      'The name of the API key or person that created the resource; null when the server was open (no credential configured). Set by the server.',
  };
  properties.updated_by = {
    type: ['string', 'null'],
    description: 'The name of the API key or person that last changed the resource; null when the server was open. Set by the server.',
  };
  for (const [name, schema] of Object.entries(extra)) properties[name] = schema as SchemaObject;
  return {
    title: `${call.name} version ${version.version}`,
    description: `${call.summary} The fields of version ${version.version}.`,
    type: 'object',
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

/** The version of `call` whose fields a reader of version N sees: N, or the newest before it. */
export function readVersionOf(call: Call, version: number): CallVersion {
  return call.versions[Math.min(version, call.versions.length) - 1]!;
}

export interface EnvelopeParts {
  data: SchemaObject | ReferenceObject;
  action?: string;
  version?: number;
  /** Members of `meta` beyond action, version_number, request_id and message, all required. */
  meta?: Record<string, SchemaObject>;
  linksRequired?: string[];
}

/** The success envelope (INTERFACE.md §6): data, meta, links. meta stays open: handlers may add to it. */
export function envelopeSchema(parts: EnvelopeParts): SchemaObject {
  const meta: Record<string, SchemaObject> = {};
  if (parts.action !== undefined) meta.action = { type: 'string', const: parts.action, description: 'The call that answered.' };
  if (parts.version !== undefined)
    meta.version_number = { type: 'integer', const: parts.version, description: 'The version of the call that answered.' };
  meta.request_id = { type: 'string', description: "The request's id, also in the X-Request-Id header." };
  meta.message = { type: 'string', description: 'What happened, in a sentence.' };
  Object.assign(meta, parts.meta);
  return {
    type: 'object',
    properties: {
      data: parts.data,
      meta: { type: 'object', properties: meta, required: Object.keys(meta) },
      links: {
        type: 'object',
        description: 'Related URLs by relation; null where there is none (links.next on the last page).',
        properties: Object.fromEntries((parts.linksRequired ?? []).map((rel) => [rel, { type: ['string', 'null'] }])),
        additionalProperties: { type: ['string', 'null'] },
        required: parts.linksRequired ?? [],
      },
    },
    required: ['data', 'meta', 'links'],
    additionalProperties: false,
  };
}

/** meta and links of a page of a paginated list. */
export const PAGE_META: Record<string, SchemaObject> = {
  count: { type: 'integer', minimum: 0, description: 'How many items this page holds.' },
  limit: { type: 'integer', minimum: 1, description: 'The page size asked for (or the default).' },
  next_cursor: { type: ['string', 'null'], description: 'Pass as `cursor` for the next page; null on the last page.' },
};
