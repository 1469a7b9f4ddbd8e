import { ProblemError } from '../contract/problem-error.js';
import { MissingReferenceError, ReferencedRowError } from '../storage/index.js';
import type { CollectionName, NamedReference, ReferenceReads } from '../storage/index.js';
import type { ParameterError, Registry } from '../versioning/index.js';

/** `unknown-device`: the code of a parameter that names no device (or no row of another collection). */
export function unknownReferenceCode(collection: CollectionName): string {
  return `unknown-${collection.replace(/s$/, '')}`;
}

/** The parameter error of a reference to nothing: the id, and where the existing ones are listed. */
export function unknownReference(reference: NamedReference): ParameterError {
  const { field, collection, id } = reference;
  return {
    parameter: field,
    code: unknownReferenceCode(collection),
    expected: `the id of an existing ${collection.replace(/s$/, '')}`,
    received: id,
    message: `${field} ${JSON.stringify(id.slice(0, 128))} names no ${collection.replace(/s$/, '')}: it does not exist, was deleted, or is the id of something else; GET /${collection} lists them`,
  };
}

/**
 * Where the rows that name a resource are listed: the search of their collection, in the first
 * version that filters by the referencing field (`/locations/search?version_number=3&device=…`).
 */
export function referrersSearch(registry: Registry): (collection: string, field: string, id: string) => string {
  return (collection, field, id) => {
    const search = `${collection.replace(/s$/, '')}-search`;
    const version = registry.calls().some((c) => c.name === search) ? registry.versionsWith(search, field)[0] : undefined;
    return `/${collection}/search?${version === undefined ? '' : `version_number=${version}&`}${field}=${encodeURIComponent(id)}`;
  };
}

/**
 * A refused reference as a client reads it: 422 for a create or update that named nothing, 409 for
 * a delete while other resources name this one, with how many and where to find them.
 */
export function explainReferenceError(
  error: unknown,
  referrersHref: (collection: string, field: string, id: string) => string = (collection, field, id) =>
    `/${collection}/search?${field}=${encodeURIComponent(id)}`,
): never {
  if (error instanceof MissingReferenceError) {
    const errors = error.references.map(unknownReference);
    throw new ProblemError('invalid-parameters', `Nothing was stored: ${errors.map((e) => e.message).join('; ')}.`, { errors });
  }
  if (error instanceof ReferencedRowError) {
    const noun = error.collection.replace(/s$/, '');
    const referrers = error.referrers.map(({ collection, field, count }) => ({
      collection,
      field,
      count,
      href: referrersHref(collection, field, error.id),
    }));
    const total = referrers.reduce((sum, r) => sum + r.count, 0);
    const listed = referrers.map((r) => `${r.count} ${r.count === 1 ? r.collection.replace(/s$/, '') : r.collection} (GET ${r.href})`);
    throw new ProblemError(
      'resource-in-use',
      `${noun[0]!.toUpperCase()}${noun.slice(1)} ${error.id} was not deleted: ${listed.join(' and ')} still ${total === 1 ? 'names' : 'name'} it. Delete those, or change their ${[...new Set(referrers.map((r) => r.field))].join(' and ')} first.`,
      { referrers },
    );
  }
  throw error;
}

/**
 * For a batch of creates: the parameter errors of the items whose references name nothing, by the
 * item's position; one read per referenced collection, whatever the batch's size.
 */
export async function batchReferenceErrors(
  reads: ReferenceReads,
  references: readonly (readonly NamedReference[])[],
): Promise<Map<number, ParameterError[]>> {
  const missing = new Set<string>();
  const targets = new Set(references.flat().map((reference) => reference.collection));
  for (const target of targets) {
    const ids = references
      .flat()
      .filter((r) => r.collection === target)
      .map((r) => r.id);
    for (const id of await reads.missing(target, ids)) missing.add(`${target}\u0000${id}`);
  }
  const errors = new Map<number, ParameterError[]>();
  references.forEach((named, index) => {
    const refused = named.filter((r) => missing.has(`${r.collection}\u0000${r.id}`)).map(unknownReference);
    if (refused.length > 0) errors.set(index, refused);
  });
  return errors;
}
