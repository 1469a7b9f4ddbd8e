import { ProblemError } from './problem-error.js';

export type ParameterValue = string | number | boolean | null;

/** Parameters as they arrived, before any checks: the values and the names that came twice. */
export interface ReceivedParameters {
  values: Record<string, ParameterValue>;
  duplicates: string[];
}

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

  add(name: string, value: ParameterValue): void {
    if (++this.#count > this.#limit) {
      throw new ProblemError('body-shape', `The request carries more than ${this.#limit} parameters; no call takes that many.`, { limit: this.#limit });
    }
    if (!(name in this.#values)) this.#values[name] = value;
    else if (!this.#duplicates.includes(name)) this.#duplicates.push(name);
  }

  result(): ReceivedParameters {
    return { values: this.#values, duplicates: this.#duplicates };
  }
}
