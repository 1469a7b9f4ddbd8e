import Database from 'better-sqlite3';
import { TIME_KEY } from '../src/storage/instant-key.js';
import { selectRow } from '../src/storage/sqlite-rows.js';
import { buildAreaWalk, LATEST_OF_AREA } from '../src/storage/sqlite-reading-queries.js';
const db = new Database('.scratch-issue3/big.db', { readonly: true });
const sql = `SELECT ${selectRow('readings', 'r')} FROM (SELECT a.area FROM reading_areas AS a WHERE a.area > :after ORDER BY a.area LIMIT :limit) AS a
  CROSS JOIN readings AS r ON r.rowid = (SELECT n.rowid FROM readings AS n INDEXED BY readings_by_area_time WHERE n.area = a.area ORDER BY ${TIME_KEY.replaceAll('"time"', 'n."time"')} DESC, n.id DESC LIMIT 1)
  ORDER BY a.area`;
console.log((db.prepare('EXPLAIN QUERY PLAN ' + sql).all({ after: '', limit: 51 }) as any[]).map((r) => r.detail).join(' | '));
const st = db.prepare(sql);
for (let k = 0; k < 3; k++) {
  let s = performance.now(); for (let i = 0; i < 20; i++) st.all({ after: '', limit: 51 }); console.log('one statement', ((performance.now() - s) / 20).toFixed(3));
  const walk = buildAreaWalk(undefined, '', 51); const w = db.prepare(walk.sql).pluck(); const l = db.prepare(LATEST_OF_AREA);
  s = performance.now(); for (let i = 0; i < 20; i++) { for (const a of w.all(walk.params) as string[]) l.get(a); } console.log('loop', ((performance.now() - s) / 20).toFixed(3));
}
