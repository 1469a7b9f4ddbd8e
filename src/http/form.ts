import { ParameterBag } from './parameter-bag.js';
import type { ReceivedParameters } from './parameter-bag.js';
import { ProblemError } from './problem-error.js';

/**
 * application/x-www-form-urlencoded, for bodies and query strings alike (WHATWG URL §5.1). Unlike
 * querystring.parse, nothing is silently dropped past 1,000 keys, and repeated keys are reported.
 */
export function parseFormEncoded(text: string, limit: number, where: 'body' | 'query'): ReceivedParameters {
  const bag = new ParameterBag(limit);
  if (text === '') return bag.result();
  for (const [name, value] of new URLSearchParams(text)) {
    if (name.includes('[') || name.includes(']')) {
      throw new ProblemError('body-shape', `The ${where} key "${clip(name)}" nests parameters with brackets; every parameter is a plain name such as longitude.`, { parameter: clip(name) });
    }
    bag.add(name, value);
  }
  return bag.result();
}

function clip(text: string): string {
  return text.length > 64 ? `${text.slice(0, 64)}…` : text;
}
