import { expect, test, withDb } from './fixtures.js';

// The service worker (issue 10's PWA) is not what these tests are about: requests go straight
// to the network, where page.route and the offline switch act.
test.use({ serviceWorkers: 'block' });

test.describe('[shell] connectivity', () => {
  test('offline: banner, the toast that stays, Retry, then Connection restored', async ({
    page,
    context,
    member,
  }) => {
    void member;
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await context.setOffline(true);
    const banner = page.getByRole('region', { name: 'Status sambungan' });
    await expect(banner.getByText('Some features may not work properly.')).toBeVisible();
    await expect(banner.getByText(/Kali terakhir dalam talian: \d{2}[:.]\d{2}/)).toBeVisible();
    await expect(page.getByText('You are offline')).toBeVisible();
    await expect(page.getByRole('alert').getByText('No internet connection')).toBeVisible();
    // The offline toast never closes by itself (SPEC §9), unlike the usual 4 s toast.
    await page.waitForTimeout(5_000);
    await expect(page.getByText('You are offline')).toBeVisible();

    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Still offline. Please check your connection.')).toBeVisible();
    await expect(banner).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('Connection restored')).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(page.getByText('You are offline')).toBeHidden();
    await expect(page.getByText('No internet connection')).toBeHidden();
  });

  test('a failing readiness check shows the server card, and its reload button recovers', async ({
    page,
  }) => {
    await page.route('**/readyz', (route) =>
      route.fulfill({ status: 503, json: { status: 'unavailable' } }),
    );
    await page.goto('/landing');
    const card = page.getByRole('alert').filter({ hasText: 'Unable to connect to server' });
    await expect(card).toBeVisible();

    await page.unroute('**/readyz');
    await card.getByRole('button', { name: 'Muat Semula' }).click();
    await expect(page.getByRole('heading', { name: 'Log Masuk Ahli' })).toBeVisible();
    await expect(page.getByText('Unable to connect to server')).toBeHidden();
  });

  test('the server answers /readyz with 200 ok, never cached', async ({ request }) => {
    const res = await request.get('/readyz');
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers()['cache-control']).toBe('no-store');
  });

  test('a member whose session ended on the server is sent to /landing on the next call', async ({
    page,
    member,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await withDb((db) => db.deleteFrom('sessions').where('user_id', '=', member.id).execute());
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Tools' })
      .click();
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByRole('heading', { name: 'Log Masuk Ahli' })).toBeVisible();
    // Nothing of the old session is left to show: the dashboard is closed to this visitor now.
    await page.goBack();
    await expect(page).toHaveURL(/\/landing$/);
  });
});
