import type { ErrorObject, ValidateFunction } from 'ajv';
import { parseDecimal } from './decimal.js';
import { compareInstants } from './instant.js';
import { describeExpected } from './parameters.js';
import type { ParameterSpec } from './parameters.js';
import { checkParts } from './parts.js';
import type { Call, CallVersion, CrossFieldRule, Registry } from './registry.js';
import { schemaCompiler } from './schema-compiler.js';
import type { CompileSchema } from './schema-compiler.js';
import { ECHO_LIMIT, echoText } from './echo.js';
import { explainUnknown } from './unknown-parameter.js';
import type { InputMode } from './input-mode.js';
import type { ParameterError, ValidationResult } from './parameter-error.js';

/** The modes a call's routes use: a resource call's create, update and read; a query call's one. */
export function inputModesOf(call: Call): InputMode[] {
  return call.kind === 'resource' ? ['all', 'partial', 'none'] : ['declared'];
}

/** The JSON Schema of a (call, version, mode): the same object the OpenAPI document embeds. */
export function schemaFor(callVersion: CallVersion, mode: InputMode): Record<string, unknown> {
  const entries = mode === 'none' ? [] : Object.entries(callVersion.parameters);
  const required =
    mode === 'all'
      ? entries.filter(([name]) => !callVersion.optional.includes(name)).map(([name]) => name)
      : mode === 'declared'
        ? entries.filter(([, spec]) => spec.required === true).map(([name]) => name)
        : [];
  return {
    type: 'object',
    properties: Object.fromEntries(entries.map(([name, spec]) => [name, { ...spec.schema }])),
    required,
    additionalProperties: false,
  };
}

type ExtraChecks = {
  withParts: [string, ParameterSpec][];
  withChecks: [string, ParameterSpec][];
  /** The compiled check of each mode, once asked for: no key string per call. */
  compiled: Partial<Record<InputMode, ValidateFunction>>;
};

export class Validator {
  #registry: Registry;
  #compiled = new Map<string, ValidateFunction>();
  #extraChecks = new WeakMap<CallVersion, ExtraChecks>();

  /**
   * `compile` is ajv at run time under the sources, and the build's precompiled checks in the
   * production bundle (schema-compiler.ts); a test passes either to compare them.
   */
  constructor(registry: Registry, compile: CompileSchema = schemaCompiler()) {
    this.#registry = registry;
    // Every (call, version, mode) gets its check here, so a bad schema fails before listening.
    // About half of them are the same schema (every `none`, and a version that adds nothing to a
    // query), and ajv compiles by object, not by content; sharing the compiled function is safe, as
    // validate() reads its errors straight after the synchronous call.
    const bySchema = new Map<string, ValidateFunction>();
    for (const call of registry.calls()) {
      for (const version of call.versions) for (const mode of inputModesOf(call)) this.#compile(version, mode, compile, bySchema);
    }
  }

  /** The JSON Schema of a (call, version, mode): the same object the OpenAPI document embeds. */
  schemaFor(callVersion: CallVersion, mode: InputMode): Record<string, unknown> {
    return schemaFor(callVersion, mode);
  }

  validate(
    callVersion: CallVersion,
    mode: InputMode,
    input: Record<string, unknown>,
    duplicates: readonly string[] = [],
  ): ValidationResult {
    const values = convertNumbers(callVersion.parameters, input);
    const extra = this.#extraChecksOf(callVersion);
    let check = extra.compiled[mode];
    if (check === undefined) {
      check = this.#compiled.get(keyOf(callVersion, mode))!;
      extra.compiled[mode] = check;
    }
    const errors = new Map<string, ParameterError>();
    for (const name of duplicates) {
      const shown = echoText(name);
      errors.set(shown, duplicateError(shown, input[name]));
    }
    if (!check(values)) {
      for (const error of check.errors ?? []) {
        const found = this.#toParameterError(callVersion, mode, error, input);
        if (!errors.has(found.parameter)) errors.set(found.parameter, found);
      }
    }
    if (mode !== 'none') {
      const { withParts, withChecks } = extra;
      for (const [name, spec] of withParts) {
        if (typeof values[name] !== 'string' || errors.has(name)) continue;
        // The value stays the string as sent (handlers read its numbers with splitParts).
        const error = checkParts(name, spec, values[name]);
        if (error !== undefined) errors.set(name, error);
      }
      for (const [name, spec] of withChecks) {
        if (values[name] === undefined || errors.has(name)) continue;
        const refused = spec.check!(values[name], values);
        if (refused !== undefined) {
          errors.set(name, { parameter: name, ...refused, expected: describeExpected(spec), received: values[name] });
        }
      }
      // Rules between parameters that passed their own checks, so every problem is listed at once.
      if (callVersion.rules.length > 0) {
        const checkable = callVersion.rules.filter((rule) => !errors.has(rule.left) && !errors.has(rule.right));
        for (const error of checkRules(checkable, values, values)) errors.set(error.parameter, error);
      }
    }
    if (errors.size === 0) return { ok: true, values };
    // In the call's own parameter order, unknown names last: the order a form or the docs show them.
    const order = Object.keys(callVersion.parameters);
    const rank = (e: ParameterError) => (order.includes(e.parameter) ? order.indexOf(e.parameter) : order.length);
    const sorted = [...errors.values()].sort((a, b) => rank(a) - rank(b));
    return {
      ok: false,
      errors: sorted.map((e) =>
        typeof e.received === 'string' && e.received.length > ECHO_LIMIT ? { ...e, received: echoText(e.received) } : e,
      ),
    };
  }

