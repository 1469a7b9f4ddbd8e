// Issue 19: the readings and locations pages follow the change log (GET /events as Server-Sent
// Events) instead of polling: a change refreshes their tables without a reload, a burst of changes
// a few times only; where there is no stream (no EventSource, or the server refuses it) they poll.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { LOCATION_V2, READING_V2 } from '../fixtures/resources.js';
import { describeViolations, runAxe } from '../support/axe.js';
import { browserSuite, launchChromium, openPage } from '../support/browser.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

/** "Within a few seconds": the stream's refresh waits half a second for a burst to end. */
const LIVE_MS = 5_000;
/** The slow poll of a list without a stream (LIST_REFRESH_INTERVAL_MS, 10 s), and some slack. */
const LIST_POLL_MS = 15_000;
const BURST = 1_000;

/** The JSON calls the page's script makes to a path: its refreshes. */
function countRefreshes(page: Page, path: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && new URL(request.url()).pathname === path) seen.count++;
  });
  return seen;
}

/** A mark in the page's window: still there after the row appeared, so the page was not loaded again. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (globalThis as any).notReloaded = true;
  });
}

async function assertNotReloaded(page: Page): Promise<void> {
  assert.equal(await page.evaluate(() => (globalThis as any).notReloaded), true, 'the page was not reloaded');
}

describe('the readings and locations pages update live from the change log (issue 19)', browserSuite(), () => {
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    server = await startServer();
    browser = await launchChromium();
    for (let i = 0; i < 3; i++) {
      const answer = await server.request('POST', '/readings', { json: { version_number: 2, ...READING_V2, mean: 20 + i } });
      assert.equal(answer.status, 201, answer.text);
    }
    const answer = await server.request('POST', '/locations', { json: { version_number: 2, ...LOCATION_V2 } });
    assert.equal(answer.status, 201, answer.text);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  async function createReading(fields: Record<string, unknown>): Promise<string> {
    const answer = await server.request('POST', '/readings', { json: { version_number: 2, ...READING_V2, ...fields } });
    assert.equal(answer.status, 201, answer.text);
    return answer.json().data.id;
  }

  test('a reading created through the API appears in the readings list without a reload, and the page stops polling', async () => {
    const { context, page, errors } = await openPage(browser);
    const streams: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/events.sse') streams.push(url);
    });
    await page.goto(`${server.url}/readings`);
    await page.locator('#results[data-live="stream"]').waitFor({ timeout: LIVE_MS });
    await page.locator('#latest[data-live="stream"]').waitFor({ timeout: LIVE_MS });
    // One stream for both tables of the page, of their collection only.
    assert.equal(streams.length, 1);
    assert.equal(streams[0]!.searchParams.get('collection'), 'readings');
    assert.equal(streams[0]!.searchParams.get('version_number'), '1');
    await markWindow(page);

    const id = await createReading({ area: 'hamburg:hafen', mean: 7.25 });
    await page.locator(`#results tbody tr[data-id="${id}"]`).waitFor({ timeout: LIVE_MS });
    assert.match((await page.textContent(`#results tbody tr[data-id="${id}"]`)) ?? '', /hamburg:hafen/);
    await page.locator('#latest tbody tr', { hasText: 'hamburg:hafen' }).waitFor({ timeout: LIVE_MS });
    // The caption and the page's summary follow the rows of the page's own answer.
    assert.match((await page.textContent('#results caption')) ?? '', /^4 readings, newest first/);
    assert.match((await page.textContent('[data-summary]')) ?? '', /^4 readings, newest first/);
    assert.match((await page.textContent('[data-refresh-status="results"]')) ?? '', /Updated at/);
    assert.equal(await page.getAttribute('[data-refresh-status="results"]', 'role'), null, 'a success is not an alert');
    await assertNotReloaded(page);

    // A change is not followed by a poll: the tables stay on the stream while nothing changes. At most
    // one refresh may come, from the stream reopening on a loaded machine (a reopen refreshes once, to
    // cover what happened while it was closed); a poll would refresh the latest table every 3 s and
    // switch both tables to data-live="poll".
    const quiet = countRefreshes(page, '/readings');
    await page.waitForTimeout(3_000);
    assert.ok(quiet.count <= 1, `no refresh without a change (${quiet.count})`);
    assert.equal(await page.getAttribute('#results', 'data-live'), 'stream');
    assert.equal(await page.getAttribute('#latest', 'data-live'), 'stream');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`a burst of ${BURST} readings refreshes each table a few times, not ${BURST}`, async (t) => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/readings`);
    await page.locator('#results[data-live="stream"]').waitFor({ timeout: LIVE_MS });
    // The refresh that follows the stream's opening is over before the burst.
    await page.waitForTimeout(1_500);
    const list = countRefreshes(page, '/readings');
    const latest = countRefreshes(page, '/readings/latest');
    const items = Array.from({ length: BURST }, (_, i) => ({ ...READING_V2, area: 'burst:area', mean: i }));
    const answer = await server.request('POST', '/readings?version_number=2', { json: items });
    assert.equal(answer.status, 200, answer.text);
    // The list is newest first, by id: the batch's largest id heads it.
    const newest = (answer.json().data as { id: string }[])
      .map((result) => result.id)
      .sort()
      .at(-1)!;
    await page.locator(`#results tbody tr[data-id="${newest}"]`).waitFor({ timeout: LIVE_MS });
    await page.waitForTimeout(2_000);
    t.diagnostic(`${BURST} events: ${list.count} refreshes of the list, ${latest.count} of the latest values`);
    assert.ok(list.count >= 1 && list.count <= 4, `${list.count} refreshes of the list for ${BURST} events`);
    assert.ok(latest.count >= 1 && latest.count <= 4, `${latest.count} refreshes of the latest values for ${BURST} events`);
    // The page's own answer is full now: the pagination the server would draw is there too.
    assert.equal(await page.locator('[data-pagination="results"] a[rel="next"]').count(), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a location created through the API appears in the locations list without a reload', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/locations`);
    await page.locator('#results[data-live="stream"]').waitFor({ timeout: LIVE_MS });
    await markWindow(page);
    const answer = await server.request('POST', '/locations', { json: { version_number: 2, ...LOCATION_V2, latitude: 50.9 } });
    assert.equal(answer.status, 201, answer.text);
    const id = answer.json().data.id as string;
    await page.locator(`#results tbody tr[data-id="${id}"]`).waitFor({ timeout: LIVE_MS });
    // Deleting it takes the row away again.
    assert.equal((await server.request('DELETE', `/locations/${id}?version_number=2`)).status, 200);
    await page.locator(`#results tbody tr[data-id="${id}"]`).waitFor({ state: 'detached', timeout: LIVE_MS });
    await assertNotReloaded(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('without EventSource the readings page still refreshes, by polling', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.addInitScript(() => {
      delete (globalThis as any).EventSource;
    });
    const streams: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/events.sse') streams.push(request.url());
    });
    await page.goto(`${server.url}/readings`);
    await page.locator('#results[data-live="poll"]').waitFor({ timeout: LIVE_MS });
    await markWindow(page);
    const id = await createReading({ area: 'kiel:foerde', mean: 3.5 });
    // The latest values poll every 3 s, the list every 10 s.
    await page.locator('#latest tbody tr', { hasText: 'kiel:foerde' }).waitFor({ timeout: LIVE_MS });
    await page.locator(`#results tbody tr[data-id="${id}"]`).waitFor({ timeout: LIST_POLL_MS });
    await assertNotReloaded(page);
    assert.deepEqual(streams, [], 'no stream was asked for');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a stream the server refuses hands the tables to the poll at once', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.route('**/events.sse?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: '/problems/streams-unavailable', title: 'x', status: 503, detail: 'No streams now.' }),
      }),
    );
    await page.goto(`${server.url}/readings`);
    // EventSource gives up on a 503 for good; the poll does not wait for FALLBACK_AFTER_MS (10 s), so
    // 5 s leaves a loaded machine time to load the page and still says "at once".
    await page.locator('#latest[data-live="poll"]').waitFor({ timeout: 5_000 });
    const polls = countRefreshes(page, '/readings/latest');
    await createReading({ area: 'luebeck:trave', mean: 4.5 });
    await page.locator('#latest tbody tr', { hasText: 'luebeck:trave' }).waitFor({ timeout: LIVE_MS });
    assert.ok(polls.count >= 1);
    assert.deepEqual(
      errors.filter((e) => !e.includes('503')),
      [],
    );
    await context.close();
  });

  test('a stream that breaks and does not come back within 10 s hands over to the poll, and takes over again when it reopens', async (t) => {
    const { context, page } = await openPage(browser);
    // A reset connection is an error EventSource retries after (WHATWG HTML §9.2.3 "reestablish the connection").
    await page.route('**/events.sse?*', (route) => route.abort('connectionreset'));
    await page.goto(`${server.url}/readings`);
    await page.locator('#latest[data-live="connecting"]').waitFor({ timeout: 5_000 });
    await page.locator('#latest[data-live="poll"]').waitFor({ timeout: 15_000 });
    // When the stream opens again, in the page's own clock: its refreshes are told from the polls by
    // when their requests started.
    await page.evaluate(() => {
      const latest = (globalThis as any).document.querySelector('#latest');
      new (globalThis as any).MutationObserver(() => {
        if (latest.dataset.live === 'stream') (globalThis as any).streamOpenedAt ??= (globalThis as any).performance.now();
      }).observe(latest, { attributes: true, attributeFilter: ['data-live'] });
    });
    const lifted = Date.now();
    await page.unroute('**/events.sse?*');
    // EventSource's own retry reaches the server now (Chromium retries every 3 s or so); the poll stops.
    await page.locator('#latest[data-live="stream"]').waitFor({ timeout: 10_000 });
    t.diagnostic(`the stream opened again ${Date.now() - lifted} ms after the route was lifted`);
    // The one refresh after the stream opens (for what happened while it was away) is the first
    // request of the latest values to start after it, half a second later (GATHER_MS); a poll that
    // was already under way then started before it. Only once it is over is the page quiet.
    const refreshedAfter = await page.waitForFunction(
      () => {
        const opened = (globalThis as any).streamOpenedAt as number | undefined;
        if (opened === undefined) return undefined;
        const refresh = (globalThis as any).performance
          .getEntriesByType('resource')
          .find(
            (entry: { name: string; startTime: number }) => new URL(entry.name).pathname === '/readings/latest' && entry.startTime > opened,
          );
        return refresh === undefined ? undefined : { afterMs: Math.round(refresh.startTime - opened) };
      },
      undefined,
      { timeout: LIVE_MS },
    );
    t.diagnostic(`its refresh started ${(await refreshedAfter.jsonValue())!.afterMs} ms after it opened`);
    // The latest values poll every 3 s: 4 s without a request says that the poll has stopped.
    const polls = countRefreshes(page, '/readings/latest');
    await page.waitForTimeout(4_000);
    t.diagnostic(`${polls.count} polls of the latest values in the 4 s after it`);
    assert.equal(polls.count, 0, 'no poll once the stream is open again');
    const id = await createReading({ area: 'flensburg:foerde' });
    await page.locator(`#results tbody tr[data-id="${id}"]`).waitFor({ timeout: LIVE_MS });
    await context.close();
  });

  test('a refresh that fails after a change shows the problem in an alert beside the table', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/readings`);
    await page.locator('#results[data-live="stream"]').waitFor({ timeout: LIVE_MS });
    await page.waitForTimeout(1_000);
    await page.route(/\/readings\?/, (route) =>
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
    await createReading({ area: 'rostock:warnow' });
    const status = page.locator('[data-refresh-status="results"][role="alert"]');
    await status.waitFor({ timeout: LIVE_MS });
    assert.match((await status.textContent()) ?? '', /Could not refresh: Storage \(sqlite\) does not answer\./);
    assert.deepEqual(
      errors.filter((e) => !e.includes('503')),
      [],
    );
    await context.close();
  });

  test('a search filled in place is not overwritten by the list when a reading changes', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/readings`);
    await page.locator('#results[data-live="stream"]').waitFor({ timeout: LIVE_MS });
    await page.fill('#search-area', 'hamburg:*');
    await page.click('form[role="search"] button[type="submit"]');
    await page.waitForURL('**/readings/search?*');
    await page.locator('#results tbody tr', { hasText: 'hamburg:hafen' }).waitFor({ timeout: LIVE_MS });
    const searched = await page.locator('#results tbody tr').count();
    const id = await createReading({ area: 'bremen:weser' });
    // The latest values follow the change; the search's results stay as they were.
    await page.locator('#latest tbody tr', { hasText: 'bremen:weser' }).waitFor({ timeout: LIVE_MS });
    await page.waitForTimeout(1_000);
    assert.equal(await page.locator(`#results tbody tr[data-id="${id}"]`).count(), 0);
    assert.equal(await page.locator('#results tbody tr').count(), searched);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a later page of a list, a search page and a resource page open no stream', async () => {
    const { context, page, errors } = await openPage(browser);
    const streams: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/events.sse') streams.push(request.url());
    });
    // Another location first, so that a page of one has a next page. (A later page of readings
    // streams for its latest values, which are above every page of the list.)
    assert.equal((await server.request('POST', '/locations', { json: { version_number: 2, ...LOCATION_V2 } })).status, 201);
    const first = (await server.request('GET', '/locations?version_number=2&limit=1')).json();
    const paths = [
      `/locations?${new URLSearchParams({ limit: '1', cursor: first.meta.next_cursor })}`,
      '/readings/search?area=hamburg:*',
      `/readings/${(await server.request('GET', '/readings?version_number=3&limit=1')).json().data[0].id}`,
    ];
    for (const path of paths) {
      await page.goto(`${server.url}${path}`);
      await page.waitForTimeout(300);
      assert.equal(await page.locator('#results[data-refresh], #results[data-live]').count(), 0, path);
    }
    assert.deepEqual(streams, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the live pages, refreshed by script, have no WCAG 2.1 A or AA violations (issue 23)', async () => {
    const { context, page, errors } = await openPage(browser);
    for (const path of ['/readings', '/locations', '/readings/latest', '/locations/latest']) {
      await page.goto(`${server.url}${path}`);
      await page.locator('#results[data-live="stream"]').waitFor({ timeout: LIVE_MS });
      await page.waitForFunction(() => Number((globalThis as any).document.querySelector('#results').dataset.refreshes) >= 1, undefined, {
        timeout: LIVE_MS,
      });
      const found = describeViolations(await runAxe(page), `${path} after a live refresh`);
      assert.deepEqual(found, []);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});
