import type { Page, Request } from '@playwright/test';
import { SESSION_COOKIE } from '../../src/server/auth/sessions.js';
import { demoItem, expect, latestMailTo, test } from './fixtures.js';

// Issue 34 (docs/architecture.md#first-paint): a member's page arrives from the server with its
// data, and the script takes it over without asking for that data again.

interface ToolDetail {
  tool: { name: string; description: string; keyFeatures: string[] };
}

/** The API requests `page` sends from now on (paths with their query). */
function apiRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname + url.search);
  });
  return seen;
}

/** Errors the page reports, a hydration that fell back to a client render among them. */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The demo videos' thumbnails are on a host this closed network cannot reach.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  return errors;
}

test.describe('[member] pages painted by the server, without any script', () => {
  test.use({ signedIn: true, javaScriptEnabled: false });

  test('/tools holds its first 24 tool cards, and a search in its address', async ({ page }) => {
    const { items } = (await (await page.request.get('/api/tools')).json()) as {
      items: { id: string; name: string }[];
    };
    expect(items).toHaveLength(24);
    const answer = await page.goto('/tools');
    // Compressed as every other answer: 125 KB of HTML were sent as they were (issue 34).
    expect((await answer!.allHeaders())['content-encoding']).toMatch(/^(br|gzip)$/);
    // The page's own chunks are asked for with the HTML, not once the entry has found the page.
    await expect(page.locator('head link[rel="modulepreload"][href*="/tools-page-"]')).toHaveCount(
      1,
    );
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'AI Tools' })).toBeVisible();
    for (const tool of items) {
      await expect(main.locator(`a[href="/tools/${tool.id}"]`)).toHaveText(tool.name);
    }
    await expect(page).toHaveTitle('AI Tools · Hab AI');

    // The list's search runs on the server too: only what matches.
    const [first] = items;
    await page.goto(`/tools?q=${encodeURIComponent(first!.name)}`);
    await expect(main.locator(`a[href="/tools/${first!.id}"]`)).toBeVisible();
    await expect(main.getByRole('searchbox')).toHaveValue(first!.name);
  });

  test("/tools/{id} holds the tool's name, description and features", async ({ page }) => {
    const { id } = await demoItem(page, 'tools');
    const { tool } = (await (await page.request.get(`/api/tools/${id}`)).json()) as ToolDetail;
    await page.goto(`/tools/${id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: tool.name })).toBeVisible();
    await expect(main.getByText(tool.description).first()).toBeVisible();
    for (const feature of tool.keyFeatures) {
      await expect(main.getByText(feature, { exact: true }).first()).toBeVisible();
    }
  });

  test("/dashboard holds the member's name, the start card and their favourites", async ({
    page,
    signedInMember,
  }) => {
    const { id, name } = await demoItem(page, 'tools');
    const saved = await page.request.post('/api/me/favorites', {
      data: { itemType: 'tool', itemId: id },
    });
    expect(saved.status()).toBe(201);
    await page.goto('/dashboard');
    const main = page.getByRole('main');
    await expect(main.getByText(signedInMember!.username).first()).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Mula di sini' })).toBeVisible();
    await expect(main.locator(`a[href="/tools/${id}"]`).filter({ hasText: name })).toBeVisible();
  });
});

test.describe('[member] the script takes the page over without asking again', () => {
  test.use({ signedIn: true });

  for (const path of ['/dashboard', '/tools', '/tools/{id}', '/learning', '/prompt']) {
    test(`${path}: no request for what the page shows, and no hydration error`, async ({
      page,
    }) => {
      const id = path.includes('{id}') ? (await demoItem(page, 'tools')).id : '';
      const errors = pageErrors(page);
      const asked = apiRequests(page);
      await page.goto(path.replace('{id}', id));
      await expect(page.locator('#root[data-rendered]')).toBeAttached();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      // Only what the page's own parts ask for later, never its data or who is signed in.
      const pageData = asked.filter(
        (p) =>
          p === '/api/auth/session' ||
          p.startsWith('/api/tools') ||
          p.startsWith('/api/tutorials') ||
          p.startsWith('/api/prompts') ||
          p.startsWith('/api/me/dashboard') ||
          p.startsWith('/api/me/favorites') ||
          p.startsWith('/api/categories'),
      );
      expect(pageData).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('a favourite toggled on a rendered tool page is kept, and rendered so', async ({ page }) => {
    const { id, name } = await demoItem(page, 'tools');
    await page.goto(`/tools/${id}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(main.getByRole('button', { name: 'Disimpan', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Disimpan', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test.describe('[visitor] member pages are never rendered for a visitor', () => {
  test.use({ javaScriptEnabled: false });

  test('a stale session cookie gets the shell, not a member page', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: SESSION_COOKIE, value: 'not-a-session', url: baseURL! }]);
    await page.goto('/tools');
    await expect(page.locator('#root[data-rendered]')).toHaveCount(0);
    await expect(page.getByText('Please wait while we load your content')).toBeAttached();
  });
});

test.describe("[visitor] a reset link's page is rendered for its link", () => {
  test('its form or its refusal, taken over without asking again', async ({ page, createUser }) => {
    const email = `pautan-${Date.now()}@contoh.my`;
    await createUser({ email });
    const sent = await page.request.post('/api/auth/password-reset', { data: { email } });
    expect(sent.ok()).toBe(true);
    const link = (await latestMailTo(email)).text.match(/\/reset-password\?token=\S+/)![0];

    for (const [url, heading] of [
      [link, 'Set New Password'],
      ['/reset-password?token=bukan-pautan-sebenar', 'Invalid Reset Link'],
    ] as const) {
      const errors = pageErrors(page);
      const asked = apiRequests(page);
      await page.goto(url);
      await expect(page.locator('#root[data-rendered]')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(asked.filter((p) => p.startsWith('/api/auth/password-reset'))).toEqual([]);
      expect(errors).toEqual([]);
      page.removeAllListeners('request');
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });
});
