// The lookup form of the trie, and the walk that serves every request. trie.ts keeps the registration
// tree (conflict checks, describeRouter); compileTrie copies it into WalkNodes once routes stop changing.
// No HTTP here either: an endpoint is whatever the router compiled for it.
//
// Why it looks like this (bench/README.md, "Router", has the profile): the first trie split every path
// into an array of decoded substrings, looked each one up in a Map, recursed, and only then matched.
// walkPath reads the raw path in place instead: a static child is found by comparing its key's
// character codes at the current offset (no substring, no hash), only a param value is copied out, and
// only a segment holding '%' is cut and decoded. Backtracking is a small explicit stack, pushed only
// where a static child and a param meet.
import { decodePercent } from './percent-decoding.js';
import type { Endpoint, TrieNode } from './trie.js';

/** Above this many static children a node looks a segment up in a Map (one substring, one hash). */
const MAP_THRESHOLD = 16;
const SLASH = 47;

export class WalkNode<P> {
  /** The length of the static key that leads here (raw and decoded are the same for a raw match). */
  readonly keyLength: number;
  /** Every static child by its decoded segment, for a segment holding '%'; a Map past MAP_THRESHOLD. */
  readonly keys: string[] = [];
  readonly children: WalkNode<P>[] = [];
  byKey: Map<string, WalkNode<P>> | undefined = undefined;
  /**
   * The static children a raw segment can equal character for character (keys holding neither '%'
   * nor '/'), as parallel arrays of each key's character codes and first code; or, past MAP_THRESHOLD
   * of them, rawByKey.
   */
  readonly rawCodes: number[][] = [];
  readonly rawFirsts: number[] = [];
  readonly rawChildren: WalkNode<P>[] = [];
  rawByKey: Map<string, WalkNode<P>> | undefined = undefined;
  param: WalkNode<P> | undefined = undefined;
  endpoint: P | undefined = undefined;

  constructor(keyLength: number) {
    this.keyLength = keyLength;
  }
}

/** Copies a registration trie into lookup nodes, compiling each endpoint once. */
export function compileTrie<V, P>(root: TrieNode<V>, compileEndpoint: (endpoint: Endpoint<V>) => P): WalkNode<P> {
  return compileNode(root, compileEndpoint, 0);
}

function compileNode<V, P>(node: TrieNode<V>, compileEndpoint: (endpoint: Endpoint<V>) => P, keyLength: number): WalkNode<P> {
  const compiled = new WalkNode<P>(keyLength);
  const rawKeys: string[] = [];
  for (const [key, child] of node.statics) {
    const compiledChild = compileNode(child, compileEndpoint, key.length);
    compiled.keys.push(key);
    compiled.children.push(compiledChild);
    // A raw segment holds no '/', and one holding '%' is decoded first: such keys only match decoded.
    if (!key.includes('%') && !key.includes('/')) {
      rawKeys.push(key);
      compiled.rawCodes.push(Array.from(key, (char) => char.charCodeAt(0)));
      compiled.rawFirsts.push(key.charCodeAt(0));
      compiled.rawChildren.push(compiledChild);
    }
  }
  if (compiled.keys.length > MAP_THRESHOLD) {
    compiled.byKey = new Map(compiled.keys.map((key, i) => [key, compiled.children[i] as WalkNode<P>]));
  }
  if (rawKeys.length > MAP_THRESHOLD) {
    compiled.rawByKey = new Map(rawKeys.map((key, i) => [key, compiled.rawChildren[i] as WalkNode<P>]));
  }
  if (node.param !== undefined) compiled.param = compileNode(node.param.child, compileEndpoint, 0);
  if (node.endpoint !== undefined) compiled.endpoint = compileEndpoint(node.endpoint);
  return compiled;
}

// Backtracking scratch, one entry per static branch taken where a param sibling waits. Lookups are
// synchronous and never nest, so one set serves every router without allocating per lookup.
const pendingNodes: WalkNode<unknown>[] = [];
const pendingStarts: number[] = [];
const pendingCounts: number[] = [];
/** The decoded segment when the static branch matched one holding '%', else undefined. */
const pendingDecoded: (string | undefined)[] = [];
const UNKNOWN = -2;

/**
 * The endpoint for a raw request path, with its param values (decoded) written to values[0..] in path
 * order, or undefined. The rules of readPathSegments + matchSegments, without building either's
 * array: one trailing slash ignored, an empty segment or a malformed escape matches nothing (the
 * router tells malformed from not-found on that slow path), a segment is decoded only when it holds
 * '%' ('%2F' stays inside it), static children beat the param at every depth, and a static branch that
 * dead-ends deeper falls back to that param.
 */
