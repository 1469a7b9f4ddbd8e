// The losing implementation, kept on purpose (bench/README.md, "Router"): the trie router as first
// written, before the router benchmark settled how a lookup should walk. It splits and decodes the whole
// path into an array of substrings, then recurses through nodes keyed by a Map (hashing every segment,
// ids included); methods sit in a Map per endpoint and a 405 copies its Allow list. On the same table
// and paths it measures 0.93x find-my-way where Router measures 1.8x. (It measured 0.45x in the first
// benchmark, which ran it beside other routers before pattern.ts interned param names.) The
// conformance suite holds it to Router's behaviour and the benchmark still runs it, so the figures
// that decided the design stay reproducible. Do not serve requests with it.
import { assertMethod, listAllowedMethods } from './methods.js';
import { buildPath, parsePattern } from './pattern.js';
import type { ParsedPattern } from './pattern.js';
import type { FindResult, RouteEntry, RouterLike } from './router.js';
import { createNode, insertPattern, matchSegments } from './trie.js';
import type { Endpoint, TrieNode } from './trie.js';

const NOT_FOUND = Object.freeze({ kind: 'not-found' as const });

export class RecursiveRouter<T> implements RouterLike<T> {
  #root: TrieNode<RouteEntry<T>> = createNode();
  #entries: RouteEntry<T>[] = [];
  #named = new Map<string, { entry: RouteEntry<T>; pattern: ParsedPattern }>();
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

// As first written: split, then decodeURIComponent on each segment holding '%'.
function readPathSegments(path: string): string[] | string | undefined {
  if (path.charCodeAt(0) !== SLASH) return undefined;
  const segments: string[] = [];
  if (path.length === 1) return segments;
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
