import Database from 'better-sqlite3';
import { instantKeySql } from '../src/storage/instant-key.ts';
const db = new Database(':memory:');
const e = instantKeySql('x');
console.log(e.length);
for (const s of ['2026-01-01T00:30:05+01:00','2026-01-01T00:30:05.5+0100','2026-01-01t00:30:05.123456789012-01','0000-01-01T00:30:00+01:00','9999-12-31T23:30:00-01:00','9999-12-31T20:30:00.7-23:59','2026-03-01T00:30:00+23:59','2016-12-31T23:59:60Z', '2017-01-01T00:59:60.25+01:00','2026-01-01 00:00:00z','2026-01-01T00:00:00-00:00', null])
  console.log(String(s).padEnd(40), JSON.stringify(db.prepare(`select ${e} v from (select ? x)`).get(s)));
