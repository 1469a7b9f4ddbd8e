// The losing implementation, kept on purpose (bench/README.md, "Router"): the trie router as first
// written, before the router benchmark settled how a lookup should walk. It splits and decodes the whole
// path into an array of substrings, then recurses through nodes keyed by a Map (hashing every segment,
// ids included); methods sit in a Map per endpoint and a 405 copies its Allow list. On the same table
// and paths it measures 0.93x find-my-way where Router measures 1.8x. (It measured 0.45x in the first
// benchmark, which ran it beside other routers before pattern.ts interned param names.) The
// conformance suite holds it to Router's behaviour and the benchmark still runs it, so the figures
// that decided the design stay reproducible. Do not serve requests with it.
import { listAllowedMethods } from '../../src/router/methods.js';
import { RouteTable } from '../../src/router/route-table.js';
import type { FindResult, RouteEntry, RouterLike } from '../../src/router/index.js';
import type { Endpoint, TrieNode } from '../../src/router/trie.js';

const NOT_FOUND = Object.freeze({ kind: 'not-found' as const });

export class RecursiveRouter<T> implements RouterLike<T> {
  readonly #table = new RouteTable<T>();
  #allowed = new Map<Endpoint<RouteEntry<T>>, readonly string[]>();

  add(method: string, pattern: string, value: T, options?: { name?: string }): void {
    const endpoint = this.#table.add(method, pattern, value, options);
    this.#allowed.set(endpoint, listAllowedMethods(endpoint.methods.keys()));
  }

  find(method: string, path: string): FindResult<T> {
    const segments = readPathSegments(path);
    if (segments === undefined) return NOT_FOUND;
    if (typeof segments === 'string') return { kind: 'malformed-path', segment: segments };
    const endpoint = matchSegments(this.#table.root, segments);
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
    const endpoint = matchSegments(this.#table.root, segments);
    return endpoint === undefined ? [] : [...(this.#allowed.get(endpoint) ?? [])];
  }

  urlFor(name: string, params: Record<string, string> = {}): string {
    return this.#table.urlFor(name, params);
  }

  routes(): RouteEntry<T>[] {
    return this.#table.routes();
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

/**
 * The endpoint for decoded `segments`, or undefined. Static children are tried before the param child
 * at every depth, and a static branch that dead-ends deeper falls back to the param branch. Each node
 * sits at one depth, so a lookup visits every node at most once however the branches interleave.
 */
function matchSegments<V>(root: TrieNode<V>, segments: readonly string[]): Endpoint<V> | undefined {
  return matchFrom(root, segments, 0);
}

function matchFrom<V>(node: TrieNode<V>, segments: readonly string[], depth: number): Endpoint<V> | undefined {
  if (depth === segments.length) return node.endpoint;
  const child = node.statics.get(segments[depth] as string);
  if (child !== undefined) {
    const found = matchFrom(child, segments, depth + 1);
    if (found !== undefined) return found;
  }
  return node.param === undefined ? undefined : matchFrom(node.param.child, segments, depth + 1);
}
