import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeCursor, encodeCursor } from '../../../src/storage/cursor.js';
import { CursorError } from '../../../src/storage/store.js';

function assertCursorError(run: () => unknown, reason: 'malformed' | 'foreign'): void {
  assert.throws(run, (error: unknown) => {
    assert.ok(error instanceof CursorError);
    assert.equal(error.reason, reason);
    assert.match(error.message, /start again without a cursor/);
    return true;
  });
}

test('a cursor decodes to its key in the scope that issued it', () => {
  const cursor = encodeCursor('locations', '01JB4Y7Z8Q6XK3M9N0P1R2S3T4');
  assert.equal(decodeCursor('locations', cursor), '01JB4Y7Z8Q6XK3M9N0P1R2S3T4');
});

test('a cursor is base64url text, safe in a query string without escaping', () => {
  const cursor = encodeCursor('readings/search?area=a*', 'key with spaces/+=&');
  assert.match(cursor, /^[A-Za-z0-9_-]+$/);
  assert.equal(decodeCursor('readings/search?area=a*', cursor), 'key with spaces/+=&');
});

test('a cursor of another scope is refused as foreign', () => {
  const cursor = encodeCursor('readings', '01JB4Y7Z8Q6XK3M9N0P1R2S3T4');
  assertCursorError(() => decodeCursor('locations', cursor), 'foreign');
});

test('text that is not a cursor is refused as malformed', () => {
  const notJson = Buffer.from('not json').toString('base64url');
  const wrongShape = Buffer.from(JSON.stringify({ v: 1, s: 'locations' })).toString('base64url');
  const wrongVersion = Buffer.from(JSON.stringify({ v: 2, s: 'locations', k: 'a' })).toString('base64url');
  const emptyKey = Buffer.from(JSON.stringify({ v: 1, s: 'locations', k: '' })).toString('base64url');
  const array = Buffer.from('[1,"locations","a"]').toString('base64url');
  const valid = encodeCursor('locations', 'a');
  for (const text of [
    '',
    '!!!',
    'abc def',
    `${valid}=`,
    `${valid}.`,
    notJson,
    wrongShape,
    wrongVersion,
    emptyKey,
    array,
    Buffer.from('null').toString('base64url'),
    'A'.repeat(2000),
  ]) {
    assertCursorError(() => decodeCursor('locations', text), 'malformed');
  }
});
