// Fills a database with realistic synthetic devices, locations and readings, fast enough for a
// million rows of each in about a minute: prepared statements, one transaction per batch, and
// synchronous=OFF while loading (a crash mid-seed costs a re-seed, never acknowledged client data).
// The rows end up with the same triggers' effects and the same indexes as the server's writes, so the
// R*Tree and the time keys are exactly what the server would have built. Every row is a version 3 row
// (issue 18): each location has a device, a timestamp and an accuracy; each reading a quantity and
// its UCUM unit, and most of them a device.
//
//   npm run seed -- --locations 1000000 --readings 1000000 [--devices 10000] [--database path] [--seed 1]
import { parseArgs } from 'node:util';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { availableParallelism } from 'node:os';
import Database from 'better-sqlite3';
import { migrate } from '../src/storage/sqlite/migrate.js';
import { DEFAULT_DATABASE_URL, readSqliteLocation } from '../src/storage/database-location.js';
import { fillBucketsByWalk } from './seed-buckets.js';
import { createRandom } from './seeded-random.js';
import { createIsoText } from './seed-iso-text.js';
import { createRowInserter, type RowInserter } from './seed-row-inserter.js';

export interface SeedOptions {
  database: string;
  locations: number;
  readings: number;
  /** The devices the rows belong to; by default defaultDeviceCount(locations). */
  devices?: number;
  /** Makes the values repeatable (identifiers are ULIDs and are not). */
  seed?: number;
  /** Rows per transaction. */
  batch?: number;
  /** Told each step as it starts, and each tenth of a table's rows, as one line without a newline. */
  progress?: (line: string) => void;
}

export interface SeedResult {
  devices: number;
  locations: number;
  readings: number;
  seconds: number;
}

