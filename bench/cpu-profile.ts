// Reads a V8 .cpuprofile (node --cpu-prof) and says where the time went: self time per function and
// per module, largest first. Used by `npm run bench -- http --profile` and on its own:
//
//   node --import tsx bench/cpu-profile.ts path/to/file.cpuprofile [--top 25]
//
// Self time is the time the sampler found a function itself on top of the stack (not its callees).
// V8's sampler records one sample per tick; each sample's time is its timeDelta, which is the honest
// weight when ticks are late (a busy machine), where counting samples is not.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  /** `function (module:line)`, or V8's own `(garbage collector)`, `(program)`, `(idle)`. */
  name: string;
  module: string;
  ms: number;
  /** Share of the busy time: everything but `(idle)`. */
  share: number;
}

export interface ProfileSummary {
  totalMs: number;
  idleMs: number;
  functions: SelfTime[];
  modules: SelfTime[];
}

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * The module a frame belongs to, short enough to read in a table: `npm:ajv` for a package,
 * `src/http/dispatch` for ours (dist/ and src/ alike), `node:internal/...` for Node's own, or V8's
 * pseudo-frames by name.
 */
export function moduleOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url.replace(/^node:internal\/(deps\/)?/, 'node:');
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inModules !== null) return `npm:${inModules[1]}`;
  const local = relative(ROOT, path).replace(/\.(js|ts)$/, '');
  // A build in dist/ (or in a temporary outDir) maps one to one onto src/.
  return local.replace(/^(dist|\.tmp\/[^/]+)\//, 'src/');
}

export function summariseProfile(profile: CpuProfile, top = 25): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfByNode = new Map<number, number>();
  let totalUs = 0;
  profile.samples.forEach((id, index) => {
    const delta = Math.max(0, profile.timeDeltas[index] ?? 0);
    selfByNode.set(id, (selfByNode.get(id) ?? 0) + delta);
    totalUs += delta;
  });
  const functions = new Map<string, { module: string; us: number }>();
  const modules = new Map<string, number>();
  let idleUs = 0;
  for (const [id, us] of selfByNode) {
    const frame = byId.get(id)?.callFrame;
    if (frame === undefined) continue;
    if (frame.functionName === '(idle)') idleUs += us;
    const module = moduleOf(frame.url, frame.functionName);
    const name =
      frame.url === '' ? frame.functionName || '(anonymous)' : `${frame.functionName || '(anonymous)'} (${module}:${frame.lineNumber + 1})`;
    const entry = functions.get(name) ?? { module, us: 0 };
    entry.us += us;
    functions.set(name, entry);
    modules.set(module, (modules.get(module) ?? 0) + us);
  }
  const busyUs = Math.max(1, totalUs - idleUs);
  const rank = (entries: [string, string, number][]): SelfTime[] =>
    entries
      .filter(([name]) => name !== '(idle)')
      .sort((a, b) => b[2] - a[2])
      .slice(0, top)
      .map(([name, module, us]) => ({ name, module, ms: us / 1000, share: us / busyUs }));
  return {
    totalMs: totalUs / 1000,
    idleMs: idleUs / 1000,
    functions: rank([...functions].map(([name, { module, us }]) => [name, module, us])),
    modules: rank([...modules].map(([module, us]) => [module, module, us])),
  };
}

/**
 * The source module of each line of a bundle that esbuild wrote unminified: it opens every module
 * with a `// src/path.ts` comment, so a frame of dist/server.js:LINE can be told by its source file.
 */
export function bundleModules(bundle: string): (line: number) => string | undefined {
  const starts: { line: number; module: string }[] = [];
  bundle.split('\n').forEach((text, index) => {
    const match = /^\/\/ ((?:src|node_modules)\/\S+)$/.exec(text);
    if (match !== null) starts.push({ line: index, module: match[1]! });
  });
  return (line) => {
    let low = 0;
    let high = starts.length - 1;
    let found: string | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (starts[middle]!.line <= line) {
        found = starts[middle]!.module;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  };
}

/**
 * The share of the busy time that belongs to some code, with everything it called: each sample is
 * charged to the nearest frame up its stack that `owner` claims (true: this code; false: other code
 * of ours), so Node's work done for it (a listener added, a header read) counts, while the code it
 * merely wraps (a guard it calls) does not. Self time alone would spread it over node:events and such.
 */
export function attributedShare(profile: CpuProfile, owner: (frame: ProfileNode['callFrame']) => boolean | undefined): number {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const charged = new Map<number, boolean>();
  const isCharged = (id: number): boolean => {
    const known = charged.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const claim = node === undefined ? false : owner(node.callFrame);
    const up = parent.get(id);
    const answer = claim ?? (up !== undefined && isCharged(up));
    charged.set(id, answer);
    return answer;
  };
  let busy = 0;
  let matched = 0;
  profile.samples.forEach((id, index) => {
    if (byId.get(id)?.callFrame.functionName === '(idle)') return;
    const delta = Math.max(0, profile.timeDeltas[index] ?? 0);
    busy += delta;
    if (isCharged(id)) matched += delta;
  });
  return busy === 0 ? 0 : matched / busy;
}

export function renderSummary(title: string, summary: ProfileSummary): string {
  const lines = [
    `### ${title}`,
    '',
    `Sampled ${(summary.totalMs / 1000).toFixed(1)} s, of which idle ${(summary.idleMs / 1000).toFixed(1)} s; shares are of the busy time.`,
    '',
    '| self time by module | ms | share |',
    '|---|---:|---:|',
    ...summary.modules.map((m) => `| ${m.name} | ${m.ms.toFixed(0)} | ${(m.share * 100).toFixed(1)}% |`),
    '',
    '| self time by function | ms | share |',
    '|---|---:|---:|',
    ...summary.functions.map((f) => `| ${f.name.replaceAll('|', '\\|')} | ${f.ms.toFixed(0)} | ${(f.share * 100).toFixed(1)}% |`),
    '',
  ];
  return lines.join('\n');
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ options: { top: { type: 'string' } }, allowPositionals: true });
  const top = Number(values.top ?? 25);
  for (const file of positionals) {
    const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
    process.stdout.write(`${renderSummary(file, summariseProfile(profile, top))}\n`);
  }
}
