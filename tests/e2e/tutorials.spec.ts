import type { Page } from '@playwright/test';
import { categoryLabel } from '../../src/shared/glossary.js';
import type { TutorialDetailResponse, TutorialListResponse } from '../../src/shared/tutorials.js';
import { expect, test } from './fixtures.js';
import { searchBox } from './search-box.js';

/** The list's count line: 'Showing 1 tutorial' for one, else 'Showing N tutorials' (issue 16). */
const showing = (n: number) => `Showing ${n} ${n === 1 ? 'tutorial' : 'tutorials'}`;

// The demo content may change (its videos are being replaced), so the journeys read what to
// expect from the API rather than naming titles.
async function listFor(page: Page, query: string) {
  const res = await page.request.get(`/api/tutorials?limit=100&${query}`);
  expect(res.status()).toBe(200);
  // A first page: it carries the total.
  return (await res.json()) as TutorialListResponse & { total: number };
}

async function detailOf(page: Page, id: string) {
  const res = await page.request.get(`/api/tutorials/${id}`);
  return (await res.json()) as TutorialDetailResponse;
}

/** Every picture on the page ends up showing something (offline: the local placeholder). */
async function expectNoBrokenImages(page: Page) {
  for (const img of await page.locator('img').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        // The e2e tsconfig has no DOM types; an <img> is all this reads.
        img.evaluate((el) => {
          const image = el as unknown as { complete: boolean; naturalWidth: number };
          return image.complete && image.naturalWidth > 0;
        }),
      )
      .toBe(true);
  }
}

const grid = (page: Page) => page.getByRole('list', { name: 'Tutorial AI' });

