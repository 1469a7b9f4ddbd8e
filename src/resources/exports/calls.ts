import type { CallDefinition, VersionDeclaration } from '../../versioning/index.js';
import { LOCATION } from '../locations/calls.js';
import { LOCATION_SEARCH } from '../locations/query-calls.js';
import { defineQueryCall } from '../query-call.js';
import { READING } from '../readings/calls.js';
import { READING_SEARCH } from '../readings/query-calls.js';

// The exports of INTERFACE.md §10 (issue 20): every row a search would page through, in one answer.
// Each takes its collection's search parameters, with the same names, checks and versions, read off
// the search's own declaration so the two cannot drift; only the paging ones go, since an export
// has no pages for a client to ask for.

/** What a search has that an export does not: the export walks every page itself. */
const PAGING = new Set(['limit', 'cursor']);

function exportOf<Name extends string>(resource: CallDefinition, search: CallDefinition, name: Name, summary: string) {
  return defineQueryCall(resource, {
    name,
    summary,
    versions: search.versions.map((version): VersionDeclaration => {
      const { adds, ...rest } = version;
      if (adds === undefined) return rest;
      return { ...rest, adds: Object.fromEntries(Object.entries(adds).filter(([parameter]) => !PAGING.has(parameter))) };
    }),
    ...(search.rules === undefined ? {} : { rules: search.rules }),
  });
}

export const LOCATION_EXPORT = exportOf(
  LOCATION,
  LOCATION_SEARCH,
  'location-export',
  "Every location that location-search would page through, newest `timestamp` first (those without one last), as CSV, NDJSON or GeoJSON written as it is read: ask with Accept or a .csv, .ndjson or .geojson suffix. The search's parameters, without limit and cursor.",
);

export const READING_EXPORT = exportOf(
  READING,
  READING_SEARCH,
  'reading-export',
  "Every reading that reading-search would page through, newest `time` first, as CSV or NDJSON written as it is read: ask with Accept or a .csv or .ndjson suffix. The search's parameters, without limit and cursor.",
);

export const EXPORT_CALLS = [LOCATION_EXPORT, READING_EXPORT] as const;
