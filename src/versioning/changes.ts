// What changed from each version of each call to the next, read off the registry's declarations
// (each version declares what it adds and removes, and whether it is deprecated), so the changelog
// cannot miss a change; and the rules that hold across versions. The changes page, its JSON and XML,
// and docs/conventions.md ("Versions") all show them.
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

/** A deprecated version of a call (VersionDeclaration.deprecated); `sunset` is null until a date is set. */
export interface DeprecatedVersion {
  version: number;
  since: string;
  sunset: string | null;
  advice: string;
}

export interface CallChanges {
  call: string;
  summary: string;
  versions: number[];
  changes: VersionChange[];
  deprecated: DeprecatedVersion[];
}

/** A rule a client can rely on whatever versions it and other clients speak. */
export interface VersionRule {
  /** A short name, also the rule's anchor on the changes page. */
  id: string;
  rule: string;
}

/**
 * The rules across versions (issue 18), one sentence each: the changes page renders this list, and
 * docs/conventions.md ("Versions") must hold every sentence word for word
 * (test/unit/version-rules-doc.test.ts).
 */
export const VERSION_RULES: readonly VersionRule[] = Object.freeze([
  {
    id: 'own-fields',
    rule: 'A client of version N reads and writes the fields of version N only: a version 1 reader sees no speed, and a version 1 PUT replaces the version 1 fields and leaves the others as they were.',
  },
  {
    id: 'older-rows',
    rule: "Rows created through versions 1 and 2 have null for the version 3 fields (a location's device and accuracy; a reading's quantity, unit and device), and version 3 readers see them that way.",
  },
  {
    id: 'updates-keep-newer-fields',
    rule: "A version 1 or 2 update (PUT or PATCH) never clears a version 3 field. A version 3 PUT replaces every version 3 field and clears an optional one it leaves out (a location's accuracy, a reading's device).",
  },
  {
    id: 'unknown-device',
    rule: 'A location or reading naming a device that does not exist (never did, was deleted, or is the id of something else) is 422 invalid-parameters, with an error of code unknown-device that carries the id; nothing is stored.',
  },
  {
    id: 'device-in-use',
    rule: 'Deleting a device that locations or readings name is 409 resource-in-use: the problem says how many name it and links to them at /locations/search?device=… and /readings/search?device=…; the device is kept.',
  },
  {
    id: 'units-never-pooled',
    rule: 'Summaries never pool readings of different units: from version 3 they are grouped by area, quantity and unit, and in versions 1 and 2 an area appears once per quantity and unit it has.',
  },
  {
    id: 'deprecated-versions',
    rule: 'A deprecated version keeps working exactly as before; its answers carry Deprecation, Link rel="deprecation" (to /changes) and, once an end date is set, Sunset.',
  },
]);

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
    deprecated: call.versions.flatMap(({ version, deprecated }) =>
      deprecated === undefined ? [] : [{ version, since: deprecated.since, sunset: deprecated.sunset ?? null, advice: deprecated.advice }],
    ),
  }));
}
