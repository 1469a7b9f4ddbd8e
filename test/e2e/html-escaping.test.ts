// Issue 5: every value a page shows is escaped. An area cannot hold markup (its pattern forbids it),
// so the hostile values come from where people and programs can put anything: ids in the path,
// values echoed back in a refused form or a problem, parameter names, and the confirmation cookie.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LOCATION_V2 } from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import type { Answer, TestServer } from '../support/server.js';

const PAGE = { accept: 'text/html' };
const SCRIPT = '<script>alert(1)</script>';
const ATTRIBUTE = '"><img src=x onerror=alert(1)>';
const strings = (fields: Record<string, string | number>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));

/** No markup of the attacker's survives: only our one script tag, no element with a handler, no img. */
function assertInert(answer: Answer): void {
  assert.match(String(answer.headers['content-type']), /^text\/html/);
  assert.deepEqual(answer.text.match(/<script/g), ['<script'], 'only our own script element');
  // Attribute values are blanked first: escaped markup inside value="…" is text, not an attribute.
  const outsideValues = answer.text.replace(/"[^"]*"/g, '""');
  assert.doesNotMatch(outsideValues, /<img|<svg onload|<[^>]+\son\w+=/i);
}

describe('escaping on pages (issue 5)', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('an id in the path is shown as text on show, edit, nearby and history pages', async () => {
    for (const path of ['/locations/', '/readings/']) {
      for (const suffix of ['', '/edit', path === '/locations/' ? '/nearby?radius=10' : '/history']) {
        const answer = await server.request('GET', `${path}${encodeURIComponent(SCRIPT)}${suffix}`, { headers: PAGE });
        assert.equal(answer.status, 404, `${path}…${suffix}: ${answer.status}`);
        assertInert(answer);
        assert.ok(answer.text.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
      }
    }
  });

  test('values echoed by a refused form stay inside their value attributes', async () => {
    const answer = await server.request('POST', '/locations', {
      form: { ...strings(LOCATION_V2), timestamp: ATTRIBUTE, altitude: SCRIPT },
      headers: PAGE,
    });
    assert.equal(answer.status, 422);
    assertInert(answer);
    assert.ok(answer.text.includes(`value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"`));
    assert.ok(answer.text.includes('value="&lt;script&gt;alert(1)&lt;/script&gt;"'));
  });

  test('a hostile parameter name is listed as text above the form', async () => {
    const answer = await server.request('POST', '/locations', { form: { ...strings(LOCATION_V2), [ATTRIBUTE]: SCRIPT }, headers: PAGE });
    assert.equal(answer.status, 422);
    assertInert(answer);
    assert.ok(answer.text.includes('&quot;&gt;&lt;img src=x onerror=alert(1)&gt; is not a parameter'), answer.text.slice(0, 3000));
  });

  test('a problem page echoing `received` (a search, a radius) shows it as text', async () => {
    for (const target of [
      `/readings/search?area=${encodeURIComponent(SCRIPT)}`,
      `/locations/search?bbox=${encodeURIComponent(ATTRIBUTE)}`,
      `/readings/summary?from=${encodeURIComponent(ATTRIBUTE)}`,
    ]) {
      const answer = await server.request('GET', target, { headers: PAGE });
      assert.equal(answer.status, 422, target);
      assertInert(answer);
    }
  });

  test('a confirmation cookie set to markup is shown as text', async () => {
    const answer = await server.request('GET', '/locations', {
      headers: { ...PAGE, cookie: `fieldlog_flash=${encodeURIComponent(SCRIPT + ATTRIBUTE)}` },
    });
    assert.equal(answer.status, 200);
    assertInert(answer);
    assert.ok(answer.text.includes('<p class="message flash" role="status">&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img'));
  });
});
