// One OpenAPI operation per route: parameters, request body, success and problem responses, all
// derived from the route definition and the registry.
import { mediaContent, mediaParameters, mediaResponseHeaders, rawMediaContent } from './media.js';
import type {
  HeaderObject,
  MediaTypeObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  ResponseObject,
  SchemaObject,
} from 'openapi3-ts/oas31';
import type { ProblemType } from '../contract/problems.js';
import type { JsonSchema, RouteDefinition } from '../contract/route.js';
import type { CallVersion } from '../versioning/index.js';
import { describeBatch } from './batch.js';
import {
  deprecatedVersionsNote,
  deprecationResponseHeaders,
  describeDeprecation,
  isDeprecatedOperation,
  markDeprecatedSchema,
} from './deprecation.js';
import {
  REQUEST_ID_PARAMETER,
  TRACE_PARAMETER,
  answerIdHeaders,
  component,
  envelopeContent,
  headerRef,
  parameterRef,
} from './document-context.js';
import type { DocumentContext } from './document-context.js';
import { carriesEtag, isCreate, routeProblems } from './route-problems.js';
import {
  PAGE_META,
  actionSchema,
  bodyExample,
  bodySchema,
  describeParameter,
  envelopeSchema,
  itemSchema,
  parameterSchema,
  readVersionOf,
  schemaName,
  versionNumberSchema,
} from './schemas.js';
import { findRouteCall, isPaginated, responseShapeOf, successStatusOf } from './shape.js';
import { BODY_METHODS } from '../contract/route.js';

/** The versions of the route's call that this document shows; undefined for routes outside the registry. */
export function documentedVersions(route: RouteDefinition, context: DocumentContext): CallVersion[] | undefined {
  const call = findRouteCall(route, context.registry);
  if (call === undefined) return undefined;
  return call.versions.filter((v) => context.version === undefined || v.version === context.version);
}

export function pathParameters(route: RouteDefinition): ParameterObject[] {
  return route.path
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((segment) => {
      const name = segment.slice(1);
      return {
        name,
        in: 'path',
        required: true,
        description:
          name === 'id' ? 'Opaque identifier (no "/" or "."); add .json, .xml or .html to choose the format.' : `The ${name} path segment.`,
        schema: { type: 'string' },
      };
    });
}

/** Where version_number, action and the call's own parameters go: the query for GET, HEAD, DELETE. */
function queryParameters(route: RouteDefinition, versions: CallVersion[] | undefined): ParameterObject[] {
  if (versions === undefined) {
    // A POST, PUT or PATCH outside the registry takes its parameters in the body (plainBody).
    if (BODY_METHODS.has(route.method)) return [];
    return Object.entries(route.query ?? {}).map(([name, spec]) => ({
      name,
      in: 'query',
      required: spec.required === true,
      description: describeParameter(spec),
      schema: { ...spec.schema },
      example: spec.example,
    }));
  }
  if (BODY_METHODS.has(route.method) || versions.length === 0) return [];
  const numbers = versions.map((v) => v.version);
  const parameters: ParameterObject[] = [
    {
      name: 'version_number',
      in: 'query',
      required: true,
      schema: versionNumberSchema(numbers, 'query'),
      example: numbers[numbers.length - 1],
      description: `The version of ${route.call} this request speaks. HTML pages may leave it out and get the newest.${deprecatedVersionsNote(versions)}`,
    },
    {
      name: 'action',
      in: 'query',
      required: false,
      schema: actionSchema(route.call!),
      description: `Optional; when sent, "${route.call}".`,
    },
  ];
  if (route.input === 'none') return parameters;
  const names = [...new Set(versions.flatMap((v) => Object.keys(v.parameters)))];
  for (const name of names) {
    const having = versions.filter((v) => name in v.parameters);
    const spec = having[having.length - 1]!.parameters[name]!;
    const only = having.length === versions.length ? '' : `Only in version ${having.map((v) => v.version).join(', ')}. `;
    parameters.push({
      name,
      in: 'query',
      required: only === '' && spec.required === true,
      description: `${only}${describeParameter(spec)}`,
      schema: { ...spec.schema },
      example: spec.example,
    });
  }
  return parameters;
}

/**
 * The body of a POST, PUT or PATCH outside the registry (signing in): its declared parameters, which
 * travel in the body like every body method's (a query string on these methods is refused).
 */
function plainBody(route: RouteDefinition, context: DocumentContext): OperationObject['requestBody'] {
  const specs = Object.entries(route.query ?? {});
  if (specs.length === 0) return undefined;
  const schema: SchemaObject = {
    type: 'object',
    properties: Object.fromEntries(specs.map(([name, spec]) => [name, parameterSchema(spec)])),
    required: specs.filter(([, spec]) => spec.required === true).map(([name]) => name),
    additionalProperties: false,
  };
  const name = `${route.name}.body`;
  const example = Object.fromEntries(specs.map(([parameter, spec]) => [parameter, spec.example]));
  return { required: true, content: bodyMediaTypes([component(context, name, schema)], { [name]: example }) };
}

