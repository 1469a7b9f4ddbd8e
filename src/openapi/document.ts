// The OpenAPI 3.1 document, built from the registry and the route table alone: every path, method,
// parameter, body and answer below is derived, so the document cannot drift from what is served.
import { OpenApiBuilder } from 'openapi3-ts/oas31';
import type {
  HeadersObject,
  OpenAPIObject,
  OperationObject,
  PathItemObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
  ResponsesObject,
  TagObject,
} from 'openapi3-ts/oas31';
import type { ProblemType } from '../contract/problems.js';
import type { RouteDefinition } from '../contract/route.js';
import { Validator } from '../versioning/index.js';
import type { Registry } from '../versioning/index.js';
import { SECURITY_SCHEMES, accessProblems, applyAccess, challengeHeaders } from './access.js';
import { addDeprecationHeaders } from './deprecation.js';
import { answerIdHeaders, headerRef } from './document-context.js';
import { bodyMediaTypes, buildOperation, pathParameters } from './operations.js';
import type { DocumentContext } from './document-context.js';
import { addFormPostAnswer } from './form-posts.js';
import { buildOverrideOperation, mergeSuccesses, overrideVariants } from './override.js';
import type { Built } from './override.js';
import { problemResponses } from './problem-schemas.js';
import { FALLBACK_PROBLEMS, OPTIONS_PROBLEMS, routeProblems } from './route-problems.js';
import { toTemplate } from './shape.js';
import { newestVersion } from './versions.js';
import { OVERRIDABLE } from '../contract/route.js';

export interface DocumentOptions {
  /** Only this version of each call, and only the calls that have it. */
  version?: number;
  validator?: Validator;
}

const SERVICE_TAG = 'service';

export function buildOpenApiDocument(registry: Registry, routes: readonly RouteDefinition[], options: DocumentOptions = {}): OpenAPIObject {
  const context: DocumentContext = {
    registry,
    validator: options.validator ?? new Validator(registry),
    version: options.version,
    schemas: {},
    responses: {},
    deprecation: false,
  };
  const tags = tagsOf(registry, routes);
  const byPath = new Map<string, RouteDefinition[]>();
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);

  const builder = OpenApiBuilder.create()
    .addTitle(options.version === undefined ? 'Fieldlog' : `Fieldlog, version ${options.version} of each call`)
    .addVersion(options.version === undefined ? `1-${newestVersion(registry)}` : String(options.version))
    .addDescription(describeDocument(options.version))
    .addLicense({ name: 'Proprietary', identifier: 'LicenseRef-Proprietary' })
    .addServer({ url: '/', description: 'The server that sent this document' });
  for (const [path, pathRoutes] of byPath) {
    const tag = tagOf(pathRoutes[0]!, tags);
    const item = buildPathItem(pathRoutes, context, tag);
    if (item !== undefined) builder.addPath(toTemplate(path), item);
  }
  for (const [name, description] of tags) builder.addTag({ name, description } satisfies TagObject);
  // Answers to requests that reach no operation (an unknown path, a method the path lacks), written
  // out in place: components hold only what operations use.
  const fallbackParts: Record<string, ResponseObject> = {};
  const fallback: Record<string, ResponseObject> = {
    '204': {
      description: 'OPTIONS * (RFC 9110 §9.3.7): the methods of the server as a whole.',
      headers: { Allow: headerRef('Allow'), ...answerIdHeaders() },
    },
  };
  for (const [status, reference] of Object.entries(problemResponses(FALLBACK_PROBLEMS, problemHeaders, fallbackParts, context.schemas))) {
    fallback[status] = fallbackParts[reference.$ref.slice('#/components/responses/'.length)]!;
  }
  for (const [name, schema] of Object.entries(context.schemas)) builder.addSchema(name, schema);
  for (const [name, response] of Object.entries(context.responses)) builder.addResponse(name, response);
  addSharedComponents(builder);
  if (context.deprecation) addDeprecationHeaders(builder);
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) builder.addSecurityScheme(name, scheme);
  const document = builder.getSpec();
  // No top-level `security`: every operation names its own, from its route's access, so no default
  // can stand in for a route's declaration.
  document['x-fallback-responses'] = fallback;
  return document;
}

