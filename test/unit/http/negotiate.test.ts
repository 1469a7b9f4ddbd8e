import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { negotiateFormat, splitFormatSuffix } from '../../../src/http/semantics/negotiate.js';

describe('negotiateFormat', () => {
  const cases: [string | undefined, string | undefined][] = [
    [undefined, 'json'],
    ['', 'json'],
    ['*/*', 'json'],
    ['application/json', 'json'],
    ['application/problem+json', 'json'],
    ['application/xml', 'xml'],
    ['text/xml', 'xml'],
    ['application/problem+xml', 'xml'],
    ['text/html', 'html'],
    // What browsers send: HTML wins over the XML they also accept at q=0.9.
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'html'],
    ['application/json;q=0.5, application/xml', 'xml'],
    ['application/xml;q=0.2, application/json;q=0.3', 'json'],
    ['text/*', 'html'],
    ['application/*', 'json'],
    ['image/png', undefined],
    // RFC 9110 §12.4.2: q=0 means "not acceptable", not "least preferred".
    ['application/json;q=0', undefined],
    ['*/*;q=0.1, application/json;q=0', 'xml'],
  ];
  for (const [accept, format] of cases) {
    test(`Accept ${JSON.stringify(accept)} → ${format ?? 'nothing offered (406)'}`, () => {
      assert.equal(negotiateFormat(accept), format);
      assert.equal(negotiateFormat(accept), format, 'cached answer is the same');
    });
  }
});

describe('splitFormatSuffix', () => {
  test('splits a known suffix off the last segment only', () => {
    assert.deepEqual(splitFormatSuffix('/locations/abc.xml'), { path: '/locations/abc', format: 'xml' });
    assert.deepEqual(splitFormatSuffix('/locations.json'), { path: '/locations', format: 'json' });
    assert.deepEqual(splitFormatSuffix('/readings/x.html'), { path: '/readings/x', format: 'html' });
    assert.equal(splitFormatSuffix('/locations/abc'), undefined);
    assert.equal(splitFormatSuffix('/a.xml/b'), undefined);
    assert.equal(splitFormatSuffix('/locations/abc.yaml'), undefined);
  });

  test('the last dot of the last segment decides, as a path without a slash or a dot gives', () => {
    assert.deepEqual(splitFormatSuffix('/locations/a.b.xml'), { path: '/locations/a.b', format: 'xml' });
    assert.equal(splitFormatSuffix('/locations/a.xml.b'), undefined);
    assert.deepEqual(splitFormatSuffix('/.json'), { path: '/', format: 'json' });
    assert.deepEqual(splitFormatSuffix('x.json'), { path: 'x', format: 'json' });
    assert.equal(splitFormatSuffix('/locations/abc/'), undefined);
    assert.equal(splitFormatSuffix('/locations/abc.'), undefined);
    assert.equal(splitFormatSuffix(''), undefined);
    assert.equal(splitFormatSuffix('/'), undefined);
    assert.equal(splitFormatSuffix('/locations/ABC.XML'), undefined);
  });
});
