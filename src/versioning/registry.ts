import { boundSchema } from './number-bounds.js';
import type { ParameterSpec } from './parameters.js';

/**
 * One version of a call, as declared: the parameters it adds to the version before it (version 1
 * declares all of its own) and the ones it drops. Version N is derived, never copied.
 */
export interface VersionDeclaration {
  adds?: Readonly<Record<string, ParameterSpec>>;
  removes?: readonly string[];
  /** What changed for a client, in a sentence (shown in the changelog and the OpenAPI document). */
  note?: string;
  /**
   * Names among `adds` that a resource call's create or full update (PUT) may leave out: left out of
   * a create, they are stored as null; left out of a PUT, they are cleared. Every other parameter of a
   * resource call is required. Query calls say what they require with ParameterSpec.required.
   */
  optional?: readonly string[];
  /**
   * Marks the version deprecated (INTERFACE.md §2): its answers carry Deprecation, a Link to the
   * changes page, and Sunset once an end date is set; the OpenAPI document and the pages say so. It
   * keeps working exactly as before.
   */
  deprecated?: Deprecation;
}

export interface Deprecation {
  /** The day it was deprecated, YYYY-MM-DD (UTC): the Deprecation header's date. */
  since: string;
  /** The day it stops working, YYYY-MM-DD (UTC), once decided: the Sunset header. */
  sunset?: string;
  /** What to use instead, in a sentence. */
  advice: string;
}

/** `left relation right`, checked when both values are known, also against stored values on update. */
export interface CrossFieldRule {
  left: string;
  relation: '<=' | '>=';
  right: string;
  description: string;
  /**
   * How the values compare: as numbers (the default), or as RFC 3339 date-times by the instant they
   * name, so that `from` 01:30+01:00 is before `to` 01:00Z although its text sorts after.
   */
  compare?: 'number' | 'instant';
}

export type CallKind = 'resource' | 'query';

export interface CallDefinition {
  name: string;
  summary: string;
  /** `resource` calls carry a resource's fields; `query` calls carry retrieval options. */
  kind: CallKind;
  versions: readonly VersionDeclaration[];
  rules?: readonly CrossFieldRule[];
}

export interface CallVersion {
  readonly call: string;
  readonly kind: CallKind;
  readonly version: number;
  readonly parameters: Readonly<Record<string, ParameterSpec>>;
  /** The parameters' names in declaration order: what a version N representation holds. */
  readonly names: readonly string[];
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly note: string | undefined;
  readonly rules: readonly CrossFieldRule[];
  /** The parameters of a resource call that a create or PUT may leave out (VersionDeclaration.optional). */
  readonly optional: readonly string[];
  readonly deprecated: Deprecation | undefined;
}

export interface Call {
  readonly name: string;
  readonly summary: string;
  readonly kind: CallKind;
  readonly versions: readonly CallVersion[];
  readonly rules: readonly CrossFieldRule[];
}

const NAME = /^[a-z][a-z0-9-]*$/;
const PARAMETER = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Wire words that belong to the interface itself and can never be a call's parameter. */
const RESERVED = new Set(['version_number', 'action', '_method', '__proto__', 'constructor', 'prototype']);

export class Registry {
  #calls = new Map<string, Call>();

