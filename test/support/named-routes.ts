// Shared by the named-route tests (issue 3): seeded data sets posted over HTTP, a page walker, and
// brute-force answers computed here, independently of src/, to compare the server's answers with.
import assert from 'node:assert/strict';
import { COLUMNS } from '../../src/storage/columns.js';
import { createId } from '../../src/storage/ids.js';
import type { TestServer } from './server.js';
import type { Statement } from './test-database.js';

export { createRandom } from '../../scripts/seeded-random.js';

export type Body = Record<string, string | number>;

/** POSTs every body (JSON, with its version_number) a few at a time; resolves to the created `data`s in order. */
export async function postAll(server: TestServer, collection: 'locations' | 'readings', bodies: readonly Body[]): Promise<any[]> {
  const created: any[] = new Array(bodies.length);
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const index = next++;
      const answer = await server.request('POST', `/${collection}`, { json: bodies[index] });
      assert.equal(answer.status, 201, answer.text);
      created[index] = answer.json().data;
    }
  };
  await Promise.all(Array.from({ length: 12 }, worker));
  return created;
}

/**
 * Writes rows as POST would (same ids, timestamps and columns; on SQLite the same triggers fire), but
 * in one transaction on a second connection to the server's database, on either engine: a few
 * thousand POSTs would spend most of a test waiting for commits (synchronous=FULL, or PostgreSQL's
 * synchronous_commit), and the creation path has its own tests.
 * Resolves to each row as a version 2 reader sees it.
 */
export async function insertDirectly(server: TestServer, collection: 'locations' | 'readings', bodies: readonly Body[]): Promise<any[]> {
  const columns = COLUMNS[collection];
  const rows = bodies.map((body) => {
    const now = new Date().toISOString();
    return {
      id: createId(),
      ...Object.fromEntries(columns.map((c) => [c.field, body[c.field] ?? null])),
      created_at: now,
      updated_at: now,
      // As POST on an open server: left NULL by the INSERT below.
      created_by: null,
      updated_by: null,
    };
  });
  // A hundred rows a statement keeps the round trips few and the parameters under either engine's limit.
  const statements: Statement[] = [];
  for (let from = 0; from < rows.length; from += 100) {
    const chunk = rows.slice(from, from + 100);
    const tuple = `(${Array(columns.length + 3)
      .fill('?')
      .join(', ')})`;
    statements.push({
      sql: `INSERT INTO ${collection} (id, created_at, updated_at, ${columns.map((c) => `"${c.column}"`).join(', ')})
        VALUES ${chunk.map(() => tuple).join(', ')}`,
      params: chunk.flatMap((row) => [
        row.id,
        row.created_at,
        row.updated_at,
        ...columns.map((c) => (row as Record<string, unknown>)[c.field]),
      ]),
    });
  }
  await server.database.writeAll(statements);
  return rows;
}

export interface Walk {
  items: any[];
  pages: number;
}

/**
 * Follows `links.next` from the first page to the last, checking each page's envelope on the way:
 * count and limit in meta, next_cursor and links.next agreeing, and no item twice.
 * `between` runs after each page, before the next is asked for.
 */
export async function walk(
  server: TestServer,
  path: string,
  query: Record<string, string | number>,
  between?: () => Promise<void>,
): Promise<Walk> {
  const items: any[] = [];
  let target: string | null = `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;
  let pages = 0;
  while (target !== null) {
    const answer = await server.request('GET', target);
    assert.equal(answer.status, 200, `${target}: ${answer.text}`);
    const body = answer.json();
    pages += 1;
    assert.equal(body.meta.count, body.data.length);
    assert.equal(body.meta.limit, Number(query.limit ?? 50));
    assert.ok(body.data.length <= body.meta.limit);
    if (body.meta.next_cursor === null) assert.equal(body.links.next, null);
    else assert.ok(body.links.next.endsWith(`cursor=${encodeURIComponent(body.meta.next_cursor)}`), body.links.next);
    items.push(...body.data);
    target = body.links.next;
    if (target !== null) await between?.();
    assert.ok(pages < 10_000, 'the walk does not end');
  }
  const keys = items.map((item) => item.id ?? item.area);
  assert.equal(new Set(keys).size, keys.length, `${path}: an item came twice`);
  return { items, pages };
}

/** Milliseconds since the epoch; the data sets write at most three fraction digits, so Date.parse is exact. */
export function instantOf(text: string): number {
  const value = Date.parse(text);
  assert.ok(Number.isFinite(value), text);
  return value;
}

/** Newest first by a time field, missing times last, id descending as the tiebreak. */
export function newestFirst(field: string) {
  return (a: any, b: any): number => {
    const left = a[field] === null || a[field] === undefined ? -Infinity : instantOf(a[field]);
    const right = b[field] === null || b[field] === undefined ? -Infinity : instantOf(b[field]);
    if (left !== right) return right - left;
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  };
}

/** Inclusive time bounds on a field; a missing time matches no bound. */
export function withinTime(value: string | null | undefined, from?: string, to?: string): boolean {
  if (from === undefined && to === undefined) return true;
  if (value === null || value === undefined) return false;
  const at = instantOf(value);
  return (from === undefined || at >= instantOf(from)) && (to === undefined || at <= instantOf(to));
}

/** `*` is any run of characters; everything else, `_` and `.` included, is itself. Case-sensitive. */
export function matchesArea(pattern: string | undefined, area: string): boolean {
  if (pattern === undefined) return true;
  const source = pattern
    .split('*')
    .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(area);
}

/** The documented bbox: edges inclusive; minLon > maxLon crosses the antimeridian; -180 and 180 are one meridian. */
export function inBbox(bbox: readonly [number, number, number, number], longitude: number, latitude: number): boolean {
  const [minLon, minLat, maxLon, maxLat] = bbox;
  if (latitude < minLat || latitude > maxLat) return false;
  const inside = (lon: number) => (minLon <= maxLon ? lon >= minLon && lon <= maxLon : lon >= minLon || lon <= maxLon);
  return inside(longitude) || (Math.abs(longitude) === 180 && inside(-longitude));
}

/** Great-circle distance on the sphere of radius 6,371,008.8 m, by the spherical law of haversines. */
export function distanceMetres(lat1: number, lon1Given: number, lat2: number, lon2Given: number): number {
  // A point on a pole has no longitude: every spelling of it is one point (docs/named-routes.md).
  const lon1 = Math.abs(lat1) === 90 ? 0 : lon1Given;
  const lon2 = Math.abs(lat2) === 90 ? 0 : lon2Given;
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(toRadians(lat2 - lat1) / 2) ** 2 +
    Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(toRadians(lon2 - lon1) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** RFC 3339 text for an instant, written in the given offset (minutes east of UTC). */
export function writeInstant(ms: number, offsetMinutes: number, fraction: boolean): string {
  const local = new Date(ms + offsetMinutes * 60_000).toISOString();
  const clock = fraction ? local.slice(0, 23) : local.slice(0, 19);
  if (offsetMinutes === 0) return `${clock}Z`;
  const sign = offsetMinutes < 0 ? '-' : '+';
  const size = Math.abs(offsetMinutes);
  return `${clock}${sign}${String(Math.floor(size / 60)).padStart(2, '0')}:${String(size % 60).padStart(2, '0')}`;
}

export const ids = (items: readonly any[]) => items.map((item) => item.id);
