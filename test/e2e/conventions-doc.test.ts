// docs/conventions.md's curl examples work (issue 4): its ```sh blocks run in order in one shell
// against a fresh server, and the statuses curl -i prints match the `# → NNN` lines, block by block.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const run = promisify(execFile);
const DOC = new URL('../../docs/conventions.md', import.meta.url);
const BASE = 'http://localhost:3000';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

function shellBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

test('every curl example in docs/conventions.md answers the status written under it', async () => {
  const blocks = shellBlocks(readFileSync(DOC, 'utf8'));
  assert.ok(blocks.length >= 5, 'the guide has its examples');
  for (const block of blocks) assert.ok(block.includes(BASE), `examples use ${BASE}, which the test replaces`);
  // Bodies end without a newline, so each marker starts on a line of its own.
  const script = blocks.map((block, i) => `printf '\\n@@block ${i}@@\\n'\n${block.replaceAll(BASE, server.url)}`).join('\n');
  const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', script], { timeout: 60_000, maxBuffer: 16 * 1024 * 1024 });
  const outputs = stdout.split(/\n@@block \d+@@\n/).slice(1);
  assert.equal(outputs.length, blocks.length);
  blocks.forEach((block, i) => {
    const expected = [...block.matchAll(/^# → (\d{3})/gm)].map((m) => Number(m[1]));
    // curl -i prints one status line per answer, right after the previous body (which ends without a
    // newline); an interim 100 Continue is not an answer.
    const received = [...outputs[i]!.matchAll(/HTTP\/1\.[01] (\d{3}) /g)].map((m) => Number(m[1])).filter((s) => s !== 100);
    assert.deepEqual(received, expected, `block ${i + 1}:\n${block}\n--- output ---\n${outputs[i]!.slice(0, 3000)}`);
  });
  assert.match(stdout, /"request_id":"my-trace-1"/, 'the X-Request-Id sent comes back in the problem');
});
