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

// Issue 20: both themes; the dark one as a device set to dark gets it (contrast included).
const THEMES = ['light', 'dark'] as const;

test.describe('[a11y] no serious accessibility violations', () => {
  for (const { path, as, ready } of PAGES) {
    for (const [screen, size] of Object.entries(VIEWPORTS)) {
      for (const theme of THEMES) {
        test(`${path} on a ${screen}, ${theme} theme`, async ({ page, createUser, signIn }) => {
          if (as !== 'visitor')
            await signIn(await createUser({ role: as === 'admin' ? 'admin' : 'user' }));
          await page.emulateMedia({ colorScheme: theme });
          await page.setViewportSize(size);
          await page.goto(path);
          await expect(ready(page).first()).toBeVisible();
          await expect(page.locator('html')).toHaveClass(
            theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
          );
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    }
  }
});

test('[theme] the header toggle turns the dark theme on, and the next visit starts dark', async ({
  page,
}) => {
  const html = page.locator('html');
  const csp: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) csp.push(m.text());
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/landing');
  await expect(html).not.toHaveClass(/\bdark\b/);
  const toggle = page.getByRole('button', { name: 'Tema gelap' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The head's script sets it before the page's own script runs: allowed by its hash.
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Tema gelap' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(csp).toEqual([]);
});
