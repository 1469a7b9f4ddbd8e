import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
const db = new Database('.scratch-issue3/s.db');
db.pragma('synchronous = OFF');
const t = (label: string, f: () => void) => { const s = performance.now(); f(); console.log(label, (performance.now() - s).toFixed(0), 'ms'); };
//t('drop', () => db.exec('DROP INDEX locations_by_time; DROP INDEX readings_by_area_time; DROP INDEX readings_by_time; DROP INDEX readings_by_mean; DROP TABLE location_points'));
const sql = readFileSync('src/storage/migrations/002-named-route-indexes.sql', 'utf8').replace(/CREATE TRIGGER[\s\S]*?END;/g, '');
t('recreate', () => db.exec(sql));
