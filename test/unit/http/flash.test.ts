import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CLEAR_FLASH_COOKIE, flashCookie, readFlash } from '../../../src/http/pages/flash.js';

test('the confirmation travels in a cookie and reads back as sent', () => {
  const header = flashCookie('Location 01J; "x" created.');
  assert.match(header, /^fieldlog_flash=[^;\s]+; Path=\/; Max-Age=60; HttpOnly; SameSite=Lax$/);
  assert.equal(readFlash(`other=1; ${header.split(';')[0]}; more=2`), 'Location 01J; "x" created.');
  assert.match(CLEAR_FLASH_COOKIE, /Max-Age=0/);
});

test('no cookie, an empty one or one that does not decode is no message', () => {
  assert.equal(readFlash(undefined), undefined);
  assert.equal(readFlash('fieldlog_flash='), undefined);
  assert.equal(readFlash('fieldlog_flash=%E0%A4%A'), undefined);
  assert.equal(readFlash('fieldlog_flashy=x'), undefined);
  assert.equal(readFlash(`fieldlog_flash=${'a'.repeat(5000)}`)?.length, 300);
});
