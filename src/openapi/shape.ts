// What a route answers with, for the document: the route's own declaration where it has one,
// otherwise derived from its call, so a new registry call with a route is documented with no extra code.
import type { ResponseShape, RouteDefinition } from '../contract/route.js';
import type { Call, Registry } from '../versioning/index.js';

export function hasPathParameters(route: RouteDefinition): boolean {
  return route.path.split('/').some((segment) => segment.startsWith(':'));
}

/** The call of a route, or undefined for routes outside the registry. */
export function findRouteCall(route: RouteDefinition, registry: Registry): Call | undefined {
  return route.call === undefined ? undefined : registry.getCall(route.call);
}

/**
 * A resource call answers with one resource. A query call answers with a list of the resource call
 * its name starts with (`location-list`, `location-search` → `location`), the naming rule every
 * collection's calls follow; a route outside it declares `response`.
 */
export function responseShapeOf(route: RouteDefinition, registry: Registry): ResponseShape {
  if (route.response !== undefined) return route.response;
  const call = findRouteCall(route, registry);
  if (call === undefined) return { kind: 'data', schema: {} };
  if (call.kind === 'resource') return { kind: 'resource', call: call.name };
  const resource = resourceCallFor(call.name, registry);
  if (resource === undefined) return { kind: 'data', schema: {} };
  return { kind: 'list', call: resource.name };
}

function resourceCallFor(queryCall: string, registry: Registry): Call | undefined {
  const words = queryCall.split('-');
  for (let length = words.length - 1; length > 0; length--) {
    const candidate = registry.calls().find((c) => c.name === words.slice(0, length).join('-'));
    if (candidate?.kind === 'resource') return candidate;
  }
  return undefined;
}

/** 201 for creating (POST of a resource call to a collection), 200 otherwise, unless the route says. */
export function successStatusOf(route: RouteDefinition, registry: Registry): number {
  if (route.status !== undefined) return route.status;
  const call = findRouteCall(route, registry);
  return route.method === 'POST' && call?.kind === 'resource' && !hasPathParameters(route) ? 201 : 200;
}

/** Does the route's call page through results? Only then do meta.next_cursor and links.next exist. */
export function isPaginated(route: RouteDefinition, registry: Registry): boolean {
  const call = findRouteCall(route, registry);
  return call !== undefined && call.versions.some((v) => 'cursor' in v.parameters);
}

/** Router pattern to OpenAPI path template: '/locations/:id/nearby' → '/locations/{id}/nearby'. */
export function toTemplate(pattern: string): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}