  /**
   * The parameters with parts and with checks of their own, and the compiled checks, found once per
   * version: bulk ingest validates 1,000 items a batch against one version, and walking every
   * parameter and building a key for each item was a fifth of the check's time (issue 22).
   */
  #extraChecksOf(callVersion: CallVersion): ExtraChecks {
    let extra = this.#extraChecks.get(callVersion);
    if (extra === undefined) {
      const parameters = Object.entries(callVersion.parameters);
      extra = {
        withParts: parameters.filter(([, spec]) => spec.parts !== undefined),
        withChecks: parameters.filter(([, spec]) => spec.check !== undefined),
        compiled: {},
      };
      this.#extraChecks.set(callVersion, extra);
    }
    return extra;
  }

  #compile(callVersion: CallVersion, mode: InputMode, compile: CompileSchema, bySchema: Map<string, ValidateFunction>): void {
    const schema = schemaFor(callVersion, mode);
    const text = JSON.stringify(schema);
    let check = bySchema.get(text);
    if (check === undefined) {
      check = compile(schema);
      bySchema.set(text, check);
    }
    this.#compiled.set(keyOf(callVersion, mode), check);
  }

  #toParameterError(callVersion: CallVersion, mode: InputMode, error: ErrorObject, input: Record<string, unknown>): ParameterError {
    if (error.keyword === 'additionalProperties') {
      // A name of any length may be sent; the answer names it bounded, in `parameter` and its message.
      const name = String(error.params.additionalProperty);
      const parameter = echoText(name);
      return { parameter, code: 'unknown', ...explainUnknown(this.#registry, callVersion, mode, parameter), received: input[name] };
    }
    if (error.keyword === 'required') {
      const parameter = String(error.params.missingProperty);
      const spec = callVersion.parameters[parameter]!;
      return {
        parameter,
        code: 'required',
        expected: describeExpected(spec),
        message: `${parameter} is required by version ${callVersion.version} of ${callVersion.call}`,
      };
    }
    const parameter = error.instancePath.slice(1).replace(/~1/g, '/').replace(/~0/g, '~');
    const spec = callVersion.parameters[parameter]!;
    const received = input[parameter];
    // JSON.parse turns 1e400 into Infinity, which JSON cannot carry back: report it as text.
    if (typeof received === 'number' && !Number.isFinite(received)) {
      return {
        parameter,
        code: 'type',
        expected: describeExpected(spec),
        received: String(received),
        message: `${parameter} must be a finite number; the value sent is out of the range of a double and overflows to ${received}`,
      };
    }
    return {
      // A date-time's pattern only backs up its format check, so both failures report as `format`.
      parameter,
      code: error.keyword === 'pattern' && spec.schema.format !== undefined ? 'format' : error.keyword,
      expected: describeExpected(spec),
      message: describeFailure(parameter, spec, error, received),
      received,
    };
  }
}

/**
 * Cross-field rules over `merged` (the resulting resource: stored fields plus the sent ones). The
 * parameter the client sent is the one blamed, so a version 1 client that lowers `number` under a
 * stored `seen` learns which of its own values to change.
 */
