// Seeded data sets for the query cases, crowding the awkward places: both sides of the antimeridian
// and exactly ±180, both poles, identical points, rows without a timestamp, one instant written in
// several offsets, fractions beyond the millisecond, leap seconds, and areas that differ only in
// '_', '.' or case. Written mostly by insertMany and partly by insert (each engine's two write
// paths must feed its indexes alike), then read back whole as the brute force's input.
import assert from 'node:assert/strict';
import type { CollectionName, FieldValue, Store, StoredRow } from '../../../src/storage/index.js';
import { createRandom, walk, writeInstant } from './reference.js';

type Fields = Record<string, FieldValue>;

const YEAR_START = Date.UTC(2026, 0, 1);
const OFFSETS = [0, 60, -300, 330, 840, -720, 345, 1439, -1439];

/** An instant of 2026 in one of several spellings; whole hours often, so equal instants in different offsets occur. */
function instant(random: () => number): string {
  const at = YEAR_START + Math.floor(random() * 365 * 24) * 3_600_000 + (random() < 0.5 ? 0 : Math.floor(random() * 3_600_000));
  const text = writeInstant(at, OFFSETS[Math.floor(random() * OFFSETS.length)]!, random() < 0.3);
  const roll = random();
  // Digits below the millisecond, which only an instant comparison to the nanosecond tells apart.
  if (roll < 0.1)
    return text.replace(/(:\d{2})(\.\d{3})?(?=[Z+-])/, (_, seconds: string, ms = '.000') => `${seconds}${ms}${Math.floor(random() * 1e6)}`);
  if (roll < 0.15) return text.replace('T', 't').replace(/Z$/, 'z');
  return text;
}

/** Hand-picked instants: a leap second before the next minute, offsets at ±23:59, years 0000 and 9999, fractions past nanoseconds. */
export const AWKWARD_INSTANTS = [
  '2016-12-31T23:59:59.999999999Z',
  '2016-12-31T23:59:60Z',
  '2017-01-01T00:59:60.25+01:00',
  '2017-01-01T00:00:00Z',
  '2026-03-01T00:30:00+23:59',
  '2026-02-28T00:31:00Z',
  '2026-02-28T00:31:00.0000000001Z',
  '2026-02-28T00:31:00.000000001Z',
  '0000-01-01T00:30:00+01:00',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:30:00-01:00',
  '9999-12-31T23:59:59Z',
  '2026-06-01T12:00:00Z',
  '2026-06-01T14:00:00+02:00',
  '2026-06-01T06:30:00.000-05:30',
];

export function generateLocations(seed: number): Fields[] {
  const random = createRandom(seed);
  const rows: Fields[] = [];
  const add = (longitude: number, latitude: number) => {
    const row: Fields = {
      longitude: Number(longitude.toFixed(6)),
      latitude: Number(latitude.toFixed(6)),
      altitude: Math.round(random() * 500),
    };
    // A fifth written by version 1 clients: no speed, no timestamp.
    if (random() >= 0.2) Object.assign(row, { speed: Number((random() * 30).toFixed(2)), timestamp: instant(random) });
    rows.push(row);
  };
  const wrap = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;
  for (let i = 0; i < 300; i += 1) add(7.1 + (random() - 0.5) * 0.2, 50.7 + (random() - 0.5) * 0.2);
  for (let i = 0; i < 300; i += 1) add(wrap(180 + (random() - 0.5) * 2), -17 + (random() - 0.5) * 2);
  for (let i = 0; i < 10; i += 1) add(i % 2 === 0 ? 180 : -180, -17 + (random() - 0.5));
  for (let i = 0; i < 100; i += 1) add(random() * 360 - 180, i < 5 ? 90 : 89 + random());
  for (let i = 0; i < 60; i += 1) add(random() * 360 - 180, i < 3 ? -90 : -89.5 - random() / 2);
  for (let i = 0; i < 1300; i += 1) add(random() * 360 - 180, (Math.asin(2 * random() - 1) * 180) / Math.PI);
  for (let i = 0; i < 10; i += 1) add(7.1234, 50.7234); // identical points: ties in distance
  AWKWARD_INSTANTS.forEach((timestamp, index) => {
    rows.push({ longitude: 10 + index / 100, latitude: 45, altitude: 1, speed: 0, timestamp });
  });
  return rows;
}

export const AREAS = [
  'bonn:rheinaue',
  'bonn:beuel',
  'bonn:rheinaue.north',
  'Bonn:rheinaue',
  'B',
  'a',
  'koeln:dom',
  'koeln:deutz',
  'a_b',
  'axb',
  'a_bc',
  'a.b',
  'aXb',
  'ab',
  'x-y:z.1',
  'station_07',
  'station-07',
  'station.07',
];

export function generateReadings(seed: number): Fields[] {
  const random = createRandom(seed);
  const rows: Fields[] = Array.from({ length: 3000 }, () => {
    const number = random() < 0.03 ? 0 : Math.floor(random() * 101);
    const row: Fields = {
      area: AREAS[Math.floor(random() ** 1.5 * AREAS.length)]!,
      time: instant(random),
      mean: random() < 0.1 ? Math.round(random() * 20) : Number((random() * 60 - 20).toFixed(3)),
      good: Math.floor(random() * (number + 1)),
      number,
    };
    // Three in ten from version 1 clients: no seen, span or stdDev.
    if (random() >= 0.3)
      Object.assign(row, { seen: number + Math.floor(random() * 5), span: 60, stdDev: Number((random() * 3).toFixed(3)) });
    return row;
  });
  AWKWARD_INSTANTS.forEach((time, index) => {
    rows.push({ area: index % 2 === 0 ? 'edge:even' : 'edge:odd', time, mean: index, good: 1, number: 1 });
  });
  return rows;
}

/** Who writes the seeded rows: a person, a key, and nobody (an open server), so that every named query carries each. */
const SEED_ACTORS = ['ada', 'ingest-key', null] as const;

/**
 * Writes `rows` (all but the first `singly` by insertMany, in chunks; those by insert) and answers
 * every row of the collection as the store lists it, which must be exactly what was written.
 */
export async function seed(store: Store, name: CollectionName, rows: readonly Fields[], singly = 60): Promise<StoredRow[]> {
  const collection = store.collection(name);
  const actor = (index: number) => SEED_ACTORS[index % SEED_ACTORS.length] ?? null;
  for (const [index, fields] of rows.slice(0, singly).entries()) await collection.insert(fields, actor(index));
  for (let start = singly, chunk = 1; start < rows.length; start += 1000, chunk += 1) {
    await collection.insertMany(rows.slice(start, start + 1000), actor(chunk));
  }
  const all = await readAll(store, name);
  assert.equal(all.length, rows.length);
  return all;
}

/** Every row of a collection, newest first. */
export async function readAll(store: Store, name: CollectionName): Promise<StoredRow[]> {
  const collection = store.collection(name);
  const listed = await walk(1000, async (cursor) => {
    const page = await collection.list({ limit: 1000, cursor });
    return { items: page.rows, nextCursor: page.nextCursor };
  });
  return listed.items;
}
