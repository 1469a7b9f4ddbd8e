// Issue 7: the production start runs compiled JavaScript, not tsx. The build (scripts/build.ts, what
// `npm run build` runs) goes into a fresh folder inside the project, where the bundle still finds
// better-sqlite3 and swagger-ui-dist in node_modules; that folder's main.js then runs under plain
// `node`, as `npm run start:prod` runs dist/main.js, and must serve as the sources do (the same
// 422 from its precompiled validators, the same OpenAPI document) and shut down cleanly. It runs in
// both passes of scripts/test.sh, on the pass's database (test/support/test-database.ts), so the build
// is shown to carry what each engine needs (its migrations, its client) to start under plain node.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from '../../scripts/build.js';
import type { BundleOutput } from '../../scripts/bundle.js';
import { LOCATION_V2 } from '../fixtures/resources.js';
import { send, startServer } from '../support/server.js';
import { parseLogLines } from '../support/log-lines.js';
import { createTestDatabase } from '../support/test-database.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The outputs node loads to start: the entry point and, transitively, what it imports statically. */
function loadedAtStart(bundles: readonly BundleOutput[], entry: string): BundleOutput[] {
  const byFile = new Map(bundles.map((b) => [b.file, b]));
  const loaded = new Map<string, BundleOutput>();
  const visit = (file: string) => {
    const output = byFile.get(file);
    assert.ok(output !== undefined, `the build has no ${file}`);
    if (loaded.has(file)) return;
    loaded.set(file, output);
    for (const imported of output.imports) visit(imported);
  };
  visit(entry);
  return [...loaded.values()];
}

