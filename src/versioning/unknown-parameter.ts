import type { CallVersion, Registry } from './registry.js';
import type { InputMode } from './input-mode.js';

/** The message for a parameter the call's version does not take, with the hint that fixes it. */
export function explainUnknown(
  registry: Registry,
  callVersion: CallVersion,
  mode: InputMode,
  parameter: string,
): { message: string; expected: string } {
  const { call, version } = callVersion;
  if (mode === 'none') {
    return {
      message: `${parameter} is not accepted here: this request takes no parameters besides version_number and action`,
      expected: 'no parameters',
    };
  }
  const accepted = Object.keys(callVersion.parameters);
  const expected = accepted.length > 0 ? `one of: ${accepted.join(', ')}` : 'no parameters';
  const elsewhere = registry.versionsWith(call, parameter);
  if (elsewhere.length > 0) {
    const later = elsewhere.filter((v) => v > version);
    const hint =
      later.length > 0
        ? `it was added in version ${later[0]}; send version_number=${later[0]} to use it`
        : `it exists only in version${elsewhere.length > 1 ? 's' : ''} ${elsewhere.join(', ')}`;
    return { message: `${parameter} is not a parameter of ${call} version ${version}: ${hint}`, expected };
  }
  return { message: `${parameter} is not a parameter of ${call} version ${version}; it takes ${expected}`, expected };
}
