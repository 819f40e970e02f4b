import type { Page } from '@playwright/test';
import { expect, fillLogin, test } from './fixtures.js';

/** The list's count line: 'Showing 1 tool' for one, else 'Showing N tools' (issue 16). */
const showing = (n: number) => `Showing ${n} ${n === 1 ? 'tool' : 'tools'}`;

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
    await expect(page.getByText(showing(all), { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Suggest a Tool' })).toHaveAttribute(
      'href',
      '/suggest?type=tool',
    );

    // Search runs on the server: case-insensitive, and the address keeps it.
    await page.getByRole('combobox', { name: 'Cari alat AI' }).fill('CHATGPT');
    const matches = await totalFor(page, 'q=chatgpt');
    await expect(page.getByText(showing(matches), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/q=CHATGPT/);
    await expect(page.getByRole('link', { name: 'ChatGPT', exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: 'Cari alat AI' }).fill('');
    // selectOption does not move the focus as a click would: close the search suggestions first.
    await page.keyboard.press('Escape');
    await page.getByLabel('Kategori').selectOption('Writing');
    const writing = await totalFor(page, 'category=Writing');
    await expect(page.getByText(showing(writing), { exact: true })).toBeVisible();
    await page.getByLabel('Harga').selectOption('Freemium');
    const writingFreemium = await totalFor(page, 'category=Writing&pricing=Freemium');
    await expect(page.getByText(showing(writingFreemium), { exact: true })).toBeVisible();
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
    await expect(page.getByText(showing(writingFreemium), { exact: true })).toBeVisible();
    await expect(page.getByLabel('Kategori')).toHaveValue('Writing');
  });

  test('the Tools link clears a search', async ({ page, member }) => {
    void member;
    await page.goto('/tools?q=chatgpt');
    await expect(page.getByRole('combobox', { name: 'Cari alat AI' })).toHaveValue('chatgpt');
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Tools' })
      .click();
    await expect(page).toHaveURL(/\/tools$/);
    await expect(page.getByRole('combobox', { name: 'Cari alat AI' })).toHaveValue('');
    const all = await totalFor(page, '');
    await expect(page.getByText(showing(all), { exact: true })).toBeVisible();
    await page.waitForTimeout(400);
    await expect(page).toHaveURL(/\/tools$/);
  });

  test('an empty search says No tools found and clears', async ({ page, member }) => {
    void member;
    await page.goto('/tools?q=tiada-alat-sebegini-xyz&pricing=Free');
    await expect(page.getByText('No tools found')).toBeVisible();
    await expect(page.getByText(showing(0), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Kosongkan penapis' }).click();
    await expect(page).toHaveURL(/\/tools$/);
    const all = await totalFor(page, '');
    await expect(page.getByText(showing(all), { exact: true })).toBeVisible();
  });

  test('a tool names related workflows and tutorials; its alternatives open tools', async ({
    page,
    member,
  }) => {
    void member;
    // ChatGPT (Writing) lists Claude among its alternatives in the demo content.
    const res = await page.request.get('/api/tools?q=ChatGPT&limit=5');
    const chatgpt = ((await res.json()) as { items: { id: string; name: string }[] }).items.find(
      (t) => t.name === 'ChatGPT',
    )!;
    const detail = (await (await page.request.get(`/api/tools/${chatgpt.id}`)).json()) as {
      tool: { alternatives: string[] };
      tutorials: { title: string }[];
      workflows: { title: string }[];
    };
    await page.goto(`/tools/${chatgpt.id}`);
    const tutorials = page.getByRole('region', { name: 'Tutorial Berkaitan' });
    await expect(tutorials.getByRole('link')).toHaveCount(detail.tutorials.length);
    expect(detail.tutorials.length).toBeGreaterThan(0);
    const workflows = page.getByRole('region', { name: 'Workflow Berkaitan' });
    await expect(workflows.getByRole('link')).toHaveCount(detail.workflows.length);

    const alternative = detail.tool.alternatives[0]!;
    await page
      .getByRole('list', { name: 'Alternatif' })
      .getByRole('button', { name: alternative })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: alternative })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(chatgpt.id));
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
      await expect(page.getByText(showing(coding), { exact: true })).toBeVisible();
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
      // The ten of SPEC §9, and any an admin added meanwhile (tests run in parallel).
      await expect(page.getByRole('link', { name: /alat$/ }).first()).toBeVisible();
      expect(await page.getByRole('link', { name: /alat$/ }).count()).toBeGreaterThanOrEqual(10);
    });
  }
});

test.describe('[visitor] showcase', () => {
  test('lists every tool publicly, searches and filters by pricing', async ({ page }) => {
    await page.goto('/showcase');
    await expect(page.getByRole('heading', { name: 'All AI Tools' })).toBeVisible();
    await expect(page.getByText(/Showing \d+ tools/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Cari alat AI' }).fill('midjourney');
    await expect(page.getByRole('link', { name: /Midjourney/ }).first()).toBeVisible();
    await page.getByLabel('Harga').selectOption({ label: 'Free' });
    await expect(page.getByLabel('Harga')).toHaveValue('Free');
    await page.getByRole('combobox', { name: 'Cari alat AI' }).fill('zzz-tiada');
    await expect(page.getByText('No tools found')).toBeVisible();
    await page.getByRole('button', { name: 'Kosongkan penapis' }).click();
    await expect(page).toHaveURL(/\/showcase$/);
    await expect(page.getByRole('combobox', { name: 'Cari alat AI' })).toHaveValue('');
    // SPEC §2 'Back to Categories': a visitor's way back never leads into a login-only page.
    await page.getByRole('link', { name: 'Back to Categories' }).click();
    await expect(page).toHaveURL(/\/landing#kategori$/);
    await expect(
      page.getByRole('heading', { name: 'Terokai alat AI mengikut kategori' }),
    ).toBeInViewport();
  });

  test('/showcase/{category} shows that category', async ({ page }) => {
    await page.goto('/showcase/Design');
    await expect(page.getByRole('heading', { name: 'Design Tools' })).toBeVisible();
    const res = await page.request.get('/api/showcase/tools?category=Design&limit=1');
    const { total } = (await res.json()) as { total: number };
    expect(total).toBeGreaterThan(0);
    await expect(page.getByText(showing(total), { exact: true })).toBeVisible();
    // Back to the landing page's categories, where another category opens.
    await page.getByRole('link', { name: 'Back to Categories' }).click();
    await expect(page).toHaveURL(/\/landing#kategori$/);
    await page.getByRole('link', { name: 'Alat AI kategori Coding' }).click();
    await expect(page).toHaveURL(/\/showcase\/Coding$/);
    await expect(page.getByRole('heading', { name: 'Coding Tools' })).toBeVisible();
  });
});
