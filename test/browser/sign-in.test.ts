// Issue 17 in headless Chromium: a person signs in through the form and lands where they were going,
// sees their name in the header and signs out; a wrong password comes back as the form with the
// error; the sixth failed attempt is refused (429) with the throttle's sentence; an admin creates a
// key (its secret shown once) and revokes it with the page's buttons.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { openUsers } from '../../src/storage/index.js';
import { browserSuite, launchChromium, openPage, screenshot } from '../support/browser.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const PASSWORD = 'correct horse battery staple';

async function addUser(server: TestServer, name: string, role: string): Promise<void> {
  const users = await openUsers(server.databaseUrl);
  try {
    await users.add(name, role, PASSWORD);
  } finally {
    await users.close();
  }
}

/** Clicks and waits for the page it leads to; returns that page's status. */
async function submit(page: Page, selector: string): Promise<number> {
  const [response] = await Promise.all([page.waitForNavigation(), page.click(selector)]);
  return response?.status() ?? 0;
}

async function fillSignIn(page: Page, name: string, password: string): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

describe('signing in and out in headless Chromium (issue 17)', browserSuite(), () => {
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    server = await startServer();
    await addUser(server, 'ada', 'editor');
    await addUser(server, 'root', 'admin');
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('a page asks for sign-in, the form leads back to it, the header names the person, Sign out ends it', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/readings?limit=5`);
    const here = new URL(page.url());
    assert.equal(here.pathname, '/session/new');
    assert.equal(here.searchParams.get('next'), '/readings?limit=5');
    assert.equal(await page.getAttribute('#sign-in-password', 'type'), 'password');
    assert.equal(await page.getAttribute('#sign-in-name', 'autocomplete'), 'username');

    await fillSignIn(page, 'ada', PASSWORD);
    assert.equal(await submit(page, 'button:has-text("Sign in")'), 200);
    const landed = new URL(page.url());
    assert.equal(`${landed.pathname}${landed.search}`, '/readings?limit=5', 'back where the person was going');
    assert.match((await page.textContent('header .account')) ?? '', /Signed in as ada\s*\(editor\)/);
    assert.equal(await page.locator('header a:has-text("API keys")').count(), 0, 'an editor has no keys link');
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === 'fieldlog_session');
    assert.ok(session?.httpOnly, 'the session cookie is HttpOnly');
    assert.equal(session?.sameSite, 'Lax');

    assert.equal(await submit(page, 'header button:has-text("Sign out")'), 200);
    assert.equal(new URL(page.url()).pathname, '/session/new');
    assert.equal((await context.cookies()).filter((cookie) => cookie.name === 'fieldlog_session').length, 0);
    await page.goto(`${server.url}/locations`);
    assert.equal(new URL(page.url()).pathname, '/session/new', 'signed out: pages ask again');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a wrong password: the form again, 401, the name kept, the password empty, the error read first', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/session/new?next=%2Flocations`);
    await fillSignIn(page, 'ada', 'not the password, sorry');
    assert.equal(await submit(page, 'button:has-text("Sign in")'), 401);
    assert.equal(new URL(page.url()).pathname, '/session');
    assert.match((await page.textContent('[role="alert"]')) ?? '', /The name or the password is wrong/);
    assert.equal(await page.inputValue('#sign-in-name'), 'ada');
    assert.equal(await page.inputValue('#sign-in-password'), '');
    assert.equal(await page.evaluate(() => (globalThis as any).document.activeElement?.id), 'sign-in-problem', 'the alert has the focus');
    assert.match(await page.title(), /^Error: Sign in/);
    await screenshot(page, 'sign-in-refused');

    // Corrected, it still leads to where the person was going.
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    assert.equal(await submit(page, 'button:has-text("Sign in")'), 200);
    assert.equal(new URL(page.url()).pathname, '/locations');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("an admin creates a key, sees its secret once, and revokes it with the list's button", async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/session/new`);
    await fillSignIn(page, 'root', PASSWORD);
    assert.equal(await submit(page, 'button:has-text("Sign in")'), 200);
    assert.equal(await submit(page, 'header a:has-text("API keys")'), 200);
    assert.equal(new URL(page.url()).pathname, '/keys');

    await page.fill('#key-name', 'station-7');
    await page.selectOption('#key-scope', 'write');
    assert.equal(await submit(page, 'button:has-text("Create key")'), 201);
    const secret = (await page.textContent('#new-key')) ?? '';
    assert.match(secret, /^fl_[A-Za-z0-9_-]{40,}$/);
    assert.match((await page.textContent('main')) ?? '', /will not be shown again/);
    const used = await server.request('GET', '/locations?version_number=1', { headers: { authorization: `Bearer ${secret}` } });
    assert.equal(used.status, 200, 'the key shown works');

    await page.goto(`${server.url}/keys`);
    assert.ok(!(await page.content()).includes(secret), 'the list never shows the secret');
    page.once('dialog', (dialog) => {
      assert.match(dialog.message(), /Revoke key station-7\?/);
      void dialog.accept();
    });
    assert.equal(await submit(page, 'button[aria-label="Revoke key station-7"]'), 200);
    assert.equal(new URL(page.url()).pathname, '/keys');
    assert.match((await page.textContent('.flash')) ?? '', /revoked/);
    assert.equal(await page.locator('tr[data-key="station-7"].revoked').count(), 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refused = await server.request('GET', '/locations?version_number=1', { headers: { authorization: `Bearer ${secret}` } });
    assert.equal(refused.status, 401, 'a revoked key stops working within a second');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('sign-in throttling in headless Chromium (issue 17)', browserSuite(), () => {
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    // A server of its own: failures are counted per address, and every test here comes from 127.0.0.1.
    server = await startServer();
    await addUser(server, 'ada', 'viewer');
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('five wrong passwords, then the sixth attempt is refused with 429 and when to try again', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto(`${server.url}/session/new`);
    for (let i = 1; i <= 5; i++) {
      await fillSignIn(page, 'ada', `wrong password number ${i}`);
      assert.equal(await submit(page, 'button:has-text("Sign in")'), 401, `attempt ${i}`);
    }
    await fillSignIn(page, 'ada', PASSWORD);
    assert.equal(await submit(page, 'button:has-text("Sign in")'), 429, 'even the right password waits');
    assert.match(
      (await page.textContent('[role="alert"]')) ?? '',
      /Too many failed sign-ins for this name or from this address; try again in \d+ s\./,
    );
    assert.equal(await page.inputValue('#sign-in-name'), 'ada');
    assert.equal((await context.cookies()).length, 0, 'no session');
    await screenshot(page, 'sign-in-throttled');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
