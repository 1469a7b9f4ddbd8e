import { BBOX, CURSOR, DEVICE_ID, FROM, LIMIT, RADIUS, TO } from '../../versioning/index.js';
import { TIME_RANGE_RULE, defineQueryCall } from '../query-call.js';
import { LOCATION } from './calls.js';

// The named routes of /locations (INTERFACE.md §3, issue 3). `timestamp` is a version 2 field, so
// the filters on it arrive with version 2: a version 1 client neither sees it nor filters on it.
// `device` is a version 3 field (issue 18), and so is the filter on it.

/** from and to on a location's timestamp: the search's, and a device's track's (devices/query-calls.ts). */
export const TIMESTAMP_FILTERS = {
  from: {
    ...FROM,
    description: 'Only locations whose `timestamp` is at or after this instant (RFC 3339 with offset, compared as an instant).',
  },
  to: {
    ...TO,
    description: 'Only locations whose `timestamp` is at or before this instant (RFC 3339 with offset, compared as an instant).',
  },
};

const DEVICE_FILTER = {
  device: {
    ...DEVICE_ID,
    description: 'Only the locations of this device (its id, see /devices); an id that names no device matches nothing.',
  },
};

const DEVICE_NOTE = 'Adds device, a filter on the device (a version 3 field); items carry the fields of location version 3.';

export const LOCATION_SEARCH = defineQueryCall(LOCATION, {
  name: 'location-search',
  summary: 'Locations inside a bounding box and a time range, newest `timestamp` first; locations without a timestamp come last.',
  versions: [
    { adds: { bbox: BBOX, limit: LIMIT, cursor: CURSOR } },
    { adds: TIMESTAMP_FILTERS, note: 'Adds from and to, on timestamp (a version 2 field); items carry the fields of location version 2.' },
    { adds: DEVICE_FILTER, note: DEVICE_NOTE },
  ],
  rules: [TIME_RANGE_RULE],
});

export const LOCATION_LATEST = defineQueryCall(LOCATION, {
  name: 'location-latest',
  summary: 'The newest locations by `timestamp`, then those without one (from version 3, of one device); one page at a time.',
  versions: [{ adds: { limit: LIMIT, cursor: CURSOR } }, {}, { adds: DEVICE_FILTER, note: DEVICE_NOTE }],
});

export const LOCATION_NEARBY = defineQueryCall(LOCATION, {
  name: 'location-nearby',
  summary: 'Other locations within `radius` metres of a location (great-circle distance), nearest first, each with `distance_m`.',
  versions: [{ adds: { radius: RADIUS, limit: LIMIT, cursor: CURSOR } }, {}],
});

export const LOCATION_QUERY_CALLS = [LOCATION_SEARCH, LOCATION_LATEST, LOCATION_NEARBY] as const;
