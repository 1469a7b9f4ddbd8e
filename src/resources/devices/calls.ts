import { DESCRIPTION, KIND, NAME } from '../../versioning/index.js';
import type { CallDefinition } from '../../versioning/index.js';

export const DEVICE: CallDefinition = {
  name: 'device',
  summary: 'A device in the field, such as a GPS collar or a weather station: what locations and readings come from.',
  kind: 'resource',
  versions: [{ adds: { name: NAME, kind: KIND, description: DESCRIPTION }, optional: ['kind', 'description'] }],
};
