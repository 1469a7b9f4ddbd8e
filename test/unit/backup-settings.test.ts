// Issue 21: BACKUP_INTERVAL, BACKUP_KEEP and BACKUP_DIR are read at start-up; a mistake stops the
// start with a sentence naming the variable (src/server.ts prints it after "Fieldlog could not start: ").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readConfig } from '../../src/config.js';

test('no BACKUP_INTERVAL, no scheduled backups; each unit of the grammar reads as it says; BACKUP_KEEP defaults to 7', () => {
  assert.equal(readConfig({}).backups, undefined);
  const cases: [string, number][] = [
    ['90s', 90_000],
    ['30m', 1_800_000],
    ['6h', 21_600_000],
    ['1d', 86_400_000],
    [' 2h ', 7_200_000],
  ];
  for (const [interval, ms] of cases) {
    assert.deepEqual(readConfig({ BACKUP_INTERVAL: interval, BACKUP_DIR: '/var/backups/fieldlog' }).backups, {
      intervalMs: ms,
      keep: 7,
      dir: '/var/backups/fieldlog',
    });
  }
  assert.equal(readConfig({ BACKUP_INTERVAL: '1d', BACKUP_DIR: 'b', BACKUP_KEEP: '30' }).backups?.keep, 30);
});

test('bad backup settings stop the start with a sentence naming the variable', () => {
  const grammar = (value: string) =>
    `BACKUP_INTERVAL must be a whole number and a unit (s, m, h or d) such as 30m, 6h or 1d, at most 366d, not "${value}"`;
  const cases: [NodeJS.ProcessEnv, string][] = [
    [{ BACKUP_INTERVAL: '6', BACKUP_DIR: 'b' }, grammar('6')],
    [{ BACKUP_INTERVAL: '1.5h', BACKUP_DIR: 'b' }, grammar('1.5h')],
    [{ BACKUP_INTERVAL: '-1d', BACKUP_DIR: 'b' }, grammar('-1d')],
    [{ BACKUP_INTERVAL: '0s', BACKUP_DIR: 'b' }, grammar('0s')],
    [{ BACKUP_INTERVAL: '6 hours', BACKUP_DIR: 'b' }, grammar('6 hours')],
    [{ BACKUP_INTERVAL: '367d', BACKUP_DIR: 'b' }, grammar('367d')],
    [{ BACKUP_INTERVAL: '6h' }, 'BACKUP_INTERVAL is set but BACKUP_DIR is not; name the folder scheduled backups go to'],
    [{ BACKUP_DIR: 'b' }, 'BACKUP_DIR is set but BACKUP_INTERVAL is not; set BACKUP_INTERVAL (such as 6h) to take backups on a schedule'],
    [{ BACKUP_KEEP: '3' }, 'BACKUP_KEEP is set but BACKUP_INTERVAL is not; set BACKUP_INTERVAL (such as 6h) to take backups on a schedule'],
    [{ BACKUP_INTERVAL: '6h', BACKUP_DIR: 'b', BACKUP_KEEP: '0' }, 'BACKUP_KEEP must be an integer from 1 to 10000, not "0"'],
    [{ BACKUP_INTERVAL: '6h', BACKUP_DIR: 'b', BACKUP_KEEP: 'all' }, 'BACKUP_KEEP must be an integer from 1 to 10000, not "all"'],
    [
      { BACKUP_INTERVAL: '6h', BACKUP_DIR: 'b', DATABASE_URL: ':memory:' },
      'BACKUP_INTERVAL is set, but a :memory: database cannot be backed up; use a file or PostgreSQL',
    ],
  ];
  for (const [env, sentence] of cases) assert.throws(() => readConfig(env), { message: sentence }, JSON.stringify(env));
});
