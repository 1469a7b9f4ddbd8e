import { AREA_PATTERN, CURSOR, DEVICE_ID, FROM, LIMIT, MAX_MEAN, MIN_MEAN, QUANTITY, TO, UNIT } from '../../versioning/index.js';
import { TIME_RANGE_RULE, defineQueryCall } from '../query-call.js';
import { READING } from './calls.js';

// The named routes of /readings (INTERFACE.md §3, issue 3). `time`, `area` and `mean` are version 1
// fields, so every filter is in version 1; version 2 items carry the version 2 fields. `device`,
// `quantity` and `unit` are version 3 fields (issue 18), and so are the filters on them: a version 1
// or 2 client that sends one gets 422 unknown, saying it was added in version 3.

const TIME_FILTERS = {
  from: { ...FROM, description: 'Only readings whose `time` is at or after this instant (RFC 3339 with offset, compared as an instant).' },
  to: { ...TO, description: 'Only readings whose `time` is at or before this instant (RFC 3339 with offset, compared as an instant).' },
};

/** Exact matches on the version 3 fields; readings written through versions 1 and 2 have none of them. */
const KIND_FILTERS = {
  device: {
    ...DEVICE_ID,
    description: 'Only readings of this device (its id, see /devices); an id that names no device matches nothing.',
  },
  quantity: { ...QUANTITY, description: 'Only readings of this quantity, exactly (such as `air_temperature`).' },
  unit: {
    ...UNIT,
    description: 'Only readings in this unit: a UCUM code, compared exactly and case-sensitively (`Cel`, not `cel`).',
  },
};

export const READING_SEARCH = defineQueryCall(READING, {
  name: 'reading-search',
  summary: 'Readings by area (with * wildcards), time range and mean range, newest `time` first.',
  versions: [
    {
      adds: {
        area: AREA_PATTERN,
        ...TIME_FILTERS,
        min_mean: { ...MIN_MEAN, description: 'Only readings whose `mean` is at least this.' },
        max_mean: { ...MAX_MEAN, description: 'Only readings whose `mean` is at most this.' },
        limit: LIMIT,
        cursor: CURSOR,
      },
    },
    {},
    {
      adds: KIND_FILTERS,
      note: 'Adds device, quantity and unit, filters on version 3 fields; items carry the fields of reading version 3.',
    },
  ],
  rules: [TIME_RANGE_RULE, { left: 'min_mean', relation: '<=', right: 'max_mean', description: 'a mean range cannot end below its start' }],
});

export const READING_LATEST = defineQueryCall(READING, {
  name: 'reading-latest',
  summary:
    'The newest reading (by `time`, then id) of each area, areas in name order; from version 3, the newest of those that match device, quantity and unit.',
  versions: [
    {
      adds: {
        area: { ...AREA_PATTERN, description: `Only areas matching this. ${AREA_PATTERN.description}` },
        limit: LIMIT,
        cursor: CURSOR,
      },
    },
    {},
    {
      adds: KIND_FILTERS,
      note: "Adds device, quantity and unit: each area's newest reading among those that match (areas without one are left out); items carry the fields of reading version 3.",
    },
  ],
});

export const READING_HISTORY = defineQueryCall(READING, {
  name: 'reading-history',
  summary: "The readings of a reading's area with `time` up to its own, itself included, newest first.",
  versions: [{ adds: { limit: LIMIT, cursor: CURSOR } }, {}],
});

export const READING_SUMMARY = defineQueryCall(READING, {
  name: 'reading-summary',
  summary:
    'Pooled statistics of the matching readings per area, quantity and unit (never across units): readings, number, good, mean (and, from version 2, stdDev).',
  versions: [
    {
      adds: {
        area: { ...AREA_PATTERN, description: `Only areas matching this. ${AREA_PATTERN.description}` },
        ...TIME_FILTERS,
        limit: LIMIT,
        cursor: CURSOR,
      },
    },
    {
      note: 'Each area also carries stdDev (the pooled standard deviation), readings_without_std_dev and number_with_std_dev: stdDev is a version 2 field.',
    },
    {
      adds: KIND_FILTERS,
      note: 'Each item also carries quantity and unit (null for readings written through versions 1 and 2), and adds the filters device, quantity and unit.',
    },
  ],
  rules: [TIME_RANGE_RULE],
});

export const READING_QUERY_CALLS = [READING_SEARCH, READING_LATEST, READING_HISTORY, READING_SUMMARY] as const;
