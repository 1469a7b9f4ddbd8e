import { AREA, DEVICE_ID, GOOD, MEAN, NUMBER, QUANTITY, SEEN, SPAN, STD_DEV, TIME, UNIT } from '../../versioning/index.js';
import type { CallDefinition } from '../../versioning/index.js';

export const READING: CallDefinition = {
  name: 'reading',
  summary: 'Summary statistics that a sensor reported for an area over an interval.',
  kind: 'resource',
  versions: [
    {
      adds: { time: TIME, area: AREA, mean: MEAN, good: GOOD, number: NUMBER },
      deprecated: { since: '2026-11-26', advice: 'Use version 3, which says what was measured and in which unit.' },
    },
    {
      adds: { seen: SEEN, span: SPAN, stdDev: STD_DEV },
      note: "Adds the samples seen, the interval's length and the standard deviation; all are required.",
    },
    {
      adds: {
        quantity: QUANTITY,
        unit: UNIT,
        device: { ...DEVICE_ID, description: 'The id of the device that measured (an existing device, see /devices); optional.' },
      },
      optional: ['device'],
      note: 'Adds what was measured (quantity) and its UCUM unit, both required, and the device that measured (optional).',
    },
  ],
  rules: [
    { left: 'good', relation: '<=', right: 'number', description: 'no more samples can pass the check than were counted' },
    { left: 'seen', relation: '>=', right: 'number', description: 'the sensor counts only samples it saw' },
  ],
};
