import type { Registry } from '../versioning/index.js';

/** The highest version any call has: the documents per version are 1 … this. */
export function newestVersion(registry: Registry): number {
  return Math.max(...registry.calls().map((c) => c.versions.length));
}
