import { assertMethod } from './methods.js';
import { buildPath, parsePattern } from './pattern.js';
import type { ParsedPattern } from './pattern.js';
import { createNode, insertPattern } from './trie.js';
import type { Endpoint, TrieNode } from './trie.js';

export interface RouteEntry<T> {
  method: string;
  pattern: string;
  name: string | undefined;
  value: T;
}

/**
 * The registered routes, whatever walks them: the trie of patterns (trie.ts checks conflicts), every
 * entry in order, and the named ones for urlFor. Router and the kept RecursiveRouter differ only in
 * how they look a path up, so both register here.
 */
export class RouteTable<T> {
  readonly root: TrieNode<RouteEntry<T>> = createNode();
  readonly #entries: RouteEntry<T>[] = [];
  readonly #named = new Map<string, { entry: RouteEntry<T>; pattern: ParsedPattern }>();

  /** Registers one route; throws a sentence for a bad method, a taken name or a taken (method, pattern). */
  add(method: string, pattern: string, value: T, options?: { name?: string }): Endpoint<RouteEntry<T>> {
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
    const endpoint = insertPattern(this.root, parsed);
    const existing = endpoint.methods.get(method);
    if (existing !== undefined) {
      const by = existing.name === undefined ? '' : ` as "${existing.name}"`;
      throw new Error(`Route ${method} ${existing.pattern} is already registered${by}`);
    }
    const entry: RouteEntry<T> = Object.freeze({ method, pattern, name, value });
    endpoint.methods.set(method, entry);
    this.#entries.push(entry);
    if (name !== undefined) this.#named.set(name, { entry, pattern: parsed });
    return endpoint;
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
