// A page walked with the Tab key alone (issue 23): where focus goes, in what order, and whether a
// person can see where it is. "Visible" is measured, not inferred from styles: the screen with the
// focus on an element must differ from the same screen with the focus taken away.
import type { Page } from 'playwright-core';

export interface TabStop {
  /** The element's position among all elements of the document: reading order. */
  order: number;
  /** Tag, id and text, for messages: `a#x "Locations"`. */
  label: string;
  /** The element is in the viewport once focused (the browser scrolled it into view). */
  inView: boolean;
  /** The screen changed when the element took the focus: a ring, an outline, a skip link appearing. */
  ringVisible: boolean;
  /** Inside a chart (svg.chart). */
  inChart: boolean;
}

export interface TabWalk {
  stops: TabStop[];
  /** Every element a keyboard should reach, in document order: what `stops` must match. */
  tabbable: { order: number; label: string }[];
}

/** From the top of the page, presses Tab until the focus leaves the page or comes round again. */
export async function walkWithTab(page: Page, limit = 400): Promise<TabWalk> {
  const tabbable = await page.evaluate(() => {
    const { document } = globalThis as any;
    const all: any[] = [...document.querySelectorAll('*')];
    // Inline, not a named function: tsx would name it with a helper the page does not have.
    return all
      .filter(
        (el) =>
          el.tabIndex >= 0 &&
          !el.disabled &&
          el.type !== 'hidden' &&
          el.checkVisibility() &&
          (el.matches('a[href], button, input, select, textarea, summary') || el.hasAttribute('tabindex')),
      )
      .map((el) => ({
        order: all.indexOf(el),
        label: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${String(
          el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '',
        )
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 60)}"`,
      }));
  });
  await page.evaluate(() => {
    const { document, window } = globalThis as any;
    document.activeElement?.blur();
    window.scrollTo(0, 0);
  });
  const stops: TabStop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const { document, window } = globalThis as any;
      const el = document.activeElement;
      if (el === null || el === document.body) return null;
      const all: any[] = [...document.querySelectorAll('*')];
      const box = el.getBoundingClientRect();
      return {
        order: all.indexOf(el),
        label: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${String(
          el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '',
        )
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 60)}"`,
        inView:
          box.width > 0 &&
          box.height > 0 &&
          box.bottom > 0 &&
          box.right > 0 &&
          box.top < window.innerHeight &&
          box.left < window.innerWidth,
        inChart: el.closest('svg.chart') !== null,
      };
    });
    if (stop === null || stop.order === stops[0]?.order) break;
    const focused = await page.screenshot();
    // Chromium keeps its sequential focus starting point on an element blurred by script, so the
    // next Tab goes on from here.
    await page.evaluate(() => (globalThis as any).document.activeElement?.blur());
    const unfocused = await page.screenshot();
    stops.push({ ...stop, ringVisible: !focused.equals(unfocused) });
  }
  return { stops, tabbable };
}