test.describe('[member] tutorials', () => {
  test.use({ signedIn: true });

  test('browses, searches, filters and opens a tutorial', async ({ page }) => {
    // A long journey, and offline each thumbnail fails twice before its placeholder shows.
    test.slow();
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Tutorial' })
      .click();
    await expect(page).toHaveURL(/\/learning$/);
    const all = await listFor(page, '');
    expect(all.total).toBeGreaterThan(0);
    await expect(page.getByText(showing(all.total), { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Suggest a Tutorial' })).toHaveAttribute(
      'href',
      '/suggest?type=tutorial',
    );
    await expectNoBrokenImages(page);

    // A step's title finds its tutorial (docs/product.md#limits: steps are searched too).
    const withSteps = (await Promise.all(all.items.map((t) => detailOf(page, t.id)))).find(
      (d) => d.tutorial.steps.length > 0 && d.tutorial.resources.length > 0,
    )!.tutorial;
    const stepTitle = withSteps.steps[0]!.title;
    await searchBox(page, 'Cari tutorial').fill(stepTitle.toUpperCase());
    const found = await listFor(page, `q=${encodeURIComponent(stepTitle)}`);
    await expect(page.getByText(showing(found.total), { exact: true })).toBeVisible();
    await expect(grid(page).getByRole('link', { name: withSteps.title })).toBeVisible();
    await searchBox(page, 'Cari tutorial').fill('');
    await expect(page.getByText(showing(all.total), { exact: true })).toBeVisible();

    const difficulty = withSteps.difficulty!;
    await page.getByLabel('Tahap').selectOption(difficulty);
    const byDifficulty = await listFor(page, `difficulty=${difficulty}`);
    await expect(page.getByText(showing(byDifficulty.total), { exact: true })).toBeVisible();
    const category = withSteps.category!;
    await page.getByLabel('Kategori').selectOption(category);
    const both = await listFor(page, `difficulty=${difficulty}&category=${category}`);
    await expect(page.getByText(showing(both.total), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/difficulty=.+category=|category=.+difficulty=/);
    await expect(grid(page).getByRole('heading')).toHaveText(both.items.map((t) => t.title));

    await grid(page).getByRole('link', { name: withSteps.title }).click();
    await expect(page).toHaveURL(`/learning/${withSteps.id}`);
    await expect(page.getByRole('heading', { level: 1, name: withSteps.title })).toBeVisible();
    const steps = page.getByRole('list', { name: 'Langkah-langkah' }).locator(':scope > li');
    await expect(steps).toHaveCount(withSteps.steps.length);
    await expect(steps.first()).toContainText(stepTitle);
    const resources = page.getByRole('list', { name: 'Sumber' }).getByRole('link');
    await expect(resources).toHaveCount(withSteps.resources.length);
    for (const link of await resources.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https?:\/\//);
    }
    const related = page.getByRole('region', { name: 'Alat Berkaitan' }).getByRole('link');
    await expect(related).toHaveCount(
      Math.min(3, (await detailOf(page, withSteps.id)).relatedTools.length),
    );
    for (const link of await related.all()) {
      await expect(link).toHaveAttribute('href', /^\/tools\/[0-9a-f-]{36}$/);
    }
    await expectNoBrokenImages(page);

    // The player loads only when asked for.
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.getByRole('button', { name: `Mainkan video: ${withSteps.title}` }).click();
    const player = page.locator('iframe');
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);

    await page.getByRole('link', { name: 'Kembali ke Tutorial' }).click();
    await expect(page).toHaveURL(/\/learning$/);
  });

  test('/learning?tutorial={id} opens that tutorial', async ({ page }) => {
    const [first] = (await listFor(page, '')).items;
    await page.goto(`/learning?tutorial=${first!.id}`);
    await expect(page).toHaveURL(`/learning/${first!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  });

  test('an unknown tutorial says so with a way back', async ({ page }) => {
    await page.goto('/learning/00000000-0000-0000-0000-000000000000');
    await expect(page.getByText('Tutorial tidak dijumpai.')).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Tutorial' }).click();
    await expect(page).toHaveURL(/\/learning$/);
  });

  test('an empty search says No tutorials found', async ({ page }) => {
    await page.goto('/learning?q=tiadaqx-sebeginiqx');
    await expect(page.getByText('No tutorials found')).toBeVisible();
    await expect(page.getByText(showing(0), { exact: true })).toBeVisible();
  });

  for (const route of ['/learning/category/{c}', '/categories/{c}/tutorials']) {
    test(`${route} lists one category by title, linking to ?tutorial=`, async ({ page }) => {
      const all = await listFor(page, '');
      const counts = new Map<string, number>();
      for (const t of all.items) counts.set(t.category!, (counts.get(t.category!) ?? 0) + 1);
      const category = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
      const expected = await listFor(page, `category=${category}&sort=title`);

      await page.goto(route.replace('{c}', category));
      await expect(
        page.getByRole('heading', { level: 1, name: `Tutorial ${categoryLabel(category)}` }),
      ).toBeVisible();
      await expect(page.getByText(showing(expected.total), { exact: true })).toBeVisible();
      await expect(grid(page).getByRole('heading')).toHaveText(expected.items.map((t) => t.title));
      // Each card's own link (its title); beside it, 'Tonton di YouTube' leads to the video.
      const links = grid(page).getByRole('heading').getByRole('link');
      for (const [i, t] of expected.items.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', `/learning?tutorial=${t.id}`);
      }
      await links.first().click();
      await expect(page).toHaveURL(`/learning/${expected.items[0]!.id}`);
      await page.goBack();
      await page.getByRole('link', { name: 'Kembali ke Kategori' }).click();
      await expect(page).toHaveURL(/\/categories$/);
    });
  }

  test('a category without tutorials says it is empty', async ({ page }) => {
    await page.goto('/learning/category/Kategori-Kosong');
    await expect(page.getByText('Tiada tutorial dalam kategori ini lagi.')).toBeVisible();
    await expect(page.getByText(showing(0), { exact: true })).toBeVisible();
  });

  test('saves a tutorial and takes it out again; the choice outlives a reload', async ({
    page,
  }) => {
    const { items } = await listFor(page, '');
    await page.goto(`/learning/${items[0]!.id}`);
    const save = page.getByRole('button', { name: 'Simpan' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(page.getByText('Ditambah ke kegemaran')).toBeVisible();
    await page.reload();
    const saved = page.getByRole('button', { name: 'Disimpan' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await saved.click();
    await expect(page.getByText('Dibuang dari kegemaran')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Simpan' })).toBeVisible();
  });
});
