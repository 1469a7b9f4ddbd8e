// A route pattern such as '/locations/:id/nearby', parsed once at registration. The same parsed form
// drives trie insertion, the naive reference router and urlFor, so all three agree on what a pattern means.

export type PatternSegment = { kind: 'static'; value: string } | { kind: 'param'; name: string };

export interface ParsedPattern {
  /** The pattern as registered, e.g. '/locations/:id/nearby'. */
  readonly source: string;
  /** '/' parses to no segments at all. */
  readonly segments: readonly PatternSegment[];
  /** Parameter names in path order, with the segment index each one occupies (precomputed for find). */
  readonly paramNames: readonly string[];
  readonly paramIndexes: readonly number[];
}

// Names become object keys and appear in OpenAPI path templates ('{id}'), so keep them identifier-like.
const PARAM_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Throws a sentence for any pattern a request could never reach or that two routes could read
 * differently. Example: parsePattern('/locations/:id') → segments [static 'locations', param 'id'].
 */
export function parsePattern(pattern: string): ParsedPattern {
  if (!pattern.startsWith('/')) {
    throw new Error(`Pattern "${pattern}" must start with "/"`);
  }
  const reserved = /[?#]/.exec(pattern);
  if (reserved !== null) {
    throw new Error(
      `Pattern "${pattern}" contains "${reserved[0]}", which starts a query or fragment (RFC 3986 §3.4, §3.5); register the path only`,
    );
  }
  if (pattern === '/') return { source: pattern, segments: [], paramNames: [], paramIndexes: [] };

  const segments: PatternSegment[] = [];
  const paramNames: string[] = [];
  const paramIndexes: number[] = [];
  for (const raw of pattern.slice(1).split('/')) {
    if (raw === '') {
      throw new Error(`Pattern "${pattern}" has an empty segment; remove the doubled or trailing "/"`);
    }
    if (raw.startsWith(':')) {
      const name = raw.slice(1);
      if (!PARAM_NAME.test(name)) {
        throw new Error(
          `Pattern "${pattern}" has the parameter "${raw}"; a name starts with a letter or "_" and holds only letters, digits and "_"`,
        );
      }
      if (paramNames.includes(name)) {
        throw new Error(`Pattern "${pattern}" uses :${name} twice; each parameter needs its own name`);
      }
      paramNames.push(internalize(name));
      paramIndexes.push(segments.length);
      segments.push({ kind: 'param', name });
    } else {
      segments.push({ kind: 'static', value: decodeStatic(pattern, raw) });
    }
  }
  return { source: pattern, segments, paramNames, paramIndexes };
}

// A name cut from the pattern with slice() is a fresh heap string, not V8's interned copy. Used as the
// key of params[name] = value, it sometimes sent every store down V8's slow path: a lookup with one
// param took 4x as long, depending on what else had run in the process (the first router benchmark
// ran several routers in one; bench/README.md, "Router"). Keys from Object.keys are interned.
function internalize(name: string): string {
  return Object.keys({ [name]: true })[0] ?? name;
}

// Lookup compares decoded segments, so a static segment is stored decoded too: '/%6Cocations' and
// '/locations' are the same route, as RFC 3986 §6.2.2.2 says percent-encoded unreserved characters are.
function decodeStatic(pattern: string, raw: string): string {
  let value: string;
  try {
    value = raw.includes('%') ? decodeURIComponent(raw) : raw;
  } catch {
    throw new Error(`Pattern "${pattern}" has a malformed percent-escape in "${raw}" (RFC 3986 §2.1)`);
  }
  if (value === '.' || value === '..') {
    throw new Error(`Pattern "${pattern}" has the dot segment "${raw}", which clients remove before sending (RFC 3986 §5.2.4)`);
  }
  return value;
}

/**
 * Fills a parsed pattern with values, percent-encoding each one so that '/' or ' ' stays inside its
 * segment: buildPath(parsePattern('/locations/:id'), { id: 'a b/c' }) → '/locations/a%20b%2Fc'.
 * Parameters the pattern does not use are ignored.
 */
export function buildPath(pattern: ParsedPattern, params: Readonly<Record<string, string>>): string {
  let path = '';
  for (const segment of pattern.segments) {
    if (segment.kind === 'static') {
      path += `/${encodeURIComponent(segment.value)}`;
      continue;
    }
    // hasOwn, not `in` or indexing: { } would otherwise "have" a value for a param named constructor.
    const value = Object.hasOwn(params, segment.name) ? params[segment.name] : undefined;
    if (typeof value !== 'string') {
      throw new Error(`URL for ${pattern.source} is missing the parameter :${segment.name}`);
    }
    if (value === '' || value === '.' || value === '..') {
      // An empty segment never matches, and RFC 3986 §5.2.4 has clients remove '.' and '..'.
      throw new Error(`URL for ${pattern.source} cannot use "${value}" as :${segment.name}; it would not reach the route`);
    }
    path += `/${encodeURIComponent(value)}`;
  }
  return path === '' ? '/' : path;
}
