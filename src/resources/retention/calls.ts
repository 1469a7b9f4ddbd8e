import { TO } from '../../versioning/index.js';
import type { CallDefinition, CrossFieldRule, ParameterSpec, VersionDeclaration } from '../../versioning/index.js';
import { LOCATION } from '../locations/calls.js';
import { LOCATION_SEARCH } from '../locations/query-calls.js';
import { defineQueryCall } from '../query-call.js';
import { READING } from '../readings/calls.js';
import { READING_SEARCH } from '../readings/query-calls.js';

// DELETE /readings and DELETE /locations (issue 21): an admin removes the rows of a collection that
// a filter matches. The filters are the collection's search's, with the same names, checks and
// versions, read off the search's own declaration so the two cannot drift; paging goes, `to` gives
// way to `before` (exclusive, as retention cuts), and `dry_run` counts instead of removing.

/** What a search has that a delete does not. */
const LEFT_OUT = new Set(['limit', 'cursor', 'to']);

/** The parameters that narrow a delete; at least one is required (dry_run is not one). */
export const NOT_FILTERS = new Set(['dry_run']);

const DRY_RUN: ParameterSpec = {
  schema: { type: 'boolean', default: false },
  description: 'true: answer how many rows would be removed, and remove none.',
  example: true,
};

function purgeOf<Name extends string>(resource: CallDefinition, search: CallDefinition, name: Name, field: string, summary: string) {
  const before = {
    ...TO,
    // After FROM's example, so that the examples together are a valid request (the registry's tests send them).
    example: '2026-12-01T00:00:00Z',
    description: `Only ${resource.name}s whose \`${field}\` is before this instant, exclusive (RFC 3339 with offset, compared as an instant).`,
  };
  const versions = search.versions.map((version, index): VersionDeclaration => {
    const { adds, ...rest } = version;
    const kept = Object.entries(adds ?? {}).filter(([parameter]) => !LEFT_OUT.has(parameter));
    // `before` comes with `from`: in the version that brought the time field.
    const all: Record<string, ParameterSpec> = Object.fromEntries(kept);
    if (all.from !== undefined) all.before = before;
    if (index === 0) all.dry_run = DRY_RUN;
    return Object.keys(all).length === 0 ? rest : { ...rest, adds: all };
  });
  const rules: CrossFieldRule[] = (search.rules ?? [])
    .filter((rule) => !LEFT_OUT.has(rule.left) && !LEFT_OUT.has(rule.right))
    .concat({ left: 'from', relation: '<=', right: 'before', compare: 'instant', description: 'a time range cannot end before it starts' });
  return defineQueryCall(resource, { name, summary, versions, rules });
}

export const READING_PURGE = purgeOf(
  READING,
  READING_SEARCH,
  'reading-purge',
  'time',
  "Removes every reading that matches the filters (admins only): the search's filters without limit, cursor and to, and `before` on `time`; at least one is required. dry_run=true counts them instead. Each removed reading gets its reading.deleted event.",
);

export const LOCATION_PURGE = purgeOf(
  LOCATION,
  LOCATION_SEARCH,
  'location-purge',
  'timestamp',
  "Removes every location that matches the filters (admins only): the search's filters without limit, cursor and to, and `before` on `timestamp` (from version 2); at least one is required. dry_run=true counts them instead. Each removed location gets its location.deleted event.",
);

export const PURGE_CALLS = [READING_PURGE, LOCATION_PURGE] as const;
