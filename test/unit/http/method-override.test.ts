import assert from 'node:assert/strict';
import { test } from 'node:test';
import { resolveMethod } from '../../../src/http/input/method-override.js';
import { ProblemError } from '../../../src/contract/problem-error.js';

const none = () => Object.create(null);

test('POST becomes PUT, PATCH or DELETE from _method in any letter case, and _method is removed', () => {
  for (const [value, method] of [
    ['put', 'PUT'],
    ['Patch', 'PATCH'],
    ['DELETE', 'DELETE'],
  ]) {
    const body = Object.assign(none(), { _method: value, a: 1 });
    assert.equal(resolveMethod('POST', {}, none(), body), method);
    assert.deepEqual(Object.keys(body), ['a']);
  }
});

test('the X-HTTP-Method-Override header works alone and must agree with _method', () => {
  assert.equal(resolveMethod('POST', { 'x-http-method-override': 'delete' }, none(), none()), 'DELETE');
  assert.equal(resolveMethod('POST', { 'x-http-method-override': 'PUT' }, none(), Object.assign(none(), { _method: 'put' })), 'PUT');
  assert.throws(
    () => resolveMethod('POST', { 'x-http-method-override': 'PUT' }, none(), Object.assign(none(), { _method: 'DELETE' })),
    ProblemError,
  );
});

test('only POST may be overridden, and only to PUT, PATCH or DELETE', () => {
  assert.throws(() => resolveMethod('GET', {}, Object.assign(none(), { _method: 'DELETE' }), none()), /A GET never changes data/);
  assert.throws(() => resolveMethod('PUT', {}, none(), Object.assign(none(), { _method: 'PATCH' })), ProblemError);
  assert.throws(() => resolveMethod('DELETE', { 'x-http-method-override': 'PUT' }, none(), none()), ProblemError);
  for (const value of ['GET', 'POST', 'TRACE', '', 'PUTX']) {
    assert.throws(() => resolveMethod('POST', {}, none(), Object.assign(none(), { _method: value })), ProblemError, value);
  }
});

test('a POST without override stays a POST', () => {
  assert.equal(resolveMethod('POST', {}, none(), none()), 'POST');
});
