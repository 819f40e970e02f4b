import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 667 },
} as const;

/** The page's serious and critical axe-core violations, each with the elements at fault. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Each page with who opens it and what shows once its content has loaded. */
const PAGES: { path: string; as: 'visitor' | 'member' | 'admin'; ready: (p: Page) => Locator }[] = [
  { path: '/landing', as: 'visitor', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/affiliates', as: 'visitor', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/admin-login', as: 'visitor', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/forgot-password', as: 'visitor', ready: (p) => p.getByRole('tab').first() },
  {
    path: '/registration/newuser',
    as: 'visitor',
    ready: (p) => p.getByRole('heading', { name: 'Create Account' }),
  },
  { path: '/tools', as: 'member', ready: (p) => p.getByText(/Showing \d+ tools/) },
  { path: '/dashboard', as: 'member', ready: (p) => p.getByText(/Ahli sejak/) },
  {
    path: '/admin',
    as: 'admin',
    ready: (p) => p.getByRole('heading', { name: 'Admin Panel', level: 1 }),
  },
];

test.describe('[a11y] no serious accessibility violations', () => {
  for (const { path, as, ready } of PAGES) {
    for (const [screen, size] of Object.entries(VIEWPORTS)) {
      test(`${path} on a ${screen}`, async ({ page, createUser, signIn }) => {
        if (as !== 'visitor')
          await signIn(await createUser({ role: as === 'admin' ? 'admin' : 'user' }));
        await page.setViewportSize(size);
        await page.goto(path);
        await expect(ready(page).first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
