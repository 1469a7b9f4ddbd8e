// Issue 3: time order is instant order. The SQL key behind the time indexes (src/storage/sqlite/instant-key.ts)
// must agree with the validator's instant comparison (src/versioning/instant.ts), and migration 002
// must hold the very expression the queries use, or SQLite would not use its indexes.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { INSTANT_KEY_CASES, dateTimes } from '../../fixtures/date-times.js';
import { TIME_KEY, TIMESTAMP_KEY, instantKeySql } from '../../../src/storage/sqlite/instant-key.js';
import { MIGRATIONS_DIRECTORY } from '../../../src/storage/sqlite/migrate.js';
import { compareInstants } from '../../../src/versioning/instant.js';

const db = new Database(':memory:');
const keyOf = db.prepare(`SELECT ${instantKeySql(':text')}`).pluck();
const sqlKey = (text: string | null) => keyOf.get({ text }) as string;

test("the key is the instant in UTC at a fixed width, whatever the offset's spelling", () => {
  const cases = INSTANT_KEY_CASES;
  for (const [text, key] of cases) assert.equal(sqlKey(text), key, String(text));
});

test("the SQL key orders and equates date-times exactly as the validator's instant comparison does", () => {
  fc.assert(
    fc.property(dateTimes, dateTimes, (a, b) => {
      const sql = Math.sign(sqlKey(a) < sqlKey(b) ? -1 : sqlKey(a) > sqlKey(b) ? 1 : 0);
      assert.equal(sql, Math.sign(compareInstants(a, b)!), `${a} against ${b}: keys ${sqlKey(a)} and ${sqlKey(b)}`);
    }),
    { numRuns: 3000 },
  );
});

test('one instant written with different offsets has one key', () => {
  assert.equal(sqlKey('2026-06-01T12:00:00Z'), sqlKey('2026-06-01T14:00:00+02:00'));
  assert.equal(sqlKey('2026-06-01T12:00:00Z'), sqlKey('2026-06-01T06:30:00.000-0530'));
  assert.equal(compareInstants('2026-06-01T12:00:00Z', '2026-06-01T06:30:00.000-0530'), 0);
});

test('migration 002 builds its time indexes on the expression the queries use', () => {
  const migration = readFileSync(join(MIGRATIONS_DIRECTORY, '002-named-route-indexes.sql'), 'utf8');
  assert.ok(migration.includes(TIMESTAMP_KEY), 'locations_by_time must be on instantKeySql(\'"timestamp"\')');
  assert.equal(migration.split(TIME_KEY).length - 1, 2, 'readings_by_area_time and readings_by_time must be on instantKeySql(\'"time"\')');
});
