// Fills a database with realistic synthetic locations and readings, fast enough for a million rows of
// each in well under a minute: prepared statements, one transaction per batch, and synchronous=OFF
// while loading (a crash mid-seed costs a re-seed, never acknowledged client data). The rows go
// through the same triggers and indexes as the server's writes, so the R*Tree and the time keys are
// exactly what the server would have built.
//
//   npm run seed -- --locations 1000000 --readings 1000000 [--database path] [--seed 1]
import { parseArgs } from 'node:util';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../src/storage/sqlite/migrate.js';
import { readSqliteLocation } from '../src/storage/open-store.js';
import { createRandom } from './seeded-random.js';

export interface SeedOptions {
  database: string;
  locations: number;
  readings: number;
  /** Makes the values repeatable (identifiers are ULIDs and are not). */
  seed?: number;
  /** Rows per transaction. */
  batch?: number;
}

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
// Places where devices and sensors cluster, chosen to cover the awkward cases too: both sides of the
// antimeridian (Suva, Anadyr, Apia), the far north and south (Longyearbyen, McMurdo), the equator.
const CITIES: readonly { name: string; lon: number; lat: number }[] = [
  { name: 'bonn', lon: 7.1, lat: 50.73 },
  { name: 'koeln', lon: 6.96, lat: 50.94 },
  { name: 'berlin', lon: 13.4, lat: 52.52 },
  { name: 'paris', lon: 2.35, lat: 48.86 },
  { name: 'london', lon: -0.13, lat: 51.51 },
  { name: 'madrid', lon: -3.7, lat: 40.42 },
  { name: 'new_york', lon: -74.0, lat: 40.71 },
  { name: 'sao_paulo', lon: -46.63, lat: -23.55 },
  { name: 'lagos', lon: 3.38, lat: 6.52 },
  { name: 'nairobi', lon: 36.82, lat: -1.29 },
  { name: 'mumbai', lon: 72.88, lat: 19.08 },
  { name: 'tokyo', lon: 139.69, lat: 35.69 },
  { name: 'sydney', lon: 151.21, lat: -33.87 },
  { name: 'suva', lon: 178.44, lat: -18.14 },
  { name: 'anadyr', lon: 177.51, lat: 64.73 },
  { name: 'apia', lon: -171.76, lat: -13.83 },
  { name: 'longyearbyen', lon: 15.63, lat: 78.22 },
  { name: 'mcmurdo', lon: 166.67, lat: -77.85 },
  { name: 'quito', lon: -78.47, lat: -0.18 },
  { name: 'reykjavik', lon: -21.94, lat: 64.15 },
];
const OFFSETS = ['Z', 'Z', 'Z', '+01:00', '+02:00', '-05:00', '+05:30', '+09:00', '-03:00', '+12:45'];
const DISTRICTS_PER_CITY = 100;

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** An RFC 3339 date-time for `ms`, written in one of several offsets as different clients would. */
function writeDateTime(ms: number, offset: string): string {
  const minutes = offset === 'Z' ? 0 : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  const local = new Date(ms + minutes * 60_000).toISOString().slice(0, 19);
  return `${local}${offset}`;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID for a row created at `ms`: the ulid package draws each id's randomness from crypto, about
 * 30 µs an id, which would be most of a million-row seed. Creation times here are distinct and
 * rising, so the time part alone orders the ids, as the server's monotonic ids are ordered.
 */
function createSeedId(ms: number, random: () => number): string {
  let time = '';
  for (let rest = ms, i = 0; i < 10; i += 1, rest = Math.floor(rest / 32)) time = CROCKFORD[rest % 32]! + time;
  let tail = '';
  for (let i = 0; i < 16; i += 1) tail += CROCKFORD[Math.floor(random() * 32)]!;
  return time + tail;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function seedDatabase(options: SeedOptions): { locations: number; readings: number; seconds: number } {
  const started = performance.now();
  const random = createRandom(options.seed ?? 1);
  const batch = options.batch ?? 20_000;
  if (options.database !== ':memory:') mkdirSync(dirname(options.database), { recursive: true });
  const db = new Database(options.database);
  try {
    if (options.database !== ':memory:') db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    migrate(db);
    const rebuild = dropIndexesAndTriggers(db);
    const now = Date.now();
    const runBatches = (total: number, insertOne: (index: number) => void): void => {
      const insertBatch = db.transaction((from: number, to: number) => {
        for (let i = from; i < to; i += 1) insertOne(i);
      });
      for (let from = 0; from < total; from += batch) insertBatch(from, Math.min(total, from + batch));
    };

    const insertLocation = db.prepare(`INSERT INTO locations (id, created_at, updated_at, longitude, latitude, altitude, speed, "timestamp")
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    runBatches(options.locations, (index) => {
      // Creation times rise with the index, as they would in a live system; ULIDs follow them.
      const created = now - YEAR_MS + Math.floor((index / Math.max(1, options.locations)) * YEAR_MS);
      let lon: number;
      let lat: number;
      if (random() < 0.7) {
        const city = CITIES[Math.floor(random() * CITIES.length)]!;
        lat = Math.max(-90, Math.min(90, city.lat + gaussian(random) * 0.3));
        lon = city.lon + (gaussian(random) * 0.3) / Math.max(0.05, Math.cos((lat * Math.PI) / 180));
        lon = ((((lon + 180) % 360) + 360) % 360) - 180; // wrap across the antimeridian
      } else {
        lon = random() * 360 - 180;
        lat = (Math.asin(2 * random() - 1) * 180) / Math.PI; // uniform on the sphere
      }
      const versionTwo = random() < 0.9;
      const at = created - Math.floor(random() * 600_000);
      const iso = new Date(created).toISOString();
      insertLocation.run(
        createSeedId(created, random),
        iso,
        iso,
        round(lon, 6),
        round(lat, 6),
        round(Math.max(-400, 200 + gaussian(random) * 300), 1),
        versionTwo ? round(Math.abs(gaussian(random)) * 8, 2) : null,
        versionTwo ? writeDateTime(at, OFFSETS[Math.floor(random() * OFFSETS.length)]!) : null,
      );
    });

    const insertReading =
      db.prepare(`INSERT INTO readings (id, created_at, updated_at, "time", area, mean, good, "number", seen, span, std_dev)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    runBatches(options.readings, (index) => {
      const created = now - YEAR_MS + Math.floor((index / Math.max(1, options.readings)) * YEAR_MS);
      const cityIndex = Math.floor(random() * CITIES.length);
      const city = CITIES[cityIndex]!;
      const district = Math.floor(random() * DISTRICTS_PER_CITY);
      // Names use every character an area may hold: letters, digits, '.', '_', ':' and '-'.
      const area = `${city.name}:district-${String(district).padStart(2, '0')}.${district % 3 === 0 ? 'north' : 'south'}`;
      const season = Math.cos(((created / DAY_MS) * 2 * Math.PI) / 365) * (city.lat >= 0 ? -8 : 8);
      const number = 1 + Math.floor(random() * 120);
      const good = number - Math.floor(random() * Math.min(number, 5));
      const versionTwo = random() < 0.85;
      const span = [60, 300, 600][Math.floor(random() * 3)]!;
      const at = created - Math.floor(random() * 60_000);
      const iso = new Date(created).toISOString();
      insertReading.run(
        createSeedId(created, random),
        iso,
        iso,
        writeDateTime(at, OFFSETS[Math.floor(random() * OFFSETS.length)]!),
        area,
        round(15 - Math.abs(city.lat) / 4 + season + gaussian(random) * 2, 3),
        good,
        number,
        versionTwo ? number + Math.floor(random() * 4) : null,
        versionTwo ? span : null,
        versionTwo ? round(0.2 + Math.abs(gaussian(random)) * 1.5, 3) : null,
      );
    });
    rebuild();
    // Planner statistics for the new rows; queries name their indexes, but SQLite's other choices
    // (such as join order inside an index's range) still read them.
    db.exec('ANALYZE');
  } finally {
    db.close();
  }
  return { locations: options.locations, readings: options.readings, seconds: (performance.now() - started) / 1000 };
}

/**
 * Building an index once over loaded rows is several times faster than keeping it up to date row by
 * row (200k rows of each: about 2 s against 15 s). Drops every index and trigger the migrations made
 * and returns what puts them back as they were. The seed only inserts, so of the triggers only the
 * insert ones matter: their effect on the new rows is done here in bulk, one statement each.
 */
function dropIndexesAndTriggers(db: Database.Database): () => void {
  const objects = db
    .prepare(`SELECT type, name, sql FROM sqlite_master
    WHERE type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY rowid`)
    .all() as { type: string; name: string; sql: string }[];
  const expected = ['location_points_insert', 'reading_areas_insert'];
  const triggers = objects.filter((object) => object.type === 'trigger' && object.name.endsWith('_insert')).map((object) => object.name);
  if (triggers.join() !== expected.join()) {
    throw new Error(
      `The seed knows the insert triggers ${expected.join(', ')}, but the schema has ${triggers.join(', ')}; teach it the new ones.`,
    );
  }
  const lastLocation = db.prepare('SELECT coalesce(max(rowid), 0) FROM locations').pluck().get() as number;
  const lastReading = db.prepare('SELECT coalesce(max(rowid), 0) FROM readings').pluck().get() as number;
  for (const { type, name } of objects) db.exec(`DROP ${type === 'index' ? 'INDEX' : 'TRIGGER'} "${name.replaceAll('"', '""')}"`);
  return () => {
    // location_points_insert, for every new location:
    db.prepare(`INSERT INTO location_points (id, min_lon, max_lon, min_lat, max_lat)
      SELECT rowid, longitude, longitude, latitude, latitude FROM locations
      WHERE rowid > ? AND longitude IS NOT NULL AND latitude IS NOT NULL`).run(lastLocation);
    // reading_areas_insert, for every new reading:
    db.prepare(`INSERT INTO reading_areas (area, readings)
      SELECT area, count(*) FROM readings WHERE rowid > ? AND area IS NOT NULL GROUP BY area
      ON CONFLICT (area) DO UPDATE SET readings = readings + excluded.readings`).run(lastReading);
    for (const { sql } of objects) db.exec(sql);
  };
}

function readCount(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number of rows, not "${value}"`);
  return Number(value);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      locations: { type: 'string' },
      readings: { type: 'string' },
      database: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const database = readSqliteLocation(values.database ?? process.env.DATABASE_URL ?? 'data/fieldlog.db');
  const result = seedDatabase({
    database,
    locations: readCount(values.locations, 'locations', 10_000),
    readings: readCount(values.readings, 'readings', 10_000),
    seed: readCount(values.seed, 'seed', 1),
  });
  process.stdout.write(
    `Seeded ${database}: ${result.locations} locations and ${result.readings} readings in ${result.seconds.toFixed(1)} s\n`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
