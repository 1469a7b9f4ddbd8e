import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contentHash } from '../../../src/http/semantics/content-hash.js';
import { tagOfJson } from '../../../src/http/semantics/conditional.js';

const ROW = {
  id: '01M82D1F54P5GPR4SVS5YGF4MB',
  longitude: -172.318742,
  latitude: -14.182596,
  altitude: 136.8,
  speed: 15.59,
  timestamp: '2026-11-23T01:14:28+05:30',
  created_at: '2026-11-22T19:51:58.372Z',
  updated_at: '2026-11-22T19:51:58.372Z',
};

describe('contentHash', () => {
  test('is the same in every process: pinned values, since a client keeps tags across restarts', () => {
    assert.equal(contentHash(''), 'D2o7agL3LiE');
    assert.equal(contentHash('a'), 'q-o0IMCs7oH');
    assert.equal(contentHash('{"id":"01M82D1F54P5GPR4SVS5YGF4MB","altitude":136.8}'), 'FyjQRD2OXkO');
    // Odd lengths, lone surrogates, every range of UTF-16, text built by concatenation, long text.
    assert.equal(contentHash('abcde'), 'd6X6gO33g7O');
    assert.equal(contentHash('x\ud800y\udc00'), 'gsfYi3RQa8L');
    assert.equal(contentHash('ü€😀'), 'csD5qEVsgjD');
    assert.equal(contentHash(String.fromCharCode(...Array.from({ length: 1000 }, (_, i) => (i * 65) % 65536))), 'oxbWbm1HePJ');
    assert.equal(contentHash(['{"a":', '1', ',"b":"', 'x'.repeat(40), '"}'].join('')), '_HOBdO9qRTF');
    const long = Array.from({ length: 40_001 }, (_, i) => String.fromCharCode(0x20 + ((i * 7919) % 0xffdf))).join('');
    assert.equal(contentHash(long), 'mVRR2Dle5rN');
    assert.equal(contentHash(long.slice(1)), 'w1K5yaqFazP');
  });

  test('is 11 base64url characters, so a tag needs no quoting beyond its own quotes', () => {
    for (const text of ['', 'a', 'ab', JSON.stringify(ROW), 'ü€😀', '\u0000'.repeat(7), 'x'.repeat(100_000)]) {
      assert.match(contentHash(text), /^[A-Za-z0-9_-]{11}$/);
    }
  });

  test('tells apart a last code unit alone and the same unit paired with U+0000', () => {
    assert.notEqual(contentHash('a'), contentHash('a\u0000'));
    assert.notEqual(contentHash('abc'), contentHash('abc\u0000'));
  });

  test('changes with every one-character edit of a row, at every position', () => {
    const json = JSON.stringify(ROW);
    const seen = new Map<string, string>([[contentHash(json), json]]);
    for (let at = 0; at < json.length; at++) {
      for (const replacement of ['0', '1', '9', 'a', 'Z', '"', ' ', '\u00e9', '\u20ac', '\ud83d']) {
        if (json[at] === replacement) continue;
        const edited = json.slice(0, at) + replacement + json.slice(at + 1);
        const hash = contentHash(edited);
        assert.equal(seen.get(hash) ?? edited, edited, `"${edited}" has the hash of "${seen.get(hash)}"`);
        seen.set(hash, edited);
      }
    }
  });

  test('gives 300,000 successive states of one row 300,000 different hashes', () => {
    const seen = new Set<string>();
    for (let step = 0; step < 300_000; step++) {
      const altitude = Math.round(step * 0.1 * 10) / 10;
      const updated = new Date(Date.UTC(2026, 10, 22) + step).toISOString();
      seen.add(contentHash(JSON.stringify({ ...ROW, altitude, updated_at: updated })));
    }
    assert.equal(seen.size, 300_000);
  });

  test('is what an entity tag carries, after the format and the version', () => {
    const json = JSON.stringify(ROW);
    assert.equal(tagOfJson(json, 2, 'json'), `"json-v2-${contentHash(json)}"`);
    assert.notEqual(tagOfJson(json, 2, 'json'), tagOfJson(json, 2, 'xml'));
    assert.notEqual(tagOfJson(json, 1, 'json'), tagOfJson(json, 2, 'json'));
  });
});
