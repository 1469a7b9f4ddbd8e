// Issue 18: a device's track page and latest page in Chromium, with data to draw (the accessibility
// sweep meets them with a device that has no locations yet). Without script, as with it: the track
// is an image named by its title and described by its start and end, above the table of the same
// locations, and axe finds no WCAG 2.1 A or AA violation at desktop or phone width.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { describeViolations, runAxe } from '../support/axe.js';
import { DESKTOP, PHONE, browserSuite, launchChromium, openPage } from '../support/browser.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

describe('device pages in Chromium (issue 18)', browserSuite(), () => {
  let server: TestServer;
  let browser: Browser;
  let device: string;

  before(async () => {
    server = await startServer();
    browser = await launchChromium();
    const post = async (collection: string, body: Record<string, unknown>) => {
      const answer = await server.request('POST', `/${collection}`, { json: body });
      assert.equal(answer.status, 201, answer.text);
      return answer.json().data;
    };
    device = (await post('devices', { version_number: 1, name: 'Collar 17', kind: 'gps-collar' })).id;
    // A walk that crosses 180°: drawn as one line, not across the picture.
    for (const [index, longitude] of [179.2, 179.6, -179.9, -179.5, -179.1].entries()) {
      await post('locations', {
        version_number: 3,
        longitude,
        latitude: -17 + index / 10,
        altitude: 3,
        speed: 1.2,
        timestamp: `2026-11-22T1${index}:00:00+12:00`,
        device,
      });
    }
    for (const [quantity, unit] of [
      ['air_temperature', 'Cel'],
      ['relative_humidity', '%'],
    ]) {
      await post('readings', {
        version_number: 3,
        time: '2026-11-22T12:00:00+12:00',
        area: 'fiji:taveuni',
        mean: 25,
        good: 10,
        number: 10,
        seen: 10,
        span: 60,
        stdDev: 0.5,
        quantity,
        unit,
        device,
      });
    }
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`the track page draws the track without script (${width})`, async () => {
      const { context, page, errors } = await openPage(browser, { viewport, javaScriptEnabled: false });
      try {
        const answer = await page.goto(`${server.url}/devices/${device}/track`);
        assert.equal(answer?.status(), 200);
        const image = page.getByRole('img', { name: `Track of device ${device}: the 5 locations of this page in time order` });
        assert.equal(await image.count(), 1);
        const line = page.locator('svg.track polyline');
        const box = await line.boundingBox();
        assert.ok(box !== null && box.width > 50 && box.height > 10, `the line is drawn: ${JSON.stringify(box)}`);
        // Unwrapped at 180°: no step of the line spans most of the picture.
        const xs = (await line.getAttribute('points'))!.split(' ').map((point) => Number(point.split(',')[0]));
        for (let i = 1; i < xs.length; i++) assert.ok(Math.abs(xs[i]! - xs[i - 1]!) < 400, `step ${i}: ${xs.join(' ')}`);
        assert.equal(await page.locator('#results tbody tr').count(), 5);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

    test(`the track page has no WCAG violations (${width})`, async () => {
      // axe runs as script in the page, so this view has it.
      const { context, page, errors } = await openPage(browser, { viewport });
      try {
        assert.equal((await page.goto(`${server.url}/devices/${device}/track`))?.status(), 200);
        assert.deepEqual(describeViolations(await runAxe(page), `the track page at ${viewport.width} px`), []);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });

    test(`the latest page and the device page have no WCAG violations (${width})`, async () => {
      const { context, page, errors } = await openPage(browser, { viewport });
      try {
        for (const path of [`/devices/${device}/latest`, `/devices/${device}`]) {
          assert.equal((await page.goto(`${server.url}${path}`))?.status(), 200);
          assert.deepEqual(describeViolations(await runAxe(page), `${path} at ${viewport.width} px`), []);
        }
        await page.getByRole('link', { name: 'What it reported last' }).click();
        assert.equal(await page.locator('#readings tbody tr').count(), 2);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }
});
