// The confirmation after a form write ("Location … created.") travels from the POST to the page it
// redirects to in a short-lived cookie: the page's URL stays the resource's own, and a reload or a
// shared link does not repeat the message. Only pages read it; the API never sets or reads it.

import { readCookie } from '../input/cookies.js';

const NAME = 'fieldlog_flash';
/** Long enough to follow a 303, short enough that a message never surfaces on a later visit. */
const MAX_AGE_SECONDS = 60;
const MAX_LENGTH = 300;

/** The Set-Cookie value that carries `message` to the next page. */
export function flashCookie(message: string): string {
  // HttpOnly: no script needs it. SameSite=Lax: it follows our own redirect, never a foreign site's request.
  return `${NAME}=${encodeURIComponent(message.slice(0, MAX_LENGTH))}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`;
}

/** The Set-Cookie value that removes the message once a page has shown it. */
export const CLEAR_FLASH_COOKIE = `${NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** The message in a Cookie header, if any; a value that does not decode counts as none. */
export function readFlash(cookieHeader: string | undefined): string | undefined {
  const value = cookieHeader === undefined ? undefined : readCookie(cookieHeader, NAME);
  if (value === undefined) return undefined;
  try {
    const message = decodeURIComponent(value);
    return message === '' ? undefined : message.slice(0, MAX_LENGTH);
  } catch {
    return undefined;
  }
}
