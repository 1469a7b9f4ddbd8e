import { ACCURACY, ALTITUDE, DEVICE_ID, LATITUDE, LONGITUDE, SPEED, TIMESTAMP } from '../../versioning/index.js';
import type { CallDefinition } from '../../versioning/index.js';

export const LOCATION: CallDefinition = {
  name: 'location',
  summary: 'Where a device is: a point on the WGS84 ellipsoid.',
  kind: 'resource',
  versions: [
    {
      adds: { longitude: LONGITUDE, latitude: LATITUDE, altitude: ALTITUDE },
      deprecated: { since: '2026-11-26', advice: 'Use version 3, which says which device was where and when.' },
    },
    {
      adds: { speed: SPEED, timestamp: TIMESTAMP },
      note: "Adds the device's speed and the time it was at the location; both are required.",
    },
    {
      adds: {
        device: { ...DEVICE_ID, description: 'The id of the device that was here (an existing device, see /devices).' },
        accuracy: ACCURACY,
      },
      optional: ['accuracy'],
      note: 'Adds the device that was at the location (required, an existing device) and the horizontal accuracy in metres (optional).',
    },
  ],
};
