// Issue 5: forms are protected against cross-site request forgery by the browser's own account of
// where a request comes from (Sec-Fetch-Site, else Origin against Host), without tokens. API clients
// sending JSON or XML are not affected, with or without an Origin; a CORS-allowed origin may call the
// API but not post forms.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LOCATION_V2, rowById, tableRows, toXml } from '../fixtures/resources.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const FORM = { version_number: '2', ...Object.fromEntries(Object.entries(LOCATION_V2).map(([k, v]) => [k, String(v)])) };
const PAGE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const ALLOWED_ORIGIN = 'https://app.example';

describe('cross-site form posts (issue 5)', () => {
  let server: TestServer;
  let self: string;
  before(async () => {
    server = await startServer({ cors: { origins: [ALLOWED_ORIGIN] } });
    self = `http://127.0.0.1:${server.port}`;
  });
  after(() => server.close());

  const refused = async (headers: Record<string, string>, target = '/locations', form: Record<string, string> = FORM) => {
    const before = (await tableRows(server, 'locations')).length;
    const answer = await server.request('POST', target, { form, headers: { ...PAGE, ...headers } });
    assert.equal(answer.status, 403, answer.text);
    assert.equal((await tableRows(server, 'locations')).length, before, 'nothing was written');
    return answer;
  };

  test("a form post that the browser says came from another site is refused with 403 cross-site-form, in the page's format", async () => {
    const page = await refused({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.ok(page.text.includes('A form on another site may not change data here'));
    const json = await server.request('POST', '/locations', {
      form: FORM,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    assert.equal(json.status, 403);
    const problem = json.json();
    assert.equal(problem.type, '/problems/cross-site-form');
    assert.equal(problem.origin, 'https://evil.example');
    assert.equal(problem.sec_fetch_site, 'cross-site');
  });

  test('without Sec-Fetch-Site, a foreign or null Origin is refused; same-site subdomains are other origins too', async () => {
    await refused({ origin: 'https://evil.example' });
    await refused({ origin: 'null' });
    await refused({ origin: self.replace('127.0.0.1', 'localhost') });
    await refused({ 'sec-fetch-site': 'same-site' });
    // text/plain and multipart forms need no preflight either.
    const plain = await server.request('POST', '/locations', {
      body: 'version_number=2',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
    });
    assert.equal(plain.status, 403);
  });

  test('an update or delete through _method from another site is refused and the row stays as it was', async () => {
    const created = await server.request('POST', '/locations', { json: { version_number: 2, ...LOCATION_V2 } });
    const id = created.json().data.id as string;
    await refused({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, `/locations/${id}`, { _method: 'DELETE' });
    await refused({ origin: 'https://evil.example' }, `/locations/${id}`, { ...FORM, _method: 'PUT', altitude: '1' });
    assert.equal((await rowById(server, 'locations', id))?.altitude, LOCATION_V2.altitude);
  });

  test('a CORS-allowed origin may call the API with JSON but may not post forms', async () => {
    const json = await server.request('POST', '/locations', {
      json: { version_number: 2, ...LOCATION_V2 },
      headers: { origin: ALLOWED_ORIGIN, 'sec-fetch-site': 'cross-site' },
    });
    assert.equal(json.status, 201, json.text);
    assert.equal(json.headers['access-control-allow-origin'], ALLOWED_ORIGIN);
    const form = await refused({ origin: ALLOWED_ORIGIN, 'sec-fetch-site': 'cross-site' });
    assert.equal(form.headers['access-control-allow-origin'], ALLOWED_ORIGIN, 'the refusal is readable by the calling page');
  });

  test('same-origin form posts work: Sec-Fetch-Site same-origin or none, or an Origin that matches Host', async () => {
    const sameOrigin: Record<string, string>[] = [
      { origin: self, 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin: self },
      { origin: self.toUpperCase().replace('HTTP', 'http') },
    ];
    for (const headers of sameOrigin) {
      const answer = await server.request('POST', '/locations', { form: FORM, headers: { ...PAGE, ...headers } });
      assert.equal(answer.status, 303, `${JSON.stringify(headers)}: ${answer.text}`);
    }
  });

  test('API clients are unaffected: JSON and XML with or without a foreign Origin, and forms without an Origin', async () => {
    const foreign = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const clients: Record<string, string>[] = [{}, foreign, { origin: 'https://evil.example' }];
    for (const headers of clients) {
      const json = await server.request('POST', '/locations', { json: { version_number: 2, ...LOCATION_V2 }, headers });
      assert.equal(json.status, 201, json.text);
      const xml = await server.request('POST', '/locations', { xml: toXml('location', { version_number: 2, ...LOCATION_V2 }), headers });
      assert.equal(xml.status, 201, xml.text);
      const id = json.json().data.id as string;
      const put = await server.request('PUT', `/locations/${id}`, { json: { version_number: 2, ...LOCATION_V2, altitude: 5 }, headers });
      assert.equal(put.status, 200, put.text);
    }
    const curl = await server.request('POST', '/locations', { form: FORM });
    assert.equal(curl.status, 201, 'a form body from a program without Origin is an API call');
  });
});
