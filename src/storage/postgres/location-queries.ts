// Search, latest and nearby on PostgreSQL, answering exactly as src/storage/sqlite/location-queries.ts
// does: the same sort keys (fieldlog_instant_key is SQLite's instant key), the same cursors, and
// nearby's distances from geo.ts's haversine, never PostGIS's (its sphere is 6,371,008.77 m, not
// 6,371,008.8 m). PostGIS only finds the candidates.
import { sortKeyIndex, valueIndex } from '../columns.js';
import { haversineMetres, longitudeRanges } from '../geo.js';
import { decodeKeyset, encodeKeyset } from '../keyset.js';
import type { KeysetPage, LocationQueries, LocationSearch, NearbyLocation, PageRequest } from '../queries.js';
import { pageOf, selectRow, valuesToStoredRow } from '../row-sql.js';
import type { FieldValue, RowValues } from '../rows.js';
import type { Session } from './connection.js';
import { boxCoverEwkt, pointSql, spellingsEwkt } from './geography.js';
import { isStorableText } from './text.js';
import { parameters } from './parameters.js';
import type { PostgresQuery } from './parameters.js';

/** The time key as locations_by_time indexes it; the column's COLLATE "C" carries over to it, so it orders as SQLite's BINARY. */
const TIMESTAMP_KEY = 'fieldlog_instant_key(l."timestamp")';
/** Search rows carry their sort key after the row, as SQLite's do. */
const SORT_KEY = sortKeyIndex('locations');
const LONGITUDE = valueIndex('locations', 'longitude');
const LATITUDE = valueIndex('locations', 'latitude');

// PostGIS's distance and the haversine differ by its smaller sphere (4.5e-9 relative), by rounding
// (up to about 0.1 m near the antipode, where asin loses digits) and at the poles, each spelling of
// which is a point of its own to PostGIS (1e-9 m apart). A millionth and a millimetre cover that
// many times over: a circle widened by them holds every point the haversine puts inside, and one
// narrowed by them only points the haversine puts inside.
const widened = (metres: number): number => metres * (1 + 1e-6) + 1e-3;
const narrowed = (metres: number): number => metres * (1 - 1e-6) - 1e-3;

