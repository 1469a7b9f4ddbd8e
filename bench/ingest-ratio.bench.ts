// Issue 22: bulk ingest close to the storage's own limit. In ONE run, for locations and for readings:
// (a) SQLite alone storing 1,000-row batches, and (b) the HTTP bulk path storing the same 1,000
// items, each a POST of a JSON array to the real server in its own process; then the ratio of (b)'s
// rows per second to (a)'s. Target: at least 0.8x. Read bench/README.md first.
//
//   npm run bench -- ingest-ratio                   100,000 seeded rows of each, 30 batches per collection and path
//   npm run bench -- ingest-ratio --rows 1000000 --batches 60
//   npm run bench -- ingest-ratio --profile         also writes the server's CPU profile (node --cpu-prof) and sums it up
//
// How it measures:
// - Both paths start from a fresh copy of the same seeded file (scripts/seed.ts), so both write into
//   the same schema as migrated, with every index and trigger (the R*Tree, the area catalogue, the
//   row counts), under Fieldlog's own pragmas (src/storage/sqlite/pragmas.ts: WAL, synchronous=FULL,
//   foreign keys on).
// - (a) is what the writer thread's CollectionWrites.insertMany binds, minus everything that is not
//   the rows themselves: the same columns, ids from the same generator, 100-row INSERTs, one
//   IMMEDIATE transaction per batch. It writes no event rows (issue 19 appends one per row in the
//   same transaction): that is part of what the HTTP path costs over the storage's floor.
// - (b) sends the very items (a) stores, as `POST /{collection}?version_number=2` with a JSON array;
//   one request at a time on one keep-alive connection, timed to the last byte of the answer.
// - Between them, not a target: the writer thread's own CollectionWrites.insertMany (the rows and
//   their events) called directly, which splits the gap into the storage's share and the rest's.
// - The paths take turns in runs of RUN batches back to back, so a busy spell on this shared machine
//   falls on all alike; the first batch of a run is not timed (see RUN), and a pause separates runs,
//   so the server's work after an answer (its WAL checkpoint) counts against its own next batch and
//   never slows another path's. The median time per batch of each gives its rows per second.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { seedDatabase } from '../scripts/seed.js';
import { ROW_HEAD, SERVER_COLUMNS, getColumns, quoteIdentifier } from '../src/storage/columns.js';
import { createId } from '../src/storage/ids.js';
import { applyPragmas } from '../src/storage/sqlite/pragmas.js';
import { CollectionWrites } from '../src/storage/sqlite/writer/collection-writes.js';
import type { CollectionName, FieldValue } from '../src/storage/store.js';
import { renderSummary, summariseProfile } from './cpu-profile.js';
import type { CpuProfile } from './cpu-profile.js';
import { BULK_BODY } from './http-scenarios.js';
import { agent, loadAverage, send, startServer } from './route-latency.js';

const { values: flags } = parseArgs({
  args: process.argv.slice(2),
  options: {
    rows: { type: 'string', default: '100000' },
    batches: { type: 'string', default: '30' },
    profile: { type: 'boolean', default: false },
  },
});
const ROWS = readPositive('rows', flags.rows);
const BATCHES = readPositive('batches', flags.batches);
const FOLDER = join(process.cwd(), 'data', 'bench-ingest-ratio');
/** As CollectionWrites.insertMany: 100 rows per statement. */
const CHUNK = 100;
const TARGET = 0.8;
const WARM_UP = 3;
/**
 * Batches a path stores back to back. The first of each run follows another path's and is not
 * timed, so every timed batch follows one of its own path: its figure holds what that path left to
 * do after its last answer (the server checkpoints the WAL after answering: checkpoint-after-answers.ts),
 * and never what another path left.
 */
const RUN = 6;
/** Between runs of different paths: far longer than a checkpoint of one batch's frames. */
const PAUSE_MS = 150;

