import { ParameterBag } from './parameter-bag.js';
import type { ReceivedParameters } from './parameter-bag.js';
import { ProblemError } from '../../contract/problem-error.js';

/**
 * application/x-www-form-urlencoded, for bodies and query strings alike (WHATWG URL §5.1). Unlike
 * querystring.parse, nothing is silently dropped past 1,000 keys, and repeated keys are reported.
 */
export function parseFormEncoded(text: string, limit: number, where: 'body' | 'query'): ReceivedParameters {
  const bag = new ParameterBag(limit);
  if (text === '') return bag.result();
  // URLSearchParams decodes every pair before the first can be looked at: 1 MiB of `a=1&` is
  // 260,000 pairs and 25 ms of a blocked event loop. Counting the separators first costs ~1 ms.
  if (countPairs(text, limit) > limit) {
    throw new ProblemError('body-shape', `The ${where} carries more than ${limit} parameters; no call takes that many.`, { limit });
  }
  for (const [name, value] of pairsOf(text)) {
    if (name.includes('[') || name.includes(']')) {
      throw new ProblemError(
        'body-shape',
        `The ${where} key "${clip(name)}" nests parameters with brackets; every parameter is a plain name such as longitude.`,
        { parameter: clip(name) },
      );
    }
    bag.add(name, value);
  }
  return bag.result();
}

/**
 * URLSearchParams's pairs. Text with neither `%` nor `+` decodes to itself, so a plain split gives the
 * same pairs without building the object: most query strings (`version_number=2&limit=50`) are such.
 */
function pairsOf(text: string): Iterable<[string, string]> {
  if (text.includes('%') || text.includes('+')) return new URLSearchParams(text);
  const pairs: [string, string][] = [];
  for (const segment of text.split('&')) {
    if (segment === '') continue;
    const equals = segment.indexOf('=');
    pairs.push(equals === -1 ? [segment, ''] : [segment.slice(0, equals), segment.slice(equals + 1)]);
  }
  return pairs;
}

/** Non-empty `&`-separated segments (URLSearchParams skips empty ones), counting no further than limit + 1. */
function countPairs(text: string, limit: number): number {
  let count = 0;
  let empty = true;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) !== 0x26) empty = false;
    else if (!empty) {
      if (++count > limit) return count;
      empty = true;
    }
  }
  return empty ? count : count + 1;
}

function clip(text: string): string {
  return text.length > 64 ? `${text.slice(0, 64)}…` : text;
}
