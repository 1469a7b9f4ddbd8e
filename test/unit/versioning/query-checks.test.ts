// Issue 3: the registry's declarative checks for query calls: a parameter with parts (bbox), rules
// that compare date-times as instants, and every problem of a request listed at once.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LOCATION } from '../../../src/resources/locations/calls.js';
import { buildRegistry } from '../../../src/resources/index.js';
import { defineQueryCall } from '../../../src/resources/query-call.js';
import { BBOX, LIMIT, Registry, Validator, splitParts } from '../../../src/versioning/index.js';

const registry = buildRegistry();
const validator = new Validator(registry);
const check = (call: string, version: number, input: Record<string, unknown>) =>
  validator.validate(registry.findVersion(call, version)!, 'declared', input);
const errorsOf = (result: ReturnType<typeof check>) => (result.ok ? [] : result.errors);

test('a bbox is four decimal numbers; it stays the string sent, and splitParts reads its numbers', () => {
  const result = check('location-search', 1, { bbox: '170,-20.5,-170,-10' });
  assert.equal(result.ok, true);
  assert.equal(result.ok && result.values.bbox, '170,-20.5,-170,-10');
  assert.deepEqual(splitParts(BBOX, '170,-20.5,-170,-10'), { minLon: 170, minLat: -20.5, maxLon: -170, maxLat: -10 });
  for (const malformed of ['1,2,3', '1,2,3,4,5', 'a,b,c,d', '1,,3,4', ' 1,2,3,4', '0x1,2,3,4', 'Infinity,1,2,3', '1;2;3;4']) {
    const [error] = errorsOf(check('location-search', 1, { bbox: malformed }));
    assert.equal(error?.code, 'pattern', malformed);
    assert.equal(error?.received, malformed);
  }
});

test('every bad part of a bbox is named in its one entry, and minLat > maxLat is refused', () => {
  const errors = errorsOf(check('location-search', 1, { bbox: '-181,95,200,-91' }));
  assert.equal(errors.length, 1);
  assert.deepEqual(
    { ...errors[0], message: undefined },
    {
      parameter: 'bbox',
      code: 'minimum',
      message: undefined,
      received: '-181,95,200,-91',
      expected:
        'minLon,minLat,maxLon,maxLat: four decimal numbers, longitudes from -180 to 180, latitudes from -90 to 90, minLat <= maxLat',
    },
  );
  assert.equal(
    errors[0]!.message,
    'bbox is not a valid minLon,minLat,maxLon,maxLat: minLon (west edge) must be >= -180, not -181; ' +
      'minLat (south edge) must be <= 90, not 95; maxLon (east edge) must be <= 180, not 200; maxLat (north edge) must be >= -90, not -91',
  );
  const order = errorsOf(check('location-search', 1, { bbox: '0,10,5,-10' }));
  assert.equal(order[0]?.code, 'order');
  assert.match(order[0]!.message, /minLat must be <= maxLat \(10 against -10\)/);
});

test('from and to compare as instants, not as text', () => {
  // 01:30+01:00 is 00:30Z: before 01:00Z, although its text sorts after.
  assert.equal(check('reading-search', 1, { from: '2026-01-01T01:30:00+01:00', to: '2026-01-01T01:00:00Z' }).ok, true);
  assert.equal(check('reading-search', 1, { from: '2026-01-01T01:00:00Z', to: '2026-01-01T02:00:00+01:00' }).ok, true, 'equal instants');
  const [error] = errorsOf(check('reading-search', 1, { from: '2026-01-01T00:30:00Z', to: '2026-01-01T01:00:00+01:00' }));
  assert.deepEqual(error, {
    parameter: 'from',
    code: 'maximum',
    expected: 'from <= to',
    received: '2026-01-01T00:30:00Z',
    message: 'from must be at or before to (2026-01-01T01:00:00+01:00): a time range cannot end before it starts',
  });
});

test('every problem of a request is listed at once, rules between valid parameters included', () => {
  const errors = errorsOf(
    check('reading-search', 1, {
      area: 'bonn%',
      from: '2026-02-01T00:00:00Z',
      to: '2026-01-01T00:00:00Z',
      min_mean: '5',
      max_mean: '1',
      limit: '0',
      speed: '1',
    }),
  );
  assert.deepEqual(
    errors.map((e) => [e.parameter, e.code]),
    [
      ['area', 'pattern'],
      ['from', 'maximum'],
      ['min_mean', 'maximum'],
      ['limit', 'minimum'],
      ['speed', 'unknown'],
    ],
  );
  // A rule is not checked against a value that failed its own check: that would blame twice.
  const one = errorsOf(check('reading-search', 1, { min_mean: 'x', max_mean: '1' }));
  assert.deepEqual(
    one.map((e) => [e.parameter, e.code]),
    [['min_mean', 'type']],
  );
  assert.deepEqual(
    errorsOf(check('location-nearby', 1, { radius: '-3' })).map((e) => [e.parameter, e.code]),
    [['radius', 'exclusiveMinimum']],
  );
  assert.deepEqual(
    errorsOf(check('location-nearby', 1, {})).map((e) => [e.parameter, e.code]),
    [['radius', 'required']],
  );
});

test('timestamp filters arrive with version 2 of location-search, as timestamp itself does', () => {
  const [error] = errorsOf(check('location-search', 1, { from: '2026-01-01T00:00:00Z' }));
  assert.equal(error?.code, 'unknown');
  assert.match(error!.message, /added in version 2/);
  assert.equal(check('location-search', 2, { from: '2026-01-01T00:00:00Z' }).ok, true);
});

test('the registry refuses, at start-up, parts without a pattern, part rules naming no part, and unmirrored versions', () => {
  const define = (bbox: typeof BBOX) => new Registry().define({ name: 'q', summary: 's', kind: 'query', versions: [{ adds: { bbox } }] });
  assert.throws(() => define({ ...BBOX, schema: { type: 'string' } }), /"bbox" has parts, so its schema must be a string with a pattern/);
  assert.throws(
    () => define({ ...BBOX, parts: { ...BBOX.parts!, rules: [{ left: 'west', relation: '<=', right: 'maxLon', description: 'd' }] } }),
    /rule west <= maxLon of "bbox" names a part it does not have/,
  );
  assert.throws(
    () => defineQueryCall(LOCATION, { name: 'location-odd', summary: 's', versions: [{ adds: { limit: LIMIT } }, {}, {}, {}] }),
    /declares 4 versions; "location" has only 3/,
  );
});

test('a query call mirrors every version of its resource call, the ones it does not declare adding nothing', () => {
  const call = defineQueryCall(LOCATION, { name: 'location-short', summary: 's', versions: [{ adds: { limit: LIMIT } }] });
  assert.equal(call.versions.length, LOCATION.versions.length);
  assert.deepEqual(call.versions[2], { note: 'Items carry the fields of location version 3.' });
  // Version 1 of location is deprecated, so version 1 of everything that mirrors it is too.
  assert.deepEqual(call.versions[0]!.deprecated, LOCATION.versions[0]!.deprecated);
  assert.equal(call.versions[1]!.deprecated, undefined);
});