  define(definition: CallDefinition): Call {
    const { name } = definition;
    if (!NAME.test(name)) throw new Error(`Call name "${name}" must be lower-case words joined by "-"`);
    if (this.#calls.has(name)) throw new Error(`Call "${name}" is already defined`);
    if (definition.versions.length === 0) throw new Error(`Call "${name}" declares no version`);
    const versions: CallVersion[] = [];
    let previous: Record<string, ParameterSpec> = {};
    let optional: string[] = [];
    definition.versions.forEach((declaration, index) => {
      const version = index + 1;
      const parameters = deriveParameters(name, version, previous, declaration);
      checkDeprecation(name, version, declaration.deprecated);
      for (const parameter of declaration.optional ?? []) {
        if (!Object.hasOwn(declaration.adds ?? {}, parameter))
          throw new Error(`Call "${name}" version ${version} declares "${parameter}" optional, but does not add it`);
      }
      optional = [...optional.filter((parameter) => parameter in parameters), ...(declaration.optional ?? [])];
      versions.push(
        Object.freeze({
          call: name,
          kind: definition.kind,
          version,
          parameters: Object.freeze(parameters),
          names: Object.freeze(Object.keys(parameters)),
          added: Object.keys(declaration.adds ?? {}),
          removed: [...(declaration.removes ?? [])],
          note: declaration.note,
          rules: (definition.rules ?? []).filter((r) => r.left in parameters && r.right in parameters),
          optional: Object.freeze([...optional]),
          deprecated: declaration.deprecated === undefined ? undefined : Object.freeze({ ...declaration.deprecated }),
        }),
      );
      previous = parameters;
    });
    for (const rule of definition.rules ?? []) {
      if (!versions.some((v) => v.rules.includes(rule))) {
        throw new Error(`Call "${name}": rule ${rule.left} ${rule.relation} ${rule.right} names a parameter no version has`);
      }
    }
    for (const [parameter, spec] of versions.flatMap((v) => Object.entries(v.parameters))) checkParts(name, parameter, spec);
    const call: Call = Object.freeze({
      name,
      summary: definition.summary,
      kind: definition.kind,
      versions: Object.freeze(versions),
      rules: Object.freeze([...(definition.rules ?? [])]),
    });
    this.#calls.set(name, call);
    return call;
  }

  /** Throws: asking for a call that was never defined is a programmer error. */
  getCall(name: string): Call {
    const call = this.#calls.get(name);
    if (call === undefined) throw new Error(`Call "${name}" is not defined in the registry`);
    return call;
  }

  findVersion(name: string, version: number): CallVersion | undefined {
    return this.getCall(name).versions[version - 1];
  }

  supportedVersions(name: string): number[] {
    return this.getCall(name).versions.map((v) => v.version);
  }

  newest(name: string): CallVersion {
    const { versions } = this.getCall(name);
    return versions[versions.length - 1]!;
  }

  calls(): Call[] {
    return [...this.#calls.values()];
  }

  /** The names of a call version's parameters, computed once at definition; throws for an unknown version. */
  parameterNames(name: string, version: number): readonly string[] {
    const found = this.findVersion(name, version);
    if (found === undefined) throw new Error(`Call "${name}" has no version ${version}`);
    return found.names;
  }

  /** The versions of a call that accept `parameter`, for hints such as "added in version 2". */
  versionsWith(name: string, parameter: string): number[] {
    return this.getCall(name)
      .versions.filter((v) => Object.hasOwn(v.parameters, parameter))
      .map((v) => v.version);
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Dates a header can carry: real days, and a sunset after the deprecation. */
function checkDeprecation(call: string, version: number, deprecated: Deprecation | undefined): void {
  if (deprecated === undefined) return;
  for (const day of [deprecated.since, deprecated.sunset]) {
    // Date.parse rolls an impossible day over (2026-02-30 is March 2), which the round trip catches;
    // an impossible month is NaN, whose toISOString would throw a RangeError instead of this sentence.
    const parsed = day === undefined ? Number.NaN : Date.parse(`${day}T00:00:00Z`);
    if (day !== undefined && (!DAY.test(day) || Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== day)) {
      throw new Error(`Call "${call}" version ${version}: deprecation date "${day}" must be a day, YYYY-MM-DD`);
    }
  }
  if (deprecated.sunset !== undefined && deprecated.sunset <= deprecated.since) {
    throw new Error(
      `Call "${call}" version ${version}: its sunset (${deprecated.sunset}) must come after its deprecation (${deprecated.since})`,
    );
  }
}

/** A parameter with parts needs a pattern for its shape, and its rules must name its parts. */
function checkParts(call: string, parameter: string, spec: ParameterSpec): void {
  if (spec.parts === undefined) return;
  if (spec.schema.type !== 'string' || spec.schema.pattern === undefined) {
    throw new Error(`Call "${call}": "${parameter}" has parts, so its schema must be a string with a pattern for their shape`);
  }
  const names = spec.parts.items.map((item) => item.name);
  for (const rule of spec.parts.rules ?? []) {
    if (!names.includes(rule.left) || !names.includes(rule.right)) {
      throw new Error(
        `Call "${call}": rule ${rule.left} ${rule.relation} ${rule.right} of "${parameter}" names a part it does not have (${names.join(', ')})`,
      );
    }
  }
}

function deriveParameters(
  call: string,
  version: number,
  previous: Record<string, ParameterSpec>,
  declaration: VersionDeclaration,
): Record<string, ParameterSpec> {
  const parameters: Record<string, ParameterSpec> = { ...previous };
  for (const removed of declaration.removes ?? []) {
    if (!(removed in parameters))
      throw new Error(`Call "${call}" version ${version} removes "${removed}", which version ${version - 1} does not have`);
    delete parameters[removed];
  }
  for (const [parameter, spec] of Object.entries(declaration.adds ?? {})) {
    if (!PARAMETER.test(parameter) || RESERVED.has(parameter))
      throw new Error(`Call "${call}" version ${version}: "${parameter}" cannot be a parameter name`);
    if (parameter in parameters) throw new Error(`Call "${call}" version ${version} adds "${parameter}", which it already has`);
    // Bounded here, once, so every reader of the registry (validation, OpenAPI, forms, messages) agrees.
    parameters[parameter] = { ...spec, schema: boundSchema(spec.schema) };
  }
  return parameters;
}
