import type { ServerResponse } from 'node:http';
import type { CallVersion, Deprecation } from '../../versioning/index.js';

/** Where a deprecated version's clients read what changed and what to use instead. */
export const DEPRECATION_LINK = '</changes>; rel="deprecation"; type="text/html"';

/**
 * The headers of an answer of a deprecated call version (INTERFACE.md §2): Deprecation (RFC 9745, a
 * structured-field date, `@` and seconds since the epoch), Sunset (RFC 8594, an HTTP-date) once an
 * end is set, and a Link to the changes page.
 */
export function deprecationHeaders(deprecated: Deprecation): Record<string, string> {
  const headers: Record<string, string> = {
    Deprecation: `@${Date.parse(`${deprecated.since}T00:00:00Z`) / 1000}`,
    Link: DEPRECATION_LINK,
  };
  if (deprecated.sunset !== undefined) headers.Sunset = new Date(`${deprecated.sunset}T00:00:00Z`).toUTCString();
  return headers;
}

/** Sets them on the response before its head is written, when the version is deprecated. */
export function markDeprecated(res: ServerResponse, version: CallVersion | undefined): void {
  if (version?.deprecated === undefined || res.headersSent) return;
  for (const [name, value] of Object.entries(deprecationHeaders(version.deprecated))) res.setHeader(name, value);
}
