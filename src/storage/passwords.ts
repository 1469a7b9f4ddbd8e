// Passwords of people (issue 17): scrypt from node:crypto with a random salt per hash, stored as
// `scrypt$N$r$p$<salt>$<hash>` (base64) so that stronger parameters can come later and old hashes
// still verify. N=2^14, r=8, p=1 takes some 50 ms and 16 MiB here; 2^15 took over 100 ms, too slow for
// a sign-in. The async scrypt runs on libuv's pool, so the event loop serves others meanwhile.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const HASH_BYTES = 32;
// scrypt needs 128·N·r bytes; the default cap (32 MiB) would refuse a hash made with a larger N later.
const MAX_MEMORY = 256 * 1024 * 1024;
const STORED = /^scrypt\$(\d{1,8})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function derive(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error === null ? resolve(key) : reject(error),
    );
  });
}

/** The stored form of a password: a fresh salt, so two people with one password get different hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, HASH_BYTES, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/**
 * Whether `password` is the one `stored` was made from, compared in constant time. A stored string
 * that is not one of ours, or whose parameters are out of bounds (which would cost seconds or
 * gigabytes), is false, never an error: a request must not be able to turn a bad row into a 500.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (match === null) return false;
  const [n, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const salt = Buffer.from(match[4]!, 'base64');
  const expected = Buffer.from(match[5]!, 'base64');
  const powerOfTwo = (n & (n - 1)) === 0;
  if (!powerOfTwo || n < 1024 || n > 1 << 20 || r < 1 || r > 32 || p < 1 || p > 16 || 128 * n * r > MAX_MEMORY) return false;
  // Exactly our length: scrypt's shorter outputs are prefixes of its longer ones, so a hash cut short
  // would otherwise still verify, with fewer bits to guess.
  if (salt.length < SALT_BYTES || expected.length !== HASH_BYTES) return false;
  try {
    return timingSafeEqual(await derive(password, salt, expected.length, { N: n, r, p }), expected);
  } catch {
    return false;
  }
}

// A hash of nothing anyone knows, with today's parameters, for verifyAgainstNothing.
const NOTHING = `scrypt$${N}$${R}$${P}$${randomBytes(SALT_BYTES).toString('base64')}$${randomBytes(HASH_BYTES).toString('base64')}`;

/**
 * Spends the time of a real verifyPassword() and answers false: a sign-in for a name nobody has then
 * takes as long as one with a wrong password, so the time does not tell which names exist.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(password, NOTHING);
  return false;
}