/** The SQL of one search page; exported for a query-plan test. */
export function buildLocationSearch(request: LocationSearch, after: readonly [string, string] | undefined): PostgresQuery {
  const { values, bind } = parameters();
  const where: string[] = [];
  // A row comparison, which PostgreSQL seeks locations_by_time to.
  if (after !== undefined) where.push(`(${TIMESTAMP_KEY}, l.id) < (${bind(after[0])}, ${bind(after[1])})`);
  if (request.from !== undefined) where.push(`${TIMESTAMP_KEY} >= fieldlog_instant_key(${bind(request.from)})`);
  // '' is the key of a location without a timestamp: no time bound takes it.
  if (request.to !== undefined) where.push(`${TIMESTAMP_KEY} <= fieldlog_instant_key(${bind(request.to)}) AND ${TIMESTAMP_KEY} > ''`);
  // locations_by_device_time (070) holds a device's locations in this order.
  if (request.device !== undefined) where.push(`l.device = ${bind(request.device)}`);
  const bbox = request.bbox;
  if (bbox !== undefined) {
    const ranges = longitudeRanges(bbox.minLon, bbox.maxLon);
    where.push(`l.latitude BETWEEN ${bind(bbox.minLat)} AND ${bind(bbox.maxLat)}`);
    where.push(`(${ranges.map(([west, east]) => `l.longitude BETWEEN ${bind(west)} AND ${bind(east)}`).join(' OR ')})`);
    // Only a way into locations_by_point, which PostgreSQL takes for a small box: the conditions
    // above decide, and the cover holds every point they take.
    where.push(`${pointSql('l')} && ${bind(boxCoverEwkt(bbox.minLat, bbox.maxLat, ranges))}::geography`);
  }
  const text = `SELECT ${selectRow('locations', 'l')}, ${TIMESTAMP_KEY} AS sort_key FROM locations AS l
    ${where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`}
    ORDER BY ${TIMESTAMP_KEY} DESC, l.id DESC LIMIT ${bind(request.limit + 1)}`;
  return { text, values };
}

/** One nearby request, and the circle it skips: the pages already served, when there are some. */
interface Nearby {
  id: string;
  longitude: number;
  latitude: number;
  radius: number;
  limit: number;
  after: readonly [number, string] | undefined;
  skip: number | undefined;
}

interface Candidate {
  values: RowValues;
  id: string;
  distance: number;
}

/** Nearby looks this far beyond the cursor first, then four times as far, when it cannot ask KNN. */
const FIRST_REACH_METRES = 1000;

function measure(near: Nearby, rows: RowValues[]): Candidate[] {
  return rows.map((values) => ({
    values,
    id: values[0] as string,
    distance: haversineMetres(near.latitude, near.longitude, values[LATITUDE] as number, values[LONGITUDE] as number),
  }));
}

/** The exact answer among some candidates: within `reach` (at most the radius), after the cursor, nearest first. */
function exact(near: Nearby, candidates: Candidate[], reach = near.radius): Candidate[] {
  const { after } = near;
  return candidates
    .filter(
      (candidate) =>
        candidate.distance <= reach &&
        (after === undefined || candidate.distance > after[0] || (candidate.distance === after[0] && candidate.id > after[1])),
    )
    .sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export class PostgresLocationQueries implements LocationQueries {
  readonly #db: Session;

  constructor(db: Session) {
    this.#db = db;
  }

  async search(request: LocationSearch): Promise<KeysetPage<RowValues>> {
    const after = request.cursor === undefined ? undefined : decodeKeyset(request.scope, request.cursor, ['string', 'string'] as const);
    const query = buildLocationSearch(request, after);
    const rows = (await this.#db.arrays(query.text, query.values)) as FieldValue[][];
    return pageOf(rows, request.limit, (last) => encodeKeyset(request.scope, [last[SORT_KEY] as string, last[0] as string]));
  }

  async nearby(request: PageRequest & { id: string; radius: number }): Promise<KeysetPage<NearbyLocation> | undefined> {
    if (!isStorableText(request.id)) return undefined;
    const [origin] = await this.#db.rows<{ longitude: number | null; latitude: number | null }>(
      'SELECT longitude, latitude FROM locations WHERE id = $1',
      [request.id],
    );
    if (origin === undefined) return undefined;
    const after = request.cursor === undefined ? undefined : decodeKeyset(request.scope, request.cursor, ['number', 'string'] as const);
    if (origin.longitude === null || origin.latitude === null) return { items: [], nextCursor: null };
    const near: Nearby = {
      id: request.id,
      longitude: origin.longitude,
      latitude: origin.latitude,
      radius: request.radius,
      limit: request.limit,
      after,
      skip: after === undefined ? undefined : narrowed(after[0]),
    };
    let candidates: Candidate[];
    try {
      candidates = await this.#nearestFirst(near);
    } catch (error) {
      // PostgreSQL stops a KNN scan whose index promised a point farther than PostGIS then measures
      // it. spellingsEwkt() avoids that for the ways of writing one point; points a hair apart near
      // a pole or ±180 (1e-14 degrees) can still meet it, so those pages come by widening circles.
      if (!(error instanceof Error && error.message.includes('index returned tuples in wrong order'))) throw error;
      candidates = await this.#widening(near);
    }
    const page = candidates.slice(0, request.limit);
    const last = page.at(-1);
    return {
      items: page.map((candidate) => ({ row: valuesToStoredRow('locations', candidate.values), distance: candidate.distance })),
      nextCursor: candidates.length > request.limit && last !== undefined ? encodeKeyset(request.scope, [last.distance, last.id]) : null,
    };
  }

  /**
   * The nearest few by PostGIS (a KNN scan reads about as many rows as it answers) tell how far the
   * page reaches, and a circle that far then holds the exact page, whatever order PostGIS saw them in.
   * The radius stays out of the KNN query: with ST_DWithin there, the planner misjudges how many rows
   * it keeps and sorts every row of a large radius instead.
   */
  async #nearestFirst(near: Nearby): Promise<Candidate[]> {
    for (let nearest = near.limit + 2; ; nearest *= 4) {
      const rows = measure(near, await this.#candidates(near, { nearest }));
      const candidates = exact(near, rows);
      // Fewer than asked for: every location is in hand.
      if (rows.length < nearest) return candidates;
      // The first limit + 1 lie within the distance of the last of them, and so does the exact page.
      if (candidates.length > near.limit) {
        return exact(near, measure(near, await this.#candidates(near, { reach: widened(candidates[near.limit]!.distance) })));
      }
      // The nearest reach past the radius, so the radius holds no more than these.
      if (rows.some((row) => row.distance > near.radius)) {
        return exact(near, measure(near, await this.#candidates(near, { reach: widened(near.radius) })));
      }
      // Rows at or before the cursor that the skipped circle leaves in (its own row always, hence
      // the + 2; ties at its distance) crowd the page out: look further.
    }
  }

  /** Circles widening from the cursor until one holds a page or reaches the radius, as the SQLite store looks. */
  async #widening(near: Nearby): Promise<Candidate[]> {
    const start = near.after?.[0] ?? 0;
    for (let reach = Math.min(near.radius, start + FIRST_REACH_METRES); ; reach = Math.min(near.radius, start + (reach - start) * 4)) {
      // Only what lies within `reach` is known to be complete.
      const candidates = exact(near, measure(near, await this.#candidates(near, { reach: widened(reach) })), reach);
      if (candidates.length > near.limit || reach >= near.radius) return candidates;
    }
  }

  /** The other locations beyond the skipped circle: the `nearest` of them by PostGIS, or all within `reach` metres. */
  #candidates(near: Nearby, bound: { nearest: number } | { reach: number }): Promise<RowValues[]> {
    const point = pointSql('l');
    const from = '$2::geography';
    const { values, bind } = parameters([near.id, spellingsEwkt(near.longitude, near.latitude)]);
    // KNN answers rows without a point too, after all the others.
    const where = ['l.id <> $1', `${point} IS NOT NULL`];
    // The index cannot leave the skipped circle out, so a page deep into a walk still reads every
    // row before it; <-> is the cheapest test of them (a third of NOT ST_DWithin's time).
    if (near.skip !== undefined) where.push(`${point} <-> ${from} > ${bind(near.skip)}`);
    if ('reach' in bound) where.push(`ST_DWithin(${point}, ${from}, ${bind(bound.reach)}, false)`);
    let text = `SELECT ${selectRow('locations', 'l')} FROM locations AS l WHERE ${where.join(' AND ')}`;
    if ('nearest' in bound) text += ` ORDER BY ${point} <-> ${from} LIMIT ${bind(bound.nearest)}`;
    return this.#db.arrays(text, values) as Promise<RowValues[]>;
  }
}
