// Issue 22, "every named route at 10M": the requests whose query plans are asserted on both engines,
// named as the issue names them. test/unit/storage/query-plans.test.ts runs them against the SQLite
// store (EXPLAIN QUERY PLAN) and test/postgres/query-plans.test.ts against the PostgreSQL one
// (EXPLAIN), each recording every statement its store runs for a case, so both engines are asked
// exactly the same things. /readings/summary is not here: its statements are being replaced by
// pre-aggregates, and its plans are asserted in the SQLite file's own tests.
import type { BoundingBox, NamedQueries } from '../../src/storage/queries.js';
import { encodeCursor } from '../../src/storage/cursor.js';
import { encodeKeyset } from '../../src/storage/keyset.js';

export type ListedCollection = 'locations' | 'readings' | 'devices';

/** What a case may ask: the store's named queries, and the plain list of a collection. */
export interface PlanSubjects {
  queries: NamedQueries;
  list(collection: ListedCollection, request: { limit: number; cursor?: string | undefined }): Promise<unknown>;
}

/** Values the cases need, read from the seeded database before anything is recorded. */
export interface PlanSample {
  /** A location near a city, where the narrow box and the small radius find neighbours. */
  location: { id: string; longitude: number; latitude: number };
  /** The newest reading of the area with the most readings. */
  busiestAreaReading: string;
  /** A device that has locations and readings. */
  device: string;
  /** The id in the middle of each collection's id order: a cursor there is half-way through a list. */
  middleIds: Record<ListedCollection, string>;
  /** The area in the middle of the name order: /readings/latest's cursor half-way through. */
  middleArea: string;
  /** Cursors half-way through the time order of location-search, reading-search and the device's track. */
  deepLocationSearch: string;
  deepReadingSearch: string;
  deepTrack: string;
  /** A cursor past the 500 nearest of `location`. */
  deepNearby: string;
  /** A cursor half-way through the busiest area's history. */
  deepHistory: string;
}

/** Reads one row of a query both engines accept (`?` placeholders, no engine's own functions). */
export type RowOf = <Row>(sql: string, ...params: unknown[]) => Promise<Row | undefined>;

/** Pages of ten, as issue 22's bench asks for (`limit=10`). */
const PAGE = 10;
const WHOLE_EARTH = 20_015_115;
const YEAR_MS = 365 * 86_400_000;
/** Half-way through the seed's year of rows (scripts/seed.ts dates them in the year before it runs). */
const halfYearAgo = () => new Date(Date.now() - YEAR_MS / 2).toISOString();

/** The sample of a database seeded by scripts/seed.ts, through the store and plain SQL. */
export async function readSample(subjects: PlanSubjects, row: RowOf): Promise<PlanSample> {
  const { locations, readings, devices } = subjects.queries;
  const need = async <Row>(what: string, sql: string, ...params: unknown[]): Promise<Row> => {
    const found = await row<Row>(sql, ...params);
    if (found === undefined) throw new Error(`The seeded database has no ${what}.`);
    return found;
  };
  // Near Bonn, the first of the seed's cities, where seven in ten locations cluster around twenty cities.
  const location = await need<{ id: string; longitude: number; latitude: number }>(
    'location near Bonn',
    'SELECT id, longitude, latitude FROM locations WHERE longitude BETWEEN 7.05 AND 7.15 AND latitude BETWEEN 50.7 AND 50.76 ORDER BY id LIMIT 1',
  );
  const { area, readings: inArea } = await need<{ area: string; readings: number }>(
    'reading',
    'SELECT area, count(*) AS readings FROM readings GROUP BY area ORDER BY count(*) DESC, area LIMIT 1',
  );
  // Its newest reading in time, whose history is the whole area: /readings/latest finds it on either engine.
  const newest = (await readings.latest({ limit: 1, area, scope: 'plans-latest' })).items[0];
  if (newest === undefined) throw new Error(`The seeded area ${area} has no latest reading.`);
  const busiestAreaReading = newest[0] as string;
  const { device } = await need<{ device: string }>(
    'device with readings',
    'SELECT device FROM readings WHERE device IS NOT NULL ORDER BY id LIMIT 1',
  );
  const middle = async (table: string) =>
    (await need<{ id: string }>(table, `SELECT id FROM ${table} ORDER BY id LIMIT 1 OFFSET (SELECT count(*) / 2 FROM ${table})`)).id;
  const middleIds = { locations: await middle('locations'), readings: await middle('readings'), devices: await middle('devices') };
  const { area: middleArea } = await need<{ area: string }>('area', 'SELECT area FROM readings WHERE id = ?', middleIds.readings);
  const cursorOf = (page: { nextCursor: string | null } | undefined, what: string): string => {
    if (page?.nextCursor == null) throw new Error(`The seeded database is too small for a second page of ${what}.`);
    return page.nextCursor;
  };
  const to = halfYearAgo();
  const deepHistory = await readings.history({
    limit: Math.max(1, Math.floor(Number(inArea) / 2)),
    id: busiestAreaReading,
    scope: 'plans-history',
  });
  return {
    location,
    busiestAreaReading,
    device,
    middleIds,
    middleArea,
    deepLocationSearch: cursorOf(await locations.search({ limit: 1, to, scope: 'plans-search' }), 'location-search'),
    deepReadingSearch: cursorOf(await readings.search({ limit: 1, to, scope: 'plans-search' }), 'reading-search'),
    deepTrack: cursorOf(await devices.track({ limit: 1, device, to, scope: 'plans-track' }), "a device's track"),
    deepNearby: cursorOf(
      await locations.nearby({ limit: 500, id: location.id, radius: WHOLE_EARTH, scope: 'plans-nearby' }),
      'location-nearby',
    ),
    deepHistory: cursorOf(deepHistory, 'reading-history'),
  };
}

