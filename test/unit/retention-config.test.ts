// RETENTION_DAYS (issue 21): none by default; `readings:90,locations:365` keeps that many days of
// each; a bad value stops the start with a sentence naming the variable and what is wrong.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readConfig } from '../../src/config.js';

test('RETENTION_DAYS keeps everything by default, and reads collection:days pairs', () => {
  assert.deepEqual(readConfig({}).retentionDays, {});
  assert.deepEqual(readConfig({ RETENTION_DAYS: '' }).retentionDays, {});
  assert.deepEqual(readConfig({ RETENTION_DAYS: 'readings:90,locations:365' }).retentionDays, { readings: 90, locations: 365 });
  assert.deepEqual(readConfig({ RETENTION_DAYS: ' locations:1 , ' }).retentionDays, { locations: 1 });
});

for (const [value, sentence] of [
  ['90', /^Error: RETENTION_DAYS must be a list of collection:days, such as readings:90,locations:365, not "90"/],
  ['readings=90', /^Error: RETENTION_DAYS must be a list of collection:days/],
  ['readings:-1', /^Error: RETENTION_DAYS must be a list of collection:days/],
  ['readings:0', /^Error: RETENTION_DAYS for readings must be an integer from 1 to 36500, not "0"/],
  ['readings:99999999999999999999', /^Error: RETENTION_DAYS for readings must be an integer from 1 to 36500/],
  ['devices:30', /^Error: RETENTION_DAYS names "devices", which has no time of its own to keep by; it takes readings and locations/],
  ['widgets:30', /^Error: RETENTION_DAYS names "widgets"/],
  ['readings:30,readings:60', /^Error: RETENTION_DAYS names readings twice/],
] as const) {
  test(`RETENTION_DAYS=${value} stops the start with a sentence`, () => {
    assert.throws(() => readConfig({ RETENTION_DAYS: value }), sentence);
  });
}
