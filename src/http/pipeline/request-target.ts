import { randomUUID } from 'node:crypto';

/**
 * Path and query from the raw request target (RFC 9112 §3.2). `new URL(req.url, base)` would read
 * "//locations/abc" as host "locations", so origin-form targets are split by hand; only the rare
 * absolute-form goes through URL.
 */
export function splitTarget(target: string): { path: string; query: string } | undefined {
  if (target.startsWith('/')) {
    const mark = target.indexOf('?');
    return mark === -1 ? { path: target, query: '' } : { path: target.slice(0, mark), query: target.slice(mark + 1) };
  }
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return { path: url.pathname, query: url.search.slice(1) };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Echo a caller's X-Request-Id when it is safe to put in headers, logs and bodies; else make one. */
export function chooseRequestId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