export function walkPath<P>(root: WalkNode<P>, path: string, values: string[]): P | undefined {
  if (path.charCodeAt(0) !== SLASH) return undefined;
  const length = path.length;
  if (length === 1) return root.endpoint;
  const end = path.charCodeAt(length - 1) === SLASH ? length - 1 : length;
  let node = root;
  let start = 1;
  let count = 0;
  let pending = 0;
  // The path's first '%', looked for only when a segment matches no raw key: a path of static
  // segments is never scanned for it, and a path without one never decodes.
  let percent = UNKNOWN;
  for (;;) {
    if (start > end) {
      if (node.endpoint !== undefined) return node.endpoint;
    } else {
      const child = rawStaticChild(node, path, start, end);
      if (child !== undefined) {
        if (node.param !== undefined) savePending(pending++, node.param, start, count, undefined);
        node = child;
        start += child.keyLength + 1;
        continue;
      }
      if (percent === UNKNOWN) percent = path.indexOf('%', start);
      if (node.param !== undefined || percent !== -1) {
        const slash = path.indexOf('/', start);
        const stop = slash === -1 ? end : slash;
        if (stop === start) return undefined;
        let decoded: string | undefined;
        if (percent !== -1 && percent < stop && holdsPercent(path, start, stop)) {
          decoded = decodePercent(path.slice(start, stop));
          if (decoded === undefined) return undefined;
          // '%6Cocations' is the static segment 'locations'.
          const decodedChild = decodedStaticChild(node, decoded);
          if (decodedChild !== undefined) {
            if (node.param !== undefined) savePending(pending++, node.param, start, count, decoded);
            node = decodedChild;
            start = stop + 1;
            continue;
          }
        }
        if (node.param !== undefined) {
          values[count++] = decoded ?? path.slice(start, stop);
          node = node.param;
          start = stop + 1;
          continue;
        }
      }
    }
    // Dead end: take the param sibling of the deepest static branch taken, as depth-first order would.
    if (pending === 0) return undefined;
    pending--;
    node = pendingNodes[pending] as WalkNode<P>;
    start = pendingStarts[pending] as number;
    count = pendingCounts[pending] as number;
    const slash = path.indexOf('/', start);
    const stop = slash === -1 ? end : slash;
    values[count++] = pendingDecoded[pending] ?? path.slice(start, stop);
    start = stop + 1;
  }
}

function savePending(index: number, param: WalkNode<unknown>, start: number, count: number, decoded: string | undefined): void {
  pendingNodes[index] = param;
  pendingStarts[index] = start;
  pendingCounts[index] = count;
  pendingDecoded[index] = decoded;
}

// A decoded segment is a rope of the pieces decodePercent joined; comparing lengths first spares
// flattening it for keys it cannot equal, and hashing it at all on a small node.
function decodedStaticChild<P>(node: WalkNode<P>, segment: string): WalkNode<P> | undefined {
  if (node.byKey !== undefined) return node.byKey.get(segment);
  const keys = node.keys;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (key.length === segment.length && key === segment) return node.children[i];
  }
  return undefined;
}

function holdsPercent(path: string, start: number, stop: number): boolean {
  const at = path.indexOf('%', start);
  return at !== -1 && at < stop;
}

/**
 * The static child whose key is the segment at `start`. A node has a handful of static children, so
 * comparing character codes in place beats cutting a substring and hashing it; the first character
 * and the segment's end rule out almost every key before the loop runs. The codes are numbers rather
 * than the key string: one charCodeAt per character instead of two (8% of a lookup on the benchmark).
 */
function rawStaticChild<P>(node: WalkNode<P>, path: string, start: number, end: number): WalkNode<P> | undefined {
  if (node.rawByKey !== undefined) {
    const slash = path.indexOf('/', start);
    return node.rawByKey.get(path.slice(start, slash === -1 ? end : slash));
  }
  const firsts = node.rawFirsts;
  const first = path.charCodeAt(start);
  for (let i = 0; i < firsts.length; i++) {
    if (firsts[i] !== first) continue;
    const codes = node.rawCodes[i] as number[];
    const stop = start + codes.length;
    if (stop > end || (stop < end && path.charCodeAt(stop) !== SLASH)) continue;
    let at = 1;
    while (at < codes.length && path.charCodeAt(start + at) === codes[at]) at++;
    if (at === codes.length) return node.rawChildren[i];
  }
  return undefined;
}
