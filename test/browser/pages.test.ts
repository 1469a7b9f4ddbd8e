// Issue 5: the pages' pictures and background refresh in a real browser, their fit at phone width,
// and their use by keyboard. Screenshots land in test/artifacts/.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { LOCATION_V2, READING_V2 } from '../fixtures/resources.js';
import { PHONE, browserSuite, launchChromium, openPage, screenshot } from '../support/browser.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const RHEINAUE = 4;

describe('pages in headless Chromium (issue 5)', browserSuite(), () => {
  let server: TestServer;
  let browser: Browser;
  const readingIds: string[] = [];
  const locationIds: string[] = [];
  before(async () => {
    server = await startServer();
    browser = await launchChromium();
    for (let i = 0; i < RHEINAUE; i++) {
      const answer = await server.request('POST', '/readings', {
        json: { version_number: 2, ...READING_V2, time: `2026-11-22T1${i}:00:00Z`, mean: 20 + (i % 3), stdDev: 0.5 + i / 4 },
      });
      readingIds.push(answer.json().data.id);
    }
    await server.request('POST', '/readings', { json: { version_number: 2, ...READING_V2, area: 'koeln:dom', mean: 18 } });
    for (let i = 0; i < 6; i++) {
      const answer = await server.request('POST', '/locations', {
        json: { version_number: 2, ...LOCATION_V2, longitude: 7 + i / 10, latitude: 50.6 + (i % 3) / 20 },
      });
      locationIds.push(answer.json().data.id);
    }
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('the readings page refreshes the latest values in the background through the JSON interface', async () => {
    const { context, page, errors } = await openPage(browser);
    const polls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/readings/latest') polls.push(url);
    });
    await page.goto(`${server.url}/readings`);
    assert.equal(await page.locator('#latest tbody tr', { hasText: 'hamburg:hafen' }).count(), 0);
    const created = await server.request('POST', '/readings', {
      json: { version_number: 2, ...READING_V2, area: 'hamburg:hafen', mean: 7.25 },
    });
    assert.equal(created.status, 201);
    // The table polls every few seconds; the new area's row appears without a reload.
    await page.locator('#latest tbody tr', { hasText: 'hamburg:hafen' }).waitFor({ timeout: 10_000 });
    assert.match((await page.textContent('#latest tbody tr:has-text("hamburg:hafen")')) ?? '', /7\.25/);
    assert.ok(polls.length >= 1);
    assert.equal(polls[0]!.searchParams.get('version_number'), '3');
    assert.match((await page.textContent('[data-refresh-status="latest"]')) ?? '', /Updated at/);
    await screenshot(page, 'readings-desktop');

    // A failed refresh shows the problem's detail and messages where the status is.
    await page.route('**/readings/latest?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: '/problems/service-unavailable',
          title: 'x',
          status: 503,
          detail: 'Storage (sqlite) does not answer.',
          errors: [],
        }),
      }),
    );
    // The table refreshes when a reading changes (issue 19, the live stream): a change makes it try.
    await server.request('POST', '/readings', { json: { version_number: 2, ...READING_V2, area: 'hamburg:hafen', mean: 8 } });
    await page.locator('[data-refresh-status="latest"][role="alert"]').waitFor({ timeout: 10_000 });
    assert.match(
      (await page.textContent('[data-refresh-status="latest"]')) ?? '',
      /Could not refresh: Storage \(sqlite\) does not answer\./,
    );
    assert.deepEqual(
      errors.filter((e) => !e.includes('503')),
      [],
    );
    await context.close();
  });

  test("a reading's page charts its area's history: one point per reading, the mean line and the ±stdDev band", async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/readings/${readingIds.at(-1)}`);
    const points = page.locator('svg#history-chart circle[data-reading-id]');
    assert.equal(await points.count(), RHEINAUE);
    assert.deepEqual(
      (await points.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-reading-id')))).sort(),
      [...readingIds].sort(),
    );
    assert.equal(await page.locator('svg#history-chart polygon.band').count(), 1);
    assert.equal(await page.locator('svg#history-chart polyline.mean').count(), 1);
    const box = await page.locator('svg#history-chart').boundingBox();
    assert.ok(box !== null && box.width > 300 && box.height > 100, 'the chart is drawn at a readable size');
    await screenshot(page, 'reading-desktop');
    await page.goto(`${server.url}/readings/summary?area=bonn:*`);
    assert.equal(await page.locator('svg.chart circle[data-reading-id]').count(), RHEINAUE, 'the summary charts the readings it pools');
    assert.match((await page.textContent('#summary')) ?? '', /bonn:rheinaue/);
    await screenshot(page, 'summary-desktop');
    await context.close();
  });

  test('the locations page plots every location by longitude and latitude, each point a link', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/locations`);
    const points = page.locator('svg#locations-scatter circle[data-location-id]');
    assert.equal(await points.count(), locationIds.length);
    await page.click(`svg#locations-scatter a:has(circle[data-location-id="${locationIds[2]}"])`);
    await page.waitForURL(`**/locations/${locationIds[2]}`);
    await screenshot(page, 'location-desktop');
    await page.goto(`${server.url}/locations`);
    await screenshot(page, 'locations-desktop');
    await context.close();
  });

  test('at phone width no page scrolls sideways, and every screen has a screenshot', async () => {
    const { context, page, errors } = await openPage(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
    const pages: [string, string][] = [
      ['home', '/'],
      ['locations', '/locations'],
      ['readings', '/readings'],
      ['reading', `/readings/${readingIds[0]}`],
      ['location', `/locations/${locationIds[0]}`],
      ['new-location', '/locations/new'],
      ['edit-reading', `/readings/${readingIds[0]}/edit`],
      ['summary', '/readings/summary'],
      ['not-found', '/locations/nothing-here'],
    ];
    for (const [name, path] of pages) {
      await page.goto(`${server.url}${path}`);
      const width = await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth as number);
      assert.ok(width <= PHONE.width, `${path} is ${width}px wide at ${PHONE.width}px`);
      await screenshot(page, `${name}-phone`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.url}/`);
    await screenshot(page, 'home-desktop');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('by keyboard: a skip link first, every input labelled, forms reachable and submittable with Tab and Enter', async () => {
    const { context, page } = await openPage(browser);
    for (const path of ['/', '/locations', '/readings', '/locations/new', `/readings/${readingIds[0]}/edit`, '/readings/summary']) {
      await page.goto(`${server.url}${path}`);
      const unlabelled = await page.$$eval('input:not([type="hidden"]), select, textarea', (inputs) =>
        inputs.filter((input) => (input as any).labels?.length === 0).map((input) => input.outerHTML),
      );
      assert.deepEqual(unlabelled, [], `${path}: every input has a label`);
    }
    await page.goto(`${server.url}/readings`);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => (globalThis as any).document.activeElement?.textContent), 'Skip to content');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => (globalThis as any).location.hash === '#content');
    // The next Tab lands inside the main content, past the site's navigation.
    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate(() => {
        const { document } = globalThis as any;
        return document.querySelector('main').contains(document.activeElement);
      }),
      true,
    );
    await page.focus('#search-area');
    await page.keyboard.type('koeln:*');
    await page.keyboard.press('Enter');
    await page.waitForSelector('form[data-search][data-searched="1"]');
    assert.equal(await page.locator('#results tbody tr').count(), 1);
    await context.close();
  });
});
