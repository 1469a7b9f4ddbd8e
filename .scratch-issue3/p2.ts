import Database from 'better-sqlite3';
import { TIME_KEY as T } from '../src/storage/instant-key.js';
const db = new Database('.scratch-issue3/big.db', { readonly: true });
function run(label: string, sql: string, params: Record<string, unknown> = {}) {
  const st = db.prepare(sql);
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params).map((r: any) => r.detail.replace(/coalesce\(.*\)/, 'KEY'));
  let s = performance.now(); const rows = st.all(params); const t1 = performance.now() - s;
  s = performance.now(); st.all(params); const t2 = performance.now() - s;
  console.log(`${label}: ${rows.length} rows, ${t1.toFixed(1)} / ${t2.toFixed(1)} ms`); console.log('   ' + plan.join('\n   '));
  return rows;
}
console.log(db.prepare('select area, count(*) c from readings group by area order by c desc limit 3').all());
const ks = { k: '2026-06-01T00:00:00.000000000', id: 'Z' };
run('exact area keyset', `SELECT *, ${T} AS k FROM readings INDEXED BY readings_by_area_time WHERE area = :a AND ${T} <= :k AND (${T} < :k OR id < :id) ORDER BY ${T} DESC, id DESC LIMIT 51`, { a: 'bonn:district-07.south', ...ks });
run('time scan glob+mean', `SELECT *, ${T} AS k FROM readings INDEXED BY readings_by_time WHERE ${T} <= :k AND (${T} < :k OR id < :id) AND area GLOB :p AND mean BETWEEN :lo AND :hi ORDER BY ${T} DESC, id DESC LIMIT 51`, { p: '*:district-1*', lo: 0, hi: 20, ...ks });
run('time scan rare glob', `SELECT *, ${T} AS k FROM readings INDEXED BY readings_by_time WHERE area GLOB :p ORDER BY ${T} DESC, id DESC LIMIT 51`, { p: '*nothing*' });
run('prefix narrow', `SELECT *, ${T} AS k FROM readings INDEXED BY readings_by_area_time WHERE area >= :lo AND area < :hi AND area GLOB :p ORDER BY ${T} DESC, id DESC LIMIT 51`, { lo: 'bonn:district-07', hi: 'bonn:district-08', p: 'bonn:district-07*' });
run('mean narrow', `SELECT *, ${T} AS k FROM readings INDEXED BY readings_by_mean WHERE mean BETWEEN :lo AND :hi ORDER BY ${T} DESC, id DESC LIMIT 51`, { lo: 30, hi: 31 });
run('capped mean', `SELECT count(*) FROM (SELECT 1 FROM readings INDEXED BY readings_by_mean WHERE mean BETWEEN :lo AND :hi LIMIT 2000)`, { lo: 30, hi: 31 });
run('next area', `SELECT area FROM readings INDEXED BY readings_by_area_time WHERE area > :a ORDER BY area LIMIT 1`, { a: 'bonn:district-07.south' });
run('latest of area', `SELECT *, ${T} AS k FROM readings INDEXED BY readings_by_area_time WHERE area = :a ORDER BY ${T} DESC, id DESC LIMIT 1`, { a: 'bonn:district-07.south' });
run('summary pass 1', `SELECT count(*), sum("number"), sum(good), sum("number" * mean), count(std_dev), sum(CASE WHEN std_dev IS NOT NULL THEN "number" END), sum(CASE WHEN std_dev IS NOT NULL THEN "number" * mean END) FROM readings INDEXED BY readings_by_area_time WHERE area = :a AND ${T} >= :f AND ${T} <= :t`, { a: 'bonn:district-07.south', f: '2026-01-01', t: '2026-12' });
run('summary pass 2', `SELECT sum("number" * std_dev * std_dev + "number" * (mean - :mu) * (mean - :mu)) FROM readings INDEXED BY readings_by_area_time WHERE area = :a AND ${T} >= :f AND ${T} <= :t AND std_dev IS NOT NULL`, { a: 'bonn:district-07.south', f: '2026-01-01', t: '2026-12', mu: 10 });
run('summary group', `SELECT area, count(*), sum("number"), sum(good), sum("number" * mean) FROM readings INDEXED BY readings_by_area_time WHERE area > :after GROUP BY area ORDER BY area LIMIT 51`, { after: '' });
