import type { CollectionName } from '../storage/index.js';
import { ATOMIC, CURSOR, LIMIT } from '../versioning/index.js';
import type { CallDefinition } from '../versioning/index.js';
import { mirrorVersion } from './query-call.js';
import { collectionRouteNames } from './route-names.js';

/** What the generic resource routes need to know about one collection. */
export interface Collection {
  name: CollectionName;
  /** The resource call (`location`): its versions carry the fields. */
  call: CallDefinition;
  /** The list call (`location-list`): same versions, retrieval parameters. */
  listCall: CallDefinition;
  /** For messages: "Location 01J… created." */
  noun: string;
  /** The batch call (`location-batch`): bulk ingest's own parameters, in the query string. */
  batchCall: CallDefinition;
}

/**
 * A list call mirrors its resource call's versions, so a version N reader lists version N fields;
 * its own parameters (limit, cursor) are the same in every version.
 */
export function defineListCall(call: CallDefinition, plural: string): CallDefinition {
  return {
    // The list route is named for its call (crud.ts), so both names come from the one place.
    name: collectionRouteNames(call.name).list,
    summary: `${plural}, newest first, one page at a time.`,
    kind: 'query',
    versions: call.versions.map((_, index) => mirrorVersion(call, index, index === 0 ? { adds: { limit: LIMIT, cursor: CURSOR } } : {})),
  };
}

/**
 * Bulk ingest (issue 7): the batch's own parameters (version_number, action and atomic, in the query
 * string), mirroring the resource call's versions: each item of a version N batch is a create of
 * version N of the resource call, validated exactly as one. A `query` call by kind: it carries
 * options of the request, not a resource's fields.
 */
export function defineBatchCall(call: CallDefinition, plural: string): CallDefinition {
  return {
    name: `${call.name}-batch`,
    summary: `Many ${plural} created in one request (bulk ingest): a JSON array or NDJSON body whose items are each a create of ${call.name} in the batch's version.`,
    kind: 'query',
    versions: call.versions.map((_, index) =>
      mirrorVersion(
        call,
        index,
        index === 0 ? { adds: { atomic: ATOMIC } } : { note: `Items are creates of ${call.name} version ${index + 1}.` },
      ),
    ),
  };
}
