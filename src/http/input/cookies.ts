/** The value of one cookie in a Cookie header (RFC 6265 §5.4), trimmed, or undefined; of duplicates, the first. */
export function readCookie(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}
