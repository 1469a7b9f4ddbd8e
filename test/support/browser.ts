// Headless Chromium for the page tests (issue 5): Debian's /usr/bin/chromium driven by playwright-core,
// which never downloads a browser of its own. In CI (CI=true) a missing Chromium fails the tests;
// elsewhere they are skipped with a sentence saying how to install it.
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Screenshots go here (gitignored): test/artifacts/. */
export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

// Without the background-networking flags Chromium keeps trying to reach Google's hosts, which a
// closed network refuses. Playwright adds --headless and a fresh, empty --user-data-dir (a new
// temporary profile per launch) itself, and refuses a --user-data-dir of ours for launch().
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** For describe(): `{ skip: reason }` when Chromium is missing outside CI; in CI the launch fails instead. */
export function browserSuite(): { skip?: string } {
  if (existsSync(CHROMIUM_PATH) || process.env.CI === 'true') return {};
  return { skip: `Chromium is not installed at ${CHROMIUM_PATH}: apt-get install -y chromium (CI installs it and fails without it)` };
}

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}; .ci/run installs it (apt-get install -y chromium). Browser tests fail in CI without it.`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
}

/** A fresh context (no cookies, no cache) whose page reports script errors as test failures. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A page answered 404 or 422 on purpose is logged as "Failed to load resource"; that is not a script error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return { context, page, errors };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = `${ARTIFACTS}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}