function readPositive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number, not "${text}"`);
  return value;
}

type Item = Record<string, string | number>;

/** The HTTP bench's 1,000 locations (bench/http-scenarios.ts), the same items every batch. */
const LOCATIONS = JSON.parse(BULK_BODY) as Item[];

/** 1,000 readings of version 2 in the seed's style: 50 areas, one a minute, four quantities' worth of means. */
const READINGS: Item[] = Array.from({ length: 1000 }, (_, i) => ({
  time: new Date(Date.UTC(2026, 10, 22, 18, 0, 0) + i * 60_000).toISOString().replace('.000Z', 'Z'),
  area: `bench:district-${String(i % 50).padStart(2, '0')}.north`,
  mean: Math.round((12 + Math.sin(i / 7) * 6) * 1000) / 1000,
  good: 55 + (i % 5),
  number: 60,
  seen: 61,
  span: 60,
  stdDev: Math.round((0.5 + (i % 9) / 10) * 1000) / 1000,
}));

const ITEMS: Record<'locations' | 'readings', Item[]> = { locations: LOCATIONS, readings: READINGS };

function template(): string {
  mkdirSync(FOLDER, { recursive: true });
  const file = join(FOLDER, `seeded-${ROWS}.db`);
  if (!existsSync(file)) {
    process.stdout.write(`Seeding ${file} with ${ROWS} locations and readings…\n`);
    seedDatabase({ database: file, locations: ROWS, readings: ROWS, seed: 1 });
  }
  return file;
}

/** A fresh copy of the seeded file, with no WAL left from an earlier run. */
function freshCopy(source: string, name: string): string {
  const file = join(FOLDER, name);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  copyFileSync(source, file);
  return file;
}

/** (a): the storage alone, one batch per call, as the writer thread binds it (no events, no HTTP). */
function storageAlone(file: string, collection: CollectionName): { insertBatch: () => void; close: () => void } {
  const db = new Database(file);
  applyPragmas(db, false, 'FULL');
  const columns = getColumns(collection);
  const names = [...SERVER_COLUMNS, ...columns.map((column) => quoteIdentifier(column.column))];
  const row = `(${names.map(() => '?').join(', ')})`;
  const insert = db.prepare(`INSERT INTO ${quoteIdentifier(collection)} (${names.join(', ')}) VALUES ${Array(CHUNK).fill(row).join(', ')}`);
  const items = ITEMS[collection as 'locations' | 'readings'];
  const width = names.length;
  const values: (string | number | null)[] = new Array(CHUNK * width);
  const batch = db.transaction(() => {
    const now = new Date().toISOString();
    for (let first = 0; first < items.length; first += CHUNK) {
      for (let offset = 0; offset < CHUNK; offset++) {
        const item = items[first + offset]!;
        const at = offset * width;
        values[at] = createId();
        values[at + 1] = now;
        values[at + 2] = now;
        values[at + 3] = null;
        values[at + 4] = null;
        for (const [index, column] of columns.entries()) values[at + ROW_HEAD + index] = item[column.field] ?? null;
      }
      insert.run(values);
    }
  });
  return { insertBatch: () => batch.immediate(), close: () => db.close() };
}

/**
 * Not a target, a step between the two: the writer thread's own code (CollectionWrites.insertMany,
 * the rows and their events) on its own connection, in one transaction per batch, without HTTP,
 * validation or the hop to the writer thread. What it costs over (a) is the storage's share of the gap.
 */
function writerAlone(file: string, collection: CollectionName): { insertBatch: () => void; close: () => void } {
  const db = new Database(file);
  applyPragmas(db, false, 'FULL');
  const writes = new CollectionWrites(db, collection);
  const columns = getColumns(collection);
  const values: FieldValue[] = ITEMS[collection as 'locations' | 'readings'].flatMap((item) =>
    columns.map((column) => item[column.field] ?? null),
  );
  const batch = db.transaction(() => writes.insertMany(values, null));
  return { insertBatch: () => void batch.immediate(), close: () => db.close() };
}

interface Result {
  collection: string;
  storage: number[];
  writer: number[];
  http: number[];
}

async function measure(source: string, collection: 'locations' | 'readings'): Promise<Result> {
  const storage = storageAlone(freshCopy(source, `${collection}-storage.db`), collection);
  const writer = writerAlone(freshCopy(source, `${collection}-writer.db`), collection);
  const profileDir = join(FOLDER, `profile-${collection}`);
  rmSync(profileDir, { recursive: true, force: true });
  const server = await startServer(
    freshCopy(source, `${collection}-http.db`),
    flags.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const body = JSON.stringify(ITEMS[collection]);
  const result: Result = { collection, storage: [], writer: [], http: [] };
  const postBatch = async (): Promise<number> => {
    const answer = await send(server.url, `/${collection}?version_number=2`, 'POST', body);
    if (answer.status !== 200) throw new Error(`POST /${collection} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    const stored = (JSON.parse(answer.body) as { data: { status: number }[] }).data.filter((item) => item.status === 201).length;
    if (stored !== ITEMS[collection].length) throw new Error(`POST /${collection} stored ${stored} of ${ITEMS[collection].length} items`);
    return answer.ms;
  };
  const timed = (insertBatch: () => void) => async () => {
    const started = performance.now();
    insertBatch();
    return performance.now() - started;
  };
  const paths: [number[], () => Promise<number>][] = [
    [result.storage, timed(storage.insertBatch)],
    [result.writer, timed(writer.insertBatch)],
    [result.http, postBatch],
  ];
  try {
    for (const [, insertBatch] of paths) for (let batch = 0; batch < WARM_UP; batch++) await insertBatch();
    while (result.http.length < BATCHES) {
      for (const [times, insertBatch] of paths) {
        // What a path does after answering (the server checkpoints then) settles before the next path runs.
        await sleep(PAUSE_MS);
        for (let batch = 0; batch < RUN; batch++) {
          const ms = await insertBatch();
          if (batch > 0 && times.length < BATCHES) times.push(ms);
        }
      }
    }
  } finally {
    storage.close();
    writer.close();
    await server.stopped();
  }
  if (flags.profile) {
    for (const file of readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'))) {
      const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
      process.stdout.write(
        `\n${renderSummary(`The server's CPU during POST /${collection} (${join(profileDir, file)})`, summariseProfile(profile, 20))}\n`,
      );
    }
  }
  return result;
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const perSecond = (ms: number) => Math.round((1000 / ms) * 1000);

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  const source = template();
  const results: Result[] = [];
  for (const collection of ['locations', 'readings'] as const) results.push(await measure(source, collection));
  agent.destroy();
  process.stdout.write(
    `\n1,000 items a batch, ${BATCHES} batches per collection and path (after ${WARM_UP} untimed), in runs of ${RUN} back to back whose first is untimed, the paths taking turns, on fresh copies of a file seeded with ${ROWS.toLocaleString('en')} locations and readings; synchronous=FULL\n\n`,
  );
  process.stdout.write(
    '| collection | (a) SQLite alone, ms per batch (median) | rows/s | writer code alone (rows + events), ms | rows/s | (b) HTTP bulk, ms | rows/s | ratio (b) / (a) |\n|---|---:|---:|---:|---:|---:|---:|---:|\n',
  );
  const failures: string[] = [];
  for (const { collection, storage, writer, http } of results) {
    const [a, w, b] = [median(storage), median(writer), median(http)];
    const ratio = a / b;
    process.stdout.write(
      `| ${collection} | ${a.toFixed(1)} | ${perSecond(a).toLocaleString('en')} | ${w.toFixed(1)} | ${perSecond(w).toLocaleString('en')} | ${b.toFixed(1)} | ${perSecond(b).toLocaleString('en')} | ${ratio.toFixed(2)} |\n`,
    );
    if (ratio < TARGET) failures.push(`${collection}: the HTTP bulk path reached ${ratio.toFixed(2)}x of SQLite alone, below ${TARGET}x`);
  }
  process.stdout.write(`\nIssue 22's target: the HTTP bulk path at least ${TARGET}x of SQLite alone.\n`);
  process.stdout.write(failures.length === 0 ? '  met\n' : failures.map((failure) => `  NOT met: ${failure}\n`).join(''));
  process.stdout.write(`\n${new Date().toISOString()}; load average ${loadBefore} before, ${loadAverage()} after (/proc/loadavg)\n`);
  if (failures.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
