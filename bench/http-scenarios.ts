// The named scenarios of bench/http.bench.ts (issue 7). Every peer gets byte-for-byte the same
// requests: the same paths (version_number included, which the peers accept and ignore), the same
// body. Only the load generator's connection count and the durations vary, by flag.
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
}

/** Version 2 of the call "location": every field, the contract's example values. */
export const CREATE_BODY = JSON.stringify({
  version_number: 2, longitude: 7.1, latitude: 50.7, altitude: 60, speed: 1.4, timestamp: '2026-11-22T18:45:00Z',
});

const JSON_BODY = { 'Content-Type': 'application/json' };

export const HTTP_SCENARIOS: readonly HttpScenario[] = [
  {
    name: 'hello', title: 'hello JSON, no routing (the ceiling)', method: 'GET',
    paths: () => ['/hello'], headers: {}, status: 200, synchronous: 'FULL',
  },
  {
    name: 'get-by-id', title: 'GET /locations/{id}, 1,000 ids in turn', method: 'GET',
    paths: (ids) => ids.map((id) => `/locations/${id}?version_number=2`), headers: {}, status: 200, synchronous: 'FULL',
  },
  {
    name: 'list', title: 'GET /locations, limit 50', method: 'GET',
    paths: () => ['/locations?version_number=2&limit=50'], headers: {}, status: 200, synchronous: 'FULL',
  },
  {
    name: 'latest', title: 'GET /locations/latest, limit 50 (named route)', method: 'GET',
    paths: () => ['/locations/latest?version_number=2&limit=50'], headers: {}, status: 200, synchronous: 'FULL',
  },
  {
    name: 'create-normal', title: 'POST /locations, validate + insert, synchronous=NORMAL', method: 'POST',
    paths: () => ['/locations'], body: CREATE_BODY, headers: JSON_BODY, status: 201, synchronous: 'NORMAL',
  },
  {
    name: 'create-full', title: 'POST /locations, validate + insert, synchronous=FULL', method: 'POST',
    paths: () => ['/locations'], body: CREATE_BODY, headers: JSON_BODY, status: 201, synchronous: 'FULL',
  },
];
