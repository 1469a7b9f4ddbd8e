import { ProblemError } from '../../contract/problem-error.js';

export type ParameterValue = string | number | boolean | null;

/** Parameters as they arrived, before any checks: the values and the names that came twice. */
export interface ReceivedParameters {
  values: Record<string, ParameterValue>;
  duplicates: string[];
}

/**
 * The parameter names any call takes, each as the string the program itself wrote (V8 interns those).
 * A name cut out of a query string or form body is a new string every request, and storing such a
 * key in a null-prototype (dictionary-mode) object cost a GET about 10 µs of CPU over HTTP, an eighth
 * of its time (bench/README.md, issue 7); the same name looked up here and stored as the program's
 * own string costs nothing measurable. Unknown names are stored as sent.
 */
const KNOWN_NAMES = new Map<string, string>();

/** Makes `names` known (the registry's parameters, at start-up); safe to call more than once. */
export function learnParameterNames(names: Iterable<string>): void {
  for (const name of names) KNOWN_NAMES.set(name, name);
}

learnParameterNames(['version_number', 'action', '_method', '_if_match']);

/**
 * Collects flat parameters from any body or query format. Values live in a null-prototype object, so
 * a key such as `__proto__` is an ordinary (and then unknown) parameter, never a prototype swap; a
 * name sent twice is recorded, never merged or first-wins; past the cap the request is refused, not cut.
 */
export class ParameterBag {
  readonly #values: Record<string, ParameterValue> = Object.create(null);
  // An array, not a Set: almost always empty, and never more than a few names.
  readonly #duplicates: string[] = [];
  readonly #limit: number;
  #count = 0;

  constructor(limit: number) {
    this.#limit = limit;
  }

  add(sent: string, value: ParameterValue): void {
    const name = KNOWN_NAMES.get(sent) ?? sent;
    if (++this.#count > this.#limit) {
      throw new ProblemError('body-shape', `The request carries more than ${this.#limit} parameters; no call takes that many.`, {
        limit: this.#limit,
      });
    }
    if (!(name in this.#values)) this.#values[name] = value;
    else if (!this.#duplicates.includes(name)) this.#duplicates.push(name);
  }

  result(): ReceivedParameters {
    return { values: this.#values, duplicates: this.#duplicates };
  }
}
