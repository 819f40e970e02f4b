import type { SiteResponse } from '../../src/shared/site.js';
import { expect, fillLogin, test } from './fixtures.js';

// docs/architecture.md#first-paint: the public pages arrive as HTML with their content, so nothing
// waits for the script to show something. A member's pages are rendered per request
// (server-render.spec.ts); a visitor's view of them is the shell.

const PUBLIC_PAGES = [
  {
    path: '/landing',
    heading: 'Kuasai AI untuk kerja dan perniagaan anda',
    title: 'Hab Pembelajaran AI',
  },
  { path: '/showcase', heading: 'All AI Tools', title: 'AI Tools' },
  { path: '/registration/newuser', heading: 'Create Account', title: 'Daftar Akaun' },
  { path: '/forgot-password', heading: 'Lupa Kata Laluan', title: 'Lupa Kata Laluan' },
  { path: '/admin-login', heading: 'Admin Login', title: 'Log Masuk Admin' },
  {
    path: '/affiliates',
    heading: 'Kongsi Hab AI, jana pendapatan sampingan',
    title: 'Program Affiliate',
  },
];

test.describe('[visitor] first paint without the script', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, title } of PUBLIC_PAGES) {
    test(`${path} shows its content and title before any script runs`, async ({ page }) => {
      const answer = await page.goto(path);
      expect((await answer!.allHeaders())['content-encoding']).toMatch(/^(br|gzip)$/);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Hab AI`);
    });
  }

  test("the landing page's links are this server's settings", async ({ page }) => {
    const { links } = (await (await page.request.get('/api/site')).json()) as SiteResponse;
    await page.goto('/landing');
    await expect(page.locator(`a[href="${new URL(links.orderForm).href}"]`).first()).toBeVisible();
    // Before the script runs, the sign-in form posts to its page (forms-without-script.spec.ts),
    // never to an address with its fields.
    const form = page
      .locator('form')
      .filter({ has: page.getByLabel('Kata Laluan', { exact: true }) });
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/landing');
    await expect(page.getByRole('button', { name: 'Log Masuk' })).toBeEnabled();
  });

  test('a member page, and a public page with a query, show the shell', async ({ page }) => {
    for (const path of ['/tools', '/landing?ref=iklan']) {
      await page.goto(path);
      await expect(page.getByText('Please wait while we load your content')).toBeAttached();
      await expect(page.getByRole('banner').getByText('Hab AI')).toBeVisible();
    }
  });
});

test.describe('[visitor] the prerendered landing page', () => {
  test('keeps what was typed before its script arrived, and signs in with it', async ({
    page,
    createUser,
  }) => {
    const user = await createUser();
    // A page of the context's own: the fixture's page would wait for the script it holds.
    const early = await page.context().newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await early.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await early.goto('/landing', { waitUntil: 'commit' });
    await early.getByLabel('E-mel atau Username').fill(user.username);
    await early.getByLabel('Kata Laluan', { exact: true }).fill(user.password);
    release();
    await early.locator('html[data-ready]').waitFor({ state: 'attached' });
    await early.getByRole('button', { name: 'Log Masuk' }).click();
    await expect(early).toHaveURL(/\/dashboard$/);
  });

  test('is taken over by the script without an error, and signs a member in', async ({
    page,
    createUser,
  }) => {
    const user = await createUser();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // The demo videos' thumbnails are on a host this closed network cannot reach.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(message.text());
      }
    });
    await page.goto('/landing');
    await fillLogin(page, user.username, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(errors).toEqual([]);
  });
});
