// How much of the OpenAPI document the whole suite exercised (issue 4). Every answer any test
// received was already checked against the document by test/support/contract.ts; this report counts
// the (method, path, status) triples those answers covered. node --test sorts its files, and
// test/whole-suite/ sorts after test/unit/, so this file starts last; it then waits for the other
// test files (its siblings under the same runner) to finish.
//
// The floor (issue 15): every success status (2xx and 3xx) of every documented operation must be
// produced by some test, or this test fails naming those that were not. The list comes from the
// document, so a new route, status or method is held to it without a new line here. Only a run of the
// whole suite can be held to it: `npm test` says that it is one with FIELDLOG_WHOLE_SUITE=1; a run of
// a few files gets the report alone.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { TRIPLES_DIR, getContractChecker } from '../support/contract.js';

/** Other processes of the same test runner (Linux /proc); none elsewhere, so the report is then partial. */
function runningSiblings(): number {
  if (!existsSync('/proc')) return 0;
  let count = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // "pid (comm) state ppid …": the command may hold spaces and parentheses, so read after the last ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.ppid) count++;
    } catch {
      // The process ended while we looked.
    }
  }
  return count;
}

test('every documented success status of every operation is produced by some test', { timeout: 15 * 60_000 }, async (t) => {
  const deadline = Date.now() + 14 * 60_000;
  while (runningSiblings() > 0 && Date.now() < deadline) await sleep(250);

  const documented = new Set((await getContractChecker()).documentedTriples());
  const exercised = new Map<string, number>();
  const files = existsSync(TRIPLES_DIR) ? readdirSync(TRIPLES_DIR) : [];
  for (const file of files) {
    for (const line of readFileSync(join(TRIPLES_DIR, file), 'utf8').split('\n')) {
      if (line !== '') exercised.set(line, (exercised.get(line) ?? 0) + 1);
    }
  }
  rmSync(TRIPLES_DIR, { recursive: true, force: true });

  const covered = [...documented].filter((triple) => exercised.has(triple));
  const fallback = [...exercised.keys()].filter((triple) => triple.startsWith('fallback '));
  const answers = [...exercised.values()].reduce((a, b) => a + b, 0);
  t.diagnostic(
    `${covered.length} of ${documented.size} documented (route, method, status) triples exercised, by ${answers} answers from ${files.length} test processes`,
  );
  t.diagnostic(
    `answers to requests outside every operation, by status: ${fallback.map((f) => `${f.slice(9)} ×${exercised.get(f)}`).join(', ') || 'none'}`,
  );
  // The successes no test reached say most about gaps; problem statuses such as 429 or 503 on every
  // route are listed by count only, and held to no floor: many are one guard's answer on every route.
  const missed = [...documented].filter((triple) => !exercised.has(triple));
  const missedSuccesses = missed.filter((triple) => /\s[23]\d\d$/.test(triple));
  t.diagnostic(`not exercised: ${missed.length}, of which successes: ${missedSuccesses.join('; ') || 'none'}`);
  // Every triple recorded was checked against the document when it was received.
  for (const triple of exercised.keys()) if (!triple.startsWith('fallback ')) assert.ok(documented.has(triple), triple);
  if (process.env.FIELDLOG_WHOLE_SUITE !== '1') {
    t.diagnostic('not the whole suite (FIELDLOG_WHOLE_SUITE is not 1): the floor is not held');
    if (files.length > 0) assert.ok(covered.length > 0);
    return;
  }
  assert.ok(
    files.length > 0,
    'the whole suite ran, but no test process recorded an answer: test/support/contract.ts no longer writes to TRIPLES_DIR',
  );
  assert.deepEqual(
    missedSuccesses,
    [],
    `${missedSuccesses.length} documented success answers were produced by no test: ${missedSuccesses.join('; ')}. ` +
      'Add a test that gets each one (test/support/contract.ts holds it to the document as it arrives), ' +
      'or take the status out of the document if the server no longer answers it.',
  );
});
