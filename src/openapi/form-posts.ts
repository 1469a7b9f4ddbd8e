// A write sent by an HTML form (a POST with a form-encoded body, answered in HTML) gets 303 See
// Other to the page of what was written, instead of 201 or 200 (src/http/pages/page-answers.ts, issue 5).
import type { PathItemObject, ResponseObject } from 'openapi3-ts/oas31';
import type { RouteDefinition } from '../contract/route.js';
import type { Registry } from '../versioning/index.js';
import { answerIdHeaders, headerRef } from './document-context.js';
import { findRouteCall } from './shape.js';

export const SEE_OTHER: ResponseObject = {
  description:
    'After a write from an HTML form (form-encoded body, text/html asked for): the page to show, ' +
    "the resource's own or, after a delete, its collection's. A cookie carries the confirmation to that page.",
  headers: { Location: headerRef('Location'), ...answerIdHeaders() },
};

/** Adds 303 to the POST of a path whose POST writes a resource, itself or through `_method`. */
export function addFormPostAnswer(item: PathItemObject, routes: readonly RouteDefinition[], registry: Registry): void {
  const writes = routes.some((route) => route.method !== 'GET' && findRouteCall(route, registry)?.kind === 'resource');
  if (item.post !== undefined && writes) item.post.responses = { ...item.post.responses, '303': SEE_OTHER };
}
