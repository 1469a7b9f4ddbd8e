import type { RouteDefinition } from '../contract/route.js';
import type { FieldValue, Store } from '../storage/index.js';
import type { Collection } from './collection.js';
import { ProblemError } from '../contract/problem-error.js';
import { namedReferences } from '../storage/index.js';
import { actorOf } from './crud.js';
import { batchReferenceErrors, explainReferenceError } from './references.js';
import { collectionRouteNames } from './route-names.js';

/**
 * Bulk ingest (issue 7) on a collection's create route: POST /{collection} also takes a batch of
 * items. The pipeline (src/http/batch/batch-request.ts) validates each item as a create; this stores
 * the valid ones in one transaction.
 */
export function withBatchIngest(routes: RouteDefinition[], collection: Collection, store: Store): RouteDefinition[] {
  const rows = store.collection(collection.name);
  const base = `/${collection.name}`;
  const createName = collectionRouteNames(collection.call.name).create;
  if (!routes.some((route) => route.name === createName)) {
    throw new Error(`Bulk ingest for ${collection.name} needs the create route "${createName}"`);
  }
  return routes.map((route) =>
    route.name !== createName
      ? route
      : {
          ...route,
          problems: [...(route.problems ?? []), 'batch-empty', 'batch-too-large', 'batch-invalid', 'idempotency-key-unsupported'],
          batch: {
            call: collection.batchCall.name,
            itemCall: collection.call.name,
            collection: base,
            noun: collection.noun,
            store: (items, principal, traceparent) =>
              rows
                .insertMany(items as readonly Record<string, FieldValue>[], actorOf({ principal }), traceparent ?? null)
                .catch(explainReferenceError),
            storedErrors: (items) =>
              batchReferenceErrors(
                store.references,
                items.map(({ values, refused }) =>
                  namedReferences(collection.name, values as Record<string, FieldValue>).filter((r) => !refused.has(r.field)),
                ),
              ),
            refuse: async (items) => {
              const named = items.map((item) => namedReferences(collection.name, item as Record<string, FieldValue>));
              const errors = await batchReferenceErrors(store.references, named);
              return new Map(
                [...errors].map(([position, refused]) => [
                  position,
                  new ProblemError('invalid-parameters', `Not stored: ${refused.map((e) => e.message).join('; ')}.`, { errors: refused }),
                ]),
              );
            },
            location: (id) => `${base}/${encodeURIComponent(id)}`,
          },
        },
  );
}
