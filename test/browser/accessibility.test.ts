// Issue 23: every page the server renders, checked by axe-core in Chromium against the WCAG 2.0 and
// 2.1 rules of levels A and AA, at desktop and phone width, under the production
// Content-Security-Policy. The pages come from the route table (test/support/page-routes.ts): a new
// GET route that answers HTML gets a test here without anyone writing one. A route whose form
// posts is also checked as it comes back refused, every field in error.
// Issue 17: the sweep runs while the server is open (no person yet); its last test adds an admin,
// signs in through the form, and checks what only a signed-in person sees: the header with the name
// and Sign out, the keys page with its buttons, a new key's secret, and a refused sign-in (401).
// Issue 19: a webhook is made first, so its page and its deliveries' are swept with the others.
import { withReferences } from '../support/references.js';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PROBLEM_TYPES } from '../../src/contract/problems.js';
import { openUsers } from '../../src/storage/index.js';
import { AXE_VERSION, WCAG_TAGS, describeViolations, rulesRun, runAxe } from '../support/axe.js';
import { DESKTOP, PHONE, browserSuite, launchChromium, openPage } from '../support/browser.js';
import { NOT_OURS, addressesOf, readSiteMap } from '../support/page-routes.js';
import type { PageRoute } from '../support/page-routes.js';
import { startServer } from '../support/server.js';
import type { TestServer } from '../support/server.js';

const WIDTHS = [DESKTOP, PHONE] as const;
/** Resources of each collection made before the sweep: lists, charts and nearby places have rows to show. */
const SEEDED = 3;

/** What the sweep saw, printed when it ends. */
const tally = { addresses: new Set<string>(), views: 0, rules: new Set<string>(), violations: 0, review: new Map<string, number>() };

