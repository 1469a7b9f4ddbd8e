import { parse as parseTolerantly, printParseErrorCode } from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';
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
  } catch {
    throw describeSyntaxError(text);
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

/**
 * V8's JSON.parse message on Node 20 often has no position and quotes the body back; jsonc-parser,
 * run only on this failure path and held to strict JSON, names the first error and its offset.
 */
function describeSyntaxError(text: string): ProblemError {
  const errors: ParseError[] = [];
  parseTolerantly(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first === undefined) return new ProblemError('body-malformed', 'The JSON body does not parse.', { parser: 'json' });
  const before = text.slice(0, first.offset);
  const line = before.split('\n').length;
  const column = first.offset - before.lastIndexOf('\n');
  const what = printParseErrorCode(first.error).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return new ProblemError('body-malformed', `The JSON body does not parse: ${what} at position ${first.offset} (line ${line}, column ${column}).`, {
    parser: 'json', position: first.offset, line, column,
  });
}
