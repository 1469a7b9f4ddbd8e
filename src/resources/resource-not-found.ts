import { ProblemError } from '../contract/problem-error.js';

/**
 * The 404 of a path that names a resource that does not exist, on every route that takes an id (read,
 * write, member routes, the edit form). `purpose` says what could not be done ("so there is nothing to
 * edit"); `hint` adds advice for an id that looks like a mistake (an action word).
 */
export function resourceNotFound(collection: string, noun: string, id: string, purpose = '', hint = ''): ProblemError {
  const shown = id.slice(0, 128);
  return new ProblemError(
    'resource-not-found',
    `No ${noun.toLowerCase()} has id "${shown}"${purpose}. List /${collection} to find current identifiers.${hint}`,
    { collection, id: shown },
  );
}
