// Issue 5 over HTTP: the pages people get at the API's own URLs, the form flow (303 after a write,
// 422 with the form again), the HTML-only form routes, and the pages' own files.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LOCATION_V2, READING_V2, rowById } from '../fixtures/resources.js';
import { referencedId } from '../support/references.js';
import { startServer } from '../support/server.js';
import type { Answer, TestServer } from '../support/server.js';

const PAGE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const strings = (fields: Record<string, string | number>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));

function assertPage(answer: Answer, status = 200): void {
  assert.equal(answer.status, status, answer.text.slice(0, 400));
  assert.match(String(answer.headers['content-type']), /^text\/html; charset=utf-8$/);
  assert.match(answer.text, /^<!doctype html>/);
  assert.match(String(answer.headers['content-security-policy']), /script-src 'self'/);
  // Nothing inline for the policy to refuse: one script, ours, by URL; no handlers; no style attributes.
  assert.deepEqual(answer.text.match(/<script[^>]*>/g), ['<script src="/assets/fieldlog.js" defer>']);
  assert.doesNotMatch(answer.text, /<[^>]+\s(on\w+|style)=/i);
}

describe('pages for people (issue 5)', () => {
  let server: TestServer;
  let location: string;
  let reading: string;
  before(async () => {
    server = await startServer();
    location = (await server.request('POST', '/locations', { json: { version_number: 2, ...LOCATION_V2 } })).json().data.id;
    await server.request('POST', '/locations', { json: { version_number: 2, ...LOCATION_V2, longitude: 7.11 } });
    reading = (await server.request('POST', '/readings', { json: { version_number: 2, ...READING_V2 } })).json().data.id;
  });
  after(() => server.close());

  test('every route people visit answers a page of its own, with no version_number', async () => {
    const pages: [string, RegExp][] = [
      ['/', /<h1>Fieldlog<\/h1>[\s\S]*href="\/docs"[\s\S]*href="\/problems"/],
      ['/locations', /<svg class="chart" id="locations-scatter"/],
      ['/locations/new', /<form class="fields" method="post" action="\/locations">/],
      [`/locations/${location}`, /<h2 id="nearby">/],
      [`/locations/${location}/edit`, /name="_method" value="PUT"/],
      [`/locations/${location}/nearby?radius=5000`, /distance_m/],
      ['/locations/search?bbox=7,50,8,51', /<h1>Search locations<\/h1>/],
      ['/locations/latest', /<h1>Latest locations<\/h1>/],
      ['/readings', /data-refresh="\/readings\/latest"/],
      [`/readings/${reading}`, /<svg class="chart" id="history-chart"/],
      [`/readings/${reading}/history`, /<h1>History of bonn:rheinaue<\/h1>/],
      ['/readings/search?area=bonn:*', /<h1>Search readings<\/h1>/],
      ['/readings/latest', /<h1>Latest reading of each area<\/h1>/],
      ['/readings/summary', /Pooled statistics per area/],
      ['/problems', /<h1>Problem types<\/h1>/],
    ];
    for (const [path, shows] of pages) {
      const answer = await server.request('GET', path, { headers: PAGE });
      assertPage(answer);
      assert.match(answer.text, shows, path);
    }
  });

  test('list pages link the next page, keeping the query, and the newest page from later ones', async () => {
    const first = await server.request('GET', '/locations?limit=1', { headers: PAGE });
    assertPage(first);
    const next = first.text.match(/<a href="([^"]+)" rel="next">Next page<\/a>/)?.[1]?.replace(/&amp;/g, '&');
    assert.ok(next !== undefined && next.startsWith('/locations?limit=1&cursor='), next);
    const second = await server.request('GET', next, { headers: PAGE });
    assertPage(second);
    assert.match(second.text, /<a href="\/locations\?limit=1" rel="first">Newest page<\/a>/);
    const summary = await server.request(
      'GET',
      `/readings/summary?limit=1&cursor=${encodeURIComponent(new URL(next, 'http://x').searchParams.get('cursor')!)}`,
      { headers: PAGE },
    );
    assert.equal(summary.status, 400, 'a cursor of another route is refused, on pages too');
    // The summary page charts with the search route: the summary's own cursor must not reach it.
    await server.request('POST', '/readings', { json: { version_number: 2, ...READING_V2, area: 'koeln:dom' } });
    const areas = await server.request('GET', '/readings/summary?limit=1', { headers: PAGE });
    const later = areas.text.match(/<a href="([^"]+)" rel="next">/)?.[1]?.replace(/&amp;/g, '&');
    assert.ok(later !== undefined);
    const secondArea = await server.request('GET', later, { headers: PAGE });
    assertPage(secondArea);
    assert.match(secondArea.text, /koeln:dom/);
  });

  test("forms carry the registry's bounds: min, max, step, pattern, maxlength and required, each input labelled", async () => {
    const page = await server.request('GET', '/readings/new', { headers: PAGE });
    assert.match(
      page.text,
      /<label for="new-area">area<\/label>\n<input id="new-area" name="area" type="text" required minlength="1" maxlength="128" pattern="\[A-Za-z0-9\\\._\\:\\-\]\+"/,
    );
    assert.match(page.text, /<input id="new-good" name="good" type="number" required step="1" min="0"/);
    assert.match(page.text, /<input id="new-mean" name="mean" type="number" required step="any" placeholder/);
    const search = await server.request('GET', '/locations', { headers: PAGE });
    assert.match(search.text, /<form class="fields" method="get" action="\/locations\/search" role="search" data-search data-version="3"/);
    assert.match(search.text, /<input id="search-limit" name="limit" type="number" step="1" min="1" max="1000"/);
    for (const id of page.text.matchAll(/<input id="([^"]+)"/g))
      assert.ok(page.text.includes(`<label for="${id[1]}">`), `${id[1]} has a label`);
  });

  test('/{collection}/new and /{id}/edit answer only HTML: JSON and XML get 406 listing text/html', async () => {
    for (const [path, headers] of [
      ['/locations/new', {}],
      ['/readings/new.json', PAGE],
      [`/locations/${location}/edit.xml`, {}],
      [`/readings/${reading}/edit`, { accept: 'application/xml' }],
    ] as const) {
      const answer = await server.request('GET', path, { headers });
      assert.equal(answer.status, 406, `${path}: ${answer.text}`);
      assert.ok(!answer.headers['content-type']?.toString().startsWith('text/html'));
      assert.match(answer.text, /text\/html/);
    }
    assert.deepEqual((await server.request('GET', '/locations/new')).json().available, ['text/html']);
    const missing = await server.request('GET', '/locations/01XNOTHERE/edit', { headers: PAGE });
    assertPage(missing, 404);
    assert.match(missing.text, /nothing to edit/);
  });

  test('a form write answers 303 to the page, which shows the confirmation once', async () => {
    // The forms are of the newest version, 3, which names the device (issue 18).
    const device = await referencedId(server, 'devices');
    const created = await server.request('POST', '/locations', { form: { ...strings(LOCATION_V2), device }, headers: PAGE });
    assert.equal(created.status, 303);
    const target = String(created.headers.location);
    assert.match(target, /^\/locations\/[0-9A-Z]+$/);
    const cookie = String(created.headers['set-cookie']).split(';')[0]!;
    assert.match(String(created.headers['set-cookie']), /HttpOnly; SameSite=Lax/);
    const shown = await server.request('GET', target, { headers: { ...PAGE, cookie } });
    assertPage(shown);
    assert.match(shown.text, /<p class="message flash" role="status">Location [0-9A-Z]+ created\.<\/p>/);
    assert.match(String(shown.headers['set-cookie']), /Max-Age=0/, 'the page clears the confirmation');
    assert.equal(shown.headers.etag, undefined, 'a page is never cached as the resource');
    const id = target.split('/')[2]!;

    const replaced = await server.request('POST', target, {
      form: { _method: 'PUT', ...strings(LOCATION_V2), altitude: '70', device },
      headers: PAGE,
    });
    assert.equal(replaced.status, 303);
    assert.equal(replaced.headers.location, target);
    assert.equal((await rowById(server, 'locations', id))?.altitude, 70);
    const deleted = await server.request('POST', target, { form: { _method: 'DELETE' }, headers: PAGE });
    assert.equal(deleted.status, 303);
    assert.equal(deleted.headers.location, '/locations');
    assert.match(decodeURIComponent(String(deleted.headers['set-cookie'])), new RegExp(`Location ${id} deleted`));
    assert.equal(await rowById(server, 'locations', id), undefined);
  });

  test('a refused form comes back (422) with the values sent and every error beside its field', async () => {
    const answer = await server.request('POST', '/locations', {
      form: { ...strings(LOCATION_V2), latitude: '91', speed: 'fast' },
      headers: PAGE,
    });
    assertPage(answer, 422);
    assert.match(answer.text, /<input id="new-latitude" name="latitude" type="number" value="91"/);
    assert.match(answer.text, /<input id="new-speed" name="speed" type="number" value="fast"/);
    assert.match(answer.text, /<p class="error" id="new-latitude-error">latitude must be &lt;= 90<\/p>/);
    const api = await server.request('POST', '/locations', {
      form: { version_number: '2', ...strings(LOCATION_V2), latitude: '91', speed: 'fast' },
    });
    for (const error of api.json().errors) {
      assert.ok(
        answer.text.includes(`id="new-${error.parameter}-error">${error.message.replace(/"/g, '&quot;').replace(/</g, '&lt;')}<`),
        error.message,
      );
    }
    const edit = await server.request('POST', `/locations/${location}`, {
      form: { _method: 'PUT', ...strings(LOCATION_V2), altitude: '-20000' },
      headers: PAGE,
    });
    assertPage(edit, 422);
    assert.match(edit.text, /<h1>Edit location <code>/);
    assert.match(edit.text, /<input id="edit-altitude" name="altitude" type="number" value="-20000"/);
    assert.match(edit.text, /altitude must be &gt;= -12000/);
    assert.equal((await rowById(server, 'locations', location))?.altitude, LOCATION_V2.altitude);
  });

  test('on pages, empty query fields mean "not given"; programs still get 422 for an empty value', async () => {
    const page = await server.request('GET', '/readings/search?area=bonn%3A*&from=&to=&min_mean=&max_mean=&limit=', { headers: PAGE });
    assertPage(page);
    assert.ok(page.text.includes(reading));
    const api = await server.request('GET', '/readings/search?version_number=2&area=bonn%3A*&min_mean=');
    assert.equal(api.status, 422);
  });

  test('/assets/ serves the style sheet and the script, cacheable, with their media types', async () => {
    const script = await server.request('GET', '/assets/fieldlog.js');
    assert.equal(script.status, 200);
    assert.equal(script.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.match(String(script.headers['cache-control']), /public, max-age=\d+/);
    assert.match(script.text, /version_number/);
    const style = await server.request('GET', '/assets/fieldlog.css');
    assert.equal(style.headers['content-type'], 'text/css; charset=utf-8');
    assert.equal((await server.request('GET', '/assets/other.js')).status, 404);
  });

  test('problem pages say what happened and where to go', async () => {
    const collection = await server.request('GET', '/widgets', { headers: PAGE });
    assertPage(collection, 404);
    assert.match(collection.text, /<a href="\/locations">locations<\/a> and <a href="\/readings">readings<\/a>/);
    const method = await server.request('PUT', '/locations', { headers: PAGE });
    assertPage(method, 405);
    assert.match(method.text, /This address answers GET, HEAD, POST, DELETE, OPTIONS\. <a href="\/locations">Open it<\/a>/);
    const resource = await server.request('GET', '/readings/01XNOTHERE', { headers: PAGE });
    assert.match(resource.text, /<a href="\/readings">List the readings<\/a>/);
    const hostile = await server.request('GET', '//evil.example/x', { headers: PAGE });
    assert.doesNotMatch(hostile.text, /href="\/\/evil/, 'a link on an error page never leaves the site');
  });
});
