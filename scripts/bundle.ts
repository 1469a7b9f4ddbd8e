// The production bundle (issue 7): esbuild turns src/ into a few files, so that `node dist/main.js`
// reads and links those instead of some 150 modules and the packages they import, and the request
// validators arrive compiled (src/versioning/standalone.ts). scripts/build.ts runs this in its own
// process after type-checking; run alone, it prints what it wrote as JSON:
//
//   node --import tsx scripts/bundle.ts --out-dir dist
//
// What goes where:
// - dist/main.js, the entry point (src/main.ts): it starts the writer thread, then imports
//   dist/server.js, with everything the server imports at start-up. Modules imported with import()
//   (the OpenAPI document and openapi3-ts) become chunks beside them, loaded on first use; modules
//   both entries import, a small chunk they share.
// - dist/config.js, readConfig on its own, for callers that configure startServer themselves
//   (bench/peers/fieldlog.ts imports both).
// - One file per worker thread, where the module that starts it looks for it: `new Worker(new
//   URL('./worker-main.cjs', import.meta.url))` in src/storage/sqlite/writer/spawn-writer.ts means
//   dist/storage/sqlite/writer/worker-main.cjs, built as CommonJS because it is named .cjs (an ES
//   module worker is named .js). Found by scanning src/, so a new worker needs no change here.
// - better-sqlite3 stays a package: it loads a native addon. swagger-ui-dist's files are read from
//   node_modules on request, as before.
//
// Files the sources read relative to themselves (`new URL('./migrations/', import.meta.url)`) keep
// working because every `import.meta.url` in src/ is rewritten to the URL its module would have had
// as dist/<path>.js; scripts/build.ts copies those files to the same places.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import type { Metafile, Plugin } from 'esbuild';
import { buildRegistry } from '../src/resources/index.js';
import { renderStandaloneValidators } from '../src/versioning/standalone.js';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const SOURCE = join(ROOT, 'src');
/** The module the bundle replaces with validators compiled now. */
const SCHEMA_COMPILER = join(SOURCE, 'versioning', 'schema-compiler.ts');

export interface BundleOutput {
  /** Relative to the output folder, with `/`. */
  file: string;
  bytes: number;
  /** The source files and package files inside it, relative to the project. */
  inputs: string[];
  /** Other outputs it imports statically, so loading it loads them too (like `file`). */
  imports: string[];
  /** Other outputs it imports with import(), loaded on first use. */
  lazyImports: string[];
}

interface Entry {
  /** Built together: a module more than one of them imports goes to a chunk they share, once. */
  sources: string[];
  /** Where its output goes, relative to the output folder ('' for the folder itself). */
  folder: string;
  /** Whether import() becomes a chunk loaded on first use (only where it pays). */
  splitting: boolean;
  /** CommonJS (`.cjs`) for a worker its starter names so: see findWorkerEntries. */
  commonJs?: boolean;
}

export async function bundle(outDir: string): Promise<BundleOutput[]> {
  const validators = renderStandaloneValidators(buildRegistry());
  const entries: Entry[] = [
    // main.ts starts the writer thread, then imports server.ts: the thread's code that both reach
    // (writer-prestart.ts holds the thread started) must be one module, so they are one build.
    { sources: [join(SOURCE, 'main.ts'), join(SOURCE, 'server.ts')], folder: '', splitting: true },
    { sources: [join(SOURCE, 'config.ts')], folder: '', splitting: false },
    ...findWorkerEntries().map(({ source, commonJs }) => ({
      sources: [source],
      folder: posix.dirname(toPosix(relative(SOURCE, source))),
      splitting: false,
      commonJs,
    })),
  ];
  const outputs: BundleOutput[] = [];
  for (const entry of entries) {
    const result = await build({
      entryPoints: entry.sources,
      absWorkingDir: ROOT,
      outdir: join(outDir, entry.folder),
      bundle: true,
      platform: 'node',
      format: entry.commonJs === true ? 'cjs' : 'esm',
      ...(entry.commonJs === true ? { outExtension: { '.js': '.cjs' } } : {}),
      target: 'node20',
      splitting: entry.splitting,
      // Packages with no exports map (jsonc-parser) otherwise give their UMD build, whose require()
      // of its own files the bundler cannot follow.
      mainFields: ['module', 'main'],
      external: ['better-sqlite3'],
      // CommonJS packages inside the bundle (sax) require Node's built-in modules; an ES module has
      // no require() of its own to give them.
      // CommonJS has require(), but no import.meta: its URL comes from __filename. 'use strict' first,
      // where the directive counts (the sources are modules, strict throughout).
      banner: {
        js:
          entry.commonJs === true
            ? "'use strict'; const __fieldlogModuleUrl = require('node:url').pathToFileURL(__filename).href;"
            : "import { createRequire as __fieldlogCreateRequire } from 'node:module'; const require = __fieldlogCreateRequire(import.meta.url);",
      },
      ...(entry.commonJs === true ? { define: { 'import.meta.url': '__fieldlogModuleUrl' } } : {}),
      sourcemap: true,
      sourcesContent: false,
      metafile: true,
      logLevel: 'warning',
      plugins: [precompiledValidators(validators), moduleUrls(entry.folder)],
    });
    outputs.push(...describeOutputs(result.metafile, outDir));
  }
  return outputs;
}

