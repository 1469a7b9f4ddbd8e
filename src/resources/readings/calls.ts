import { AREA, GOOD, MEAN, NUMBER, SEEN, SPAN, STD_DEV, TIME } from '../../versioning/index.js';
import type { CallDefinition } from '../../versioning/index.js';

export const READING: CallDefinition = {
  name: 'reading',
  summary: 'Summary statistics that a sensor reported for an area over an interval.',
  kind: 'resource',
  versions: [
    { adds: { time: TIME, area: AREA, mean: MEAN, good: GOOD, number: NUMBER } },
    {
      adds: { seen: SEEN, span: SPAN, stdDev: STD_DEV },
      note: "Adds the samples seen, the interval's length and the standard deviation; all are required.",
    },
  ],
  rules: [
    { left: 'good', relation: '<=', right: 'number', description: 'no more samples can pass the check than were counted' },
    { left: 'seen', relation: '>=', right: 'number', description: 'the sensor counts only samples it saw' },
  ],
};
