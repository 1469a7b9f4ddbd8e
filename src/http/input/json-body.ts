import { closingQuote } from './json-strings.js';
import { locateSyntaxError, syntaxErrorProblem } from './json-syntax.js';
import { ParameterBag } from './parameter-bag.js';
import type { ReceivedParameters } from './parameter-bag.js';
import { ProblemError } from '../../contract/problem-error.js';

export function parseJsonBody(text: string, limit: number): ReceivedParameters {
  // Shape and size are judged before JSON.parse builds anything: a 100,000-deep document parses,
  // then overflows the stack wherever it is walked recursively, and a 1 MiB body of 100,000 members
  // or of one array of 500,000 numbers blocks the event loop for 20 to 160 ms while it is built.
  const members = scanMembers(text, limit);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw describeSyntaxError(text, error);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ProblemError(
      'body-shape',
      `The JSON body is ${Array.isArray(parsed) ? 'an array' : parsed === null ? 'null' : `a ${typeof parsed}`}; send one object whose members are the parameters.`,
    );
  }
  const bag = new ParameterBag(limit);
  for (const [name, value] of Object.entries(parsed)) {
    if (value !== null && typeof value === 'object') {
      throw new ProblemError(
        'body-shape',
        `The parameter "${name}" holds ${Array.isArray(value) ? 'an array' : 'an object'}; parameters are plain values (numbers, strings).`,
        { parameter: name },
      );
    }
    bag.add(name, value as string | number | boolean | null);
  }
  // JSON.parse keeps the last of a repeated name silently; like a repeated form key, it is reported.
  if (members.length > Object.keys(parsed).length) {
    const seen = new Set<string>();
    for (const [start, end] of members) {
      const name = JSON.parse(text.slice(start, end)) as string;
      if (seen.has(name)) bag.add(name, (parsed as Record<string, string | number | boolean | null>)[name]!);
      seen.add(name);
    }
  }
  return bag.result();
}

/**
 * One pass over the text before it is parsed: refuses an array body and any nested value (the
 * contract's parameters are flat) at its first bracket, and more than `limit` members at the first
 * one too many; returns where each top-level member name is (the string before a ':' at depth 1),
 * so that repeated names can be found.
 */
function scanMembers(text: string, limit: number): [start: number, end: number][] {
  const names: [number, number][] = [];
  if (text.trimStart().startsWith('[')) {
    throw new ProblemError(
      'body-shape',
      'The JSON body is an array; send one object whose members are the parameters, or send the array as a batch with version_number in the query string (POST /{collection}?version_number=N).',
      { position: text.indexOf('[') },
    );
  }
  let depth = 0;
  let lastString: [number, number] | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const close = closingQuote(text, i, text.length);
      if (depth === 1) lastString = [i, close + 1];
      i = close;
    } else if (c === 0x3a) {
      if (depth === 1 && lastString !== undefined && names.push(lastString) > limit) {
        throw new ProblemError('body-shape', `The request carries more than ${limit} parameters; no call takes that many.`, { limit });
      }
      lastString = undefined;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > 1) throw nestedValue(text, names[names.length - 1], c === 0x5b, i);
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return names;
}

function nestedValue(text: string, name: [number, number] | undefined, array: boolean, position: number): ProblemError {
  let parameter: string | undefined;
  try {
    parameter = name === undefined ? undefined : String(JSON.parse(text.slice(name[0], name[1]))).slice(0, 64);
  } catch {
    // A name with a broken escape: the position still says where.
  }
  const what = array ? 'an array' : 'an object';
  return parameter === undefined
    ? new ProblemError(
        'body-shape',
        `The JSON body nests ${what} at position ${position}; parameters are plain values (numbers, strings).`,
        { position },
      )
    : new ProblemError(
        'body-shape',
        `The parameter "${parameter}" holds ${what} (position ${position}); parameters are plain values (numbers, strings).`,
        { parameter, position },
      );
}

function describeSyntaxError(text: string, failure: unknown): ProblemError {
  const place = locateSyntaxError(text, failure);
  if (place === undefined) return new ProblemError('body-malformed', 'The JSON body does not parse.', { parser: 'json' });
  return syntaxErrorProblem(place);
}
