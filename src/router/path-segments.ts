// Raw request path → decoded segments, the straightforward way. Router's walk (walk.ts) never builds
// this array; it reads a path this way only after a miss on a path holding '%', to tell a malformed
// escape (reported with its raw segment) from a plain not-found.
import { decodePercent } from './percent-decoding.js';

const SLASH = 47;

/**
 * Splits a raw request path into decoded segments in one pass. Returns undefined when the path cannot
 * match any route (no leading '/', or an empty segment), and the raw segment when its percent-escape
 * is malformed; whichever comes first from the left wins. Segments are split before decoding, so '%2F'
 * stays inside its segment (RFC 3986 §2.2: an encoded delimiter is data). Bad escapes and invalid
 * UTF-8 (RFC 3986 §2.1, §2.5) are reported, not thrown. One trailing slash is ignored.
 */
export function readPathSegments(path: string): string[] | string | undefined {
  if (path.charCodeAt(0) !== SLASH) return undefined;
  const segments: string[] = [];
  if (path.length === 1) return segments;
  const end = path.charCodeAt(path.length - 1) === SLASH ? path.length - 1 : path.length;
  let start = 1;
  for (;;) {
    const slash = path.indexOf('/', start);
    const stop = slash === -1 ? end : slash;
    if (stop === start) return undefined;
    const raw = path.slice(start, stop);
    const decoded = decodePercent(raw);
    if (decoded === undefined) return raw;
    segments.push(decoded);
    if (stop === end) return segments;
    start = stop + 1;
  }
}
