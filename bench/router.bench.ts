// Router lookups: our trie against find-my-way, the first version of our trie (the losing
// implementation, kept in bench/routers/recursive-router.ts) and the naive reference router, on the same
// route table and the same raw request paths. Then each scenario on its own, and the same paths with
// 2,000 extra collections registered, which shows that the trie's cost follows path depth, not the
// number of routes.
//
// How it measures, so that no contender is favoured by the harness rather than by its code:
// - Before timing, every contender must give the same answer for every path (the route and its
//   decoded params), so that none is timed doing less work.
// - Each contender gets its own copy of the timed loop (new Function with its own source), so every
//   call site in it sees one router. With one shared loop the first contender measured ran
//   monomorphic and inlined, and the rest ran against polymorphic inline caches.
// - Paths are fresh strings every batch, as a request's URL is: a string literal reused 200,000 times
//   caches its hash, which flatters any router that hashes the path or a substring of it.
// - Every result is stored (in a ring of 16), so the optimiser cannot drop a result object it sees
//   unused, while the live set stays as small as a server's and a scavenge costs next to nothing.
// - Time is this process's CPU (user + system), not the wall clock, so that being descheduled on a
//   shared machine is not charged to whichever contender was running; and contenders take turns batch
//   by batch, so that a slow spell (a busy sibling core) falls on all of them alike.
// - Each table runs in its own process. A server has one router; two Routers with differently shaped
//   tables in one process make V8 compile the shared walk for both, which costs the small table 5-8%.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import FindMyWay from 'find-my-way';
import { NaiveRouter } from './routers/naive-router.js';
import { RecursiveRouter } from './routers/recursive-router.js';
import { Router } from '../src/router/router.js';
import type { FindResult, RouterLike } from '../src/router/router.js';
import { ROUTES, SCENARIOS } from './scenarios.js';
import type { Request } from './scenarios.js';

const ROUNDS = 9;
const BATCH = 1024;
const BATCHES = 200;
/** Results kept alive at once: enough that none can be optimised away, few enough to cost a GC nothing. */
const KEPT = 16;

interface Finder {
  find(method: string, path: string): unknown;
}

interface Contender {
  name: string;
  /** What the timed loop calls: the router itself, no wrapper. */
  router: Finder;
  /** The answer as one comparable line: 'GET /locations/:id {"id":"42"}', or 'none'. */
  describe(method: string, path: string): string;
}
type Loop = (router: Finder, methods: readonly string[], paths: readonly string[], out: unknown[]) => void;

function extraRoutes(count: number): (readonly [string, string])[] {
  const routes: [string, string][] = [];
  for (let i = 0; i < count; i++) {
    routes.push(['GET', `/extra${i}`], ['GET', `/extra${i}/:id`], ['GET', `/extra${i}/:id/children`]);
  }
  return routes;
}

function ours(name: string, router: RouterLike<string>, extra = 0): Contender {
  for (const [method, path] of [...ROUTES, ...extraRoutes(extra)]) router.add(method, path, `${method} ${path}`);
  const describe = (method: string, path: string): string => {
    const result: FindResult<string> = router.find(method, path);
    return result.kind === 'found' ? `${result.value} ${JSON.stringify(result.params)}` : 'none';
  };
  return { name, router, describe };
}

// find() is what find-my-way's lookup(req, res) calls: it sanitises the raw URL (query split,
// percent-decoding, trailing slash) and then walks its tree, as a request would pay for.
function findMyWay(name: string, extra = 0): Contender {
  const router = FindMyWay({ ignoreTrailingSlash: true });
  for (const [method, path] of [...ROUTES, ...extraRoutes(extra)]) {
    router.on(method as 'GET', path, () => undefined, { route: `${method} ${path}` });
  }
  const describe = (method: string, path: string): string => {
    const result = router.find(method as 'GET', path);
    return result === null ? 'none' : `${(result.store as { route: string }).route} ${JSON.stringify(result.params)}`;
  };
  return { name, router: router as unknown as Finder, describe };
}

function assertSameAnswers(contenders: readonly Contender[], requests: readonly Request[]): void {
  for (const [method, path] of requests) {
    const answers = contenders.map((c) => c.describe(method, path));
    if (new Set(answers).size !== 1) {
      const lines = contenders.map((c, i) => `  ${c.name}: ${answers[i]}`);
      throw new Error(`Contenders disagree on ${method} ${path}:\n${lines.join('\n')}`);
    }
  }
}

function makeLoop(name: string): Loop {
  const source = `// ${name}\nfor (let i = 0; i < paths.length; i++) out[i & ${KEPT - 1}] = router.find(methods[i], paths[i]);`;
  return new Function('router', 'methods', 'paths', 'out', source) as Loop;
}

