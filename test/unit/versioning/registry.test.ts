import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildRegistry } from '../../../src/resources/index.js';
import { LATITUDE, LONGITUDE, Registry, SPEED } from '../../../src/versioning/index.js';

describe('the registry of calls', () => {
  const registry = buildRegistry();

  test('holds the calls of INTERFACE.md §1 with versions 1 and 2', () => {
    assert.deepEqual(Object.keys(registry.findVersion('location', 1)!.parameters), ['longitude', 'latitude', 'altitude']);
    assert.deepEqual(Object.keys(registry.findVersion('location', 2)!.parameters), [
      'longitude',
      'latitude',
      'altitude',
      'speed',
      'timestamp',
    ]);
    assert.deepEqual(Object.keys(registry.findVersion('reading', 1)!.parameters), ['time', 'area', 'mean', 'good', 'number']);
    assert.deepEqual(Object.keys(registry.findVersion('reading', 2)!.parameters), [
      'time',
      'area',
      'mean',
      'good',
      'number',
      'seen',
      'span',
      'stdDev',
    ]);
  });

  test('every later version holds all of the version before it plus what it adds, minus what it removes', () => {
    for (const call of registry.calls()) {
      call.versions.forEach((version, index) => {
        const previous = index === 0 ? [] : Object.keys(call.versions[index - 1]!.parameters);
        const expected = [...previous.filter((p) => !version.removed.includes(p)), ...version.added];
        assert.deepEqual(Object.keys(version.parameters), expected, `${call.name} version ${version.version}`);
      });
    }
  });

  test('every parameter has a description and an example that its own schema accepts', () => {
    for (const call of registry.calls()) {
      for (const version of call.versions) {
        for (const [name, spec] of Object.entries(version.parameters)) {
          assert.ok(spec.description.length > 10, `${call.name}.${name} needs a description`);
          assert.equal(
            typeof spec.example === 'number'
              ? spec.schema.type === 'number' || spec.schema.type === 'integer'
              : spec.schema.type === typeof spec.example,
            true,
            `${call.name}.${name} example type`,
          );
        }
      }
    }
  });

  test('cross-field rules apply only to the versions that have both parameters', () => {
    assert.deepEqual(
      registry.findVersion('reading', 1)!.rules.map((r) => `${r.left}${r.relation}${r.right}`),
      ['good<=number'],
    );
    assert.deepEqual(
      registry.findVersion('reading', 2)!.rules.map((r) => `${r.left}${r.relation}${r.right}`),
      ['good<=number', 'seen>=number'],
    );
  });

  test('newest, supportedVersions and versionsWith answer from the declarations', () => {
    assert.equal(registry.newest('location').version, 3);
    assert.deepEqual(registry.supportedVersions('reading'), [1, 2, 3]);
    assert.deepEqual(registry.versionsWith('location', 'speed'), [2, 3]);
    assert.deepEqual(registry.versionsWith('location', 'longitude'), [1, 2, 3]);
    assert.deepEqual(registry.versionsWith('location', 'device'), [3]);
    assert.deepEqual(registry.findVersion('location', 3)!.optional, ['accuracy']);
    assert.deepEqual(registry.findVersion('reading', 3)!.optional, ['device']);
    assert.equal(registry.findVersion('location', 4), undefined);
  });

  test('asking for an undefined call is a programmer error with a sentence', () => {
    assert.throws(() => registry.getCall('sensor'), /Call "sensor" is not defined in the registry/);
  });
});

describe('defining calls', () => {
  test('a second call with the same name is refused', () => {
    const registry = new Registry();
    registry.define({ name: 'x', summary: 's', kind: 'resource', versions: [{ adds: { longitude: LONGITUDE } }] });
    assert.throws(
      () => registry.define({ name: 'x', summary: 's', kind: 'resource', versions: [{ adds: { latitude: LATITUDE } }] }),
      /already defined/,
    );
  });

  test('a version cannot add a parameter it already has or remove one it lacks', () => {
    const registry = new Registry();
    assert.throws(
      () =>
        registry.define({ name: 'a', summary: 's', kind: 'resource', versions: [{ adds: { speed: SPEED } }, { adds: { speed: SPEED } }] }),
      /adds "speed", which it already has/,
    );
    assert.throws(
      () =>
        registry.define({ name: 'b', summary: 's', kind: 'resource', versions: [{ adds: { speed: SPEED } }, { removes: ['latitude'] }] }),
      /removes "latitude"/,
    );
  });

  test('interface words cannot be parameters', () => {
    const registry = new Registry();
    for (const word of ['version_number', 'action', '_method', '__proto__']) {
      assert.throws(
        () => registry.define({ name: `c-${word.length}`, summary: 's', kind: 'query', versions: [{ adds: { [word]: SPEED } }] }),
        /cannot be a parameter name/,
      );
    }
  });

  test('a version may remove a parameter, and later versions no longer have it', () => {
    const registry = new Registry();
    registry.define({
      name: 'r',
      summary: 's',
      kind: 'resource',
      versions: [{ adds: { longitude: LONGITUDE, speed: SPEED } }, { removes: ['speed'] }],
    });
    assert.deepEqual(Object.keys(registry.findVersion('r', 2)!.parameters), ['longitude']);
    assert.deepEqual(registry.versionsWith('r', 'speed'), [1]);
  });

  test('a rule naming a parameter no version has is refused', () => {
    const registry = new Registry();
    assert.throws(
      () =>
        registry.define({
          name: 'q',
          summary: 's',
          kind: 'resource',
          versions: [{ adds: { speed: SPEED } }],
          rules: [{ left: 'speed', relation: '<=', right: 'nope', description: 'x' }],
        }),
      /names a parameter no version has/,
    );
  });
});

describe('optional parameters of a resource call (issue 18)', () => {
  test('device version 1 requires the name only; its kind and description are optional', () => {
    const device = buildRegistry().findVersion('device', 1)!;
    assert.deepEqual(device.names, ['name', 'kind', 'description']);
    assert.deepEqual(device.optional, ['kind', 'description']);
    assert.deepEqual(buildRegistry().findVersion('location', 2)!.optional, []);
  });

  test('stay optional in later versions, leave with their parameter, and must be added by the version that declares them', () => {
    const registry = new Registry();
    const call = registry.define({
      name: 'thing',
      summary: 'A thing.',
      kind: 'resource',
      versions: [
        { adds: { longitude: LONGITUDE, latitude: LATITUDE }, optional: ['latitude'] },
        { adds: { speed: SPEED }, optional: ['speed'] },
        { removes: ['latitude'] },
      ],
    });
    assert.deepEqual(
      call.versions.map((version) => version.optional),
      [['latitude'], ['latitude', 'speed'], ['speed']],
    );
    assert.throws(
      () =>
        registry.define({
          name: 'other',
          summary: 'Another.',
          kind: 'resource',
          versions: [{ adds: { longitude: LONGITUDE } }, { adds: { speed: SPEED }, optional: ['longitude'] }],
        }),
      /Call "other" version 2 declares "longitude" optional, but does not add it/,
    );
  });
});
