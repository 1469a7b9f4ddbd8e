// What a screen reader is told about an element (issue 23): Chromium's own accessibility tree, read
// through the DevTools protocol, so a test asserts the computed role, name, description and state
// rather than the attributes it hopes produce them.
import type { Page } from 'playwright-core';

export interface AccessibleNode {
  role: string;
  name: string;
  description: string;
  /** aria-invalid as Chromium exposes it: 'true' or 'false'. */
  invalid: string;
}

/** The node of the element that `expression` (run in the page) evaluates to: `document.activeElement`, a query. */
export async function readAccessibleNode(page: Page, expression: string): Promise<AccessibleNode> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    if (result.objectId === undefined) throw new Error(`${expression} is not an element in ${page.url()}`);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
    const node = nodes[0];
    const text = (value: { value?: unknown } | undefined) => (value?.value === undefined ? '' : String(value.value));
    return {
      role: text(node?.role),
      name: text(node?.name),
      description: text(node?.description),
      invalid: text(node?.properties?.find((property) => property.name === 'invalid')?.value) || 'false',
    };
  } finally {
    await cdp.detach();
  }
}

/** The node of the first element matching a CSS selector. */
export function readAccessibleNodeOf(page: Page, selector: string): Promise<AccessibleNode> {
  return readAccessibleNode(page, `document.querySelector(${JSON.stringify(selector)})`);
}
