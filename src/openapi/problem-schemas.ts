// RFC 9457 problem details in the document, one schema per catalogue entry (src/contract/problems.ts):
// its type URI, title and status are constants, its extension members are the catalogue's.
import { createHash } from 'node:crypto';
import type { HeadersObject, ReferenceObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas31';
import { ITEM_PROBLEMS } from '../http/batch/batch-request.js';
import { PROBLEMS, problemUri } from '../contract/problems.js';
import type { ProblemType } from '../contract/problems.js';
import { ref } from './schemas.js';

export const problemSchemaName = (type: ProblemType) => `problem.${type}`;
/** The problem of one item of a batch (bulk ingest, issue 7). */
export const itemProblemSchemaName = (type: ProblemType) => `batch.problem.${type}`;

const STRINGS: SchemaObject = { type: 'array', items: { type: 'string' } };

// Members whose shape is the same wherever they appear; any other member is described by its
// problem's fix and may hold any JSON value.
const MEMBER_SCHEMAS: Record<string, SchemaObject> = {
  errors: {
    type: 'array',
    items: { ...ref('ParameterError'), xml: { name: 'i' } },
    xml: { wrapped: true },
    description: 'One entry per invalid parameter, all at once.',
  },
  supported: { type: 'array', items: { type: 'integer' }, description: 'The versions this call supports.' },
  allowed: { ...STRINGS, description: 'The methods that are allowed.' },
  accepted: { ...STRINGS, description: 'The request body media types accepted.' },
  available: { ...STRINGS, description: 'The response media types offered.' },
  collections: { ...STRINGS, description: 'The collections that exist.' },
  parameters: { ...STRINGS, description: 'The parameters that were sent in the wrong place.' },
  limit_bytes: { type: 'integer', description: 'The largest body accepted, in bytes.' },
  items: {
    type: 'array',
    xml: { wrapped: true },
    description: 'Each refused item of the batch: its index and the problem a single create would have answered.',
    items: { oneOf: ITEM_PROBLEMS.map((type) => ref(itemProblemSchemaName(type))), xml: { name: 'i' } },
  },
  limit: { type: 'integer', description: 'The limit that was reached.' },
  window_seconds: { type: 'integer', description: 'The length of the rate-limit window, in seconds.' },
  retry_after: { type: 'integer', description: 'Seconds to wait before sending again.' },
  scope: { type: 'string', enum: ['read', 'write', 'admin'], description: 'The scope this route needs.' },
  granted: { type: 'string', enum: ['read', 'write', 'admin'], description: 'The scope the credential sent holds.' },
  sign_in: { type: 'string', description: 'Where a person signs in: /session/new.' },
};

export const PARAMETER_ERROR: SchemaObject = {
  type: 'object',
  description: 'One invalid parameter: what was expected and what arrived.',
  properties: {
    parameter: { type: 'string', examples: ['latitude'] },
    code: {
      type: 'string',
      description: 'The failed check: required, unknown, duplicate, type, minimum, maximum, pattern, format, …',
      examples: ['maximum'],
    },
    message: { type: 'string', examples: ['latitude must be <= 90'] },
    expected: { type: 'string', examples: ['number from -90 to 90'] },
    received: { description: 'The value as sent (absent when the parameter was missing).', examples: [123] },
  },
  required: ['parameter', 'code', 'message', 'expected'],
  additionalProperties: false,
};

export function problemSchema(type: ProblemType): SchemaObject {
  const spec = PROBLEMS[type];
  const members: Record<string, SchemaObject> = {};
  for (const member of spec.members)
    members[member] = MEMBER_SCHEMAS[member] ?? { description: `Extension member (RFC 9457 §3.2) of ${type}.` };
  return {
    type: 'object',
    title: `${spec.status} ${type}`,
    description: `${spec.title}. ${spec.fix}`,
    properties: {
      type: { type: 'string', const: problemUri(type), description: 'A page that explains the problem and its fix.' },
      title: { type: 'string', const: spec.title },
      status: { type: 'integer', const: spec.status },
      detail: { type: 'string', description: 'What went wrong with this request, specifically.' },
      instance: { type: 'string', description: 'The request path.' },
      request_id: { type: 'string', description: 'Also in the X-Request-Id header; quote it when reporting a problem.' },
      ...members,
    },
    required: ['type', 'title', 'status', 'detail', 'instance', 'request_id'],
    additionalProperties: false,
  };
}

/**
 * Adds the schema of each problem type a response names (and ParameterError, which `errors` uses) to
 * `schemas`; a catalogue entry no route can answer with is left out, as a linter would ask.
 */
function addProblemSchemas(types: readonly ProblemType[], schemas: Record<string, SchemaObject>): void {
  for (const type of types) {
    schemas[problemSchemaName(type)] ??= problemSchema(type);
    if ((PROBLEMS[type].members as readonly string[]).includes('errors')) schemas.ParameterError ??= PARAMETER_ERROR;
    if ((PROBLEMS[type].members as readonly string[]).includes('items')) addItemProblemSchemas(schemas);
  }
}

/**
 * The problem of an item of a batch, one schema per type an item can meet: the problem details a
 * single create would answer, without the request's `instance` and `request_id`, with the item's
 * `index` (and, for NDJSON, its `line`; for CSV, its `row`).
 */
export function addItemProblemSchemas(schemas: Record<string, SchemaObject>): void {
  for (const type of ITEM_PROBLEMS) {
    if (Object.hasOwn(schemas, itemProblemSchemaName(type))) continue;
    const whole = problemSchema(type);
    const properties = { ...(whole.properties as Record<string, SchemaObject>) };
    delete properties.instance;
    delete properties.request_id;
    schemas[itemProblemSchemaName(type)] = {
      ...whole,
      title: `${whole.title} (an item of a batch)`,
      properties: {
        index: { type: 'integer', minimum: 0, description: "The item's position in the batch, from 0." },
        line: { type: 'integer', minimum: 1, description: "NDJSON only: the item's line in the body, from 1." },
        row: {
          type: 'integer',
          minimum: 2,
          description:
            "CSV only: the item's record in the file, counted from 1 at the header (the first item is row 2; blank lines are not counted).",
        },
        ...properties,
      },
      required: ['index', ...(whole.required ?? []).filter((name) => name !== 'instance' && name !== 'request_id')],
    };
    if ((PROBLEMS[type].members as readonly string[]).includes('errors')) schemas.ParameterError ??= PARAMETER_ERROR;
  }
}

/**
 * The problems of a route grouped into one response per status, each listing its types and fixes.
 * Each distinct group is one entry of components.responses (`shared`), named by its status and
 * types, so routes of the same kind share it and the document stays small.
 */
export function problemResponses(
  types: readonly ProblemType[],
  headers: (status: number, types: readonly ProblemType[]) => HeadersObject,
  shared: Record<string, ResponseObject>,
  schemas: Record<string, SchemaObject>,
): Record<string, ReferenceObject> {
  addProblemSchemas(types, schemas);
  const byStatus = new Map<number, ProblemType[]>();
  for (const type of types) {
    const status = PROBLEMS[type].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), type]);
  }
  const responses: Record<string, ReferenceObject> = {};
  for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    group.sort();
    const name = `${status}.${group.length === 1 ? group[0] : shortHash(group.join(' '))}`;
    responses[String(status)] = { $ref: `#/components/responses/${name}` };
    if (Object.hasOwn(shared, name)) continue;
    const schema: SchemaObject =
      group.length === 1 ? ref(problemSchemaName(group[0]!)) : { oneOf: group.map((t) => ref(problemSchemaName(t))) };
    shared[name] = {
      description: group.map((t) => `\`${t}\`: ${PROBLEMS[t].title}.`).join(' '),
      headers: headers(status, group),
      content: {
        'application/problem+json': { schema },
        'application/problem+xml': { schema: { ...schema, xml: { name: 'problem', namespace: 'urn:ietf:rfc:7807' } } },
        'text/html': { schema: { type: 'string', description: 'A page for people, with the same information.' } },
      },
    };
  }
  return responses;
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}
