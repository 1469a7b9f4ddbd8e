import Database from 'better-sqlite3';
import { buildLocationSearch } from '../src/storage/sqlite-location-queries.js';
import { buildReadingSearch } from '../src/storage/sqlite-reading-queries.js';
const db = new Database('.scratch-issue3/big.db', { readonly: true });
const show = (q: { sql: string; params: any }) => console.log((db.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(q.params) as any[]).map((r) => `${r.id} ${r.parent} ${r.detail}`).join('\n') + '\n');
show(buildLocationSearch({ limit: 5, scope: 's', bbox: { minLon: 170, minLat: -30, maxLon: -170, maxLat: 0 } }, undefined, 'rtree'));
show(buildLocationSearch({ limit: 5, scope: 's', bbox: { minLon: 10, minLat: -30, maxLon: 20, maxLat: 0 } }, undefined, 'rtree'));
show(buildReadingSearch({ limit: 5, scope: 's', area: '*north' }, undefined, 'areas'));
