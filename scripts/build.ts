// The production build (issue 7): compiles src/ with tsc (tsconfig.build.json) and copies the files
// src/ reads at run time relative to itself, so that `node dist/server.js` starts without tsx.
//
//   npm run build                          into dist/
//   node --import tsx scripts/build.ts --out-dir .tmp/build-1    elsewhere (the build test does this)
//
// The copied files: src/storage/migrations/*.sql (migrate.ts reads them next to itself) and
// src/pages/assets/* (served by /assets/:file). Every file under src/ that is not TypeScript is
// copied, keeping its place, so a new migration or asset needs no change here.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SOURCE = join(ROOT, 'src');

export interface BuildResult {
  outDir: string;
  /** The compiled entry point: `node <entry>` serves. */
  entry: string;
  /** Paths relative to outDir of the non-TypeScript files copied from src/. */
  copied: string[];
  seconds: number;
}

/** Compiles src/ into `outDir` (emptied first) and copies its run-time files; throws with tsc's output on failure. */
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
  const compiled = spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json'), '--outDir', target], {
    cwd: ROOT, encoding: 'utf8',
  });
  if (compiled.status !== 0) {
    throw new Error(`tsc failed (exit ${compiled.status}):\n${compiled.stdout}${compiled.stderr}`);
  }
  const copied: string[] = [];
  for (const file of listFiles(SOURCE)) {
    if (file.endsWith('.ts')) continue;
    const to = join(target, relative(SOURCE, file));
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(file, to);
    copied.push(relative(target, to));
  }
  return { outDir: target, entry: join(target, 'server.js'), copied, seconds: (performance.now() - started) / 1000 };
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
  process.stdout.write(`Built ${relative(process.cwd(), result.entry) || result.entry} in ${result.seconds.toFixed(1)} s `
    + `(copied ${result.copied.length} files: ${result.copied.join(', ')})\n`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    process.stderr.write(`Build failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
