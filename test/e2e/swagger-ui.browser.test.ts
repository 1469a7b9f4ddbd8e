// Swagger UI at /docs in headless Chromium (Debian's package, driven by playwright-core): expand
// POST /locations, try it out, execute, and see the 201 (issue 4). In CI a missing Chromium fails;
// elsewhere it skips with the command that installs it.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { makeKey } from '../support/credentials.js';
import { referencedId } from '../support/references.js';
import { DEVICE_ID } from '../../src/versioning/index.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));
const inCi = process.env.CI === 'true';
const missing = !existsSync(CHROMIUM);
const skip = missing && !inCi ? `Chromium is not at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM_PATH)` : false;

// The flags this machine needs: no sandbox as root, and no background connections, which the
// closed network would refuse many at a time.
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A fresh headless Chromium with a profile of its own, and the page it opened. */
async function openChromium(): Promise<{ page: Page; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'fieldlog-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1280, height: 1000 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

let server: TestServer;
before(async () => {
  if (!missing) server = await startServer();
});
after(async () => {
  await server?.close();
});

test('Swagger UI creates a location with try-it-out on POST /locations and shows the 201', { skip, timeout: 120_000 }, async () => {
  assert.ok(!missing, `CI needs Chromium at ${CHROMIUM}; .ci/run installs Debian's chromium before the tests`);
  const { page, close } = await openChromium();
  try {
    const failures: string[] = [];
    page.on('requestfailed', (request) => failures.push(`${request.url()}: ${request.failure()?.errorText}`));
    await page.goto(`${server.url}/docs`);

    const operation = page.locator('#operations-locations-location-create');
    await operation.locator('.opblock-summary').first().click();
    await operation.locator('button.try-out__btn').click();
    const body = operation.locator('textarea.body-param__text');
    const example = await body.inputValue();
    assert.match(example, /"version_number": 3/, "the newest version's example fills the body");
    // Version 3 names a device that exists (issue 18): the example's id is replaced by a real one, as a person would.
    const device = await referencedId(server, 'devices');
    assert.match(example, new RegExp(`"device": "${DEVICE_ID.example}"`));
    await body.fill(example.replace(String(DEVICE_ID.example), device));
    await operation.locator('button.execute').click();

    const status = operation.locator('.live-responses-table tr.response .response-col_status').first();
    await status.waitFor({ timeout: 30_000 });
    assert.equal((await status.innerText()).trim(), '201');
    await operation.locator('.live-responses-table tr.response .response-col_description pre').first().waitFor();
    assert.match(
      await operation.locator('.live-responses-table tr.response .response-col_description').first().innerText(),
      /"action": "location"/,
    );

    await status.scrollIntoViewIfNeeded();
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'swagger-ui-create-location.png'), fullPage: false });
    assert.deepEqual(failures, [], 'every asset and request of the page loads from this server');
    const rows = await server.rows('SELECT longitude, latitude, speed FROM locations');
    assert.deepEqual(rows, [{ longitude: 7.1, latitude: 50.7, speed: 1.4 }]);
  } finally {
    await close();
  }
});

test('Swagger UI Authorize takes an API key, and try-it-out then succeeds on a server that needs one (issue 17)', {
  skip,
  timeout: 120_000,
}, async (t) => {
  assert.ok(!missing, `CI needs Chromium at ${CHROMIUM}; .ci/run installs Debian's chromium before the tests`);
  const closed = await startServer();
  t.after(() => closed.close());
  const key = await makeKey(closed.databaseUrl, 'swagger', 'write');
  const { page, close } = await openChromium();
  try {
    await page.goto(`${closed.url}/docs`);
    const operation = page.locator('#operations-locations-location-create');
    await operation.locator('.opblock-summary').first().click();
    await operation.locator('button.try-out__btn').click();
    const status = operation.locator('.live-responses-table tr.response .response-col_status').first();
    const made = await closed.request('POST', '/devices', {
      json: { version_number: 1, name: 'Collar 17' },
      headers: { authorization: `Bearer ${key}` },
    });
    assert.equal(made.status, 201, made.text);
    const body = operation.locator('textarea.body-param__text');
    await body.fill((await body.inputValue()).replace(String(DEVICE_ID.example), made.json().data.id));

    // Without a key: the contract's 401.
    await operation.locator('button.execute').click();
    await status.waitFor({ timeout: 30_000 });
    assert.equal((await status.innerText()).trim(), '401');

    await page.locator('.auth-wrapper button.authorize').click();
    const scheme = page.locator('.auth-container').filter({ hasText: 'bearerKey' });
    await scheme.locator('input').first().fill(key);
    await scheme.locator('button.authorize').click();
    await scheme.locator('button.btn-done').click();

    await operation.locator('button.execute').click();
    // The answer of this execution replaces the 401 in the same cell.
    await operation
      .locator('.live-responses-table tr.response .response-col_status', { hasText: /^\s*201\s*$/ })
      .first()
      .waitFor({ timeout: 30_000 });
    const rows = await closed.rows('SELECT longitude, created_by, updated_by FROM locations');
    assert.deepEqual(rows, [{ longitude: 7.1, created_by: 'swagger', updated_by: 'swagger' }]);
  } finally {
    await close();
  }
});
