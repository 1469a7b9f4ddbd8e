// The losing implementation, kept on purpose: a linear scan over every route that the conformance
// suite holds to the same behaviour as the trie, and that the router benchmark measures the trie against.
// It is written for obviousness, not speed; do not use it to serve requests.
import { assertMethod, listAllowedMethods } from '../../src/router/methods.js';
import { buildPath, parsePattern } from '../../src/router/pattern.js';
import type { ParsedPattern } from '../../src/router/pattern.js';
import type { FindResult, RouteEntry, RouterLike } from '../../src/router/index.js';

/** One distinct pattern shape with the value registered for each method. */
interface NaiveRoute<T> {
  readonly pattern: ParsedPattern;
  readonly methods: Map<string, RouteEntry<T>>;
}

export class NaiveRouter<T> implements RouterLike<T> {
  #routes: NaiveRoute<T>[] = [];
  #entries: RouteEntry<T>[] = [];

  add(method: string, pattern: string, value: T, options?: { name?: string }): void {
    assertMethod(method);
    const parsed = parsePattern(pattern);
    const name = options?.name;
    if (name === '') throw new Error(`Route ${method} ${pattern} has an empty name; omit the name or give one`);
    const taken = this.#entries.find((entry) => name !== undefined && entry.name === name);
    if (taken !== undefined) throw new Error(`Route name "${name}" is already used by ${taken.method} ${taken.pattern}`);

    for (const route of this.#routes) assertSameParamNames(route.pattern, parsed);
    let route = this.#routes.find((candidate) => sameShape(candidate.pattern, parsed));
    if (route === undefined) {
      route = { pattern: parsed, methods: new Map() };
      this.#routes.push(route);
    }
    const existing = route.methods.get(method);
    if (existing !== undefined) {
      const by = existing.name === undefined ? '' : ` as "${existing.name}"`;
      throw new Error(`Route ${method} ${existing.pattern} is already registered${by}`);
    }
    const entry: RouteEntry<T> = Object.freeze({ method, pattern, name, value });
    route.methods.set(method, entry);
    this.#entries.push(entry);
  }

  find(method: string, path: string): FindResult<T> {
    const segments = splitPath(path);
    if (segments === undefined) return { kind: 'not-found' };
    if (!Array.isArray(segments)) return { kind: 'malformed-path', segment: segments.malformed };
    const route = this.#match(segments);
    if (route === undefined) return { kind: 'not-found' };

    const entry = route.methods.get(method) ?? (method === 'HEAD' ? route.methods.get('GET') : undefined);
    if (entry === undefined) {
      return { kind: 'method-not-allowed', allowed: listAllowedMethods(route.methods.keys()), pattern: route.pattern.source };
    }
    const params: Record<string, string> = Object.create(null);
    route.pattern.segments.forEach((segment, i) => {
      if (segment.kind === 'param') params[segment.name] = segments[i] as string;
    });
    return { kind: 'found', value: entry.value, params, pattern: route.pattern.source, method: entry.method };
  }

  allowedMethods(path: string): string[] {
    const segments = splitPath(path);
    if (!Array.isArray(segments)) return [];
    const route = this.#match(segments);
    return route === undefined ? [] : listAllowedMethods(route.methods.keys());
  }

  urlFor(name: string, params: Record<string, string> = {}): string {
    const entry = this.#entries.find((candidate) => candidate.name === name);
    if (entry === undefined) throw new Error(`No route is named "${name}"`);
    return buildPath(parsePattern(entry.pattern), params);
  }

  routes(): RouteEntry<T>[] {
    return this.#entries.slice();
  }

  // Every route is tried; of those that match, the one whose first static-versus-param difference
  // is static wins. That is the order the trie's depth-first walk visits them in.
  #match(segments: readonly string[]): NaiveRoute<T> | undefined {
    let best: NaiveRoute<T> | undefined;
    for (const route of this.#routes) {
      if (!matches(route.pattern, segments)) continue;
      if (best === undefined || outranks(route.pattern, best.pattern)) best = route;
    }
    return best;
  }
}

function matches(pattern: ParsedPattern, segments: readonly string[]): boolean {
  return (
    pattern.segments.length === segments.length &&
    pattern.segments.every((segment, i) => segment.kind === 'param' || segment.value === segments[i])
  );
}

function outranks(a: ParsedPattern, b: ParsedPattern): boolean {
  for (let i = 0; i < a.segments.length; i++) {
    const kindA = a.segments[i]?.kind;
    if (kindA !== b.segments[i]?.kind) return kindA === 'static';
  }
  return false;
}

function sameShape(a: ParsedPattern, b: ParsedPattern): boolean {
  return a.segments.length === b.segments.length && a.segments.every((segment, i) => sameSegment(segment, b.segments[i]));
}

function sameSegment(a: ParsedPattern['segments'][number], b: ParsedPattern['segments'][number] | undefined): boolean {
  if (a.kind === 'static') return b?.kind === 'static' && a.value === b.value;
  return b?.kind === 'param';
}

// Two patterns that agree up to a parameter must call it by the same name, as one trie position would.
function assertSameParamNames(existing: ParsedPattern, added: ParsedPattern): void {
  const length = Math.min(existing.segments.length, added.segments.length);
  for (let i = 0; i < length; i++) {
    const a = existing.segments[i];
    const b = added.segments[i];
    if (a === undefined || b === undefined || !sameSegment(a, b)) return;
    if (a.kind === 'param' && b.kind === 'param' && a.name !== b.name) {
      throw new Error(
        `Pattern ${added.source} names a parameter :${b.name} where ${existing.source} already names it :${a.name}; use one name at one position`,
      );
    }
  }
}

function splitPath(path: string): string[] | { malformed: string } | undefined {
  if (!path.startsWith('/')) return undefined;
  if (path === '/') return [];
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  const segments: string[] = [];
  for (const raw of trimmed.slice(1).split('/')) {
    if (raw === '') return undefined;
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return { malformed: raw };
    }
  }
  return segments;
}
