// Issue 18: a deprecated call version (INTERFACE.md §2). The headers its answers carry, Deprecation
// (RFC 9745), Link and Sunset (RFC 8594), and the dates the registry accepts for them, refused at
// start-up with a sentence when they could not be sent.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEPRECATION_LINK, deprecationHeaders } from '../../src/http/semantics/deprecation.js';
import { mirrorVersion } from '../../src/resources/query-call.js';
import { Registry, listChanges } from '../../src/versioning/index.js';
import type { CallDefinition, Deprecation } from '../../src/versioning/index.js';

const ADVICE = 'Use version 2.';
/** RFC 9110 §5.6.7 IMF-fixdate, the HTTP-date RFC 8594 asks a Sunset to be. */
const IMF_FIXDATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

function callWith(deprecated: Deprecation | undefined): CallDefinition {
  return {
    name: 'thing',
    summary: 'A thing.',
    kind: 'resource',
    versions: [
      {
        adds: { size: { schema: { type: 'number', minimum: 0, maximum: 10 }, description: 'Its size.', example: 1 } },
        ...(deprecated === undefined ? {} : { deprecated }),
      },
      { adds: { weight: { schema: { type: 'number', minimum: 0, maximum: 10 }, description: 'Its weight.', example: 1 } } },
    ],
  };
}

describe('deprecationHeaders', () => {
  test('with no end date: Deprecation is @ and the epoch seconds of the day, Link names /changes, no Sunset', () => {
    const headers = deprecationHeaders({ since: '2026-11-26', advice: ADVICE });
    assert.deepEqual(headers, { Deprecation: '@1795651200', Link: DEPRECATION_LINK });
    assert.equal(Number(headers.Deprecation!.slice(1)) * 1000, Date.UTC(2026, 10, 26));
    assert.match(DEPRECATION_LINK, /^<\/changes>; rel="deprecation"; type="text\/html"$/);
  });

  test('a dated sunset is an RFC 8594 HTTP-date (IMF-fixdate, GMT) of midnight UTC that day', () => {
    const headers = deprecationHeaders({ since: '2026-11-26', sunset: '2027-12-01', advice: ADVICE });
    assert.equal(headers.Sunset, 'Wed, 01 Dec 2027 00:00:00 GMT');
    assert.match(headers.Sunset!, IMF_FIXDATE);
    assert.equal(Date.parse(headers.Sunset!), Date.UTC(2027, 11, 1));
    assert.equal(headers.Deprecation, '@1795651200');
  });

  test('a day before 1970 is a negative number of seconds, as RFC 9745 §2.1 allows', () => {
    assert.equal(deprecationHeaders({ since: '1969-12-31', advice: ADVICE }).Deprecation, '@-86400');
  });
});

describe('the registry checks a deprecation when the call is defined', () => {
  test('it keeps a well-formed one on the version, frozen, and the version after it is not deprecated', () => {
    const call = new Registry().define(callWith({ since: '2026-11-26', sunset: '2027-06-30', advice: ADVICE }));
    assert.deepEqual(call.versions[0]!.deprecated, { since: '2026-11-26', sunset: '2027-06-30', advice: ADVICE });
    assert.ok(Object.isFrozen(call.versions[0]!.deprecated));
    assert.equal(call.versions[1]!.deprecated, undefined);
  });

  for (const [why, deprecated] of [
    ['a month that does not exist', { since: '2026-13-01', advice: ADVICE }],
    ['a day that does not exist', { since: '2026-02-30', advice: ADVICE }],
    ['a day written day-first', { since: '26-11-2026', advice: ADVICE }],
    ['a date-time instead of a day', { since: '2026-11-26T00:00:00Z', advice: ADVICE }],
    ['a sunset that is not a day', { since: '2026-11-26', sunset: 'next year', advice: ADVICE }],
  ] as const) {
    test(`it refuses ${why}, naming the call, the version and the date`, () => {
      assert.throws(
        () => new Registry().define(callWith(deprecated)),
        /^Error: Call "thing" version 1: deprecation date ".+" must be a day, YYYY-MM-DD$/,
      );
    });
  }

  for (const [why, sunset] of [
    ['before', '2026-11-25'],
    ['on the day of', '2026-11-26'],
  ] as const) {
    test(`it refuses a sunset ${why} the deprecation`, () => {
      assert.throws(
        () => new Registry().define(callWith({ since: '2026-11-26', sunset, advice: ADVICE })),
        new RegExp(`Call "thing" version 1: its sunset \\(${sunset}\\) must come after its deprecation \\(2026-11-26\\)`),
      );
    });
  }
});

describe('what follows from a deprecation', () => {
  test('a call that mirrors the resource call (list, search, batch) inherits it, unless it declares its own', () => {
    const resource = callWith({ since: '2026-11-26', advice: ADVICE });
    assert.deepEqual(mirrorVersion(resource, 0, {}).deprecated, { since: '2026-11-26', advice: ADVICE });
    assert.equal(mirrorVersion(resource, 1, {}).deprecated, undefined);
    const own = { since: '2026-12-01', advice: 'Use the other list.' };
    assert.deepEqual(mirrorVersion(resource, 0, { deprecated: own }).deprecated, own);
  });

  test('the changelog lists it, with a null sunset until one is set', () => {
    const registry = new Registry();
    registry.define(callWith({ since: '2026-11-26', advice: ADVICE }));
    const [thing] = listChanges(registry);
    assert.deepEqual(thing!.deprecated, [{ version: 1, since: '2026-11-26', sunset: null, advice: ADVICE }]);
  });
});
