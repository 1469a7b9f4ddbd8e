import { readVersionNumber } from '../../versioning/index.js';
import type { CallVersion, InputMode, Registry, Validator } from '../../versioning/index.js';
import type { ReceivedParameters } from './parameter-bag.js';
import { ProblemError } from '../../contract/problem-error.js';

export interface VersionedInput {
  version: CallVersion;
  values: Record<string, unknown>;
}

/**
 * Reads version_number and action from where the wire method puts them (INTERFACE.md §2), then
 * validates the remaining parameters against that (call, version). Pages name no version and get the
 * newest.
 */
export function readVersionedInput(
  registry: Registry,
  validator: Validator,
  call: string,
  mode: InputMode,
  received: ReceivedParameters,
  where: 'query' | 'body',
  newestByDefault: boolean,
): VersionedInput {
  const { values, duplicates } = received;
  // Only refusals name the supported versions; building the list on every request is waste.
  const supported = (): number[] => registry.supportedVersions(call);
  if (duplicates.length > 0 && duplicates.includes('version_number')) {
    throw new ProblemError('version-invalid', `version_number was sent more than once in the ${where}; send it once.`, {
      supported: supported(),
    });
  }
  const reading = readVersionNumber(values.version_number);
  let version: CallVersion | undefined;
  if (reading.kind === 'missing') {
    if (!newestByDefault) {
      throw new ProblemError(
        'version-missing',
        `${call} needs version_number in the ${where}${where === 'query' ? ' string' : ''}; it supports ${versionList(supported())}.`,
        { call, supported: supported(), parameter_location: where },
      );
    }
    version = registry.newest(call);
  } else if (reading.kind === 'invalid') {
    throw new ProblemError(
      'version-invalid',
      `version_number must be an integer (a JSON integer or decimal digits); received ${JSON.stringify(reading.received)?.slice(0, 64)}.`,
      { call, supported: supported(), received: reading.received },
    );
  } else {
    version = registry.findVersion(call, reading.version);
    if (version === undefined) {
      throw new ProblemError('version-unsupported', `${call} has no version ${reading.version}; it supports ${versionList(supported())}.`, {
        call,
        supported: supported(),
        received: reading.version,
      });
    }
  }
  const action = values.action;
  if (action !== undefined && (action !== call || duplicates.includes('action'))) {
    throw new ProblemError(
      'action-mismatch',
      `action is "${String(action).slice(0, 64)}" but this route serves the call "${call}"; leave action out or send "${call}".`,
      { expected: call, received: action },
    );
  }
  const rest: Record<string, unknown> = Object.create(null);
  let given = 0;
  for (const name in values) {
    if (name !== 'version_number' && name !== 'action') {
      rest[name] = values[name];
      given++;
    }
  }
  // Reading or deleting one resource takes nothing else: with nothing else sent there is nothing to check.
  if (mode === 'none' && given === 0 && duplicates.length === 0) return { version, values: rest };
  const result = validator.validate(
    version,
    mode,
    rest,
    duplicates.filter((d) => d !== 'version_number' && d !== 'action'),
  );
  if (!result.ok) {
    const count = result.errors.length;
    throw new ProblemError(
      'invalid-parameters',
      `${count} parameter${count === 1 ? '' : 's'} of ${call} version ${version.version} ${count === 1 ? 'is' : 'are'} invalid: ${result.errors.map((e) => e.parameter).join(', ')}.`,
      { errors: result.errors },
    );
  }
  return { version, values: result.values };
}

/** "version 1", "versions 1 and 2", "versions 1, 2 and 3". */
function versionList(versions: readonly number[]): string {
  if (versions.length === 1) return `version ${versions[0]}`;
  return `versions ${versions.slice(0, -1).join(', ')} and ${versions[versions.length - 1]}`;
}
