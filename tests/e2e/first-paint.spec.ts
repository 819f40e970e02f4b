import type { SiteResponse } from '../../src/shared/site.js';
import { listHeading } from '../../src/shared/page-headings.js';
import { demoItem, expect, fillLogin, test } from './fixtures.js';

// docs/architecture.md#first-paint: the public pages arrive as HTML with their content, and every
// other page's HTML carries the shell, so nothing waits for the script to show something.

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
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Hab AI`);
    });
  }

  test("the landing page's links are this server's settings", async ({ page }) => {
    const { links } = (await (await page.request.get('/api/site')).json()) as SiteResponse;
    await page.goto('/landing');
    await expect(page.locator(`a[href="${new URL(links.orderForm).href}"]`).first()).toBeVisible();
    // Before the script runs, the sign-in button cannot send the form the browser's way.
    await expect(page.getByRole('button', { name: 'Log Masuk' })).toBeDisabled();
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

test.describe('[member] a page asks for its data beside its own script', () => {
  test.use({ signedIn: true });

  // Each address has a query, so its HTML preloads nothing (shared/first-data.ts): the request
  // seen here is the route loader's, as on a move inside the app.
  const PAGES = [
    { path: '/tools?q=ai', script: /\/assets\/tools-page-[\w-]+\.js$/, data: '/api/tools' },
    {
      path: '/dashboard?dari=ujian',
      script: /\/assets\/dashboard-page-[\w-]+\.js$/,
      data: '/api/me/dashboard',
    },
    {
      path: '/learning?q=ai',
      script: /\/assets\/tutorials-page-[\w-]+\.js$/,
      data: '/api/tutorials',
    },
  ];

  for (const { path, script, data } of PAGES) {
    test(`${path} sends its first request while its script is still on its way`, async ({
      page,
    }) => {
      // The page's script is held until its data has been asked for: without the route's
      // loader the page itself would ask, after its script, and this test would never see it.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(script, async (route) => {
        await held;
        await route.continue();
      });
      const asked = page.waitForRequest((request) => new URL(request.url()).pathname === data);
      await page.goto(path);
      await asked;
      release();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe("[member] who is signed in, and the page's data, are asked with the HTML", () => {
  test.use({ signedIn: true });

  // shared/first-data.ts: each page's HTML preloads its first answer beside the session's.
  const PAGES = [
    { path: '/dashboard', data: '/api/me/dashboard' },
    { path: '/tools', data: '/api/tools' },
    { path: '/learning', data: '/api/tutorials' },
    { path: '/workflows', data: '/api/workflows' },
    { path: '/prompt', data: '/api/prompts' },
    { path: '/tools/{id}', data: '/api/tools/{id}' },
  ];

  for (const page of PAGES) {
    test(`${page.path}: both go out before the entry script has run, and the app takes those answers`, async ({
      page: tab,
      baseURL,
    }) => {
      const id = page.path.includes('{id}') ? (await demoItem(tab, 'tools')).id : '';
      const [path, data] = [page.path, page.data].map((p) => p.replace('{id}', id)) as [
        string,
        string,
      ];
      // The entry script is held until both have been asked for: only the HTML's preloads can
      // ask while it is held.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await tab.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const wanted = [`${baseURL}/api/auth/session`, `${baseURL}${data}`];
      const asked: string[] = [];
      tab.on('request', (request) => {
        if (wanted.includes(request.url())) asked.push(request.url());
      });
      const bothAsked = Promise.all(wanted.map((url) => tab.waitForRequest(url)));
      const navigated = tab.goto(path);
      await bothAsked;
      // A list page's HTML carries its heading (server/http/page-shell.ts): there before any script.
      const heading = listHeading(path);
      if (heading) {
        await expect(tab.getByRole('heading', { level: 1, name: heading.title })).toBeVisible();
        await expect(tab.getByText(heading.subtitle)).toBeVisible();
      }
      release();
      await navigated;
      await expect(tab.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      // The app asked no second time: the preloads' answers were the ones it used.
      expect(asked.sort()).toEqual([...wanted].sort());
    });
  }
});
