import Database from 'better-sqlite3';
import { TIMESTAMP_KEY as K, TIME_KEY as T } from '../src/storage/instant-key.js';
const db = new Database('.scratch-issue3/big.db', { readonly: true });
function run(label: string, sql: string, params: Record<string, unknown> = {}) {
  const st = db.prepare(sql);
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params).map((r: any) => r.detail.replace(/coalesce\(.*\)/, 'KEY'));
  let s = performance.now(); const rows = st.all(params); const t1 = performance.now() - s;
  s = performance.now(); st.all(params); const t2 = performance.now() - s;
  console.log(`${label}: ${rows.length} rows, ${t1.toFixed(1)} / ${t2.toFixed(1)} ms`); console.log('   ' + plan.join('\n   '));
  return rows;
}
const cols = `l.id, l.longitude, l.latitude, ${K.replaceAll('"timestamp"', 'l."timestamp"')} AS k`;
run('A first page', `SELECT id, ${K} AS k FROM locations INDEXED BY locations_by_time WHERE latitude BETWEEN :s AND :n AND longitude BETWEEN :w AND :e ORDER BY ${K} DESC, id DESC LIMIT 51`, { s: 47, n: 55, w: 5, e: 15 });
const r = run('A keyset', `SELECT id, ${K} AS k FROM locations INDEXED BY locations_by_time WHERE (${K}, id) < (:k, :id) AND latitude BETWEEN :s AND :n AND longitude BETWEEN :w AND :e ORDER BY ${K} DESC, id DESC LIMIT 51`, { s: 47, n: 55, w: 5, e: 15, k: '2026-06-01T00:00:00.000000000', id: 'Z' });
run('A small box (bad)', `SELECT id, ${K} AS k FROM locations INDEXED BY locations_by_time WHERE latitude BETWEEN :s AND :n AND longitude BETWEEN :w AND :e ORDER BY ${K} DESC, id DESC LIMIT 51`, { s: 50.7, n: 50.75, w: 7.05, e: 7.15 });
run('B small box', `SELECT l.id, ${K} AS k FROM location_points p CROSS JOIN locations l ON l.rowid = p.id WHERE p.min_lon <= :e AND p.max_lon >= :w AND p.min_lat <= :n AND p.max_lat >= :s AND l.latitude BETWEEN :s AND :n AND l.longitude BETWEEN :w AND :e ORDER BY k DESC, l.id DESC LIMIT 51`, { s: 50.7, n: 50.75, w: 7.05, e: 7.15 });
run('B big box', `SELECT l.id, ${K} AS k FROM location_points p CROSS JOIN locations l ON l.rowid = p.id WHERE p.min_lon <= :e AND p.max_lon >= :w AND p.min_lat <= :n AND p.max_lat >= :s AND l.latitude BETWEEN :s AND :n AND l.longitude BETWEEN :w AND :e ORDER BY k DESC, l.id DESC LIMIT 51`, { s: 47, n: 55, w: 5, e: 15 });
run('count capped', `SELECT count(*) FROM (SELECT 1 FROM location_points WHERE min_lon <= :e AND max_lon >= :w AND min_lat <= :n AND max_lat >= :s LIMIT 2000)`, { s: 47, n: 55, w: 5, e: 15 });
run('get by id', `SELECT * FROM locations WHERE id = ?`.replace('?', ':id'), { id: 'x' });
run('A keyset2', `SELECT id, ${K} AS k FROM locations INDEXED BY locations_by_time WHERE ${K} <= :k AND (${K} < :k OR id < :id) AND latitude BETWEEN :s AND :n AND longitude BETWEEN :w AND :e ORDER BY ${K} DESC, id DESC LIMIT 51`, { s: 47, n: 55, w: 5, e: 15, k: '2026-06-01T00:00:00.000000000', id: 'Z' });
run('A keyset2 full rows', `SELECT *, ${K} AS k FROM locations INDEXED BY locations_by_time WHERE ${K} <= :k AND (${K} < :k OR id < :id) AND latitude BETWEEN :s AND :n AND longitude BETWEEN :w AND :e ORDER BY ${K} DESC, id DESC LIMIT 51`, { s: 47, n: 55, w: 5, e: 15, k: '2026-06-01T00:00:00.000000000', id: 'Z' });
