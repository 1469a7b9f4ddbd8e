// The contract's number grammar for values that arrive as text (forms, XML, query strings): the JSON
// number grammar of RFC 8259 §6 and nothing more. Number() alone would accept "Infinity", "0x10", " "
// (as 0) and "1_000" is refused only by luck; ajv's coerceTypes inherits the same holes.
// Both patterns are linear (no nested repetition), so text of any length costs one pass.
const DECIMAL = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;
const DIGITS = /^[0-9]+$/;

/**
 * The finite number a decimal string denotes, or undefined when the text is outside the grammar.
 * Text of any length is read, as JSON.parse reads a number token of any length (issue 14: a long
 * string of digits got 422 in a form and 201 in JSON); Number() and JSON.parse round both to the
 * nearest double by the same algorithm. -0 reads as 0 (number-bounds.ts).
 */
export function parseDecimal(text: string): number | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  // "1e400" matches the grammar but overflows to Infinity.
  return Number.isFinite(value) ? value + 0 : undefined;
}

/**
 * A non-negative integer written as plain decimal digits (no sign, exponent or fraction), within
 * what a double holds exactly: "10000000000" reads as 10000000000, as the JSON number does, and
 * "9007199254740993" (which a double cannot hold) is undefined, as JSON's 9007199254740993 is refused.
 */
export function parseDigits(text: string): number | undefined {
  if (!DIGITS.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}
