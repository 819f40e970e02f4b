import { categoryLabel } from '../../src/shared/glossary.js';
import type { Page } from '@playwright/test';
import type { PromptFiltersResponse, PromptListResponse } from '../../src/shared/prompts.js';
import { clipboardText, expect, test, type InPage } from './fixtures.js';
import { searchBox } from './search-box.js';

/** The list's count line: 'Showing 1 prompt' for one, else 'Showing N prompts' (issue 16). */
const showing = (n: number) => `Showing ${n} ${n === 1 ? 'prompt' : 'prompts'}`;

// The expected figures come from the API the page itself reads, not from the demo seed.
async function listFor(page: Page, query: string) {
  const res = await page.request.get(`/api/prompts?${query}`);
  expect(res.status()).toBe(200);
  // A first page: it carries the total.
  return (await res.json()) as PromptListResponse & { total: number };
}

// The toast, not the screen-reader line inside the dialog that says the same.
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

test.describe('[member] prompts', () => {
  test.use({ signedIn: true });

  test('lists, searches, and filters by tool and category with badges', async ({ page }) => {
    await page.goto('/prompt');
    const all = await listFor(page, 'limit=2');
    expect(all.total).toBeGreaterThanOrEqual(20);
    await expect(page.getByText(showing(all.total), { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Suggest a Prompt' })).toHaveAttribute(
      'href',
      '/suggest?type=prompt',
    );

    // Search looks at titles and descriptions, case-insensitively, on the server.
    const wanted = all.items[1]!;
    const search = searchBox(page, 'Cari prompt');
    await search.fill(wanted.title.toUpperCase());
    const matches = await listFor(page, `q=${encodeURIComponent(wanted.title)}`);
    await expect(page.getByText(showing(matches.total), { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: wanted.title, exact: true })).toBeVisible();
    await search.fill('');
    // selectOption does not move the focus as a click would: close the search suggestions first.
    await search.press('Escape');
    await expect(page.getByText(showing(all.total), { exact: true })).toBeVisible();

    // The filter options are built from the prompts (docs/product.md#routes-and-guards).
    const options = (await (
      await page.request.get('/api/prompts/filters')
    ).json()) as PromptFiltersResponse;
    const tool = options.tools[0]!;
    const category = options.categories[0]!;
    await page.getByLabel('Alat', { exact: true }).selectOption(tool);
    const byTool = await listFor(page, `tool=${encodeURIComponent(tool)}`);
    await expect(page.getByText(showing(byTool.total), { exact: true })).toBeVisible();
    const badges = page.getByRole('list', { name: 'Penapis aktif' });
    await expect(badges.getByText(`Alat: ${tool}`)).toBeVisible();
    await expect(page).toHaveURL(/tool=/);

    await page.getByLabel('Kategori', { exact: true }).selectOption(category);
    const both = await listFor(
      page,
      `tool=${encodeURIComponent(tool)}&category=${encodeURIComponent(category)}`,
    );
    await expect(page.getByText(showing(both.total), { exact: true })).toBeVisible();
    await expect(badges.getByText(`Kategori: ${category}`)).toBeVisible();

    // Each badge removes its own filter.
    await page.getByRole('button', { name: `Buang penapis Alat: ${tool}` }).click();
    const byCategory = await listFor(page, `category=${encodeURIComponent(category)}`);
    await expect(page.getByText(showing(byCategory.total), { exact: true })).toBeVisible();
    await expect(page.getByLabel('Alat', { exact: true })).toHaveValue('all');
    await expect(badges.getByText(`Alat: ${tool}`)).toHaveCount(0);
  });

  test('an empty search says No prompts found', async ({ page }) => {
    await page.goto('/prompt?q=tiadaqx-sebeginiqx');
    await expect(page.getByText('No prompts found')).toBeVisible();
    await expect(page.getByText(showing(0), { exact: true })).toBeVisible();
  });

  test('opens a card, copies the prompt, then copies again on its own page', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/prompt');
    // One without blanks (issue 21): those open a form first (prompt-blanks.spec.ts).
    const prompt = (await listFor(page, 'limit=24')).items.find(
      (p) => !p.promptText.includes('${'),
    )!;

    const card = page.getByRole('link', { name: prompt.title, exact: true });
    await card.click();
    const dialog = page.getByRole('dialog', { name: prompt.title });
    await expect(dialog).toBeVisible();
    if (prompt.category)
      await expect(dialog.getByRole('definition').first()).toHaveText(
        categoryLabel(prompt.category),
      );
    await expect(
      dialog.getByRole('list', { name: 'Compatible Tools' }).getByRole('listitem'),
    ).toHaveCount(prompt.tools.length);
    await expect(dialog.locator('pre')).toHaveText(prompt.promptText);
    for (const tip of prompt.usageTips) await expect(dialog.getByText(tip)).toBeVisible();

    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(toast(page, 'Prompt copied!')).toBeVisible();
    expect(await clipboardText(page)).toBe(prompt.promptText);

    // Escape closes the modal and the keyboard carries on from the card.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();

    await card.click();
    await dialog.getByRole('link', { name: 'Lihat halaman penuh' }).click();
    await expect(page).toHaveURL(new RegExp(`/prompt/${prompt.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: prompt.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Teks Prompt' })).toBeVisible();

    // Emptied first, so the check below sees what Salin wrote, not what Copy left.
    await page.evaluate(() => (globalThis as unknown as InPage).navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Salin', exact: true }).click();
    await expect(toast(page, 'Prompt disalin!')).toBeVisible();
    expect(await clipboardText(page)).toBe(prompt.promptText);

    await page.getByRole('link', { name: 'Kembali', exact: true }).click();
    await expect(page).toHaveURL(/\/prompt$/);
  });

  test('an unknown prompt says Prompt Tidak Ditemukan', async ({ page }) => {
    await page.goto('/prompt/unknown-id');
    await expect(page.getByText('Prompt Tidak Ditemukan')).toBeVisible();
    await page.getByRole('link', { name: 'Kembali', exact: true }).click();
    await expect(page).toHaveURL(/\/prompt$/);
  });

  test('on a phone the grid is one column and the modal fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/prompt');
    const cards = page.getByRole('list', { name: 'AI Prompts' }).locator(':scope > li');
    await expect(cards.first()).toBeVisible();
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    await cards.first().getByRole('link').first().click();
    const box = await page.getByRole('dialog').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  });
});