/** Headers and header parameters that many operations name, by reference. */
function addSharedComponents(builder: OpenApiBuilder): void {
  builder
    .addHeader('X-Request-Id', {
      required: true,
      description: "The request's id: the client's own X-Request-Id when it is 1-128 characters of A-Z a-z 0-9 . _ : -, else a new UUID.",
      schema: { type: 'string' },
    })
    // Not required: an answer given before the pipeline (a request line the HTTP parser refuses, the
    // METRICS_PORT listener) has no trace to name; every answer of the pipeline has one.
    .addHeader('traceparent', {
      required: false,
      description:
        "This server's span of the request's W3C trace (Trace Context): 00-<trace_id>-<span_id>-<flags>, continuing the client's valid traceparent, else a new trace. Quote its trace id with X-Request-Id. Every answer of a route has it; a request the HTTP parser refuses does not.",
      schema: { type: 'string', pattern: '^00-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$' },
    })
    .addHeader('Location', { required: true, description: 'The URL of the resource just created.', schema: { type: 'string' } })
    .addHeader('Allow', { required: true, description: 'The methods this path allows (RFC 9110 §10.2.1).', schema: { type: 'string' } })
    .addHeader('ETag', {
      description:
        "The representation's entity tag: send it in If-Match to update only what you read, or in If-None-Match to read only if changed.",
      schema: { type: 'string' },
    })
    .addHeader('Idempotent-Replayed', {
      description: '"true" when this answer repeats the create first made with the same Idempotency-Key.',
      schema: { type: 'string', const: 'true' },
    })
    .addParameter('If-Match', {
      name: 'If-Match',
      in: 'header',
      required: false,
      description: 'Change the resource only if its ETag is one of these (RFC 9110 §13.1.1); otherwise 412.',
      schema: { type: 'string' },
    })
    .addParameter('If-None-Match', {
      name: 'If-None-Match',
      in: 'header',
      required: false,
      description: 'Answer 304 without a body if the ETag is one of these (RFC 9110 §13.1.2).',
      schema: { type: 'string' },
    })
    .addParameter('Idempotency-Key', {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Your key for this create (1-255 visible ASCII characters, e.g. a UUID): a retry with the same key and parameters answers the first result instead of creating again.',
      schema: { type: 'string', pattern: '^[\\x21-\\x7E]{1,255}$' },
    })
    .addParameter('traceparent', {
      name: 'traceparent',
      in: 'header',
      required: false,
      description:
        'Your W3C Trace Context (version-traceid-parentid-flags): a valid one is continued, in the answer, the logs and the webhook deliveries of the events it causes; an invalid one starts a new trace and is never refused.',
      schema: { type: 'string' },
    })
    .addParameter('X-Request-Id', {
      name: 'X-Request-Id',
      in: 'header',
      required: false,
      description: 'Your id for this request, echoed in the answer (1-128 characters of A-Z a-z 0-9 . _ : -).',
      schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$' },
    });
}

function buildPathItem(routes: RouteDefinition[], context: DocumentContext, tag: string): PathItemObject | undefined {
  const item: PathItemObject = {};
  const built: { route: RouteDefinition; operation: NonNullable<ReturnType<typeof buildOperation>> }[] = [];
  for (const route of routes) {
    const operation = buildOperation(route, context, tag);
    if (operation !== undefined) built.push({ route, operation });
  }
  if (built.length === 0) return undefined;
  const overridden: Built[] = built
    .filter(({ route }) => OVERRIDABLE.includes(route.method))
    .map(({ route, operation }) => ({ route, status: operation.status, success: operation.success }));
  // The routes each operation stands for, whose access gives it its security.
  const standsFor = new Map<OperationObject, readonly RouteDefinition[]>();
  for (const { route, operation: op } of built) {
    // A POST that `_method` also turns into PUT, PATCH or DELETE meets their access checks too.
    const through = route.method === 'POST' ? overridden.map((b) => b.route) : [];
    const problems = [...op.problems, ...through.flatMap((r) => accessProblems(r.access))];
    let successes: Record<string, ResponseObject> = { [String(op.status)]: op.success, ...op.extra };
    if (through.length > 0) {
      // A POST that `_method` turns into another method answers as that method does: its successes
      // (DELETE /readings's 200 beside bulk ingest's) and its problems (filter-required) are the POST's too.
      const own = Object.entries(successes).map(([status, success]) => ({ route, status: Number(status), success }));
      successes = mergeSuccesses([...own, ...overridden]);
      for (const stood of through) problems.push(...routeProblems(stood, context.registry, 'POST'));
    }
    op.operation.responses = assemble(successes, [...new Set(problems)], context);
    item[route.method.toLowerCase() as 'get'] = op.operation;
    standsFor.set(op.operation, [route, ...through]);
  }
  if (overridden.length > 0 && item.post === undefined) {
    const override = buildOverrideOperation(overridden, context, `${routes[0]!.name}-override`, tag);
    override.operation.responses = assemble(override.responses, override.problems, context);
    item.post = override.operation;
    standsFor.set(
      override.operation,
      overridden.map((b) => b.route),
    );
  } else if (overridden.length > 0 && item.post !== undefined) {
    // The POST's own body, or one naming `_method` and the parameters of the method it stands for.
    const own = item.post.requestBody as RequestBodyObject | undefined;
    const json = own?.content['application/json'];
    const ownSchema = json?.schema as SchemaObject | ReferenceObject | undefined;
    const variants = overrideVariants(
      overridden.map((b) => b.route),
      context,
    );
    const content = bodyMediaTypes(
      [...(ownSchema === undefined ? [] : ((ownSchema as SchemaObject).oneOf ?? [ownSchema])), ...variants.schemas],
      variants.examples,
    );
    // The POST's own examples first, in their order (the newest create first: Swagger UI fills "try it
    // out" with the first), then the `_method` ones; and the POST's other bodies (a bulk ingest's NDJSON
    // and CSV), which no override takes, as they were.
    content['application/json']!.examples = { ...json?.examples, ...content['application/json']!.examples };
    for (const [type, media] of Object.entries(own?.content ?? {})) content[type] ??= media;
    item.post.requestBody = { required: true, content };
    item.post.description =
      `${item.post.description ?? ''} A POST with \`_method\` set to ${overridden.map((b) => b.route.method).join(', ')} reaches ${overridden.length === 1 ? 'that method' : 'those methods'} instead.`.trim();
  }
  addFormPostAnswer(item, routes, context.registry);
  for (const [operation, stood] of standsFor) applyAccess(operation, stood);
  item.options = {
    operationId: `${routes[0]!.name}-options`,
    summary: 'The methods this path allows',
    tags: [tag],
    parameters: pathParameters(routes[0]!),
    // Answered by the pipeline before any access check: a CORS preflight carries no credential.
    security: [],
    responses: assemble(
      {
        '204': {
          description: 'No body; Allow lists the methods.',
          headers: { Allow: headerRef('Allow'), ...answerIdHeaders() },
        },
      },
      OPTIONS_PROBLEMS,
      context,
    ),
  };
  return item;
}

