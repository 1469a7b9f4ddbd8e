// Issue 23: the pages used with the keyboard alone and heard through a screen reader's ears. Tab
// walks a list page and a form, the locations chart is a group of named links with its data as a
// table, and every form error, whether the server's or the in-place search's, reaches the field.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { LOCATION_V2, READING_V2 } from '../fixtures/resources.js';
import { readAccessibleNode, readAccessibleNodeOf } from '../support/accessibility-tree.js';
import { DESKTOP, PHONE, browserSuite, launchChromium, openPage } from '../support/browser.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';
import { walkWithTab } from '../support/tab-walk.js';

/** Tab reaches every control once, in reading order, each visibly focused and scrolled into view. */
async function assertTabWalk(page: Page, where: string): Promise<ReturnType<typeof walkWithTab>> {
  const walk = await walkWithTab(page);
  const line = (stop: { order: number; label: string }) => `${stop.order} ${stop.label}`;
  assert.deepEqual(walk.stops.map(line), walk.tabbable.map(line), `${where}: Tab follows the reading order and skips nothing`);
  assert.deepEqual(walk.stops.filter((stop) => !stop.ringVisible).map(line), [], `${where}: the focus is visible on every stop`);
  assert.deepEqual(walk.stops.filter((stop) => !stop.inView).map(line), [], `${where}: every focused element is scrolled into view`);
  return walk;
}

/** Each input of the form with what a screen reader hears of it, and the error text beside it, if any. */
async function fieldsHeard(page: Page, form: string) {
  const ids = await page.$$eval(`${form} .field input`, (inputs) => inputs.map((input) => input.id));
  return Promise.all(
    ids.map(async (id) => ({
      id,
      heard: await readAccessibleNodeOf(page, `#${id}`),
      error: (await page.locator(`#${id}-error`).count()) === 0 ? undefined : (await page.textContent(`#${id}-error`))!,
    })),
  );
}