/** One schema per version, each marked by its version_number const; the same bodies in JSON, form and XML. */
export function requestBodyContent(
  versions: CallVersion[],
  mode: RouteDefinition['input'],
  context: DocumentContext,
  extend?: (schema: SchemaObject, version: CallVersion) => [string, SchemaObject],
): { schemas: (SchemaObject | ReferenceObject)[]; examples: Record<string, Record<string, unknown>> } {
  const schemas: (SchemaObject | ReferenceObject)[] = [];
  const examples: Record<string, Record<string, unknown>> = {};
  for (const version of versions) {
    const plain = bodySchema(context.validator, version, mode);
    const [name, schema] = extend === undefined ? [schemaName.body(version.call, version.version, mode), plain] : extend(plain, version);
    schemas.push(component(context, name, markDeprecatedSchema(schema, version)));
    examples[name] = bodyExample(version, mode);
  }
  return { schemas, examples };
}

export function bodyMediaTypes(
  schemas: (SchemaObject | ReferenceObject)[],
  examples: Record<string, Record<string, unknown>>,
): Record<string, MediaTypeObject> {
  const schema: SchemaObject | ReferenceObject = schemas.length === 1 ? schemas[0]! : { oneOf: schemas };
  // Newest first: Swagger UI fills "try it out" with the first example.
  const named = Object.fromEntries(
    Object.entries(examples)
      .reverse()
      .map(([name, value]) => [name, { summary: name, value }]),
  );
  return {
    'application/json': { schema, examples: named },
    'application/x-www-form-urlencoded': { schema },
    'application/xml': { schema: { ...schema, xml: { name: 'parameters' } } },
  };
}

/** The success response's `content`: an envelope (JSON, XML, HTML) per version, or raw media types. */
export function successContent(route: RouteDefinition, context: DocumentContext): Record<string, MediaTypeObject> {
  const shape = responseShapeOf(route, context.registry);
  if (shape.kind === 'raw') {
    return Object.fromEntries(
      shape.mediaTypes.map((type) => [
        type,
        rawMediaContent(route, type) ?? { schema: type.endsWith('json') ? { type: 'object' } : { type: 'string' } },
      ]),
    );
  }
  const versions = documentedVersions(route, context);
  const envelopes: ReferenceObject[] = [];
  /** CSV's columns, per documented version: the members of the JSON answer's items (issue 20). */
  const columns: [number, string[]][] = [];
  const declared = (version: number): SchemaObject => {
    const { schema } = shape as { schema: JsonSchema | ((version: number) => JsonSchema) };
    return (typeof schema === 'function' ? schema(version) : schema) as SchemaObject;
  };
  const declaredMeta = (): Record<string, SchemaObject> => (shape.kind === 'data' ? { ...shape.meta } : {}) as Record<string, SchemaObject>;
  if (versions === undefined) {
    const data: SchemaObject =
      shape.kind === 'data'
        ? declared(newestVersionOf(context))
        : { oneOf: context.registry.getCall(shape.call).versions.map((v) => dataOf(shape, v.version, route, context)) };
    envelopes.push(component(context, `${route.name}.answer`, envelopeSchema({ data, meta: declaredMeta() })));
  }
  for (const version of versions ?? []) {
    const data: SchemaObject | ReferenceObject =
      shape.kind === 'data' ? declared(version.version) : dataOf(shape, version.version, route, context);
    columns.push([version.version, itemColumns(shape, version.version, declared, context)]);
    // Lists, and declared arrays of a call that takes a cursor, carry the page in meta and links.
    const listing = shape.kind === 'list' || (shape.kind === 'data' && (data as SchemaObject).type === 'array');
    const paged = listing && isPaginated(route, context.registry);
    const schema = envelopeSchema({
      data,
      action: version.call,
      version: version.version,
      meta: { ...(!listing ? {} : paged ? PAGE_META : { count: PAGE_META.count! }), ...declaredMeta() },
      linksRequired: paged ? ['self', 'next'] : [],
    });
    const shared = schemaName.envelope(version.call, version.version);
    const name = route.response === undefined ? shared : `${route.name}.v${version.version}.answer`;
    envelopes.push(component(context, name, markDeprecatedSchema(schema, version)));
  }
  return { ...envelopeContent(envelopes), ...mediaContent(route, columns) };
}

