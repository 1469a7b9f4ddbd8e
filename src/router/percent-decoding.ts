// decodeURIComponent, in JavaScript. V8's builtin is a call into C++ that costs about as much as a
// whole lookup even for a short segment (bench/README.md, "Router"); this one runs inline with the walk.
// It must accept exactly what decodeURIComponent accepts and return exactly what it returns:
// test/unit/router/percent-decoding.test.ts checks every one- and two-byte escape and the boundaries
// of every longer UTF-8 form against the builtin.

// Hex digit values by char code, -1 for anything else.
const HEX = new Int8Array(128).fill(-1);
for (let digit = 0; digit < 16; digit++) {
  HEX[digit.toString(16).charCodeAt(0)] = digit;
  HEX[digit.toString(16).toUpperCase().charCodeAt(0)] = digit;
}
const PERCENT = 37;

/** The byte written as '%XX' at `at`, or -1 when there is no complete escape there. */
function readByte(text: string, at: number): number {
  if (at + 2 >= text.length) return -1;
  if (text.charCodeAt(at) !== PERCENT) return -1;
  const high = text.charCodeAt(at + 1);
  const low = text.charCodeAt(at + 2);
  if (high > 127 || low > 127) return -1;
  const h = HEX[high] as number;
  const l = HEX[low] as number;
  return h < 0 || l < 0 ? -1 : (h << 4) | l;
}

const inRange = (byte: number, low: number, high: number): boolean => byte >= low && byte <= high;

/**
 * Decodes every percent-escape in `text` as UTF-8, or returns undefined where decodeURIComponent would
 * throw: a '%' without two hex digits, a stray continuation byte, a truncated sequence, or bytes that
 * are not well-formed UTF-8 (RFC 3629 §4: no overlong forms, no surrogates, nothing above U+10FFFF).
 */
export function decodePercent(text: string): string | undefined {
  let at = text.indexOf('%');
  if (at === -1) return text;
  let decoded = '';
  let copied = 0;
  while (at !== -1) {
    decoded += text.slice(copied, at);
    const b0 = readByte(text, at);
    let code: number;
    let next = at + 3;
    if (b0 < 0) return undefined;
    if (b0 < 0x80) {
      code = b0;
    } else if (inRange(b0, 0xc2, 0xdf)) {
      const b1 = readByte(text, next);
      if (!inRange(b1, 0x80, 0xbf)) return undefined;
      code = ((b0 & 0x1f) << 6) | (b1 & 0x3f);
      next += 3;
    } else if (inRange(b0, 0xe0, 0xef)) {
      const b1 = readByte(text, next);
      const b2 = readByte(text, next + 3);
      // E0 would be overlong below A0; ED above 9F would encode a surrogate.
      if (!inRange(b1, b0 === 0xe0 ? 0xa0 : 0x80, b0 === 0xed ? 0x9f : 0xbf) || !inRange(b2, 0x80, 0xbf)) return undefined;
      code = ((b0 & 0x0f) << 12) | ((b1 & 0x3f) << 6) | (b2 & 0x3f);
      next += 6;
    } else if (inRange(b0, 0xf0, 0xf4)) {
      const b1 = readByte(text, next);
      const b2 = readByte(text, next + 3);
      const b3 = readByte(text, next + 6);
      // F0 would be overlong below 90; F4 above 8F would pass U+10FFFF.
      const secondValid = inRange(b1, b0 === 0xf0 ? 0x90 : 0x80, b0 === 0xf4 ? 0x8f : 0xbf);
      if (!secondValid || !inRange(b2, 0x80, 0xbf) || !inRange(b3, 0x80, 0xbf)) return undefined;
      code = ((b0 & 0x07) << 18) | ((b1 & 0x3f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f);
      next += 9;
    } else {
      return undefined;
    }
    decoded += String.fromCodePoint(code);
    copied = next;
    at = text.indexOf('%', next);
  }
  return decoded + text.slice(copied);
}
