// Issue 21, "Running it": when the SQLite writer thread dies (not closed), the process says so in an
// error line and exits non-zero, so that a supervisor (systemd's Restart=on-failure) starts it again,
// instead of staying half alive: reads answered, every write refused until someone notices.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CommitProbe, PROBE_CRASH_EXIT_CODE } from '../../src/storage/sqlite/writer/commit-probe.js';
import { LOCATION_V2 } from '../fixtures/resources.js';
import { killIfRunning, startChildServer } from '../support/child-server.js';
import type { ChildServer } from '../support/child-server.js';
import { parseLogLines } from '../support/log-lines.js';
import { send, startServer } from '../support/server.js';
import { createTestDatabase } from '../support/test-database.js';

const CRASH_HOOK = fileURLToPath(new URL('../support/writer-crash-hook.mjs', import.meta.url));

test('the writer thread of a real server dies: an error line with its stack, exit code 1, and a restart on the same file serves again', {
  timeout: 60_000,
}, async (t) => {
  const database = await createTestDatabase('sqlite');
  let child: ChildServer | undefined;
  t.after(async () => {
    killIfRunning(child);
    await child?.exited;
    await database.drop();
  });
  const nodeOptions = [process.env.NODE_OPTIONS, `--import=${CRASH_HOOK}`].filter(Boolean).join(' ');
  child = await startChildServer(database.url, { LOG_LEVEL: 'info', NODE_OPTIONS: nodeOptions });
  const created = await send(child.port, 'POST', '/locations', { json: { version_number: 2, ...LOCATION_V2 } });
  assert.equal(created.status, 201, created.text);

  child.process.kill('SIGUSR2');
  const exit = await child.exited;
  assert.deepEqual(exit, { code: 1, signal: null }, `stdout: ${child.stdout()} stderr: ${child.stderr()}`);

  const lines = parseLogLines(child.stdout());
  const died = lines.find((line) => line.msg === 'SQLite writer thread died');
  assert.ok(died !== undefined, child.stdout());
  assert.equal(died.level, 'error');
  assert.match(String(died.error), /The SQLite writer thread failed \(.*not iterable\)/);
  assert.match(String(died.stack), /TypeError: .*not iterable\n\s+at /, "the thread's own stack, in the log");
  const exiting = lines.find((line) => /^Storage failed and cannot recover; exiting/.test(line.msg ?? ''));
  assert.equal(exiting?.level, 'error');
  assert.equal(exiting?.exit_code, 1);
  assert.deepEqual(
    lines.filter((line) => line.msg === 'Fieldlog stopped').map((line) => line.exit_code),
    [1],
  );
  assert.equal(lines.filter((line) => line.msg === 'SQLite writer thread stopped').length, 0, 'a death is not a planned stop');
  assert.equal(child.stderr(), '');

  // What a supervisor does next: start it again on the same file; the acknowledged create is there.
  child = await startChildServer(database.url, { LOG_LEVEL: 'info' });
  const id = created.json().data.id as string;
  assert.equal((await send(child.port, 'GET', `/locations/${id}?version_number=2`)).status, 200);
  assert.equal((await send(child.port, 'POST', '/locations', { json: { version_number: 2, ...LOCATION_V2 } })).status, 201);
  child.process.kill('SIGTERM');
  assert.deepEqual(await child.exited, { code: 0, signal: null });
  const stopped = parseLogLines(child.stdout()).find((line) => line.msg === 'SQLite writer thread stopped');
  assert.equal(stopped?.level, 'info', 'a planned close is an info line');
});

test('in-process, a writer thread crashed at COMMIT reaches onStorageFailure once and is logged; the write gets a 500 without a stack', async (t) => {
  const lines: string[] = [];
  const failures: Error[] = [];
  const probe = new CommitProbe();
  const server = await startServer(
    { commitProbe: probe, log: (line) => lines.push(line), onStorageFailure: (error) => failures.push(error) },
    { engine: 'sqlite' },
  );
  t.after(() => server.close());
  probe.crashNextCommit();
  const refused = await server.request('POST', '/locations', { json: { version_number: 2, ...LOCATION_V2 } });
  // As group-commit.sqlite.test.ts has it: the write may or may not be stored, and the client is told so.
  assert.equal(refused.status, 500, refused.text);
  assert.doesNotMatch(refused.text, /\bat .*\.ts:\d+/, 'no stack in an answer');
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(failures.length, 1);
  assert.match(failures[0]!.message, new RegExp(`exit code ${PROBE_CRASH_EXIT_CODE}`));
  const died = parseLogLines(lines).filter((line) => line.msg === 'SQLite writer thread died');
  assert.equal(died.length, 1);
  assert.equal(died[0]!.exit_code, PROBE_CRASH_EXIT_CODE);
  // The request's own error line carries the stack the answer left out, and the request's ids.
  const failed = parseLogLines(lines).find((line) => line.msg === 'Request failed');
  assert.equal(failed?.request_id, refused.json().request_id);
  assert.match(String(failed?.stack), /\bat .*\.ts:\d+/);
  assert.match(String(failed?.trace_id), /^[0-9a-f]{32}$/);
});
