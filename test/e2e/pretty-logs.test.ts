// Issue 21: `npm start` on a terminal prints pino-pretty's lines for a person; the same start on a
// pipe (a collector, the journal, every other test) prints JSON. The terminal is a real
// pseudo-terminal made by util-linux's `script`, which CI's Linux has; without it this test fails.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

test('on a terminal the sources print pretty lines, not JSON (issue 21)', { timeout: 60_000 }, async (t) => {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: ':memory:', LOG_LEVEL: 'info' };
  delete env.NODE_TEST_CONTEXT;
  // `script -q -c CMD /dev/null` runs CMD with its stdout on a pseudo-terminal and copies what it prints.
  const child = spawn('script', ['-q', '-c', `${process.execPath} --import tsx src/server.ts`, '/dev/null'], {
    cwd: ROOT,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  t.after(async () => {
    // The server has its own session under script; it ends with the terminal (SIGHUP) when script goes.
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  });
  let out = '';
  const spawnError = new Promise<never>((_, reject) =>
    child.once('error', (error) => reject(new Error(`util-linux script is needed: ${error.message}`))),
  );
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (/Fieldlog listening on http:\/\/127\.0\.0\.1:\d+/.test(out)) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`script ended before the server listened: ${out}`));
    });
  });
  await Promise.race([listening, spawnError]);
  const lines = out.split(/\r?\n/).filter((line) => line.includes('Fieldlog listening on'));
  assert.equal(lines.length, 1, out);
  assert.doesNotMatch(lines[0]!, /^\s*\{/, 'a pretty line, not a JSON object');
  assert.match(lines[0]!, /INFO/);
});
