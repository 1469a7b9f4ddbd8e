// Bulk ingest at the storage level (issue 7): what SQLite alone needs to store a batch of 1,000
// locations durably, with the schema as migrated and with the index designs that could replace parts
// of it. The HTTP bench's bulk-full scenario is bound by this, not by HTTP (bench/README.md, "Bulk
// ingest"): these figures say how far a change of migration 002's design would move it.
//
// Each variant gets a fresh copy of a 100,000-row file (scripts/seed.ts, as the HTTP bench seeds),
// changes the schema as it says, then stores BATCHES batches of the HTTP bench's own 1,000 items
// (BULK_BODY: the same items every batch, as wrk sends the same body), each batch one transaction
// of 100-row INSERTs under synchronous=FULL, exactly as CollectionWrites.insertMany does, and
// reports the median time per batch.
//
//   npm run bench -- ingest-storage                 # all variants, 40 batches each
//   npm run bench -- ingest-storage --batches 100
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { monotonicFactory } from 'ulid';
import { seedDatabase } from '../scripts/seed.js';
import { BULK_BODY } from './http-scenarios.js';

const { values: flags } = parseArgs({ options: { batches: { type: 'string', default: '40' } } });
const BATCHES = Number(flags.batches);
const ROWS = 100_000;
const FOLDER = join(process.cwd(), 'data', 'bench-ingest');
const CHUNK = 100;

interface Item {
  longitude: number;
  latitude: number;
  altitude: number;
  speed: number;
  timestamp: string;
}
const ITEMS = JSON.parse(BULK_BODY) as Item[];

/** The instant of an RFC 3339 text as epoch microseconds, computed in JavaScript at the write. */
const instantKey = (text: string): number => Date.parse(text) * 1000;
/** A 0.01° grid cell (about 1 km): a B-tree key a bounding box turns into a few ranges. */
const cellKey = (longitude: number, latitude: number): number =>
  Math.floor((latitude + 90) * 100) * 36_000 + Math.floor((longitude + 180) * 100);

interface Variant {
  name: string;
  /** SQL run on the copy before the batches. */
  prepare: string;
  /** Values after the row's own, computed in JavaScript as a write would. */
  extra: (item: Item) => (number | string)[];
  extraColumns: string[];
  /**
   * Each batch's timestamps an hour after the last batch's, as devices uploading new data would send
   * them, instead of the same items every batch: the time index then grows at its end.
   */
  fresh?: boolean;
}

const NO_INDEXES = 'DROP TRIGGER location_points_insert; DROP INDEX locations_by_time;';
const VARIANTS: Variant[] = [
  { name: 'as migrated: R*Tree by trigger, index on the instant expression', prepare: '', extra: () => [], extraColumns: [] },
  // Issue 22: what migration 160's grid index (cell and instant expressions) adds to a batch.
  { name: 'as migrated without 160 (no grid index)', prepare: 'DROP INDEX locations_by_cell_time;', extra: () => [], extraColumns: [] },
  {
    name: 'instant key column computed in JS and indexed instead of the expression; R*Tree kept',
    prepare: `DROP INDEX locations_by_time; ALTER TABLE locations ADD COLUMN instant INTEGER;
      CREATE INDEX locations_by_instant ON locations (instant, id, longitude, latitude);`,
    extra: (item) => [instantKey(item.timestamp)],
    extraColumns: ['instant'],
  },
  {
    name: 'instant key column; a B-tree on a grid cell column instead of the R*Tree',
    prepare: `${NO_INDEXES} ALTER TABLE locations ADD COLUMN instant INTEGER; ALTER TABLE locations ADD COLUMN cell INTEGER;
      CREATE INDEX locations_by_instant ON locations (instant, id, longitude, latitude);
      CREATE INDEX locations_by_cell ON locations (cell);`,
    extra: (item) => [instantKey(item.timestamp), cellKey(item.longitude, item.latitude)],
    extraColumns: ['instant', 'cell'],
  },
  {
    name: 'instant key column only (no spatial index at all)',
    prepare: `${NO_INDEXES} ALTER TABLE locations ADD COLUMN instant INTEGER;
      CREATE INDEX locations_by_instant ON locations (instant, id, longitude, latitude);`,
    extra: (item) => [instantKey(item.timestamp)],
    extraColumns: ['instant'],
  },
  { name: 'as migrated, each batch an hour newer than the last', prepare: '', extra: () => [], extraColumns: [], fresh: true },
  {
    name: 'as migrated without 160, each batch an hour newer',
    prepare: 'DROP INDEX locations_by_cell_time;',
    extra: () => [],
    extraColumns: [],
    fresh: true,
  },
  {
    name: 'instant key column; grid cell B-tree; each batch an hour newer',
    prepare: `${NO_INDEXES} ALTER TABLE locations ADD COLUMN instant INTEGER; ALTER TABLE locations ADD COLUMN cell INTEGER;
      CREATE INDEX locations_by_instant ON locations (instant, id, longitude, latitude);
      CREATE INDEX locations_by_cell ON locations (cell);`,
    extra: (item) => [instantKey(item.timestamp), cellKey(item.longitude, item.latitude)],
    extraColumns: ['instant', 'cell'],
    fresh: true,
  },
  { name: 'R*Tree by trigger only (no time index)', prepare: 'DROP INDEX locations_by_time;', extra: () => [], extraColumns: [] },
  { name: 'the table and its id index only (the floor)', prepare: NO_INDEXES, extra: () => [], extraColumns: [] },
];

