// The trie router: paths in, values out. It knows paths and method names, never requests or responses.
// Routes are registered into trie.ts (which checks conflicts) and compiled into walk.ts's lookup nodes
// on the first lookup after a change; every lookup after that walks the raw path in place.
import { listAllowedMethods } from './methods.js';
import { readPathSegments } from './path-segments.js';
import { RouteTable } from './route-table.js';
import type { RouteEntry } from './route-table.js';

export type { RouteEntry } from './route-table.js';
import type { Endpoint } from './trie.js';
import { compileTrie, walkPath } from './walk.js';
import type { WalkNode } from './walk.js';

export type FindResult<T> =
  /** A pattern with params answers a new null-prototype params object each time; one without answers
   *  the same frozen result every time (params frozen and empty), as not-found and 405 answers are. */
  | { kind: 'found'; value: T; params: Record<string, string>; pattern: string; method: string }
  /** `allowed` is frozen and shared by every 405 for the pattern; copy it to change it. */
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

const NOT_FOUND: FindResult<never> = Object.freeze({ kind: 'not-found' as const });

// Shared by every answer for a pattern without params; frozen, so that no caller can fill it for the next.
const NO_PARAMS: Record<string, string> = Object.freeze(Object.create(null));

/** One method registered at one endpoint. */
interface CompiledMethod<T> {
  readonly entry: RouteEntry<T>;
  /** The whole answer, built once and frozen, when the pattern has no params: nothing in it varies. */
  readonly found: FindResult<T> | undefined;
}

/** What a lookup needs at an endpoint, precomputed so that choosing a method allocates nothing. */
interface CompiledEndpoint<T> {
  readonly pattern: string;
  readonly paramNames: readonly string[];
  readonly get: CompiledMethod<T> | undefined;
  /** HEAD if registered, else GET (RFC 9110 §9.3.2: HEAD is GET without the content). */
  readonly head: CompiledMethod<T> | undefined;
  /** Every registered method, parallel to `methods`. */
  readonly methodNames: readonly string[];
  readonly methods: readonly CompiledMethod<T>[];
  /** One frozen 405 answer per pattern: the method asked for is not part of it. */
  readonly notAllowed: FindResult<T>;
  readonly allowed: readonly string[];
}

export class Router<T> implements RouterLike<T> {
  readonly #table = new RouteTable<T>();
  /** Built from #root on the first lookup after an add; undefined while routes are being added. */
  #compiled: WalkNode<CompiledEndpoint<T>> | undefined;
  /** Param values of the current lookup, overwritten by the next (lookups are synchronous). */
  #values: string[] = [];

  add(method: string, pattern: string, value: T, options?: { name?: string }): void {
    this.#table.add(method, pattern, value, options);
    this.#compiled = undefined;
  }

  find(method: string, path: string): FindResult<T> {
    const values = this.#values;
    const endpoint = walkPath(this.#compiled ?? this.#compile(), path, values);
    if (endpoint === undefined) return path.indexOf('%') === -1 ? NOT_FOUND : readMiss(path);
    const chosen = chooseMethod(endpoint, method);
    if (chosen === undefined) return endpoint.notAllowed;
    if (chosen.found !== undefined) return chosen.found;
    // Null prototype: a param named 'constructor' or a value '__proto__' is just data. The names are
    // interned at parsePattern, so each store is a plain dictionary insert.
    const params: Record<string, string> = Object.create(null);
    const names = endpoint.paramNames;
    for (let i = 0; i < names.length; i++) params[names[i] as string] = values[i] as string;
    return { kind: 'found', value: chosen.entry.value, params, pattern: endpoint.pattern, method: chosen.entry.method };
  }

  allowedMethods(path: string): string[] {
    const endpoint = walkPath(this.#compiled ?? this.#compile(), path, this.#values);
    return endpoint === undefined ? [] : [...endpoint.allowed];
  }

  urlFor(name: string, params: Record<string, string> = {}): string {
    return this.#table.urlFor(name, params);
  }

  routes(): RouteEntry<T>[] {
    return this.#table.routes();
  }

  #compile(): WalkNode<CompiledEndpoint<T>> {
    this.#compiled = compileTrie(this.#table.root, compileEndpoint);
    return this.#compiled;
  }
}

// GET and HEAD are most requests. node:http hands over methods as interned strings, one per method, so
// === between two of them is a pointer comparison and a scan of a few names beats hashing into a Map.
function chooseMethod<T>(endpoint: CompiledEndpoint<T>, method: string): CompiledMethod<T> | undefined {
  if (method === 'GET') return endpoint.get;
  if (method === 'HEAD') return endpoint.head;
  const names = endpoint.methodNames;
  for (let i = 0; i < names.length; i++) {
    if (names[i] === method) return endpoint.methods[i];
  }
  return undefined;
}

function compileEndpoint<T>(endpoint: Endpoint<RouteEntry<T>>): CompiledEndpoint<T> {
  const { pattern, paramNames } = endpoint;
  const methods = new Map<string, CompiledMethod<T>>();
  for (const [method, entry] of endpoint.methods) {
    const found: FindResult<T> | undefined =
      paramNames.length > 0
        ? undefined
        : Object.freeze({ kind: 'found', value: entry.value, params: NO_PARAMS, pattern, method: entry.method });
    methods.set(method, { entry, found });
  }
  const get = methods.get('GET');
  const allowed = Object.freeze(listAllowedMethods(endpoint.methods.keys()));
  return {
    pattern,
    paramNames,
    get,
    head: methods.get('HEAD') ?? get,
    methodNames: [...methods.keys()],
    methods: [...methods.values()],
    notAllowed: Object.freeze({ kind: 'method-not-allowed', allowed: allowed as string[], pattern }),
    allowed,
  };
}

// The walk stops at the first segment it cannot use, so a miss on a path holding '%' is read again the
// straightforward way: a malformed escape anywhere (left of any empty segment) makes it malformed-path,
// as a lookup that decodes every segment first would say, whether or not a route could have matched.
function readMiss(path: string): FindResult<never> {
  const segments = readPathSegments(path);
  return typeof segments === 'string' ? { kind: 'malformed-path', segment: segments } : NOT_FOUND;
}
