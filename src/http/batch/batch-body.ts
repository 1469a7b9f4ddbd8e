// The body of a batch for bulk ingest (issue 7): a JSON array of items, or NDJSON (one item a line).
// It is split into items in one pass over the text, without building anything, and each item is
// then read by itself like the body of a single create. Splitting first bounds the work: more than
// the item limit is refused at the first item too many, and an item that nests values is refused at
// its first bracket, before JSON.parse builds it (as src/http/input/json-body.ts does for one body).
import { parseJsonBody } from '../input/json-body.js';
import { closingQuote } from '../input/json-strings.js';
import { lineAndColumn, locateSyntaxError, syntaxErrorProblem } from '../input/json-syntax.js';
import { ProblemError } from '../../contract/problem-error.js';

export type BatchFormat = 'json' | 'ndjson';

/** Where one item's text is, [start, end) in the body, and what the one pass over it saw. */
export interface ItemSpan {
  start: number;
  end: number;
  /** NDJSON: the item's line, counted from 1. */
  line: number | undefined;
  /** The names at the item's top level (each ':' outside strings), repeated ones included. */
  members: number;
  /** A bracket below the item's top level (a parameter holding an object or array), or an array item. */
  nested: boolean;
}

/**
 * An item's parameters as JSON.parse built them: a plain object, of which only own properties are
 * read (the Validator copies them into a null-prototype object before it checks anything).
 */
export interface ItemParameters {
  values: Readonly<Record<string, unknown>>;
  /** Names sent more than once; JSON.parse kept the last. */
  duplicates: readonly string[];
}

/** An item read like a single create's body: its parameters, or the problem that stops it there. */
export type ItemReading = ItemParameters | ProblemError;

const NO_DUPLICATES: readonly string[] = Object.freeze([]);

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

const isSpace = (c: number): boolean => c === SPACE || c === LF || c === CR || c === TAB;

/** The first character that is not JSON whitespace (RFC 8259 §2), or the text's length. */
export function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/**
 * The items of a batch, in order. Throws `batch-empty` for none, `batch-too-large` at item
 * `maxItems + 1`, and (JSON) `body-malformed` where the array itself is broken: a JSON array is one
 * JSON text, so a syntax error anywhere in it is the batch's, with its position in the body. An
 * NDJSON line stands alone: a line that does not parse is that item's problem (readItem).
 */
export function splitBatch(text: string, format: BatchFormat, maxItems: number): ItemSpan[] {
  const splitter = splitInSteps(text, format, maxItems);
  for (;;) {
    const step = splitter.next();
    if (step.done === true) return step.value;
  }
}

/** Characters scanned between two steps of splitInSteps: about 30 µs of work. */
const STEP_CHARS = 16 * 1024;

/**
 * splitBatch, one step at a time: each `next()` scans about STEP_CHARS characters, so that a caller
 * can let the event loop run between steps (a 16 MiB body takes some 30 ms to scan).
 */
export function* splitInSteps(text: string, format: BatchFormat, maxItems: number, maxItemBytes = Infinity): Generator<void, ItemSpan[]> {
  const spans = format === 'json' ? yield* splitJsonArray(text, maxItems) : yield* splitLines(text, maxItems, maxItemBytes);
  if (spans.length === 0) {
    throw new ProblemError(
      'batch-empty',
      format === 'json'
        ? 'The JSON array holds no items; send at least one object.'
        : 'The NDJSON body holds no items (blank lines do not count); send at least one line with an object.',
    );
  }
  return spans;
}

function tooMany(maxItems: number): ProblemError {
  return new ProblemError('batch-too-large', `The batch holds more than ${maxItems} items; split it into batches of at most ${maxItems}.`, {
    limit: maxItems,
  });
}

