// Issue 5: the readings search form, generated from the registry, works without script (a GET form)
// and with it (the JSON interface, no reload); a refused search shows the problem's messages.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { READING_V2 } from '../fixtures/resources.js';
import { browserSuite, launchChromium, openPage, screenshot } from '../support/browser.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const AREAS = ['bonn:rheinaue', 'bonn:rheinaue', 'bonn:museum', 'koeln:dom', 'koeln:dom', 'bonn:museum', 'bonn:rheinaue'];

async function resultAreas(page: Page): Promise<string[]> {
  const columns = (await page.getAttribute('#results', 'data-columns'))!.split(',');
  const index = columns.indexOf('area');
  return page.$$eval('#results tbody tr', (rows, i) => rows.map((row) => row.children[i]?.textContent ?? ''), index);
}

describe('searching readings in headless Chromium (issue 5)', browserSuite(), () => {
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    server = await startServer();
    browser = await launchChromium();
    for (const [i, area] of AREAS.entries()) {
      const answer = await server.request('POST', '/readings', {
        json: { version_number: 2, ...READING_V2, area, time: `2026-11-22T1${i}:00:00Z`, mean: 20 + i },
      });
      assert.equal(answer.status, 201, answer.text);
    }
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('without script the form is a GET to /readings/search, empty fields left out, and the page lists the matches', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.url}/readings`);
    assert.equal(await page.getAttribute('#search-area', 'pattern'), String.raw`[A-Za-z0-9\._\:\*\-]+`);
    // The registry's pattern, rewritten for the v flag HTML compiles it with, is enforced by the browser.
    await page.fill('#search-area', 'bonn rheinaue!');
    assert.equal(await page.$eval('#search-area', (input) => (input as any).validity.patternMismatch), true);
    await page.fill('#search-area', 'bonn:*');
    assert.equal(await page.$eval('#search-area', (input) => (input as any).validity.valid), true);
    const [response] = await Promise.all([page.waitForNavigation(), page.click('form[role="search"] button[type="submit"]')]);
    assert.equal(response?.status(), 200);
    const url = new URL(page.url());
    assert.equal(url.pathname, '/readings/search');
    assert.equal(url.searchParams.get('area'), 'bonn:*');
    assert.equal(url.searchParams.get('min_mean'), '', 'the browser sends empty fields; the page treats them as not given');
    assert.deepEqual((await resultAreas(page)).sort(), AREAS.filter((a) => a.startsWith('bonn:')).sort());
    assert.equal(await page.inputValue('#search-area'), 'bonn:*', 'the search page shows the form filled in');
    assert.equal(await page.locator('svg.chart circle[data-reading-id]').count(), 5, 'one point per matching reading');
    await screenshot(page, 'search-no-script-desktop');
    await context.close();
  });

  test('with script the form calls the JSON interface with version_number and fills the results in without a reload', async () => {
    const { context, page, errors } = await openPage(browser);
    const calls: { url: URL; accept: string }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/readings/search')
        calls.push({ url: new URL(request.url()), accept: request.headers().accept ?? '' });
    });
    await page.goto(`${server.url}/readings`);
    await page.waitForSelector('html[data-enhanced="true"]');
    await page.evaluate(() => {
      (globalThis as any).stillTheSamePage = true;
    });
    await page.fill('#search-area', 'koeln:*');
    await page.click('form[role="search"] button[type="submit"]');
    await page.waitForSelector('form[data-search][data-searched="1"]');
    assert.equal(await page.evaluate(() => (globalThis as any).stillTheSamePage), true, 'no navigation happened');
    assert.deepEqual(await resultAreas(page), ['koeln:dom', 'koeln:dom']);
    assert.equal(calls.length, 1);
    assert.equal(calls[0]!.url.searchParams.get('version_number'), '3');
    assert.equal(calls[0]!.url.searchParams.get('area'), 'koeln:*');
    assert.equal(calls[0]!.url.searchParams.has('min_mean'), false, 'empty fields are left out');
    assert.match(calls[0]!.accept, /application\/json/);
    assert.equal(new URL(page.url()).search, '?area=koeln%3A*', 'the address bar shows the search as a page URL');
    assert.match((await page.textContent('[data-status]')) ?? '', /2 readings matching/);
    // The rows link to each reading's page.
    const href = await page.getAttribute('#results tbody tr a', 'href');
    assert.match(href ?? '', /^\/readings\/[0-9A-Z]+$/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('with script a refused search shows the problem detail and each error message in the page', async () => {
    const api = await server.request('GET', '/readings/search?version_number=3&min_mean=30&max_mean=1');
    assert.equal(api.status, 422);
    const problem = api.json();
    assert.ok(problem.errors.length > 0);
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/readings`);
    await page.waitForSelector('html[data-enhanced="true"]');
    await page.fill('#search-min_mean', '30');
    await page.fill('#search-max_mean', '1');
    await page.click('form[role="search"] button[type="submit"]');
    const region = page.locator('form[role="search"] [data-problem]');
    await region.waitFor({ state: 'visible' });
    const text = (await region.textContent()) ?? '';
    assert.ok(text.includes(problem.detail), text);
    for (const error of problem.errors) {
      assert.ok(text.includes(error.message), `${error.message} is shown`);
      assert.equal(await page.textContent(`#search-${error.parameter}-error`), error.message, 'and beside its field');
    }
    assert.equal(new URL(page.url()).pathname, '/readings', 'still the same page');
    await context.close();
  });
});
