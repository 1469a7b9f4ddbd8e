import { AREA_PATTERN, CURSOR, FROM, LIMIT, MAX_MEAN, MIN_MEAN, TO } from '../../versioning/index.js';
import { TIME_RANGE_RULE, defineQueryCall } from '../query-call.js';
import { READING } from './calls.js';

// The named routes of /readings (INTERFACE.md §3, issue 3). `time`, `area` and `mean` are version 1
// fields, so every filter is in version 1; version 2 items carry the version 2 fields.

const TIME_FILTERS = {
  from: { ...FROM, description: 'Only readings whose `time` is at or after this instant (RFC 3339 with offset, compared as an instant).' },
  to: { ...TO, description: 'Only readings whose `time` is at or before this instant (RFC 3339 with offset, compared as an instant).' },
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
  ],
  rules: [TIME_RANGE_RULE, { left: 'min_mean', relation: '<=', right: 'max_mean', description: 'a mean range cannot end below its start' }],
});

export const READING_LATEST = defineQueryCall(READING, {
  name: 'reading-latest',
  summary: 'The newest reading (by `time`, then id) of each area, areas in name order.',
  versions: [
    {
      adds: {
        area: { ...AREA_PATTERN, description: `Only areas matching this. ${AREA_PATTERN.description}` },
        limit: LIMIT,
        cursor: CURSOR,
      },
    },
    {},
  ],
});

export const READING_HISTORY = defineQueryCall(READING, {
  name: 'reading-history',
  summary: "The readings of a reading's area with `time` up to its own, itself included, newest first.",
  versions: [{ adds: { limit: LIMIT, cursor: CURSOR } }, {}],
});

export const READING_SUMMARY = defineQueryCall(READING, {
  name: 'reading-summary',
  summary: 'Pooled statistics per area of the matching readings: readings, number, good, mean (and, from version 2, stdDev).',
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
  ],
  rules: [TIME_RANGE_RULE],
});

export const READING_QUERY_CALLS = [READING_SEARCH, READING_LATEST, READING_HISTORY, READING_SUMMARY] as const;