/** NDJSON (application/x-ndjson): one JSON text a line, LF or CRLF; blank lines are skipped. */
function* splitLines(text: string, maxItems: number, maxItemBytes: number): Generator<void, ItemSpan[]> {
  const spans: ItemSpan[] = [];
  let line = 1;
  let from = 0;
  let stepEnd = STEP_CHARS;
  while (from <= text.length) {
    if (from > stepEnd) {
      yield;
      stepEnd = from + STEP_CHARS;
    }
    let next = text.indexOf('\n', from);
    if (next === -1) next = text.length;
    const start = skipSpace(text, from);
    let end = next;
    while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
    if (end > start) {
      if (spans.length === maxItems) throw tooMany(maxItems);
      // A line too long to be an item is refused unread (readItem), so it is not scanned either.
      spans.push(end - start > maxItemBytes ? { start, end, line, members: 0, nested: false } : describeItem(text, start, end, line));
    }
    line++;
    from = next + 1;
  }
  return spans;
}

/** One line's item: its members and whether it nests, counted outside strings. */
function describeItem(text: string, start: number, end: number, line: number): ItemSpan {
  let depth = 0;
  let members = 0;
  let nested = text.charCodeAt(start) === OPEN_BRACKET;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) i = closingQuote(text, i, end);
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (depth > 0) nested = true;
      depth++;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
    else if (c === COLON && depth === 1) members++;
  }
  return { start, end, line, members, nested };
}

/**
 * A JSON array's items by their boundaries: the commas and the closing bracket at depth 1, outside
 * strings; on the way, each item's members and whether it nests. What is inside an item is checked
 * when the item is read.
 */
function* splitJsonArray(text: string, maxItems: number): Generator<void, ItemSpan[]> {
  const spans: ItemSpan[] = [];
  let i = skipSpace(text, 0);
  if (text.charCodeAt(i) !== OPEN_BRACKET) throw malformed(text, i, 'an array expected');
  i++;
  // Depth inside the current item: 0 between items, 1 at an item object's top level.
  let depth = 0;
  let start = -1;
  // Index just past the item's last character that is not whitespace.
  let end = -1;
  let members = 0;
  let nested = false;
  const push = () => {
    if (spans.length === maxItems) throw tooMany(maxItems);
    spans.push({ start, end, line: undefined, members, nested });
    start = -1;
    members = 0;
    nested = false;
  };
  let stepEnd = STEP_CHARS;
  for (; i < text.length; i++) {
    if (i > stepEnd) {
      yield;
      stepEnd = i + STEP_CHARS;
    }
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      if (start === -1) start = i;
      i = closingQuote(text, i, text.length);
      if (i >= text.length) break;
      end = i + 1;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (start === -1) start = i;
      if (depth > 0 || c === OPEN_BRACKET) nested = true;
      depth++;
      end = i + 1;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (depth > 0) {
        depth--;
        end = i + 1;
        continue;
      }
      if (c === CLOSE_BRACE) throw malformed(text, i, 'closing bracket expected');
      if (start === -1 && spans.length > 0) throw malformed(text, i, 'value expected');
      if (start !== -1) push();
      const rest = skipSpace(text, i + 1);
      if (rest < text.length) throw malformed(text, rest, 'end of file expected');
      return spans;
    } else if (c === COMMA && depth === 0) {
      if (start === -1) throw malformed(text, i, 'value expected');
      push();
    } else if (!isSpace(c)) {
      if (c === COLON && depth === 1) members++;
      if (start === -1) start = i;
      end = i + 1;
    }
  }
  throw malformed(text, text.length, 'closing bracket expected');
}

function malformed(text: string, offset: number, what: string): ProblemError {
  return syntaxErrorProblem({ what, offset, ...lineAndColumn(text, offset) });
}

/** The item's value, as JSON.parse built it already or parsed here; the item's problem when it does not parse. */
function itemValue(text: string, span: ItemSpan, index: number, format: BatchFormat, where: string, parsed: unknown): unknown {
  if (parsed !== undefined) return parsed;
  try {
    return JSON.parse(text.slice(span.start, span.end));
  } catch (error) {
    return syntaxProblem(text, span, index, format, where, error);
  }
}

