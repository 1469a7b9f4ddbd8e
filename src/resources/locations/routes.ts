import type { RouteDefinition } from '../../contract/route.js';
import type { BoundingBox, Store } from '../../storage/index.js';
import { BBOX, splitParts } from '../../versioning/index.js';
import type { Registry } from '../../versioning/index.js';
import { pageReply } from '../query-page.js';
import { resourceNotFound } from '../resource-not-found.js';
import { represent } from '../representation.js';
import { LOCATION } from './calls.js';
import { LOCATION_LATEST, LOCATION_NEARBY, LOCATION_SEARCH } from './query-calls.js';

/** GET /locations/search, /locations/latest and /locations/{id}/nearby. Route names are call names. */
export function locationQueryRoutes(store: Store, registry: Registry): RouteDefinition[] {
  const queries = store.queries.locations;
  const fieldsOf = (version: number): readonly string[] => registry.parameterNames(LOCATION.name, version);
  const plural = (count: number) => (count === 1 ? 'location' : 'locations');

  return [
    {
      method: 'GET',
      access: 'read',
      path: '/locations/search',
      name: LOCATION_SEARCH.name,
      call: LOCATION_SEARCH.name,
      input: 'declared',
      summary: 'Search locations by bounding box and time',
      handler: async (context) => {
        const { bbox, from, to, device, limit, cursor } = context.values as {
          bbox?: string;
          from?: string;
          to?: string;
          device?: string;
          limit: number;
          cursor?: string;
        };
        const box = bbox === undefined ? undefined : (splitParts(BBOX, bbox) as unknown as BoundingBox);
        const page = await queries.search({ bbox: box, from, to, device, limit, cursor, scope: LOCATION_SEARCH.name });
        const fields = fieldsOf(context.version!.version);
        return pageReply({
          context,
          path: '/locations/search',
          collection: 'locations',
          nextCursor: page.nextCursor,
          rows: page.items,
          fields,
          message: `${page.items.length} ${plural(page.items.length)} matching the search, newest timestamp first`,
        });
      },
    },
    {
      method: 'GET',
      access: 'read',
      path: '/locations/latest',
      name: LOCATION_LATEST.name,
      call: LOCATION_LATEST.name,
      input: 'declared',
      summary: 'The newest locations',
      handler: async (context) => {
        const { device, limit, cursor } = context.values as { device?: string; limit: number; cursor?: string };
        const page = await queries.search({ device, limit, cursor, scope: LOCATION_LATEST.name });
        const fields = fieldsOf(context.version!.version);
        return pageReply({
          context,
          path: '/locations/latest',
          collection: 'locations',
          nextCursor: page.nextCursor,
          rows: page.items,
          fields,
          message: `The ${page.items.length} newest ${plural(page.items.length)}${device === undefined ? '' : ` of device ${device}`} by timestamp`,
        });
      },
    },
    {
      method: 'GET',
      access: 'read',
      path: '/locations/:id/nearby',
      name: LOCATION_NEARBY.name,
      call: LOCATION_NEARBY.name,
      input: 'declared',
      summary: 'Locations near a location, nearest first',
      // For the OpenAPI document: each item is a location with its distance from the origin.
      response: {
        kind: 'list',
        call: LOCATION.name,
        extra: {
          distance_m: { type: 'number', minimum: 0, description: 'Great-circle distance from the location named in the path, in metres.' },
        },
      },
      handler: async (context) => {
        const id = context.params.id!;
        const { radius, limit, cursor } = context.values as { radius: number; limit: number; cursor?: string };
        // The scope names the origin: distances are from it, so another origin's cursor means nothing here.
        const page = await queries.nearby({ id, radius, limit, cursor, scope: `${LOCATION_NEARBY.name}:${id}` });
        if (page === undefined) throw resourceNotFound('locations', 'location', id);
        const fields = fieldsOf(context.version!.version);
        return pageReply({
          context,
          path: `/locations/${encodeURIComponent(id)}/nearby`,
          collection: 'locations',
          nextCursor: page.nextCursor,
          data: page.items.map(({ row, distance }) => ({ ...represent(row, fields), distance_m: distance })),
          message: `${page.items.length} other ${plural(page.items.length)} within ${radius} m of location ${id}, nearest first`,
        });
      },
    },
  ];
}
