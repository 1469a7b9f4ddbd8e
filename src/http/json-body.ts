import { ParameterBag } from './parameter-bag.js';
import type { ReceivedParameters } from './parameter-bag.js';
import { ProblemError } from './problem-error.js';

/** The contract's bodies are flat; a little slack lets the shape check name the offending parameter. */
const MAX_DEPTH = 8;

export function parseJsonBody(text: string, limit: number): ReceivedParameters {
  // Measured before JSON.parse: a 100,000-deep document parses, then overflows the stack wherever
  // it is walked recursively (JSON.stringify, ajv, our own error rendering).
  checkDepth(text);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message)?.[1];
    throw new ProblemError('body-malformed', `The JSON body does not parse: ${message}.`, {
      parser: 'json', ...(position === undefined ? {} : { position: Number(position) }),
    });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ProblemError('body-shape', `The JSON body is ${Array.isArray(parsed) ? 'an array' : parsed === null ? 'null' : `a ${typeof parsed}`}; send one object whose members are the parameters.`);
  }
  const bag = new ParameterBag(limit);
  for (const [name, value] of Object.entries(parsed)) {
    if (value !== null && typeof value === 'object') {
      throw new ProblemError('body-shape', `The parameter "${name}" holds ${Array.isArray(value) ? 'an array' : 'an object'}; parameters are plain values (numbers, strings).`, { parameter: name });
    }
    bag.add(name, value as string | number | boolean | null);
  }
  return bag.result();
}

function checkDepth(text: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_DEPTH) {
        throw new ProblemError('body-shape', `The JSON body nests deeper than ${MAX_DEPTH} levels at position ${i}; parameters are flat.`, { position: i });
      }
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
}
