import Database from 'better-sqlite3';
import { buildReadingSearch, buildHistory, LATEST_OF_AREA } from '../src/storage/sqlite-reading-queries.js';
const db = new Database('.scratch-issue3/big.db', { readonly: true });
const area = db.prepare('SELECT area FROM reading_areas LIMIT 1 OFFSET 77').pluck().get() as string;
function run(label: string, q: { sql: string; params: any }) {
  console.log(label, (db.prepare('EXPLAIN QUERY PLAN ' + q.sql).all(q.params) as any[]).map((r) => r.detail).join(' | '));
  const st = db.prepare(q.sql); st.all(q.params);
  const s = performance.now(); for (let i = 0; i < 20; i++) st.all(q.params); console.log('  ', ((performance.now() - s) / 20).toFixed(2), 'ms');
}
run('exact', buildReadingSearch({ limit: 50, scope: 's', area }, undefined, 'area'));
run('history', buildHistory(area, '2026-09-01T00:00:00.000000000', undefined, 50));
run('latest1', { sql: LATEST_OF_AREA, params: area });
import { TIME_KEY } from '../src/storage/instant-key.js';
const t = (label: string, sql: string) => { const st = db.prepare(sql); st.all(area); const s = performance.now(); for (let i = 0; i < 20; i++) st.all(area); console.log(label, ((performance.now() - s) / 20).toFixed(3), 'ms', (db.prepare('EXPLAIN QUERY PLAN ' + sql).all(area) as any[]).map((r) => r.detail).join(' | ')); };
t('ids only', `SELECT r.id FROM readings AS r INDEXED BY readings_by_area_time WHERE r.area = ? ORDER BY ${TIME_KEY} DESC, r.id DESC LIMIT 51`);
t('ids+key', `SELECT r.id, ${TIME_KEY} FROM readings AS r INDEXED BY readings_by_area_time WHERE r.area = ? ORDER BY ${TIME_KEY} DESC, r.id DESC LIMIT 51`);
t('rows', `SELECT r.* FROM readings AS r INDEXED BY readings_by_area_time WHERE r.area = ? ORDER BY ${TIME_KEY} DESC, r.id DESC LIMIT 51`);
t('rows+key', `SELECT r.*, ${TIME_KEY} FROM readings AS r INDEXED BY readings_by_area_time WHERE r.area = ? ORDER BY ${TIME_KEY} DESC, r.id DESC LIMIT 51`);
t('rows by rowid', `SELECT * FROM readings WHERE rowid IN (SELECT r.rowid FROM readings AS r INDEXED BY readings_by_area_time WHERE r.area = ? ORDER BY ${TIME_KEY} DESC, r.id DESC LIMIT 51)`);
run('exact again', buildReadingSearch({ limit: 50, scope: 's', area }, undefined, 'area'));
const q = buildReadingSearch({ limit: 50, scope: 's', area }, undefined, 'area');
console.log(q.sql.replace(TIME_KEY, 'K').replace(TIME_KEY, 'K').replace(TIME_KEY, 'K').slice(0, 600), q.params);
const st = db.prepare(q.sql);
for (const variant of ['iterate', 'raw']) { const s = performance.now(); for (let i = 0; i < 20; i++) (variant === 'raw' ? st.raw(true).all(q.params) : st.raw(false).all(q.params)); console.log(variant, ((performance.now() - s) / 20).toFixed(3)); }