/** A box of 0.1° (a town) around the sample's location. */
function narrowBox({ location }: PlanSample): BoundingBox {
  return {
    minLon: location.longitude - 0.05,
    minLat: location.latitude - 0.05,
    maxLon: location.longitude + 0.05,
    maxLat: location.latitude + 0.05,
  };
}

export interface PlanCase {
  /** As issue 22 names it. */
  name: string;
  run(subjects: PlanSubjects, sample: PlanSample): Promise<void>;
}

export const PLAN_CASES: readonly PlanCase[] = [
  {
    name: 'search with a world-wide box',
    async run({ queries }) {
      const page = await queries.locations.search({
        limit: PAGE,
        bbox: { minLon: -180, minLat: -90, maxLon: 180, maxLat: 90 },
        scope: 's',
      });
      await queries.locations.search({
        limit: PAGE,
        cursor: page.nextCursor!,
        bbox: { minLon: -180, minLat: -90, maxLon: 180, maxLat: 90 },
        scope: 's',
      });
    },
  },
  {
    name: 'search with a narrow box',
    async run({ queries }, sample) {
      const page = await queries.locations.search({ limit: 5, bbox: narrowBox(sample), scope: 's' });
      // A small seed may hold no second page in so small a box.
      if (page.nextCursor !== null)
        await queries.locations.search({ limit: 5, cursor: page.nextCursor, bbox: narrowBox(sample), scope: 's' });
    },
  },
  {
    name: 'search by area wildcard',
    async run({ queries }) {
      // bonn:* is 100 areas, merged; b* is 200 (bonn and berlin), too many to merge unless counted.
      await queries.readings.search({ limit: PAGE, area: 'bonn:*', scope: 's' });
      await queries.readings.search({ limit: PAGE, area: 'b*', scope: 's' });
      await queries.readings.search({ limit: PAGE, area: 'bonn:district-0*', scope: 's' });
      await queries.readings.search({ limit: PAGE, area: '*-07.north', scope: 's' });
    },
  },
  {
    name: 'search by mean range',
    async run({ queries }) {
      // Rare: above 1,042 hPa only air pressure reaches (scripts/seed.ts); broad: most temperatures.
      await queries.readings.search({ limit: PAGE, minMean: 1042, maxMean: 1046, scope: 's' });
      await queries.readings.search({ limit: PAGE, minMean: -5, maxMean: 30, scope: 's' });
      // Uncommon: above 1,030 hPa, too many readings to sort and a few cells of SQLite's mean grid.
      // (Both bounds: PostgreSQL's generic plan of a lone min_mean reads the table whole.)
      const uncommon = await queries.readings.search({ limit: PAGE, minMean: 1030, maxMean: 1100, scope: 's' });
      await queries.readings.search({ limit: PAGE, minMean: 1030, maxMean: 1100, cursor: uncommon.nextCursor!, scope: 's' });
    },
  },
  {
    name: 'latest',
    async run({ queries }) {
      await queries.locations.search({ limit: PAGE, scope: 'location-latest' });
      await queries.readings.latest({ limit: PAGE, scope: 'l' });
      await queries.readings.latest({ limit: PAGE, area: 'bonn:*', scope: 'l' });
    },
  },
  {
    name: 'nearby with a small radius',
    async run({ queries }, { location }) {
      await queries.locations.nearby({ limit: PAGE, id: location.id, radius: 1000, scope: 'n' });
    },
  },
  {
    name: 'nearby with a huge radius',
    async run({ queries }, { location }) {
      await queries.locations.nearby({ limit: PAGE, id: location.id, radius: WHOLE_EARTH, scope: 'n' });
    },
  },
  {
    name: 'history of the largest area',
    async run({ queries }, { busiestAreaReading }) {
      await queries.readings.history({ limit: PAGE, id: busiestAreaReading, scope: 'h' });
    },
  },
  {
    name: 'lists deep into the cursor',
    async run({ queries, list }, sample) {
      for (const collection of ['locations', 'readings', 'devices'] as const) {
        await list(collection, { limit: PAGE, cursor: encodeCursor(collection, sample.middleIds[collection]) });
      }
      await queries.locations.search({ limit: PAGE, cursor: sample.deepLocationSearch, scope: 'plans-search' });
      await queries.readings.search({ limit: PAGE, cursor: sample.deepReadingSearch, scope: 'plans-search' });
      await queries.readings.latest({ limit: PAGE, cursor: encodeKeyset('l', [sample.middleArea]), scope: 'l' });
      await queries.locations.nearby({
        limit: PAGE,
        id: sample.location.id,
        radius: WHOLE_EARTH,
        cursor: sample.deepNearby,
        scope: 'plans-nearby',
      });
      await queries.readings.history({ limit: PAGE, id: sample.busiestAreaReading, cursor: sample.deepHistory, scope: 'plans-history' });
      await queries.devices.track({ limit: PAGE, device: sample.device, cursor: sample.deepTrack, scope: 'plans-track' });
    },
  },
  {
    name: 'the device routes',
    async run({ queries }, { device }) {
      const first = await queries.devices.track({ limit: PAGE, device, scope: 't' });
      if (first === undefined) throw new Error(`The sample's device ${device} is not found.`);
      await queries.devices.track({ limit: PAGE, device, from: halfYearAgo(), to: new Date().toISOString(), scope: 't' });
      const latest = await queries.devices.latest(device);
      if (latest === undefined || latest.readings.length === 0) throw new Error(`The sample's device ${device} has no latest readings.`);
    },
  },
];
