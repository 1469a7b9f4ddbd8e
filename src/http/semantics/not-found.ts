import { ProblemError } from '../../contract/problem-error.js';

// Words that name an action; the method says that in this interface, so a path holding one is
// answered with the method-and-path that does it.
const ACTION_WORDS: Record<string, (collection: string, id: string | undefined) => string> = {
  delete: (c, id) => `DELETE /${c}/${id ?? '{id}'}`,
  remove: (c, id) => `DELETE /${c}/${id ?? '{id}'}`,
  destroy: (c, id) => `DELETE /${c}/${id ?? '{id}'}`,
  update: (c, id) => `PUT or PATCH /${c}/${id ?? '{id}'}`,
  modify: (c, id) => `PUT or PATCH /${c}/${id ?? '{id}'}`,
  edit: (c, id) => `PUT or PATCH /${c}/${id ?? '{id}'} (the HTML form is GET /${c}/${id ?? '{id}'}/edit)`,
  create: (c) => `POST /${c}`,
  add: (c) => `POST /${c}`,
  insert: (c) => `POST /${c}`,
  show: (c, id) => `GET /${c}/${id ?? '{id}'}`,
  get: (c, id) => `GET /${c}/${id ?? '{id}'}`,
  view: (c, id) => `GET /${c}/${id ?? '{id}'}`,
  read: (c, id) => `GET /${c}/${id ?? '{id}'}`,
  list: (c) => `GET /${c}`,
  index: (c) => `GET /${c}`,
};

/** Does the route need an explanation beyond "not found"? Returns the problem to answer with. */
export function explainMissingRoute(path: string, collections: readonly string[]): ProblemError {
  const segments = path
    .split('/')
    .filter((s) => s !== '')
    .map(safeDecode);
  const collection = segments.find((s) => collections.includes(s));
  const word = segments.find((s) => Object.hasOwn(ACTION_WORDS, s.toLowerCase()));
  if (collection !== undefined && word !== undefined) {
    const id = segments.find((s) => s !== collection && s !== word);
    const instead = ACTION_WORDS[word.toLowerCase()]!(collection, id === undefined ? undefined : encodeURIComponent(id));
    return new ProblemError(
      'action-in-path',
      `${path.slice(0, 200)} puts the action "${word}" in the path. Send ${instead} instead: the method is the action.`,
      { instead },
    );
  }
  const first = segments[0];
  const detail =
    first !== undefined && !collections.includes(first)
      ? `There is no collection "${first.slice(0, 64)}". The collections are ${collections.join(' and ')}.`
      : `No route matches ${path.slice(0, 200)}. The collections are ${collections.join(' and ')}; the API document is /openapi.json.`;
  return new ProblemError('route-not-found', detail, { collections: [...collections] });
}

/** When an identifier is an action word, the likely mistake is the same: say what does it. */
export function actionWordHint(collection: string, id: string): string {
  // hasOwn: an id such as __proto__ or constructor must not find Object.prototype's members.
  const explain = Object.hasOwn(ACTION_WORDS, id.toLowerCase()) ? ACTION_WORDS[id.toLowerCase()] : undefined;
  return explain === undefined ? '' : ` Paths name things, not actions: to ${id.toLowerCase()}, send ${explain(collection, undefined)}.`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
