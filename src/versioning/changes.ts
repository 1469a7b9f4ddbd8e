// What changed from each version of each call to the next, read off the registry's declarations
// (each version declares what it adds and removes), so the changelog cannot miss a change. The
// changes page and the API document both show it.
import { describeExpected } from './parameters.js';
import type { Registry } from './registry.js';

export interface AddedParameter {
  name: string;
  description: string;
  unit: string | null;
  expected: string;
}

export interface VersionChange {
  from: number;
  to: number;
  note: string | null;
  added: AddedParameter[];
  removed: string[];
}

export interface CallChanges {
  call: string;
  summary: string;
  versions: number[];
  changes: VersionChange[];
}

export function listChanges(registry: Registry): CallChanges[] {
  return registry.calls().map((call) => ({
    call: call.name,
    summary: call.summary,
    versions: call.versions.map((v) => v.version),
    changes: call.versions.slice(1).map((version) => ({
      from: version.version - 1,
      to: version.version,
      note: version.note ?? null,
      added: version.added.map((name) => {
        const spec = version.parameters[name]!;
        return { name, description: spec.description, unit: spec.unit ?? null, expected: describeExpected(spec) };
      }),
      removed: [...version.removed],
    })),
  }));
}