/** schema-compiler.ts becomes the generated module: checks compiled now, and no ajv compiler in the bundle. */
function precompiledValidators(source: string): Plugin {
  return {
    name: 'fieldlog-precompiled-validators',
    setup(builder) {
      builder.onLoad({ filter: /schema-compiler\.ts$/ }, (args) =>
        args.path === SCHEMA_COMPILER ? { contents: source, loader: 'js', resolveDir: dirname(SCHEMA_COMPILER) } : undefined,
      );
    },
  };
}

/**
 * Every `import.meta.url` of a module under src/ becomes the URL of dist/<its path>.js, computed from
 * the URL of the file it is bundled into (all of one build's files sit in `folder`).
 */
function moduleUrls(folder: string): Plugin {
  return {
    name: 'fieldlog-module-urls',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, (args) => {
        if (!args.path.startsWith(SOURCE + sep)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const compiled = toPosix(relative(SOURCE, args.path)).replace(/\.ts$/, '.js');
        const fromOutput = posix.relative(folder === '' ? '.' : folder, compiled);
        const url = `new URL(${JSON.stringify(`./${fromOutput}`)}, import.meta.url).href`;
        return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

/**
 * Sources named by `new Worker(new URL('./name.js', import.meta.url)` anywhere under src/, or by
 * `./name.cjs`: a worker named so is built as CommonJS, which a worker starts some 30 ms sooner than an
 * ES module (no module loader to set up in its new isolate, no lexing of better-sqlite3 for its
 * exports), for a thread on the start's path (issue 22).
 */
function findWorkerEntries(): { source: string; commonJs: boolean }[] {
  const pattern = /new Worker\(\s*new URL\(\s*'(\.\.?\/[^']+)\.(c?js)',\s*import\.meta\.url\s*\)/g;
  const found = new Map<string, boolean>();
  for (const file of listTypeScript(SOURCE)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern))
      found.set(resolve(dirname(file), `${match[1]!}.ts`), match[2] === 'cjs');
  }
  return [...found].sort(([a], [b]) => a.localeCompare(b)).map(([source, commonJs]) => ({ source, commonJs }));
}

function describeOutputs(metafile: Metafile, outDir: string): BundleOutput[] {
  return Object.entries(metafile.outputs)
    .filter(([file]) => file.endsWith('.js') || file.endsWith('.cjs'))
    .map(([file, output]) => ({
      file: toPosix(relative(outDir, resolve(ROOT, file))),
      bytes: output.bytes,
      inputs: Object.keys(output.inputs).map((input) => toPosix(relative(ROOT, resolve(ROOT, input)))),
      imports: outputsImported(output.imports, 'import-statement', outDir),
      lazyImports: outputsImported(output.imports, 'dynamic-import', outDir),
    }));
}

function outputsImported(
  imports: Metafile['outputs'][string]['imports'],
  kind: 'import-statement' | 'dynamic-import',
  outDir: string,
): string[] {
  return imports.filter((i) => i.kind === kind && i.external !== true).map((i) => toPosix(relative(outDir, resolve(ROOT, i.path))));
}

function listTypeScript(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? listTypeScript(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'out-dir': { type: 'string' } } });
  if (values['out-dir'] === undefined) throw new Error('--out-dir is required');
  const outputs = await bundle(resolve(values['out-dir']));
  process.stdout.write(`${JSON.stringify(outputs)}\n`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
