import { expect, test } from './fixtures.js';

// The service worker (issue 10's PWA) is not what these tests are about: requests go straight
// to the network, where page.route and the offline switch act.
test.use({ serviceWorkers: 'block' });

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

  test('offline: banner, the toast that stays, Retry, then Connection restored', async ({
    page,
    context,
  }) => {
    // The page's timers (the toasts' own among them) run when the test says, not when a busy
    // machine gets round to them.
    await page.clock.install();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await context.setOffline(true);
    const banner = page.getByRole('region', { name: 'Status sambungan' });
    await expect(banner.getByText('Some features may not work properly.')).toBeVisible();
    await expect(banner.getByText(/Kali terakhir dalam talian: \d{2}[:.]\d{2}/)).toBeVisible();
    await expect(page.getByText('You are offline')).toBeVisible();
    await expect(page.getByRole('alert').getByText('No internet connection')).toBeVisible();

    await banner.getByRole('button', { name: 'Retry' }).click();
    const stillOffline = page.getByText('Still offline. Please check your connection.');
    await expect(stillOffline).toBeVisible();
    await expect(banner).toBeVisible();
    // The offline toast never closes by itself (docs/product.md#limits), unlike the usual 4 s toast: past 4 s
    // the Retry toast has gone (so the toasts' timers did run) and the offline one is still there.
    await page.clock.runFor(5_000);
    await expect(stillOffline).toBeHidden();
    await expect(page.getByText('You are offline')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('Connection restored')).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(page.getByText('You are offline')).toBeHidden();
    await expect(page.getByText('No internet connection')).toBeHidden();
  });

  test('a member whose session ended on the server is sent to /landing on the next call', async ({
    page,
    // Signs the page in.
    member: _member,
    playwright,
    baseURL,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

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
    await page.goBack();
    await expect(page).toHaveURL(/\/landing$/);
  });
});
