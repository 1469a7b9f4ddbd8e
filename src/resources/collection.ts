import type { CollectionName } from '../storage/index.js';
import { CURSOR, LIMIT } from '../versioning/index.js';
import type { CallDefinition } from '../versioning/index.js';

/** What the generic resource routes need to know about one collection. */
export interface Collection {
  name: CollectionName;
  /** The resource call (`location`): its versions carry the fields. */
  call: CallDefinition;
  /** The list call (`location-list`): same versions, retrieval parameters. */
  listCall: CallDefinition;
  /** For messages: "Location 01J… created." */
  noun: string;
}

/**
 * A list call mirrors its resource call's versions, so a version N reader lists version N fields;
 * its own parameters (limit, cursor) are the same in every version.
 */
export function defineListCall(call: CallDefinition, plural: string): CallDefinition {
  return {
    name: `${call.name}-list`,
    summary: `${plural}, newest first, one page at a time.`,
    kind: 'query',
    versions: call.versions.map((_, index) => index === 0
      ? { adds: { limit: LIMIT, cursor: CURSOR } }
      : { note: `Items carry the fields of ${call.name} version ${index + 1}.` }),
  };
}
