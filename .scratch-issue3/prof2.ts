import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { openSqliteStore } from '../src/storage/database.js';
import { buildReadingSearch } from '../src/storage/sqlite-reading-queries.js';
rmSync('.scratch-issue3/p.db', { force: true });
const store = await openSqliteStore('.scratch-issue3/p.db');
await store.close();
const db = new Database('.scratch-issue3/p.db');
const ins = db.prepare(`INSERT INTO readings (id, created_at, updated_at, "time", area, mean, good, "number") VALUES (?, 'x', 'x', ?, ?, ?, 1, 2)`);
db.transaction(() => { for (let i = 0; i < 3000; i++) ins.run(`id${String(i).padStart(6, '0')}`, new Date(Date.UTC(2026, 0, 1) + i * 3600_000).toISOString(), ['a_b', 'bonn:x', 'koeln'][i % 3], Math.random() * 10); })();
for (const [plan, after] of [['areas', undefined], ['areas', ['2026-03-01T00:00:00.000000000', 'id']], ['time-index', ['2026-03-01T00:00:00.000000000', 'id']]] as const) {
  const q = buildReadingSearch({ limit: 41, scope: 's', area: 'bonn:*' }, after as any, plan as any);
  console.log((db.prepare('EXPLAIN QUERY PLAN ' + q.sql).all(q.params) as any[]).map((r) => r.detail).join(' | '));
  const st = db.prepare(q.sql);
  let s = performance.now(); for (let i = 0; i < 10; i++) st.all(q.params); console.log(plan, ((performance.now() - s) / 10).toFixed(2), 'ms');
}
db.close();
const store2 = await openSqliteStore('.scratch-issue3/p.db');
let cursor: string | undefined; let n = 0; const s0 = performance.now();
do { const p = await store2.queries.readings.search({ limit: 41, scope: 's', area: 'bonn:*', cursor }); cursor = p.nextCursor ?? undefined; n++; } while (cursor);
console.log('store walk', n, ((performance.now() - s0) / n).toFixed(2), 'ms/page');
