import { EVENT_LIST } from './events/calls.js';
import { eventRoutes } from './events/routes.js';
import type { EventStreams } from './events/event-streams.js';
import { webhookRoutes } from './webhooks/webhook-routes.js';
import { PURGE_CALLS } from './retention/calls.js';
import { RetentionWork } from './retention/retention-work.js';
import { purgeRoutes } from './retention/routes.js';
import { EXPORT_CALLS } from './exports/calls.js';
import { exportRoutes } from './exports/export-routes.js';
import { offerFieldFormats } from './formats/offers.js';
import type { WebhookUrlPolicy } from '../webhooks/address-guard.js';
import type { RouteDefinition } from '../contract/route.js';
import { keyRoutes } from './keys/key-routes.js';
import { sessionRoutes } from './session/session-routes.js';
import type { Identity, Store } from '../storage/index.js';
import { Registry } from '../versioning/index.js';
import { defineBatchCall, defineListCall } from './collection.js';
import type { Collection } from './collection.js';
import { withBatchIngest } from './batch-ingest.js';
import { crudRoutes } from './crud.js';
import { formPageRoutes } from './form-pages.js';
import { DEVICE } from './devices/calls.js';
import { DEVICE_QUERY_CALLS } from './devices/query-calls.js';
import { deviceQueryRoutes } from './devices/routes.js';
import { LOCATION } from './locations/calls.js';
import { LOCATION_QUERY_CALLS } from './locations/query-calls.js';
import { locationQueryRoutes } from './locations/routes.js';
import { READING } from './readings/calls.js';
import { READING_QUERY_CALLS } from './readings/query-calls.js';
import { readingQueryRoutes } from './readings/routes.js';
import { assetRoutes } from './system/assets.js';
import { healthRoute } from './system/health.js';
import { homeRoute } from './system/home.js';
import { problemRoutes } from './system/problem-pages.js';

export const COLLECTIONS: readonly Collection[] = [
  {
    name: 'locations',
    call: LOCATION,
    listCall: defineListCall(LOCATION, 'Locations'),
    noun: 'Location',
    batchCall: defineBatchCall(LOCATION, 'locations'),
  },
  {
    name: 'readings',
    call: READING,
    listCall: defineListCall(READING, 'Readings'),
    noun: 'Reading',
    batchCall: defineBatchCall(READING, 'readings'),
  },
  // Devices (issue 18): their named routes, track and latest, answer locations and readings (devices/routes.ts).
  {
    name: 'devices',
    call: DEVICE,
    listCall: defineListCall(DEVICE, 'Devices'),
    noun: 'Device',
    batchCall: defineBatchCall(DEVICE, 'devices'),
  },
];

/** The one central registry: every call of every collection, each with its versions. */
export function buildRegistry(): Registry {
  const registry = new Registry();
  for (const collection of COLLECTIONS) {
    registry.define(collection.call);
    registry.define(collection.listCall);
    registry.define(collection.batchCall);
  }
  // The named routes of issue 3: search, latest, nearby, history, summary.
  for (const call of [...LOCATION_QUERY_CALLS, ...READING_QUERY_CALLS]) registry.define(call);
  // The exports of issue 20: every row a search matches, as a file.
  for (const call of EXPORT_CALLS) registry.define(call);
  // A device's track and latest (issue 18).
  for (const call of DEVICE_QUERY_CALLS) registry.define(call);
  // The change log (issue 19).
  registry.define(EVENT_LIST);
  // Removing what a filter matches, for admins (issue 21).
  for (const call of PURGE_CALLS) registry.define(call);
  return registry;
}

/** What the routes need beside the store: each has a default for a caller that does not care. */
export interface RouteServices {
  /**
   * The store's identity as the access check sees it (src/http/access/access-control.ts): what it
   * remembers of a session or key is forgotten as the routes end or revoke one.
   */
  identity?: Identity;
  /** The live streams of the change log; a set of its own when absent. */
  streams?: EventStreams;
  /** WEBHOOK_ALLOW_HTTP and WEBHOOK_ALLOW_PRIVATE; both off by default. */
  webhookPolicy?: WebhookUrlPolicy;
  /** Where removals an admin asked for go on after their answer; a set of its own, logging nowhere, when absent. */
  retention?: RetentionWork;
}

/** The whole route table, in the order the OpenAPI document lists it. */
export function buildRoutes(store: Store, registry: Registry, services: RouteServices = {}): RouteDefinition[] {
  const identity = services.identity ?? store.identity;
  // CSV and GeoJSON (issue 20) are views of the answers of the routes that list field data.
  return routeTable(store, registry, services, identity).map((route) => offerFieldFormats(route, registry));
}

function routeTable(store: Store, registry: Registry, services: RouteServices, identity: Identity): RouteDefinition[] {
  return [
    homeRoute(COLLECTIONS, store, registry),
    healthRoute(store),
    ...problemRoutes(),
    // Bulk ingest (issue 7) is a second kind of body for each collection's create.
    ...COLLECTIONS.flatMap((collection) => withBatchIngest(crudRoutes(collection, store, registry), collection, store)),
    ...locationQueryRoutes(store, registry),
    ...readingQueryRoutes(store, registry),
    // DELETE /{collection}: what a filter matches, for admins (issue 21).
    ...purgeRoutes(store, services.retention ?? new RetentionWork(store.retention, () => undefined)),
    // Every row a search matches, streamed as CSV, NDJSON or GeoJSON (issue 20).
    ...exportRoutes(store, registry),
    ...deviceQueryRoutes(store, registry),
    // For people (issue 5): the create and edit forms, and the pages' style sheet and script.
    ...COLLECTIONS.flatMap((collection) => formPageRoutes(collection, store, registry)),
    ...assetRoutes(),
    // The change log (issue 19).
    ...eventRoutes(store, services.streams),
    ...webhookRoutes(store.webhooks, services.webhookPolicy ?? { allowHttp: false, allowPrivate: false }),
    // Signing in and out (issue 17).
    ...sessionRoutes(identity),
    ...keyRoutes(identity),
  ];
}
