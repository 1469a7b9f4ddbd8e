// Where strict JSON text first goes wrong (issue 14, item 2). The first version ran jsonc-parser over
// the whole text on every failure: about 135 ms a MiB, 1 GB of memory for a broken 15 MiB batch
// item, all in one turn of the event loop. Now the cost is bounded: V8's JSON.parse, which the reader
// has just run and which parses a MiB in a few milliseconds, names the position in its message for
// almost every error; jsonc-parser, which words errors better, runs only on texts of at most
// PRECISE_CHARS; and no text it is given exceeds a body's limit (1 MiB).
import { parse as parseTolerantly, printParseErrorCode } from 'jsonc-parser';
import type { ParseError } from 'jsonc-parser';
import { ProblemError } from '../../contract/problem-error.js';

/** Where strict JSON text first goes wrong, and how, in words ("value expected"). */
export interface SyntaxErrorPlace {
  what: string;
  offset: number;
  line: number;
  column: number;
}

/** Up to this length jsonc-parser finds the error: at most about 2 ms, even for 16 KiB of whitespace. */
const PRECISE_CHARS = 16 * 1024;

/**
 * The first syntax error of `text`, or undefined when it parses. `failure` is what JSON.parse threw
 * for this very text, when the caller has it, which spares parsing again.
 */
export function locateSyntaxError(text: string, failure?: unknown): SyntaxErrorPlace | undefined {
  if (text.length <= PRECISE_CHARS) return locatePrecisely(text);
  let message: string;
  if (failure instanceof SyntaxError) message = failure.message;
  else {
    try {
      JSON.parse(text);
      return undefined;
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
  }
  const place = fromV8Message(text, message);
  return place === undefined ? undefined : { ...place, ...lineAndColumn(text, place.offset) };
}

/** The 1-based line and column of `offset` in `text`, counted without copying the text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

function locatePrecisely(text: string): SyntaxErrorPlace | undefined {
  const errors: ParseError[] = [];
  parseTolerantly(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first === undefined) return undefined;
  const what = printParseErrorCode(first.error)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return { what, offset: first.offset, ...lineAndColumn(text, first.offset) };
}

// V8's messages on Node 20 (src/common/message-template.h): most end "at position N"; an
// unexpected character is instead quoted with up to 10 characters of context on each side.
const AT_POSITION = /^(.*?)(?: in JSON)? at position (\d+)/s;
const UNEXPECTED_TOKEN = /^Unexpected token '(.+?)', (\.\.\.)?"(.*)"(\.\.\.)? is not valid JSON$/s;
const CONTEXT_CHARS = 10;

function fromV8Message(text: string, message: string): { what: string; offset: number } | undefined {
  const positioned = AT_POSITION.exec(message);
  if (positioned !== null) return { what: lowerFirst(positioned[1]!), offset: Math.min(Number(positioned[2]), text.length) };
  if (message.startsWith('Unexpected end of JSON input')) return { what: 'unexpected end of input', offset: text.length };
  const unexpected = UNEXPECTED_TOKEN.exec(message);
  if (unexpected === null) return undefined;
  const [, token, before, context, after] = unexpected as unknown as [string, string, string | undefined, string, string | undefined];
  // The context is text[pos - 10, pos + 10], cut at either end of the text (marked by the dots' absence).
  const offset =
    before === undefined
      ? context.length - CONTEXT_CHARS
      : after === undefined
        ? text.length - context.length + CONTEXT_CHARS
        : text.indexOf(context) + CONTEXT_CHARS;
  if (offset < 0 || !text.startsWith(token, offset)) return undefined;
  return { what: `unexpected character '${token}'`, offset };
}

function lowerFirst(words: string): string {
  return words.charAt(0).toLowerCase() + words.slice(1);
}

/** The 400 body-malformed of a JSON text that goes wrong at `place`, in the words every reader uses. */
export function syntaxErrorProblem(place: SyntaxErrorPlace): ProblemError {
  const { what, offset, line, column } = place;
  return new ProblemError(
    'body-malformed',
    `The JSON body does not parse: ${what} at position ${offset} (line ${line}, column ${column}).`,
    {
      parser: 'json',
      position: offset,
      line,
      column,
    },
  );
}
