import assert from 'node:assert/strict';
import { test } from 'node:test';
import { escapeXml, renderXml } from '../../../src/http/output/xml.js';

test('objects, arrays and null map to elements, <i> items and nil', () => {
  assert.equal(
    renderXml('r', { a: 1, b: [true, 'x'], c: null, d: { e: 'f' } }),
    '<?xml version="1.0" encoding="UTF-8"?>\n<r><a>1</a><b><i>true</i><i>x</i></b><c nil="true"/><d><e>f</e></d></r>\n',
  );
});

test('text and attributes are escaped, including text that already looks escaped', () => {
  assert.equal(escapeXml('<a href="x">&amp;</a>'), '&lt;a href=&quot;x&quot;&gt;&amp;amp;&lt;/a&gt;');
  assert.match(renderXml('problem', {}, { xmlns: 'a"<&' }), /xmlns="a&quot;&lt;&amp;"/);
});

test('characters XML 1.0 cannot carry become U+FFFD, so the document stays well-formed', () => {
  assert.equal(escapeXml('a\u0000b\u001Fc\uFFFEd'), 'a\uFFFDb\uFFFDc\uFFFDd');
});

test('keys that are not XML names are carried in an attribute', () => {
  assert.match(renderXml('r', { 'a b': 1 }), /<member name="a b">1<\/member>/);
});
