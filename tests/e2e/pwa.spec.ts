import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

// The page's globals, for page.evaluate (this file is typed without the DOM library; each
// function runs in the page on its own, so it cannot call helpers from this file).
type InPage = {
  navigator: {
    serviceWorker: {
      ready: Promise<{ scope: string; active: { scriptURL: string } | null }>;
      controller: unknown;
    };
  };
  caches: {
    keys(): Promise<string[]>;
    open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }>;
  };
  localStorage: { getItem(key: string): string | null };
  fetch(url: string, init?: { method: string }): Promise<{ json(): Promise<unknown> }>;
  dispatchEvent(event: Event): boolean;
  prompted?: number;
};

/** Waits for the active service worker; gives its scope and script. */
const activeWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await (globalThis as unknown as InPage).navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL };
  });

/** What the browser does when the app may be installed; gives whether the app took it over. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const page = globalThis as unknown as InPage;
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        page.prompted = (page.prompted ?? 0) + 1;
        return { outcome: 'accepted' };
      },
    });
    page.dispatchEvent(offer);
    return offer.defaultPrevented;
  });

const installCard = (page: Page) => page.getByRole('region', { name: 'Pasang aplikasi Hab AI' });

/** Stops the page's clock, so only runFor moves it: on a busy machine real time would too. */
const stopClock = async (page: Page) => {
  const start = new Date('2026-11-22T09:00:00+08:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
};

test.describe('[pwa] the installable app', () => {
  // The config blocks the worker for every other journey (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('/sw.js is the service worker (not the page), always revalidated', async ({ request }) => {
    const res = await request.get('/sw.js');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/javascript/);
    expect(res.headers()['cache-control']).toBe('no-cache');
    const script = await res.text();
    expect(script).not.toMatch(/<html/i);
    // It precaches the app shell.
    expect(script).toContain('"index.html"');
  });

  test('the manifest names the app, the page links it, and its icons load', async ({ request }) => {
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    expect(res.headers()['cache-control']).toBe('no-cache');
    const manifest = (await res.json()) as {
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Hab AI', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    const page = await (await request.get('/landing')).text();
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  test('the worker registers at /sw.js with scope / and then answers navigations', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/landing');
    expect(await activeWorker(page)).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
    const again = await page.reload();
    expect(again?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Log Masuk Ahli' })).toBeVisible();
  });

  // Issue 34: network first for pages, the precached shell only when the network fails.
  test("online a navigation gets the server's page; offline the precached shell", async ({
    page,
  }) => {
    await page.goto('/landing');
    await activeWorker(page);
    // The worker controls the page from its next load.
    const online = await page.reload();
    expect(online?.fromServiceWorker()).toBe(true);
    // The server's prerendered page: the precached shell has an empty root.
    expect(await online!.text()).toContain('<div id="root" data-prerendered>');

    await page.context().setOffline(true);
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    const shell = await offline!.text();
    expect(shell).toContain('<div id="root">');
    expect(shell).not.toContain('data-prerendered');
    await expect(page.getByRole('heading', { name: 'Log Masuk Ahli' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status sambungan' })).toBeVisible();
  });

  test('a server that gives no answer within 3 s: the precached shell answers', async ({
    page,
    context,
  }) => {
    await page.goto('/landing');
    await activeWorker(page);
    // The worker's request for the page is held and never answered (context.route sees the
    // worker's own requests).
    const held: string[] = [];
    await context.route('**/landing', (route) => {
      held.push(route.request().url());
    });
    const answer = await page.reload();
    expect(held).toHaveLength(1);
    expect(answer?.fromServiceWorker()).toBe(true);
    expect(await answer!.text()).not.toContain('data-prerendered');
    await expect(page.getByRole('heading', { name: 'Log Masuk Ahli' })).toBeVisible();
  });

  test("a member's page online is the server's, and no cache keeps it", async ({
    page,
    member,
  }) => {
    await page.goto('/tools');
    await activeWorker(page);
    const online = await page.reload();
    expect(online?.fromServiceWorker()).toBe(true);
    // The server writes the list's heading into the page (server/http/page-shell.ts).
    expect(await online!.text()).toContain('>AI Tools</h1>');
    await expect(page.getByRole('heading', { name: 'AI Tools', level: 1 })).toBeVisible();
    expect(member.username).toBeTruthy();

    const cached = await page.evaluate(async () => {
      const { caches } = globalThis as unknown as InPage;
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.map((url) => new URL(url).pathname);
    });
    // Only the precache: built files, icons, the manifest and the shell; never a page's address.
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => !path.includes('.'))).toEqual([]);
  });

  test('/api never comes from the worker: no page fallback, no cached answers after logout', async ({
    page,
    member,
  }) => {
    await page.goto('/dashboard');
    await activeWorker(page);
    const api = await page.goto('/api/site');
    expect(api?.fromServiceWorker()).toBe(false);
    expect(api?.headers()['content-type']).toContain('application/json');

    await page.goto('/dashboard');
    expect(
      await page.evaluate(
        () => !!(globalThis as unknown as InPage).navigator.serviceWorker.controller,
      ),
    ).toBe(true);
    const session = () =>
      page.evaluate(async () =>
        (await (globalThis as unknown as InPage).fetch('/api/auth/session')).json(),
      );
    expect(await session()).toMatchObject({ user: { username: member.username } });
    await page.evaluate(() =>
      (globalThis as unknown as InPage).fetch('/api/auth/logout', { method: 'POST' }),
    );
    expect(await session()).toEqual({ user: null });

    const cached = await page.evaluate(async () => {
      const { caches } = globalThis as unknown as InPage;
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.map((url) => new URL(url).pathname);
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);
  });

  test('the install card shows 3 s after the offer; Later keeps it away after a reload', async ({
    page,
  }) => {
    await stopClock(page);
    await page.goto('/landing');
    await expect(page.getByRole('heading', { name: 'Log Masuk Ahli' })).toBeVisible();
    expect(await offerInstall(page)).toBe(true);
    await page.clock.runFor(2500);
    await expect(installCard(page)).toBeHidden();
    await page.clock.runFor(500);
    await expect(installCard(page)).toBeVisible();
    await expect(installCard(page)).toContainText('aplikasi AI');

    await installCard(page).getByRole('button', { name: 'Later' }).click();
    await expect(installCard(page)).toBeHidden();
    const dismissedAt = await page.evaluate(() =>
      (globalThis as unknown as InPage).localStorage.getItem('install-prompt-dismissed'),
    );
    expect(dismissedAt).toMatch(/^\d+$/);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log Masuk Ahli' })).toBeVisible();
    expect(await offerInstall(page)).toBe(true);
    await page.clock.runFor(5000);
    // No real time allowed for React to render a card: a later update proves it would have.
    // Going offline shows the connection banner through an update of the same priority as the
    // card's timer would have made (neither comes from a user's input), and React renders such
    // updates in the order made. So once the banner shows, a card due would show too.
    await page.context().setOffline(true);
    await expect(page.getByRole('region', { name: 'Status sambungan' })).toBeVisible();
    await expect(installCard(page)).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('Install opens the browser prompt and hides the card', async ({ page }) => {
      await stopClock(page);
      await page.goto('/landing');
      await expect(page.getByRole('heading', { name: 'Log Masuk Ahli' })).toBeVisible();
      await offerInstall(page);
      await page.clock.runFor(3000);
      const card = installCard(page);
      await expect(card).toBeVisible();
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);

      await card.getByRole('button', { name: 'Install' }).click();
      await expect(card).toBeHidden();
      expect(await page.evaluate(() => (globalThis as unknown as InPage).prompted)).toBe(1);
    });
  });

  test.describe('where the browser refuses service workers', () => {
    test.use({ serviceWorkers: 'block' });

    // Issue 16: this logged an uncaught "Cannot read properties of undefined (reading 'waiting')".
    test('the page goes on with a warning and no uncaught error', async ({ page }) => {
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      const warned = page.waitForEvent('console', {
        predicate: (message) =>
          message.type() === 'warning' && /service worker not registered/i.test(message.text()),
      });
      await page.goto('/landing');
      await expect(page.getByRole('heading', { name: 'Log Masuk Ahli' })).toBeVisible();
      await warned;
      expect(uncaught).toEqual([]);
    });
  });
});