/** The members of one item of the answer, in order: a list's resource fields, or a declared schema's. */
function itemColumns(
  shape: ReturnType<typeof responseShapeOf>,
  version: number,
  declared: (version: number) => SchemaObject,
  context: DocumentContext,
): string[] {
  if (shape.kind === 'data') {
    const schema = declared(version);
    return Object.keys(((schema.items ?? schema) as SchemaObject).properties ?? {});
  }
  if (shape.kind === 'raw') return [];
  const call = context.registry.getCall(shape.call);
  return Object.keys(itemSchema(call, readVersionOf(call, version), shape.extra).properties ?? {});
}

function newestVersionOf(context: DocumentContext): number {
  return Math.max(...context.registry.calls().map((c) => c.versions.length));
}

function dataOf(
  shape: { kind: 'resource' | 'list'; call: string; extra?: Readonly<Record<string, Record<string, unknown>>> },
  version: number,
  route: RouteDefinition,
  context: DocumentContext,
): SchemaObject | ReferenceObject {
  const call = context.registry.getCall(shape.call);
  const read = readVersionOf(call, version);
  const name = shape.extra === undefined ? schemaName.item(call.name, read.version) : `${route.name}.v${read.version}.item`;
  const item = component(context, name, itemSchema(call, read, shape.extra));
  return shape.kind === 'resource' ? item : { type: 'array', items: { ...item, xml: { name: 'i' } }, xml: { wrapped: true } };
}

/** A route whose success is a redirect (RFC 9110 §15.4) says where to. */
const REDIRECT_LOCATION: HeaderObject = { required: true, description: 'Where to go next.', schema: { type: 'string' } };

/** The operation of one route, or undefined when this document's version leaves its call out. */
export function buildOperation(
  route: RouteDefinition,
  context: DocumentContext,
  tag: string,
):
  | { operation: OperationObject; problems: ProblemType[]; status: number; success: ResponseObject; extra: Record<string, ResponseObject> }
  | undefined {
  const versions = documentedVersions(route, context);
  if (versions !== undefined && versions.length === 0) return undefined;
  const status = successStatusOf(route, context.registry);
  const etag = carriesEtag(route, context.registry);
  const create = isCreate(route, context.registry);
  const content = successContent(route, context);
  const success: ResponseObject = {
    description: route.summary,
    headers: {
      ...answerIdHeaders(),
      ...mediaResponseHeaders(route),
      ...(status === 201 ? { Location: headerRef('Location') } : {}),
      ...(status >= 300 && status < 400 ? { Location: REDIRECT_LOCATION } : {}),
      ...(etag ? { ETag: headerRef('ETag') } : {}),
      ...(create ? { 'Idempotent-Replayed': headerRef('Idempotent-Replayed') } : {}),
      ...deprecationResponseHeaders(versions, context),
    },
    // A raw answer of no media type (a redirect) has no body to describe.
    ...(Object.keys(content).length === 0 ? {} : { content }),
  };
  const conditional: ReferenceObject[] = !etag
    ? []
    : route.method === 'GET'
      ? [parameterRef('If-None-Match')]
      : route.method === 'POST'
        ? []
        : [parameterRef('If-Match')];
  const operation: OperationObject = {
    operationId: route.name,
    summary: route.summary,
    tags: [tag],
    parameters: [
      ...pathParameters(route),
      ...queryParameters(route, versions),
      ...conditional,
      ...(create ? [parameterRef('Idempotency-Key')] : []),
      ...mediaParameters(route),
      REQUEST_ID_PARAMETER,
      TRACE_PARAMETER,
    ],
    responses: {},
  };
  const call = findRouteCall(route, context.registry);
  if (call !== undefined) {
    const deprecation = describeDeprecation(versions!);
    operation.description = `Call \`${call.name}\`: ${call.summary} Versions: ${versions!.map((v) => v.version).join(', ')}.${deprecation === '' ? '' : ` ${deprecation}`}`;
  }
  if (isDeprecatedOperation(versions)) operation.deprecated = true;
  if (versions !== undefined && BODY_METHODS.has(route.method)) {
    const { schemas, examples } = requestBodyContent(versions, route.input, context);
    operation.requestBody = { required: true, content: bodyMediaTypes(schemas, examples) };
  } else if (versions === undefined && BODY_METHODS.has(route.method)) {
    const body = plainBody(route, context);
    if (body !== undefined) operation.requestBody = body;
  }
  // RFC 9110 §15.4.5: a GET whose If-None-Match names the current ETag is answered 304, no body.
  const extra: Record<string, ResponseObject> =
    etag && route.method === 'GET'
      ? {
          '304': {
            description: 'Not modified: If-None-Match names the current ETag.',
            headers: { ETag: headerRef('ETag'), ...answerIdHeaders() },
          },
        }
      : {};
  // Bulk ingest (issue 7): the same POST also takes a batch, answered 200.
  const batch = route.batch === undefined ? undefined : describeBatch(operation, route.batch, context);
  if (batch !== undefined) extra['200'] = batch;
  return { operation, problems: routeProblems(route, context.registry), status, success, extra };
}
