import { randomUUID } from 'node:crypto';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { AdminResource } from '../../src/shared/admin.js';
import { test as base, expect, signInContext, waitForTheApp, type TestUser } from './fixtures.js';

/** A short random tag that keeps one journey's data apart from the others'. */
export const unique = () => randomUUID().slice(0, 8);

// The page's globals, for page.evaluate (this file is typed without the DOM library).
type InPage = { document: { documentElement: { scrollWidth: number; clientWidth: number } } };

/** How far the page is wider than the screen (0: no sideways scrolling). */
export const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const root = (globalThis as unknown as InPage).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

export const test = base.extend<{
  /** A new admin, signed in on `page`. */
  admin: TestUser;
  /** Opens /admin?tab=`tab` on `page` as `admin`; gives the tab's panel. */
  openAdminTab: (tab: AdminResource) => Promise<Locator>;
  /** A page in a browser of its own, signed in as `user`; closed after the test. */
  pageAs: (user: TestUser) => Promise<Page>;
}>({
  admin: async ({ createUser, signIn }, use) => {
    const user = await createUser({ role: 'admin' });
    await signIn(user);
    await use(user);
  },
  openAdminTab: async ({ page, admin: _admin }, use) =>
    use(async (tab) => {
      await page.goto(`/admin?tab=${tab}`);
      // The shown tab's panel: the others are hidden, so out of the accessibility tree. The panel
      // and the tab's own script load lazily after the admin page's: on a busy machine that took
      // 8 s once (CI), so the first sight of the tab's content gets more than a step's time.
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('region').first()).toBeVisible({ timeout: 20_000 });
      return panel;
    }),
  pageAs: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (user) => {
      const context = await browser.newContext({ baseURL });
      contexts.push(context);
      await signInContext(context, baseURL!, user);
      // As the test's own page: a navigation waits until the app has taken the page over.
      const page = await context.newPage();
      waitForTheApp(page);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };
