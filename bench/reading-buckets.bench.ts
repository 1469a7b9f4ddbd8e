// What the summary buckets (migration 150, issue 22) cost the writes of readings, at the storage
// level: SQLite alone storing batches of 1,000 readings durably, and deleting 1,000, with the schema
// as migrated against the same schema without the three reading_buckets triggers, in the same run.
//
// Each variant gets a fresh copy of a 100,000-reading file (scripts/seed.ts). A write batch is one
// transaction of 100-row INSERTs under synchronous=FULL, as CollectionWrites.insertMany does; its
// readings are of the seeded areas, an hour after the previous batch's (as devices uploading new data
// send them), half with a stdDev. A delete batch is one transaction of 1,000 single-row DELETEs by id
// of readings from the seed, as the retention runner and DELETE /readings/{id} remove them. The
// variants take turns (A B A B …), so a slow spell on a shared machine falls on both alike.
//
//   npm run bench -- reading-buckets                 # 40 batches of each kind a variant
//   npm run bench -- reading-buckets --batches 100
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { monotonicFactory } from 'ulid';
import { seedDatabase } from '../scripts/seed.js';
import { createRandom } from '../scripts/seeded-random.js';

const { values: flags } = parseArgs({ options: { batches: { type: 'string', default: '40' } } });
const BATCHES = Number(flags.batches);
const ROWS = 100_000;
const BATCH = 1000;
const CHUNK = 100;
const FOLDER = join(process.cwd(), 'data', 'bench-reading-buckets');

interface Variant {
  name: string;
  prepare: string;
}

const VARIANTS: Variant[] = [
  { name: 'as migrated (with the reading_buckets triggers)', prepare: '' },
  {
    name: 'without the reading_buckets triggers',
    prepare: 'DROP TRIGGER reading_buckets_insert; DROP TRIGGER reading_buckets_update; DROP TRIGGER reading_buckets_delete;',
  },
  // Migration 180's index, which the triggers' bucket inserts and recomputes also write; last, so
  // that the line below the table still compares the first two.
  { name: 'without reading_buckets_by_start (migration 180)', prepare: 'DROP INDEX reading_buckets_by_start;' },
];

function template(): string {
  mkdirSync(FOLDER, { recursive: true });
  const file = join(FOLDER, `readings-${ROWS}.db`);
  if (!existsSync(file)) {
    process.stdout.write(`Seeding ${file} with ${ROWS} readings…\n`);
    seedDatabase({ database: file, locations: 0, readings: ROWS, seed: 1 });
  }
  return file;
}

interface Times {
  insert: number[];
  remove: number[];
}

/** `rounds` batches of each kind on a fresh copy; `offset` keeps batch times and deleted ids apart between runs of one variant. */
function measure(source: string, variant: Variant, rounds: number, offset: number): Times {
  const file = join(FOLDER, 'run.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  copyFileSync(source, file);
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    if (variant.prepare !== '') db.exec(variant.prepare);
    const areas = db.prepare('SELECT area FROM reading_areas ORDER BY area').pluck().all() as string[];
    const newest = db.prepare('SELECT max("time") FROM readings').pluck().get() as string;
    const ids = db.prepare('SELECT id FROM readings ORDER BY id').pluck().all() as string[];
    const columns = ['id', 'created_at', 'updated_at', '"time"', 'area', 'mean', 'good', '"number"', 'std_dev', 'quantity', 'unit'];
    const row = `(${columns.map(() => '?').join(', ')})`;
    const insert = db.prepare(`INSERT INTO readings (${columns.join(', ')}) VALUES ${Array(CHUNK).fill(row).join(', ')}`);
    const remove = db.prepare('DELETE FROM readings WHERE id = ?');
    const nextId = monotonicFactory();
    const random = createRandom(7);
    const times: Times = { insert: [], remove: [] };
    for (let round = 0; round < rounds; round++) {
      const hour = Date.parse(newest) + (offset + round + 1) * 3_600_000;
      const now = new Date().toISOString();
      let started = performance.now();
      db.transaction(() => {
        for (let first = 0; first < BATCH; first += CHUNK) {
          const values: (number | string | null)[] = [];
          for (let i = first; i < first + CHUNK; i++) {
            const number = 1 + Math.floor(random() * 20);
            values.push(
              nextId(),
              now,
              now,
              new Date(hour + Math.floor((i / BATCH) * 3_600_000)).toISOString(),
              areas[i % areas.length]!,
              15 + random() * 10,
              number,
              number,
              i % 2 === 0 ? random() * 2 : null,
              'air_temperature',
              'Cel',
            );
          }
          insert.run(values);
        }
      }).immediate();
      times.insert.push(performance.now() - started);
      started = performance.now();
      db.transaction(() => {
        // Ids spread over the seed, so the deletes fall on many hours, days and months.
        for (let i = 0; i < BATCH; i++) remove.run(ids[(((offset + round) * BATCH + i) * 37) % ids.length]!);
      }).immediate();
      times.remove.push(performance.now() - started);
    }
    return times;
  } finally {
    db.close();
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () => readFileSync('/proc/loadavg', 'utf8').trim().split(' ').slice(0, 3).join(' ');

const source = template();
const before = load();
const all = VARIANTS.map((): Times => ({ insert: [], remove: [] }));
const turns = 4;
for (let turn = 0; turn < turns; turn++) {
  VARIANTS.forEach((variant, index) => {
    const times = measure(source, variant, Math.ceil(BATCHES / turns), turn * Math.ceil(BATCHES / turns));
    all[index]!.insert.push(...times.insert);
    all[index]!.remove.push(...times.remove);
  });
}
process.stdout.write(
  `${BATCH} readings a batch, ${all[0]!.insert.length} batches of each kind a variant, synchronous=FULL, on a copy of ${ROWS} readings\n\n`,
);
process.stdout.write('| schema | insert ms per 1,000 (median) | readings/s | delete ms per 1,000 (median) |\n|---|---:|---:|---:|\n');
VARIANTS.forEach((variant, index) => {
  const { insert, remove } = all[index]!;
  process.stdout.write(
    `| ${variant.name} | ${median(insert).toFixed(1)} | ${Math.round((BATCH / median(insert)) * 1000).toLocaleString('en-US')} | ${median(remove).toFixed(1)} |\n`,
  );
});
const [withTriggers, without] = all;
process.stdout.write(
  `\nInsert with the triggers: ${(median(withTriggers!.insert) / median(without!.insert)).toFixed(2)}x the time without; delete: ${(median(withTriggers!.remove) / median(without!.remove)).toFixed(2)}x.\n`,
);
process.stdout.write(`${new Date().toISOString()}; load average ${before} before, ${load()} after (/proc/loadavg)\n`);
