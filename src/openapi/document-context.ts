// What every part of the document's making shares: the context it fills, and the references and
// content shapes that operations, batches and overrides all use. A module of its own, so that those
// parts import it instead of each other.
import type { MediaTypeObject, ReferenceObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas31';
import type { Registry, Validator } from '../versioning/index.js';
import { ref } from './schemas.js';

export interface DocumentContext {
  registry: Registry;
  validator: Validator;
  /** A document for one version lists only that version of each call, and only calls that have it. */
  version: number | undefined;
  /** components.schemas, filled as operations need them. */
  schemas: Record<string, SchemaObject>;
  /** components.responses: the problem responses, one per distinct (status, problem types). */
  responses: Record<string, ResponseObject>;
  /** Set when an answer names the Deprecation, Link and Sunset headers, so components.headers holds them. */
  deprecation: boolean;
}

export const REQUEST_ID_PARAMETER: ReferenceObject = { $ref: '#/components/parameters/X-Request-Id' };
export const TRACE_PARAMETER: ReferenceObject = { $ref: '#/components/parameters/traceparent' };
export const headerRef = (name: string): ReferenceObject => ({ $ref: `#/components/headers/${name}` });
/** What names every answer, success or problem: its request id and this server's span of its trace. */
export const answerIdHeaders = (): Record<string, ReferenceObject> => ({
  'X-Request-Id': headerRef('X-Request-Id'),
  traceparent: headerRef('traceparent'),
});
export const parameterRef = (name: string): ReferenceObject => ({ $ref: `#/components/parameters/${name}` });

/** Adds a component once; the same name must always mean the same schema. */
export function component(context: DocumentContext, name: string, schema: SchemaObject): ReferenceObject {
  const existing = context.schemas[name];
  if (existing !== undefined && JSON.stringify(existing) !== JSON.stringify(schema)) {
    throw new Error(`OpenAPI component "${name}" would describe two different schemas; give one of the routes its own response shape`);
  }
  context.schemas[name] = schema;
  return ref(name);
}

/** A success's `content` from its envelopes, one per version: JSON, the same as XML, and a page. */
export function envelopeContent(envelopes: readonly ReferenceObject[]): Record<string, MediaTypeObject> {
  // anyOf, not oneOf: the versions differ only in meta.version_number, deeper than linters look for
  // exclusiveness, and an answer is one version's envelope either way.
  const schema: SchemaObject | ReferenceObject = envelopes.length === 1 ? envelopes[0]! : { anyOf: [...envelopes] };
  return {
    'application/json': { schema },
    'application/xml': { schema: { ...schema, xml: { name: 'response' } } },
    'text/html': { schema: { type: 'string', description: 'A page for people with the same information.' } },
  };
}
