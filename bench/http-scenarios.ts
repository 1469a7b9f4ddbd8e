// The named scenarios of bench/http.bench.ts (issue 7). Every peer gets byte-for-byte the same
// requests: the same paths (version_number included, which the peers accept and ignore), the same
// body. Only the load generator's connection count and the durations vary, by flag.
//
// The `-key` scenarios (issue 17) are their base scenario exactly, plus `Authorization: Bearer fl_…`
// with the key the seeded database holds; http.bench.ts adds the header, since the secret is made
// with the database. Fieldlog checks it; the other peers ignore it.
import type { Synchronous } from './peers/peer.js';

export interface HttpScenario {
  name: string;
  /** For the table. */
  title: string;
  method: 'GET' | 'POST';
  /** Targets the load generator cycles through; most scenarios have one. */
  paths(ids: readonly string[]): string[];
  body?: string;
  headers: Record<string, string>;
  /** Every answer must have this status; a run with any other fails the bench. */
  status: number;
  synchronous: Synchronous;
  /**
   * Issue 17: the requests carry the seeded database's API key (`Authorization: Bearer fl_…`, added
   * by the bench). Without it, Fieldlog runs with AUTH=off: the database holds a key, so it would
   * refuse every request that has none.
   */
  apiKey?: boolean;
}

/** What a scenario with a key is named: its base scenario's name and this. */
export const KEY_SUFFIX = '-key';

/** The base scenario exactly, and the seeded database's API key on every request (issue 17). */
function withApiKey(base: HttpScenario): HttpScenario {
  return { ...base, name: `${base.name}${KEY_SUFFIX}`, title: `${base.title}, with an API key (Authorization: Bearer)`, apiKey: true };
}

/** The headers a scenario's requests carry: its own, and the API key when it sends one. */
export function requestHeaders(scenario: HttpScenario, apiKey: string): Record<string, string> {
  return scenario.apiKey === true ? { ...scenario.headers, Authorization: `Bearer ${apiKey}` } : scenario.headers;
}

/** Version 2 of the call "location": every field, the contract's example values. */
export const CREATE_BODY = JSON.stringify({
  version_number: 2,
  longitude: 7.1,
  latitude: 50.7,
  altitude: 60,
  speed: 1.4,
  timestamp: '2026-11-22T18:45:00Z',
});

const JSON_BODY = { 'Content-Type': 'application/json' };

/** Items in each request of the bulk-ingest scenario (issue 7: "in batches of 1,000"). */
export const BULK_ITEMS = 1000;

/**
 * Bulk ingest: BULK_ITEMS distinct valid locations of version 2, a JSON array (version_number is in
 * the query string). Every request sends the same items; each is stored as a new row.
 */
export const BULK_BODY = JSON.stringify(
  Array.from({ length: BULK_ITEMS }, (_, i) => ({
    longitude: Math.round((-180 + (i * 360) / BULK_ITEMS) * 1e6) / 1e6,
    latitude: Math.round((-60 + (i % 120)) * 1e4) / 1e4 + 0.5,
    altitude: i % 3000,
    speed: (i % 50) / 4,
    timestamp: new Date(Date.UTC(2026, 10, 22, 18, 0, 0) + i * 1000).toISOString().replace('.000Z', 'Z'),
  })),
);

const GET_BY_ID: HttpScenario = {
  name: 'get-by-id',
  title: 'GET /locations/{id}, 1,000 ids in turn',
  method: 'GET',
  paths: (ids) => ids.map((id) => `/locations/${id}?version_number=2`),
  headers: {},
  status: 200,
  synchronous: 'FULL',
};

const CREATE_FULL: HttpScenario = {
  name: 'create-full',
  title: 'POST /locations, validate + insert, synchronous=FULL',
  method: 'POST',
  paths: () => ['/locations'],
  body: CREATE_BODY,
  headers: JSON_BODY,
  status: 201,
  synchronous: 'FULL',
};

export const HTTP_SCENARIOS: readonly HttpScenario[] = [
  {
    name: 'hello',
    title: 'hello JSON, no routing (the ceiling)',
    method: 'GET',
    paths: () => ['/hello'],
    headers: {},
    status: 200,
    synchronous: 'FULL',
  },
  GET_BY_ID,
  withApiKey(GET_BY_ID),
  {
    name: 'list',
    title: 'GET /locations, limit 50',
    method: 'GET',
    paths: () => ['/locations?version_number=2&limit=50'],
    headers: {},
    status: 200,
    synchronous: 'FULL',
  },
  {
    name: 'latest',
    title: 'GET /locations/latest, limit 50 (named route)',
    method: 'GET',
    paths: () => ['/locations/latest?version_number=2&limit=50'],
    headers: {},
    status: 200,
    synchronous: 'FULL',
  },
  {
    name: 'create-normal',
    title: 'POST /locations, validate + insert, synchronous=NORMAL',
    method: 'POST',
    paths: () => ['/locations'],
    body: CREATE_BODY,
    headers: JSON_BODY,
    status: 201,
    synchronous: 'NORMAL',
  },
  CREATE_FULL,
  withApiKey(CREATE_FULL),
  {
    name: 'bulk-full',
    title: `POST /locations?version_number=2, a JSON array of ${BULK_ITEMS} locations (bulk ingest), synchronous=FULL`,
    method: 'POST',
    paths: () => ['/locations?version_number=2'],
    body: BULK_BODY,
    headers: JSON_BODY,
    status: 200,
    synchronous: 'FULL',
  },
];
