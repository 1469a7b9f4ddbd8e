// Issue 2, INTERFACE.md §7: the real entry point as a child process. It reads PORT, HOST and
// DATABASE_URL, logs one line with its URL, and on SIGTERM or SIGINT stops accepting connections,
// finishes the requests in flight, closes the database and exits 0. The database is the pass's
// (test/support/test-database.ts); what only SQLite shows (its WAL checkpointed at close, the forms
// of a SQLite DATABASE_URL) is in lifecycle.sqlite.test.ts.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import { LOCATION_V1, LOCATION_V2 } from '../fixtures/resources.js';
import { LISTENING_LINE, parseLogLines } from '../support/log-lines.js';
import { send } from '../support/server.js';
import type { Answer } from '../support/server.js';
import { createTestDatabase } from '../support/test-database.js';
import type { TestDatabase } from '../support/test-database.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TIMEOUT = { timeout: 60_000 };

interface Child {
  process: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves when stdout has a line matching `pattern`; rejects if the process exits first. */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function temporaryFolder(t: TestContext): string {
  const folder = mkdtempSync(join(tmpdir(), 'fieldlog-lifecycle-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** `node --import tsx src/main.ts`, as `npm start` runs it, with only the given settings. */
function spawnEntryPoint(t: TestContext, settings: Record<string, string>, entry = 'src/main.ts'): Child {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
  // The test runner marks its own children; the server is not one of its test files.
  delete env.NODE_TEST_CONTEXT;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const watchers: (() => void)[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    for (const w of [...watchers]) w();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      for (const w of [...watchers]) w();
      resolve({ code, signal });
    });
  });
  let done = false;
  void exited.then(() => {
    done = true;
  });
  t.after(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return {
    process: child,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitFor(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = out.match(pattern);
          if (found !== null) {
            watchers.splice(watchers.indexOf(check), 1);
            resolve(found);
          } else if (done || child.exitCode !== null || child.signalCode !== null) {
            watchers.splice(watchers.indexOf(check), 1);
            reject(new Error(`The server exited before printing ${pattern}; stdout: ${out} stderr: ${err}`));
          }
        };
        watchers.push(check);
        check();
      });
    },
  };
}

async function startEntryPoint(t: TestContext, databaseUrl: string): Promise<{ child: Child; port: number }> {
  const child = spawnEntryPoint(t, { PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl });
  const [, url] = await child.waitFor(LISTENING_LINE);
  assert.match(url!, /^http:\/\/127\.0\.0\.1:\d+$/);
  const port = Number(new URL(url!).port);
  assert.ok(port > 0);
  return { child, port };
}

/**
 * A POST whose headers reach the server (it answers 100 Continue, so the request is in flight in
 * its handler) while the body is held back until `finish()`.
 */
function heldPost(port: number, path: string, payload: unknown) {
  const text = JSON.stringify(payload);
  let onContinue!: () => void;
  const continued = new Promise<void>((resolve) => {
    onContinue = resolve;
  });
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), expect: '100-continue' },
  });
  req.once('continue', onContinue);
  const answer = new Promise<Answer>((resolve, reject) => {
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: body, json: () => JSON.parse(body) });
      });
    });
    req.once('error', reject);
  });
  req.flushHeaders();
  return { continued, answer, finish: () => req.end(text) };
}

/**
 * Resolves once a new connection is refused. The log line is written just before the listener is
 * closed, so a connection made in between may still be reset rather than refused; that one is retried.
 */
