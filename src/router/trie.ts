// Plain trie nodes keyed by decoded path segment. No HTTP here: the value table is keyed by whatever
// string the caller calls a method, and the router decides what HEAD, OPTIONS and 405 mean.
import type { ParsedPattern } from './pattern.js';

/** The end of a registered pattern: where lookup stops and a method picks the value. */
export interface Endpoint<V> {
  /** The first pattern registered at this node ('/a%20b' and '/a b' share a node). */
  readonly pattern: string;
  readonly paramNames: readonly string[];
  readonly paramIndexes: readonly number[];
  readonly methods: Map<string, V>;
}

export interface ParamEdge<V> {
  readonly name: string;
  /** The pattern that introduced this parameter, for the conflict message. */
  readonly declaredBy: string;
  readonly child: TrieNode<V>;
}

export interface TrieNode<V> {
  readonly statics: Map<string, TrieNode<V>>;
  param: ParamEdge<V> | undefined;
  endpoint: Endpoint<V> | undefined;
}

export function createNode<V>(): TrieNode<V> {
  return { statics: new Map(), param: undefined, endpoint: undefined };
}

/**
 * Walks (creating nodes as needed) to the node for `pattern` and returns its endpoint. Conflicts are
 * found on nodes that already exist, before any node is created, so a throw leaves the trie unchanged.
 */
export function insertPattern<V>(root: TrieNode<V>, pattern: ParsedPattern): Endpoint<V> {
  let node = root;
  for (const segment of pattern.segments) {
    if (segment.kind === 'static') {
      let child = node.statics.get(segment.value);
      if (child === undefined) {
        child = createNode<V>();
        node.statics.set(segment.value, child);
      }
      node = child;
      continue;
    }
    if (node.param === undefined) {
      node.param = { name: segment.name, declaredBy: pattern.source, child: createNode<V>() };
    } else if (node.param.name !== segment.name) {
      // One position, one name: otherwise params would depend on which route happened to match.
      throw new Error(
        `Pattern ${pattern.source} names a parameter :${segment.name} where ${node.param.declaredBy} already names it :${node.param.name}; use one name at one position`,
      );
    }
    node = node.param.child;
  }
  node.endpoint ??= {
    pattern: pattern.source,
    paramNames: pattern.paramNames,
    paramIndexes: pattern.paramIndexes,
    methods: new Map(),
  };
  return node.endpoint;
}

/**
 * The endpoint for decoded `segments`, or undefined. Static children are tried before the param child
 * at every depth, and a static branch that dead-ends deeper falls back to the param branch. Each node
 * sits at one depth, so a lookup visits every node at most once however the branches interleave.
 */
export function matchSegments<V>(root: TrieNode<V>, segments: readonly string[]): Endpoint<V> | undefined {
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
