// Issue 3: time order is instant order. The SQL key behind the time indexes (src/storage/sqlite/instant-key.ts)
// must agree with the validator's instant comparison (src/versioning/instant.ts), and migration 002
// must hold the very expression the queries use, or SQLite would not use its indexes.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import { TIME_KEY, TIMESTAMP_KEY, instantKeySql } from '../../../src/storage/sqlite/instant-key.js';
import { MIGRATIONS_DIRECTORY } from '../../../src/storage/sqlite/migrate.js';
import { compareInstants } from '../../../src/versioning/instant.js';

const db = new Database(':memory:');
const keyOf = db.prepare(`SELECT ${instantKeySql(':text')}`).pluck();
const sqlKey = (text: string | null) => keyOf.get({ text }) as string;
const ajv = new Ajv2020();
formatsModule.default(ajv, ['date-time']);
const isDateTime = ajv.compile({ type: 'string', format: 'date-time' });

test("the key is the instant in UTC at a fixed width, whatever the offset's spelling", () => {
  const cases: [string | null, string][] = [
    ['2026-01-01T00:30:05+01:00', '2025-12-31T23:30:05.000000000'],
    ['2026-01-01T00:30:05.5+0100', '2025-12-31T23:30:05.500000000'],
    ['2026-01-01t00:30:05.123456789012-01', '2026-01-01T01:30:05.123456789'],
    ['2026-01-01 00:00:00z', '2026-01-01T00:00:00.000000000'],
    ['2026-01-01T00:00:00-00:00', '2026-01-01T00:00:00.000000000'],
    // SQLite refuses a "+23:59" suffix; the key applies it as minutes.
    ['2026-03-01T00:30:00+23:59', '2026-02-28T00:31:00.000000000'],
    // A leap second keeps its 60, after :59 and before the next minute.
    ['2016-12-31T23:59:60Z', '2016-12-31T23:59:60.000000000'],
    ['2017-01-01T00:59:60.25+01:00', '2016-12-31T23:59:60.250000000'],
    // The edges of RFC 3339's years, where strftime has no answer of its own.
    ['0000-01-01T00:30:00+01:00', '-001-12-31T23:30:00.000000000'],
    ['9999-12-31T23:30:00-01:00', '9999-12-31T24:30:00.000000000'],
    [null, ''],
  ];
  for (const [text, key] of cases) assert.equal(sqlKey(text), key, String(text));
});

// Date-times in every spelling the validator accepts, around the awkward places.
const dateTimes = fc
  .record({
    year: fc.constantFrom(0, 1, 1969, 1970, 2024, 2026, 9999),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.constantFrom(0, 1, 29, 30, 59),
    second: fc.constantFrom('00', '07', '59', '60'),
    fraction: fc.constantFrom('', '.0', '.5', '.50', '.123', '.123456789', '.1234567891', '.999999999999'),
    separator: fc.constantFrom('T', 't', ' '),
    offset: fc.constantFrom('Z', 'z', '+00:00', '-00:00', '+01:00', '-01:00', '+05:30', '+0530', '+14', '-12', '+23:59', '-23:59'),
  })
  .map(
    (p) =>
      `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}` +
      `${p.separator}${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}:${p.second}${p.fraction}${p.offset}`,
  )
  .filter((text) => isDateTime(text));

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
