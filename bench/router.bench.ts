// Router lookups: our trie against find-my-way and the naive reference router, on the same route
// table and the same raw request paths. Also shows that the trie's cost follows path depth, not the
// number of routes: the same paths are looked up with 20 and with 2,000 extra collections registered.
import FindMyWay from 'find-my-way';
import { NaiveRouter } from '../src/router/naive-router.js';
import { Router } from '../src/router/router.js';
import type { RouterLike } from '../src/router/router.js';
import { ROUTES, SCENARIOS } from './scenarios.js';

const ROUNDS = 7;
const LOOKUPS = 200_000;

type Lookup = (method: string, path: string) => unknown;

function extraRoutes(count: number): [string, string][] {
  const routes: [string, string][] = [];
  for (let i = 0; i < count; i++) {
    routes.push(['GET', `/extra${i}`], ['GET', `/extra${i}/:id`], ['GET', `/extra${i}/:id/children`]);
  }
  return routes;
}

function ours(router: RouterLike<string>, extra: number): Lookup {
  for (const [method, path] of [...ROUTES, ...extraRoutes(extra)]) router.add(method, path, `${method} ${path}`);
  return (method, path) => router.find(method, path);
}

function findMyWay(extra: number): Lookup {
  const router = FindMyWay({ ignoreTrailingSlash: true });
  for (const [method, path] of [...ROUTES, ...extraRoutes(extra)]) router.on(method as 'GET', path, () => undefined);
  // sanitise + find: what a request pays for (percent-decoding, query split).
  return (method, path) => router.find(method as 'GET', path);
}

function measure(lookup: Lookup, paths: readonly (readonly [string, string])[]): number {
  let sink = 0;
  const started = process.hrtime.bigint();
  for (let i = 0; i < LOOKUPS; i++) {
    const [method, path] = paths[i % paths.length]!;
    if (lookup(method, path) !== undefined) sink++;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (sink < 0) throw new Error('unreachable');
  return LOOKUPS / seconds;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const contenders: Record<string, Lookup> = {
  'trie (ours)': ours(new Router<string>(), 0),
  'find-my-way': findMyWay(0),
  'naive reference': ours(new NaiveRouter<string>(), 0),
  'trie, +2,000 collections': ours(new Router<string>(), 2000),
  'find-my-way, +2,000 collections': findMyWay(2000),
};

const allPaths = SCENARIOS.flatMap((s) => s.requests);
const rows: [string, number, number, number][] = [];
for (const [name, lookup] of Object.entries(contenders)) {
  measure(lookup, allPaths); // warm-up
  const samples = Array.from({ length: ROUNDS }, () => measure(lookup, allPaths));
  rows.push([name, median(samples), Math.min(...samples), Math.max(...samples)]);
}
const baseline = rows.find(([name]) => name === 'find-my-way')![1];
process.stdout.write(`${LOOKUPS.toLocaleString('en')} lookups per round over ${allPaths.length} raw paths (${SCENARIOS.map((s) => s.name).join(', ')}); median of ${ROUNDS} rounds\n\n`);
process.stdout.write('| router | lookups/s (median) | min | max | ratio to find-my-way |\n|---|---|---|---|---|\n');
for (const [name, med, min, max] of rows) {
  process.stdout.write(`| ${name} | ${Math.round(med).toLocaleString('en')} | ${Math.round(min).toLocaleString('en')} | ${Math.round(max).toLocaleString('en')} | ${(med / baseline).toFixed(2)}x |\n`);
}