/**
 * One item, read as the body of a single create: a flat object of at most `maxParameters` members,
 * repeated names reported. Anything else is the item's problem, with the words a single create would
 * get, prefixed by where the item is. Throws only for a syntax error inside a JSON array's item,
 * which is the batch's (splitBatch). `parsed` is the item as JSON.parse already built it, if it did.
 */
export function readItem(
  text: string,
  span: ItemSpan,
  index: number,
  format: BatchFormat,
  maxParameters: number,
  parsed?: unknown,
  maxItemBytes = Infinity,
): ItemReading {
  const where = span.line === undefined ? `Item ${index}` : `Item ${index} (line ${span.line})`;
  // An item is the body of one create, so a single body's limit holds for it too; it is refused
  // unread, as such a body is. Each character is at least a byte of UTF-8, so this never refuses
  // an item within the limit.
  if (span.end - span.start > maxItemBytes) {
    return new ProblemError(
      'body-too-large',
      `${where} is ${span.end - span.start} characters long, over the ${maxItemBytes} bytes a single create's body may have; no parameter needs that much.`,
      { limit_bytes: maxItemBytes },
    );
  }
  const first = text.charCodeAt(span.start);
  if (first !== OPEN_BRACE) {
    // An array item is not parsed: it may hold any amount of anything, and is refused either way.
    let kind = 'an array';
    if (first !== OPEN_BRACKET) {
      const value = itemValue(text, span, index, format, where, parsed);
      if (value instanceof ProblemError) return value;
      kind = value === null ? 'null' : `a ${typeof value}`;
    }
    return new ProblemError('body-shape', `${where} is ${kind}; each item is one object whose members are the parameters of a create.`);
  }
  // Nesting or too many members: refused as a single body would be, in the same words, before parsing.
  if (span.nested || span.members > maxParameters) return readAsBody(text, span, format, maxParameters, index, where);
  const value = itemValue(text, span, index, format, where, parsed);
  if (value instanceof ProblemError) return value;
  const values = value as Record<string, unknown>;
  let keys = 0;
  for (const name in values) if (Object.hasOwn(values, name)) keys++;
  // JSON.parse keeps the last of a repeated name; the scan counted every one.
  if (keys !== span.members) return readAsBody(text, span, format, maxParameters, index, where);
  return { values, duplicates: NO_DUPLICATES };
}

/** The item through the single-body parser (src/http/input/json-body.ts): repeated names, and its refusals. */
function readAsBody(text: string, span: ItemSpan, format: BatchFormat, maxParameters: number, index: number, where: string): ItemReading {
  try {
    return parseJsonBody(text.slice(span.start, span.end), maxParameters);
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    if (error.type === 'body-malformed') return syntaxProblem(text, span, index, format, where);
    return new ProblemError(error.type, `${where}: ${error.detail}`, error.extensions);
  }
}

/** The problem of an item that does not parse: its own (NDJSON), or the batch's, thrown (JSON array). */
function syntaxProblem(text: string, span: ItemSpan, index: number, format: BatchFormat, where: string, failure?: unknown): ProblemError {
  const place = locateSyntaxError(text.slice(span.start, span.end), failure) ?? { what: 'value expected', offset: 0 };
  // Positions count in the body, as the client's editor does.
  const position = span.start + place.offset;
  if (format === 'json') {
    const problem = malformed(text, position, place.what);
    throw new ProblemError('body-malformed', `${problem.detail.slice(0, -1)}, in item ${index}.`, problem.extensions);
  }
  const column = position - text.lastIndexOf('\n', position - 1);
  return new ProblemError('body-malformed', `${where} does not parse as JSON: ${place.what} at column ${column}.`, {
    parser: 'json',
    position,
    line: span.line,
    column,
  });
}
