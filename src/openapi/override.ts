// POST with `_method` (INTERFACE.md §4) documented as the POST operation of every path that has PUT,
// PATCH or DELETE: one body schema per (overridden method, version), marked by `_method` and
// version_number, and the union of the answers of the methods it stands for.
import type { MediaTypeObject, OperationObject, ParameterObject, ReferenceObject, ResponseObject, SchemaObject } from 'openapi3-ts/oas31';
import type { ProblemType } from '../contract/problems.js';
import type { RouteDefinition } from '../contract/route.js';
import { carriesEtag, routeProblems } from './route-problems.js';
import { describeDeprecation, isDeprecatedOperation } from './deprecation.js';
import { REQUEST_ID_PARAMETER, TRACE_PARAMETER, component, parameterRef } from './document-context.js';
import { parameterSchema } from './schemas.js';
import { bodyMediaTypes, documentedVersions, pathParameters, requestBodyContent } from './operations.js';
import type { DocumentContext } from './document-context.js';
import { OVERRIDABLE } from '../contract/route.js';

/**
 * The server takes `_method` in any letter case; the document names the upper-case spelling, so the
 * variants exclude each other by a constant (as version_number's do) and typed clients get a literal.
 */
function methodSchema(method: string): SchemaObject {
  return {
    type: 'string',
    const: method,
    description: `Handle this POST as ${method} (the server also takes other letter cases).`,
    examples: [method],
  };
}

/** For HTML forms, which cannot send If-Match: the same precondition as a body field. */
const IF_MATCH_FIELD: SchemaObject = {
  type: 'string',
  description:
    'Stands in for the If-Match header (which wins when both are sent): an ETag this resource answered with. A stale one is 412 and changes nothing.',
  examples: ['"html-v2-3q2kPq0yS8l2c3VZ1u4h9tQJ6aA"'],
};

const OVERRIDE_HEADER: ParameterObject = {
  name: 'X-HTTP-Method-Override',
  in: 'header',
  required: false,
  description: 'Instead of `_method` in the body (or naming the same method): PUT, PATCH or DELETE.',
  schema: { type: 'string', enum: [...OVERRIDABLE] },
};

export interface Built {
  route: RouteDefinition;
  status: number;
  success: ResponseObject;
}

/**
 * The body variants of a POST standing for `routes` through `_method`: one per (method, version) of a
 * versioned call, one per method of a route outside the registry (its declared parameters).
 */
export function overrideVariants(
  routes: readonly RouteDefinition[],
  context: DocumentContext,
): { schemas: (SchemaObject | ReferenceObject)[]; examples: Record<string, Record<string, unknown>> } {
  const schemas: (SchemaObject | ReferenceObject)[] = [];
  const examples: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const versions = documentedVersions(route, context);
    if (versions === undefined) {
      const specs = Object.entries(route.query ?? {});
      const name = `${route.name}.as-${route.method.toLowerCase()}`;
      schemas.push(
        component(context, name, {
          type: 'object',
          title: `${route.method} through POST`,
          properties: { _method: methodSchema(route.method), ...Object.fromEntries(specs.map(([n, spec]) => [n, parameterSchema(spec)])) },
          required: ['_method', ...specs.filter(([, spec]) => spec.required === true).map(([n]) => n)],
          additionalProperties: false,
        }),
      );
      examples[name] = { _method: route.method, ...Object.fromEntries(specs.map(([n, spec]) => [n, spec.example])) };
      continue;
    }
    const body = requestBodyContent(versions, route.input, context, (plain, version) => [
      `${version.call}.v${version.version}.as-${route.method.toLowerCase()}`,
      {
        ...plain,
        title: `${route.method} through POST, ${version.call} version ${version.version}`,
        properties: {
          _method: methodSchema(route.method),
          ...(carriesEtag(route, context.registry) ? { _if_match: IF_MATCH_FIELD } : {}),
          ...plain.properties,
        },
        required: ['_method', ...(plain.required ?? [])],
      },
    ]);
    schemas.push(...body.schemas);
    for (const [name, value] of Object.entries(body.examples)) examples[name] = { _method: route.method, ...value };
  }
  return { schemas, examples };
}

export function buildOverrideOperation(
  overridden: Built[],
  context: DocumentContext,
  operationId: string,
  tag: string,
): { operation: OperationObject; problems: ProblemType[]; responses: Record<string, ResponseObject> } {
  const { schemas, examples } = overrideVariants(
    overridden.map((b) => b.route),
    context,
  );
  const problems = new Set<ProblemType>(['method-not-allowed']);
  for (const { route } of overridden) for (const problem of routeProblems(route, context.registry, 'POST')) problems.add(problem);
  const first = overridden[0]!.route;
  const methods = overridden.map((b) => b.route.method);
  // The versions the POST stands for: those of each method's call that this document shows.
  const versions = overridden.flatMap((b) => documentedVersions(b.route, context) ?? []);
  const versioned = overridden.every((b) => documentedVersions(b.route, context) !== undefined);
  const deprecation = describeDeprecation([...new Map(versions.map((v) => [v.version, v])).values()]);
  return {
    operation: {
      operationId,
      summary: `${methods.join(', ')} for clients that can only POST`,
      description: `Send \`_method\` (${methods.join(', ')}, any letter case) in the body, or the X-HTTP-Method-Override header, and the request is handled exactly as that method: ${overridden.map((b) => `${b.route.method}: ${b.route.summary}`).join('; ')}. Without either, 405.${deprecation === '' ? '' : ` ${deprecation}`}`,
      ...(versioned && isDeprecatedOperation(versions) ? { deprecated: true } : {}),
      tags: [tag],
      parameters: [
        ...pathParameters(first),
        OVERRIDE_HEADER,
        ...(overridden.some((b) => carriesEtag(b.route, context.registry)) ? [parameterRef('If-Match')] : []),
        REQUEST_ID_PARAMETER,
        TRACE_PARAMETER,
      ],
      requestBody: { required: true, content: bodyMediaTypes(schemas, examples) },
      responses: {},
    },
    problems: [...problems],
    responses: mergeSuccesses(overridden),
  };
}

/** The answers of several methods under one status: each media type's schemas, once each, as oneOf. */
export function mergeSuccesses(built: Built[]): Record<string, ResponseObject> {
  const merged: Record<string, ResponseObject> = {};
  for (const { status, success } of built) {
    const key = String(status);
    const into = merged[key];
    if (into === undefined) {
      merged[key] = structuredClone(success);
      continue;
    }
    into.description = `${into.description}; or ${success.description.charAt(0).toLowerCase()}${success.description.slice(1)}`;
    into.headers = { ...into.headers, ...success.headers };
    for (const [type, media] of Object.entries(success.content ?? {})) {
      into.content ??= {};
      const target = into.content[type];
      into.content[type] = target === undefined ? media : unite(target, media);
    }
  }
  return merged;
}

function unite(a: MediaTypeObject, b: MediaTypeObject): MediaTypeObject {
  const options = (m: MediaTypeObject): unknown[] => {
    const schema = m.schema as SchemaObject | undefined;
    return schema?.anyOf ?? [schema];
  };
  const all = [...options(a), ...options(b)];
  const distinct = all.filter((s, i) => all.findIndex((t) => JSON.stringify(t) === JSON.stringify(s)) === i);
  const xml = (a.schema as SchemaObject | undefined)?.xml;
  if (distinct.length === 1) return a;
  return { schema: { anyOf: distinct as SchemaObject[], ...(xml === undefined ? {} : { xml }) } };
}
