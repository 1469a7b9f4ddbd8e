import Database from 'better-sqlite3';
import { TIME_KEY as T, instantKeySql } from '../src/storage/instant-key.js';
const db = new Database('.scratch-issue3/big.db', { readonly: true });
function run(label: string, sql: string, params: Record<string, unknown> = {}) {
  const st = db.prepare(sql);
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params).map((r: any) => r.detail.replace(/coalesce\(.*\)/, 'KEY'));
  let s = performance.now(); const rows = st.all(params); const t1 = performance.now() - s;
  s = performance.now(); st.all(params); const t2 = performance.now() - s;
  console.log(`${label}: ${rows.length} rows, ${t1.toFixed(1)} / ${t2.toFixed(1)} ms`); console.log('   ' + plan.join('\n   '));
  return rows;
}
const time = `${T} >= ${instantKeySql(':from')} AND ${T} <= ${instantKeySql(':to')}`;
const sql = (timeCond: string) => `WITH first AS (
  SELECT a.area AS area, count(*) AS readings, sum(r."number") AS "number", sum(r.good) AS good, sum(r."number" * r.mean) AS weighted,
    count(r.std_dev) AS with_std_dev, sum(CASE WHEN r.std_dev IS NOT NULL THEN r."number" END) AS number_with_std_dev,
    sum(CASE WHEN r.std_dev IS NOT NULL THEN r."number" * r.mean END) AS weighted_with_std_dev
  FROM reading_areas AS a CROSS JOIN readings AS r INDEXED BY readings_by_area_time ON r.area = a.area
  WHERE a.area > :after ${timeCond}
  GROUP BY a.area ORDER BY a.area LIMIT :limit)
SELECT first.*, (SELECT sum(r."number" * (r.std_dev * r.std_dev + (r.mean - first.weighted_with_std_dev / first.number_with_std_dev) * (r.mean - first.weighted_with_std_dev / first.number_with_std_dev)))
  FROM readings AS r INDEXED BY readings_by_area_time WHERE r.area = first.area ${timeCond} AND r.std_dev IS NOT NULL) AS squares FROM first`;
run('narrow time', sql(`AND ${time}`), { after: '', limit: 51, from: '2026-06-01T00:00:00Z', to: '2026-06-02T00:00:00Z' });
run('very narrow time', sql(`AND ${time}`), { after: '', limit: 51, from: '2026-06-01T00:00:00Z', to: '2026-06-01T00:10:00Z' });
const r = run('no time', sql(''), { after: '', limit: 51 });
console.log(r[0]);
