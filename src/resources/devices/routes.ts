import type { JsonSchema, RouteDefinition } from '../../contract/route.js';
import type { Store } from '../../storage/index.js';
import type { Registry } from '../../versioning/index.js';
import { LOCATION } from '../locations/calls.js';
import { pageReply } from '../query-page.js';
import { READING } from '../readings/calls.js';
import { resourceNotFound } from '../resource-not-found.js';
import { shapeRow } from '../row-shape.js';
import { DEVICE } from './calls.js';
import { DEVICE_LATEST, DEVICE_TRACK } from './query-calls.js';

/** GET /devices/{id}/track and /devices/{id}/latest (issue 18). Route names are call names. */
export function deviceQueryRoutes(store: Store, registry: Registry): RouteDefinition[] {
  const queries = store.queries.devices;
  const fieldsOf = (call: string, version: number): readonly string[] =>
    registry.parameterNames(call, readVersion(registry, call, version));
  const self = (id: string) => `/devices/${encodeURIComponent(id)}`;
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

  return [
    {
      method: 'GET',
      access: 'read',
      path: '/devices/:id/track',
      name: DEVICE_TRACK.name,
      call: DEVICE_TRACK.name,
      input: 'declared',
      summary: "A device's locations in time order",
      // Named for the device, its items are locations: the name alone would document a list of devices.
      response: { kind: 'list', call: LOCATION.name },
      handler: async (context) => {
        const id = context.params.id!;
        const { from, to, limit, cursor } = context.values as { from?: string; to?: string; limit: number; cursor?: string };
        // The scope names the device: another device's track is another list.
        const page = await queries.track({ device: id, from, to, limit, cursor, scope: `${DEVICE_TRACK.name}:${id}` });
        if (page === undefined) throw resourceNotFound('devices', DEVICE.name, id);
        const reply = pageReply({
          context,
          path: `${self(id)}/track`,
          collection: 'locations',
          nextCursor: page.nextCursor,
          rows: page.items,
          fields: fieldsOf(LOCATION.name, context.version!.version),
          message: `${plural(page.items.length, 'location', 'locations')} of ${DEVICE.name} ${id}, oldest timestamp first`,
        });
        return { ...reply, links: { ...reply.links, device: self(id) } };
      },
    },
    {
      method: 'GET',
      access: 'read',
      path: '/devices/:id/latest',
      name: DEVICE_LATEST.name,
      call: DEVICE_LATEST.name,
      input: 'declared',
      summary: "A device's newest location and newest reading of each quantity",
      response: { kind: 'data', schema: (version) => latestSchema(registry, version) },
      handler: async (context) => {
        const id = context.params.id!;
        const version = context.version!.version;
        const found = await queries.latest(id);
        if (found === undefined) throw resourceNotFound('devices', DEVICE.name, id);
        const location = found.location === null ? null : shapeRow('locations', fieldsOf(LOCATION.name, version), found.location);
        const readingFields = fieldsOf(READING.name, version);
        const readings = found.readings.map((values) => shapeRow('readings', readingFields, values));
        const where = location === null ? 'no location yet' : `its newest location ${location.id}`;
        return {
          data: { location, readings },
          message: `What ${DEVICE.name} ${id} reported last: ${where}, and the newest reading of ${plural(readings.length, 'quantity', 'quantities')}.`,
          links: {
            self: `${self(id)}/latest?version_number=${version}`,
            device: self(id),
            track: `${self(id)}/track?version_number=${version}`,
          },
        };
      },
    },
  ];
}

/**
 * The answer of /devices/{id}/latest for the OpenAPI document. Its location and readings are the
 * very items GET /locations/{id} and GET /readings/{id} answer, so they refer to those components
 * (named `<call>.v<version>`, src/openapi/schemas.ts) instead of describing them a second time.
 */
function latestSchema(registry: Registry, version: number): JsonSchema {
  const item = (call: string) => ({ $ref: `#/components/schemas/${call}.v${readVersion(registry, call, version)}` });
  return {
    type: 'object',
    properties: {
      location: {
        description: "The device's location with the newest `timestamp` (the largest id among equal instants); null when it has none.",
        anyOf: [item(LOCATION.name), { type: 'null' }],
      },
      readings: {
        description: 'For each quantity the device measured, its reading with the newest `time` (then the largest id), in quantity order.',
        type: 'array',
        xml: { wrapped: true },
        items: { ...item(READING.name), xml: { name: 'i' } },
      },
    },
    required: ['location', 'readings'],
    additionalProperties: false,
  };
}

/** The version of `call` whose fields a reader of version N sees: N, or the newest before it, should the device routes ever have a version that `reading` lacks. */
function readVersion(registry: Registry, call: string, version: number): number {
  return Math.min(version, registry.getCall(call).versions.length);
}
