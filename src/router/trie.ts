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