function template(): string {
  mkdirSync(FOLDER, { recursive: true });
  const file = join(FOLDER, `locations-${ROWS}.db`);
  if (!existsSync(file)) {
    process.stdout.write(`Seeding ${file} with ${ROWS} locations…\n`);
    seedDatabase({ database: file, locations: ROWS, readings: 0, seed: 1 });
  }
  return file;
}

function measure(source: string, variant: Variant): number[] {
  const file = join(FOLDER, 'run.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  copyFileSync(source, file);
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    if (variant.prepare !== '') db.exec(variant.prepare);
    const columns = [
      'id',
      'created_at',
      'updated_at',
      'longitude',
      'latitude',
      'altitude',
      'speed',
      '"timestamp"',
      ...variant.extraColumns,
    ];
    const row = `(${columns.map(() => '?').join(', ')})`;
    const insert = db.prepare(`INSERT INTO locations (${columns.join(', ')}) VALUES ${Array(CHUNK).fill(row).join(', ')}`);
    const nextId = monotonicFactory();
    const times: number[] = [];
    for (let batch = 0; batch < BATCHES; batch++) {
      const started = performance.now();
      const now = new Date().toISOString();
      const items = variant.fresh === true ? ITEMS.map((item) => ({ ...item, timestamp: later(item.timestamp, batch) })) : ITEMS;
      db.transaction(() => {
        for (let first = 0; first < items.length; first += CHUNK) {
          const values: (number | string)[] = [];
          for (const item of items.slice(first, first + CHUNK)) {
            values.push(
              nextId(),
              now,
              now,
              item.longitude,
              item.latitude,
              item.altitude,
              item.speed,
              item.timestamp,
              ...variant.extra(item),
            );
          }
          insert.run(values);
        }
      }).immediate();
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    db.close();
  }
}

const later = (timestamp: string, hours: number): string => new Date(Date.parse(timestamp) + hours * 3_600_000).toISOString();

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const source = template();
process.stdout.write(
  `${ITEMS.length} locations a batch (bench/http-scenarios.ts BULK_BODY), ${BATCHES} batches a variant, synchronous=FULL, on a copy of ${ROWS} rows\n\n`,
);
process.stdout.write('| schema | ms per 1,000 (median) | min | max | locations/s, storage alone |\n|---|---:|---:|---:|---:|\n');
for (const variant of VARIANTS) {
  const times = measure(source, variant);
  const ms = median(times);
  process.stdout.write(
    `| ${variant.name} | ${ms.toFixed(1)} | ${Math.min(...times).toFixed(1)} | ${Math.max(...times).toFixed(1)} | ${Math.round((ITEMS.length / ms) * 1000).toLocaleString('en-US')} |\n`,
  );
}
