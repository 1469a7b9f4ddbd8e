// Issue 16: WORKERS=N runs N processes on one port (src/workers.ts), on the engine of the pass. A
// client sees one service whichever process answers: one rate limit, one set of idempotency keys.
// A worker that dies is replaced; SIGTERM drains them all and the primary exits 0.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { test } from 'node:test';
import { killIfRunning, startChildServer } from '../support/child-server.js';
import type { ChildServer } from '../support/child-server.js';
import { parseLogLines } from '../support/log-lines.js';
import { createTestDatabase } from '../support/test-database.js';

/** The worker processes of a primary, by pid. */
function workersOf(primary: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(primary)], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
}

/** A request on a connection of its own, so node:cluster may hand it to any worker. */
function send(port: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

async function until(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('WORKERS=2: two processes on one port, one rate limit and one set of idempotency keys for a client', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.drop());
  let server: ChildServer | undefined;
  t.after(() => killIfRunning(server));
  server = await startChildServer(database.url, { WORKERS: '2', RATE_LIMIT: '6', RATE_LIMIT_WINDOW_SECONDS: '86400', LOG_LEVEL: 'info' });
  const starts = parseLogLines(server.stdout()).filter((line) => line.url !== undefined);
  assert.equal(starts.length, 1, 'one line for the service, not one per worker');
  assert.equal(starts[0]!.url, `http://127.0.0.1:${server.port}`);
  assert.equal(starts[0]!.workers, 2);
  assert.match(
    starts[0]!.msg!,
    /^Fieldlog listening on http:\/\/127\.0\.0\.1:\d+ \(storage: \w+, workers: 2; open: no API key or person exists yet[^)]*\)$/,
  );
  await until(() => workersOf(server!.process.pid!).length === 2, 'two workers run');

  // Twelve requests on twelve connections: the workers share them, and the limit of six is the
  // client's across both.
  const statuses: number[] = [];
  for (let index = 0; index < 12; index++) statuses.push((await send(server.port, 'GET', '/locations?version_number=1')).status);
  assert.deepEqual(statuses.filter((status) => status === 200).length, 6, `statuses: ${statuses.join(' ')}`);
  assert.deepEqual(statuses.slice(6), [429, 429, 429, 429, 429, 429]);
});

test('WORKERS=2: a retried create with its Idempotency-Key is replayed whichever worker takes it', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.drop());
  let server: ChildServer | undefined;
  t.after(() => killIfRunning(server));
  server = await startChildServer(database.url, { WORKERS: '2' });
  const body = { version_number: 1, longitude: 7.1, latitude: 50.7, altitude: 60 };
  const answers = [];
  for (let index = 0; index < 6; index++)
    answers.push(await send(server.port, 'POST', '/locations', body, { 'Idempotency-Key': 'one-create' }));
  assert.deepEqual(
    answers.map((answer) => answer.status),
    [201, 201, 201, 201, 201, 201],
  );
  assert.equal(new Set(answers.map((answer) => JSON.parse(answer.text).data.id)).size, 1);
  assert.equal(await database.count('locations'), 1);
});

test('WORKERS=2: a worker killed is replaced and the service goes on; SIGTERM drains both and the primary exits 0', async (t) => {
  const database = await createTestDatabase();
  t.after(() => database.drop());
  let server: ChildServer | undefined;
  t.after(() => killIfRunning(server));
  server = await startChildServer(database.url, { WORKERS: '2', LOG_LEVEL: 'info' });
  const primary = server.process.pid!;
  await until(() => workersOf(primary).length === 2, 'two workers run');
  const [victim] = workersOf(primary);
  process.kill(victim!, 'SIGKILL');
  await server.waitFor(new RegExp(`Worker ${victim} ended \\(signal SIGKILL\\); starting another`));
  await until(() => workersOf(primary).length === 2 && !workersOf(primary).includes(victim!), 'a new worker replaces it');
  for (let index = 0; index < 4; index++) assert.equal((await send(server.port, 'GET', '/healthz')).status, 200);

  const workers = workersOf(primary);
  server.process.kill('SIGTERM');
  const exit = await server.exited;
  assert.deepEqual(exit, { code: 0, signal: null }, server.stderr());
  assert.match(server.stdout(), /SIGTERM: draining every worker, then exiting/);
  for (const pid of workers) assert.throws(() => process.kill(pid, 0), 'every worker has ended');
});

test('WORKERS=2 with a :memory: database is refused with a sentence', async () => {
  const server = startChildServer(':memory:', { WORKERS: '2' });
  await assert.rejects(server, /WORKERS=2 cannot share a :memory: database: each process would have its own, empty one/);
});
