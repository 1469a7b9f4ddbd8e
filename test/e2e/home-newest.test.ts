// Issue 22: the home page's newest lists are rendered once per change of the data and kept until the
// change log moves (src/pages/change-keyed.ts). What a person sees must not show it: every create,
// update and delete, from this process or another on the same database, is on the next page; and a
// page kept for one visitor never shows another what they may not read or do.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startServer as startFieldlog } from '../../src/server.js';
import { makeKey } from '../support/credentials.js';
import { send, startServer } from '../support/server.js';
import type { Answer } from '../support/server.js';
import { createDevice, locationV3 } from '../support/version-3.js';

const PAGE = { accept: 'text/html' };

function html(answer: Answer): string {
  assert.equal(answer.status, 200, answer.text.slice(0, 400));
  assert.match(String(answer.headers['content-type']), /^text\/html/);
  return answer.text;
}

/** The row of the home page's newest `collection` that shows `id`, or undefined. */
function newestRow(page: string, id: string, collection = 'locations'): string | undefined {
  const from = page.indexOf(`id="home-${collection}"`);
  const table = page.slice(from, page.indexOf('</table>', from));
  const start = table.indexOf(`<tr data-id="${id}">`);
  return start === -1 ? undefined : table.slice(start, table.indexOf('</tr>', start));
}

test("the newest lists show each change at once, this process's and another's", async (t) => {
  const a = await startServer();
  const b = await startFieldlog({ databaseUrl: a.databaseUrl, port: 0, host: '127.0.0.1' });
  const bPort = Number(new URL(b.url).port);
  t.after(async () => {
    await b.close();
    await a.close();
  });
  const homeOfA = async () => html(await a.request('GET', '/', { headers: PAGE }));
  const homeOfB = async () => html(await send(bPort, 'GET', '/', { headers: PAGE }));
  const device = await createDevice(a, 'Mast');
  const before = await homeOfA();
  assert.equal(await homeOfA(), before, 'no change, the same page');

  // B creates: A's page, kept since, shows the row on its next answer.
  const created = await send(bPort, 'POST', '/locations', { json: { version_number: 3, ...locationV3(device, { altitude: 111 }) } });
  assert.equal(created.status, 201, created.text);
  const id = (JSON.parse(created.text) as { data: { id: string } }).data.id;
  assert.equal(newestRow(before, id), undefined);
  assert.match(newestRow(await homeOfA(), id) ?? 'missing', /data-label="altitude" class="number">111</);

  // A updates it: both processes' pages show the new value.
  await homeOfB();
  const patched = await a.request('PATCH', `/locations/${id}`, { json: { version_number: 3, altitude: 222 } });
  assert.equal(patched.status, 200, patched.text);
  for (const page of [await homeOfA(), await homeOfB()]) assert.match(newestRow(page, id) ?? 'missing', /class="number">222</);

  // B deletes it: gone from A's page, and the count with it.
  const deleted = await send(bPort, 'DELETE', `/locations/${id}?version_number=3`);
  assert.equal(deleted.status, 200, deleted.text);
  const after = await homeOfA();
  assert.equal(newestRow(after, id), undefined);
  assert.match(after, /locations: 0</);

  // Every collection's list follows the log, not only the one written above: a device B names.
  const named = await send(bPort, 'POST', '/devices', { json: { version_number: 1, name: 'Buoy', kind: 'buoy' } });
  assert.equal(named.status, 201, named.text);
  const deviceId = (JSON.parse(named.text) as { data: { id: string } }).data.id;
  assert.match(newestRow(await homeOfA(), deviceId, 'devices') ?? 'missing', />Buoy</);
});

test('a page kept for one visitor shows another only what they may read and do', async (t) => {
  const server = await startServer();
  t.after(() => server.close());
  const write = await makeKey(server.databaseUrl, 'editor-key', 'write');
  const read = await makeKey(server.databaseUrl, 'viewer-key', 'read');
  const writer = { authorization: `Bearer ${write}` };
  const device = await server.request('POST', '/devices', {
    json: { version_number: 1, name: 'Mast', kind: 'gps-collar' },
    headers: writer,
  });
  assert.equal(device.status, 201, device.text);
  const deviceId = (JSON.parse(device.text) as { data: { id: string } }).data.id;
  const location = await server.request('POST', '/locations', { json: { version_number: 3, ...locationV3(deviceId) }, headers: writer });
  assert.equal(location.status, 201, location.text);
  const as = async (key?: string) =>
    html(await server.request('GET', '/', { headers: key === undefined ? PAGE : { ...PAGE, authorization: `Bearer ${key}` } }));
  // Each visitor after another whose page may be kept: the editor's, then the viewer's, then nobody's, then back.
  for (let round = 0; round < 2; round++) {
    const editor = await as(write);
    assert.match(editor, /id="home-locations"/);
    assert.match(editor, /href="\/locations\/new">New location</);
    const viewer = await as(read);
    assert.match(viewer, /id="home-locations"/);
    assert.doesNotMatch(viewer, /\/locations\/new/, 'a viewer is not offered a create');
    const nobody = await as();
    assert.doesNotMatch(nobody, /id="home-locations"/, 'no rows for a visitor who may not read them');
    assert.match(nobody, /Sign in<\/a> to see the locations/);
  }
});
