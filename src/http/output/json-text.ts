// JSON text of strings and flat records, exactly as JSON.stringify writes it, without calling it for
// the common case. On Node 20 every JSON.stringify call pays a set-up (a string builder, a toJSON
// lookup along the prototype chain of each object, a finishing copy) that outweighs the few dozen
// characters of a row, a request id or a link: the five calls of a GET by id were 12% of the
// instructions its request ran under callgrind (bench/README.md, "GET by id: JSON without
// JSON.stringify"). A string with nothing to escape is its text between quotes; anything else, and
// every value that is not a string, finite number, boolean or null, is left to JSON.stringify.

/** JSON.stringify(text). */
export function jsonString(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Controls, the quote and the backslash are escaped; a surrogate may be a lone one, which
    // well-formed JSON.stringify escapes too. JSON.stringify decides for all of them.
    if (code < 0x20 || code === 0x22 || code === 0x5c || (code >= 0xd800 && code <= 0xdfff)) return JSON.stringify(text);
  }
  return `"${text}"`;
}

/** JSON.stringify(value) for a value that is not undefined, a function or a symbol (which it omits). */
export function jsonValue(value: unknown): string {
  if (typeof value === 'string') return jsonString(value);
  // Number to string is the same algorithm in both (ECMA-262 Number::toString); -0 writes 0.
  if (typeof value === 'number') return Number.isFinite(value) ? `${value}` : 'null';
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value);
}

/**
 * JSON.stringify(record) for a plain object without a toJSON of its own (meta, links): its own
 * enumerable members in their order, those JSON omits left out.
 */
export function jsonRecord(record: Readonly<Record<string, unknown>>): string {
  let text = '{';
  for (const name of Object.keys(record)) {
    const value = record[name];
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    text += `${text.length === 1 ? '' : ','}${jsonString(name)}:${jsonValue(value)}`;
  }
  return `${text}}`;
}
