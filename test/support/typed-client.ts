// A small client typed by the OpenAPI document (openapi-fetch over openapi-typescript's types): it
// creates, reads, updates through POST with _method, and deletes a location. If the document's
// paths, bodies or answers change shape, this stops compiling.
import createClient from 'openapi-fetch';
import type { components, paths } from '../generated/fieldlog-api.js';

type Location = components['schemas']['location.v2'];

export interface RoundTrip {
  created: Location;
  read: Location;
  updated: Location;
  deleted: Location;
  statuses: number[];
}

export async function locationRoundTrip(baseUrl: string, fetch: typeof globalThis.fetch = globalThis.fetch): Promise<RoundTrip> {
  // JSON only: the document also lists XML and HTML answers, which a program parsing JSON never asks for.
  const client = createClient<paths, 'application/json'>({ baseUrl, fetch, headers: { Accept: 'application/json' } });
  const statuses: number[] = [];

  const created = await client.POST('/locations', {
    body: { version_number: 2, longitude: 7.1, latitude: 50.7, altitude: 60, speed: 1.4, timestamp: '2026-11-22T18:45:00Z' },
  });
  statuses.push(created.response.status);
  if (created.data === undefined) throw new Error(`create failed: ${JSON.stringify(created.error)}`);
  // POST /locations also answers a batch (200, an array of results) and, with _method=DELETE, a
  // removal (issue 21); one object gets one resource.
  const createdData = created.data.data;
  if (Array.isArray(createdData)) throw new Error('a single create was answered as a batch');
  if (!('id' in createdData)) throw new Error('a single create was answered as a removal');
  const id = version2(createdData).id;

  const read = await client.GET('/locations/{id}', { params: { path: { id }, query: { version_number: 2 } } });
  statuses.push(read.response.status);
  if (read.data === undefined) throw new Error(`read failed: ${JSON.stringify(read.error)}`);

  // The override POST: a client that cannot send PATCH sends _method in the body.
  const updated = await client.POST('/locations/{id}', {
    params: { path: { id } },
    body: { _method: 'PATCH', version_number: 2, speed: 2.5 },
  });
  statuses.push(updated.response.status);
  if (updated.data === undefined) throw new Error(`update failed: ${JSON.stringify(updated.error)}`);

  const deleted = await client.DELETE('/locations/{id}', { params: { path: { id }, query: { version_number: 2 } } });
  statuses.push(deleted.response.status);
  if (deleted.data === undefined) throw new Error(`delete failed: ${JSON.stringify(deleted.error)}`);

  return {
    created: version2(createdData),
    read: version2(read.data.data),
    updated: version2(updated.data.data),
    deleted: version2(deleted.data.data),
    statuses,
  };
}

/** An answer is one version's envelope; this client speaks version 2, so its resources have speed. */
function version2(data: components['schemas']['location.v1'] | Location): Location {
  if (!('speed' in data)) throw new Error('a version 2 request was answered with version 1 fields');
  return data;
}
