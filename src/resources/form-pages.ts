import { ProblemError } from '../contract/problem-error.js';
import { representationTag } from '../http/semantics/conditional.js';
import type { CallContext, RouteDefinition } from '../contract/route.js';
import type { Store } from '../storage/index.js';
import type { Registry } from '../versioning/index.js';
import type { Collection } from './collection.js';
import { represent } from './representation.js';
import { resourceNotFound } from './resource-not-found.js';
import { collectionRouteNames } from './route-names.js';

/**
 * The two routes for people only (INTERFACE.md §3): GET /{collection}/new and
 * /{collection}/{id}/edit. Their handlers find what the form needs; src/pages renders the form.
 * A program asking for JSON or XML gets 406: a form has no meaning there.
 */
export function formPageRoutes(collection: Collection, store: Store, registry: Registry): RouteDefinition[] {
  const { name, call, noun } = collection;
  const rows = store.collection(name);
  const base = `/${name}`;
  const names = collectionRouteNames(call.name);
  return [
    {
      method: 'GET',
      access: 'write',
      path: `${base}/new`,
      name: names.new,
      input: 'none',
      summary: `The form that creates a ${noun.toLowerCase()} (HTML only)`,
      response: { kind: 'raw', mediaTypes: ['text/html'] },
      handler: async (context) => {
        requireHtml(context);
        return { data: null, message: `Fill in the form to create a ${noun.toLowerCase()}.`, links: { collection: base } };
      },
    },
    {
      method: 'GET',
      access: 'write',
      path: `${base}/:id/edit`,
      name: names.edit,
      input: 'none',
      summary: `The form that edits or deletes a ${noun.toLowerCase()} (HTML only)`,
      response: { kind: 'raw', mediaTypes: ['text/html'] },
      problems: ['resource-not-found'],
      handler: async (context) => {
        requireHtml(context);
        const id = context.params.id!;
        const row = await rows.get(id);
        if (row === undefined) {
          throw resourceNotFound(name, noun, id, ', so there is nothing to edit');
        }
        const newest = registry.newest(call.name);
        const data = represent(row, Object.keys(newest.parameters));
        return {
          data,
          message: `Edit ${noun.toLowerCase()} ${id}.`,
          links: { self: `${base}/${encodeURIComponent(id)}`, collection: base },
          // The form sends this back as _if_match, so saving over a change made meanwhile is a 412.
          headers: { ETag: representationTag(data, newest.version, 'html') },
        };
      },
    },
  ];
}

function requireHtml(context: CallContext): void {
  if (context.format === 'html') return;
  throw new ProblemError(
    'not-acceptable',
    `${context.path} is a form for people and answers only text/html; ask for text/html, or use the collection's routes (see /openapi.json) to read and write ${context.format.toUpperCase()}.`,
    { available: ['text/html'] },
  );
}
