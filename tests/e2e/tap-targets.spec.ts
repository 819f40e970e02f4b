import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// Issue 32: every target on the list pages can be hit with a thumb: at least 44 × 44 px on a
// phone (WCAG 2.5.8 at the enhanced size of 2.5.5). Exempt are only links inside running text.
const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE });

// The page's globals, for page.evaluate (this file is typed without the DOM library).
interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}
interface El {
  tagName: string;
  textContent: string | null;
  parentElement: El | null;
  offsetParent: El | null;
  clientLeft: number;
  clientTop: number;
  labels?: ArrayLike<El> | null;
  contains(other: El): boolean;
  closest(selectors: string): El | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): Box;
  checkVisibility(options: { visibilityProperty: boolean }): boolean;
}
interface Style {
  display: string;
  position: string;
  content: string;
  left: string;
  top: string;
  width: string;
  height: string;
}
interface InPage {
  document: { querySelectorAll(selectors: string): ArrayLike<El> };
  getComputedStyle(el: El, pseudo?: string): Style;
}

/**
 * Every visible target on the page whose area is under 44 × 44 px, as "tag 'name' W×H". A
 * target's area is what a tap on it reaches: its own box, with the label that wraps a checkbox,
 * and the card it covers where it is a card's stretched link (its `::after`).
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as InPage;
    const TARGETS = 'a[href], button, [role="button"], input:not([type="hidden"]), select';

    /** A link in a sentence: its block says more than the link does (WCAG 2.5.8's inline exception). */
    const inText = (el: El) => {
      if (el.tagName !== 'A' || w.getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && w.getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (el.textContent ?? '').trim().length;
      return (block?.textContent ?? '').trim().length > own;
    };

    /** The box an absolutely placed `::after` draws, which takes the element's taps. */
    const stretched = (el: El): Box | null => {
      const after = w.getComputedStyle(el, '::after');
      if (after.content === 'none' || after.position !== 'absolute') return null;
      const holder = w.getComputedStyle(el).position === 'static' ? el.offsetParent : el;
      if (!holder) return null;
      const base = holder.getBoundingClientRect();
      return {
        left: base.left + holder.clientLeft + parseFloat(after.left),
        top: base.top + holder.clientTop + parseFloat(after.top),
        width: parseFloat(after.width),
        height: parseFloat(after.height),
      };
    };

    const union = (a: Box, b: Box): Box => {
      const left = Math.min(a.left, b.left);
      const top = Math.min(a.top, b.top);
      const right = Math.max(a.left + a.width, b.left + b.width);
      const bottom = Math.max(a.top + a.height, b.top + b.height);
      return { left, top, width: right - left, height: bottom - top };
    };

    const small: string[] = [];
    for (const el of Array.from(w.document.querySelectorAll(TARGETS))) {
      const own = el.getBoundingClientRect();
      // Not shown, or visually hidden (the skip link until it has the focus).
      if (!el.checkVisibility({ visibilityProperty: true }) || own.width <= 1 || own.height <= 1)
        continue;
      if (inText(el)) continue;
      let area: Box = own;
      const after = stretched(el);
      if (after) area = union(area, after);
      const label = el.closest('label');
      if (label) area = union(area, label.getBoundingClientRect());
      if (area.width < 44 || area.height < 44) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        const tag = el.tagName.toLowerCase();
        small.push(`${tag} '${name}' ${Math.round(area.width)}×${Math.round(area.height)}`);
      }
    }
    return small;
  });

/** Opens `path` and waits for its list's first cards. */
async function openList(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByText(/^Showing \d+ /)).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
}

test.describe('[phone] tap targets of the list pages', () => {
  test('member list pages: every link, button and control is at least 44 × 44 px', async ({
    page,
    member: _member,
  }) => {
    const small: Record<string, string[]> = {};
    for (const path of ['/tools', '/learning', '/workflows', '/prompt']) {
      await openList(page, path);
      small[path] = await smallTargets(page);
    }
    expect(small).toEqual({
      '/tools': [],
      '/learning': [],
      '/workflows': [],
      '/prompt': [],
    });
  });

  test('the public showcase: every target is at least 44 × 44 px', async ({ page }) => {
    await openList(page, '/showcase');
    expect(await smallTargets(page)).toEqual([]);
  });
});
