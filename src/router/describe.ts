// Prints a router's routes as the trie that serves them, for debugging and docs:
//
//   /  GET (home)
//   ├── healthz  GET
//   └── locations  GET (locations), POST
//       ├── latest  GET
//       └── :id  GET (location), DELETE
//
// It rebuilds the trie from routes() instead of reaching into the router, so it works for any
// RouterLike and the Router keeps its state private.
import { compareMethods } from './methods.js';
import { parsePattern } from './pattern.js';
import type { RouteEntry, RouterLike } from './router.js';
import { createNode, insertPattern } from './trie.js';
import type { TrieNode } from './trie.js';

export function describeRouter<T>(router: RouterLike<T>): string {
  const root = createNode<RouteEntry<T>>();
  for (const entry of router.routes()) {
    insertPattern(root, parsePattern(entry.pattern)).methods.set(entry.method, entry);
  }
  const lines = [describeNode('/', root)];
  renderChildren(root, '', lines);
  return `${lines.join('\n')}\n`;
}

// Children print in lookup order: static segments (alphabetically, since registration order never
// decides a match) and then the parameter, which is only tried when no static branch leads to a route.
function renderChildren<T>(node: TrieNode<RouteEntry<T>>, indent: string, lines: string[]): void {
  const children: [string, TrieNode<RouteEntry<T>>][] = [...node.statics].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (node.param !== undefined) children.push([`:${node.param.name}`, node.param.child]);
  children.forEach(([label, child], i) => {
    const last = i === children.length - 1;
    lines.push(indent + (last ? '└── ' : '├── ') + describeNode(label, child));
    renderChildren(child, indent + (last ? '    ' : '│   '), lines);
  });
}

function describeNode<T>(label: string, node: TrieNode<RouteEntry<T>>): string {
  const methods = node.endpoint === undefined ? [] : [...node.endpoint.methods.values()];
  if (methods.length === 0) return label;
  const listed = methods
    .sort((a, b) => compareMethods(a.method, b.method))
    .map((entry) => (entry.name === undefined ? entry.method : `${entry.method} (${entry.name})`));
  return `${label}  ${listed.join(', ')}`;
}
