import { expect, test } from './fixtures.js';

test.describe('[shell] guards and the 404 page', () => {
  test('a visitor at / lands on /landing', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByRole('heading', { name: 'Log Masuk Ahli' })).toBeVisible();
  });

  for (const path of [
    '/dashboard',
    '/tools',
    '/tools/abc',
    '/tools/category/Coding',
    '/categories',
    '/categories/Coding/tools',
    '/learning',
    '/workflows/1/execute',
    '/prompt',
    '/suggest',
  ]) {
    test(`a visitor at ${path} is sent to /landing`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/landing$/);
    });
  }

  test('a missing built file is a 404, while an app path gets the page', async ({ page }) => {
    const missing = await page.request.get('/assets/tiada-sebegini.js');
    expect(missing.status()).toBe(404);
    const app = await page.request.get('/learning/category/Writing');
    expect(app.status()).toBe(200);
    expect(app.headers()['content-type']).toContain('text/html');
  });

  test('a visitor at /admin sees Access Denied with a link to /admin-login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pergi ke Admin Login' })).toHaveAttribute(
      'href',
      '/admin-login',
    );
  });

  test('a member at /admin sees Admin Access Required with their role', async ({
    page,
    member,
  }) => {
    void member;
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
    await expect(page.getByText('Peranan semasa anda: user')).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an admin reaches /admin and sees the Admin badge and panel button', async ({
    page,
    createUser,
    signIn,
  }) => {
    await signIn(await createUser({ role: 'admin' }));
    await page.goto('/dashboard');
    await expect(
      page.getByRole('navigation', { name: 'Navigasi utama' }).getByText('Admin', { exact: true }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  });

  test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (msg) => logged.push(msg.text()));
    await page.goto('/tiada/laman-ini');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(logged.some((line) => line.includes('/tiada/laman-ini'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/landing$/);
  });

  test('a member on an unknown path keeps the header and its navigation (issue 20)', async ({
    page,
    member: _member,
  }) => {
    await page.goto('/tiada/laman-ini');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(
      page.getByText('Halaman yang anda cari tiada atau telah dialihkan.'),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Tools' })
      .click();
    await expect(page).toHaveURL(/\/tools$/);
  });
});
