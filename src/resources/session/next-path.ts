// Where a person goes after signing in: `next`, only when it is a path of this site. Anything a
// browser could read as another origin (`//evil.example`, `/\evil.example`, `https://…`, their
// percent-encoded forms, control characters that browsers strip) becomes `/`: an open redirect
// would let a link to our sign-in page send people anywhere with our name on it.

const BASE = 'http://fieldlog.invalid';
/** Control characters and spaces, which browsers strip or stop at: code points up to 0x20, and 0x7f. */
function hasControlOrSpace(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}
const MAX_LENGTH = 2048;

export function sameSitePath(next: unknown): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > MAX_LENGTH) return '/';
  if (!isPlainPath(next)) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return '/';
  }
  // Checked decoded as well: a server or browser that decodes once more must still see a path.
  if (!isPlainPath(decoded)) return '/';
  const url = new URL(next, BASE);
  if (url.origin !== BASE) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Back to the sign-in form would only ask again.
  return url.pathname === '/session' || url.pathname.startsWith('/session/') ? '/' : path;
}

function isPlainPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !hasControlOrSpace(path);
}
