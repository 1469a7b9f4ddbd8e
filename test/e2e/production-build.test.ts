// Issue 7: the production start runs compiled JavaScript, not tsx. The build (scripts/build.ts, what
// `npm run build` runs) goes into a fresh folder inside the project, where the compiled files still
// find node_modules; that folder's server.js then runs under plain `node`, as `npm run start:prod`
// runs dist/server.js, and must create and read a location and shut down cleanly.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from '../../scripts/build.js';
import { LOCATION_V2 } from '../fixtures/resources.js';
import { send } from '../support/server.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

test('the compiled build starts under plain node, creates and reads a location, and exits 0 on SIGTERM (issue 7)', { timeout: 120_000 }, async (t) => {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  const folder = mkdtempSync(join(ROOT, '.tmp', 'build-test-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const outDir = join(folder, 'dist');
  const result = build(outDir);

  // Every migration and asset src/ reads relative to itself is beside its compiled module.
  assert.deepEqual(readdirSync(join(outDir, 'storage', 'migrations')).sort(), readdirSync(join(ROOT, 'src', 'storage', 'migrations')).sort());
  assert.ok(existsSync(join(outDir, 'pages', 'assets', 'fieldlog.css')));
  assert.equal(result.entry, join(outDir, 'server.js'));
  assert.ok(!readdirSync(outDir, { recursive: true }).some((file) => String(file).endsWith('.ts')), 'no TypeScript in the build');

  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: join(folder, 'data', 'fieldlog.db'), LOG_LEVEL: 'silent' };
  delete env.NODE_TEST_CONTEXT;
  delete env.NODE_OPTIONS; // nothing may bring tsx in: the build has to stand on its own
  const child = spawn(process.execPath, [result.entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  t.after(() => { if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL'); });
  let out = '';
  let err = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => { err += chunk; });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const found = /listening on (http:\/\/\S+)/.exec(out);
      if (found !== null) resolve(found[1]!);
    });
    void exited.then((code) => reject(new Error(`The compiled server exited with ${code} before listening; stdout: ${out} stderr: ${err}`)));
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
  assert.deepEqual({ ...read.json().data, created_at: undefined, updated_at: undefined }, { id, ...LOCATION_V2, created_at: undefined, updated_at: undefined });
  // The pages' assets come from the copied files.
  const css = await send(port, 'GET', '/assets/fieldlog.css');
  assert.equal(css.status, 200);

  child.kill('SIGTERM');
  assert.equal(await exited, 0, `stderr: ${err}`);
  assert.match(out, /SIGTERM: finishing requests in flight/);
  assert.equal(err, '');
});
