import assert from 'node:assert/strict';
import { ProblemError } from '../../src/contract/problem-error.js';
import { PROBLEMS } from '../../src/contract/problems.js';
import type { ProblemType } from '../../src/contract/problems.js';
import type { Answer } from './server.js';

/**
 * Checks the RFC 9457 members every JSON problem carries against the catalogue (status, title), a
 * specific detail, the request path as `instance` and the X-Request-Id as `request_id`; returns the
 * body for the test's own checks of its extension members.
 */
export function assertProblem(answer: Answer, type: ProblemType, instance: string): any {
  const spec = PROBLEMS[type];
  assert.equal(answer.status, spec.status, answer.text);
  assert.match(String(answer.headers['content-type']), /^application\/problem\+json; charset=utf-8$/);
  const body = answer.json();
  assert.equal(body.type, `/problems/${type}`);
  assert.equal(body.title, spec.title);
  assert.equal(body.status, spec.status);
  assert.equal(typeof body.detail, 'string');
  assert.ok(body.detail.length > 20, `detail too short: ${body.detail}`);
  assert.equal(body.instance, instance);
  assert.equal(body.request_id, answer.headers['x-request-id']);
  return body;
}

/** The ProblemError `run` throws; fails the test when it returns or throws anything else. */
export function problemOf(run: () => unknown): ProblemError {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof ProblemError, `expected a ProblemError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the input to be refused');
}
