import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseFormEncoded } from '../../../src/http/input/form.js';
import { parseJsonBody } from '../../../src/http/input/json-body.js';
import { problemOf } from '../../support/problem-assertions.js';
import { parseXmlBody } from '../../../src/http/input/xml-body.js';

describe('JSON bodies', () => {
  test('an object becomes flat parameters in a null-prototype object', () => {
    const { values, duplicates } = parseJsonBody(
      '{"longitude": 7.1, "__proto__": {"x": 1}}'.replace(', "__proto__": {"x": 1}', ', "__proto__": 5'),
      64,
    );
    assert.equal(Object.getPrototypeOf(values), null);
    assert.equal(values.longitude, 7.1);
    assert.equal(Object.hasOwn(values, '__proto__'), true);
    assert.deepEqual(duplicates, []);
  });

  test('a syntax error names the position', () => {
    const problem = problemOf(() => parseJsonBody('{"a": }', 64));
    assert.equal(problem.type, 'body-malformed');
    assert.equal(problem.extensions.position, 6);
  });

  test('deep nesting is refused before JSON.parse walks it', () => {
    const problem = problemOf(() => parseJsonBody('['.repeat(100_000) + ']'.repeat(100_000), 64));
    assert.equal(problem.type, 'body-shape');
  });

  test('brackets inside strings do not count as nesting', () => {
    assert.equal(parseJsonBody(`{"area": "${'['.repeat(50)}\\"{{{"}`, 64).values.area, `${'['.repeat(50)}"{{{`);
  });

  test('arrays, null and nested values are not parameters', () => {
    for (const text of ['[]', 'null', '5', '"x"', '{"a": {"b": 1}}', '{"a": [1]}']) {
      assert.equal(problemOf(() => parseJsonBody(text, 64)).type, 'body-shape', text);
    }
  });

  test('more parameters than the cap are refused, not cut', () => {
    const body = JSON.stringify(Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`p${i}`, i])));
    assert.equal(problemOf(() => parseJsonBody(body, 64)).type, 'body-shape');
  });
});

describe('form bodies and query strings', () => {
  test('repeated keys are reported as duplicates', () => {
    const { values, duplicates } = parseFormEncoded('a=1&b=2&a=3', 64, 'query');
    assert.equal(values.a, '1');
    assert.deepEqual(duplicates, ['a']);
  });

  test('bracketed keys are refused', () => {
    assert.equal(problemOf(() => parseFormEncoded('a[b]=1', 64, 'body')).type, 'body-shape');
  });

  test('a thousand and one keys are refused rather than cut at 1,000 as querystring.parse does', () => {
    const text = Array.from({ length: 1001 }, (_, i) => `k${i}=1`).join('&');
    assert.equal(problemOf(() => parseFormEncoded(text, 64, 'body')).type, 'body-shape');
  });
});

describe('XML bodies', () => {
  test("the root element's children are the parameters, their text as sent (issue 14: not trimmed, as form and JSON values are not), CDATA included", () => {
    const { values } = parseXmlBody(
      '<?xml version="1.0"?>\n<location>\n  <longitude> 7.1 </longitude>\n  <area><![CDATA[a:b]]></area>\n</location>',
      64,
    );
    assert.deepEqual({ ...values }, { longitude: ' 7.1 ', area: 'a:b' });
  });

  test("only XML's own entities and character references are expanded; an HTML entity such as &nbsp; is malformed XML (issue 14)", () => {
    assert.equal(parseXmlBody('<l><a>&lt;&gt;&amp;&quot;&apos;&#65;&#x42;</a></l>', 64).values.a, '<>&"\'AB');
    const problem = problemOf(() => parseXmlBody('<l><a>1&nbsp;</a></l>', 64));
    assert.equal(problem.type, 'body-malformed');
    assert.match(problem.detail, /entity/);
  });

  test('a truncated document is refused with its position', () => {
    const problem = problemOf(() => parseXmlBody('<location><longitude>1</longitude><latitude>2', 64));
    assert.equal(problem.type, 'body-malformed');
    assert.equal(typeof problem.extensions.line, 'number');
  });

  test('a DOCTYPE is refused, so no entity can expand', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><location><a>&lol2;</a></location>';
    assert.equal(problemOf(() => parseXmlBody(laughs, 64)).type, 'body-malformed');
    const external = '<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><location><a>&xxe;</a></location>';
    assert.equal(problemOf(() => parseXmlBody(external, 64)).type, 'body-malformed');
  });

  test('an element named __proto__ is an ordinary parameter name', () => {
    const { values } = parseXmlBody('<location><__proto__>x</__proto__></location>', 64);
    assert.equal(Object.getPrototypeOf(values), null);
    assert.equal(values.__proto__, 'x');
  });

  test('nested elements, text in the root and two roots are refused', () => {
    assert.equal(problemOf(() => parseXmlBody('<l><a><b>1</b></a></l>', 64)).type, 'body-shape');
    assert.equal(problemOf(() => parseXmlBody('<l>text<a>1</a></l>', 64)).type, 'body-shape');
    assert.equal(problemOf(() => parseXmlBody('<l><a>1</a></l><m/>', 64)).type, 'body-malformed');
  });

  test('repeated elements are duplicates', () => {
    assert.deepEqual(parseXmlBody('<l><a>1</a><a>2</a></l>', 64).duplicates, ['a']);
  });
});