function assemble(successes: Record<string, ResponseObject>, problems: readonly ProblemType[], context: DocumentContext): ResponsesObject {
  return { ...successes, ...problemResponses(problems, problemHeaders, context.responses, context.schemas) };
}

function problemHeaders(status: number, types: readonly ProblemType[]): HeadersObject {
  return status === 405 ? { Allow: headerRef('Allow'), ...answerIdHeaders() } : { ...challengeHeaders(types), ...answerIdHeaders() };
}

/** Versioned routes are tagged by their first path segment (the collection); the rest are `service`. */
function tagsOf(registry: Registry, routes: readonly RouteDefinition[]): Map<string, string> {
  const tags = new Map<string, string>();
  for (const route of routes) {
    if (route.call === undefined) continue;
    const name = firstSegment(route);
    const call = registry.getCall(route.call);
    if (!tags.has(name) || call.kind === 'resource') tags.set(name, call.summary);
  }
  tags.set(SERVICE_TAG, 'Home, health, problem types and this documentation: routes outside the registry, taking no version_number.');
  return tags;
}

function tagOf(route: RouteDefinition, tags: Map<string, string>): string {
  const name = firstSegment(route);
  return name !== SERVICE_TAG && tags.has(name) ? name : SERVICE_TAG;
}

function firstSegment(route: RouteDefinition): string {
  return route.path.split('/')[1] ?? '';
}

function describeDocument(version: number | undefined): string {
  const scope =
    version === undefined
      ? 'Every version of every call. `/openapi.json?version_number=N` holds only version N.'
      : `Version ${version} of each call that has it; \`/openapi.json\` holds every version.`;
  const marked =
    version === undefined
      ? 'here its request bodies and answers are marked `deprecated`, and in the document of that version its operations are.'
      : 'the operations of a deprecated version are marked `deprecated`.';
  return [
    `${scope} Generated from the registry of calls and the route table; what changed between versions: [/changes](/changes).`,
    '',
    `- **Versions.** Send \`version_number\` in the query (GET, HEAD, DELETE) or the body (POST, PUT, PATCH); \`action\` is optional. A deprecated version keeps working, and its answers carry \`Deprecation\`, \`Link: </changes>; rel="deprecation"\` and, once dated, \`Sunset\`; ${marked}`,
    "- **Formats.** Answers in JSON, XML or HTML: a `.json`, `.xml` or `.html` suffix on the last path segment, else `Accept`. Bodies in JSON, form encoding or XML (the root element's children are the parameters).",
    '- **Override.** `POST` with `_method` (or `X-HTTP-Method-Override`) set to PUT, PATCH or DELETE is handled as that method.',
    '- **Errors.** RFC 9457 problem details; each `type` is a page under `/problems/`. Requests that match no operation get one of `x-fallback-responses`.',
    '- **Access.** Each operation\'s `security` names the scope it needs: `read` (GET, HEAD), `write` (read, and create, update, delete, bulk) or `admin` (write, and keys, users, webhooks). Programs send an API key, `Authorization: Bearer fl_…` (`npm run keys -- create --name NAME --scope read|write|admin` makes one); people sign in at [/session/new](/session/new) and send the `fieldlog_session` cookie. No credential, or one that is not valid: `401` with `WWW-Authenticate: Bearer realm="fieldlog"`; a scope too small: `403`; a page asked for without a session: `303` to sign in. This document describes the default: with `PUBLIC_READ=true` the read operations need no credential, and a server on a loopback address with no key and no person configured (or run with `AUTH=off`) is open.',
    '- **HEAD** is GET without a body, on every GET path.',
  ].join('\n');
}
