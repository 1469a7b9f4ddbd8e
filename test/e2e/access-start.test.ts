// Safe by default (INTERFACE.md §8, issue 17): with no key and no person, a server bound to loopback
// starts open and says so in its start line; bound to an address others can reach, it refuses to
// start with a sentence naming `npm run keys -- create` and AUTH=off. The real entry point, in a
// child process, as `npm start` runs it.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openApiKeys } from '../../src/storage/index.js';
import { killIfRunning, startChildServer } from '../support/child-server.js';
import type { ChildServer } from '../support/child-server.js';
import { createTestDatabase } from '../support/test-database.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the entry point until it exits; resolves to its code and output. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '0', LOG_LEVEL: 'silent', ...env };
    delete childEnv.NODE_TEST_CONTEXT;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: ROOT, env: childEnv });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

test('HOST=0.0.0.0 with no key and no person: the process exits non-zero with a sentence naming npm run keys -- create and AUTH=off', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.drop());
  const run = await runToExit({ HOST: '0.0.0.0', DATABASE_URL: database.url });
  assert.equal(run.code, 1);
  assert.doesNotMatch(run.stdout, /listening/);
  assert.match(
    run.stderr,
    /^Fieldlog could not start: HOST=0\.0\.0\.0 can be reached from other machines, and no API key or person exists yet/,
  );
  assert.match(run.stderr, /npm run keys -- create --name NAME --scope admin/);
  assert.match(run.stderr, /AUTH=off to run open on purpose/);
  assert.doesNotMatch(run.stderr, /\n\s+at /, 'a sentence, not a stack trace');
});

test('loopback with no key and no person: starts open and says so; AUTH=off on 0.0.0.0 starts and says every route is open', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.drop());
  let child: ChildServer | undefined;
  t.after(() => killIfRunning(child));

  child = await startChildServer(database.url, { LOG_LEVEL: 'info' });
  assert.match(
    child.stdout(),
    /listening on http:\/\/127\.0\.0\.1:\d+ \(storage: \w+; open: no API key or person exists yet, so anyone on this machine may read and write; npm run keys -- create/,
  );
  const answer = await fetch(`http://127.0.0.1:${child.port}/locations?version_number=2`);
  assert.equal(answer.status, 200, 'open means open');
  child.process.kill('SIGTERM');
  assert.equal((await child.exited).code, 0);

  child = await startChildServer(database.url, { LOG_LEVEL: 'info', HOST: '0.0.0.0', AUTH: 'off' });
  assert.match(child.stdout(), /\(storage: \w+; AUTH=off: every route is open to anyone who can reach it\)/);
  child.process.kill('SIGTERM');
  assert.equal((await child.exited).code, 0);
});

test('HOST=0.0.0.0 once a key exists: starts, requires credentials, and says so', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.drop());
  let child: ChildServer | undefined;
  t.after(() => killIfRunning(child));
  const keys = await openApiKeys(database.url);
  const secret = await keys.create('ops', 'read');
  await keys.close();

  child = await startChildServer(database.url, { LOG_LEVEL: 'info', HOST: '0.0.0.0', PUBLIC_READ: 'false' });
  assert.match(child.stdout(), /\(storage: \w+; credentials required\)/);
  const refused = await fetch(`http://127.0.0.1:${child.port}/locations?version_number=2`);
  assert.equal(refused.status, 401);
  assert.equal(refused.headers.get('www-authenticate'), 'Bearer realm="fieldlog"');
  const allowed = await fetch(`http://127.0.0.1:${child.port}/locations?version_number=2`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  assert.equal(allowed.status, 200);
  child.process.kill('SIGTERM');
  assert.equal((await child.exited).code, 0);
});

test('AUTH and PUBLIC_READ take only their words; anything else stops the start with a sentence', async () => {
  const auth = await runToExit({ AUTH: 'maybe', DATABASE_URL: ':memory:' });
  assert.equal(auth.code, 1);
  assert.match(auth.stderr, /AUTH must be on or off, not "maybe"/);
  const reads = await runToExit({ PUBLIC_READ: 'yes', DATABASE_URL: ':memory:' });
  assert.equal(reads.code, 1);
  assert.match(reads.stderr, /PUBLIC_READ must be false or true, not "yes"/);
});
