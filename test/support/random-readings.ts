// Random readings for the tests of reading_buckets on PostgreSQL (issue 22): readings crowding the
// places a bucket must get right (shared hours, offsets across midnight, fractions below the
// millisecond, readings of no samples, no stdDev, several quantities and units, now and then values
// at the edges of the double range), and a mix of every kind of write, concurrent where the
// service's writes are.
import type { TestContext } from 'node:test';
import pg from 'pg';
import type { FieldValue, Store } from '../../src/storage/index.js';
import { FLOAT_EDGE_AREAS } from '../fixtures/summary-float-edges.js';
import { writeInstant } from './named-routes.js';
import { createThrowAwayDatabase } from './postgres-database.js';

type Fields = Record<string, FieldValue>;

/** A throw-away database, and a list of what to close before it is dropped, last opened first. */
export async function freshDatabase(t: TestContext): Promise<{ url: string; closeLater(close: () => Promise<unknown>): void }> {
  const database = await createThrowAwayDatabase();
  const closers: (() => Promise<unknown>)[] = [];
  t.after(async () => {
    for (const close of closers.reverse()) await close();
    await database.drop();
  });
  return { url: database.url, closeLater: (close) => closers.push(close) };
}

export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

export const AREAS = ['bonn:rheinaue', 'bonn:beuel', 'koeln:dom', 'B', 'a'];
export const KINDS: [string | null, string | null][] = [
  [null, null],
  ['temperature', 'K'],
  ['temperature', 'degC'],
  ['relative_humidity', '%'],
];
/** Means and spreads where float8 arithmetic overflows or underflows (test/fixtures/summary-float-edges.ts). */
const EDGE_VALUES = [...new Set(Object.values(FLOAT_EDGE_AREAS).flatMap((area) => area.readings.flatMap(([, mean, sd]) => [mean, sd])))];

export function randomReading(random: () => number, edges = 0.05): Fields {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  // Whole hours often, so that readings share hours; over three months and both sides of midnight
  // in several offsets; sometimes a fraction below the millisecond.
  const at = Date.UTC(2026, 0, 1) + Math.floor(random() * 90 * 24) * 3_600_000 + (random() < 0.5 ? 0 : Math.floor(random() * 3_600_000));
  let time = writeInstant(at, pick([0, 60, -300, 330, -720, 1439]), random() < 0.3);
  if (random() < 0.1) time = time.replace(/(:\d{2})(\.\d{3})?(?=[Z+-])/, (_, seconds: string, ms = '.000') => `${seconds}${ms}123456`);
  const number = random() < 0.05 ? 0 : Math.floor(random() * 200);
  const edge = random() < edges;
  const [quantity, unit] = pick(KINDS);
  const fields: Fields = {
    area: pick(AREAS),
    time,
    mean: edge ? pick(EDGE_VALUES) * (random() < 0.5 ? -1 : 1) : random() * 100 - 30,
    good: Math.floor(random() * (number + 1)),
    number: edge && random() < 0.5 ? Number.MAX_SAFE_INTEGER : number,
    quantity,
    unit,
  };
  if (random() < 0.7) Object.assign(fields, { seen: number, span: 60, stdDev: edge ? pick(EDGE_VALUES) : random() * 5 });
  return fields;
}

/** `work` in turns of `width` at once: the store's pool writes them in parallel transactions. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += width) await Promise.all(items.slice(start, start + width).map(work));
}

/** `edges`: the share of readings with values at the edges of the double range. */
export async function randomWrites(store: Store, client: pg.Client, random: () => number, edges = 0.05): Promise<void> {
  const readings = store.collection('readings');
  const ids: string[] = [];
  // Single creates at once: the insert groups of insert-groups.ts, many rows in one statement.
  await inParallel(
    Array.from({ length: 120 }, () => randomReading(random, edges)),
    40,
    async (fields) => ids.push((await readings.insert(fields)).id),
  );
  // Two bulk creates at once, each of several statements (GROUP_ROWS) in one transaction, into the same buckets.
  const bulks = await Promise.all([0, 1].map(() => readings.insertMany(Array.from({ length: 1500 }, () => randomReading(random, edges)))));
  ids.push(...bulks.flat());
  const pick = () => ids[Math.floor(random() * ids.length)]!;
  const changes: (() => Fields)[] = [
    () => ({ time: randomReading(random, edges).time! }),
    () => ({ area: randomReading(random, edges).area! }),
    () => ({ mean: randomReading(random, edges).mean! }),
    () => ({ stdDev: random() < 0.3 ? null : (randomReading(random, edges).stdDev ?? 1) }),
    () => {
      const [quantity, unit] = KINDS[Math.floor(random() * KINDS.length)]!;
      return { quantity, unit };
    },
    () => ({ number: 0, good: 0 }),
    // A change of no summed column changes no bucket.
    () => ({ seen: 7 }),
    () => randomReading(random, edges),
  ];
  await inParallel(
    Array.from({ length: 400 }, () => [pick(), changes[Math.floor(random() * changes.length)]!] as const),
    8,
    ([id, change]) => readings.update(id, change),
  );
  const gone = new Set(Array.from({ length: 400 }, pick));
  await inParallel([...gone], 8, (id) => readings.delete(id));
  // Many rows in one statement, as a retention batch deletes them.
  await client.query("DELETE FROM readings WHERE area = 'B' AND mean > 40");
  await client.query(`UPDATE readings SET mean = mean / 2, std_dev = std_dev * 2 WHERE area = 'a'
    AND abs(mean) BETWEEN 1e-300 AND 1e300 AND coalesce(std_dev, 1) BETWEEN 1e-300 AND 1e300`);
}
