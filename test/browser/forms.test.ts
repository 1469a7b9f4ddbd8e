// Issue 5: people create, edit and delete through forms in a real browser, and a refused form comes
// back filled in with each field's error beside it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { LOCATION_V2, rowById } from '../fixtures/resources.js';
import { PHONE, browserSuite, launchChromium, openPage, screenshot } from '../support/browser.js';
import { referencedId } from '../support/references.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

async function fillLocation(page: Page, prefix: string, fields: Record<string, string | number>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) await page.fill(`#${prefix}-${name}`, String(value));
}

/** Clicks and waits for the page it leads to; returns that page's status. */
async function submit(page: Page, selector: string): Promise<number> {
  const [response] = await Promise.all([page.waitForNavigation(), page.click(selector)]);
  return response?.status() ?? 0;
}

describe('forms in headless Chromium (issue 5)', browserSuite(), () => {
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    server = await startServer();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('create, edit (POST with _method=PUT) and delete a location through its forms; the rows follow', async () => {
    const { context, page, errors } = await openPage(browser);
    const posts: { url: string; body: string }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push({ url: request.url(), body: request.postData() ?? '' });
    });

    await page.goto(`${server.url}/locations`);
    assert.equal(await submit(page, 'a:has-text("New location")'), 200);
    assert.equal(new URL(page.url()).pathname, '/locations/new');
    // The form is of version 3, which names an existing device (issue 18).
    await fillLocation(page, 'new', { ...LOCATION_V2, device: await referencedId(server, 'devices') });
    assert.equal(await submit(page, 'button:has-text("Create location")'), 200);
    const id = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
    assert.match((await page.textContent('.flash')) ?? '', new RegExp(`Location ${id} created`));
    assert.deepEqual(new URLSearchParams(posts[0]!.body).get('latitude'), '50.7');
    assert.equal((await rowById(server, 'locations', id))?.latitude, 50.7);

    await page.click('a:has-text("Edit")');
    await page.waitForURL(`**/locations/${id}/edit`);
    assert.equal(await page.inputValue('#edit-altitude'), '60', 'the edit form holds the stored values');
    await page.fill('#edit-altitude', '61.5');
    assert.equal(await submit(page, 'button:has-text("Save changes")'), 200);
    const edit = posts.at(-1)!;
    assert.equal(new URL(edit.url).pathname, `/locations/${id}`, 'the edit form posts to the resource');
    assert.equal(new URLSearchParams(edit.body).get('_method'), 'PUT', 'the browser sends POST with _method=PUT');
    assert.equal(new URL(page.url()).pathname, `/locations/${id}`, '303 See Other leads back to the resource');
    assert.match((await page.textContent('.flash')) ?? '', /replaced/);
    assert.equal((await rowById(server, 'locations', id))?.altitude, 61.5);
    await page.reload();
    assert.equal(await page.locator('.flash').count(), 0, 'the confirmation is shown once');

    // With script, delete asks first; a dismissed question deletes nothing.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.click('button:has-text("Delete location")');
    await page.waitForTimeout(200);
    assert.ok(await rowById(server, 'locations', id), 'dismissing the confirmation keeps the row');
    page.once('dialog', (dialog) => {
      assert.match(dialog.message(), new RegExp(`Delete location ${id}\\?`));
      void dialog.accept();
    });
    assert.equal(await submit(page, 'button:has-text("Delete location")'), 200);
    assert.equal(new URLSearchParams(posts.at(-1)!.body).get('_method'), 'DELETE');
    assert.equal(new URL(page.url()).pathname, '/locations', 'after a delete the browser lands on the list');
    assert.match((await page.textContent('.flash')) ?? '', new RegExp(`Location ${id} deleted`));
    assert.equal(await rowById(server, 'locations', id), undefined);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('without script, delete goes through the confirmation step on the edit page', async () => {
    const created = await server.request('POST', '/locations', { json: { version_number: 2, ...LOCATION_V2 } });
    const id = created.json().data.id as string;
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.url}/locations/${id}`);
    assert.equal(await page.isVisible('button:has-text("Delete location")'), false, 'no one-click delete without script');
    await page.click('a:has-text("Delete…")');
    await page.waitForURL(`**/locations/${id}/edit#delete`);
    assert.match((await page.textContent('#delete + p')) ?? '', /cannot be undone/);
    assert.equal(await submit(page, 'form.delete button'), 200);
    assert.equal(new URL(page.url()).pathname, '/locations');
    assert.equal(await rowById(server, 'locations', id), undefined);
    await context.close();
  });

  test("the browser refuses out-of-bounds values itself; the server's 422 keeps the values and puts each error beside its field", async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/locations/new`);
    await fillLocation(page, 'new', { ...LOCATION_V2, latitude: 123, speed: -1 });
    await page.click('button:has-text("Create location")');
    await page.waitForTimeout(200);
    assert.equal(new URL(page.url()).pathname, '/locations/new', 'min and max from the registry stop the submit');
    assert.equal(await page.$eval('#new-latitude', (input) => (input as any).validity.rangeOverflow), true);

    // An older browser, or one told not to check, sends it anyway: the server answers with the form.
    await page.$eval('form.fields', (form) => {
      (form as any).noValidate = true;
    });
    assert.equal(await submit(page, 'button:has-text("Create location")'), 422);
    assert.equal(await page.inputValue('#new-latitude'), '123', 'the submitted value is kept');
    assert.equal(await page.inputValue('#new-longitude'), String(LOCATION_V2.longitude));
    assert.equal(await page.inputValue('#new-timestamp'), LOCATION_V2.timestamp);
    assert.equal(await page.textContent('#new-latitude-error'), 'latitude must be <= 90');
    assert.equal(await page.textContent('#new-speed-error'), 'speed must be >= 0');
    assert.equal(await page.getAttribute('#new-latitude', 'aria-invalid'), 'true');
    assert.match((await page.getAttribute('#new-latitude', 'aria-describedby')) ?? '', /new-latitude-error/);
    assert.match((await page.textContent('[role="alert"]')) ?? '', /latitude, speed/);
    await screenshot(page, 'form-errors-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'form-errors-phone');
    assert.equal(await page.locator('form.fields').count(), 1);
    assert.equal((await server.row<{ n: number }>('SELECT count(*) AS n FROM locations WHERE latitude = 123'))!.n, 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a rule between fields that only the server knows (good <= number) comes back beside the field, with the API's message", async () => {
    const api = await server.request('POST', '/readings', {
      json: {
        version_number: 2,
        time: '2026-11-22T18:00:00Z',
        area: 'bonn:rheinaue',
        mean: 21.5,
        good: 70,
        number: 60,
        seen: 64,
        span: 60,
        stdDev: 0.8,
      },
    });
    assert.equal(api.status, 422);
    const message = api.json().errors.find((e: any) => e.parameter === 'good').message as string;
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/readings/new`);
    for (const [name, value] of Object.entries({
      time: '2026-11-22T18:00:00Z',
      area: 'bonn:rheinaue',
      mean: 21.5,
      good: 70,
      number: 60,
      seen: 64,
      span: 60,
      stdDev: 0.8,
      quantity: 'air_temperature',
      unit: 'Cel',
    })) {
      await page.getByLabel(name, { exact: false }).first().fill(String(value));
    }
    assert.equal(await submit(page, 'button:has-text("Create reading")'), 422);
    assert.equal(await page.textContent('#new-good-error'), message);
    assert.equal(await page.inputValue('#new-good'), '70');
    assert.equal(await page.inputValue('#new-area'), 'bonn:rheinaue');
    await context.close();
  });
});