describe('by keyboard and screen reader (issue 23)', browserSuite(), () => {
  let server: TestServer;
  let browser: Browser;
  const locations: string[] = [];
  let reading = '';
  before(async () => {
    server = await startServer();
    browser = await launchChromium();
    for (let i = 0; i < 4; i++) {
      const answer = await server.request('POST', '/locations', {
        json: { version_number: 2, ...LOCATION_V2, longitude: 7.1 + i / 100, latitude: 50.7 + (i % 2) / 100 },
      });
      locations.push(answer.json().data.id);
    }
    for (let i = 0; i < 3; i++) {
      const answer = await server.request('POST', '/readings', {
        json: { version_number: 2, ...READING_V2, time: `2026-11-22T1${i}:00:00Z`, mean: 20 + i },
      });
      reading = answer.json().data.id;
    }
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('a list page by Tab alone: every control once, in reading order, the focus always visible, at desktop and phone width (issue 23)', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page, errors } = await openPage(browser, { viewport });
      await page.goto(`${server.url}/locations`);
      const walk = await assertTabWalk(page, `/locations at ${viewport.width} px`);
      assert.match(walk.stops[0]!.label, /Skip to content/, 'the skip link comes first');
      assert.equal(walk.stops.filter((stop) => stop.inChart).length, locations.length, 'each point of the chart is a stop of its own');
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  test('the locations chart is a named group of links, each point announced with its values, and the same points are a table (issue 23)', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/locations`);
    const chart = await readAccessibleNodeOf(page, '#locations-scatter');
    assert.equal(chart.role, 'group', 'not an image: an image hides the links inside it');
    assert.match(chart.name, /^The 4 locations listed below/);
    assert.match(chart.description, /longitude .* latitude .*each point is a link/);

    await page.focus('#locations-scatter a');
    const points: string[] = [];
    while (await page.evaluate(() => (globalThis as any).document.activeElement.closest('svg.chart') !== null)) {
      const heard = await readAccessibleNode(page, 'document.activeElement');
      assert.equal(heard.role, 'link');
      points.push(heard.name);
      await page.keyboard.press('Tab');
    }
    const named = /^Location (\S+): longitude ([\d.-]+), latitude ([\d.-]+)$/;
    assert.deepEqual(
      points.map((name) => named.exec(name)?.[1]).sort(),
      [...locations].sort(),
      `each point is a link named with its id and position: ${points.join(' | ')}`,
    );
    for (const name of points) {
      const [, id, longitude, latitude] = named.exec(name)!;
      const stored = (await server.request('GET', `/locations/${id}?version_number=2`)).json().data;
      assert.deepEqual(
        [Number(longitude), Number(latitude)],
        [stored.longitude, stored.latitude],
        `${id}: the values read out are the stored ones`,
      );
    }

    // The table is folded under the chart; a keyboard opens it, and it holds the very same points.
    await page.focus('#locations-scatter + details summary');
    await page.keyboard.press('Enter');
    const rows = await page.$$eval('#locations-scatter-data tbody tr', (trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
    );
    assert.deepEqual(
      rows.map(([id, longitude, latitude]) => `Location ${id}: longitude ${longitude}, latitude ${latitude}`).sort(),
      [...points].sort(),
    );
    assert.equal(await page.locator('#locations-scatter-data caption').textContent(), chart.name);

    // A reading's history chart is a picture (nothing in it to press), with its values as a table too.
    await page.goto(`${server.url}/readings/${reading}`);
    assert.equal((await readAccessibleNodeOf(page, '#history-chart')).role, 'image');
    assert.deepEqual(await page.$$eval('#history-chart-data tbody tr td:nth-child(3)', (tds) => tds.map((td) => td.textContent)), [
      '20',
      '21',
      '22',
    ]);
    await context.close();
  });

  test('a form by Tab alone, then refused by the server: the focus goes to what was wrong, and each field announces its error (issue 23)', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/readings/new`);
    const walk = await assertTabWalk(page, '/readings/new');
    const inputs = await page.$$eval('form.fields .field input', (elements) => elements.map((input) => input.id));
    assert.deepEqual(
      walk.stops.map((stop) => /^input#(\S+)/.exec(stop.label)?.[1]).filter((id) => id !== undefined),
      inputs,
      'the fields in the order they are shown',
    );

    // Values the browser's own checks let through and only the server refuses: a 30th of February,
    // more good samples than samples, fewer seen than counted. Sent with Enter, as a keyboard does.
    // The form is of version 3: what was measured and its unit are filled in as well (issue 18).
    const sent = { ...READING_V2, quantity: 'air_temperature', unit: 'Cel', time: '2026-02-30T18:00:00Z', good: 70, number: 60, seen: 50 };
    for (const [name, value] of Object.entries(sent)) await page.fill(`#new-${name}`, String(value));
    await page.focus('#new-stdDev');
    const [answer] = await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    assert.equal(answer?.status(), 422);
    assert.match(await page.title(), /^Error: New reading/, 'the title says at once that the form came back');

    const summary = await readAccessibleNode(page, 'document.activeElement');
    assert.equal(summary.role, 'alert', 'the focus is on the list of what was wrong');
    assert.match(await page.evaluate(() => (globalThis as any).document.activeElement.textContent), /time: .*good: .*seen: /s);

    const fields = await fieldsHeard(page, 'form.fields');
    assert.deepEqual(
      fields.filter((field) => field.error !== undefined).map((field) => field.id),
      ['new-time', 'new-good', 'new-seen'],
    );
    for (const { id, heard, error } of fields) {
      assert.equal(
        heard.invalid,
        error === undefined ? 'false' : 'true',
        `${id} is announced as ${error === undefined ? 'valid' : 'invalid'}`,
      );
      if (error !== undefined)
        assert.ok(heard.description.includes(error), `${id} is described with its error "${error}"; heard "${heard.description}"`);
    }

    // From the list, Tab and Enter lead to the field itself.
    await page.keyboard.press('Tab');
    assert.equal((await readAccessibleNode(page, 'document.activeElement')).name.split(':')[0], 'time');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (globalThis as any).document.activeElement?.id === 'new-time');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a search refused in place by script announces its error on the field and in an alert (issue 23)', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/locations`);
    // Four numbers, so the browser lets it through; south of north fails only on the server.
    await page.fill('#search-bbox', '7,51,8,50');
    await page.focus('#search-bbox');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#search-bbox[aria-invalid="true"]');
    const error = (await page.textContent('#search-bbox-error'))!;
    assert.ok(error.length > 0);
    const heard = await readAccessibleNodeOf(page, '#search-bbox');
    assert.equal(heard.invalid, 'true');
    assert.ok(heard.description.includes(error), `the field is described with "${error}"; heard "${heard.description}"`);
    const alert = await readAccessibleNodeOf(page, 'form[data-search] [data-problem]');
    assert.equal(alert.role, 'alert');
    assert.ok((await page.textContent('form[data-search] [data-problem]'))!.includes(error));

    // Corrected and sent again, the field is no longer announced as invalid.
    await page.fill('#search-bbox', '7,50,8,51');
    await page.keyboard.press('Enter');
    await page.waitForSelector('form[data-search][data-searched="1"]');
    assert.equal((await readAccessibleNodeOf(page, '#search-bbox')).invalid, 'false');
    assert.deepEqual(
      errors.filter((e) => !e.includes('422')),
      [],
    );
    await context.close();
  });
});
