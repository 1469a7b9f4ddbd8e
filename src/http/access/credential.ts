// What a request presents as its credential (INTERFACE.md §8): an API key in `Authorization: Bearer`,
// or a session id in the `fieldlog_session` cookie. Anything sent in their place that is not exactly
// one well-formed credential is `malformed`, which is answered as an invalid credential: a client
// learns that what it sent does not work, never which part of it was wrong.
import type { IncomingMessage } from 'node:http';
import { readCookie } from '../input/cookies.js';

export const SESSION_COOKIE = 'fieldlog_session';

/**
 * The Set-Cookie value of a session: HttpOnly (no script needs it), SameSite=Lax (it follows our own
 * redirects, never a foreign site's form), Secure when the request came over TLS. An empty id with
 * max-age 0 removes it.
 */
export function sessionCookie(id: string, maxAgeSeconds: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${id}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export type Credential =
  | { kind: 'key'; secret: string }
  | { kind: 'session'; id: string }
  | { kind: 'malformed'; via: 'authorization' | 'cookie' }
  | undefined;

// `fl_` and 43 base64url characters: the 32 random bytes src/storage/api-keys.ts makes.
const KEY = /^fl_[A-Za-z0-9_-]{43}$/;
// RFC 9110 §11.1: the scheme is case-insensitive; one or more spaces before the token.
const BEARER = /^bearer +(\S+) *$/i;
// A session id is 32 random bytes in base64url, like a key without its prefix.
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
const AUTHORIZATION_LENGTH = 13;

/**
 * The request's credential, or undefined when it sends none. Node keeps only the first of repeated
 * Authorization headers in `req.headers`, so they are counted in the raw ones: two keys are refused,
 * not one of them silently chosen.
 */
export function readCredential(req: IncomingMessage): Credential {
  const authorization = req.headers.authorization;
  if (authorization !== undefined) {
    if (!isOnlyAuthorization(req.rawHeaders)) return { kind: 'malformed', via: 'authorization' };
    const secret = BEARER.exec(authorization)?.[1];
    return secret !== undefined && KEY.test(secret) ? { kind: 'key', secret } : { kind: 'malformed', via: 'authorization' };
  }
  const cookie = req.headers.cookie;
  if (cookie === undefined || !cookie.includes(SESSION_COOKIE)) return undefined;
  const id = readCookie(cookie, SESSION_COOKIE);
  if (id === undefined) return undefined;
  return SESSION_ID.test(id) ? { kind: 'session', id } : { kind: 'malformed', via: 'cookie' };
}

/** True when the raw headers hold exactly one Authorization header (of any letter case). */
export function isOnlyAuthorization(raw: readonly string[]): boolean {
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === AUTHORIZATION_LENGTH && name.toLowerCase() === 'authorization') count++;
  }
  return count === 1;
}