export function checkRules(
  rules: readonly CrossFieldRule[],
  merged: Record<string, unknown>,
  sent: Record<string, unknown>,
): ParameterError[] {
  const errors: ParameterError[] = [];
  for (const rule of rules) {
    const left = merged[rule.left];
    const right = merged[rule.right];
    const difference = compareRuleValues(rule, left, right);
    if (difference === undefined) continue;
    if (rule.relation === '<=' ? difference <= 0 : difference >= 0) continue;
    const blameLeft = rule.left in sent;
    const [parameter, relation, other, otherValue] = blameLeft
      ? [rule.left, rule.relation, rule.right, right]
      : [rule.right, rule.relation === '<=' ? '>=' : '<=', rule.left, left];
    const stored = other in sent ? '' : ' as stored';
    const words = rule.compare === 'instant' ? (relation === '<=' ? 'at or before' : 'at or after') : relation;
    errors.push({
      parameter,
      code: relation === '<=' ? 'maximum' : 'minimum',
      message: `${parameter} must be ${words} ${other} (${String(otherValue)}${stored}): ${rule.description}`,
      expected: `${parameter} ${relation} ${other}`,
      received: blameLeft ? left : right,
    });
  }
  return errors;
}

/** left minus right in sign; undefined while either value is missing or of the wrong kind. */
function compareRuleValues(rule: CrossFieldRule, left: unknown, right: unknown): number | undefined {
  if (rule.compare === 'instant') {
    return typeof left === 'string' && typeof right === 'string' ? compareInstants(left, right) : undefined;
  }
  return typeof left === 'number' && typeof right === 'number' ? left - right : undefined;
}

/**
 * A record of received values with nothing inherited, as Object.create(null) gives, so that a
 * parameter named __proto__ or constructor is an own value like any other; but made by a
 * constructor, whose objects V8 keeps in fast mode where Object.create(null)'s start as
 * dictionaries: ajv and the stores read them twice as fast (issue 22, 1,000 items a batch).
 */
const ParameterValues = function ParameterValues() {} as unknown as new () => object;
ParameterValues.prototype = Object.create(null);

/** Decimal strings become numbers by the contract's grammar; anything else is left for ajv to refuse. */
function convertNumbers(parameters: Readonly<Record<string, ParameterSpec>>, input: Record<string, unknown>): Record<string, unknown> {
  const values = new ParameterValues() as Record<string, unknown>;
  for (const name of Object.keys(input)) {
    const raw = input[name];
    // hasOwn: parameters is a plain object, so `constructor` or `__proto__` would find Object.prototype's.
    const type = Object.hasOwn(parameters, name) ? parameters[name]!.schema.type : undefined;
    const numeric = type === 'number' || type === 'integer';
    if (typeof raw === 'string' && numeric) values[name] = parseDecimal(raw) ?? raw;
    // -0 reads as 0, as parseDecimal reads "-0" (number-bounds.ts), so JSON stores what a form does.
    else if (typeof raw === 'number' && numeric) values[name] = raw + 0;
    else if (typeof raw === 'string' && type === 'boolean' && (raw === 'true' || raw === 'false')) values[name] = raw === 'true';
    else values[name] = raw;
  }
  return values;
}

function describeFailure(parameter: string, spec: ParameterSpec, error: ErrorObject, received: unknown): string {
  const limit = error.params.limit as number;
  switch (error.keyword) {
    case 'type': {
      const wanted = { number: 'a number', integer: 'an integer', string: 'a string', boolean: 'true or false' }[spec.schema.type];
      if (typeof received === 'string' && spec.schema.type === 'integer' && parseDecimal(received) !== undefined) {
        return `${parameter} must be a whole number; ${clip(received)} is not`;
      }
      if (typeof received === 'string' && (spec.schema.type === 'number' || spec.schema.type === 'integer')) {
        return `${parameter} must be ${wanted} written in decimal, such as ${spec.example}; ${JSON.stringify(clip(received))} is not`;
      }
      return `${parameter} must be ${wanted}`;
    }
    case 'minimum':
      return `${parameter} must be >= ${limit}`;
    case 'maximum':
      return `${parameter} must be <= ${limit}`;
    case 'exclusiveMinimum':
      return `${parameter} must be > ${limit}`;
    case 'exclusiveMaximum':
      return `${parameter} must be < ${limit}`;
    case 'minLength':
      if (received === '') return `${parameter} is empty; send ${describeExpected(spec)}`;
      return `${parameter} must have at least ${limit} character${limit === 1 ? '' : 's'}`;
    case 'maxLength':
      return `${parameter} must have at most ${limit} characters`;
    default:
      return `${parameter} must be ${describeExpected(spec)}`;
  }
}

function duplicateError(parameter: string, received: unknown): ParameterError {
  return {
    parameter,
    code: 'duplicate',
    expected: 'the parameter once',
    message: `${parameter} was sent more than once; send it once (values are never merged or picked)`,
    received,
  };
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

function keyOf(callVersion: CallVersion, mode: InputMode): string {
  return `${callVersion.call}@${callVersion.version}:${mode}`;
}