// Buffer → string allocates a new flat string with no cached hash, like node:http's parser does.
function freshPaths(requests: readonly Request[], into: string[], methods: string[]): void {
  for (let i = 0; i < BATCH; i++) {
    const [method, path] = requests[i % requests.length]!;
    methods[i] = method;
    into[i] = Buffer.from(path, 'latin1').toString('latin1');
  }
}

/** Lookups per CPU-second for each contender, one sample per round (after one round of warm-up). */
function run(contenders: readonly Contender[], requests: readonly Request[], rounds = ROUNDS): number[][] {
  const loops = contenders.map((c) => makeLoop(c.name));
  const samples = contenders.map((): number[] => []);
  const methods: string[] = new Array(BATCH);
  const paths: string[] = new Array(BATCH);
  const out: unknown[] = new Array(KEPT);
  for (let round = -1; round < rounds; round++) {
    const micros = contenders.map(() => 0);
    for (let batch = 0; batch < BATCHES; batch++) {
      for (let turn = 0; turn < contenders.length; turn++) {
        const index = (batch + turn) % contenders.length;
        freshPaths(requests, paths, methods);
        const before = process.cpuUsage();
        loops[index]!(contenders[index]!.router, methods, paths, out);
        const spent = process.cpuUsage(before);
        micros[index]! += spent.user + spent.system;
      }
    }
    if (round >= 0)
      micros.forEach((spent, i) => {
        samples[i]!.push((BATCH * BATCHES) / (spent / 1e6));
      });
  }
  return samples;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const format = (n: number): string => Math.round(n).toLocaleString('en');
const allRequests = SCENARIOS.flatMap((s) => s.requests);

/** One table: median, min and max lookups/s of each contender, and its ratio to the baseline's median. */
function printTable(title: string, contenders: readonly Contender[], requests: readonly Request[], baseline: string): void {
  assertSameAnswers(contenders, requests);
  const samples = run(contenders, requests);
  const base = median(samples[contenders.findIndex((c) => c.name === baseline)]!);
  process.stdout.write(`### ${title}\n\n| router | lookups/s (median) | min | max | ratio to ${baseline} |\n|---|---|---|---|---|\n`);
  contenders.forEach((c, i) => {
    const values = samples[i]!;
    process.stdout.write(
      `| ${c.name} | ${format(median(values))} | ${format(Math.min(...values))} | ${format(Math.max(...values))} | ${(median(values) / base).toFixed(2)}x |\n`,
    );
  });
  process.stdout.write('\n');
}

const TABLES: Record<string, () => void> = {
  mix(): void {
    process.stdout.write(
      `${format(BATCH * BATCHES)} lookups per round over ${allRequests.length} raw paths (${SCENARIOS.map((s) => s.name).join(', ')}); ` +
        `lookups per CPU-second, median of ${ROUNDS} rounds\n\n`,
    );
    const contenders = [
      ours('trie (ours)', new Router<string>()),
      findMyWay('find-my-way'),
      ours('recursive trie (first version, losing)', new RecursiveRouter<string>()),
      ours('naive reference', new NaiveRouter<string>()),
    ];
    printTable('All scenarios, mixed', contenders, allRequests, 'find-my-way');
  },

  // Both routers first see the whole mix, as a server's would, so that no scenario runs on code
  // compiled for it alone.
  scenarios(): void {
    const contenders = [ours('trie (ours)', new Router<string>()), findMyWay('find-my-way')];
    run(contenders, allRequests, 1);
    process.stdout.write(
      '### Each scenario on its own\n\n| scenario | trie (ours) lookups/s | find-my-way lookups/s | ratio |\n|---|---|---|---|\n',
    );
    for (const scenario of SCENARIOS) {
      assertSameAnswers(contenders, scenario.requests);
      const [ourRate, theirRate] = run(contenders, scenario.requests, 5).map(median) as [number, number];
      process.stdout.write(`| ${scenario.name} | ${format(ourRate)} | ${format(theirRate)} | ${(ourRate / theirRate).toFixed(2)}x |\n`);
    }
    process.stdout.write('\n');
  },

  large(): void {
    const contenders = [
      ours('trie (ours)', new Router<string>()),
      ours('trie, +2,000 collections', new Router<string>(), 2000),
      findMyWay('find-my-way'),
      findMyWay('find-my-way, +2,000 collections', 2000),
    ];
    printTable('The same paths with 2,000 extra collections (6,000 more routes) registered', contenders, allRequests, 'find-my-way');
  },
};

// `npm run bench -- router mix` runs one table; run.ts may pass other benchmarks' flags, which are ignored.
const table = process.argv.slice(2).find((arg) => Object.hasOwn(TABLES, arg));
if (table === undefined) {
  for (const name of Object.keys(TABLES)) {
    const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), name], { stdio: 'inherit' });
    if (child.status !== 0) process.exit(child.status ?? 1);
  }
} else {
  TABLES[table]!();
}
