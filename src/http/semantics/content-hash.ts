// The hash inside every entity tag. A tag only has to tell the states of one resource apart, so it
// needs a wide hash with good spread, not a cryptographic one: @fastify/etag's default is FNV-1a for
// the same reason. SHA-256 through crypto.hash was measured at about 5 µs of CPU per GET by id over
// HTTP (cold OpenSSL code and a crossing into C++ between two socket writes), this at about 2 µs
// (bench/README.md, "GET by id: the tag and the turn"). Someone who can write a resource can craft a
// state with the tag of an earlier one; that only lets their own write be overwritten, or hides
// their own change from a cache, which they could do by writing anyway.

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * 64 bits of `text` as 11 base64url characters: two multiplicative lanes (the mixing of cyrb53)
 * over the text two UTF-16 code units at a time, then a final avalanche. Fixed seeds: a tag must
 * survive a restart.
 */
export function contentHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  const pairs = text.length - 1;
  let i = 0;
  for (; i < pairs; i += 2) {
    const word = text.charCodeAt(i) | (text.charCodeAt(i + 1) << 16);
    h1 = Math.imul(h1 ^ word, 2654435761);
    h2 = Math.imul(h2 ^ word, 1597334677);
  }
  if (i < text.length) {
    const unit = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ unit, 2654435761);
    h2 = Math.imul(h2 ^ unit, 1597334677);
  }
  // The length, so that a trailing unit and a pair ending in U+0000 differ.
  h1 ^= text.length;
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (
    DIGITS[h1 & 63]! +
    DIGITS[(h1 >>> 6) & 63]! +
    DIGITS[(h1 >>> 12) & 63]! +
    DIGITS[(h1 >>> 18) & 63]! +
    DIGITS[(h1 >>> 24) & 63]! +
    DIGITS[((h1 >>> 30) | (h2 << 2)) & 63]! +
    DIGITS[(h2 >>> 4) & 63]! +
    DIGITS[(h2 >>> 10) & 63]! +
    DIGITS[(h2 >>> 16) & 63]! +
    DIGITS[(h2 >>> 22) & 63]! +
    DIGITS[(h2 >>> 28) & 63]!
  );
}
