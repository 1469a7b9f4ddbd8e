import type { JsonSchema, RouteDefinition } from '../../contract/route.js';
import type { Store } from '../../storage/index.js';
import type { Registry } from '../../versioning/index.js';
import type { Collection } from '../collection.js';

const NAME = { type: 'string' };
const VERSIONS = { type: 'array', items: { type: 'integer' }, xml: { wrapped: true } };
const list = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'array',
  xml: { wrapped: true },
  items: { type: 'object', xml: { name: 'i' }, properties, required: Object.keys(properties), additionalProperties: false },
});

/** `data` of the home answer, for the OpenAPI document. */
const HOME_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    collections: list({ name: NAME, href: NAME, call: NAME, versions: VERSIONS, count: { type: 'integer', minimum: 0 } }),
    calls: list({ name: NAME, summary: NAME, versions: VERSIONS }),
  },
  required: ['collections', 'calls'],
  additionalProperties: false,
};

/** The home route's name; the pages key the home page by it. */
export const HOME_ROUTE = 'home';

/** GET /: what Fieldlog holds, the versions of each call, and where to read more. */
export function homeRoute(collections: readonly Collection[], store: Store, registry: Registry): RouteDefinition {
  return {
    method: 'GET',
    access: 'public',
    path: '/',
    name: HOME_ROUTE,
    input: 'none',
    summary: 'Collections, versions and links to the documentation',
    response: { kind: 'data', schema: HOME_SCHEMA },
    handler: async () => {
      const entries = await Promise.all(
        collections.map(async (c) => ({
          name: c.name,
          href: `/${c.name}`,
          call: c.call.name,
          versions: registry.supportedVersions(c.call.name),
          count: await store.collection(c.name).count(),
        })),
      );
      return {
        data: {
          collections: entries,
          calls: registry
            .calls()
            .map((call) => ({ name: call.name, summary: call.summary, versions: call.versions.map((v) => v.version) })),
        },
        message: `Fieldlog holds ${entries.map((e) => `${e.count} ${e.name}`).join(' and ')}.`,
        links: {
          self: '/',
          openapi: '/openapi.json',
          docs: '/docs',
          health: '/healthz',
          ...Object.fromEntries(entries.map((e) => [e.name, e.href])),
        },
      };
    },
  };
}
