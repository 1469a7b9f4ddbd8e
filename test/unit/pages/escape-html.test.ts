// escapeHtml (src/pages/html.ts): every value a page shows from data goes through it. It skips the
// replace when nothing needs escaping; these say that skipping changes no answer.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { escapeHtml, html } from '../../../src/pages/html.js';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

test('each of & < > " \' becomes its entity, everywhere in the text', () => {
  assert.equal(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`), '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
  assert.equal(escapeHtml('&&'), '&amp;&amp;');
});

test('text with nothing to escape, numbers, booleans and null are shown as String() shows them', () => {
  for (const value of ['plain text', '', 'Zürich · 12 °C', 42, -0.5, 1e21, Number.NaN, true, null])
    assert.equal(escapeHtml(value), String(value));
});

test('any text: decoding the escaped text gives it back, and no special character is left bare', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (text) => {
      const escaped = escapeHtml(text);
      assert.doesNotMatch(escaped, /[<>"']/);
      assert.doesNotMatch(escaped, /&(?!amp;|lt;|gt;|quot;|#39;)/);
      assert.equal(
        escaped.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => Object.keys(ENTITIES).find((c) => ENTITIES[c] === entity)!),
        text,
      );
    }),
  );
});

test('html`` escapes what it interpolates, and only that', () => {
  assert.equal(html`<p title="${'a"b'}">${'<b>'}</p>`.text, '<p title="a&quot;b">&lt;b&gt;</p>');
});
