import { parseDecimal } from './decimal.js';
import { describeExpected } from './parameters.js';
import type { ParameterSpec } from './parameters.js';
import type { ParameterError } from './parameter-error.js';

/**
 * Checks a parameter with parts (bbox) whose shape the schema's pattern has already checked: every
 * part against its bounds, then the parts' rules. One parameter is one entry in `errors`, so all of
 * its problems go into that entry's message at once, in part order. Undefined when it is valid.
 */
export function checkParts(parameter: string, spec: ParameterSpec, text: string): ParameterError | undefined {
  const parts = spec.parts!;
  const value = splitParts(spec, text);
  const problems: { code: string; message: string }[] = [];
  for (const item of parts.items) {
    const number = value[item.name];
    if (number === undefined) {
      problems.push({ code: 'type', message: `${item.name} (${item.description}) must be a decimal number` });
    } else if (number < item.minimum) {
      problems.push({ code: 'minimum', message: `${item.name} (${item.description}) must be >= ${item.minimum}, not ${number}` });
    } else if (number > item.maximum) {
      problems.push({ code: 'maximum', message: `${item.name} (${item.description}) must be <= ${item.maximum}, not ${number}` });
    }
  }
  if (problems.length === 0) {
    for (const rule of parts.rules ?? []) {
      const left = value[rule.left]!;
      const right = value[rule.right]!;
      if (rule.relation === '<=' ? left <= right : left >= right) continue;
      problems.push({
        code: 'order',
        message: `${rule.left} must be ${rule.relation} ${rule.right} (${left} against ${right}): ${rule.description}`,
      });
    }
  }
  if (problems.length === 0) return undefined;
  return {
    parameter,
    code: problems[0]!.code,
    expected: describeExpected(spec),
    received: text,
    message: `${parameter} is not a valid ${parts.items.map((item) => item.name).join(parts.separator)}: ${problems.map((p) => p.message).join('; ')}`,
  };
}

/**
 * The numbers of a parameter with parts, by part name; a part that is not a decimal number is left
 * out. For handlers, after validation: `splitParts(BBOX, '5.9,47.3,15,55.1').maxLat === 55.1`.
 */
export function splitParts(spec: ParameterSpec, text: string): Record<string, number> {
  const parts = spec.parts!;
  const pieces = text.split(parts.separator);
  const value: Record<string, number> = {};
  parts.items.forEach((item, index) => {
    const number = pieces.length === parts.items.length ? parseDecimal(pieces[index]!) : undefined;
    if (number !== undefined) value[item.name] = number;
  });
  return value;
}