async function eventuallyRefused(port: number): Promise<void> {
  const outcomes: string[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const answer = await send(port, 'GET', '/healthz');
      outcomes.push(String(answer.status));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      if (code === 'ECONNREFUSED') return;
      outcomes.push(code);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail(`New connections were never refused after the signal: ${outcomes.join(', ')}`);
}

/** A database of its own on the engine of the pass, removed after the test (after its child, which t.after kills first). */
async function testDatabase(t: TestContext): Promise<TestDatabase> {
  const database = await createTestDatabase();
  t.after(() => database.drop());
  return database;
}

/** Every row of a table by id, on a connection of the test's own, closed again (the server is stopped). */
async function readRows(database: TestDatabase, table: 'locations' | 'readings'): Promise<Record<string, unknown>[]> {
  try {
    return await database.rows(`SELECT * FROM ${table} ORDER BY id`);
  } finally {
    await database.disconnect();
  }
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} stops accepting connections, finishes the request in flight, closes the database and exits 0`, TIMEOUT, async (t) => {
    const database = await testDatabase(t);
    const { child, port } = await startEntryPoint(t, database.url);
    assert.equal(child.stdout().match(/listening on/g)?.length, 1, 'one line announces the URL');

    const before = await send(port, 'POST', '/locations', { json: { version_number: 1, ...LOCATION_V1 } });
    assert.equal(before.status, 201, before.text);

    const held = heldPost(port, '/locations', { version_number: 2, ...LOCATION_V2 });
    await held.continued;
    child.process.kill(signal);
    await child.waitFor(new RegExp(`${signal}: finishing requests in flight`));

    // The listening socket is closed: a new connection is refused while the held request still runs.
    await eventuallyRefused(port);

    held.finish();
    const during = await held.answer;
    assert.equal(during.status, 201, during.text);
    const created = during.json().data;
    assert.equal(created.speed, 1.4);

    assert.deepEqual(await child.exited, { code: 0, signal: null });
    assert.equal(child.stderr(), '');
    // Issue 21: every line JSON with time and level; the start, the migrations a new database got,
    // the drain and the stop among them.
    const lines = parseLogLines(child.stdout());
    assert.equal(lines.filter((line) => line.url === `http://127.0.0.1:${port}`).length, 1);
    assert.ok(lines.some((line) => line.level === 'info' && line.migration === '120-event-trace.sql'));
    assert.ok(lines.some((line) => line.msg === `${signal}: finishing requests in flight, then closing storage`));
    assert.deepEqual([lines.at(-1)?.level, lines.at(-1)?.msg, lines.at(-1)?.exit_code], ['info', 'Fieldlog stopped', 0]);
    const rows = await readRows(database, 'locations');
    assert.deepEqual(
      rows.map((row) => row.id),
      [before.json().data.id, created.id],
    );
    assert.deepEqual(rows[1], {
      id: created.id,
      created_at: created.created_at,
      updated_at: created.updated_at,
      longitude: 7.1,
      latitude: 50.7,
      altitude: 60,
      speed: 1.4,
      timestamp: '2026-11-22T18:45:00Z',
      created_by: null,
      updated_by: null,
      // Version 3's columns (issue 18): a version 2 create leaves them null.
      device: null,
      accuracy: null,
    });
  });
}

test('SIGTERM with an idle keep-alive connection open still exits 0', TIMEOUT, async (t) => {
  const database = await testDatabase(t);
  const { child, port } = await startEntryPoint(t, database.url);
  const agent = new Agent({ keepAlive: true });
  t.after(() => agent.destroy());
  const status = await new Promise<number>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
  assert.equal(status, 200);
  child.process.kill('SIGTERM');
  assert.deepEqual(await child.exited, { code: 0, signal: null });
});

test('the entry point starts when its path has a space and goes through a symbolic link', TIMEOUT, async (t) => {
  // import.meta.url is the real path, percent-encoded; process.argv[1] is the path as typed.
  const link = join(temporaryFolder(t), 'field log checkout');
  symlinkSync(ROOT, link, 'dir');
  const database = await testDatabase(t);
  const child = spawnEntryPoint(t, { PORT: '0', HOST: '127.0.0.1', DATABASE_URL: database.url }, join(link, 'src', 'server.ts'));
  const [, url] = await child.waitFor(LISTENING_LINE);
  const answer = await send(Number(new URL(url!).port), 'GET', '/healthz');
  assert.equal(answer.status, 200);
  child.process.kill('SIGTERM');
  assert.deepEqual(await child.exited, { code: 0, signal: null });
});

for (const port of ['abc', '70000', '-1', '3.5']) {
  test(`PORT=${port} exits non-zero with a sentence on stderr and never listens`, TIMEOUT, async (t) => {
    const folder = temporaryFolder(t);
    const child = spawnEntryPoint(t, { PORT: port, HOST: '127.0.0.1', DATABASE_URL: join(folder, 'fieldlog.db') });
    const { code } = await child.exited;
    assert.notEqual(code, 0);
    assert.equal(child.stderr(), `Fieldlog could not start: PORT must be an integer from 0 to 65535, not "${port}"\n`);
    assert.doesNotMatch(child.stdout(), /listening/);
    assert.equal(existsSync(join(folder, 'fieldlog.db')), false, 'no database is opened for a bad configuration');
  });
}

test('a postgres DATABASE_URL exits non-zero with a sentence that does not echo the URL', TIMEOUT, async (t) => {
  const child = spawnEntryPoint(t, { PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'postgres://fieldlog:s3cret-pw@db.invalid/fieldlog' });
  const { code } = await child.exited;
  assert.notEqual(code, 0);
  assert.match(child.stderr(), /^Fieldlog could not start: .*PostgreSQL.*\n$/);
  assert.doesNotMatch(child.stderr(), /s3cret-pw/);
});