test('the compiled build starts under plain node, serves as the sources do, and exits 0 on SIGTERM (issue 7)', {
  timeout: 120_000,
}, async (t) => {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const folder = mkdtempSync(join(ROOT, '.tmp', 'build-test-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const outDir = join(folder, 'dist');
  const result = build(outDir);

  // Every migration and asset src/ reads relative to itself is beside its compiled module.
  assert.deepEqual(
    readdirSync(join(outDir, 'storage', 'sqlite', 'migrations')).sort(),
    readdirSync(join(ROOT, 'src', 'storage', 'sqlite', 'migrations')).sort(),
  );
  assert.ok(existsSync(join(outDir, 'pages', 'assets', 'fieldlog.css')));
  assert.equal(result.entry, join(outDir, 'main.js'));
  // The entry starts the writer thread before the server loads (src/main.ts): what it loads first is
  // a few KiB, not the server.
  const first = loadedAtStart(result.bundles, 'main.js');
  assert.ok(
    first.reduce((sum, b) => sum + b.bytes, 0) < 16_384,
    `main.js loads ${first.map((b) => `${b.file} (${b.bytes} B)`).join(', ')}`,
  );
  assert.deepEqual(
    result.bundles.find((b) => b.file === 'main.js')?.lazyImports,
    ['server.js'],
    'main.js imports the server once the thread is started',
  );
  assert.ok(!readdirSync(outDir, { recursive: true }).some((file) => String(file).endsWith('.ts')), 'no TypeScript in the build');
  // What a start loads: our modules and the small packages, with the validators compiled; neither
  // ajv's compiler nor the OpenAPI builder (openapi3-ts, yaml), which wait for /openapi.json.
  const atStart = loadedAtStart(result.bundles, 'server.js').flatMap((b) => b.inputs);
  assert.ok(atStart.includes('src/app.ts') && atStart.includes('src/versioning/validate.ts'));
  const heavy = atStart.filter(
    (input) => /node_modules\/(ajv\/dist\/(core|compile|2020)|openapi3-ts|yaml)\b/.test(input) || input === 'src/openapi/document.ts',
  );
  assert.deepEqual(heavy, [], 'loaded at start-up');
  assert.deepEqual(
    atStart.filter((input) => input.includes('node_modules/prom-client/')),
    [],
    'prom-client waits for the first scrape',
  );
  // PostgreSQL's engine and its client load only when DATABASE_URL names PostgreSQL (open-store.ts).
  assert.deepEqual(
    atStart.filter((input) => input.includes('node_modules/pg/') || input.startsWith('src/storage/postgres/store')),
    [],
    'pg waits for a postgres:// URL',
  );
  const lazy = result.bundles.filter((b) => !loadedAtStart(result.bundles, 'server.js').includes(b)).flatMap((b) => b.inputs);
  assert.ok(
    lazy.includes('src/openapi/document.ts') && lazy.some((input) => input.includes('node_modules/openapi3-ts/')),
    'the document is a chunk of its own',
  );
  // The writer thread's file sits where spawn-writer.ts starts it from, as CommonJS (scripts/bundle.ts).
  assert.ok(result.bundles.some((b) => b.file === 'storage/sqlite/writer/worker-main.cjs'));
  // bench/peers/fieldlog.ts imports both entry points to call startServer with its own options.
  const { readConfig } = (await import(pathToFileURL(join(outDir, 'config.js')).href)) as typeof import('../../src/config.js');
  assert.equal(readConfig({ PORT: '8123' }).port, 8123);

  const database = await createTestDatabase();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'info',
  };
  delete env.NODE_TEST_CONTEXT;
  delete env.NODE_OPTIONS; // nothing may bring tsx in: the build has to stand on its own
  const child = spawn(process.execPath, [result.entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const childExited = new Promise((resolve) => child.once('exit', resolve));
  t.after(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await childExited;
    await database.drop();
  });
  let out = '';
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    // The URL comes over the IPC channel: at LOG_LEVEL=silent the server writes no start line.
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message.type === 'fieldlog-listening') resolve(message.url!);
    });
    void exited.then((code) =>
      reject(new Error(`The compiled server exited with ${code} before listening; stdout: ${out} stderr: ${err}`)),
    );
  });
  const port = Number(new URL(url).port);

  const health = await send(port, 'GET', '/healthz');
  assert.equal(health.status, 200);
  const created = await send(port, 'POST', '/locations', { json: { version_number: 2, ...LOCATION_V2 } });
  assert.equal(created.status, 201, created.text);
  const id = created.json().data.id as string;
  assert.equal(created.headers.location, `/locations/${id}`);
  const read = await send(port, 'GET', `/locations/${id}?version_number=2`);
  assert.equal(read.status, 200, read.text);
  assert.deepEqual(
    { ...read.json().data, created_at: undefined, updated_at: undefined },
    { id, ...LOCATION_V2, created_at: undefined, updated_at: undefined, created_by: null, updated_by: null },
  );
  // The pages' assets come from the copied files, Swagger UI's from node_modules.
  const css = await send(port, 'GET', '/assets/fieldlog.css');
  assert.equal(css.status, 200);
  assert.equal((await send(port, 'GET', '/docs/assets/swagger-ui.css')).status, 200);
  // /metrics from the bundle, whose prom-client is a chunk loaded at the first scrape (issue 21).
  const scraped = await send(port, 'GET', '/metrics');
  assert.equal(scraped.status, 200, scraped.text.slice(0, 300));
  assert.match(scraped.text, /^fieldlog_http_requests_total\{route="\/locations",method="POST",status="201"\} 1$/m);

  // The sources under tsx, for comparison: the same answers, word for word.
  const dev = await startServer();
  t.after(() => dev.close());
  const refused = {
    json: { version_number: 2, longitude: 500, latitude: 'north', bogus: 1 },
    headers: { 'x-request-id': 'production-build-test' },
  };
  const [built422, dev422] = [await send(port, 'POST', '/locations', refused), await dev.request('POST', '/locations', refused)];
  assert.equal(built422.status, 422, built422.text);
  assert.equal(built422.text, dev422.text, 'the precompiled validators refuse as ajv at run time does');
  for (const target of ['/openapi.json', '/openapi.json?version_number=1', '/openapi.yaml']) {
    const [fromBuild, fromDev] = [await send(port, 'GET', target), await dev.request('GET', target)];
    assert.equal(fromBuild.status, 200, `${target}: ${fromBuild.text.slice(0, 300)}`);
    assert.equal(fromBuild.text, fromDev.text, `${target} is the same document`);
  }

  child.kill('SIGTERM');
  assert.equal(await exited, 0, `stderr: ${err}`);
  // Production writes JSON lines, pino-pretty (a development dependency) being no part of the build.
  const lines = parseLogLines(out);
  assert.ok(lines.some((line) => line.url === url && /^Fieldlog listening on /.test(line.msg ?? '')));
  assert.ok(lines.some((line) => line.msg === 'SIGTERM: finishing requests in flight, then closing storage'));
  assert.ok(lines.some((line) => line.msg === 'Fieldlog stopped' && line.exit_code === 0));
  assert.ok(
    !result.bundles.some((b) => b.inputs.some((input) => input.includes('node_modules/pino-pretty/'))),
    'no pino-pretty in the build',
  );
  assert.equal(err, '');
});
