import type { Page } from '@playwright/test';
import { expect, fillLogin, test } from './fixtures.js';

async function totalFor(page: Page, query: string) {
  const res = await page.request.get(`/api/tools?limit=1&${query}`);
  return ((await res.json()) as { total: number }).total;
}

test.describe('[member] AI Tools', () => {
  test('signs in, lists, searches, filters, opens a tool and comes back', async ({
    page,
    createUser,
  }) => {
    const user = await createUser();
    await page.goto('/landing');
    await fillLogin(page, user.username, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Tools' })
      .click();
    const all = await totalFor(page, '');
    expect(all).toBeGreaterThanOrEqual(40);
    await expect(page.getByText(`Showing ${all} tools`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Suggest a Tool' })).toHaveAttribute(
      'href',
      '/suggest',
    );

    // Search runs on the server: case-insensitive, and the address keeps it.
    await page.getByRole('searchbox', { name: 'Cari alat AI' }).fill('CHATGPT');
    const matches = await totalFor(page, 'q=chatgpt');
    await expect(page.getByText(`Showing ${matches} tools`)).toBeVisible();
    await expect(page).toHaveURL(/q=CHATGPT/);
    await expect(page.getByRole('link', { name: 'ChatGPT', exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Cari alat AI' }).fill('');
    await page.getByLabel('Kategori').selectOption('Writing');
    const writing = await totalFor(page, 'category=Writing');
    await expect(page.getByText(`Showing ${writing} tools`)).toBeVisible();
    await page.getByLabel('Harga').selectOption('Freemium');
    const writingFreemium = await totalFor(page, 'category=Writing&pricing=Freemium');
    await expect(page.getByText(`Showing ${writingFreemium} tools`)).toBeVisible();
    await expect(page.getByRole('listitem').getByText('Berbayar')).toHaveCount(0);

    await page.getByRole('link', { name: 'ChatGPT', exact: true }).click();
    await expect(page).toHaveURL(/\/tools\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ChatGPT' })).toBeVisible();
    await expect(page.getByText('Writing').first()).toBeVisible();
    const visit = page.getByRole('link', { name: /Visit Website/ });
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('heading', { name: 'Ciri-ciri Utama' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Alternatif' })).toBeVisible();
    const similar = page.getByRole('region', { name: 'Alat Serupa' }).locator(':scope > ul > li');
    await expect(similar).toHaveCount(3);

    await page.goBack();
    await expect(page).toHaveURL(/category=Writing/);
    await expect(page.getByText(`Showing ${writingFreemium} tools`)).toBeVisible();
    await expect(page.getByLabel('Kategori')).toHaveValue('Writing');
  });

  test('the Tools link clears a search', async ({ page, member }) => {
    void member;
    await page.goto('/tools?q=chatgpt');
    await expect(page.getByRole('searchbox', { name: 'Cari alat AI' })).toHaveValue('chatgpt');
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Tools' })
      .click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.getByRole('searchbox', { name: 'Cari alat AI' })).toHaveValue('');
    const all = await totalFor(page, '');
    await expect(page.getByText(`Showing ${all} tools`)).toBeVisible();
    await page.waitForTimeout(400);
    await expect(page).toHaveURL(/\/tools$/);
  });

  test('an empty search says No tools found', async ({ page, member }) => {
    void member;
    await page.goto('/tools?q=tiada-alat-sebegini-xyz');
    await expect(page.getByText('No tools found')).toBeVisible();
    await expect(page.getByText('Showing 0 tools')).toBeVisible();
  });

  test('an unknown tool says Alat tidak dijumpai. with a way back', async ({ page, member }) => {
    void member;
    await page.goto('/tools/00000000-0000-0000-0000-000000000000');
    await expect(page.getByText('Alat tidak dijumpai.')).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke AI Tools' }).click();
    await expect(page).toHaveURL(/\/tools$/);
  });

  for (const path of ['/tools/category/Coding', '/categories/Coding/tools']) {
    test(`${path} lists one category by name with a back link`, async ({ page, member }) => {
      void member;
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Coding Tools' })).toBeVisible();
      const coding = await totalFor(page, 'category=Coding');
      await expect(page.getByText(`Showing ${coding} tools`)).toBeVisible();
      const names = await page
        .getByRole('list', { name: 'AI Tools' })
        .getByRole('heading')
        .allTextContents();
      expect(names).toHaveLength(coding);
      expect(names).toEqual(
        [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      );
      await page.getByRole('link', { name: 'Kembali ke Kategori' }).click();
      await expect(page).toHaveURL(/\/categories$/);
      await expect(page.getByRole('heading', { name: 'Kategori Teratas' })).toBeVisible();
      await expect(page.getByRole('link', { name: /alat$/ })).toHaveCount(10);
    });
  }
});

test.describe('[visitor] showcase', () => {
  test('lists every tool publicly, searches and filters by pricing', async ({ page }) => {
    await page.goto('/showcase');
    await expect(page.getByRole('heading', { name: 'All AI Tools' })).toBeVisible();
    await expect(page.getByText(/Showing \d+ tools/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Cari alat AI' }).fill('midjourney');
    await expect(page.getByRole('link', { name: /Midjourney/ }).first()).toBeVisible();
    await page.getByLabel('Harga').selectOption({ label: 'Free' });
    await expect(page.getByLabel('Harga')).toHaveValue('Free');
    await page.getByRole('searchbox', { name: 'Cari alat AI' }).fill('zzz-tiada');
    await expect(page.getByText('No tools found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Categories' })).toBeVisible();
  });

  test('/showcase/{category} shows that category', async ({ page }) => {
    await page.goto('/showcase/Design');
    await expect(page.getByRole('heading', { name: 'Design Tools' })).toBeVisible();
    const res = await page.request.get('/api/showcase/tools?category=Design&limit=1');
    const { total } = (await res.json()) as { total: number };
    expect(total).toBeGreaterThan(0);
    await expect(page.getByText(`Showing ${total} tools`)).toBeVisible();
  });
});
