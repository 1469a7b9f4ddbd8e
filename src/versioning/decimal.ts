// The contract's number grammar for values that arrive as text (forms, XML, query strings): the JSON
// number grammar of RFC 8259 §6 and nothing more. Number() alone would accept "Infinity", "0x10", " "
// (as 0) and "1_000" is refused only by luck; ajv's coerceTypes inherits the same holes.
const DECIMAL = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;
const DIGITS = /^[0-9]{1,9}$/;

/** The finite number a decimal string denotes, or undefined when the text is outside the grammar. */
export function parseDecimal(text: string): number | undefined {
  if (text.length > 64 || !DECIMAL.test(text)) return undefined;
  const value = Number(text);
  // "1e400" matches the grammar but overflows to Infinity.
  return Number.isFinite(value) ? value : undefined;
}

/** A non-negative integer written as plain decimal digits (no sign, exponent or fraction). */
export function parseDigits(text: string): number | undefined {
  return DIGITS.test(text) ? Number(text) : undefined;
}
