export { Registry } from './registry.js';
export type { Call, CallDefinition, CallKind, CallVersion, CrossFieldRule, VersionDeclaration } from './registry.js';
export { Validator, checkRules } from './validate.js';
export { splitParts } from './parts.js';
export type { InputMode, ParameterError, ValidationResult } from './validate.js';
export { readVersionNumber } from './version-number.js';
export type { VersionNumberReading } from './version-number.js';
export { parseDecimal, parseDigits } from './decimal.js';
export * from './parameters.js';
