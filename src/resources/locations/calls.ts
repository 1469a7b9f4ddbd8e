import { ALTITUDE, LATITUDE, LONGITUDE, SPEED, TIMESTAMP } from '../../versioning/index.js';
import type { CallDefinition } from '../../versioning/index.js';

export const LOCATION: CallDefinition = {
  name: 'location',
  summary: 'Where a device is: a point on the WGS84 ellipsoid.',
  kind: 'resource',
  versions: [
    { adds: { longitude: LONGITUDE, latitude: LATITUDE, altitude: ALTITUDE } },
    {
      adds: { speed: SPEED, timestamp: TIMESTAMP },
      note: "Adds the device's speed and the time it was at the location; both are required.",
    },
  ],
};
