import type { Page } from '@playwright/test';
import type { PromptResponse } from '../../src/shared/prompts.js';
import type { WorkflowResponse } from '../../src/shared/workflows.js';
import { expect, test } from './fixtures.js';
import { searchBox } from './search-box.js';

// Issue 33, on a phone: a beginner's own words find things on /tools and /prompt (synonyms, and
// some of the words when all of them find nothing, said so above the list and in the palette),
// and a prompt's blanks are labelled chips on a card, in its dialog and in a workflow step —
// never `${...}`. What to expect comes from the demo content (db/seed/content/).
const PHONE = { width: 390, height: 844 };
const SOME_WORDS = 'Tiada padanan untuk semua perkataan; ini padanan untuk sebahagiannya.';
const CAPTION = 'Kapsyen Facebook untuk Jualan Kuih dan Produk Buatan Sendiri';
const POSTER_WORKFLOW = 'Cipta Poster Promosi Jualan Kilat';
const POSTER_STEP_PROMPT = 'Teks Poster Jualan Kilat';

test.use({ signedIn: true, viewport: PHONE });

async function search(page: Page, box: string, words: string) {
  await searchBox(page, box).fill(words);
  await expect(page).toHaveURL(new RegExp(`q=${words.replace(/ /g, '(\\+|%20)')}`));
  // Close the box's suggestions so that they cover no card: a tap outside the box (Escape would
  // clear the box when its list is not open yet, as a combobox may).
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('listbox', { name: 'Cadangan carian' })).toHaveCount(0);
  await expect(searchBox(page, box)).toHaveValue(words);
}

const card = (page: Page, name: string) => page.getByRole('link', { name, exact: true });

test.describe('[phone] a beginner searches with her words', () => {
  test('"poster kuih", "caption fb" and "fb" find tools on /tools', async ({ page }) => {
    await page.goto('/tools');
    await search(page, 'Cari alat AI', 'poster kuih');
    // The first search of a fresh server indexes the demo content first: longer on a busy runner.
    await expect(card(page, 'Canva')).toBeVisible({ timeout: 15_000 });
    // No tool is about kuih: these have some of the words, and the page says so.
    await expect(page.getByText(SOME_WORDS)).toBeVisible();

    await search(page, 'Cari alat AI', 'fb');
    await expect(card(page, 'AdCreative.ai')).toBeVisible();
    await expect(card(page, 'Buffer')).toBeVisible();
    await expect(page.getByText(SOME_WORDS)).toHaveCount(0);

    await search(page, 'Cari alat AI', 'caption fb');
    await expect(page.getByRole('link', { name: /AdCreative\.ai|Buffer/ }).first()).toBeVisible();
    await expect(page.getByText('No tools found')).toHaveCount(0);
  });

  test('"poster kuih", "caption fb", "fb" and "kuih" find prompts on /prompt', async ({ page }) => {
    await page.goto('/prompt');
    await search(page, 'Cari prompt', 'poster kuih');
    await expect(card(page, POSTER_STEP_PROMPT)).toBeVisible();
    await expect(page.getByText(SOME_WORDS)).toHaveCount(0);

    await search(page, 'Cari prompt', 'caption fb');
    await expect(card(page, CAPTION)).toBeVisible();

    await search(page, 'Cari prompt', 'fb');
    await expect(card(page, CAPTION)).toBeVisible();
    await expect(card(page, 'Copy Iklan Facebook Berasaskan Formula AIDA')).toBeVisible();

    await search(page, 'Cari prompt', 'kuih');
    await expect(card(page, CAPTION)).toBeVisible();

    // Words that find nothing together: what some of them find, said so.
    await search(page, 'Cari prompt', 'kapsyen zzqxv');
    await expect(page.getByText(SOME_WORDS)).toBeVisible();
    await expect(card(page, CAPTION)).toBeVisible();
  });

  test('the palette says so too when it shows some of the words', async ({ page }) => {
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: /Cari semua/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cari semua' });
    await dialog.getByRole('combobox').fill('kapsyen zzqxv');
    await expect(dialog.getByText(SOME_WORDS)).toBeVisible();
    await expect(dialog.getByRole('option', { name: new RegExp(CAPTION) })).toBeVisible();
  });
});

test.describe('[phone] blanks shown as blanks', () => {
  /** Fails if any `${` is on screen in `scope` (its text as a sighted member reads it). */
  async function noTemplateCode(scope: ReturnType<Page['locator']>) {
    await expect(scope).toBeVisible();
    expect(await scope.innerText()).not.toContain('${');
  }

  test('on a card and in the prompt dialog: labelled chips, heard as "isian"', async ({ page }) => {
    await page.goto('/prompt');
    await search(page, 'Cari prompt', 'caption fb');
    const link = card(page, CAPTION);
    const item = page.getByRole('listitem').filter({ has: link });
    const chip = item.locator('[data-blank="produk"]');
    await expect(chip).toBeVisible();
    await expect(chip).toContainText('Produk');
    await expect(chip).toContainText('kuih muih');
    await expect(chip.getByText('isian:', { exact: false })).toHaveClass(/sr-only/);
    await noTemplateCode(item);

    await link.click();
    const dialog = page.getByRole('dialog', { name: CAPTION });
    await expect(dialog.locator('[data-blank="tawaran"]')).toContainText(
      'penghantaran percuma sekitar bandar',
    );
    await expect(dialog.locator('[data-blank="nama_perniagaan"]')).toContainText('Nama perniagaan');
    await noTemplateCode(dialog);
  });

  test('in a workflow step: the poster step carries a poster prompt, its blanks as chips', async ({
    page,
  }) => {
    const found = await page.request.get(
      `/api/workflows?q=${encodeURIComponent(POSTER_WORKFLOW)}&limit=5`,
    );
    const workflow = ((await found.json()) as { items: WorkflowResponse[] }).items.find(
      (w) => w.title === POSTER_WORKFLOW,
    )!;
    const prompt = (await (
      await page.request.get(`/api/prompts/lookup?title=${encodeURIComponent(POSTER_STEP_PROMPT)}`)
    ).json()) as PromptResponse;
    expect(prompt.promptText).toContain('${produk:kuih raya}');

    await page.goto(`/workflows/${workflow.id}/execute`);
    const step = page.getByRole('region', { name: 'Tulis tajuk dan teks tawaran', exact: true });
    const prompts = step.getByRole('region', {
      name: 'Prompt untuk langkah ini: Tulis tajuk dan teks tawaran',
    });
    await expect(prompts.getByText(POSTER_STEP_PROMPT)).toBeVisible();
    await expect(prompts.locator('[data-blank="produk"]')).toContainText('kuih raya');
    await noTemplateCode(prompts);
  });
});
