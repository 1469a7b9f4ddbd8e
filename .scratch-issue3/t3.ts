import Database from 'better-sqlite3';
const db = new Database('.scratch-issue3/e.db');
db.pragma('synchronous = OFF');
const t = (label: string, f: () => void) => { const s = performance.now(); f(); console.log(label, (performance.now() - s).toFixed(0), 'ms'); };
const idx = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type='index' AND sql IS NOT NULL`).all() as any[];
for (const i of idx) { db.exec(`DROP INDEX ${i.name}`); t(i.name, () => db.exec(i.sql)); }
t('rtree clear', () => db.exec('DELETE FROM location_points'));
t('rtree fill', () => db.exec('INSERT INTO location_points SELECT rowid, longitude, longitude, latitude, latitude FROM locations'));
t('rtree clear', () => db.exec('DELETE FROM location_points'));
t('rtree fill sorted', () => db.exec('INSERT INTO location_points SELECT rowid, longitude, longitude, latitude, latitude FROM locations ORDER BY round(latitude), longitude'));
