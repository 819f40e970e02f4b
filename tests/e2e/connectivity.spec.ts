import { expect, test } from './fixtures.js';
import { searchBox } from './search-box.js';

// No service worker here (playwright.config.ts blocks it): requests go straight to the
// network, where page.route and the offline switch act.
test.describe('[shell] connectivity', () => {
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
});

test.describe('[shell] connectivity for a member', () => {
  test.use({ signedIn: true });

  test('offline: one banner (no card, no toast over the header), Retry, then Connection restored', async ({
    page,
    context,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await context.setOffline(true);
    const banner = page.getByRole('region', { name: 'Status sambungan' });
    await expect(banner.getByText('You are offline')).toBeVisible();
    await expect(banner.getByText('Some features may not work properly.')).toBeVisible();
    await expect(banner.getByText(/Kali terakhir dalam talian: \d{2}[:.]\d{2}/)).toBeVisible();
    // The one sign: no toast, and no card over the header.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(page.getByText('No internet connection')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await banner.getByRole('button', { name: 'Retry' }).click();
    await expect(banner.getByText('Still offline. Please check your connection.')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('Connection restored')).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('a list that cannot load while offline says so, and loads by itself once the connection is back', async ({
    page,
    context,
  }) => {
    await page.goto('/tools');
    const list = page.getByRole('list', { name: /^(AI Tools|Alat AI)$/ });
    await expect(list).toBeVisible();

    await context.setOffline(true);
    await searchBox(page, 'Cari alat AI').fill('chatgpt');
    const main = page.getByRole('main');
    await expect(main.getByText('No internet connection')).toBeVisible();
    await expect(list).toBeHidden();

    await expect(main.getByRole('button', { name: 'Cuba lagi' })).toBeVisible();

    await context.setOffline(false);
    await expect(list.getByRole('heading', { name: 'ChatGPT' })).toBeVisible();
    await expect(main.getByText('No internet connection')).toBeHidden();
  });

  test('a member whose session ended on the server is sent to /landing on the next call', async ({
    page,
    // Signs the page in.
    member: _member,
    playwright,
    baseURL,
  }) => {
    await page.goto('/dashboard');
    // The page's own calls are all answered first (its heading paints before its data): the
    // call that hears of the ended session is then the click's.
    await expect(page.getByText('0 hari', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The session ends elsewhere (signed out on another device with the same session), as the
    // app hears of it: the server keeps sessions for a few seconds otherwise (decision 024).
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const elsewhere = await playwright.request.newContext({ baseURL });
    const logout = await elsewhere.post('/api/auth/logout', {
      headers: { cookie, origin: new URL(baseURL!).origin },
    });
    expect(logout.status()).toBe(204);
    await elsewhere.dispose();
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Tools' })
      .click();
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByRole('heading', { name: 'Log Masuk Ahli' })).toBeVisible();
    // Nothing of the old session is left to show: the dashboard is closed to this visitor now.
    // (Not through Back: whether /landing took the place of /tools or of /dashboard in the
    // history depends on which request heard the 401 first, a loader's or the page's.)
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByRole('heading', { name: 'Log Masuk Ahli' })).toBeVisible();
  });
});