/** 10,000 devices from 100,000 locations on (the size of issue 18's benchmark), else one per 100 locations, at least 10. */
export function defaultDeviceCount(locations: number): number {
  return locations >= 100_000 ? 10_000 : Math.max(10, Math.floor(locations / 100));
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
const AREAS = CITIES.length * DISTRICTS_PER_CITY;
const DEVICE_KINDS = ['gps-collar', 'gps-collar', 'weather-station', 'weather-station', 'buoy', 'vehicle-tracker'];
// Each quantity with its UCUM code (INTERFACE.md §1) and its typical value in a city at latitude
// `lat`, `season` (−8 to 8) being how far the year has turned towards summer there.
const QUANTITIES: readonly { quantity: string; unit: string; mean: (lat: number, season: number, noise: number) => number }[] = [
  { quantity: 'air_temperature', unit: 'Cel', mean: (lat, season, noise) => round(15 - Math.abs(lat) / 4 + season + noise * 2, 3) },
  {
    quantity: 'relative_humidity',
    unit: '%',
    mean: (_, season, noise) => round(Math.max(5, Math.min(100, 70 - season * 2 + noise * 12)), 1),
  },
  // Above 1,042 hPa: about two pressure readings in 10,000, and no other quantity (the bench's rare mean range).
  { quantity: 'air_pressure', unit: 'hPa', mean: (_, season, noise) => round(1013 + season / 4 + noise * 8, 1) },
  { quantity: 'wind_speed', unit: 'm/s', mean: (_, __, noise) => round(Math.abs(noise) * 4, 2) },
];

function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** new Date(ms).toISOString() and its first 19 characters, faster (scripts/seed-iso-text.ts). */
const { iso: isoText, isoSeconds } = createIsoText();

/** An RFC 3339 date-time for `ms`, written in one of several offsets as different clients would. */
function writeDateTime(ms: number, offset: string): string {
  const minutes = offset === 'Z' ? 0 : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  return `${isoSeconds(ms + minutes * 60_000)}${offset}`;
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

type RunBatches = (table: string, total: number, rows: RowInserter, insertOne: (index: number) => void) => void;

interface SeedContext {
  db: Database.Database;
  random: () => number;
  now: number;
  runBatches: RunBatches;
}

export function seedDatabase(options: SeedOptions): SeedResult {
  const started = performance.now();
  const batch = options.batch ?? 20_000;
  const progress = options.progress ?? (() => {});
  const devices = options.devices ?? defaultDeviceCount(options.locations);
  if (devices < 1 && options.locations > 0) {
    throw new Error('Every version 3 location names a device: seed at least one device (--devices) when seeding locations.');
  }
  if (options.database !== ':memory:') mkdirSync(dirname(options.database), { recursive: true });
  const db = new Database(options.database);
  try {
    // No journal while loading: in WAL every page of a ten-million-row index build was written twice,
    // to the log and then by the checkpoint into the file. A crash mid-seed costs a re-seed either way;
    // the file is put in WAL, the server's mode, once it is complete.
    if (options.database !== ':memory:') db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    // The page cache must hold the whole R*Tree while it is rebuilt (its inserts touch leaves all over
    // it), and the locations table its INSERT … SELECT reads goes through the same cache: at ten
    // million rows 500 MB and 1.8 GB, and with 1 GiB the R*Tree's rebuild took 56 times its time at
    // one million. 4 GiB until the R*Tree is built (then INDEX_PHASE_CACHE); SQLite takes the pages
    // only as it needs them.
    db.pragma('cache_size = -4194304');
    migrate(db);
    const rebuild = dropIndexesAndTriggers(db, progress);
    useEveryCoreToSort(db);
    // Foreign keys stay on: each location's and reading's device is checked against the devices,
    // inserted first, by a probe of their primary key. Measured at 200,000 rows of each, that costs
    // nothing visible (7.5 s either way), so the load need not trust itself.
    db.pragma('foreign_keys = ON');
    const runBatches: RunBatches = (table, total, rows, insertOne) => {
      const insertBatch = db.transaction((from: number, to: number) => {
        for (let i = from; i < to; i += 1) insertOne(i);
        rows.flush();
      });
      for (let from = 0; from < total; from += batch) {
        const to = Math.min(total, from + batch);
        insertBatch(from, to);
        if (Math.floor((to * 10) / total) > Math.floor((from * 10) / total)) {
          progress(`${table}: ${to.toLocaleString('en')} of ${total.toLocaleString('en')}`);
        }
      }
    };
    const context: SeedContext = { db, random: createRandom(options.seed ?? 1), now: Date.now(), runBatches };
    const deviceIds = seedDevices(context, devices);
    seedLocations(context, options.locations, deviceIds);
    const areas = seedReadings(context, options.readings, deviceIds);
    progress('rebuilding the R*Tree, the area catalogue, the indexes and the triggers');
    rebuild(areas);
    countSeededRows(db, { devices, locations: options.locations, readings: options.readings });
    // Planner statistics for the new rows; queries name their indexes, but SQLite's other choices
    // (such as join order inside an index's range) still read them.
    // Rough statistics are all the planner needs here: a bounded ANALYZE reads about this many entries
    // of each index instead of all of them (41 s of a ten-million-row seed).
    progress('ANALYZE');
    const analysed = performance.now();
    db.pragma(`analysis_limit = ${ANALYSIS_LIMIT}`);
    db.exec('ANALYZE');
    progress(`ANALYZE: ${seconds(analysed)}`);
    if (options.database !== ':memory:') db.pragma('journal_mode = WAL');
  } finally {
    db.close();
  }
  return { devices, locations: options.locations, readings: options.readings, seconds: (performance.now() - started) / 1000 };
}

/** Index entries ANALYZE reads of each index (PRAGMA analysis_limit). */
const ANALYSIS_LIMIT = 10_000;

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

/**
 * The R*Tree's points in Z (Morton) order: 16 bits of longitude and latitude interleaved, so that
 * points inserted one after another are near each other. The rebuild then touches a few leaves at a
 * time instead of leaves all over the tree, and its boxes are tighter.
 */
function mortonKey(longitude: number, latitude: number): number {
  const spread = (value: number) => {
    let x = value & 0xffff;
    x = (x | (x << 8)) & 0x00ff00ff;
    x = (x | (x << 4)) & 0x0f0f0f0f;
    x = (x | (x << 2)) & 0x33333333;
    return (x | (x << 1)) & 0x55555555;
  };
  const x = Math.floor(((longitude + 180) / 360) * 0xffff);
  const y = Math.floor(((latitude + 90) / 180) * 0xffff);
  return (spread(x) | (spread(y) << 1)) >>> 0;
}

/**
 * Worker threads for SQLite's sorts (CREATE INDEX, ORDER BY). A sort only gives work to them when its
 * temporary storage is a file: with temp_store=MEMORY, vdbesort.c starts no worker and sorts every key
 * in one list on this thread (the seed did so until issue 22's third round). The chunks go to
 * unlinked temporary files, which the kernel keeps in its page cache. A seed runs alone, so it may
 * take the whole machine.
 */
function useEveryCoreToSort(db: Database.Database): void {
  db.pragma(`threads = ${Math.min(8, availableParallelism())}`);
  db.pragma('temp_store = FILE');
}

/**
 * Once the R*Tree is built, the page cache shrinks to 64 MiB: a sort hands a chunk to a worker thread
 * each time its keys outgrow the cache (at most 512 MiB), so with the R*Tree's 4 GiB an index of a
 * million rows would be one chunk sorted on this thread, and one of ten million two. With 64 MiB
 * chunks the workers sort while this thread reads the table and computes the keys: at a million rows
 * this thread's CPU for the indexes fell from 30 s to 20 s (docs/seeding.md).
 */
const INDEX_PHASE_CACHE = '-65536';

/**
 * The counting triggers of migration 140 were dropped with the others while the rows went in (one
 * UPDATE of row_counts per row would cost as much as the row), so the seed adds its rows to the counts
 * itself: exact, as nothing else writes during the load, and no scan of ten million rows.
 */
function countSeededRows(db: Database.Database, added: Record<'devices' | 'locations' | 'readings', number>): void {
  const add = db.prepare('UPDATE row_counts SET rows = rows + ? WHERE collection = ?');
  for (const [collection, rows] of Object.entries(added)) add.run(rows, collection);
}

/** Inserts `count` devices, created in the day before the first location, and returns their ids. */
function seedDevices({ db, random, now, runBatches }: SeedContext, count: number): string[] {
  const insertDevice = createRowInserter(db, 'devices', ['id', 'created_at', 'updated_at', 'name', 'kind', 'description']);
  const ids: string[] = [];
  const first = now - YEAR_MS - DAY_MS;
  runBatches('devices', count, insertDevice, (index) => {
    const created = first + Math.floor((index / count) * DAY_MS);
    const kind = DEVICE_KINDS[Math.floor(random() * DEVICE_KINDS.length)]!;
    const home = CITIES[index % CITIES.length]!.name.replaceAll('_', ' ');
    const id = createSeedId(created, random);
    const iso = isoText(created);
    const description = random() < 0.4 ? null : `Synthetic ${kind} ${index + 1}, registered in ${home}.`;
    insertDevice.add(id, iso, iso, `${kind}-${String(index + 1).padStart(5, '0')}`, kind, description);
    ids.push(id);
  });
  return ids;
}

/**
 * Locations go to the devices in turn, so each device has the same number, spread over the year.
 * Their points are drawn as before version 3 (near a city or anywhere), which keeps the spatial
 * distribution, and so the search benchmarks, unchanged.
 */
function seedLocations({ db, random, now, runBatches }: SeedContext, total: number, deviceIds: readonly string[]): void {
  const insertLocation = createRowInserter(db, 'locations', [
    'id',
    'created_at',
    'updated_at',
    'longitude',
    'latitude',
    'altitude',
    'speed',
    '"timestamp"',
    'device',
    'accuracy',
  ]);
  runBatches('locations', total, insertLocation, (index) => {
    // Creation times rise with the index, as they would in a live system; ULIDs follow them.
    const created = now - YEAR_MS + Math.floor((index / Math.max(1, total)) * YEAR_MS);
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
    const at = created - Math.floor(random() * 600_000);
    const iso = isoText(created);
    // Mostly a good fix of a few metres; now and then a poor one (under trees, between buildings).
    const accuracy = random() < 0.03 ? round(30 + random() * 970, 0) : round(2 + Math.abs(gaussian(random)) * 4, 1);
    insertLocation.add(
      createSeedId(created, random),
      iso,
      iso,
      round(lon, 6),
      round(lat, 6),
      round(Math.max(-400, 200 + gaussian(random) * 300), 1),
      round(Math.abs(gaussian(random)) * 8, 2),
      writeDateTime(at, OFFSETS[Math.floor(random() * OFFSETS.length)]!),
      deviceIds[index % deviceIds.length]!,
      accuracy,
    );
  });
}

/**
 * Nine readings in ten come from a device, one of those that serve the reading's area (with 10,000
 * devices, five per area), so a device's readings stay in its area and its latest readings are
 * the quantities a station there measures.
 */
function seedReadings({ db, random, now, runBatches }: SeedContext, total: number, deviceIds: readonly string[]): Map<string, number> {
  const insertReading = createRowInserter(db, 'readings', [
    'id',
    'created_at',
    'updated_at',
    '"time"',
    'area',
    'mean',
    'good',
    '"number"',
    'seen',
    'span',
    'std_dev',
    'device',
    'quantity',
    'unit',
  ]);
  const devicesPerArea = Math.ceil(deviceIds.length / AREAS);
  // The area catalogue's counts, kept here rather than found by a GROUP BY over every reading.
  const areas = new Map<string, number>();
  runBatches('readings', total, insertReading, (index) => {
    const created = now - YEAR_MS + Math.floor((index / Math.max(1, total)) * YEAR_MS);
    const cityIndex = Math.floor(random() * CITIES.length);
    const city = CITIES[cityIndex]!;
    const district = Math.floor(random() * DISTRICTS_PER_CITY);
    // Names use every character an area may hold: letters, digits, '.', '_', ':' and '-'.
    const area = `${city.name}:district-${String(district).padStart(2, '0')}.${district % 3 === 0 ? 'north' : 'south'}`;
    areas.set(area, (areas.get(area) ?? 0) + 1);
    const season = Math.cos(((created / DAY_MS) * 2 * Math.PI) / 365) * (city.lat >= 0 ? -8 : 8);
    const number = 1 + Math.floor(random() * 120);
    const good = number - Math.floor(random() * Math.min(number, 5));
    const measured = QUANTITIES[Math.floor(random() * QUANTITIES.length)]!;
    const span = [60, 300, 600][Math.floor(random() * 3)]!;
    const at = created - Math.floor(random() * 60_000);
    const iso = isoText(created);
    const areaIndex = cityIndex * DISTRICTS_PER_CITY + district;
    const device =
      deviceIds.length > 0 && random() < 0.9
        ? deviceIds[(areaIndex + AREAS * Math.floor(random() * devicesPerArea)) % deviceIds.length]!
        : null;
    insertReading.add(
      createSeedId(created, random),
      iso,
      iso,
      writeDateTime(at, OFFSETS[Math.floor(random() * OFFSETS.length)]!),
      area,
      measured.mean(city.lat, season, gaussian(random)),
      good,
      number,
      number + Math.floor(random() * 4),
      span,
      round(0.2 + Math.abs(gaussian(random)) * 1.5, 3),
      device,
      measured.quantity,
      measured.unit,
    );
  });
  return areas;
}

/**
 * Building an index once over loaded rows is several times faster than keeping it up to date row by
 * row (200k rows of each: about 2 s against 15 s). Even locations_by_time and readings_by_time, whose
 * keys arrive almost in order (a row's time is its creation time less up to ten minutes), cost more
 * CPU kept during the load than sorted afterwards (1M rows of each: 6.8 s against 4.7 s). Drops every index and trigger the migrations made
 * and returns what puts them back as they were. The seed only inserts, so of the triggers only the
 * insert ones matter: their effect on the new rows is done here in bulk, one statement each.
 *
 * The list comes from sqlite_master once migrate() has run, not from a list of our own: it is what
 * the migration files (src/storage/sqlite/migrations/) left, the version 3 indexes of 070 and 080 and
 * those of any later file included, after every DROP INDEX and re-CREATE (080 redefines
 * readings_by_area_time), which reading the files would have to replay.
 */
function dropIndexesAndTriggers(db: Database.Database, progress: (line: string) => void): (areas: ReadonlyMap<string, number>) => void {
  const schema = () =>
    db
      .prepare(`SELECT type, name, sql FROM sqlite_master
      WHERE type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY rowid`)
      .all() as { type: string; name: string; sql: string }[];
  const objects = schema();
  const expected = ['location_points_insert', 'reading_areas_insert', 'reading_buckets_insert'];
  const triggers = objects.filter((object) => object.type === 'trigger' && object.name.endsWith('_insert')).map((object) => object.name);
  if (triggers.join() !== expected.join()) {
    throw new Error(
      `The seed knows the insert triggers ${expected.join(', ')}, but the schema has ${triggers.join(', ')}; teach it the new ones.`,
    );
  }
  const lastLocation = db.prepare('SELECT coalesce(max(rowid), 0) FROM locations').pluck().get() as number;
  for (const { type, name } of objects) db.exec(`DROP ${type === 'index' ? 'INDEX' : 'TRIGGER'} "${name.replaceAll('"', '""')}"`);
  // The buckets' own indexes are built after the fill, over a full table, like every other.
  const isBucketIndex = (object: (typeof objects)[number]) => object.type === 'index' && /\bON reading_buckets\b/.test(object.sql);
  return (areas) => {
    // location_points_insert, for every new location, in Z order of the points (mortonKey):
    let started = performance.now();
    db.function('seed_morton_key', { deterministic: true }, (longitude, latitude) => mortonKey(longitude as number, latitude as number));
    db.prepare(`INSERT INTO location_points (id, min_lon, max_lon, min_lat, max_lat)
      SELECT rowid, longitude, longitude, latitude, latitude FROM locations
      WHERE rowid > ? AND longitude IS NOT NULL AND latitude IS NOT NULL
      ORDER BY seed_morton_key(longitude, latitude)`).run(lastLocation);
    progress(`R*Tree location_points: ${seconds(started)}`);
    db.pragma(`cache_size = ${INDEX_PHASE_CACHE}`);
    // reading_areas_insert, for every new reading, from the counts the load kept:
    const addArea = db.prepare(`INSERT INTO reading_areas (area, readings) VALUES (?, ?)
      ON CONFLICT (area) DO UPDATE SET readings = readings + excluded.readings`);
    db.transaction(() => {
      for (const [area, readings] of areas) addArea.run(area, readings);
    })();
    for (const object of objects.filter((object) => !isBucketIndex(object))) {
      started = performance.now();
      db.exec(object.sql);
      if (object.type === 'index') progress(`index ${object.name}: ${seconds(started)}`);
    }
    // reading_buckets_insert, for every reading: the table from scratch, once the indexes are back
    // (the fill walks readings_by_area_unit_time).
    started = performance.now();
    db.exec('DELETE FROM reading_buckets');
    fillBucketsByWalk(db);
    for (const object of objects.filter(isBucketIndex)) db.exec(object.sql);
    progress(`reading_buckets: ${seconds(started)}`);
    const rebuilt = schema();
    const key = (list: typeof objects) => list.map((object) => `${object.type} ${object.name}: ${object.sql}`).sort();
    if (key(rebuilt).join('\n') !== key(objects).join('\n')) {
      throw new Error(
        'The seed rebuilt a schema that differs from the one the migrations made; compare sqlite_master with a fresh migrate().',
      );
    }
  };
}

/**
 * How much room the rows take: the file, and each collection's table with its own indexes (and, for
 * locations, the R*Tree; for readings, the area catalogue), per row. Reads every page (dbstat, in
 * aggregate mode: one row a b-tree). The rows come from row_counts (migration 140), which the seed
 * fills: count(*) walked the 20,000,000 rows again, and at 10M the report took 36 s of the command's
 * 605 (bench/README.md, "The 10M seed, quiet").
 */
export function measureSpace(database: string): { bytes: number; perRow: Record<string, { rows: number; bytes: number }> } {
  const db = new Database(database, { readonly: true });
  try {
    const owners: Record<string, string> = { location_points: 'locations', reading_areas: 'readings' };
    const sizes = db
      .prepare(`SELECT s.name, coalesce(m.tbl_name, s.name) AS owner, s.pgsize AS bytes
        FROM dbstat AS s LEFT JOIN sqlite_master AS m ON m.name = s.name WHERE s.aggregate = TRUE`)
      .all() as { name: string; owner: string; bytes: number }[];
    const counted = new Map(
      (db.prepare('SELECT collection, rows FROM row_counts').all() as { collection: string; rows: number }[]).map((row) => [
        row.collection,
        row.rows,
      ]),
    );
    const perRow: Record<string, { rows: number; bytes: number }> = {};
    for (const table of ['devices', 'locations', 'readings']) {
      const rows = counted.get(table) ?? (db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number);
      perRow[table] = { rows, bytes: 0 };
    }
    for (const { owner, bytes } of sizes) {
      // The R*Tree's shadow tables are location_points_node, _rowid and _parent.
      const prefix = Object.keys(owners).find((name) => owner.startsWith(name));
      const entry = perRow[prefix === undefined ? owner : owners[prefix]!];
      if (entry !== undefined) entry.bytes += bytes;
    }
    return { bytes: statSync(database).size, perRow };
  } finally {
    db.close();
  }
}

function readCount(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number, not "${value}"`);
  return Number(value);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      locations: { type: 'string' },
      readings: { type: 'string' },
      devices: { type: 'string' },
      database: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const database = readSqliteLocation(values.database ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  const locations = readCount(values.locations, 'locations', 10_000);
  const started = performance.now();
  const result = seedDatabase({
    database,
    locations,
    readings: readCount(values.readings, 'readings', 10_000),
    devices: readCount(values.devices, 'devices', defaultDeviceCount(locations)),
    seed: readCount(values.seed, 'seed', 1),
    // CPU time next to the wall time: on a shared machine the wall time says as much about the others.
    progress: (line) => {
      const { user, system } = process.cpuUsage();
      const cpu = ((user + system) / 1e6).toFixed(1);
      const thread = threadCpuSeconds();
      const own = thread === undefined ? '' : `, this thread ${thread.toFixed(1).padStart(6)} s`;
      process.stderr.write(
        `${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  (CPU ${cpu.padStart(6)} s${own})  ${line}\n`,
      );
    },
  });
  const count = (n: number) => n.toLocaleString('en');
  process.stdout.write(
    `Seeded ${database}: ${count(result.devices)} devices, ${count(result.locations)} locations and ${count(result.readings)} readings in ${result.seconds.toFixed(1)} s\n`,
  );
  if (database !== ':memory:') process.stdout.write(`${describeSpace(measureSpace(database))}\n`);
}

/**
 * This thread's CPU time, where Linux tells it (/proc/thread-self/stat, in ticks of 1/100 s): the
 * process's CPU time includes SQLite's sort workers, so the two side by side show how much of a phase
 * left this thread, which alone bounds the wall time on an idle machine.
 */
function threadCpuSeconds(): number | undefined {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** One line: the file's size and the bytes per row of each collection, its indexes included. */
export function describeSpace(space: ReturnType<typeof measureSpace>): string {
  const rows = Object.values(space.perRow).reduce((sum, entry) => sum + entry.rows, 0);
  const each = Object.entries(space.perRow)
    .filter(([, entry]) => entry.rows > 0)
    .map(([table, entry]) => `${table} ${Math.round(entry.bytes / entry.rows)}`);
  return `${(space.bytes / 2 ** 20).toFixed(0)} MiB, ${Math.round(space.bytes / Math.max(1, rows))} bytes per row overall; per row with its indexes: ${each.join(', ')}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
