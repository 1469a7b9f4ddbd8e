import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildRegistry } from '../../../src/resources/index.js';
import { Validator, parseDecimal } from '../../../src/versioning/index.js';
import type { CallVersion, InputMode } from '../../../src/versioning/index.js';

const registry = buildRegistry();
const validator = new Validator(registry);

function examples(version: CallVersion): Record<string, unknown> {
  return Object.fromEntries(Object.entries(version.parameters).map(([name, spec]) => [name, spec.example]));
}

/** Validated values live in null-prototype objects; compare them as plain ones. */
function plain(result: ReturnType<Validator['validate']>): unknown {
  return result.ok ? { ok: true, values: { ...result.values } } : result;
}

function modeOf(version: CallVersion): InputMode {
  return version.kind === 'resource' ? 'all' : 'declared';
}

// Driven by the registry: a new call or version is covered without new test code.
describe('validation of every (call, version) pair', () => {
  for (const call of registry.calls()) {
    for (const version of call.versions) {
      const label = `${call.name} v${version.version}`;

      test(`${label}: the examples pass as JSON values and as decimal strings`, () => {
        const values = examples(version);
        assert.deepEqual(plain(validator.validate(version, modeOf(version), values)), { ok: true, values: { ...values } });
        const asText = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
        const result = validator.validate(version, modeOf(version), asText);
        assert.equal(result.ok, true, JSON.stringify(result));
      });

      test(`${label}: a parameter of another call is refused as unknown with the accepted list`, () => {
        const result = validator.validate(version, modeOf(version), { ...examples(version), bogus: 1 });
        assert.equal(result.ok, false);
        if (result.ok) return;
        assert.deepEqual(
          result.errors.map((e) => [e.parameter, e.code]),
          [['bogus', 'unknown']],
        );
        // A call that takes nothing but version_number (device-latest) says so.
        assert.match(result.errors[0]!.expected, Object.keys(version.parameters).length > 0 ? /^one of: / : /^no parameters$/);
      });

      if (version.kind === 'resource') {
        test(`${label}: every parameter but the optional ones is required for a full write, all reported at once`, () => {
          const result = validator.validate(version, 'all', {});
          assert.equal(result.ok, false);
          if (result.ok) return;
          assert.deepEqual(
            result.errors.map((e) => e.parameter),
            Object.keys(version.parameters).filter((name) => !version.optional.includes(name)),
          );
          assert.ok(result.errors.every((e) => e.code === 'required' && e.message.includes(`version ${version.version}`)));
        });

        test(`${label}: numbers outside the contract's grammar are refused in every numeric parameter`, () => {
          const numeric = Object.entries(version.parameters).filter(([, s]) => s.schema.type === 'number' || s.schema.type === 'integer');
          if (numeric.length === 0) return; // device: text only
          for (const bad of ['Infinity', '-Infinity', 'NaN', '1e400', '0x10', ' ', '', '1_000', '+5', '.5', ' 5', '5 ']) {
            const input = { ...examples(version), ...Object.fromEntries(numeric.map(([n]) => [n, bad])) };
            const result = validator.validate(version, 'all', input);
            assert.equal(result.ok, false, `${JSON.stringify(bad)} must be refused`);
            if (result.ok) continue;
            assert.deepEqual(result.errors.map((e) => e.parameter).sort(), numeric.map(([n]) => n).sort());
            assert.ok(result.errors.every((e) => e.received === bad));
          }
        });
      }
    }
  }
});