describe('accessibility of every page, by axe-core in Chromium (issue 23)', browserSuite(), async () => {
  const siteMap = await readSiteMap();
  let server: TestServer;
  let browser: Browser;
  const views: { width: number; context: BrowserContext; page: Page; errors: string[] }[] = [];
  const ids = new Map<string, string>();
  /** Keys made by the signed-in part of the sweep, for the pages that name one. */
  const keyNames: string[] = [];

  before(async () => {
    // Webhooks to a private address may be made, so that the webhook pages have one to show.
    server = await startServer({ webhooks: { policy: { allowHttp: true, allowPrivate: true }, pollMs: 50, retryBaseMs: 60_000 } });
    browser = await launchChromium();
    // Its receiver is a closed port: the seeded changes below give it deliveries with failed attempts.
    const webhook = await server.request('POST', '/webhooks', {
      json: { url: 'http://127.0.0.1:9/fieldlog', types: '*', description: 'the sweep' },
    });
    assert.equal(webhook.status, 201, webhook.text);
    ids.set('webhooks', webhook.json().data.id);
    for (const example of siteMap.examples) {
      for (let i = 0; i < SEEDED; i++) {
        const created = await server.request('POST', `/${example.collection}`, {
          json: { version_number: example.version, ...(await withReferences(server, example.parameters, example.fields)) },
        });
        assert.equal(created.status, 201, created.text);
        ids.set(example.collection, created.json().data.id);
      }
    }
    for (const viewport of WIDTHS) views.push({ width: viewport.width, ...(await openPage(browser, { viewport })) });
  });

  after(async () => {
    await browser?.close();
    await server?.close();
    const review = [...tally.review].map(([rule, count]) => `${rule} ×${count}`).join(', ');
    console.log(
      [
        `axe-core ${AXE_VERSION}, ${WCAG_TAGS.join(' ')}: ${tally.addresses.size} pages at ${WIDTHS.map((w) => w.width).join(' and ')} px wide (${tally.views} checks),`,
        `${tally.rules.size} rules run, ${tally.violations} violations; to review by hand: ${review === '' ? 'none' : review}.`,
        `Not checked: ${Object.entries(NOT_OURS)
          .map(([name, why]) => `${name} (${why})`)
          .join('; ')}.`,
      ].join('\n'),
    );
  });

  /** The path parameters the sweep can fill: a seeded resource's id, every problem type. */
  function valuesOf(param: string, route: PageRoute): readonly string[] | undefined {
    if (param === 'type' && route.pattern.startsWith('/problems/')) return PROBLEM_TYPES;
    if (param === 'id') {
      const id = ids.get(route.pattern.split('/')[1]!);
      return id === undefined ? undefined : [id];
    }
    if (param === 'name' && route.pattern.startsWith('/keys/')) return keyNames;
    return undefined;
  }

  /** Opens the address at each width and checks it; a page whose form posts is checked refused as well. */
  async function check(path: string, status: number): Promise<void> {
    const found = (
      await Promise.all(
        views.map(async (view) => {
          const answer = await view.page.goto(`${server.url}${path}`);
          assert.equal(answer?.status(), status, `GET ${path} answered ${answer?.status()}`);
          // The policy the page was checked under is production's, not relaxed for the test.
          assert.match(
            answer?.headers()['content-security-policy'] ?? '',
            /script-src 'self'; style-src 'self'/,
            `the Content-Security-Policy of ${path}`,
          );
          const at = await audit(view.page, `GET ${path} at ${view.width} px`, path);
          if ((await view.page.locator(POSTING_FORM).count()) > 0) {
            assert.equal(await refuseForm(view.page), 422, `the refused form of ${path}`);
            at.push(...(await audit(view.page, `the refused form of ${path} at ${view.width} px`, `${path}, its form refused`)));
          }
          assert.deepEqual(view.errors.splice(0), [], `script errors on ${path} at ${view.width} px`);
          return at;
        }),
      )
    ).flat();
    if (found.length > 0) assert.fail(`${found.length} WCAG 2.1 A/AA violation(s):\n${found.join('\n')}`);
  }

  async function audit(page: Page, where: string, address: string): Promise<string[]> {
    const results = await runAxe(page);
    tally.addresses.add(address);
    tally.views++;
    for (const rule of rulesRun(results)) tally.rules.add(rule);
    for (const rule of results.incomplete) tally.review.set(rule.id, (tally.review.get(rule.id) ?? 0) + rule.nodes.length);
    const found = describeViolations(results, where);
    tally.violations += found.length;
    return found;
  }

  for (const route of siteMap.routes.filter((r) => !afterSignIn(r))) {
    test(`GET ${route.pattern} (${route.name}) has no WCAG 2.1 A or AA violations at desktop and phone width (issue 23)`, async () => {
      for (const path of addressesOf(route, valuesOf)) await check(path, 200);
    });
  }

  test('the problem pages of an unknown address (404) and of refused query parameters (422) have no violations either (issue 23)', async () => {
    await check('/no-such-page', 404);
    await check(`/${siteMap.examples[0]!.collection}/no-such-id`, 404);
    await check('/locations/search?bbox=north&limit=0', 422);
  });

  // Last: once a person exists the server is no longer open, and every page above needs a session.
  test('signed in as an admin: the header, the keys page, a new key and a refused sign-in have no violations (issue 17)', async () => {
    const users = await openUsers(server.databaseUrl);
    try {
      await users.add('sweep-admin', 'admin', SWEEP_PASSWORD);
    } finally {
      await users.close();
    }
    const found: string[] = [];
    for (const view of views) {
      const at = `at ${view.width} px`;
      await view.page.goto(`${server.url}/session/new`);
      await view.page.fill('#sign-in-name', 'sweep-admin');
      await view.page.fill('#sign-in-password', 'not the password at all');
      assert.equal(await submitAndWait(view.page, 'form.sign-in button[type="submit"]'), 401);
      found.push(...(await audit(view.page, `a refused sign-in ${at}`, 'POST /session, refused')));
      await view.page.fill('#sign-in-password', SWEEP_PASSWORD);
      assert.equal(await submitAndWait(view.page, 'form.sign-in button[type="submit"]'), 200);
      assert.match((await view.page.textContent('header')) ?? '', /Signed in as sweep-admin/);
      found.push(...(await audit(view.page, `home, signed in, ${at}`, '/, signed in')));
      await view.page.goto(`${server.url}/keys`);
      await view.page.fill('#key-name', `sweep-${view.width}`);
      assert.equal(await submitAndWait(view.page, 'button:has-text("Create key")'), 201);
      found.push(...(await audit(view.page, `a new key's secret ${at}`, 'POST /keys')));
      keyNames.push(`sweep-${view.width}`);
      assert.deepEqual(view.errors.splice(0), [], `script errors ${at}`);
    }
    // Each page again, at both widths, with its refused form: now with the header of a signed-in admin.
    await check('/keys', 200);
    await check(`/${siteMap.examples[0]!.collection}/${ids.get(siteMap.examples[0]!.collection)}`, 200);
    if (found.length > 0) assert.fail(`${found.length} WCAG 2.1 A/AA violation(s):\n${found.join('\n')}`);
  });

  // Pages whose path names a key: a key exists only once the server is closed, so they come last.
  for (const route of siteMap.routes.filter(afterSignIn)) {
    test(`GET ${route.pattern} (${route.name}), signed in as an admin, has no WCAG 2.1 A or AA violations (issues 17, 23)`, async () => {
      for (const path of addressesOf(route, valuesOf)) await check(path, 200);
    });
  }
});

/** A page whose path names a credential (a key): checked after the sweep has signed in and made keys. */
function afterSignIn(route: PageRoute): boolean {
  return route.pattern.startsWith('/keys/');
}

const SWEEP_PASSWORD = 'a sweep of every page';

async function submitAndWait(page: Page, selector: string): Promise<number | undefined> {
  const [answer] = await Promise.all([page.waitForNavigation(), page.click(selector)]);
  return answer?.status();
}

const POSTING_FORM = 'form.fields[method="post"]';

/**
 * Every field emptied and the form sent without the browser's own checks (as a browser that has
 * none would), so that every field comes back with its error. Answers the refused page's status.
 */
async function refuseForm(page: Page): Promise<number | undefined> {
  const form = page.locator(POSTING_FORM);
  await form.evaluate((element: any) => {
    element.noValidate = true;
    for (const input of element.querySelectorAll('input:not([type="hidden"])')) input.value = '';
  });
  const [answer] = await Promise.all([page.waitForNavigation(), form.locator('button[type="submit"]').click()]);
  return answer?.status();
}
