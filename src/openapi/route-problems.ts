// Which problems a route can answer with, derived from what the pipeline does (src/http/pipeline/dispatch.ts)
// and the route's kind, so the document lists every status a client can meet and no other.
import type { ProblemType } from '../contract/problems.js';
import type { RouteDefinition } from '../contract/route.js';
import type { Registry } from '../versioning/index.js';
import { accessProblems } from './access.js';
import { findRouteCall, hasPathParameters } from './shape.js';
import { BODY_METHODS } from '../contract/route.js';

const WRITES = new Set(['PUT', 'PATCH', 'DELETE']);

/** POST of a resource call to its collection: the route that creates, answering 201 with Location. */
export function isCreate(route: RouteDefinition, registry: Registry): boolean {
  return route.method === 'POST' && findRouteCall(route, registry)?.kind === 'resource' && !hasPathParameters(route);
}

/** Routes whose answers carry an ETag: one resource, read or written (RFC 9110 §8.8.3). */
export function carriesEtag(route: RouteDefinition, registry: Registry): boolean {
  return findRouteCall(route, registry)?.kind === 'resource';
}

/**
 * What any request can meet before routing: the HTTP parser's refusals (src/http/pipeline/client-error.ts:
 * bytes that are not HTTP/1.1, too slow, headers too large), the head's checks (src/http/guards/message-guard.ts:
 * Host, Expect, transfer and content codings), shutdown (503) and the rate limit (429).
 */
const GUARDED: readonly ProblemType[] = [
  'request-malformed',
  'request-timeout',
  'headers-too-large',
  'host-invalid',
  'expectation-failed',
  'transfer-coding-unsupported',
  'content-encoding-unsupported',
  'service-unavailable',
  'rate-limited',
];
/**
 * Every routed request: the query string is parsed (brackets or too many keys: body-shape), any
 * `_method` outside a POST is refused, Accept may name nothing offered, unknown parameters are 422,
 * and a malformed Idempotency-Key header is refused whatever the route.
 */
const EVERY_ROUTE: readonly ProblemType[] = [
  ...GUARDED,
  'body-shape',
  'override-invalid',
  'not-acceptable',
  'invalid-parameters',
  'idempotency-key-invalid',
  'internal-error',
];
/** POST, PUT, PATCH read a body, and refuse parameters in the query string. */
const BODY: readonly ProblemType[] = ['parameters-in-url', 'body-malformed', 'body-too-large', 'unsupported-media-type'];
const VERSIONED: readonly ProblemType[] = ['version-missing', 'version-invalid', 'version-unsupported', 'action-mismatch'];

/**
 * The problems of one route as reached by `wireMethod` (a POST reaching PUT through `_method` reads a
 * body even though PUT's own route says PUT).
 */
export function routeProblems(route: RouteDefinition, registry: Registry, wireMethod = route.method): ProblemType[] {
  const found = new Set<ProblemType>(EVERY_ROUTE);
  const add = (types: readonly ProblemType[]) => {
    for (const type of types) found.add(type);
  };
  if (BODY_METHODS.has(wireMethod)) add(BODY);
  // A path parameter that is not valid percent-encoding (/locations/%E0) is refused before routing.
  if (hasPathParameters(route)) add(['path-malformed']);
  // A POST may ask through `_method` for a method this path lacks (405); on a path with an id, a POST
  // to /locations/create is answered as a misplaced action word instead (404).
  if (wireMethod === 'POST') add(hasPathParameters(route) ? ['method-not-allowed', 'action-in-path'] : ['method-not-allowed']);
  // A form-encoded POST that a browser says came from another site is refused before routing (403).
  if (wireMethod === 'POST') add(['cross-site-form']);
  const call = findRouteCall(route, registry);
  if (call !== undefined) {
    add(VERSIONED);
    if (call.versions.some((v) => 'cursor' in v.parameters)) add(['cursor-invalid']);
    if (hasPathParameters(route)) add(['resource-not-found']);
    // Writes to one resource honour If-Match; creates honour Idempotency-Key (src/resources/crud.ts).
    if (call.kind === 'resource' && WRITES.has(route.method)) add(['precondition-failed']);
    if (isCreate(route, registry)) add(['idempotency-key-reused']);
  }
  // The access check (INTERFACE.md §8), from the access declared beside the route: 401, and 403 above read.
  add(accessProblems(route.access));
  add(route.problems ?? []);
  return [...found];
}

/**
 * OPTIONS is answered by the pipeline before any handler: 204 with Allow, or these; a CORS preflight
 * from an origin not configured is refused (403).
 */
export const OPTIONS_PROBLEMS: readonly ProblemType[] = [
  ...GUARDED,
  'origin-not-allowed',
  'body-shape',
  'override-invalid',
  'not-acceptable',
  'internal-error',
];

/**
 * Requests that reach no documented operation (an unknown path, a method the path lacks, a path
 * that does not decode) are answered by the pipeline with one of these. The document lists them as
 * `x-fallback-responses`, and the contract tests hold such answers to them.
 */
export const FALLBACK_PROBLEMS: readonly ProblemType[] = [
  ...GUARDED,
  'origin-not-allowed',
  'cross-site-form',
  'path-malformed',
  'body-shape',
  'override-invalid',
  'parameters-in-url',
  'body-malformed',
  'body-too-large',
  'unsupported-media-type',
  'route-not-found',
  'action-in-path',
  'method-not-allowed',
  'not-acceptable',
  'internal-error',
];
