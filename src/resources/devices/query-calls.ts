import { CURSOR, LIMIT } from '../../versioning/index.js';
import { LOCATION } from '../locations/calls.js';
import { TIMESTAMP_FILTERS } from '../locations/query-calls.js';
import { TIME_RANGE_RULE, defineQueryCall } from '../query-call.js';

// The device routes (INTERFACE.md §3, issue 18). Both answer locations (and readings) in the
// request's version of those calls, so both mirror LOCATION's versions: a version 1 client reads a
// track of version 1 locations. `timestamp` is a version 2 field, so the time range on it arrives
// with version 2, as on /locations/search: a version 1 client neither sees it nor filters on it.

export const DEVICE_TRACK = defineQueryCall(LOCATION, {
  name: 'device-track',
  summary: "A device's locations in time order: oldest `timestamp` first, id as the tiebreak.",
  versions: [
    { adds: { limit: LIMIT, cursor: CURSOR } },
    {
      adds: TIMESTAMP_FILTERS,
      note: 'Adds from and to, on timestamp (a version 2 field); items carry the fields of location version 2.',
    },
  ],
  rules: [TIME_RANGE_RULE],
});

export const DEVICE_LATEST = defineQueryCall(LOCATION, {
  name: 'device-latest',
  summary:
    "A device's newest location (by `timestamp`, then id) and the newest reading (by `time`, then id) of each quantity it measured, in the fields of the request's version of `location` and `reading`.",
  versions: [
    {},
    { note: 'The location carries the fields of location version 2, the readings those of reading version 2.' },
    { note: 'The location carries the fields of location version 3, the readings those of reading version 3 (quantity, unit, device).' },
  ],
});

export const DEVICE_QUERY_CALLS = [DEVICE_TRACK, DEVICE_LATEST] as const;