describe('parameter checks', () => {
  const location1 = registry.findVersion('location', 1)!;
  const reading2 = registry.findVersion('reading', 2)!;

  test('bounds report the keyword as code, with expected and received', () => {
    const result = validator.validate(location1, 'all', { longitude: 181, latitude: '-91', altitude: 60 });
    assert.deepEqual(result, {
      ok: false,
      errors: [
        {
          parameter: 'longitude',
          code: 'maximum',
          message: 'longitude must be <= 180',
          expected: 'number from -180 to 180',
          received: 181,
        },
        { parameter: 'latitude', code: 'minimum', message: 'latitude must be >= -90', expected: 'number from -90 to 90', received: '-91' },
      ],
    });
  });

  test('a version 2 parameter sent with version 1 says which version has it', () => {
    const result = validator.validate(location1, 'all', { longitude: 1, latitude: 2, altitude: 3, speed: 4 });
    assert.equal(result.ok, false);
    if (!result.ok)
      assert.match(
        result.errors[0]!.message,
        /speed is not a parameter of location version 1: it was added in version 2; send version_number=2/,
      );
  });

  test('good above number and seen below number break the cross-field rules', () => {
    const values = { ...examples(reading2), good: 61, number: 60, seen: 59 };
    const result = validator.validate(reading2, 'all', values);
    assert.equal(result.ok, false);
    if (result.ok) return;
    assert.deepEqual(
      result.errors.map((e) => [e.parameter, e.code]),
      [
        ['good', 'maximum'],
        ['seen', 'minimum'],
      ],
    );
    assert.match(result.errors[0]!.message, /good must be <= number \(60\)/);
  });

  test('area allows only its character set and length', () => {
    for (const area of ['', 'a b', 'x'.repeat(129), 'ä', 'a/b', '<script>']) {
      const result = validator.validate(reading2, 'all', { ...examples(reading2), area });
      assert.equal(result.ok, false, area);
    }
    assert.equal(validator.validate(reading2, 'all', { ...examples(reading2), area: 'A-z.0_9:x' }).ok, true);
  });

  test('date-times need an offset and a real calendar date', () => {
    for (const time of [
      '2026-11-22T18:45:00',
      '2026-02-30T00:00:00Z',
      '2026-11-22T25:00:00Z',
      'yesterday',
      '1700000000',
      '2026-11-22T18:45:00+0100',
      '2026-11-22T18:45:00+01',
      '2026-11-22 18:45:00Z',
    ]) {
      const result = validator.validate(reading2, 'all', { ...examples(reading2), time });
      assert.equal(result.ok, false, time);
      if (!result.ok) assert.equal(result.errors[0]!.code, 'format', time);
    }
    for (const time of ['2026-11-22T18:45:00Z', '2026-11-22T18:45:00.123+01:00', '2026-11-22t18:45:00z']) {
      assert.equal(validator.validate(reading2, 'all', { ...examples(reading2), time }).ok, true, time);
    }
  });

  test('partial mode accepts any subset, including none', () => {
    assert.equal(validator.validate(location1, 'partial', { altitude: '12.5' }).ok, true);
    assert.equal(validator.validate(location1, 'partial', {}).ok, true);
  });

  test('none mode refuses every parameter', () => {
    const result = validator.validate(location1, 'none', { longitude: 1 });
    assert.equal(result.ok, false);
    if (!result.ok) assert.match(result.errors[0]!.message, /takes no parameters besides version_number and action/);
  });

  test('a list call fills in the default limit and bounds it', () => {
    const list = registry.findVersion('location-list', 1)!;
    assert.deepEqual(plain(validator.validate(list, 'declared', {})), { ok: true, values: { limit: 50 } });
    for (const limit of ['0', '1001', '2.5', 'abc']) assert.equal(validator.validate(list, 'declared', { limit }).ok, false, limit);
  });

  test('duplicates are reported as such, never merged', () => {
    const result = validator.validate(location1, 'all', { longitude: 1, latitude: 2, altitude: 3 }, ['latitude']);
    assert.equal(result.ok, false);
    if (!result.ok)
      assert.deepEqual(
        result.errors.map((e) => [e.parameter, e.code]),
        [['latitude', 'duplicate']],
      );
  });
});

describe('parseDecimal', () => {
  test('accepts the JSON number grammar and nothing else', () => {
    assert.equal(parseDecimal('-12.5e3'), -12500);
    assert.equal(parseDecimal('0'), 0);
    for (const bad of ['Infinity', 'NaN', '1e400', '0x10', '', ' ', '1_000', '+1', '.5', '5.', '01', '1e', '--1']) {
      assert.equal(parseDecimal(bad), undefined, bad);
    }
  });
});
