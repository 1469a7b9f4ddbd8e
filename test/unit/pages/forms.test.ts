import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRegistry } from '../../../src/resources/index.js';
import { EMPTY_FORM, renderField, renderFormProblem, toHtmlPattern } from '../../../src/pages/forms.js';

// HTML compiles `pattern` as ^(?:…)$ with the v flag (HTML §4.10.5.3.8).
const asBrowser = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'v');

test('every pattern in the registry becomes an HTML pattern that compiles with the v flag and accepts the same strings', () => {
  const registry = buildRegistry();
  let checked = 0;
  for (const call of registry.calls()) {
    for (const version of call.versions) {
      for (const [name, spec] of Object.entries(version.parameters)) {
        if (spec.schema.pattern === undefined) continue;
        const original = new RegExp(spec.schema.pattern, 'u');
        const browser = asBrowser(toHtmlPattern(spec.schema.pattern));
        const samples = [
          String(spec.example),
          '',
          ' ',
          'a-b',
          'a b',
          '<script>',
          'x*',
          '1,2,3,4',
          '-1.5,2,3,4',
          'bonn:rheinaue',
          'a]b',
          'a\\b',
        ];
        for (const sample of samples)
          assert.equal(browser.test(sample), original.test(sample), `${call.name} ${name}: ${JSON.stringify(sample)}`);
        checked++;
      }
    }
  }
  assert.ok(checked > 0);
});

test('class punctuators are escaped for v-mode, ranges and negation kept', () => {
  assert.equal(toHtmlPattern('^[A-Za-z0-9._:-]+$'), String.raw`[A-Za-z0-9\._\:\-]+`);
  assert.equal(toHtmlPattern('^[^-a]$'), String.raw`[^\-a]`);
  assert.equal(toHtmlPattern(String.raw`^\d+(\.\d+)?$`), String.raw`\d+(\.\d+)?`);
  assert.equal(toHtmlPattern('^[a-z(|)]$'), String.raw`[a-z\(\|\)]`);
  for (const pattern of ['^[A-Za-z0-9._:-]+$', '^[^-a]$', '^[a-z(|)]$']) assert.doesNotThrow(() => asBrowser(toHtmlPattern(pattern)));
});

test('a field carries its bounds, its label, its help and, when refused, its error tied to the input', () => {
  const registry = buildRegistry();
  const latitude = registry.newest('location').parameters.latitude!;
  const plain = renderField('latitude', latitude, { idPrefix: 'new', required: true, state: EMPTY_FORM }).text;
  assert.match(plain, /<label for="new-latitude">latitude <span class="muted">\(degrees\)<\/span><\/label>/);
  assert.match(plain, /type="number" required step="any" min="-90" max="90"/);
  assert.match(plain, /aria-describedby="new-latitude-help"/);
  const refused = renderField('latitude', latitude, {
    idPrefix: 'new',
    required: true,
    state: { values: { latitude: '"91' }, errors: new Map([['latitude', ['latitude must be <= 90']]]) },
  }).text;
  assert.match(refused, /value="&quot;91"/);
  assert.match(refused, /aria-invalid="true" aria-describedby="new-latitude-help new-latitude-error"/);
  assert.match(refused, /<p class="error" id="new-latitude-error">latitude must be &lt;= 90<\/p>/);
});

test("a refused form's summary takes the focus on load and links each field in error, then lists what no field shows (issue 23)", () => {
  const errors = new Map([
    ['good', ['good must be <= number (60)']],
    ['area', ['area is required']],
    ['colour', ['colour is not a parameter']],
  ]);
  const summary = renderFormProblem('2 values were not accepted.', { values: {}, errors }, ['time', 'area', 'good'], 'new').text;
  assert.match(summary, /^<div class="problem" role="alert" data-problem tabindex="-1" autofocus>/);
  // In the form's order, not the problem's: the list reads as the form does.
  assert.deepEqual(
    [...summary.matchAll(/<li><a href="#([\w-]+)">([^<]+)<\/a><\/li>/g)].map((m) => [m[1], m[2]]),
    [
      ['new-area', 'area: area is required'],
      ['new-good', 'good: good must be &lt;= number (60)'],
    ],
  );
  assert.match(summary, /<li>colour is not a parameter<\/li>/);
  assert.equal(renderFormProblem(undefined, EMPTY_FORM, ['time'], 'new').text, '', 'nothing refused, no summary');
});
