// axe-core (Deque's accessibility rules) run inside a page of the browser tests (issue 23).
// The script is evaluated through the DevTools protocol, which the page's Content-Security-Policy
// does not govern, so the pages are checked under the very policy production sends: no bypassCSP,
// no inline script tag, and a page whose own style or script the policy blocks is checked that way.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_VERSION: string = require('axe-core/package.json').version;

/** WCAG 2.0 and 2.1, levels A and AA: the rules the pages must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

export interface AxeNode {
  target: string[];
  html: string;
  failureSummary?: string;
}

export interface AxeRule {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

export interface AxeResults {
  violations: AxeRule[];
  incomplete: AxeRule[];
  passes: AxeRule[];
  inapplicable: AxeRule[];
}

/** Runs the WCAG 2.1 A and AA rules over the whole document as it stands. */
export async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE_SOURCE);
  // No named functions in here: tsx names them with a helper that exists only in Node, not in the page.
  return page.evaluate(
    async (tags) => {
      const results = await (globalThis as any).axe.run((globalThis as any).document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations', 'incomplete'],
      });
      // Only what the test reads: the whole result holds the elements of every rule, slow to copy out.
      return Object.fromEntries(
        ['violations', 'incomplete', 'passes', 'inapplicable'].map((kind) => [
          kind,
          results[kind].map((r: any) => ({
            id: r.id,
            impact: r.impact,
            help: r.help,
            helpUrl: r.helpUrl,
            nodes: r.nodes.map((n: any) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
          })),
        ]),
      ) as unknown as AxeResults;
    },
    [...WCAG_TAGS],
  );
}

/** One line per element: the rule, its impact, the page and width, the element, and what to fix. */
export function describeViolations(results: AxeResults, where: string): string[] {
  return results.violations.flatMap((rule) =>
    rule.nodes.map(
      (node) =>
        `${rule.id} (${rule.impact ?? 'no impact'}) on ${where}: ${node.target.join(' ')} ${node.html.slice(0, 160)}\n    ${rule.help}. ${(node.failureSummary ?? '').replace(/\s+/g, ' ')} ${rule.helpUrl}`,
    ),
  );
}

/** Every rule axe ran on the page, whatever its outcome. */
export function rulesRun(results: AxeResults): string[] {
  return [...results.violations, ...results.incomplete, ...results.passes, ...results.inapplicable].map((rule) => rule.id);
}
