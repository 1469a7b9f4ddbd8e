// The trie router: paths in, values out. It knows paths and method names, never requests or responses.
import { buildPath, parsePattern } from './pattern.js';
import type { ParsedPattern } from './pattern.js';
import { createNode, insertPattern, matchSegments } from './trie.js';
import type { Endpoint, TrieNode } from './trie.js';

export interface RouteEntry<T> {
  method: string;
  pattern: string;
  name: string | undefined;
  value: T;
}

export type FindResult<T> =
  | { kind: 'found'; value: T; params: Record<string, string>; pattern: string; method: string }
  | { kind: 'method-not-allowed'; allowed: string[]; pattern: string }
  | { kind: 'not-found' }
  /** `segment` is the raw, still-encoded segment whose percent-escape failed, e.g. '%E0%A4%A'. */
  | { kind: 'malformed-path'; segment: string };

/** The public surface shared by Router and the naive reference router (the conformance suite's input). */
export interface RouterLike<T> {
  add(method: string, pattern: string, value: T, options?: { name?: string }): void;
  find(method: string, path: string): FindResult<T>;
  allowedMethods(path: string): string[];
  urlFor(name: string, params?: Record<string, string>): string;
  routes(): RouteEntry<T>[];
}

// RFC 9110 §9.1: methods are case-sensitive tokens, and every standard one is upper case.
const METHOD = /^[A-Z][A-Z0-9_-]*$/;
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const NOT_FOUND = Object.freeze({ kind: 'not-found' as const });

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

/** Throws a sentence for a method that is not an upper-case token. Shared with the naive router. */
export function assertMethod(method: string): void {
  if (!METHOD.test(method)) {
    throw new Error(`Method "${method}" is not an upper-case method name such as GET or PROPFIND`);
  }
}

export class Router<T> implements RouterLike<T> {
  #root: TrieNode<RouteEntry<T>> = createNode();
  #entries: RouteEntry<T>[] = [];
  #named = new Map<string, { entry: RouteEntry<T>; pattern: ParsedPattern }>();
  // Precomputed at add so that a 405 or OPTIONS answer only copies a list.
  #allowed = new Map<Endpoint<RouteEntry<T>>, readonly string[]>();

  add(method: string, pattern: string, value: T, options?: { name?: string }): void {
    assertMethod(method);
    const parsed = parsePattern(pattern);
    const name = options?.name;
    if (name !== undefined) {
      if (name === '') throw new Error(`Route ${method} ${pattern} has an empty name; omit the name or give one`);
      const taken = this.#named.get(name);
      if (taken !== undefined) {
        throw new Error(`Route name "${name}" is already used by ${taken.entry.method} ${taken.entry.pattern}`);
      }
    }
    const endpoint = insertPattern(this.#root, parsed);
    const existing = endpoint.methods.get(method);
    if (existing !== undefined) {
      const by = existing.name === undefined ? '' : ` as "${existing.name}"`;
      throw new Error(`Route ${method} ${existing.pattern} is already registered${by}`);
    }
    const entry: RouteEntry<T> = Object.freeze({ method, pattern, name, value });
    endpoint.methods.set(method, entry);
    this.#allowed.set(endpoint, listAllowedMethods(endpoint.methods.keys()));
    this.#entries.push(entry);
    if (name !== undefined) this.#named.set(name, { entry, pattern: parsed });
  }

  find(method: string, path: string): FindResult<T> {
    const segments = readPathSegments(path);
    if (segments === undefined) return NOT_FOUND;
    if (typeof segments === 'string') return { kind: 'malformed-path', segment: segments };
    const endpoint = matchSegments(this.#root, segments);
    if (endpoint === undefined) return NOT_FOUND;

    const entry = endpoint.methods.get(method) ?? (method === 'HEAD' ? endpoint.methods.get('GET') : undefined);
    if (entry === undefined) {
      return { kind: 'method-not-allowed', allowed: [...(this.#allowed.get(endpoint) ?? [])], pattern: endpoint.pattern };
    }
    // Null prototype: a param named 'constructor' or a value '__proto__' is just data.
    const params: Record<string, string> = Object.create(null);
    const { paramNames, paramIndexes } = endpoint;
    for (let i = 0; i < paramNames.length; i++) {
      params[paramNames[i] as string] = segments[paramIndexes[i] as number] as string;
    }
    return { kind: 'found', value: entry.value, params, pattern: endpoint.pattern, method: entry.method };
  }

  allowedMethods(path: string): string[] {
    const segments = readPathSegments(path);
    if (segments === undefined || typeof segments === 'string') return [];
    const endpoint = matchSegments(this.#root, segments);
    return endpoint === undefined ? [] : [...(this.#allowed.get(endpoint) ?? [])];
  }

  urlFor(name: string, params: Record<string, string> = {}): string {
    const route = this.#named.get(name);
    if (route === undefined) throw new Error(`No route is named "${name}"`);
    return buildPath(route.pattern, params);
  }

  routes(): RouteEntry<T>[] {
    return this.#entries.slice();
  }
}

const SLASH = 47;

/**
 * Splits a raw request path into decoded segments in one pass. Returns undefined when the path cannot
 * match any route (no leading '/', or an empty segment), and the raw segment when its percent-escape
 * is malformed. Segments are split before decoding, so '%2F' stays inside its segment (RFC 3986 §2.2:
 * an encoded delimiter is data). decodeURIComponent runs only on segments holding '%'; it rejects bad
 * escapes and invalid UTF-8 (RFC 3986 §2.1, §2.5), which we report instead of throwing.
 */
function readPathSegments(path: string): string[] | string | undefined {
  if (path.charCodeAt(0) !== SLASH) return undefined;
  const segments: string[] = [];
  if (path.length === 1) return segments;
  // One trailing slash is ignored: '/locations/' is '/locations'.
  const end = path.charCodeAt(path.length - 1) === SLASH ? path.length - 1 : path.length;
  let start = 1;
  for (;;) {
    let stop = path.indexOf('/', start);
    if (stop === -1 || stop > end) stop = end;
    if (stop === start) return undefined;
    const raw = path.slice(start, stop);
    if (raw.includes('%')) {
      try {
        segments.push(decodeURIComponent(raw));
      } catch {
        return raw;
      }
    } else {
      segments.push(raw);
    }
    if (stop === end) return segments;
    start = stop + 1;
  }
}
