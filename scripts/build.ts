// The production build (issue 7): type-checks src/ with tsc (tsconfig.build.json), bundles it with
// esbuild (scripts/bundle.ts: the server, its lazily loaded chunks, readConfig and the worker
// threads, with the request validators compiled now), and copies the files src/ reads at run time
// relative to itself, so that `node dist/main.js` starts without tsx and with little to load.
//
//   npm run build                          into dist/
//   node --import tsx scripts/build.ts --out-dir .tmp/build-1    elsewhere (the build test does this)
//
// The copied files: src/storage/sqlite/migrations/*.sql (migrate.ts reads them next to itself) and
// src/pages/assets/* (served by /assets/:file). Every file under src/ that is not TypeScript is
// copied, keeping its place, so a new migration or asset needs no change here; the bundle resolves
// each module's own URL to its place in this layout (scripts/bundle.ts).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { BundleOutput } from './bundle.js';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SOURCE = join(ROOT, 'src');

export interface BuildResult {
  outDir: string;
  /** The bundled entry point: `node <entry>` serves. */
  entry: string;
  /** The JavaScript files written, with what each holds. */
  bundles: BundleOutput[];
  /** Paths relative to outDir of the non-TypeScript files copied from src/. */
  copied: string[];
  seconds: number;
}

/** Builds src/ into `outDir` (emptied first) and copies its run-time files; throws with tsc's or esbuild's output on failure. */
export function build(outDir: string = join(ROOT, 'dist')): BuildResult {
  const started = performance.now();
  const target = resolve(ROOT, outDir);
  // Emptying is what keeps a deleted source file from living on in dist/; refuse anything that holds
  // the sources or the project itself.
  if (target === ROOT || ROOT.startsWith(target + sep) || target === SOURCE || target.startsWith(SOURCE + sep)) {
    throw new Error(`The build's output folder must not contain or sit inside the sources: ${target}`);
  }
  rmSync(target, { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const checked = spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json')], { cwd: ROOT, encoding: 'utf8' });
  if (checked.status !== 0) {
    throw new Error(`tsc failed (exit ${checked.status}):\n${checked.stdout}${checked.stderr}`);
  }
  // Its own process: the bundler imports the registry from src/ through tsx to compile the
  // validators, which should not load into whatever process called build() (a benchmark, a test).
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_OPTIONS;
  delete env.NODE_TEST_CONTEXT;
  const bundled = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'bundle.ts'), '--out-dir', target], {
    cwd: ROOT,
    encoding: 'utf8',
    env,
  });
  if (bundled.status !== 0) {
    throw new Error(`The bundle failed (exit ${bundled.status}):\n${bundled.stdout}${bundled.stderr}`);
  }
  const bundles = JSON.parse(bundled.stdout.trim().split('\n').at(-1)!) as BundleOutput[];
  const copied: string[] = [];
  for (const file of listFiles(SOURCE)) {
    if (file.endsWith('.ts')) continue;
    const to = join(target, relative(SOURCE, file));
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(file, to);
    copied.push(relative(target, to));
  }
  return { outDir: target, entry: join(target, 'main.js'), bundles, copied, seconds: (performance.now() - started) / 1000 };
}

function listFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? listFiles(path) : entry.isFile() ? [path] : [];
  });
}

function main(): void {
  const { values } = parseArgs({ options: { 'out-dir': { type: 'string' } } });
  const result = build(values['out-dir']);
  const files = result.bundles.map((b) => `${b.file} (${Math.round(b.bytes / 1024)} KiB)`).join(', ');
  process.stdout.write(
    `Built ${relative(process.cwd(), result.entry) || result.entry} in ${result.seconds.toFixed(1)} s: ${files}; ` +
      `copied ${result.copied.length} files: ${result.copied.join(', ')}\n`,
  );
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    process.stderr.write(`Build failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
