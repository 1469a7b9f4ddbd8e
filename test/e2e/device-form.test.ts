// Issue 18: a device's description runs to paragraphs, so its form field is a textarea that keeps
// line breaks, on the create form, the edit form and a refused form alike.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const PAGE = { accept: 'text/html' };
let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

test('the description is a labelled textarea with the registry bounds; name and kind stay one-line inputs', async () => {
  const page = await server.request('GET', '/devices/new', { headers: PAGE });
  assert.equal(page.status, 200);
  assert.match(
    page.text,
    /<label for="new-description">description <span class="muted">\(optional\)<\/span><\/label>\n<textarea id="new-description" name="description" rows="4" minlength="1" maxlength="2000"/,
  );
  assert.match(page.text, /<input id="new-name" name="name" type="text" required minlength="1" maxlength="128"/);
  assert.match(page.text, /<input id="new-kind" name="kind" type="text"/);
});

test('a description with line breaks is stored as written and shown in the edit form, escaped', async () => {
  const description = 'North mast, 2 m up.\r\nBattery <changed> 2026-11-01.';
  const created = await server.request('POST', '/devices', { form: { name: 'Mast 1', description }, headers: PAGE });
  assert.equal(created.status, 303, created.text.slice(0, 300));
  const id = String(created.headers.location).split('/')[2]!;
  const stored = (await server.request('GET', `/devices/${id}?version_number=1`)).json().data;
  assert.equal(stored.description, description);
  const edit = await server.request('GET', `/devices/${id}/edit`, { headers: PAGE });
  assert.match(
    edit.text,
    /<textarea id="edit-description" name="description"[^>]*>North mast, 2 m up\.\r?\nBattery &lt;changed&gt; 2026-11-01\.<\/textarea>/,
  );
  const refused = await server.request('POST', '/devices', { form: { name: '', description: 'kept\ntext' }, headers: PAGE });
  assert.equal(refused.status, 422);
  assert.match(refused.text, /<textarea id="new-description"[^>]*>kept\ntext<\/textarea>/);
});

test('the location and reading forms offer the existing devices by name for their device field', async () => {
  const made = await server.request('POST', '/devices', { json: { version_number: 1, name: 'Collar <7>' } });
  const id = made.json().data.id;
  for (const collection of ['locations', 'readings']) {
    const page = await server.request('GET', `/${collection}/new`, { headers: PAGE });
    assert.match(page.text, /<input id="new-device" name="device" type="text"[^>]* list="new-device-list"/, collection);
    assert.match(
      page.text,
      new RegExp(`<datalist id="new-device-list">.*<option value="${id}">Collar &lt;7&gt;</option>`, 's'),
      collection,
    );
  }
  // A refused form offers them again.
  const refused = await server.request('POST', '/locations', { form: { longitude: '500' }, headers: PAGE });
  assert.equal(refused.status, 422);
  assert.match(refused.text, new RegExp(`<option value="${id}">Collar &lt;7&gt;</option>`));
});
