// Method names as the routers see them: validated at registration and listed in a stable Allow order.
// Shared by Router, RecursiveRouter, NaiveRouter and describeRouter so that all agree on both.

// RFC 9110 §9.1: methods are case-sensitive tokens, and every standard one is upper case.
const METHOD = /^[A-Z][A-Z0-9_-]*$/;
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Readable Allow order: the common methods as listed in METHOD_ORDER, then the rest alphabetically. */
export function compareMethods(a: string, b: string): number {
  const rankA = METHOD_ORDER.indexOf(a);
  const rankB = METHOD_ORDER.indexOf(b);
  if (rankA !== rankB) return (rankA === -1 ? METHOD_ORDER.length : rankA) - (rankB === -1 ? METHOD_ORDER.length : rankB);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What an Allow header lists for a pattern: HEAD comes with GET (RFC 9110 §9.3.2), OPTIONS always. */
export function listAllowedMethods(registered: Iterable<string>): string[] {
  const allowed = new Set(registered);
  if (allowed.has('GET')) allowed.add('HEAD');
  allowed.add('OPTIONS');
  return [...allowed].sort(compareMethods);
}

/** Throws a sentence for a method that is not an upper-case token. */
export function assertMethod(method: string): void {
  if (!METHOD.test(method)) {
    throw new Error(`Method "${method}" is not an upper-case method name such as GET or PROPFIND`);
  }
}
